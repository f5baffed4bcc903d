/** A request's history as a timeline, oldest first: what changed (a status, the technician, the work order's date), who and when. */
import { Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../contract/serviceRequest';
import { DetailSection, QueryContent } from '../../src/components/DetailSection';
import { formatZonedDateTime } from '../../src/components/zonedFormats';
import { useRequestNames } from './useServiceRequest';

/** What an entry says: its kind's message, its from and to named (status names, technicians, dates in the shop's zone). */
function useDescribe(timeZone: string | null) {
  const translate = useTranslate();
  const names = useRequestNames();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceRequests.history.${key}`, args);
  return ({ kind, from, to }: HistoryEntry): string => {
    switch (kind) {
      case 'created':
        return t('created');
      case 'status':
        return from === null ? t('status_set', { to: names.status(to) }) : t('status', { from: names.status(from), to: names.status(to) });
      case 'assignment':
        if (from === null) return t('assigned', { to });
        return to === null ? t('unassigned', { from }) : t('assignment', { from, to });
      case 'dateAdjusted':
        return t('dateAdjusted', { from: formatZonedDateTime(from, timeZone), to: formatZonedDateTime(to, timeZone) });
      case 'workOrder':
        return t('workOrder', { parts: (to ?? '').split(',').filter(Boolean).map((part) => t(`workOrderParts.${part}`)).join(', ') });
      case 'dispatchFixed':
        return t('dispatchFixed', { from: from === null ? t('dispatchMissing') : formatZonedDateTime(from, timeZone), to: formatZonedDateTime(to, timeZone) });
    }
  };
}

/** The timeline's dot and the line down to the next entry. */
const step = {
  position: 'relative',
  pl: 3,
  pb: 2,
  '&::before': { content: '""', position: 'absolute', left: 4, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' },
  '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 8, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
  '&:last-child': { pb: 0 },
} as const;

export function HistoryTimeline({ query, timeZone }: { query: UseQueryResult<HistoryEntry[]>; timeZone: string | null }) {
  const translate = useTranslate();
  const describe = useDescribe(timeZone);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceRequests.history.${key}`, args);
  return (
    <DetailSection title={t('title')}>
      <QueryContent query={query} empty={t('empty')}>
        {(entries) => (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.id} data-kind={entry.kind} sx={step}>
                <Typography variant="body2">{describe(entry)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('by', { date: formatZonedDateTime(entry.changedAt, timeZone), name: entry.changedBy?.name ?? t('system') })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </QueryContent>
    </DetailSection>
  );
}
