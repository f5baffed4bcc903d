/**
 * The wizard's third step: the dry run's progress (Cancel stops it), then its preview by outcome; Back goes to the
 * columns to check again, Next to the apply.
 */
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportOutcome, ImportStatus } from '../../contract/imports';
import type { ResourceDescriptor } from '../declare/defineResource';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { isRunning } from './queries';

/** What a dry run says applying each row would do. */
const CHECK_OUTCOMES: readonly ImportOutcome[] = ['insert', 'update', 'unchanged', 'refused'];

interface Props {
  descriptor: ResourceDescriptor;
  status: ImportStatus;
  busy: boolean;
  onCancel: () => void;
  onBack: () => void;
  onNext: () => void;
}

export function CheckStep({ descriptor, status, busy, onCancel, onBack, onNext }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.imports.${key}`);
  if (isRunning(status)) return <ImportProgress status={status} busy={busy} onCancel={onCancel} />;
  return (
    <Stack spacing={2}>
      {status.state === 'checked' && <ImportPreview descriptor={descriptor} status={status} outcomes={CHECK_OUTCOMES} />}
      {status.state === 'cancelled' && <Alert severity="info">{t('check.cancelled')}</Alert>}
      {status.state === 'failed' && (
        <Alert severity="error" role="alert">
          {t('check.failed')} {status.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button variant="contained" onClick={onNext} disabled={busy || status.state !== 'checked'}>
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  );
}
