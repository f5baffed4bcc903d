/**
 * admin/defaults: the generic lookup store browsed by group and key (spec §2, §7 Lookups). The key chosen is in
 * the URL (`?key=business.status`), so a reload or a link shows it again.
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { KeyBrowser } from './KeyBrowser';
import { ItemsPanel } from './ItemsPanel';
import { useAllItems, useDirectory, useRefreshScreen } from './queries';

export default function LookupStorePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const selected = params.get('key');
  const directory = useDirectory();
  const groups = directory.data ?? [];
  const keys = groups.flatMap((g) => g.keys.map((k) => k.key));
  const all = useAllItems(keys);
  const refresh = useRefreshScreen();
  const select = (key: string) => setParams({ key });

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="menu.items.defaults" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <KeyBrowser groups={groups} selected={selected} onSelect={select} />
        {selected ? (
          <ItemsPanel
            key={selected}
            lookupKey={selected}
            parents={all.data ?? []}
            parentsPending={all.isPending}
            onSaved={(key) => {
              refresh('directory');
              if (key !== selected) select(key);
            }}
          />
        ) : (
          <Card sx={{ flex: 1, alignSelf: 'flex-start' }}>
            <CardContent>
              <Typography color="text.secondary">{translate('resources.lookupItems.panel.pick')}</Typography>
            </CardContent>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
