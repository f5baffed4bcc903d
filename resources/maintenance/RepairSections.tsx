/**
 * The three repairs of service requests, each a section: the technician's reset (picked by type-ahead,
 * maintenance/SearchTechnicians), a location's pending requests cancelled (a business picked by type-ahead), and
 * the dispatch times repaired. Each previews, asks for confirmation, then reports how many records changed.
 */
import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { maintenanceContract as c, type RepairItem } from '../../contract/maintenance';
import { serviceRequestContract } from '../../contract/serviceRequest';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { CallInputOf } from '../../dataProvider/http';
import { DetailSection } from '../../src/components/DetailSection';
import { formatDateTime } from '../../src/components/formats';
import { useRequestNames } from '../serviceRequests/useServiceRequest';
import { type BusinessChoice, BusinessAutocomplete } from '../../src/components/inputs/BusinessAutocomplete';
import { RepairPanel } from './RepairPanel';

interface Technician {
  Id: number;
  FamilyName: string;
  GivenName: string;
  Username: string | null;
}
const technicianLabel = (t: Technician) => `${t.GivenName} ${t.FamilyName}${t.Username ? ` (${t.Username})` : ''}`;

/** Runs a repair and, once applied, lets the lists show the requests as they are now. */
function useRepair() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return async <E extends (typeof c)[keyof typeof c]>(endpoint: E, input: CallInputOf<E>, preview: boolean) => {
    const result = await dataProvider.call(endpoint, input);
    if (!preview) await queryClient.invalidateQueries({ queryKey: ['serviceRequests'] });
    return result;
  };
}

/** A status change in words: "Dispatched → Pending". */
function useStatusChange() {
  const names = useRequestNames();
  return (item: RepairItem) => `${names.status(item.from)} → ${names.status(item.to)}`;
}

export function TechnicianResetSection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.maintenance.reset.${key}`, args);
  const repair = useRepair();
  const statusChange = useStatusChange();
  const [search, setSearch] = useState('');
  const [technician, setTechnician] = useState<Technician | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['searchTechnicians', search],
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: () => dataProvider.call(serviceRequestContract.searchTechnicians, { query: search ? { search } : {} }),
  });
  return (
    <DetailSection title={t('title')}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('help')}</Typography>
        <Autocomplete
          options={data ?? []}
          value={technician}
          onChange={(_e, value) => setTechnician(value)}
          onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
          getOptionLabel={technicianLabel}
          isOptionEqualToValue={(a, b) => a.Id === b.Id}
          filterOptions={(options) => options}
          loading={isFetching}
          noOptionsText={t('none')}
          sx={{ maxWidth: 420 }}
          renderInput={(params) => <TextField {...params} size="small" label={t('technician')} helperText={t('search')} />}
        />
        <RepairPanel
          key={technician?.Id ?? 0}
          ready={technician !== null}
          run={(preview) => repair(c.resetTechnician, { body: { technicianId: technician?.Id ?? 0, preview } }, preview)}
          confirm={(count) => t('confirm', { smart_count: count, name: technician ? technicianLabel(technician) : '' })}
          change={statusChange}
        />
      </Stack>
    </DetailSection>
  );
}

export function PendingRequestsSection() {
  const translate = useTranslate();
  const repair = useRepair();
  const statusChange = useStatusChange();
  const [location, setLocation] = useState<BusinessChoice | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.maintenance.cancel.${key}`, args);
  return (
    <DetailSection title={t('title')}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('help')}</Typography>
        <BusinessAutocomplete value={location} onChange={setLocation} label={translate('resources.maintenance.fields.locationId')} />
        <RepairPanel
          key={location?.id ?? 0}
          ready={location !== null}
          run={(preview) => repair(c.cancelPendingRequests, { query: { locationId: location?.id, preview } }, preview)}
          confirm={(count) => t('confirm', { smart_count: count })}
          change={statusChange}
        />
      </Stack>
    </DetailSection>
  );
}

export function DispatchTimesSection() {
  const translate = useTranslate();
  const repair = useRepair();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.maintenance.dispatch.${key}`, args);
  const none = translate('resources.maintenance.repair.none');
  return (
    <DetailSection title={t('title')}>
      <Stack spacing={2}>
        <Typography variant="body2">{t('help')}</Typography>
        <RepairPanel
          run={(preview) => repair(c.fixDispatchTimes, { query: { preview } }, preview)}
          confirm={(count) => t('confirm', { smart_count: count })}
          change={(item) => `${item.from ? formatDateTime(item.from) : none} → ${formatDateTime(item.to)}`}
        />
      </Stack>
    </DetailSection>
  );
}
