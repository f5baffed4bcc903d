/**
 * Demo data of the reference lists (issue 5), seeded on the first start inside
 * the seed's transaction: the new lookup types, the labels and extra items of
 * the shared ones, the device manufacturers' models and the makes' model years.
 */
import { REFERENCE_KEYS as K } from '../../../../contract/references';
import type { Db } from '../../../db/database';
import { DEVICE_MODELS } from '../../../db/seed/devicesRequestsData';
import { LANGUAGE_NAMES, MAKE_YEARS, MANUFACTURER_COUNTRIES, MORE_DEVICE_MODELS, REFERENCE_LOOKUPS, TIME_ZONE_NAMES } from './referencesData';

export async function seedReferences(trx: Db): Promise<void> {
  const items = Object.entries(REFERENCE_LOOKUPS).flatMap(([key, list]) =>
    list.map((i) => ({ key, text: i.text, label: i.label ?? null, string_value: i.stringValue ?? null, int_value: i.intValue ?? null, is_active: i.isActive ?? true })),
  );
  await trx.insertInto('lookups').values(items).execute();
  await labelShared(trx);

  await trx
    .insertInto('device_models')
    .values([...DEVICE_MODELS, ...MORE_DEVICE_MODELS].map((m) => ({ manufacturer: m.manufacturer, brand: m.brand, model: m.model, is_active: 'isActive' in m ? m.isActive : true })))
    .execute();

  const makes = await trx.selectFrom('makes').select(['id', 'make']).execute();
  const years = makes.flatMap((m) => (MAKE_YEARS[m.make] ? [{ make_id: m.id, first_year: MAKE_YEARS[m.make][0], last_year: MAKE_YEARS[m.make][1] ?? null }] : []));
  if (years.length) await trx.insertInto('vehicle_make_years').values(years).execute();
}

/** The display names of time zones and languages, and the manufacturers' countries, on the items businessLookups.ts seeded. */
async function labelShared(trx: Db): Promise<void> {
  const updates: [string, 'label' | 'string_value', Record<string, string>, 'text' | 'string_value'][] = [
    [K.timeZone, 'label', TIME_ZONE_NAMES, 'text'],
    [K.language, 'label', LANGUAGE_NAMES, 'string_value'],
    [K.vehicleManufacturer, 'string_value', MANUFACTURER_COUNTRIES, 'text'],
  ];
  for (const [key, column, values, by] of updates) {
    for (const [match, value] of Object.entries(values)) {
      await trx.updateTable('lookups').set({ [column]: value }).where('key', '=', key).where(by, '=', match).where(column, 'is', null).execute();
    }
  }
}
