/**
 * A record's history panel (issue 33): its entries and its parts', newest first, ten at a time, loaded when opened.
 * Each entry is told by ./HistoryEntryCard.tsx; a revert reloads the record's screen (every query) and the panel.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { historyContract } from '../../contract/history';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { HistoryEntryCard } from './HistoryEntryCard';
import type { HistoryTarget } from './target';

const PAGE = 10;

/** `historyKey`: the key of the record's history queries (./lazyPanel.ts), read again after a revert. */
export function HistoryDrawer({ target, historyKey, open, onClose }: { target: HistoryTarget; historyKey: readonly unknown[]; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const title = useRef<HTMLHeadingElement>(null);
  const { area, entity, recordId, scopeId } = target;
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isPending } = useInfiniteQuery({
    queryKey: [...historyKey, 'pages'],
    enabled: open,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => dataProvider.call(historyContract.record, { query: { area, entity, recordId, scopeId, pageSize: PAGE, offset: pageParam } }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.items.length, 0);
      return shown < last.count ? shown : undefined;
    },
  });
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.count ?? 0;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // At the dialogs' level, not below it (a drawer's own): opened from a dialog's row (the service elements), it
      // shows above that dialog, and the dialogs it opens (Revert) above it, in the order they open.
      sx={{ zIndex: 'modal' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'history-title', sx: { width: { xs: '100vw', sm: 520 }, maxWidth: '100vw' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="history-title" ref={title} tabIndex={-1} variant="h6" component="h2" sx={{ flex: 1, outline: 'none' }}>
          {translate('resources.history.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, overflowY: 'auto' }} aria-busy={isPending}>
        {isPending ? (
          <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />
        ) : entries.length === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('resources.history.empty')}</Typography>
        ) : (
          <>
            {entries.map((entry) => (
              <HistoryEntryCard
                key={entry.id}
                entry={entry}
                kind={target.kinds[entry.entity]}
                onReverted={() => {
                  for (const queryKey of [historyKey, ...target.shownBy]) void queryClient.invalidateQueries({ queryKey });
                  target.onReverted?.();
                  // The revert is the newest entry: the focus goes to the top of the list, where it shows.
                  title.current?.focus();
                }}
              />
            ))}
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.history.shown', { shown: entries.length, total, smart_count: total })}
              </Typography>
              {hasNextPage && (
                <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {translate('resources.history.more')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Box>
    </Drawer>
  );
}
