/**
 * One entry of a record's history: when, who (linked to the user), what was done to which part of the record, and
 * the fields it changed; then, on demand, the record then against now, and Revert for a change that can be put back.
 */
import CompareIcon from '@mui/icons-material/CompareArrows';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type HistoryEntry, historyContract } from '../../contract/history';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDateTime } from '../components/formats';
import { lazyView } from '../declare/lazyView';
import { EntryChanges } from './EntryChanges';
import { entryDiff } from './entryDiff';
import type { HistoryKind } from './target';

const RevertDialog = lazyView(() => import('./RevertDialog'), 'RevertDialog');

/** The record then (after the entry) against now (after its newest entry): what has changed since. */
function CompareWithNow({ entry, kind }: { entry: HistoryEntry; kind?: HistoryKind }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { area, entity, recordId } = entry;
  const scopeId = kind?.byScope && entry.scopeId !== null ? entry.scopeId : undefined;
  const { data } = useQuery({
    queryKey: ['history', 'newest', area, entity, recordId, scopeId],
    queryFn: () => dataProvider.call(historyContract.activity, { body: { area, entity, recordId, scopeId, pageSize: 1 } }),
    staleTime: 0,
  });
  if (!data) return null;
  const now = data.items[0]?.after ?? null;
  const changes = entryDiff(entry.after, now, kind);
  return (
    <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="compare-with-now">
      <Typography variant="subtitle2" component="h4">
        {translate('resources.history.was_now')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2">{translate('resources.history.same_as_now')}</Typography>
      ) : (
        <EntryChanges changes={changes} resource={kind?.resource} labels={{ before: translate('resources.history.was'), after: translate('resources.history.now') }} />
      )}
    </Box>
  );
}

/** `onReverted`: once the entry's fields were put back and the confirmation has closed. */
export function HistoryEntryCard({ entry, kind, onReverted }: { entry: HistoryEntry; kind?: HistoryKind; onReverted: () => void }) {
  const translate = useTranslate();
  const [comparing, setComparing] = useState(false);
  const [reverting, setReverting] = useState(false);
  const [revertLoaded, setRevertLoaded] = useState(false);
  const [reverted, setReverted] = useState(false);
  const changes = entryDiff(entry.before, entry.after, kind);
  return (
    <Box component="article" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }} data-testid="history-entry" aria-label={formatDateTime(entry.changedAt)}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={translate(`resources.activity.actions.${entry.action}`)} color={entry.action === 'delete' ? 'error' : 'default'} />
        {kind?.label && <Chip size="small" variant="outlined" label={translate(kind.label)} />}
        <Typography variant="body2" component="span">
          {formatDateTime(entry.changedAt)}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {entry.userId ? (
            <Link component={RouterLink} to={`/users/update/${entry.userId}`}>
              {entry.userName}
            </Link>
          ) : (
            translate('app.history.system')
          )}
        </Typography>
        {entry.source?.startsWith('import:') && (
          <Chip size="small" variant="outlined" data-testid="entry-source" label={translate('resources.history.imported', { file: entry.source.slice('import:'.length) })} />
        )}
      </Stack>
      <EntryChanges changes={changes} resource={kind?.resource} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {entry.after && (
          <Button size="small" startIcon={<CompareIcon />} aria-expanded={comparing} onClick={() => setComparing((c) => !c)}>
            {translate(comparing ? 'resources.history.hide_compare' : 'resources.history.compare')}
          </Button>
        )}
        {entry.revertible && changes.length > 0 && (
          <Button
            size="small"
            startIcon={<UndoIcon />}
            aria-haspopup="dialog"
            onClick={() => {
              setRevertLoaded(true);
              setReverting(true);
            }}
          >
            {translate('resources.history.revert')}
          </Button>
        )}
      </Stack>
      {comparing && <CompareWithNow entry={entry} kind={kind} />}
      {/* Its own boundary: loading the dialog must not hide the panel around it. */}
      {revertLoaded && (
        <Suspense fallback={null}>
        <RevertDialog
          open={reverting}
          entry={entry}
          changes={changes}
          resource={kind?.resource}
          onClose={(done) => {
            setReverting(false);
            setReverted(done);
          }}
          onExited={() => {
            if (reverted) onReverted();
            setReverted(false);
          }}
        />
        </Suspense>
      )}
    </Box>
  );
}
