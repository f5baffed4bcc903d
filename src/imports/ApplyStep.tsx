/**
 * The wizard's last step: how the checked rows are applied (all or nothing, or row by row), the apply's progress
 * (Cancel stops it), then what it did by outcome, why it failed, and the refused rows as a file to fix.
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_APPLY, type ImportApply, type ImportOutcome, type ImportStatus } from '../../contract/imports';
import type { ResourceDescriptor } from '../declare/defineResource';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { isRunning } from './queries';

/** What an apply did with each row. */
const APPLY_OUTCOMES: readonly ImportOutcome[] = ['inserted', 'updated', 'unchanged', 'refused', 'skipped'];

/** How an ended apply is told: its state's alert. */
const ENDED = { applied: 'success', cancelled: 'info', failed: 'error' } as const;

interface Props {
  descriptor: ResourceDescriptor;
  status: ImportStatus;
  busy: boolean;
  onApply: (transaction: ImportApply) => void;
  onCancel: () => void;
  onBack: () => void;
  onRejected: () => void;
}

export function ApplyStep({ descriptor, status, busy, onApply, onCancel, onBack, onRejected }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.imports.${key}`);
  const [transaction, setTransaction] = useState<ImportApply>('all');
  if (isRunning(status)) return <ImportProgress status={status} busy={busy} onCancel={onCancel} />;
  if (status.state === 'checked') {
    return (
      <Stack spacing={2}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('apply.legend')}</FormLabel>
          <RadioGroup value={transaction} onChange={(e) => setTransaction(e.target.value as ImportApply)}>
            {IMPORT_APPLY.map((how) => (
              <FormControlLabel
                key={how}
                value={how}
                control={<Radio />}
                label={
                  <>
                    {t(`apply.${how}`)}
                    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {t(`apply.${how}_help`)}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack direction="row" spacing={1}>
          <Button onClick={onBack} disabled={busy}>
            {t('back')}
          </Button>
          <Button variant="contained" onClick={() => onApply(transaction)} disabled={busy}>
            {t('apply.apply')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  const ended = status.state === 'applied' || status.state === 'cancelled' || status.state === 'failed' ? status.state : null;
  return (
    <Stack spacing={2}>
      {ended && (
        <Alert severity={ENDED[ended]} role={ended === 'failed' ? 'alert' : 'status'}>
          {t(`apply.${ended}`)} {ended === 'failed' && status.message}
        </Alert>
      )}
      <ImportPreview descriptor={descriptor} status={status} outcomes={APPLY_OUTCOMES} />
      {status.counts.refused > 0 && (
        <Button startIcon={<DownloadIcon />} onClick={onRejected} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('apply.rejected')}
        </Button>
      )}
    </Stack>
  );
}
