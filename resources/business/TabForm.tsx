/**
 * One detail tab as a form: loaded through its own call, validated across
 * all its (nested) fields before submit, saved through its own call. A stale
 * save is refused by the server: the tab says so and offers to reload.
 * Leaving it with unsaved edits asks first (WarnWhenUnsaved); a change made
 * under it from the header (status, shop id) keeps what the user typed.
 */
import { Alert, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, Loading, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { type AppDataProvider, bodyFor } from '../../dataProvider/adapter';
import { InSlices } from '../../src/components/InSlices';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { WarnWhenUnsaved } from '../../src/components/WarnWhenUnsaved';
import { type FieldGroup, FieldGroups } from '../../src/declare/views/FieldGroups';
import type { FormTab } from './tabs';

/** Tells the tab header whether this form holds errors. */
function ErrorReporter({ onChange }: { onChange: (hasErrors: boolean) => void }) {
  const { errors, submitCount } = useFormState();
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  useEffect(() => onChange(hasErrors), [hasErrors, onChange]);
  return null;
}

/**
 * When the record changes under the form (the header changed the status or the shop id, raising the version),
 * the fields the user edited keep their edits and the others, the version included, take the new values.
 */
const keepEdits = { keepDirtyValues: true };

export function TabForm({ tab, businessId, onErrors }: { tab: FormTab & { groups?: FieldGroup[] }; businessId: number; onErrors: (hasErrors: boolean) => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  // A new form after a save or a reload: clean, on the record as saved.
  const [generation, setGeneration] = useState(0);
  const queryKey = ['businessTab', tab.key, businessId];
  const { data, isPending, error, refetch } = useQuery({
    queryKey,
    queryFn: () => dataProvider.call(tab.load, { query: { key: businessId } }),
    // Someone else's save, fetched on returning to the window, would slip its version under unsaved edits (keepEdits)
    // and overwrite their change unseen: a save refused as stale says so instead.
    refetchOnWindowFocus: false,
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;

  const save = async (values: Record<string, unknown>) => {
    try {
      const body = bodyFor(tab.save, { ...values, businessId, version: values.version || undefined });
      const saved = await dataProvider.call(tab.save, { body });
      queryClient.setQueryData(queryKey, saved);
      setGeneration((g) => g + 1);
      setStale(false);
      alert.success('app.alerts.saved');
    } catch (e) {
      const failure = e as { status?: number; body?: { code?: string } };
      if (failure.status === 409 && failure.body?.code === 'stale') setStale(true);
      else alert.error(errorMessage(e));
    }
  };

  return (
    <Form record={data} onSubmit={save} key={generation} resetOptions={keepEdits} mode="onSubmit" reValidateMode="onChange">
      <ErrorReporter onChange={onErrors} />
      <WarnWhenUnsaved />
      {stale && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() =>
                refetch().then(() => {
                  setGeneration((g) => g + 1);
                  setStale(false);
                })
              }>
              {translate('app.alerts.reload')}
            </Button>
          }
        >
          {translate('app.alerts.stale_tab')}
        </Alert>
      )}
      <InSlices>
        <FieldGroups fields={tab.fields} groups={tab.groups} inTurns>
          <SaveButton alwaysEnable />
        </FieldGroups>
      </InSlices>
    </Form>
  );
}
