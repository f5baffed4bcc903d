/** Every translation call needs a token (401) with a console role (403), and writes nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { translationsContract as c } from '../../../contract/translations';
import type { Database } from '../../db/schema';
import { snapshot } from '../businessDetails/testFixtures';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let tech = '';
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
});

const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
  getReportTranslations: { query: { code: 'es' } },
  saveReportTranslations: { body: { code: 'es', items: [{ id: 1, translation: 'Nunca', previous: null }] } },
  translateAllReportSections: { query: { code: 'es' } },
  getServiceElementTranslations: { query: { cultureCode: 'es' } },
  saveServiceElementTranslations: { body: { cultureCode: 'es', items: [{ serviceElementId: 1, translation: 'Nunca', previous: null }] } },
  translateAllServiceElements: { query: { cultureCode: 'es' } },
  getAppLabelTranslations: { query: { code: 'es' } },
  appLabelTranslations: { body: { code: 'es', items: [{ id: 1, translation: 'Nunca', previous: null }] } },
};

const tables: (keyof Database)[] = ['report_section_translations', 'service_element_translations', 'app_label_translations', 'change_history'];

describe('access to translations', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const before = await snapshot(t.db, tables);
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await snapshot(t.db, tables)).toBe(before);
  });
});
