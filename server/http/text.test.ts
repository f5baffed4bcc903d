/**
 * Every message the server can answer exists in English and Spanish: the m`…`
 * templates of the server's source and the contract's refusals each have a
 * Spanish entry with the same placeholders, and the catalogue holds nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../contract/index';
// The areas' Spanish (their manifests' `spanish`) joins the table when the areas load.
import { areaManifests } from '../areaRegistry';
import { refusalSources } from '../../contract/refusal';
import { spanishRefusal } from './refusals';
import { languageOf, m, render } from './text';
import { es } from './text.es';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The templates tagged `tag` in a file, as their sources: `${…}` becomes {0}, {1}…; with `calls`, also tag('…'). */
function templatesIn(code: string, tag: string, calls = false): string[] {
  const tagged = [...code.matchAll(new RegExp(`\\b${tag}\`((?:[^\`\\\\]|\\\\.)*)\``, 'g'))].map(([, body]) => {
    let i = 0;
    return body.replace(/\$\{[^}]*\}/g, () => `{${i++}}`).replace(/\\(.)/g, '$1');
  });
  const called = calls ? [...code.matchAll(new RegExp(`\\b${tag}\\('((?:[^'\\\\]|\\\\.)*)'\\)`, 'g'))].map(([, body]) => body.replace(/\\(.)/g, '$1')) : [];
  return [...tagged, ...called];
}

/** Who writes each server message: the area whose folder it is in, or 'core' (the rest of the server, the contract). */
const writers = new Map<string, Set<string>>();
for (const file of sourceFiles(root)) {
  const area = /^modules\/([^/]+)\//.exec(relative(root, file))?.[1];
  const writer = area && areaManifests.some((a) => a.name === area) ? area : 'core';
  for (const source of templatesIn(readFileSync(file, 'utf8'), 'm')) writers.set(source, new Set([...(writers.get(source) ?? []), writer]));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((p) => p[1]).sort();
const serverSources = new Set(sourceFiles(root).flatMap((file) => templatesIn(readFileSync(file, 'utf8'), 'm')));
// The contract's refusals: those its modules made when loaded, and those made later (templateProblem) as written.
const contractSources = new Set([
  ...refusalSources,
  ...sourceFiles(join(root, '../contract')).flatMap((file) => templatesIn(readFileSync(file, 'utf8'), 'r', true)),
]);

describe('the Spanish catalogue', () => {
  it('finds the server’s messages (a sanity check of the scan)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the scan reads
    expect(templatesIn('throw notFound(m`Business ${id} of ${other}`);', 'm')).toEqual(['Business {0} of {1}']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the scan reads
    expect(templatesIn("z.min(1, r('must be')).max(9, r`at most ${n}`)", 'r', true)).toEqual(['at most {0}', 'must be']);
    expect(serverSources).toContain('{0} was not found.');
    expect(serverSources.size).toBeGreaterThan(80);
    expect(refusalSources).toContain('must not be empty');
    expect(contractSources).toContain('has an unknown placeholder {0} for the area {1}');
  });

  it('translates every server message, with the same placeholders', () => {
    const missing = [...serverSources].filter((s) => es[s] === undefined);
    expect(missing).toEqual([]);
    for (const s of serverSources) expect(placeholders(es[s]), s).toEqual(placeholders(s));
  });

  it('translates every contract refusal, with the same placeholders', () => {
    const missing = [...contractSources].filter((s) => es[s] === undefined);
    expect(missing).toEqual([]);
    for (const s of contractSources) expect(placeholders(es[s]), s).toEqual(placeholders(s));
  });

  it('keeps a message only one area writes in that area’s Spanish, and only there', () => {
    const inAreas = new Map(areaManifests.flatMap((a) => Object.keys(a.spanish ?? {}).map((source) => [source, a.name] as const)));
    for (const [source, area] of inAreas) expect([...(writers.get(source) ?? [])], source).toEqual([area]);
    const onlyOneArea = (source: string) => [...(writers.get(source) ?? [])].length === 1 && !writers.get(source)?.has('core') && !contractSources.has(source);
    expect(Object.keys(es).filter((source) => !inAreas.has(source) && onlyOneArea(source))).toEqual([]);
  });

  it('holds nothing else', () => {
    expect(Object.keys(es).filter((k) => !serverSources.has(k) && !contractSources.has(k))).toEqual([]);
  });
});

describe('render', () => {
  it('answers English by default and Spanish when asked, nested messages included', () => {
    const text = m`${m`Business ${7}`} was not found.`;
    expect(render(text)).toBe('Business 7 was not found.');
    expect(render(text, 'es')).toBe(`${es['{0} was not found.'].replace('{0}', es['Business {0}'].replace('{0}', '7'))}`);
    expect(render(text, 'es')).not.toBe(render(text));
  });

  it('reads the language from Accept-Language, English unless Spanish comes first', () => {
    const of = (value?: string) => languageOf({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect([of('es'), of('es-MX,en;q=0.5'), of('ES')]).toEqual(['es', 'es', 'es']);
    expect([of(), of(''), of('en'), of('en-US,es;q=0.9'), of('fr')]).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it('finds a contract refusal from the text zod reports, its values translated too', () => {
    expect(spanishRefusal('must not be empty')).toBe(es['must not be empty']);
    expect(spanishRefusal('must be at most 120 characters')).toBe(es['must be at most {0} characters'].replace('{0}', '120'));
    expect(spanishRefusal('must be a device id')).toBe(es['must be {0} id'].replace('{0}', es['a device']));
    expect(spanishRefusal('no such refusal')).toBeUndefined();
  });
});
