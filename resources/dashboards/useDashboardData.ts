/**
 * The dashboards' reads, each a contract call by reference (contract/dashboard.ts) through the data provider, in
 * the console's language: the schema, the rows, one chart, the summary, the templates.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { type DASHBOARD_LANGUAGES, dashboardContract as c } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { DashboardView } from './dashboardState';

export type Cell = string | number | boolean | null;
export interface Rows {
  TotalItems: number;
  items: Record<string, Cell>[];
}
export interface ChartAnswer {
  total: number;
  items: { id: Cell; name: string; count: number }[];
}

export const PAGE_SIZE = 10;

function useCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const language: (typeof DASHBOARD_LANGUAGES)[number] = locale === 'es' ? 'es' : 'en';
  const call: AppDataProvider['call'] = (endpoint, input) => dataProvider.call(endpoint, input);
  return { call, language };
}

export function useSchema(name: DashboardName) {
  const { call, language } = useCall();
  return useQuery({
    queryKey: ['dashboardSchema', name, language],
    queryFn: () => call(c.dataSchema, { query: { name, language } }),
    staleTime: 5 * 60_000,
  });
}

const adhoc = (v: DashboardView) => ({ startDate: v.startDate, endDate: v.endDate, conditions: v.conditions });

export function useRows(name: DashboardName, view: DashboardView) {
  const { call } = useCall();
  const body = { name, ...adhoc(view), orderBy: view.orderBy, sortBy: view.sortBy, pageSize: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE };
  return useQuery({ queryKey: ['dashboardData', body], queryFn: () => call(c.data, { body }), placeholderData: keepPreviousData });
}

export function useChart(name: DashboardName, chart: string, view: DashboardView) {
  const { call, language } = useCall();
  const body = { name, chart, ...adhoc(view), language };
  return useQuery({ queryKey: ['dashboardChart', body], queryFn: () => call(c.chart, { body }), placeholderData: keepPreviousData });
}

export function useSummary(view: DashboardView, enabled: boolean) {
  const { call, language } = useCall();
  const query = { startDate: view.startDate, endDate: view.endDate, category: view.category, language };
  return useQuery({
    queryKey: ['dashboardSummary', query],
    queryFn: () => call(c.summaryChoices, { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const templatesKey = (name: DashboardName) => ['dashboardTemplates', name] as const;

export function useTemplates(name: DashboardName) {
  const { call } = useCall();
  return useQuery({ queryKey: templatesKey(name), queryFn: () => call(c.templates, { query: { name } }) });
}
