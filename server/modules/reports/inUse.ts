/**
 * The use rule of this area (contract/reports.ts): an active SWS report template
 * relies on an active SWS scan tool of its app with its SWS make. A change that
 * takes the last such tool away (removal, deactivation, another app or SWS make,
 * no longer SWS) is refused with 409 `in_use`, naming the templates.
 */
import { APP_NAMES } from '../../../contract/reports';
import { reportAreaLabel } from '../../../contract/reportPlaceholders';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { m } from '../../http/text';
import { makeName } from './references';

interface ToolState {
  isSWS: boolean;
  swsMakeId: number | null;
  appId: number;
  isInactive: boolean;
}

const serves = (t: ToolState) => t.isSWS && !t.isInactive && t.swsMakeId !== null;

/** The active SWS templates left without a tool if the stored tool `id` became `next` (null: removed). */
async function templatesLeftWithout(db: Db, id: number, stored: ToolState, next: ToolState | null) {
  if (!serves(stored)) return [];
  if (next && serves(next) && next.swsMakeId === stored.swsMakeId && next.appId === stored.appId) return [];
  return db
    .selectFrom('report_templates as t')
    .select(['t.id', 't.area'])
    .where('t.is_inactive', '=', false)
    .where('t.is_sws', '=', true)
    .where('t.app_id', '=', stored.appId)
    .where('t.sws_make_id', '=', stored.swsMakeId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('scan_tools as s')
            .select('s.id')
            .where('s.id', '<>', id)
            .where('s.is_inactive', '=', false)
            .where('s.is_sws', '=', true)
            .where('s.app_id', '=', stored.appId)
            .whereRef('s.sws_make_id', '=', 't.sws_make_id'),
        ),
      ),
    )
    .orderBy('t.area')
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** Throws 409 `in_use` when the change leaves active SWS report templates without a scan tool. */
export async function refuseIfInUse(db: Db, tool: { id: number; name: string } & ToolState, next: ToolState | null): Promise<void> {
  const templates = await templatesLeftWithout(db, tool.id, tool, next);
  if (templates.length === 0) return;
  const make = await makeName(db, tool.swsMakeId);
  const list = templates.map((t) => `#${t.id} (${reportAreaLabel(t.area)})`).join(', ');
  const app = APP_NAMES[tool.appId] ?? m`app ${tool.appId}`;
  const why = m`it is the only active SWS scan tool for ${make} in ${app}, and the active SWS report templates ${list} use it. Deactivate those templates, or add another SWS scan tool for ${make}, first.`;
  const text = next ? m`Scan tool "${tool.name}" cannot be changed: ${why}` : m`Scan tool "${tool.name}" cannot be removed: ${why}`;
  throw new HttpError(409, text, undefined, undefined, 'in_use');
}
