/** The change history of messages (area messages): one entry per record a write changes, none for a refused write. */
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesContract as c } from '../../../contract/messages';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

type Result = { index: number; id: number; success: boolean; version?: number };
const changeLog = changeHistory(t);

describe('pre-canned messages in the change history', () => {
  it('records a creation and an update once each, with who, before and after; a stale row and a bad batch record nothing', async () => {
    const save = (body: unknown) => call(t.app, c.savePrecannedMessages, { token, body });
    let from = await changeLog.mark();
    const [created] = (await save([{ id: 0, text: 'History: please send the scan report.', sortOrder: 40 }])).json<{ results: Result[] }>().results;
    const id = created.id;
    const fields = { text: 'History: please send the scan report.', isActive: true, sortOrder: 40 };
    expect(await changeLog.since(from)).toEqual([
      { area: 'messages', entity: 'precannedMessage', action: 'create', record_id: id, scope_id: null, user_id: adminId, before: null, after: fields },
    ]);

    from = await changeLog.mark();
    const { results } = (
      await save([
        { id, text: fields.text, isActive: false, sortOrder: 41, version: 1 },
        { id, text: 'Stale', sortOrder: 1, version: 1 },
      ])
    ).json<{ results: Result[] }>();
    expect(results.map((r) => r.success)).toEqual([true, false]);
    expect(await changeLog.since(from)).toEqual([
      { area: 'messages', entity: 'precannedMessage', action: 'update', record_id: id, scope_id: null, user_id: adminId, before: fields, after: { ...fields, isActive: false, sortOrder: 41 } },
    ]);

    from = await changeLog.mark();
    expect((await save([{ id, text: '  ', sortOrder: 1, version: 2 }])).statusCode).toBe(400);
    const tax = await t.db.selectFrom('lookups').select(['id', 'version']).where('key', '=', 'billing.taxrates').executeTakeFirstOrThrow();
    expect((await save([{ id: tax.id, text: 'Hijacked', sortOrder: 1, version: tax.version }])).json<{ results: Result[] }>().results[0].success).toBe(false);
    expect(await changeLog.since(from)).toEqual([]);
  });
});

describe('calibration recommendations in the change history', () => {
  it('records a creation, an update and a deletion once each; a stale save or delete records nothing', async () => {
    const save = (body: unknown) => call(t.app, c.saveCalibrationRecommendations, { token, body });
    const remove = (query: Record<string, string>) => call(t.app, c.deleteCalibrationRecommendation, { token, query });
    const make = (await t.db.selectFrom('makes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const fields = { nickname: 'History nickname', vehicleMake: make, recommendation: 'Calibrate the front camera.', isInactive: false };

    let from = await changeLog.mark();
    const [created] = (await save([{ id: 0, ...fields }])).json<{ results: Result[] }>().results;
    const id = created.id;
    const entry = { area: 'messages', entity: 'calibrationRecommendation', record_id: id, scope_id: null, user_id: adminId };
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'create', before: null, after: fields }]);

    from = await changeLog.mark();
    const [updated, stale] = (
      await save([
        { id, ...fields, recommendation: 'Calibrate the front camera and the radar.', version: 1 },
        { id, ...fields, version: 1 },
      ])
    ).json<{ results: Result[] }>().results;
    expect([updated.success, stale.success]).toEqual([true, false]);
    const after = { ...fields, recommendation: 'Calibrate the front camera and the radar.' };
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'update', before: fields, after }]);

    from = await changeLog.mark();
    expect((await remove({ id: String(id), version: '1' })).statusCode).toBe(409);
    expect(await changeLog.since(from)).toEqual([]);
    expect((await remove({ id: String(id), version: '2' })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'delete', before: after, after: null }]);
  });
});

describe('the calibration homepage message in the change history', () => {
  type Translated = { LanguageCode: string; Text: string; IsActive: boolean; version: number };
  const translated = async (languageCode: string) => (await call(t.app, c.getTranslatedCalibrationWelcomeMessage, { token, query: { languageCode } })).json<Translated>();
  const entry = () => ({ area: 'messages', entity: 'welcomeMessage', action: 'update', record_id: 1, scope_id: null, user_id: adminId });

  it('records a language’s text saved as one update of the message, with every language; a stale save records nothing', async () => {
    const [en, es] = [await translated('en'), await translated('es')];
    const whole = (esText: string) => ({ IsActive: es.IsActive, Translations: [{ LanguageCode: 'en', Text: en.Text }, { LanguageCode: 'es', Text: esText }] });
    let from = await changeLog.mark();
    const res = await call(t.app, c.saveCalibrationWelcomeMessage, { token, body: { LanguageCode: 'es', Text: '<p>Historia</p>', version: es.version } });
    expect(res.statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([{ ...entry(), before: whole(es.Text), after: whole('<p>Historia</p>') }]);

    from = await changeLog.mark();
    const stale = await call(t.app, c.saveCalibrationWelcomeMessage, { token, body: { LanguageCode: 'es', Text: 'Perdido', version: es.version } });
    expect(stale.statusCode).toBe(409);
    expect(await changeLog.since(from)).toEqual([]);
  });

  it('records the message hidden and shown, and nothing when the switch does not move', async () => {
    const shown = (await translated('en')).IsActive;
    expect(shown).toBe(true);
    let from = await changeLog.mark();
    expect((await call(t.app, c.disableCalibrationWelcomeMessage, { token })).statusCode).toBe(200);
    const [change] = await changeLog.since(from);
    expect(change).toMatchObject({ ...entry(), before: { IsActive: true }, after: { IsActive: false } });
    expect(await changeLog.since(from)).toHaveLength(1);

    from = await changeLog.mark();
    await call(t.app, c.disableCalibrationWelcomeMessage, { token });
    expect(await changeLog.since(from)).toEqual([]);
    await call(t.app, c.enableCalibrationWelcomeMessage, { token });
    expect((await changeLog.since(from)).map((e) => [e.action, (e.before as { IsActive: boolean }).IsActive, (e.after as { IsActive: boolean }).IsActive])).toEqual([['update', false, true]]);
  });
});
