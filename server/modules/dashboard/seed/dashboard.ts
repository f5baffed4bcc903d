/**
 * Dashboards (issue 18): a few saved ad hoc queries of the SuperAdmin's, so the templates list of a first start
 * shows what a template is. Each is a template definition as the contract declares one (typed here).
 */
import type { TemplateDefinition } from '../../../../contract/dashboard';
import { DASHBOARD_LOGIC as LOGIC } from '../../../../contract/dashboardSchema';
import { DEVICE_STATUSES } from '../../../../contract/device';
import { SERVICE_REQUEST_STATUSES as S } from '../../../../contract/serviceRequest';
import type { Db } from '../../../db/database';

const TEMPLATES = [
  {
    dashboard: 'statistics',
    name: 'Waiting for a technician',
    definition: {
      conditions: [
        { field: 'statusId', operator: 'eq', value: S.pending, logic: LOGIC.blank },
        { field: 'statusId', operator: 'eq', value: S.dispatched, logic: LOGIC.or },
      ],
      orderBy: 'dateCreated',
      sortBy: 'desc',
    },
  },
  {
    dashboard: 'statistics',
    name: 'Slow responses (over 2 hours)',
    definition: { conditions: [{ field: 'responseMinutes', operator: 'gt', value: 120, logic: LOGIC.blank }], orderBy: 'responseMinutes', sortBy: 'desc' },
  },
  {
    dashboard: 'devicestatistics',
    name: 'Devices in repair',
    definition: { conditions: [{ field: 'statusId', operator: 'eq', value: DEVICE_STATUSES.inRepair, logic: LOGIC.blank }] },
  },
  {
    dashboard: 'deviceshipments',
    name: 'Shipments in transit',
    definition: { conditions: [{ field: 'inTransit', operator: 'isTrue', value: null, logic: LOGIC.blank }], orderBy: 'shippedDate', sortBy: 'asc' },
  },
] satisfies { dashboard: string; name: string; definition: TemplateDefinition }[];

export async function seedDashboardTemplates(trx: Db): Promise<void> {
  const owner = await trx.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!owner) return;
  const at = new Date('2025-10-20T09:00:00Z');
  await trx
    .insertInto('dashboard_templates')
    .values(
      TEMPLATES.map((t) => ({
        owner_id: owner.id,
        dashboard: t.dashboard,
        name: t.name,
        definition: JSON.stringify(t.definition),
        date_created: at,
        date_updated: at,
      })),
    )
    .execute();
}
