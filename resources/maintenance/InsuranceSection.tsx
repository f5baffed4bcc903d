/**
 * Adds an insurance company by name (maintenance/SaveInsurance, spec §7 Maintenance): a new one goes into the
 * catalogue, one of that name (in any case) already there is made active again. The companies picked elsewhere
 * (a shop's insurance departments) are read again, so the new one is offered at once.
 */
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LookupItem } from '../../contract/lookup';
import { referencesContract } from '../../contract/references';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { DetailSection } from '../../src/components/DetailSection';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import insuranceCompanies from '../insuranceCompanies';

/** The longest name SaveInsurance takes. */
const NAME_MAX = 200;

export function InsuranceSection() {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.maintenance.insurance.${key}`, args);
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<LookupItem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || pending) return;
    setPending(true);
    try {
      const item = await dataProvider.call(referencesContract.saveInsurance, { query: { name: name.trim() } });
      setSaved(item);
      setName('');
      alert.success('resources.maintenance.insurance.saved', { name: item.text });
      await queryClient.invalidateQueries({ queryKey: [insuranceCompanies.name] });
    } catch (error) {
      alert.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <DetailSection title={t('title')}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('help')}</Typography>
        <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            sx={{ width: { sm: 360 } }}
          />
          <Button type="submit" variant="outlined" disabled={pending || !name.trim()}>
            {t('add')}
          </Button>
        </Stack>
        {saved && (
          <Typography variant="body2">
            {t('saved', { name: saved.text })}{' '}
            <Link component={RouterLink} to={`/${insuranceCompanies.path}`}>
              {t('list')}
            </Link>
          </Typography>
        )}
      </Stack>
    </DetailSection>
  );
}
