/**
 * What the import tests share: `importKit()`, called at a test file's top level, starts that file's test app and signs
 * in Dana Diaz (demo.admin) and the admin; its helpers upload a file, check it, apply it and wait for each to end, as
 * the console's wizard does.
 */
import { beforeAll, expect } from 'vitest';
import { type ImportField, type ImportRow, type ImportStatus, importsContract as c } from '../../../contract/imports';
import { call, withTestApp } from '../../test/harness';
import { signIn } from '../../test/history';

export const COUNTRY_FIELDS: ImportField[] = [
  { source: 'name', kind: 'text' },
  { source: 'abbreviation', kind: 'text' },
];

export function importKit() {
  const t = withTestApp();
  const s = { token: '', userId: 0, other: '' };
  beforeAll(async () => {
    ({ token: s.token, userId: s.userId } = await signIn(t, 'demo.admin'));
    s.other = (await signIn(t, 'admin')).token;
  });

  const send = (endpoint: Parameters<typeof call>[1], opts: { body?: unknown; query?: Record<string, string> }, language = 'en', as = s.token) =>
    call(t.app, endpoint, { token: as, headers: { 'accept-language': language }, ...opts });
  const ok = async <T>(endpoint: Parameters<typeof call>[1], opts: { body?: unknown; query?: Record<string, string> }, language = 'en') => {
    const res = await send(endpoint, opts, language);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  const uploadBody = (list: string, fileName: string, content: string | Buffer, fields: readonly ImportField[]) => ({
    list,
    fileName,
    fields: fields.map((f) => f.source),
    contentBase64: Buffer.from(content).toString('base64'),
  });
  const upload = (list: string, fileName: string, content: string | Buffer, fields: readonly ImportField[] = COUNTRY_FIELDS) =>
    ok<{ id: string; sheets: { name: string; columns: string[]; rows: number; matches: (string | null)[] }[] }>(c.upload, { body: uploadBody(list, fileName, content, fields) });

  /** Waits until the import is no longer checking or applying. */
  async function settled(id: string, language = 'en'): Promise<ImportStatus> {
    for (let i = 0; i < 600; i++) {
      const status = await ok<ImportStatus>(c.status, { query: { id } }, language);
      if (status.state !== 'checking' && status.state !== 'applying') return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} did not settle`);
  }

  /** Uploads and checks a file, its columns matched as the answer suggests: the status once checked. */
  async function checked(
    list: string,
    fileName: string,
    content: string | Buffer,
    opts: { mode?: string; fields?: readonly ImportField[]; language?: string; fixed?: Record<string, string | number> } = {},
  ) {
    const fields = opts.fields ?? COUNTRY_FIELDS;
    const { id, sheets } = await upload(list, fileName, content, fields);
    const columns = sheets[0].matches.flatMap((field, column) => (field ? [{ column, field }] : []));
    await ok(c.check, { body: { id, sheet: sheets[0].name, mode: opts.mode ?? 'upsert', columns, fields, fixed: opts.fixed } }, opts.language);
    return settled(id, opts.language);
  }

  const rowsOf = async (id: string, outcome?: string, language = 'en') => (await ok<{ count: number; items: ImportRow[] }>(c.rows, { body: { id, outcome, pageSize: 500 } }, language)).items;

  async function applied(id: string, transaction: 'all' | 'rows', language = 'en') {
    await ok(c.apply, { body: { id, transaction } }, language);
    return settled(id, language);
  }

  return { t, s, send, ok, upload, uploadBody, checked, settled, rowsOf, applied };
}
