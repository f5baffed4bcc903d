/**
 * Work order maintenance (spec §3): a work order looked up by its number (maintenance/GetWorkOrder), its request
 * and who made and last changed it shown, its location, scan report and invoice edited and saved at the version
 * read (SaveWorkOrder). A stale save is refused: the work order is read again and the refusal said.
 */
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Form, HttpError, NumberInput, SaveButton, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { INVOICE_NUMBER_MAX, type MaintenanceWorkOrder, maintenanceContract as c } from '../../contract/maintenance';
import { SCAN_REPORT_STATUSES } from '../../contract/serviceRequest';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { DetailSection, Facts } from '../../src/components/DetailSection';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { formatZonedDateTime, fromZonedInput, knownZone, toZonedInput } from '../../src/components/zonedFormats';
import { choicesOf } from '../../src/declare/choices';
import { useRequestNames } from '../serviceRequests/useServiceRequest';
import { type BusinessChoice, BusinessAutocomplete } from '../../src/components/inputs/BusinessAutocomplete';

const scanReportStatuses = choicesOf('serviceRequests.scanReportStatuses', SCAN_REPORT_STATUSES);
const workOrderKey = (id: number) => ['maintenanceWorkOrder', id] as const;

/** The form's record: the work order's fields flat, as the inputs name them. */
interface FormRecord {
  locationId: number;
  statusId: number;
  dateStarted: string | null;
  dateCompleted: string | null;
  number: string | null;
  amount: number | null;
}

/** The work order's location: a business by type-ahead, the form's `locationId`. */
function LocationInput({ initial, label }: { initial: BusinessChoice; label: string }) {
  const { field } = useController({ name: 'locationId' });
  const [chosen, setChosen] = useState<BusinessChoice | null>(initial);
  return (
    <BusinessAutocomplete
      value={chosen}
      label={label}
      onChange={(next) => {
        setChosen(next);
        field.onChange(next?.id ?? null);
      }}
    />
  );
}

function WorkOrderForm({ workOrder }: { workOrder: MaintenanceWorkOrder }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const names = useRequestNames();
  const t = (key: string) => translate(`resources.maintenance.workOrder.${key}`);
  const f = (key: string) => `resources.maintenance.fields.${key}`;
  // The dates are read and entered as the shop's wall-clock time, sent with its offset.
  const zone = knownZone(workOrder.timeZone);
  const toInput = (v: string | null) => (v ? toZonedInput(v, zone) : null);
  // An input left as it was read keeps the stored time whole (the input shows minutes, not seconds).
  const fromInput = (v: unknown, stored: string | null) =>
    v === null || v === undefined || v === '' ? null : v === toInput(stored) ? stored : fromZonedInput(String(v), zone);
  const record: FormRecord = {
    locationId: workOrder.location.id,
    statusId: workOrder.scanReport.statusId,
    dateStarted: toInput(workOrder.scanReport.dateStarted),
    dateCompleted: toInput(workOrder.scanReport.dateCompleted),
    number: workOrder.invoice.number,
    amount: workOrder.invoice.amount,
  };
  const save = async (values: Record<string, unknown>) => {
    const v = values as unknown as FormRecord;
    const amount = v.amount === null || v.amount === undefined || String(v.amount) === '' ? null : Number(v.amount);
    const body = {
      id: workOrder.id,
      version: workOrder.version,
      locationId: Number(v.locationId),
      scanReport: { statusId: Number(v.statusId), dateStarted: fromInput(v.dateStarted, workOrder.scanReport.dateStarted), dateCompleted: fromInput(v.dateCompleted, workOrder.scanReport.dateCompleted) },
      invoice: { number: v.number?.trim() || null, amount },
    };
    try {
      const saved = await dataProvider.call(c.saveWorkOrder, { body });
      queryClient.setQueryData(workOrderKey(workOrder.id), saved);
      alert.success('resources.maintenance.workOrder.saved');
    } catch (error) {
      const stale = error instanceof HttpError && error.status === 409 && (error.body as { code?: string } | null)?.code === 'stale';
      alert.error(stale ? 'resources.maintenance.workOrder.stale' : errorMessage(error));
      if (stale) await queryClient.invalidateQueries({ queryKey: workOrderKey(workOrder.id) });
    }
  };
  return (
    <Stack spacing={2}>
      <Facts
        items={[
          [
            t('request'),
            <Link key="request" component={RouterLink} to={`/dashboard/requests/${workOrder.serviceRequestId}`}>
              {workOrder.serviceRequestId}
            </Link>,
          ],
          [t('requestStatus'), names.status(workOrder.statusId)],
          [t('shop'), workOrder.businessName],
          [t('createdBy'), workOrder.createdBy?.name],
          [t('created'), formatZonedDateTime(workOrder.dateCreated, zone)],
          [t('updatedBy'), workOrder.updatedBy?.name],
          [t('updated'), formatZonedDateTime(workOrder.dateUpdated, zone)],
        ]}
      />
      {/* Keyed by version: a saved or reloaded work order resets the form to what is stored. */}
      <Form key={`${workOrder.id}-${workOrder.version}`} record={record} onSubmit={save}>
        <Stack spacing={1} sx={{ maxWidth: 560 }}>
          <LocationInput initial={workOrder.location} label={translate(f('locationId'))} />
          <Typography variant="subtitle2" component="h3">
            {translate('resources.maintenance.fieldGroups.scanReport')}
          </Typography>
          <SelectInput source="statusId" label={f('statusId')} choices={scanReportStatuses} helperText={false} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput type="datetime-local" source="dateStarted" label={f('dateStarted')} helperText={false} slotProps={{ inputLabel: { shrink: true } }} />
            <TextInput type="datetime-local" source="dateCompleted" label={f('dateCompleted')} helperText={false} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.maintenance.workOrder.times', { zone })}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {translate('resources.maintenance.fieldGroups.invoice')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="number" label={f('number')} slotProps={{ htmlInput: { maxLength: INVOICE_NUMBER_MAX } }} helperText={false} />
            <NumberInput source="amount" label={f('amount')} min={0} step={0.01} helperText={false} />
          </Stack>
          <Box>
            <SaveButton label={t('save')} alwaysEnable />
          </Box>
        </Stack>
      </Form>
    </Stack>
  );
}

export function WorkOrderSection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string) => translate(`resources.maintenance.workOrder.${key}`);
  const [typed, setTyped] = useState('');
  const [id, setId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: workOrderKey(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: () => dataProvider.call(c.getWorkOrder, { query: { id } }),
  });
  const open = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(typed);
    if (Number.isInteger(n) && n > 0) setId(n);
  };
  return (
    <DetailSection title={t('title')}>
      <Stack spacing={2}>
        <Stack component="form" direction="row" spacing={1} onSubmit={open} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            sx={{ width: 240 }}
            label={t('lookup')}
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="outlined" disabled={!typed}>
            {t('open')}
          </Button>
        </Stack>
        {id !== null && query.isError && (
          <Typography role="alert" color="error">
            {translate(errorMessage(query.error), { _: errorMessage(query.error) })}
          </Typography>
        )}
        {query.data && <WorkOrderForm workOrder={query.data} />}
      </Stack>
    </DetailSection>
  );
}
