import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_FIELDS, browserModule } from './browserBuild';
import { serverOnly } from './serverOnly';

const dir = import.meta.dirname;
const zodModules = readdirSync(dir).filter((f) => /^[a-zA-Z]+\.ts$/.test(f) && !f.includes('browserBuild') && /from '(zod|\.\/define)'/.test(readFileSync(join(dir, f), 'utf8')));

const isEndpoint = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && 'url' in v && 'response' in v;
/** The light value matches the real one: endpoints without their schemas, data equal, schemas and functions refused. */
function same(light: unknown, real: unknown, name: string): void {
  if (typeof real === 'function' || (typeof real === 'object' && real !== null && '_zod' in real)) {
    expect(() => (light as { parse: unknown }).parse, name).toThrow(/the console has no zod/);
  } else if (isEndpoint(real)) {
    expect(light, name).toEqual(Object.fromEntries(BROWSER_FIELDS.filter((k) => real[k] != null).map((k) => [k, real[k]])));
  } else if (typeof real === 'object' && real !== null && !(real instanceof RegExp)) {
    expect(Object.keys(light as object).sort(), name).toEqual(Object.keys(real).sort());
    for (const [key, value] of Object.entries(real)) same((light as Record<string, unknown>)[key], value, `${name}.${key}`);
  } else {
    expect(light, name).toEqual(real);
  }
}

/** The module evaluated as the browser would, its one import (./serverOnly.ts) given inline. */
const load = async (code: string) => {
  const inline = code.replace("import { serverOnly } from './serverOnly';", serverOnly.toString());
  return (await import(`data:text/javascript;base64,${Buffer.from(inline).toString('base64')}`)) as Record<string, unknown>;
};

describe("the console's build of the contract", () => {
  it('covers the contract modules that use zod', () => {
    expect(zodModules).toEqual(expect.arrayContaining(['business.ts', 'define.ts', 'lookup.ts', 'users.ts']));
  });

  it.each(zodModules)('%s: endpoints keep what the console reads, constants are equal, and no zod is left', async (file) => {
    const real = (await import(`./${file}`)) as Record<string, unknown>;
    const code = await browserModule(join(dir, file), `contract/${file}`);
    // No zod and no contract module: the shared serverOnly alone.
    expect(code.replace("import { serverOnly } from './serverOnly';", '')).not.toMatch(/from ['"]|import\(/);
    const light = await load(code);
    expect(Object.keys(light).sort()).toEqual(Object.keys(real).sort());
    for (const [name, value] of Object.entries(real)) same(light[name], value, name);
  });

  it("keeps every field of an endpoint the console's calls read", () => {
    // Left out, a field reads as undefined in the built console alone: `reads` was, and every POST that only reads
    // (lookup/ByKey) was taken for a write (each "last changed" line read again after it); `writes` was, and a GET
    // that writes would have been sent again when the service was unavailable.
    const code = ['http.ts', 'adapter.ts'].map((f) => readFileSync(join(dir, '..', 'dataProvider', f), 'utf8')).join('\n');
    const read = new Set([...code.matchAll(/\bendpoint\.([a-zA-Z]+)/g)].map((m) => m[1]));
    expect([...read].filter((field) => !(BROWSER_FIELDS as readonly string[]).includes(field))).toEqual([]);
    expect(read.size).toBeGreaterThan(4);
  });

  it('keeps the field names the adapter sends: a body of rows names its rows fields', async () => {
    const light = await load(await browserModule(join(dir, 'business.ts'), 'contract/business'));
    const upsertDiscount = (light.businessContract as Record<string, { bodyKeys: string[] }>).upsertDiscount;
    expect(upsertDiscount.bodyKeys).toEqual(light.volumeDiscountKeys);
    expect(upsertDiscount.bodyKeys).toContain('volumeBreak');
  });
});
