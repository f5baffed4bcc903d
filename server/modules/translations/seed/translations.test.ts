/** The translations' demo data: sections, labels and some translations, enough for the memory to fill service elements. */
import { describe, expect, it } from 'vitest';
import { KINDS } from '../kinds';
import { fillFromMemory } from '../translations.repository';
import { withTestApp } from '../../../test/harness';

const t = withTestApp();

describe('the translations seed', () => {
  it('holds report sections, app labels and translations of each kind, and the memory fills service elements from them', async () => {
    const count = async (table: 'report_sections' | 'app_labels' | 'report_section_translations' | 'service_element_translations' | 'app_label_translations') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('report_sections')).toBeGreaterThan(20);
    expect(await count('app_labels')).toBeGreaterThan(10);
    expect(await count('report_section_translations')).toBeGreaterThan(10);
    expect(await count('app_label_translations')).toBeGreaterThan(3);
    expect(await count('service_element_translations')).toBeGreaterThan(5);

    const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const { filled, remaining } = await fillFromMemory(t.db, KINDS.serviceElement, 'es', admin.id);
    expect(filled).toBeGreaterThanOrEqual(5);
    expect(remaining).toBeGreaterThan(0);
    const radar = await t.db
      .selectFrom('service_element_translations as t')
      .innerJoin('service_elements as e', 'e.id', 't.service_element_id')
      .select('t.translation')
      .where('e.name', '=', 'Front radar calibration')
      .where('t.language_code', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(radar.translation).toBe('Calibración del radar frontal');
  });
});
