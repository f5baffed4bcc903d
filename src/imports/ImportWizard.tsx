/**
 * The import wizard of a list (issue 34), loaded with its labels (i18n/areas/imports.ts) the first time the list's
 * Import button is pressed (./ImportButton.tsx). Four steps: the file (Import/Upload), its columns matched to the
 * list's fields, the dry run (Import/Check, followed by Import/Status) with its preview, and the apply (Import/Apply).
 * A call's refusal is shown as the server words it. Closed after an apply, the list is read again.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../contract/define';
import { type ImportApply, type ImportStatus, importsContract } from '../../contract/imports';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { AreaMessages } from '../../i18n/AreaMessages';
import { errorMessage } from '../components/useAlert';
import type { ResourceDescriptor } from '../declare/defineResource';
import { fileBase64 } from '../pages/files/filesModel';
import { ApplyStep } from './ApplyStep';
import { CheckStep } from './CheckStep';
import { ColumnsStep, type Plan, planFor } from './ColumnsStep';
import { FileStep } from './FileStep';
import { loadChoices } from '../declare/views/displayText';
import { importableFields, optionFields, withOptionChoices } from './importFields';
import { importKeys, useImportStatus } from './queries';

const STEPS = ['file', 'columns', 'check', 'apply'] as const;

type Uploaded = ResponseOf<typeof importsContract.upload>;

interface Props {
  descriptor: ResourceDescriptor;
  /** The values the list's owner fixes for every row (a state's country), from the list's filter. */
  fixed?: Record<string, string | number>;
  open: boolean;
  /** `resumable`: a file was uploaded and nothing applied, so the same wizard opens again where it was left. */
  onClose: (resumable: boolean) => void;
  /** Told on closing after an apply (the lists react-admin reads are read again anyway). */
  onApplied?: () => void;
}

export function ImportWizard(props: Props) {
  return (
    <AreaMessages area="imports">
      <WizardDialog {...props} />
    </AreaMessages>
  );
}

/** Has the browser save the file a link answers (under the name the server gives it). */
function saveLink(href: string) {
  const a = Object.assign(document.createElement('a'), { href, download: '' });
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function WizardDialog({ descriptor, fixed, open, onClose, onApplied }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.imports.${key}`, args);
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const refresh = useRefresh();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [locale] = useLocaleState();
  const declared = useMemo(() => importableFields(descriptor, translate, Object.keys(fixed ?? {})), [descriptor, translate, fixed]);
  // The options' choices (a country's names), loaded as the export loads them, while the file is chosen; the check waits for them.
  const fieldsQuery = {
    queryKey: ['importFields', descriptor.name, locale],
    queryFn: async () => {
      const defs = optionFields(declared);
      if (defs.length === 0) return declared;
      const [here, english] = await Promise.all([loadChoices(client, dataProvider, defs, [{}], locale), loadChoices(client, dataProvider, defs, [{}], 'en')]);
      return withOptionChoices(declared, (def) => ({ here: here(def, {}) ?? [], english: english(def, {}) ?? [] }));
    },
  };
  const fields = useQuery(fieldsQuery).data ?? declared;
  const [step, setStep] = useState(0);
  const [upload, setUpload] = useState<Uploaded>();
  const [plan, setPlan] = useState<Plan>();
  // Once a check has started, its status is followed (./queries.ts), put in the cache by each answer.
  const [followed, setFollowed] = useState<string>();
  const [applied, setApplied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = useImportStatus(followed);

  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  /** A check or an apply has started: its rows are read anew, its status followed from this answer. */
  const follow = (answer: ImportStatus) => {
    client.removeQueries({ queryKey: importKeys.rows(answer.id) });
    client.setQueryData(importKeys.status(answer.id), answer);
    setFollowed(answer.id);
  };

  const uploadFile = (file: File) =>
    attempt(async () => {
      const body = { list: descriptor.name, fileName: file.name, fields: fields.map((f) => f.field.source), contentBase64: await fileBase64(file) };
      const answer = await dataProvider.call(importsContract.upload, { body });
      setUpload(answer);
      setPlan(planFor(answer.sheets, 0, fields));
      setStep(1);
    });
  const check = ({ id, sheets }: Uploaded, { sheet, mode, mapping }: Plan) =>
    attempt(async () => {
      const columns = mapping.flatMap((field, column) => (field ? [{ column, field }] : []));
      const read = await client.fetchQuery(fieldsQuery);
      const body = { id, sheet: sheets[sheet]?.name ?? '', mode, columns, fields: read.map((f) => f.field), ...(fixed && { fixed }) };
      follow(await dataProvider.call(importsContract.check, { body }));
      setStep(2);
    });
  const apply = (id: string, transaction: ImportApply) =>
    attempt(async () => {
      follow(await dataProvider.call(importsContract.apply, { body: { id, transaction } }));
      setApplied(true);
    });
  const cancel = (id: string) =>
    attempt(async () => {
      client.setQueryData(importKeys.status(id), await dataProvider.call(importsContract.cancel, { body: { id } }));
    });
  const rejected = (id: string) =>
    attempt(async () => {
      saveLink(await dataProvider.fileUrl(importsContract.rejected, { id }));
    });
  const close = () => {
    onClose(!applied && upload !== undefined);
    if (applied) {
      refresh();
      onApplied?.();
    }
  };

  const current = status.data;
  const shownError = error ?? (status.isError ? errorMessage(status.error) : null);
  return (
    <Dialog open={open} onClose={(_, reason) => reason !== 'backdropClick' && close()} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('title', { name: translate(`resources.${descriptor.name}.name`, { smart_count: 2 }) })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel={phone} sx={{ mb: 3 }}>
          {STEPS.map((s, i) => (
            <Step key={s} aria-current={i === step ? 'step' : undefined}>
              <StepLabel>{t(`steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box component="section" aria-label={t(`steps.${STEPS[step]}`)}>
          {step === 0 && <FileStep descriptor={descriptor} fields={fields} busy={busy} onUpload={uploadFile} />}
          {step === 1 && upload && plan && (
            <ColumnsStep
              descriptor={descriptor}
              fields={fields}
              sheets={upload.sheets}
              plan={plan}
              onPlan={setPlan}
              busy={busy}
              onBack={() => setStep(0)}
              onCheck={() => check(upload, plan)}
            />
          )}
          {step === 2 && current && (
            <CheckStep descriptor={descriptor} status={current} busy={busy} onCancel={() => cancel(current.id)} onBack={() => setStep(1)} onNext={() => setStep(3)} />
          )}
          {step === 3 && current && (
            <ApplyStep
              descriptor={descriptor}
              status={current}
              busy={busy}
              onApply={(transaction) => apply(current.id, transaction)}
              onCancel={() => cancel(current.id)}
              onBack={() => setStep(2)}
              onRejected={() => rejected(current.id)}
            />
          )}
        </Box>
        {shownError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(shownError, { _: shownError })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
