/**
 * The business detail tabs (spec §2): each loads through its own call and
 * saves through its own, with its own declared fields. Labels:
 * `resources.business.fields.<source>`; tab names: `resources.business.tabs.<key>`.
 */
import { businessContract as b, PROMOTION_TYPES } from '../../contract/business';
import type { Endpoint } from '../../contract/define';
import { LOOKUP_KEYS as K } from '../../contract/lookupKeys';
import { choicesOf } from '../../src/declare/choices';
import { type FieldDef, withContractRules } from '../../src/declare/defineResource';
import type { HistoryTarget } from '../../src/history/target';
import { countryOptions, stateOptions, timeZoneOptions } from '../countries/places';

export interface FormTab {
  key: string;
  load: Endpoint;
  save: Endpoint;
  fields: FieldDef[];
}

const languages = [
  { id: 1, name: 'app.languages.en' },
  { id: 2, name: 'app.languages.es' },
];
const address = (prefix: 'primaryAddress' | 'billingAddress', visibleWhen?: FieldDef['visibleWhen']): FieldDef[] => [
  { source: `${prefix}.street`, kind: 'text', visibleWhen },
  { source: `${prefix}.city`, kind: 'text', visibleWhen },
  { source: `${prefix}.state`, kind: 'option', options: stateOptions(`${prefix}.country`), visibleWhen },
  { source: `${prefix}.postalCode`, kind: 'text', visibleWhen },
  { source: `${prefix}.country`, kind: 'option', options: countryOptions, required: true, visibleWhen },
  { source: `${prefix}.language`, kind: 'integer', choices: languages, visibleWhen },
];

const identity: FieldDef[] = [
  { source: 'name', kind: 'text' },
  { source: 'shopId', kind: 'text' },
  { source: 'sid', kind: 'text' },
];

/**
 * The Location tab. The status is not one of its fields: it is changed in one place, the detail's header,
 * where the change is confirmed and saved on its own (BusinessHeader, SetBusinessStatus).
 */
export const locationFields: FieldDef[] = [
  ...identity,
  { source: 'phoneCC', kind: 'text' },
  { source: 'phone', kind: 'text' },
  { source: 'timezone', kind: 'option', options: timeZoneOptions },
  { source: 'language', kind: 'integer', choices: languages },
  { source: 'dispatchPriorityId', kind: 'lookup', lookup: K.dispatchPriority },
  { source: 'distributorId', kind: 'lookup', lookup: K.distributor },
  { source: 'salesRepId', kind: 'lookup', lookup: K.salesRep },
  { source: 'referralSourceId', kind: 'lookup', lookup: K.referralSource },
  { source: 'parentId', kind: 'business' },
  { source: 'grandparentId', kind: 'business' },
  ...address('primaryAddress'),
  { source: 'billSameAsPrimary', kind: 'boolean', default: true },
  ...address('billingAddress', (values) => values.billSameAsPrimary === false),
];

/** A new business: the Location tab's fields and its first status. */
export const newBusinessFields: FieldDef[] = withContractRules('business (new)', [...identity, { source: 'statusId', kind: 'lookup', lookup: K.businessStatus, required: true }, ...locationFields.slice(identity.length)], b.upsert.inputRules);

const flags = ['isMobileClient', 'isEnterpriseClient', 'isProTechClient', 'isHunterClient', 'isSafeliteClient', 'isCorporateAccount', 'isCapLinkMember', 'isSolera', 'isOnyxClient'];

/** A tab's fields required and bounded as its save call says (src/declare/defineResource.ts withContractRules). */
const tab = (t: FormTab): FormTab => ({ ...t, fields: withContractRules(`business (${t.key} tab)`, t.fields, t.save.inputRules) });

