/** A running check or apply: its rows done of all, as a bar and as text read out (a status region), and Cancel. */
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportStatus } from '../../contract/imports';

export function ImportProgress({ status, busy, onCancel }: { status: ImportStatus; busy: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const { done, total } = status;
  const text = translate(`resources.imports.progress.${status.state === 'applying' ? 'applying' : 'checking'}`, { done, total });
  return (
    <Stack spacing={1}>
      <LinearProgress variant={total > 0 ? 'determinate' : 'indeterminate'} value={total > 0 ? (100 * done) / total : undefined} aria-label={text} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" role="status">
          {text}
        </Typography>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
