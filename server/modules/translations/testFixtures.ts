/** Helpers of the translation tests: an admin's calls, a report section by text, and the history of the area. */
import type { Endpoint } from '../../../contract/define';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { snapshot } from '../businessDetails/testFixtures';
import { type CallOptions, call, type TestContext } from '../../test/harness';

export const caller = (t: TestContext, token: () => string) => (endpoint: Endpoint, opts: Omit<CallOptions, 'token'> = {}) =>
  call(t.app, endpoint, { ...opts, token: token() });

export async function sectionId(db: Db, applyTo: string, name: string): Promise<number> {
  return (await db.selectFrom('report_sections').select('id').where('apply_to', '=', applyTo).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** The translations area's change history, oldest first. */
export function translationHistory(db: Db) {
  return db
    .selectFrom('change_history')
    .select(['user_id', 'entity', 'record_id', 'scope_id', 'action', 'before', 'after'])
    .where('area', '=', 'translations')
    .orderBy('id')
    .execute();
}

export const TRANSLATION_TABLES: (keyof Database)[] = ['report_section_translations', 'service_element_translations', 'app_label_translations', 'change_history'];
/** Every translation and the history, to assert a refused request wrote nothing. */
export const translationsSnapshot = (db: Db) => snapshot(db, TRANSLATION_TABLES);

/** The field and message of each refusal of a 4xx answer. */
export const refusals = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => `${e.field}: ${e.message}`);