export const formTabs: FormTab[] = [
  tab({ key: 'location', load: b.location, save: b.upsert, fields: locationFields }),
  tab({
    key: 'info',
    load: b.info,
    save: b.upsertInfo,
    fields: [
      ...flags.map((source): FieldDef => ({ source, kind: 'boolean' })),
      { source: 'soleraSiteIdReference', kind: 'text' },
      { source: 'onyxClientReference', kind: 'text' },
      { source: 'capricornNumber', kind: 'text' },
      { source: 'accountId', kind: 'text' },
      { source: 'annualRevenueId', kind: 'lookup', lookup: K.annualRevenue },
      { source: 'monthlyRoId', kind: 'lookup', lookup: K.monthlyRo },
      { source: 'locationCountId', kind: 'lookup', lookup: K.locationCount },
      { source: 'reportingGroupId', kind: 'lookup', lookup: K.reportingGroup },
      { source: 'manufacturers', kind: 'lookupPercent', lookup: K.vehicleManufacturer },
      { source: 'oemCertifications', kind: 'lookupMany', lookup: K.oemCertification },
      { source: 'insuranceDepartments', kind: 'lookupMany', lookup: K.insuranceDepartment },
      { source: 'services', kind: 'lookupMany', lookup: K.service },
    ],
  }),
  tab({
    key: 'billing',
    load: b.billing,
    save: b.upsertBilling,
    fields: [
      { source: 'isDemo', kind: 'boolean' },
      { source: 'isRecurring', kind: 'boolean' },
      { source: 'periodId', kind: 'lookup', lookup: K.period },
      { source: 'periodAmount', kind: 'currency', min: 0, max: 10_000_000, currency: { source: 'currencyId' } },
      { source: 'currencyId', kind: 'lookup', lookup: K.currency },
      { source: 'initialCurrencyId', kind: 'lookup', lookup: K.currency },
      { source: 'oemChargeableProducts', kind: 'lookupMany', lookup: K.product },
    ],
  }),
  tab({
    key: 'promotion',
    load: b.promotion,
    save: b.upsertPromotion,
    fields: [
      { source: 'promotionType', kind: 'integer', choices: choicesOf('business.promotionTypes', PROMOTION_TYPES) },
      { source: 'startDate', kind: 'date' },
      { source: 'endDate', kind: 'date' },
      { source: 'startProductId', kind: 'lookup', lookup: K.product },
      { source: 'endProductId', kind: 'lookup', lookup: K.product },
      { source: 'numberOfScans', kind: 'integer', min: 0, max: 100_000 },
    ],
  }),
];

/** The tabs in the spec's order; `form` tabs come from formTabs, the others are views of their own. */
export const tabOrder = ['location', 'info', 'users', 'billing', 'promotion', 'devices', 'notes', 'requests'] as const;
export type TabKey = (typeof tabOrder)[number];

const ENTITY_OF_TAB: Record<string, string> = { location: 'business', info: 'businessInfo', billing: 'billing', promotion: 'promotion' };
const tabLabel = (key: string) => `resources.business.tabs.${key}`;

/** A business's history (issue 33): its own changes and its tabs', each named by its tab and told by its fields. */
export const businessHistory = (businessId: number): HistoryTarget => ({
  area: 'business',
  entity: 'business',
  recordId: businessId,
  shownBy: [['businessTab'], ['business']],
  kinds: {
    ...Object.fromEntries(formTabs.map((t) => [ENTITY_OF_TAB[t.key], { resource: 'business', fields: t.fields, label: tabLabel(t.key) }])),
    // The status, set in the header, is the business's own field too.
    business: { resource: 'business', fields: [{ source: 'statusId', kind: 'lookup', lookup: K.businessStatus }, ...locationFields], label: tabLabel('location') },
    note: { resource: 'business', fields: [], label: tabLabel('notes') },
    noteFile: { resource: 'business', fields: [], label: tabLabel('notes') },
    businessUser: { resource: 'business', fields: [], label: tabLabel('users') },
    volumeDiscount: { resource: 'business', fields: [], label: tabLabel('billing') },
    productAddDiscount: { resource: 'business', fields: [], label: tabLabel('billing') },
  },
});
