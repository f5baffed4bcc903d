/**
 * The hours dialog's inputs and save (HoursDialog): nothing is sent while the contract's rules fail, their message
 * shown under the field they name; a refusal is shown on its fields (a date already scheduled on the date), a stale
 * edit says what the record reads now and takes its version, so saving again replaces it knowingly.
 */
import { Alert, Button, DialogActions, DialogContent, DialogContentText, Stack, TextField } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type Holiday, openingHoursContract as c, type StandardDay } from '../../contract/openingHours';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDate } from '../../src/components/formats';
import { useAlert } from '../../src/components/useAlert';
import { type FieldMessages, type HoursField, type HoursKind, holidayBody, hoursBody, hoursFields, hoursProblems, NAME_MAX, readRefusal, valuesOf } from './hoursForm';
import { hoursText } from './names';
import { useRefreshHours } from './queries';

interface Props {
  kind: HoursKind;
  /** The record edited as it was read; null for a new holiday. */
  record: StandardDay | Holiday | null;
  /** The tenant a new holiday is scheduled for. */
  tenantId?: number;
  /** Reads the record again (after a stale save). */
  reload: () => Promise<StandardDay | Holiday | undefined>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
}

const INPUT_TYPES: Record<HoursField, string> = { holidayDate: 'date', name: 'text', openingTime: 'time', closingTime: 'time' };

export function HoursForm({ kind, record, tenantId, reload, busy, setBusy, onClose }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshHours();
  const [values, setValues] = useState(() => valuesOf(record));
  const [version, setVersion] = useState(record?.version);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<{ severity: 'error' | 'warning'; text: string } | null>(null);
  const inputs = useRef<Partial<Record<HoursField, HTMLInputElement | null>>>({});
  const fields = hoursFields(kind);

  const showErrors = (found: FieldMessages) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (field: HoursField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The times' rule concerns both: a change to either clears both their messages.
    const cleared = field === 'openingTime' || field === 'closingTime' ? ['openingTime', 'closingTime'] : [field];
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !cleared.includes(f))));
  };

  const send = () => {
    // A record is saved at the version it was read at (read again after a stale save); a new one is a holiday of the tenant.
    if (record) {
      const at = version ?? record.version;
      if (kind === 'standard') return dataProvider.call(c.updateStandardOpeningHours, { body: { id: record.id, ...hoursBody(values), version: at } });
      return dataProvider.call(c.updateHolidayOpeningHours, { body: { id: record.id, ...holidayBody(values), version: at } });
    }
    if (kind === 'standard' || tenantId === undefined) throw new Error('A standard day is edited, never created; a new holiday names its tenant.');
    return dataProvider.call(c.insertHolidayOpeningHours, { body: { tenantId, ...holidayBody(values) } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = hoursProblems(kind, values);
    if (Object.keys(problems).length > 0) {
      setMessage(null);
      return showErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key)])));
    }
    setBusy(true);
    setMessage(null);
    try {
      await send();
      alert.success('app.alerts.saved');
      await refresh();
      setBusy(false);
      onClose();
    } catch (error) {
      const refusal = readRefusal(error, kind, translate);
      if (refusal.stale) {
        const now = await reload().catch(() => undefined);
        if (now) setVersion(now.version);
        const text = now ? ('holidayDate' in now ? `${formatDate(now.holidayDate)} ${now.name}: ${hoursText(now, translate, 'closed_all_day')}` : hoursText(now, translate)) : '';
        setMessage({ severity: 'warning', text: translate('resources.openingHours.dialog.stale', { now: text }) });
        void refresh();
      } else {
        showErrors(refusal.fields);
        if (refusal.message) setMessage({ severity: 'error', text: refusal.message });
      }
      setBusy(false);
    }
  };

  const input = (field: HoursField, autoFocus: boolean) => (
    <TextField
      key={field}
      type={INPUT_TYPES[field]}
      label={translate(`resources.openingHours.fields.${field}`)}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      inputRef={(el: HTMLInputElement | null) => {
        inputs.current[field] = el;
      }}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      required={kind === 'holiday' && (field === 'holidayDate' || field === 'name')}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: field === 'name' ? { maxLength: NAME_MAX } : field === 'holidayDate' ? {} : { step: 60 } }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {message && (
            <Alert severity={message.severity} role="alert">
              {message.text}
            </Alert>
          )}
          {fields.filter((f) => f === 'holidayDate' || f === 'name').map((f, i) => input(f, i === 0))}
          <DialogContentText variant="body2">{translate('resources.openingHours.dialog.closed_help')}</DialogContentText>
          <Stack direction="row" spacing={2}>
            {input('openingTime', kind === 'standard')}
            {input('closingTime', false)}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            change('openingTime', '');
            change('closingTime', '');
          }}
          disabled={busy}
          sx={{ mr: 'auto' }}
        >
          {translate('resources.openingHours.dialog.set_closed')}
        </Button>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {/* Not disabled while saving: the focus stays on it (a second submit is ignored). */}
        <Button type="submit" variant="contained">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
