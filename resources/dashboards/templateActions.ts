/**
 * Templates (DashboardDataTemplates, …Save, …Remove): a view as a template's definition and back, and the calls.
 * A template opened by a shared link (?template=<id>) is read by its id, whoever saved it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { type DashboardTemplate, dashboardContract as c } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { DashboardView } from './dashboardState';
import { templatesKey } from './useDashboardData';

export const definitionOf = (view: DashboardView): DashboardTemplate['definition'] => ({
  startDate: view.startDate,
  endDate: view.endDate,
  conditions: view.conditions,
  ...(view.columns ? { columns: view.columns } : {}),
  orderBy: view.orderBy,
  sortBy: view.sortBy,
});

/** The view a template opens: its definition, on the first page, the template named. */
export function viewOf(template: DashboardTemplate, view: DashboardView): DashboardView {
  const d = template.definition;
  return {
    ...view,
    startDate: d.startDate ?? view.startDate,
    endDate: d.endDate ?? view.endDate,
    conditions: d.conditions,
    columns: d.columns?.length ? d.columns : null,
    orderBy: d.orderBy ?? 'id',
    sortBy: d.sortBy ?? 'asc',
    page: 1,
    template: template.id,
  };
}

/** Refused because someone saved the template since it was read. */
export const isStale = (error: unknown) => error instanceof HttpError && error.status === 409 && (error.body as { code?: string } | null)?.code === 'stale';

export function useTemplateCalls(name: DashboardName) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: templatesKey(name) });
  return {
    save: async (body: { id: number; version?: number; name: string; definition: DashboardTemplate['definition'] }) => {
      try {
        return (await dataProvider.call(c.templateSave, { body: { ...body, dashboard: name } })) as DashboardTemplate;
      } finally {
        await refresh();
      }
    },
    remove: async (id: number) => {
      await dataProvider.call(c.templateRemove, { body: { id } });
      await refresh();
    },
    read: async (id: number) => ((await dataProvider.call(c.templates, { query: { id } })) as DashboardTemplate[])[0],
  };
}
