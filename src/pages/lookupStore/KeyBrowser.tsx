/** The lookup groups and their keys (lookup/ByGroup), each key with its item count; picking one shows its items. */
import { Box, Card, Chip, List, ListItem, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LookupGroupSummary } from '../../../contract/lookupStore';
import { ListSearch } from '../../components/ListControls';
import { useKeyLabels } from './keyLabels';

interface Props {
  groups: LookupGroupSummary[];
  selected: string | null;
  onSelect: (key: string) => void;
}

export function KeyBrowser({ groups, selected, onSelect }: Props) {
  const translate = useTranslate();
  const labels = useKeyLabels();
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const matches = (key: string) => !needle || key.toLowerCase().includes(needle) || labels.key(key).toLowerCase().includes(needle);
  const shown = groups.map((g) => ({ ...g, keys: g.keys.filter((k) => matches(k.key)) })).filter((g) => g.keys.length > 0);
  return (
    <Card component="section" aria-label={translate('resources.lookupItems.browser.title')} sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>{translate('resources.lookupItems.browser.title')}</Typography>
      <Box sx={{ px: 2, py: 1 }}>
        <ListSearch value={q} onChange={setQ} />
      </Box>
      <List dense sx={{ maxHeight: '70vh', overflow: 'auto', pt: 0 }}>
        {shown.map((g) => (
          <li key={g.group}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: '32px', fontWeight: 600 }}>{labels.group(g.group)}</ListSubheader>
              {g.keys.map((k) => (
                <ListItem key={k.key} disablePadding>
                  <ListItemButton selected={k.key === selected} aria-current={k.key === selected ? 'true' : undefined} onClick={() => onSelect(k.key)} sx={{ pl: 3 }}>
                    <ListItemText primary={labels.key(k.key)} secondary={k.key} />
                    <Chip size="small" label={k.active === k.total ? k.total : `${k.active}/${k.total}`} title={translate('resources.lookupItems.browser.count', { active: k.active, total: k.total })} />
                  </ListItemButton>
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
        {shown.length === 0 && <Typography component="li" sx={{ px: 2, py: 1 }} color="text.secondary">{translate('app.list.empty')}</Typography>}
      </List>
    </Card>
  );
}
