/** The calibration homepage message (spec §7 Welcome message), in English and Spanish. */
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesContract as c } from '../../../contract/messages';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let tech = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  tech = (await login(t.app, 'demo.tech')).access_token;
});

type Translated = { LanguageCode: string; Text: string; IsActive: boolean; version: number };
const translated = async (languageCode: string) => (await call(t.app, c.getTranslatedCalibrationWelcomeMessage, { token, query: { languageCode } })).json<Translated>();
const shown = (query?: Record<string, string>) => call(t.app, c.getWelcomeNotificationMessage, { token, query });
const save = (body: unknown) => call(t.app, c.saveCalibrationWelcomeMessage, { token, body });
const tables = async () => ({
  texts: await t.db.selectFrom('welcome_messages').selectAll().orderBy('language_code').execute(),
  settings: await t.db.selectFrom('welcome_message_settings').selectAll().execute(),
});

describe('NotificationMessage/GetTranslatedCalibrationWelcomeMessage', () => {
  it('answers each language with its version', async () => {
    expect(await translated('en')).toMatchObject({ LanguageCode: 'en', IsActive: true, version: 1 });
    expect((await translated('en')).Text).toContain('Welcome to calibration services.');
    expect((await translated('es')).Text).toContain('Bienvenido a los servicios de calibración.');
  });

  it.each([['fr'], ['EN'], ['']])('refuses languageCode=%j, naming it', async (languageCode) => {
    const res = await call(t.app, c.getTranslatedCalibrationWelcomeMessage, { token, query: { languageCode } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('languageCode');
  });
});

describe('NotificationMessage/SaveCalibrationWelcomeMessage', () => {
  it('saves one language and leaves the other unchanged', async () => {
    const [en, es] = [await translated('en'), await translated('es')];
    const res = await save({ LanguageCode: 'es', Text: '<p>Nuevo horario: de 7 a 19 h.</p>', version: es.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ LanguageCode: 'es', Text: '<p>Nuevo horario: de 7 a 19 h.</p>', IsActive: true, version: es.version + 1 });
    expect(await translated('en')).toEqual(en);
  });

  it('refuses a stale version with 409 stale, keeping the stored text', async () => {
    const es = await translated('es');
    const res = await save({ LanguageCode: 'es', Text: 'Overwritten', version: es.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect(await translated('es')).toEqual(es);
  });

  const good = { LanguageCode: 'en', Text: 'Fine', version: 1 };
  const cases: [string, unknown, string][] = [
    ['an empty text', { ...good, Text: '   ' }, 'Text'],
    ['a text too long', { ...good, Text: 'x'.repeat(4001) }, 'Text'],
    ['an unknown language', { ...good, LanguageCode: 'fr' }, 'LanguageCode'],
    ['no version', { LanguageCode: 'en', Text: 'Fine' }, 'version'],
    ['an unknown field', { ...good, IsActive: false }, 'IsActive'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, body, field) => {
    const before = await tables();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await tables()).toEqual(before);
  });
});

describe('NotificationMessage/GetWelcomeNotificationMessage, Enable and Disable', () => {
  it('shows the text users see, switched off and on', async () => {
    const en = await translated('en');
    expect((await shown()).json()).toEqual({ Text: en.Text, IsActive: true });
    const off = await call(t.app, c.disableCalibrationWelcomeMessage, { token });
    expect(off.json()).toEqual({ IsActive: false });
    expect((await shown()).json()).toEqual({ Text: en.Text, IsActive: false });
    expect((await translated('es')).IsActive).toBe(false);
    expect((await call(t.app, c.enableCalibrationWelcomeMessage, { token })).json()).toEqual({ IsActive: true });
    expect((await shown({ languageCode: 'es' })).json()).toEqual({ Text: (await translated('es')).Text, IsActive: true });
  });

  it('falls back to English when the language has no text', async () => {
    await t.db.updateTable('welcome_messages').set({ text: '' }).where('language_code', '=', 'es').execute();
    expect((await shown({ languageCode: 'es' })).json().Text).toBe((await translated('en')).Text);
    expect((await shown({ languageCode: 'xx' })).statusCode).toBe(400);
  });
});

describe('welcome message authorization', () => {
  const calls: [string, Parameters<typeof call>[1], Record<string, unknown>][] = [
    ['GetWelcomeNotificationMessage', c.getWelcomeNotificationMessage, {}],
    ['GetTranslatedCalibrationWelcomeMessage', c.getTranslatedCalibrationWelcomeMessage, { query: { languageCode: 'en' } }],
    ['SaveCalibrationWelcomeMessage', c.saveCalibrationWelcomeMessage, { body: { LanguageCode: 'en', Text: 'Hijacked', version: 1 } }],
    ['EnableCalibrationWelcomeMessage', c.enableCalibrationWelcomeMessage, {}],
    ['DisableCalibrationWelcomeMessage', c.disableCalibrationWelcomeMessage, {}],
  ];
  it.each(calls)('%s answers 401 without a token and 403 to a Technician, writing nothing', async (_name, endpoint, input) => {
    const before = await tables();
    expect((await call(t.app, endpoint, input)).statusCode).toBe(401);
    expect((await call(t.app, endpoint, { ...input, token: tech })).statusCode).toBe(403);
    expect(await tables()).toEqual(before);
  });
});
