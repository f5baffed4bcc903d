/**
 * One detail tab as a form: loaded through its own call, validated across
 * all its (nested) fields before submit, saved through its own call. A stale
 * save is refused by the server: the tab says so and offers to reload.
 */
import { Alert, Box, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, Loading, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { type AppDataProvider, bodyFor } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { FieldInput } from '../views/FieldInput';
import type { FormTab } from './tabs';

/** Tells the tab header whether this form holds errors. */
function ErrorReporter({ onChange }: { onChange: (hasErrors: boolean) => void }) {
  const { errors, submitCount } = useFormState();
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  useEffect(() => onChange(hasErrors), [hasErrors, onChange]);
  return null;
}

export function TabForm({ tab, businessId, onErrors }: { tab: FormTab; businessId: number; onErrors: (hasErrors: boolean) => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const queryKey = ['businessTab', tab.key, businessId];
  const { data, isPending, error, refetch } = useQuery({
    queryKey,
    queryFn: async () => (await dataProvider.call(tab.load, { query: { key: businessId } })) as Record<string, unknown>,
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;

  const save = async (values: Record<string, unknown>) => {
    try {
      const body = bodyFor(tab.save, { ...values, businessId, version: values.version || undefined });
      const saved = await dataProvider.call(tab.save, { body });
      queryClient.setQueryData(queryKey, saved);
      setStale(false);
      alert.success('app.alerts.saved');
    } catch (e) {
      const failure = e as { status?: number; body?: { code?: string } };
      if (failure.status === 409 && failure.body?.code === 'stale') setStale(true);
      else alert.error(errorMessage(e));
    }
  };

  return (
    <Form record={data} onSubmit={save} key={String(data.version)} mode="onSubmit" reValidateMode="onChange">
      <ErrorReporter onChange={onErrors} />
      {stale && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch().then(() => setStale(false))}>
              {translate('app.alerts.reload')}
            </Button>
          }
        >
          {translate('app.alerts.stale_tab')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
        {tab.fields.map((f) => (
          <FieldInput key={f.source} field={f} />
        ))}
      </Box>
      <SaveButton alwaysEnable />
    </Form>
  );
}
