/** Service elements and app labels per language: the same rules as report sections, with their own names. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type AppLabelTranslation, type ServiceElementTranslation, translationsContract as c } from '../../../contract/translations';
import { login, withTestApp } from '../../test/harness';
import { caller, refusals, translationHistory, translationsSnapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let elements: Record<string, number> = {};
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  // Elements of this file's own, whatever the RAG seed holds: one whose name a report section has translated.
  const group = await t.db.selectFrom('lookups').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const rows = await t.db
    .insertInto('service_elements')
    .values(['Target placement check', 'Pre-scan', 'Disclaimer'].map((name) => ({ name: `${name}`, service_element_group_id: group.id })))
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  elements = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
const as = caller(t, () => token);
const elementsIn = async (cultureCode: string) => (await as(c.getServiceElementTranslations, { query: { cultureCode } })).json<ServiceElementTranslation[]>();

describe('service element translations', () => {
  it('lists every element, saves only those sent, and fills the others from the memory without replacing any', async () => {
    const target = elements['Target placement check'];
    const res = await as(c.saveServiceElementTranslations, { body: { cultureCode: 'es', items: [{ serviceElementId: target, translation: 'Comprobación de los objetivos', previous: null }] } });
    expect(res.json()).toEqual({ saved: 1 });
    const listed = await elementsIn('es');
    expect(listed.find((e) => e.serviceElementId === target)).toMatchObject({ translation: 'Comprobación de los objetivos', isTranslated: true, isActive: true });
    expect(listed.find((e) => e.serviceElementId === elements['Pre-scan'])).toMatchObject({ translation: null, isTranslated: false });

    const fill = (await as(c.translateAllServiceElements, { query: { cultureCode: 'es' } })).json();
    const after = await elementsIn('es');
    expect(after.find((e) => e.serviceElementId === elements['Pre-scan'])?.translation).toBe('Escaneo previo');
    expect(after.find((e) => e.serviceElementId === target)?.translation).toBe('Comprobación de los objetivos');
    expect(fill).toEqual({ filled: expect.any(Number), remaining: after.filter((e) => !e.isTranslated).length });
    expect(fill.filled).toBeGreaterThanOrEqual(2);
    const history = await translationHistory(t.db);
    expect(history.filter((h) => h.entity === 'serviceElementTranslation' && h.record_id === target).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses an unknown element or culture, naming it, and writes nothing', async () => {
    const before = await translationsSnapshot(t.db);
    const unknown = await as(c.saveServiceElementTranslations, { body: { cultureCode: 'es', items: [{ serviceElementId: 987_654, translation: 'No', previous: null }] } });
    expect(refusals(unknown.json())).toEqual(['items.0.serviceElementId: 987654 is not a service element']);
    const culture = await as(c.translateAllServiceElements, { query: { cultureCode: 'xx' } });
    expect(refusals(culture.json())).toEqual(['cultureCode: xx is not a language of the languages catalogue']);
    const extra = await as(c.getServiceElementTranslations, { query: { cultureCode: 'es', code: 'es' } });
    expect(extra.statusCode).toBe(400);
    expect(await translationsSnapshot(t.db)).toBe(before);
  });
});

describe('app label translations', () => {
  it('lists the shop-facing apps’ labels and saves only those sent', async () => {
    const labels = (await as(c.getAppLabelTranslations, { query: { code: 'fr' } })).json<AppLabelTranslation[]>();
    expect(labels.find((l) => l.key === 'report.download')).toMatchObject({ app: 'Shop app', name: 'Download report', translation: 'Télécharger le rapport', isTranslated: true });
    const vin = labels.find((l) => l.key === 'request.vin') as AppLabelTranslation;
    expect((await as(c.appLabelTranslations, { body: { code: 'fr', items: [{ id: vin.id, translation: 'NIV', previous: vin.translation }] } })).json()).toEqual({ saved: 1 });
    const after = (await as(c.getAppLabelTranslations, { query: { code: 'fr' } })).json<AppLabelTranslation[]>();
    expect(after.filter((l, i) => l.translation !== labels[i].translation).map((l) => [l.key, l.translation])).toEqual([['request.vin', 'NIV']]);
    const bad = await as(c.appLabelTranslations, { body: { code: 'fr', items: [{ id: 0, translation: 'NIV', previous: null }] } });
    expect(refusals(bad.json())).toEqual(['items.0.id: must be an app label id']);
  });
});
