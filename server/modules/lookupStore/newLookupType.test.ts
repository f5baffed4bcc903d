/**
 * Low-code, shown: a brand-new lookup type declared in about ten lines (no server change, no migration),
 * used through the real console adapter and HTTP client against the real API: create, list, update, a
 * stale update refused, and its own rules held by the server as by the console's form.
 */
import PaletteIcon from '@mui/icons-material/Palette';
import type { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineLookupType, withdrawLookupType } from '../../../contract/lookupTypes';
import { createDataProvider } from '../../../dataProvider/adapter';
import { createHttpClient } from '../../../dataProvider/http';
import { defineLookupResource } from '../../../src/declare/defineLookupResource';
import { fieldError } from '../../../src/declare/defineResource';
import { login, withTestApp } from '../../test/harness';

// The whole declaration of the new type: its rules (in contract/lookupTypes.ts), then its screen (resources/paintColours/index.ts).
const PAINT_COLOURS = defineLookupType({
  name: 'paintColours',
  key: 'vehicle.paintcolours',
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 80 },
    { source: 'stringValue', kind: 'text', required: true, maxLength: 7 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
const paintColours = defineLookupResource(PAINT_COLOURS, { icon: PaletteIcon });

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});
// The test files of a worker share their modules: the type is this file's alone.
afterAll(() => withdrawLookupType(PAINT_COLOURS));

/** `fetch` answered by the app in process (app.inject), so the console's own HTTP client is what calls it. */
const injectFetch: typeof fetch = async (url, init = {}) => {
  const res = await t.app.inject({ method: init.method as 'GET' | 'POST', url: String(url), headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
  return new Response(res.body || null, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'text/plain') } });
};

const provider = () =>
  createDataProvider(createHttpClient({ fetch: injectFetch, token: () => token, refresh: async () => false }), { [paintColours.name]: paintColours.endpoints });
const list = async (showAll = false) =>
  (await provider().getList('paintColours', { filter: { showAll }, pagination: { page: 1, perPage: 10 }, sort: { field: 'text', order: 'ASC' } })).data;
const stored = () => t.db.selectFrom('lookups').select(['id', 'text', 'string_value', 'is_active', 'version']).where('key', '=', 'vehicle.paintcolours').orderBy('id').execute();

describe('a new lookup type, declared and nothing else', () => {
  it('is served at its own URL with the generic list and forms', () => {
    expect(paintColours.path).toBe('admin/catalogues/paintcolours');
    expect(paintColours.view).toBe('table');
    expect(paintColours.recordRepresentation).toBe('text');
  });

  it('creates, lists, updates and refuses a stale update through the adapter and the API', async () => {
    const { data: red } = await provider().create('paintColours', { data: { text: 'Soul Red', stringValue: '#9b111e', isActive: true } });
    const { data: blue } = await provider().create('paintColours', { data: { text: 'Deep Crystal Blue', stringValue: '#1c2f5a', isActive: true } });
    expect(red).toMatchObject({ key: 'vehicle.paintcolours', text: 'Soul Red', version: 1 });
    expect((await list()).map((c) => c.text)).toEqual(['Deep Crystal Blue', 'Soul Red']);

    const { data: renamed } = await provider().update('paintColours', { id: red.id, data: { ...red, text: 'Soul Red Crystal' }, previousData: red });
    expect(renamed).toMatchObject({ id: red.id, text: 'Soul Red Crystal', version: 2 });

    const before = await stored();
    const stale = provider().update('paintColours', { id: red.id, data: { ...red, text: 'Overwritten' }, previousData: red });
    await expect(stale).rejects.toMatchObject({ status: 409, body: { code: 'stale' } } satisfies Partial<HttpError>);
    expect(await stored()).toEqual(before);

    await provider().update('paintColours', { id: blue.id, data: { ...blue, isActive: false }, previousData: blue });
    expect((await list()).map((c) => c.text)).toEqual(['Soul Red Crystal']);
    expect((await list(true)).map((c) => c.text)).toEqual(['Deep Crystal Blue', 'Soul Red Crystal']);
  });

  it('is held to its own rules by the server, as the console’s form holds it, writing nothing', async () => {
    const before = await stored();
    const refused = async (data: Record<string, unknown>) => {
      const err = await provider()
        .create('paintColours', { data: { isActive: true, ...data } })
        .then(() => undefined, (e: HttpError) => e);
      // The adapter hands react-admin the refused fields by source, to show on the form's inputs.
      return { status: err?.status, fields: Object.keys((err?.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) };
    };
    expect(await refused({ text: 'x'.repeat(81), stringValue: '#000000' })).toEqual({ status: 400, fields: ['text'] });
    expect(await refused({ text: 'Jet Black' })).toEqual({ status: 400, fields: ['stringValue'] });
    expect(await refused({ text: 'Jet Black', stringValue: '#0000000' })).toEqual({ status: 400, fields: ['stringValue'] });
    expect(await stored()).toEqual(before);
    // The console's form refuses the same values, from the same declaration.
    const field = (source: string) => paintColours.fields.find((f) => f.source === source)!;
    expect(fieldError(field('text'), 'x'.repeat(81))).toMatchObject({ message: 'app.validation.max_length' });
    expect(fieldError(field('stringValue'), null)).toMatchObject({ message: 'app.validation.required' });
    expect(fieldError(field('stringValue'), '#000000')).toBeNull();
  });
});
