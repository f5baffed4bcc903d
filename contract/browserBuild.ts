/**
 * The console's build of the contract: the server validates with the zod
 * schemas, the console only needs what they declare as data (each endpoint's
 * method, URL and field names, and the constants), so zod and the schemas stay
 * out of the browser (the JavaScript budget, bench/bundle.ts).
 *
 * A Vite plugin: a contract module that uses zod is evaluated in Node at build
 * time and replaced by a module of its exports as plain data. An endpoint keeps
 * what the console reads of it (BROWSER_FIELDS), not its schemas; a schema or a function becomes a value that
 * throws when the console touches it, naming it, so a console that starts to
 * need one fails its tests rather than sending unchecked data. Contract modules
 * without zod (csv, refusal, lookup keys...) are bundled as they are.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const USES_ZOD = /from '(zod|\.\/define)'/;
/** What the console reads of an endpoint (dataProvider/http.ts, adapter.ts); the rest is the server's. */
export const BROWSER_FIELDS = ['method', 'url', 'access', 'file', 'bodyKeys', 'queryKeys', 'inputRules', 'reads', 'writes'] as const;

/** A key written bare (the bytes of quotes, on every endpoint of the console's contract). */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const isSchema = (v: unknown) => typeof v === 'object' && v !== null && '_zod' in v;
const isEndpoint = (v: object) => 'url' in v && 'method' in v && 'response' in v;

/** JavaScript source for one exported value, as data. */
function literal(value: unknown, name: string): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'function' || isSchema(value)) return `/* @__PURE__ */ serverOnly(${JSON.stringify(name)})`;
  if (Array.isArray(value)) return `[${value.map((v, i) => literal(v, `${name}[${i}]`)).join(',')}]`;
  if (typeof value === 'object') {
    const endpoint = isEndpoint(value);
    const entries = Object.entries(value).filter(([k, v]) => !endpoint || ((BROWSER_FIELDS as readonly string[]).includes(k) && v != null));
    return `{${entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : JSON.stringify(k)}:${literal(v, `${name}.${k}`)}`).join(',')}}`;
  }
  throw new Error(`contract: ${name} cannot be written as data (${typeof value})`);
}

/** The value a schema or function becomes: one module (./serverOnly.ts) every contract module imports. */
const SERVER_ONLY = `import { serverOnly } from './serverOnly';`;

/** The console's module for a contract file: its exports as data. */
export async function browserModule(file: string, relativeName: string): Promise<string> {
  const { tsImport } = await import('tsx/esm/api');
  const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const lines = Object.entries(exports).map(([name, value]) =>
    name === 'default' ? `export default ${literal(value, `${relativeName}.default`)};` : `export const ${name} = ${literal(value, `${relativeName}.${name}`)};`,
  );
  const code = lines.join('\n');
  return `${code.includes('serverOnly(') ? `${SERVER_ONLY}\n` : ''}${code}\n`;
}

export function contractForBrowser(): Plugin {
  return {
    name: 'contract-for-browser',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0];
      const match = /[\\/]contract[\\/]([A-Za-z]+)\.ts$/.exec(file);
      if (!match || !USES_ZOD.test(readFileSync(file, 'utf8'))) return null;
      return { code: await browserModule(file, `contract/${match[1]}`), moduleSideEffects: false };
    },
  };
}
