/**
 * The chosen tenant's support email, edited and saved at its version (UpdateTenantSupportEmail), and its time zone.
 * A refusal shows under the input; a stale edit says what the email is now and takes the new version, what was
 * typed kept.
 */
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { openingHoursContract as c, type Tenant } from '../../contract/openingHours';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { knownZone, zoneName } from '../../src/components/zonedFormats';
import { hoursKeys, useRefreshHours } from './queries';
import { maxLengthOf } from '../../contract/keys';

export function TenantSettings({ tenant }: { tenant: Tenant }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshHours();
  const client = useQueryClient();
  const [email, setEmail] = useState(tenant.SupportEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.tenant.${key}`, args);
  const zone = knownZone(tenant.timeZone);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '') return setProblem(t('email_required'));
    setBusy(true);
    setProblem(null);
    try {
      await dataProvider.call(c.updateTenantSupportEmail, { body: { ID: tenant.ID, SupportEmail: email.trim(), version: tenant.version } });
      alert.success('app.alerts.saved');
      await refresh();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { code?: string; errors?: { field?: string; message?: string }[] } | null) : null;
      if (error instanceof HttpError && error.status === 409 && body?.code === 'stale') {
        // Read again: the tenant shown (and the version the next save sends) is the one someone else saved.
        await refresh();
        const now = client.getQueryData<Tenant[]>(hoursKeys.tenants)?.find((x) => x.ID === tenant.ID);
        setProblem(t('stale', { email: now?.SupportEmail || '—' }));
      } else {
        const onField = body?.errors?.find((e) => e.field === 'SupportEmail')?.message;
        setProblem(onField ?? translate(errorMessage(error), { _: errorMessage(error) }));
      }
    }
    setBusy(false);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={save} noValidate sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="email"
          size="small"
          label={t('support_email')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          required
          sx={{ width: 340 }}
          slotProps={{ htmlInput: { maxLength: maxLengthOf(c.updateTenantSupportEmail, 'SupportEmail') } }}
        />
        <Button type="submit" variant="outlined" aria-label={t('save_email')} sx={{ mt: 0.25 }}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ pt: 1 }}>
        {t('time_zone')}: {zone} ({zoneName(new Date(), zone)})
      </Typography>
    </Stack>
  );
}
