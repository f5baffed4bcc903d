/**
 * The opening-hours screen's calls (contract/openingHours.ts) through the data provider, cached by react-query
 * under `openingHours`. After a save everything under it is read again, the tenants' open-now included, and the
 * audit log's list too.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { type Holiday, openingHoursContract as c, type StandardDay } from '../../contract/openingHours';
import type { AppDataProvider } from '../../dataProvider/adapter';

export const hoursKeys = {
  all: ['openingHours'],
  tenants: ['openingHours', 'tenants'],
  week: ['openingHours', 'week'],
  standard: (tenantId: number) => ['openingHours', 'standard', tenantId],
  holidays: (tenantId: number) => ['openingHours', 'holidays', tenantId],
  standardDay: (id: number) => ['openingHours', 'standardDay', id],
  holiday: (id: number) => ['openingHours', 'holiday', id],
} as const;

const quiet = { retry: false, refetchOnWindowFocus: false } as const;

export function useTenants() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Open now changes with the clock: read again each minute while shown.
  return useQuery({ queryKey: hoursKeys.tenants, queryFn: () => dataProvider.call(c.tenantDetails), refetchInterval: 60_000, ...quiet });
}

/** Every tenant's standard days, for the chooser's week at a glance. */
export function useWeeks() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: hoursKeys.week, queryFn: () => dataProvider.call(c.standardOpeningHoursForList), ...quiet });
}

export function useStandardDays(tenantId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: hoursKeys.standard(tenantId), queryFn: () => dataProvider.call(c.getStandardOpeningHours, { query: { tenantId } }), ...quiet });
}

export function useHolidays(tenantId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: hoursKeys.holidays(tenantId), queryFn: () => dataProvider.call(c.getHolidayOpeningHours, { query: { tenantId } }), ...quiet });
}

/** One standard day or holiday as it is now, with its version, for the edit dialog: read afresh each time it opens. */
export function useHoursRecord(kind: 'standard' | 'holiday', id: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: kind === 'standard' ? hoursKeys.standardDay(id ?? 0) : hoursKeys.holiday(id ?? 0),
    queryFn: async (): Promise<StandardDay | Holiday> =>
      kind === 'standard' ? dataProvider.call(c.standardOpeningHoursForId, { query: { id } }) : dataProvider.call(c.holidayOpeningHoursForId, { query: { id } }),
    enabled: id !== null,
    gcTime: 0,
    ...quiet,
  });
}

/** Reads again what a save changes: the tenants (open now), their weeks, the lists, and the audit log. */
export function useRefreshHours() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: hoursKeys.all }), client.invalidateQueries({ queryKey: ['openingHoursAudit'] })]),
    [client],
  );
}
