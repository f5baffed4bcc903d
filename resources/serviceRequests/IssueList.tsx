/** The issues raised on a request, oldest first: what, who raised it and when, and whether it is resolved. */
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { RequestIssue } from '../../contract/serviceRequest';
import { DetailSection, QueryContent } from '../../src/components/DetailSection';
import { formatZonedDateTime } from '../../src/components/zonedFormats';

export function IssueList({ query, timeZone }: { query: UseQueryResult<RequestIssue[]>; timeZone: string | null }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceRequests.issues.${key}`, args);
  const date = (value: string | null) => formatZonedDateTime(value, timeZone);
  return (
    <DetailSection title={t('title')}>
      <QueryContent query={query} empty={t('empty')}>
        {(issues) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {issues.map((issue) => (
              <Box component="li" key={issue.id} sx={{ borderLeft: 3, borderColor: issue.resolved ? 'success.main' : 'warning.main', pl: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {issue.text}
                  </Typography>
                  <Chip size="small" variant="outlined" color={issue.resolved ? 'success' : 'warning'} label={t(issue.resolved ? 'resolved' : 'open')} />
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('raised', { name: issue.raisedBy?.name ?? translate('resources.serviceRequests.detail.unknown'), date: date(issue.raisedAt) })}
                  {issue.resolved && issue.resolvedAt ? ` · ${t('resolved_on', { date: date(issue.resolvedAt) })}` : ''}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </QueryContent>
    </DetailSection>
  );
}
