/** Report sections per language: read, saved (only what is sent, all or none, recorded) and filled from the memory. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReportTranslation, translationsContract as c } from '../../../contract/translations';
import { login, withTestApp } from '../../test/harness';
import { caller, refusals, sectionId, translationHistory, translationsSnapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let userId = 0;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
});
const as = caller(t, () => token);
const list = async (code: string) => (await as(c.getReportTranslations, { query: { code } })).json<ReportTranslation[]>();
const byText = (rows: ReportTranslation[], applyTo: string, name: string) => rows.find((r) => r.applyTo === applyTo && r.name === name);

describe('app/GetReportTranslations', () => {
  it('answers every section with its English text and its translation in the language asked', async () => {
    const es = await list('es');
    expect(es.length).toBeGreaterThan(20);
    expect(byText(es, 'Pre-scan report', 'DTC summary')).toMatchObject({ translation: 'Resumen de códigos de diagnóstico (DTC)', isTranslated: true });
    expect(byText(es, 'Invoice', 'Amount due')).toMatchObject({ translation: null, isTranslated: false });
    expect(byText(await list('fr'), 'Pre-scan report', 'Disclaimer')?.translation).toBe('Avertissement');
  });

  it.each([
    ['xx', 'code: xx is not a language of the languages catalogue'],
    ['en', 'code: English is the source text of every item: choose another language'],
    ['e s', 'code: must be a language code such as es or fr'],
  ])('refuses the language %j, naming it', async (code, message) => {
    const res = await as(c.getReportTranslations, { query: { code } });
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json())).toEqual([message]);
  });

  it('answers in Spanish when asked', async () => {
    const res = await as(c.getReportTranslations, { query: { code: 'xx' }, headers: { 'accept-language': 'es' } });
    expect(res.json().message).toContain('no es un idioma del catálogo de idiomas');
  });
});

describe('app/SaveReportTranslations', () => {
  it('saves only the items sent, records each change with its user, and removes a translation sent empty', async () => {
    const amountDue = await sectionId(t.db, 'Invoice', 'Amount due');
    const disclaimer = await sectionId(t.db, 'Pre-scan report', 'Disclaimer');
    const before = await list('es');
    const historyBefore = (await translationHistory(t.db)).length;
    const res = await as(c.saveReportTranslations, {
      body: { code: 'es', items: [{ id: amountDue, translation: '  Importe pendiente ', previous: null }, { id: disclaimer, translation: '', previous: 'Aviso legal' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: 2 });
    const after = await list('es');
    const changed = after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i]));
    expect(changed.map((r) => [r.name, r.translation])).toEqual([
      ['Amount due', 'Importe pendiente'],
      ['Disclaimer', null],
    ]);
    const history = (await translationHistory(t.db)).slice(historyBefore);
    expect(history).toEqual([
      { user_id: userId, entity: 'reportSectionTranslation', record_id: amountDue, scope_id: expect.any(Number), action: 'create', before: null, after: { languageCode: 'es', translation: 'Importe pendiente', source: 'edit' } },
      { user_id: userId, entity: 'reportSectionTranslation', record_id: disclaimer, scope_id: expect.any(Number), action: 'delete', before: { languageCode: 'es', translation: 'Aviso legal' }, after: null },
    ]);
    // The same text again changes nothing and records nothing.
    expect((await as(c.saveReportTranslations, { body: { code: 'es', items: [{ id: amountDue, translation: 'Importe pendiente', previous: 'Importe pendiente' }] } })).json()).toEqual({ saved: 0 });
    expect(await translationHistory(t.db)).toHaveLength(historyBefore + 2);
  });

  it.each([
    ['an unknown section', (id: number) => ({ code: 'es', items: [{ id, translation: 'Bien', previous: null }, { id: 999_999, translation: 'Mal', previous: null }] }), 'items.1.id: 999999 is not a report section'],
    ['an unknown language', (id: number) => ({ code: 'zz', items: [{ id, translation: 'Bien', previous: null }] }), 'code: zz is not a language of the languages catalogue'],
    ['English', (id: number) => ({ code: 'en', items: [{ id, translation: 'Fine', previous: null }] }), 'code: English is the source text of every item: choose another language'],
    ['a section twice', (id: number) => ({ code: 'es', items: [{ id, translation: 'Bien', previous: null }, { id, translation: 'Otra', previous: null }] }), 'items.1.id: must not list the same id twice'],
    ['an unknown field', (id: number) => ({ code: 'es', items: [{ id, translation: 'Bien', previous: null, isTranslated: true }] }), 'items.0.isTranslated: is not a known field'],
    ['an unknown top-level field', (id: number) => ({ code: 'es', items: [{ id, translation: 'Bien', previous: null }], extra: 1 }), 'extra: is not a known field'],
    ['no items', () => ({ code: 'es', items: [] }), 'items: at least one row is required'],
    ['a text too long', (id: number) => ({ code: 'es', items: [{ id, translation: 'x'.repeat(2001), previous: null }] }), 'items.0.translation: must be at most 2000 characters'],
  ])('refuses %s, writing nothing', async (_what, body, message) => {
    const id = await sectionId(t.db, 'Invoice', 'Payment terms');
    const before = await translationsSnapshot(t.db);
    const res = await as(c.saveReportTranslations, { body: body(id) });
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json())).toEqual([message]);
    expect(await translationsSnapshot(t.db)).toBe(before);
  });
});

describe('a translation saved by someone else since it was loaded', () => {
  it('is not overwritten: the save answers 409 stale naming the item, and writes nothing', async () => {
    const id = await sectionId(t.db, 'Invoice', 'Payment terms');
    expect((await as(c.saveReportTranslations, { body: { code: 'es', items: [{ id, translation: 'Condiciones de pago', previous: null } ] } })).statusCode).toBe(200);
    const before = await translationsSnapshot(t.db);
    // Loaded before that save: it saw no translation.
    const res = await as(c.saveReportTranslations, { body: { code: 'es', items: [{ id, translation: 'Plazos de pago', previous: null }] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stale', errors: [{ field: 'items.0.translation' }] });
    expect(await translationsSnapshot(t.db)).toBe(before);
  });

  it('when two admins add the first translation at once, one is saved and the other refused', async () => {
    const id = await sectionId(t.db, 'Invoice', 'Amount due');
    await t.db.deleteFrom('report_section_translations').where('report_section_id', '=', id).where('language_code', '=', 'fr').execute();
    const save = (translation: string) => as(c.saveReportTranslations, { body: { code: 'fr', items: [{ id, translation, previous: null }] } });
    const answers = await Promise.all([save('Montant dû'), save('Somme due')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.selectFrom('report_section_translations').select('translation').where('report_section_id', '=', id).where('language_code', '=', 'fr').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('app/TranslateAllReportSections', () => {
  it('fills untranslated sections from texts translated elsewhere, never replacing one, and says how many remain', async () => {
    const own = await sectionId(t.db, 'Post-scan report', 'Technician notes');
    await as(c.saveReportTranslations, { body: { code: 'es', items: [{ id: own, translation: 'Observaciones del técnico', previous: null }] } });
    const before = await list('es');
    const historyBefore = (await translationHistory(t.db)).length;
    const res = await as(c.translateAllReportSections, { query: { code: 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = await list('es');
    const filled = after.filter((row, i) => row.translation !== before[i].translation);
    expect(res.json()).toEqual({ filled: filled.length, remaining: after.filter((r) => !r.isTranslated).length });
    expect(filled.map((r) => [r.applyTo, r.name, r.translation])).toEqual([
      ['Post-scan report', 'Vehicle information', 'Información del vehículo'],
      ['Post-scan report', 'DTC summary', 'Resumen de códigos de diagnóstico (DTC)'],
      ['Post-scan report', 'Disclaimer', 'Aviso legal'],
      // Removed by the save above, filled again from the calibration report's.
      ['Pre-scan report', 'Disclaimer', 'Aviso legal'],
    ]);
    // Its own translation stays; every translated one is untouched.
    expect(byText(after, 'Post-scan report', 'Technician notes')?.translation).toBe('Observaciones del técnico');
    for (const [i, row] of before.entries()) if (row.isTranslated) expect(after[i].translation).toBe(row.translation);
    const history = (await translationHistory(t.db)).slice(historyBefore);
    expect(history.map((h) => [h.action, h.after?.source])).toEqual(filled.map(() => ['create', 'memory']));
    // Nothing left to fill: a second run fills none.
    expect((await as(c.translateAllReportSections, { query: { code: 'es' } })).json()).toEqual({ filled: 0, remaining: after.filter((r) => !r.isTranslated).length });
  });
});
