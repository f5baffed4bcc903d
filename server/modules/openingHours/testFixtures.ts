/** Helpers of the opening-hours tests: sign-ins, the seeded tenants, and the change history of a record. */
import type { Endpoint } from '../../../contract/define';
import type { Db } from '../../db/database';
import { snapshot } from '../businessDetails/testFixtures';
import { type CallOptions, call, type TestContext } from '../../test/harness';
import type { Session } from '../../test/history';

export { type Session, signIn } from '../../test/history';

/** Calls `endpoint` as `session`. */
export const caller = (t: TestContext, session: () => Session) => (endpoint: Endpoint, opts: Omit<CallOptions, 'token'> = {}) =>
  call(t.app, endpoint, { ...opts, token: session().token });

export async function tenantOf(db: Db, platform: number): Promise<{ id: number; version: number; support_email: string }> {
  return db.selectFrom('tenants').select(['id', 'version', 'support_email']).where('platform', '=', platform).executeTakeFirstOrThrow();
}

/** The change history of one record, oldest first. */
export function historyOf(db: Db, entity: string, recordId: number) {
  return db
    .selectFrom('change_history')
    .select(['user_id', 'area', 'entity', 'record_id', 'scope_id', 'action', 'before', 'after'])
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

export const HOURS_TABLES = ['tenants', 'standard_opening_hours', 'holiday_opening_hours', 'change_history'] as const;
/** Every row of the opening-hours tables and the history, to assert a refused request wrote nothing. */
export const hoursSnapshot = (db: Db) => snapshot(db, [...HOURS_TABLES]);

/** The field and message of each refusal of a 4xx answer. */
export const refusals = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => `${e.field}: ${e.message}`);
