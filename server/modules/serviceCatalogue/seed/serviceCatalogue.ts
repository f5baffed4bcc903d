/**
 * Demo data of the catalogue area serviceCatalogue (issue 5), seeded on the first start inside the seed's
 * transaction: service element groups and scan types (found by name when another seed made them already),
 * activation cards and product makes; the cards are assigned to devices once the devices exist.
 */
import { LOOKUP_KEYS } from '../../../../contract/lookupKeys';
import { SCAN_TYPE_KEY, SERVICE_ELEMENT_GROUP_KEY } from '../../../../contract/serviceCatalogue';
import type { Db } from '../../../db/database';
import { ACTIVATION_CARDS, ASSIGNED_CARDS, PRODUCT_MAKES, SCAN_TYPES, SERVICE_ELEMENT_GROUPS } from './serviceCatalogueData';

/** The id of the item of `key` named `text`, created when missing. */
async function itemId(trx: Db, key: string, text: string, more: { string_value?: string; is_active?: boolean } = {}): Promise<number> {
  const found = await trx.selectFrom('lookups').select('id').where('key', '=', key).where('text', '=', text).executeTakeFirst();
  if (found) return found.id;
  return (await trx.insertInto('lookups').values({ key, text, ...more }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function seedServiceCatalogue(trx: Db): Promise<void> {
  const groups = new Map<string, number>();
  for (const name of SERVICE_ELEMENT_GROUPS) groups.set(name, await itemId(trx, SERVICE_ELEMENT_GROUP_KEY, name));
  for (const [text, code, group, active] of SCAN_TYPES) {
    const id = await itemId(trx, SCAN_TYPE_KEY, text, { string_value: code, is_active: active });
    await trx.insertInto('scan_type_groups').values({ scan_type_id: id, service_element_group_id: groups.get(group)! }).execute();
  }
  await trx
    .insertInto('activation_cards')
    .values(
      ACTIVATION_CARDS.map(([cardId, password, reference, type, active]) => ({
        activation_card_id: cardId,
        activation_password: password,
        activation_account_reference: reference,
        activation_account_type: type,
        is_active: active,
      })),
    )
    .execute();
  const makes = await trx.selectFrom('makes').select(['id', 'make']).execute();
  for (const [product, makeNames] of PRODUCT_MAKES) {
    const item = await trx.selectFrom('lookups').select('id').where('key', 'in', [LOOKUP_KEYS.product, LOOKUP_KEYS.productAdd]).where('text', '=', product).executeTakeFirst();
    const makeIds = makeNames.map((name) => makes.find((m) => m.make === name)?.id).filter((id) => id !== undefined);
    if (item && makeIds.length > 0) await trx.insertInto('product_makes').values(makeIds.map((make_id) => ({ product_id: item.id, make_id }))).execute();
  }
}

/** After the demo devices: the first cards are assigned to the first devices, a day apart. */
export async function assignDemoActivationCards(trx: Db): Promise<void> {
  const devices = await trx.selectFrom('devices').select('id').orderBy('id').limit(ASSIGNED_CARDS).execute();
  const cards = ACTIVATION_CARDS.slice(0, devices.length);
  for (const [i, [cardId]] of cards.entries()) {
    const date = new Date(Date.UTC(2025, 8, 1 + i * 3)).toISOString().slice(0, 10);
    await trx.updateTable('activation_cards').set({ assigned_device_id: devices[i].id, assigned_date: date }).where('activation_card_id', '=', cardId).execute();
  }
}
