import type { Db } from '../../../db/database';

/**
 * Configuration values (lookup key `configuration`) beyond those reference.ts seeds: the other page sizes of
 * spec §9. `label` says in words what each value is, on the configuration screen.
 */
export const MORE_CONFIGURATION: [string, string][] = [
  ['ragAuditPageSize', '10'],
  ['chatUserSearchPageSize', '5'],
  ['chatUserPageSize', '50'],
  ['allBusinessesPageSize', '10000'],
];

export const CONFIGURATION_LABELS: Record<string, string> = {
  defaultPageSize: 'Rows per page of every list',
  chatPageSize: 'Rows per page of chat lists',
  chatMessageLoadLimit: 'Chat messages loaded at once',
  chatBadgeCap: 'Shown when a chat badge passes 9',
  scanProDefaultCorporateId: 'Default corporate id of scan-pro',
  currencySymbol: 'Currency symbol',
  ragAuditPageSize: 'Rows per page of the RAG audit log',
  chatUserSearchPageSize: 'Chat users fetched when searching',
  chatUserPageSize: 'Chat users fetched otherwise',
  allBusinessesPageSize: 'Businesses loaded by the all-businesses picker',
};

/** Demo data of the catalogue area lookupStore (issue 5), seeded on the first start inside the seed's transaction. */
export async function seedLookupStore(trx: Db): Promise<void> {
  await trx
    .insertInto('lookups')
    .values(MORE_CONFIGURATION.map(([text, value]) => ({ key: 'configuration', text, value })))
    .execute();
  for (const [text, label] of Object.entries(CONFIGURATION_LABELS)) {
    await trx.updateTable('lookups').set({ label }).where('key', '=', 'configuration').where('text', '=', text).execute();
  }
}
