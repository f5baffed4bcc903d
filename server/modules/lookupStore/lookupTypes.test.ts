/**
 * lookup/Upsert holds each item to its key's rules (contract/lookupTypes.ts), the rules the console's forms
 * are built from: a refused item answers 400 naming the field, in the caller's language, and writes
 * nothing; a key that is not declared is refused, naming it. Every key the seeds, the contract and the
 * console use is declared, and every seeded item passes its key's rules (so it can be edited as it is).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { lookupTypeOf, lookupTypes, TAX_RATES } from '../../../contract/lookupTypes';
import { PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import { REFERENCE_KEYS } from '../../../contract/references';
import { SCAN_TYPE_KEY, SERVICE_ELEMENT_GROUP_KEY } from '../../../contract/serviceCatalogue';
import { CONFIGURATION_KEY } from '../../../authProvider/configuration';
import { resources } from '../../../src/declare/allResources';
import { SPANISH_TEXT } from '../../../src/declare/defineLookupResource';
import { call, login, withTestApp } from '../../test/harness';
import { listByKeys } from '../lookup/lookups.repository';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const es = { 'accept-language': 'es' };
const upsert = (body: unknown, headers: Record<string, string> = {}) => call(t.app, lookupContract.upsert, { token, body, headers });
const table = () => t.db.selectFrom('lookups').selectAll().orderBy('id').execute();
type Refusal = { message: string; errors: { field: string; message: string }[] };

describe('the declared lookup types', () => {
  it('declare every key the seeds hold, and every seeded item passes its key’s rules', async () => {
    const { rows } = await sql<{ key: string }>`SELECT DISTINCT key FROM lookups ORDER BY key`.execute(t.db);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.map((r) => r.key).filter((key) => !lookupTypeOf(key))).toEqual([]);
    // Every item as the API answers it, edited back unchanged.
    const items = await listByKeys(t.db, rows.map((r) => r.key), true);
    expect(items.length).toBeGreaterThan(100);
    const refused = items.flatMap(({ id, key, text, isActive, value, dateValue, decimalValue, intValue, label, parentId, stringValue, version }) => {
      const body = { id, key, text, isActive, value, dateValue, decimalValue, intValue, label, parentId, stringValue, version };
      const parsed = lookupContract.upsert.body?.safeParse(body);
      return parsed?.success ? [] : [`${key} ${text}: ${parsed?.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('declare every key the contract and the console name', () => {
    const named = [...Object.values(LOOKUP_KEYS), ...Object.values(REFERENCE_KEYS), SCAN_TYPE_KEY, SERVICE_ELEMENT_GROUP_KEY, PRECANNED_MESSAGES_KEY, CONFIGURATION_KEY];
    expect(named.filter((key) => !lookupTypeOf(key))).toEqual([]);
    // Every console catalogue saved through lookup/Upsert: its fixed key is declared, under the resource's name.
    const catalogues = resources.filter((r) => r.endpoints.save?.endpoint === lookupContract.upsert && r.endpoints.save.fixed);
    expect(catalogues.length).toBeGreaterThanOrEqual(16);
    for (const r of catalogues) {
      const key = String(r.endpoints.save?.fixed?.key);
      expect(lookupTypeOf(key)?.name, key).toBe(r.name);
      // The screen's fields are the type's, with their rules unchanged, and the item's Spanish beside its text when
      // the type's items are translated (issue 31).
      const type = lookupTypeOf(key);
      const rules = type?.fields ?? [];
      const own = r.fields.filter((f) => f !== SPANISH_TEXT);
      expect(own.map(({ source, kind, required, maxLength, min, max }) => ({ source, required, maxLength, min, max, kind: kind === 'option' ? 'text' : kind }))).toEqual(
        rules.map(({ source, kind, required, maxLength, min, max }) => ({ source, required, maxLength, min, max, kind })),
      );
      expect(r.fields.includes(SPANISH_TEXT), key).toBe(type?.translated !== false);
    }
  });

  it('are each declared once, under distinct names', () => {
    const types = lookupTypes();
    expect(new Set(types.map((type) => type.key.toLowerCase())).size).toBe(types.length);
    const names = types.flatMap((type) => (type.name ? [type.name] : []));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('lookup/Upsert by its key’s rules', () => {
  it.each([
    ['a tax rate without its rate', { key: 'billing.taxrates', text: 'No rate' }, 'decimalValue', 'is required', 'Tasa (%): es obligatorio'],
    ['a tax rate over 100 %', { key: 'billing.taxrates', text: 'Too much', decimalValue: 100.5 }, 'decimalValue', 'must be at most 100', 'Tasa (%): debe ser como máximo 100'],
    ['a negative tax rate', { key: 'billing.taxrates', text: 'Refund', decimalValue: -1 }, 'decimalValue', 'must be at least 0', 'Tasa (%): debe ser como mínimo 0'],
    [
      'a tax rate’s code over 20 characters',
      { key: 'billing.taxrates', text: 'Long code', decimalValue: 5, stringValue: 'X'.repeat(21) },
      'stringValue',
      'must be at most 20 characters',
      'Código de jurisdicción: debe tener como máximo 20 caracteres',
    ],
    ['an activation type without its code', { key: 'activation.type', text: 'Codeless', stringValue: '  ' }, 'stringValue', 'is required', 'Código: es obligatorio'],
    ['a language without its number', { key: 'language', text: 'Klingon', stringValue: 'tlh' }, 'intValue', 'is required', 'Número: es obligatorio'],
    ['a RAG rating ordered past 99', { key: 'rag.rating', text: 'Purple', intValue: 100 }, 'intValue', 'must be at most 99', 'Orden: debe ser como máximo 99'],
    ['a group whose email is not one', { key: 'dispatch.group', text: 'Night shift', stringValue: 'night shift' }, 'stringValue', 'must be an email address', 'Correo del grupo: debe ser una dirección de correo electrónico'],
    ['a manufacturer’s country over 2 letters', { key: 'vehicle.manufacturer', text: 'Tata', stringValue: 'IND' }, 'stringValue', 'must be at most 2 characters', 'País: debe tener como máximo 2 caracteres'],
  ])('refuses %s, naming the field in English and Spanish, writing nothing', async (_name, item, field, english, spanish) => {
    const before = await table();
    const body = { id: 0, ...item };
    const en = await upsert(body);
    expect(en.statusCode).toBe(400);
    expect(en.json<Refusal>()).toEqual({ message: `${field}: ${english}`, errors: [{ field, message: english }] });
    const inSpanish = await upsert(body, es);
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json<Refusal>().message).toBe(spanish);
    expect(inSpanish.json<Refusal>().errors.map((e) => e.field)).toEqual([field]);
    expect(await table()).toEqual(before);
  });

  it('names every field that breaks a rule at once', async () => {
    const res = await upsert({ id: 0, key: 'smartlink.launchaccount', text: 'x'.repeat(201), label: 'y'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().errors.map((e) => e.field).sort()).toEqual(['label', 'stringValue', 'text']);
  });

  it('holds an update to the rules too, keeping the stored item', async () => {
    const [rate] = await t.db.selectFrom('lookups').select(['id', 'text', 'decimal_value', 'version']).where('key', '=', TAX_RATES.key).orderBy('id').limit(1).execute();
    const res = await upsert({ id: rate.id, key: TAX_RATES.key, text: rate.text, decimalValue: 250, version: rate.version });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().errors).toEqual([{ field: 'decimalValue', message: 'must be at most 100' }]);
    expect(await t.db.selectFrom('lookups').select(['decimal_value', 'version']).where('id', '=', rate.id).executeTakeFirst()).toEqual({
      decimal_value: rate.decimal_value,
      version: rate.version,
    });
    const fine = await upsert({ id: rate.id, key: TAX_RATES.key, text: rate.text, decimalValue: 7.25, version: rate.version });
    expect(fine.statusCode).toBe(200);
    expect(fine.json<LookupItem>()).toMatchObject({ decimalValue: 7.25, version: rate.version + 1 });
  });

  it('saves a value the type does not declare under the lookup item’s own rules (admin/defaults edits every field)', async () => {
    const res = await upsert({ id: 0, key: TAX_RATES.key, text: 'Dated rate', decimalValue: 3, label: 'With a label', dateValue: '2026-01-01', intValue: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json<LookupItem>()).toMatchObject({ label: 'With a label', dateValue: '2026-01-01', intValue: 5 });
  });

  it('refuses a key that is not declared, naming it, in English and Spanish, writing nothing', async () => {
    const before = await table();
    const body = { id: 0, key: 'nobody.declared', text: 'Orphan' };
    const en = await upsert(body);
    expect(en.statusCode).toBe(400);
    expect(en.json<Refusal>()).toEqual({
      message: 'key: "nobody.declared" is not a declared lookup type',
      errors: [{ field: 'key', message: '"nobody.declared" is not a declared lookup type' }],
    });
    const inSpanish = await upsert(body, es);
    expect(inSpanish.json<Refusal>().errors).toEqual([{ field: 'key', message: '«nobody.declared» no es un tipo de catálogo declarado' }]);
    expect(await table()).toEqual(before);
  });

  it('matches a key as lookup/ByKey does, in any case', async () => {
    expect(lookupTypeOf('BILLING.TaxRates')).toBe(TAX_RATES);
    const res = await upsert({ id: 0, key: 'Billing.TaxRates', text: 'Shouting rate' });
    expect(res.json<Refusal>().errors).toEqual([{ field: 'decimalValue', message: 'is required' }]);
  });
});
