/**
 * The Biz Info tab (Business/Info, Business/UpsertInfo): one row per business,
 * its lists in the row. Before the first save the tab answers the default
 * record with version 0; saves follow the tab-row rule (businessDetails/tabRow.ts).
 */
import type { Insertable } from 'kysely';
import type { BusinessInfo } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import type { BusinessInfoTable } from './tables';
import type { Author } from '../../db/write';
import { badRequest } from '../../http/errors';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { saveTabRow, type TabRowKind } from '../businessDetails/tabRow';
import { BUSINESS_AREA } from '../businessDetails/writeRules';
import { m } from '../../http/text';

export type BusinessInfoInput = Omit<BusinessInfo, 'version'> & { version?: number };

const FLAGS = {
  isMobileClient: 'is_mobile_client',
  isEnterpriseClient: 'is_enterprise_client',
  isProTechClient: 'is_pro_tech_client',
  isHunterClient: 'is_hunter_client',
  isSafeliteClient: 'is_safelite_client',
  isCorporateAccount: 'is_corporate_account',
  isCapLinkMember: 'is_cap_link_member',
  isSolera: 'is_solera',
  isOnyxClient: 'is_onyx_client',
} as const;
const FIELDS = {
  ...FLAGS,
  soleraSiteIdReference: 'solera_site_id_reference',
  onyxClientReference: 'onyx_client_reference',
  capricornNumber: 'capricorn_number',
  accountId: 'account_id',
  annualRevenueId: 'annual_revenue_id',
  monthlyRoId: 'monthly_ro_id',
  locationCountId: 'location_count_id',
  reportingGroupId: 'reporting_group_id',
  manufacturers: 'manufacturers',
  oemCertifications: 'oem_certification_ids',
  insuranceDepartments: 'insurance_department_ids',
  services: 'service_ids',
  version: 'version',
} as const;

const defaults = (businessId: number): BusinessInfo => ({
  businessId,
  ...(Object.fromEntries(Object.keys(FLAGS).map((k) => [k, false])) as Record<keyof typeof FLAGS, boolean>),
  soleraSiteIdReference: null,
  onyxClientReference: null,
  capricornNumber: null,
  accountId: null,
  annualRevenueId: null,
  monthlyRoId: null,
  locationCountId: null,
  reportingGroupId: null,
  manufacturers: [],
  oemCertifications: [],
  insuranceDepartments: [],
  services: [],
  version: 0,
});

const { version: _version, ...SNAPSHOT_FIELDS } = FIELDS;

/** The Biz Info row of a business (record id and scope: the business id). */
export const businessInfoKind: TabRowKind = {
  area: BUSINESS_AREA,
  entity: 'businessInfo',
  table: 'business_info',
  what: (businessId) => m`The information of business ${businessId}`,
  snapshot: (trx, businessId) =>
    trx
      .selectFrom('business_info')
      .select(['business_id as businessId', ...Object.entries(SNAPSHOT_FIELDS).map(([key, column]) => `${column} as ${key}` as const)])
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
  scope: (info) => info.businessId as number,
};

export async function getInfo(db: Db, businessId: number): Promise<BusinessInfo> {
  await requireBusiness(db, businessId);
  const row = await db
    .selectFrom('business_info')
    .select(Object.entries(FIELDS).map(([key, column]) => `${column} as ${key}` as const))
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row ? { businessId, ...(row as Omit<BusinessInfo, 'businessId'>) } : defaults(businessId);
}

/** A list repeats no id, and the manufacturers' shares add up to at most 100 %. */
function checkLists(info: BusinessInfoInput): void {
  const lists = {
    manufacturers: info.manufacturers.map((m) => m.id),
    oemCertifications: info.oemCertifications,
    insuranceDepartments: info.insuranceDepartments,
    services: info.services,
  };
  for (const [field, ids] of Object.entries(lists)) {
    if (new Set(ids).size !== ids.length) throw badRequest(field, m`must not list the same id twice`);
  }
  const share = info.manufacturers.reduce((sum, m) => sum + m.percent, 0);
  if (share > 100) throw badRequest('manufacturers', m`the percentages add up to ${share}, more than 100`);
}

export async function saveInfo(db: Db, author: Author, info: BusinessInfoInput): Promise<BusinessInfo> {
  const businessId = info.businessId;
  await requireBusiness(db, businessId);
  checkLists(info);
  await requireLookups(db, [
    { field: 'annualRevenueId', key: LOOKUP_KEYS.annualRevenue, ids: [info.annualRevenueId] },
    { field: 'monthlyRoId', key: LOOKUP_KEYS.monthlyRo, ids: [info.monthlyRoId] },
    { field: 'locationCountId', key: LOOKUP_KEYS.locationCount, ids: [info.locationCountId] },
    { field: 'reportingGroupId', key: LOOKUP_KEYS.reportingGroup, ids: [info.reportingGroupId] },
    { field: 'manufacturers', key: LOOKUP_KEYS.vehicleManufacturer, ids: info.manufacturers.map((m) => m.id) },
    { field: 'oemCertifications', key: LOOKUP_KEYS.oemCertification, ids: info.oemCertifications },
    { field: 'insuranceDepartments', key: LOOKUP_KEYS.insuranceDepartment, ids: info.insuranceDepartments },
    { field: 'services', key: LOOKUP_KEYS.service, ids: info.services },
  ]);
  const values: Omit<Insertable<BusinessInfoTable>, 'business_id'> = {
    ...(Object.fromEntries(Object.entries(FLAGS).map(([key, column]) => [column, info[key as keyof typeof FLAGS]])) as Record<(typeof FLAGS)[keyof typeof FLAGS], boolean>),
    solera_site_id_reference: info.soleraSiteIdReference ?? null,
    onyx_client_reference: info.onyxClientReference ?? null,
    capricorn_number: info.capricornNumber ?? null,
    account_id: info.accountId ?? null,
    annual_revenue_id: info.annualRevenueId ?? null,
    monthly_ro_id: info.monthlyRoId ?? null,
    location_count_id: info.locationCountId ?? null,
    reporting_group_id: info.reportingGroupId ?? null,
    manufacturers: JSON.stringify(info.manufacturers),
    oem_certification_ids: info.oemCertifications,
    insurance_department_ids: info.insuranceDepartments,
    service_ids: info.services,
  };
  return inTransaction(db, async (trx) => {
    await saveTabRow(trx, businessInfoKind, author, businessId, info.version, { values });
    return getInfo(trx, businessId);
  });
}
