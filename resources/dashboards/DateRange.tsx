/**
 * The dashboard's date range: from and to (inclusive), changed when both are dates in order (an end before the
 * start is said, not sent); shown in the spec's date format; back to the default range (`defaults`: the 12 months up
 * to the newest data) with one button.
 */
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../src/components/formats';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

type Range = { startDate: string; endDate: string };

export function DateRange({ startDate, endDate, defaults, onChange }: { startDate: string; endDate: string; defaults: Range; onChange: (range: Range) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.range.${key}`, options);
  const [draft, setDraft] = useState({ startDate, endDate });
  const [shown, setShown] = useState({ startDate, endDate });
  // The range changed elsewhere (a month followed, a template opened): the inputs show it.
  if (shown.startDate !== startDate || shown.endDate !== endDate) {
    setShown({ startDate, endDate });
    setDraft({ startDate, endDate });
  }
  const inOrder = !ISO.test(draft.startDate) || !ISO.test(draft.endDate) || draft.startDate <= draft.endDate;
  const change = (next: { startDate: string; endDate: string }) => {
    setDraft(next);
    if (ISO.test(next.startDate) && ISO.test(next.endDate) && next.startDate <= next.endDate) onChange(next);
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={t('title')}>
      <TextField type="date" fullWidth={false} size="small" label={t('start')} value={draft.startDate} onChange={(e) => change({ ...draft, startDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        type="date"
        fullWidth={false}
        size="small"
        label={t('end')}
        value={draft.endDate}
        error={!inOrder}
        helperText={inOrder ? undefined : t('invalid')}
        onChange={(e) => change({ ...draft, endDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button onClick={() => change(defaults)} disabled={startDate === defaults.startDate && endDate === defaults.endDate}>
        {t('lastYear')}
      </Button>
      <Typography variant="body2" sx={{ pt: 1 }} data-testid="range-shown">
        {t('shown', { start: formatDate(startDate), end: formatDate(endDate) })}
      </Typography>
    </Stack>
  );
}
