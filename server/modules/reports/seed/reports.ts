import { LOOKUP_KEYS } from '../../../../contract/lookupKeys';
import type { Db } from '../../../db/database';
import { REPORT_TEMPLATES, SCAN_TOOLS } from './reportsData';

/** Demo data of the catalogue area reports (issue 5), seeded on the first start inside the seed's transaction. */
export async function seedReports(trx: Db): Promise<void> {
  const makes = new Map((await trx.selectFrom('makes').select(['id', 'make']).execute()).map((m) => [m.make, m.id]));
  const make = (name: string) => {
    const id = makes.get(name);
    if (id === undefined) throw new Error(`seedReports: no make ${name}`);
    return id;
  };
  const products = await trx.selectFrom('lookups').select(['id', 'key', 'text']).where('key', 'in', [LOOKUP_KEYS.product, LOOKUP_KEYS.productAdd]).execute();
  const product = (text: string, isAdd: boolean) => {
    const found = products.find((p) => p.text === text && p.key === (isAdd ? LOOKUP_KEYS.productAdd : LOOKUP_KEYS.product));
    if (!found) throw new Error(`seedReports: no product ${text}`);
    return found.id;
  };
  await trx
    .insertInto('scan_tools')
    .values(
      SCAN_TOOLS.map(([name, makeName, sws, appId, inactive]) => ({
        name,
        make_id: make(makeName),
        is_sws: sws !== null,
        sws_make_id: sws === null ? null : make(sws),
        app_id: appId,
        is_inactive: inactive ?? false,
      })),
    )
    .execute();
  await trx
    .insertInto('report_templates')
    .values(
      REPORT_TEMPLATES.map(([area, productText, order, appId, template, sws, isAdd]) => ({
        area,
        product_id: product(productText, isAdd ?? false),
        is_add: isAdd ?? false,
        sort_order: order,
        is_sws: sws !== null,
        sws_make_id: sws === null ? null : make(sws),
        template,
        app_id: appId,
      })),
    )
    .execute();
}
