/**
 * Templates (DashboardDataTemplates, …Save, …Remove, …Share): a view as a template's definition and back, the link
 * that shares one, and the calls. A template is its owner's alone until shared: its link then carries its token
 * (?share=<token>), by which anyone with console access reads it; ?template=<id> opens one of the caller's own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { type DashboardTemplate, dashboardContract as c, TEMPLATE_SHARE_PARAM } from '../../contract/dashboard';
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

/** The link that opens a shared template, read-only, for anyone with console access. */
export const shareLink = (template: DashboardTemplate & { shareToken: string }) =>
  `${window.location.origin}/dashboard/${template.dashboard}?${new URLSearchParams({ [TEMPLATE_SHARE_PARAM]: template.shareToken })}`;

/** Refused because someone saved the template since it was read. */
export const isStale = (error: unknown) => error instanceof HttpError && error.status === 409 && (error.body as { code?: string } | null)?.code === 'stale';

export function useTemplateCalls(name: DashboardName) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: templatesKey(name) });
  return {
    save: async (body: { id: number; version?: number; name: string; definition: DashboardTemplate['definition'] }) => {
      try {
        return await dataProvider.call(c.templateSave, { body: { ...body, dashboard: name } });
      } finally {
        await refresh();
      }
    },
    remove: async (id: number) => {
      await dataProvider.call(c.templateRemove, { body: { id } });
      await refresh();
    },
    /** Shares one of the caller's templates (its token kept when it already is) or stops sharing it. */
    share: async (id: number, shared: boolean) => {
      try {
        return await dataProvider.call(c.templateShare, { body: { id, shared } });
      } finally {
        await refresh();
      }
    },
    /** One of the caller's templates, by its id. */
    read: async (id: number) => (await dataProvider.call(c.templates, { query: { id } }))[0],
    /** A template shared by its link's token, whoever saved it. */
    readShared: async (token: string) => (await dataProvider.call(c.templates, { query: { [TEMPLATE_SHARE_PARAM]: token } }))[0],
  };
}
