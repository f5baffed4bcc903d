/** The businesses under a partner, as a tree of nested lists; each opens its detail. */
import { Box, Link, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type PartnerNode, partnerContract } from '../../contract/partner';
import type { AppDataProvider } from '../../dataProvider/adapter';

function Branch({ nodes, depth }: { nodes: PartnerNode[]; depth: number }) {
  return (
    <List dense disablePadding sx={{ pl: depth ? 3 : 0 }}>
      {nodes.map((n) => (
        // A business's own businesses are a list inside its item: the tree reads as one to assistive technology.
        <ListItem key={n.id} disableGutters sx={{ display: 'block', py: 0 }}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/business/update/${n.id}`}>
                {n.name}
              </Link>
            }
            secondary={`${n.shopId} · ${n.status}`}
          />
          {n.children.length > 0 && <Branch nodes={n.children} depth={depth + 1} />}
        </ListItem>
      ))}
    </List>
  );
}

export function PartnerTree() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['partnerTree', record?.id],
    enabled: Boolean(record?.id),
    queryFn: () => dataProvider.call(partnerContract.tree, { query: { key: record?.id } }),
  });
  if (!data) return null;
  return data.children.length > 0 ? <Branch nodes={data.children} depth={0} /> : <Box sx={{ color: 'text.secondary' }}>{translate('app.list.empty')}</Box>;
}
