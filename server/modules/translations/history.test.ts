/**
 * The translation writes and the change history (history.ts: recorded by recordChange, not by the one write path,
 * a translation being the row of an item and a language): a save leaves exactly one entry per translation it changed
 * (area translations, the item as the record, the language as the scope, before and after), a refused one none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { historyContract as h } from '../../../contract/history';
import { translationsContract as c } from '../../../contract/translations';
import { withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { caller, sectionId } from './testFixtures';

const t = withTestApp();
let token = '';
let userId = 0;
beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'demo.admin'));
});
const as = caller(t, () => token);

const changeLog = changeHistory(t);

describe('the history of translation saves', () => {
  it('records one entry per translation added, changed or removed, scoped to the language; none for a stale or invalid save', async () => {
    const terms = await sectionId(t.db, 'Invoice', 'Payment terms');
    await t.db.deleteFrom('report_section_translations').where('report_section_id', '=', terms).where('language_code', '=', 'fr').execute();
    const mark = await changeLog.mark();
    const first = await as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id: terms, translation: 'Conditions', previous: null }] } });
    expect(first.json()).toEqual({ saved: 1 });
    const changed = await as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id: terms, translation: 'Conditions de paiement', previous: 'Conditions' }] } });
    expect(changed.json()).toEqual({ saved: 1 });
    const removed = await as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id: terms, translation: '', previous: 'Conditions de paiement' }] } });
    expect(removed.json()).toEqual({ saved: 1 });
    const entries = await changeLog.since(mark);
    const common = { area: 'translations', entity: 'reportSectionTranslation', record_id: terms, scope_id: expect.any(Number), user_id: userId };
    expect(entries).toEqual([
      { ...common, action: 'create', before: null, after: { languageCode: 'fr', translation: 'Conditions', source: 'edit' } },
      { ...common, action: 'update', before: { languageCode: 'fr', translation: 'Conditions' }, after: { languageCode: 'fr', translation: 'Conditions de paiement', source: 'edit' } },
      { ...common, action: 'delete', before: { languageCode: 'fr', translation: 'Conditions de paiement' }, after: null },
    ]);

    const next = await changeLog.mark();
    const stale = await as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id: terms, translation: 'Trop tard', previous: 'Conditions' }] } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const invalid = await as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id: terms, translation: 'Bien', previous: null }, { id: 999_999, translation: 'Mal', previous: null }] } });
    expect(invalid.statusCode).toBe(400);
    expect(await changeLog.since(next)).toEqual([]);
  });

  it("reads one language's entries of an item by its scope: its History and its newest, not another language's", async () => {
    const terms = await sectionId(t.db, 'Invoice', 'Payment terms');
    await t.db.deleteFrom('report_section_translations').where('report_section_id', '=', terms).where('language_code', 'in', ['fr', 'es']).execute();
    const save = async (code: string, translation: string) =>
      expect((await as(c.saveReportTranslations, { body: { code, items: [{ id: terms, translation, previous: null }] } })).json()).toEqual({ saved: 1 });
    const mark = await changeLog.mark();
    await save('fr', 'Conditions');
    await save('es', 'Condiciones');
    const french = (await changeLog.since(mark)).filter((e) => e.record_id === terms && (e.after as { languageCode?: string } | null)?.languageCode === 'fr').at(-1);
    const scopeId = Number(french?.scope_id);
    const record = await as(h.record, { query: { area: 'translations', entity: 'reportSectionTranslation', recordId: String(terms), scopeId: String(scopeId) } });
    const items = record.json().items as { scopeId: number; after: { languageCode: string } | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.scopeId === scopeId)).toBe(true);
    expect(items[0].after?.languageCode).toBe('fr');
    // Without the scope, the newest is the Spanish one, saved last.
    const all = await as(h.record, { query: { area: 'translations', entity: 'reportSectionTranslation', recordId: String(terms) } });
    expect(all.json().items[0].after.languageCode).toBe('es');
    const newest = await as(h.activity, { body: { area: 'translations', entity: 'reportSectionTranslation', recordId: terms, scopeId, pageSize: 1 } });
    expect(newest.json().items.map((e: { after: { translation: string } }) => e.after.translation)).toEqual(['Conditions']);
    const bad = await as(h.record, { query: { area: 'translations', entity: 'reportSectionTranslation', recordId: String(terms), scopeId: '0' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringMatching(/scopeId/)]);
  });
});
