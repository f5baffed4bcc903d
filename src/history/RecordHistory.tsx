/**
 * A record's "last changed by … on …" line and its History button (issue 33), for a detail screen's header. The
 * line reads the record's newest history entry, again after every accepted POST (a save on the screen); the panel
 * (./HistoryDrawer.tsx) and its labels are loaded the first time it is opened.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { historyContract } from '../../contract/history';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { posted } from '../../dataProvider/http';
import { formatDateTime } from '../components/formats';
import { usePaletteAction } from '../palette/actions';
import { historyKey, useHistoryPanel } from './lazyPanel';
import type { HistoryTarget } from './target';

export function RecordHistory({ target }: { target: HistoryTarget }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const history = useHistoryPanel(target);
  const key = historyKey(target);
  const { area, entity, recordId } = target;
  const { data } = useQuery({
    queryKey: [...key, 'last'],
    queryFn: () => dataProvider.call(historyContract.record, { query: { area, entity, recordId, pageSize: 1 } }),
  });
  useEffect(() => {
    const reread = () => void queryClient.invalidateQueries({ queryKey: historyKey({ area, entity, recordId }) });
    posted.addEventListener('posted', reread);
    return () => posted.removeEventListener('posted', reread);
  }, [queryClient, area, entity, recordId]);
  // The command palette opens the same panel (src/palette/actions.ts).
  usePaletteAction({ id: 'record.history', label: translate('app.history.open'), group: 'record', run: history.show });
  const last = data?.items[0];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 32 }}>
      <Typography variant="body2" color="text.secondary" data-testid="last-changed">
        {last
          ? translate('app.history.last_changed', { user: last.userName || translate('app.history.system'), date: formatDateTime(last.changedAt) })
          : data
            ? translate('app.history.never_changed')
            : '\u00a0'}
      </Typography>
      <Button size="small" aria-haspopup="dialog" onClick={history.show}>
        {translate('app.history.open')}
      </Button>
      {history.panel}
    </Stack>
  );
}
