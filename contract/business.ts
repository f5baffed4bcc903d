/**
 * Businesses (shops) and their nested records (spec §3 Business, §7 Business).
 * Each detail tab loads and saves through its own call; each tab's record
 * carries its own `version`, so saving one tab never makes another stale.
 * The spec's is{product}Client / is{product}User are isProTechClient / isProTechUser.
 */
import { z } from 'zod';
import { batchResult, endpoint, exportShape, queryBool, queryInt, rowId, version } from './define';
import { isoDate } from './fields';
import { keysOf } from './keys';
import { r } from './refusal';

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, r`must be at most ${max} characters`).nullable().optional();
const refId = z.int32().min(1, r('must be an id')).nullable().optional();
const key = z.strictObject({ key: queryInt.min(1, r('key must be a business id')) });

// ---- Location tab: the business itself and its addresses (Upsert, Location?key)

export const address = z.strictObject({
  id: rowId.default(0),
  street: text(200),
  city: text(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: text(100),
  /** Language of the address; 1 (English) by default (spec §3, §9). */
  language: z.int32().min(1).default(1),
});
export type Address = z.infer<typeof address>;

export const businessLocation = z.strictObject({
  id: rowId,
  shopId: text(20),
  sid: optionalText(40),
  statusId: z.int32().min(1, r('must be a status id')),
  name: text(200),
  timezone: optionalText(64),
  phone: optionalText(30),
  phoneCC: optionalText(6),
  language: z.int32().min(1).default(1),
  billSameAsPrimary: z.boolean().default(true),
  dispatchPriorityId: refId,
  distributorId: refId,
  salesRepId: refId,
  referralSourceId: refId,
  parentId: refId,
  grandparentId: refId,
  primaryAddress: address,
  /** Ignored (kept equal to primaryAddress) when billSameAsPrimary is true. */
  billingAddress: address.nullable().optional(),
  version: version.optional(),
});
export type BusinessLocationInput = z.infer<typeof businessLocation>;
export const businessLocationRecord = businessLocation.extend({
  id: z.number().int(),
  billingAddress: address,
  version: z.number().int(),
  dateCreated: z.string(),
});
export type BusinessLocation = z.infer<typeof businessLocationRecord>;

// ---- Biz Info tab (Info?key, UpsertInfo)

const ids = z.array(z.int32().min(1)).max(200);
export const businessInfo = z.strictObject({
  businessId: z.int32().min(1),
  isMobileClient: z.boolean(),
  isEnterpriseClient: z.boolean(),
  isProTechClient: z.boolean(),
  isHunterClient: z.boolean(),
  isSafeliteClient: z.boolean(),
  isCorporateAccount: z.boolean(),
  isCapLinkMember: z.boolean(),
  isSolera: z.boolean(),
  isOnyxClient: z.boolean(),
  soleraSiteIdReference: optionalText(50),
  onyxClientReference: optionalText(50),
  capricornNumber: optionalText(50),
  accountId: optionalText(50),
  annualRevenueId: refId,
  monthlyRoId: refId,
  locationCountId: refId,
  reportingGroupId: refId,
  manufacturers: z.array(z.strictObject({ id: z.int32().min(1), percent: z.number().min(0).max(100) })).max(100),
  oemCertifications: ids,
  insuranceDepartments: ids,
  services: ids,
  version: version.optional(),
});
export type BusinessInfo = z.infer<typeof businessInfo> & { version: number };

// ---- User List tab (Users?key, ModifyUsers): business users live in the one identity store

export const businessUser = z.strictObject({
  id: rowId,
  firstName: text(100),
  lastName: text(100),
  hasLogin: z.boolean().default(false),
  username: optionalText(128),
  email: z.email(r('must be an email address')).max(254),
  /** Write only: required for a new user with a login (requiresPasswordOnSubmit). */
  password: z.string().max(128).nullable().optional(),
  requiresPasswordOnSubmit: z.boolean().optional(),
  isPrimary: z.boolean().default(false),
  isEnabled: z.boolean().default(false),
  isLockout: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
  isMahle: z.boolean().default(false),
  receivesInvoices: z.boolean().default(false),
  receivesReports: z.boolean().default(false),
  /** Defaults to false when missing (spec §5). */
  receivesReportsOnly: z.boolean().default(false),
  receivesChatReports: z.boolean().default(false),
  isProTechUser: z.boolean().default(false),
  titleId: refId,
  phone: optionalText(30),
  phoneCC: optionalText(6),
  version: version.optional(),
});
export type BusinessUserInput = z.infer<typeof businessUser>;
/** The fields of one user row the console sends in `ModifyUsers`. */
export const businessUserKeys = keysOf(businessUser);
export type BusinessUser = Omit<BusinessUserInput, 'password'> & { version: number };

// ---- Billing tab (Billing?key, UpsertBilling)

export const billing = z.strictObject({
  businessId: z.int32().min(1),
  isDemo: z.boolean(),
  isRecurring: z.boolean(),
  periodId: refId,
  periodAmount: z.number().min(0).max(10_000_000).nullable().optional(),
  currencyId: refId,
  isCurrencyIdSavedInDatabase: z.boolean().optional(),
  initialCurrencyId: refId,
  oemChargeableProducts: ids,
  version: version.optional(),
});
export type Billing = z.infer<typeof billing> & { version: number };

// ---- Promotion tab (Promotion?key, UpsertPromotion)

/** The promotion types (spec §3 Promotion's promotionType), by the number stored; the console names each. */
export const PROMOTION_TYPES = { none: 0, freeScans: 1, discountedScans: 2, freeTrial: 3 } as const;
const promotionTypeMax = Math.max(...Object.values(PROMOTION_TYPES));

export const promotion = z
  .strictObject({
    businessId: z.int32().min(1),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
    startProductId: refId,
    endProductId: refId,
    promotionType: z.int32().min(0, r('must be a promotion type')).max(promotionTypeMax, r('must be a promotion type')).nullable().optional(),
    numberOfScans: z.int32().min(0).max(100_000).nullable().optional(),
    version: version.optional(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, { path: ['endDate'], message: r('must not be before startDate') });
export type Promotion = z.infer<typeof promotion> & { version: number };
/** The tab as answered: its dates and type as stored, so one saved before the year rule (fields.ts DATE_YEARS) or the types still reads. */
const promotionRecord = z.object({
  ...promotion.shape,
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  promotionType: z.number().int().nullable().optional(),
  version: z.number().int(),
});

// ---- Discounts (Discounts?key&type&other, UpsertDiscount; DiscountsProductAdds?key, UpsertDiscountProductAdd)

export const volumeDiscount = z.strictObject({
  id: rowId,
  businessId: z.int32().min(1),
  productId: z.int32().min(1, r('must be a product id')),
  typeId: z.int32().min(1).max(2, r('must be 1 (percent) or 2 (amount)')),
  amount: z.number().min(0).max(1_000_000),
  volumeBreak: z.int32().min(0).max(1_000_000),
  isActive: z.boolean().default(true),
  version: version.optional(),
});
export type VolumeDiscount = z.infer<typeof volumeDiscount> & { version: number };
export const volumeDiscountKeys = keysOf(volumeDiscount);

export const productAddDiscount = z.strictObject({
  id: rowId,
  businessId: z.int32().min(1),
  productAddId: z.int32().min(1, r('must be a product add id')),
  isTriggerDTC: z.boolean().default(false),
  /** Defaults to active when null (spec §5). */
  isActive: z
    .boolean()
    .nullable()
    .optional()
    .transform((v) => v ?? true),
  discount: z.strictObject({ typeId: z.int32().min(1).max(2), amount: z.number().min(0).max(1_000_000) }),
  version: version.optional(),
});
export type ProductAddDiscount = z.output<typeof productAddDiscount> & { version: number };
export const productAddDiscountKeys = keysOf(productAddDiscount);

// ---- Notes (Notes?key, UpsertNote, AddDocument) and their files

export const noteFile = z.object({ id: z.number().int(), name: z.string(), contentType: z.string(), size: z.number().int() });
export const note = z.object({ id: z.number().int(), businessId: z.number().int(), text: z.string(), files: z.array(noteFile), dateCreated: z.string(), version: z.number().int() });
export type Note = z.infer<typeof note>;

/** At most 10 MB a file (base64 adds a third). */
export const MAX_NOTE_FILE_BYTES = 10 * 1024 * 1024;

// ---- List, search, pickers

export const businessRow = z.object({
  id: z.number().int(),
  shopId: z.string(),
  sid: z.string().nullable(),
  name: z.string(),
  statusId: z.number().int(),
  status: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  salesRep: z.string().nullable(),
  parentId: z.number().int().nullable(),
  dateCreated: z.string(),
  TotalItems: z.number().int(),
});
export type BusinessRow = z.infer<typeof businessRow>;

export const SORTABLE = ['name', 'shopId', 'sid', 'status', 'city', 'state', 'country', 'dateCreated', 'id'] as const;
const listQuery = {
  search: z.string().trim().max(200).optional(),
  orderBy: z.enum(SORTABLE).optional(),
  sortBy: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  status: queryInt.min(0).optional(),
  pageSize: queryInt.min(1).max(10_000).default(10),
  offset: queryInt.min(0).default(0),
};
const { pageSize: _pageSize, offset: _offset, ...exportQuery } = listQuery;

/** Business/Search's filters besides the list's (the Business/Export takes them too). */
const advancedFilters = {
  salesRepId: queryInt.min(1).optional(),
  distributorId: queryInt.min(1).optional(),
  country: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  isMobileClient: queryBool.optional(),
  isEnterpriseClient: queryBool.optional(),
  isProTechClient: queryBool.optional(),
  isCorporateAccount: queryBool.optional(),
};

/** The CSV export's columns, in order: the list row's fields without TotalItems. */
export const EXPORT_COLUMNS = ['id', 'shopId', 'sid', 'name', 'status', 'phone', 'city', 'state', 'country', 'salesRep', 'parentId', 'dateCreated'] as const;

export const businessContract = {
  registered: endpoint({
    method: 'GET',
    path: 'BusinessQuery/Registered',
    summary:
      'Businesses page by page, rows carrying the exact TotalItems. search: every word of the term (a run of letters and digits, any case, any order) must occur in the name, shop id, sid, phone (as written or as digits), primary city, or a live user’s name or email; status: a status id (0 for all); orderBy/sortBy: a SORTABLE column, asc or desc (name asc by default)',
    query: z.strictObject(listQuery),
    response: z.array(businessRow),
  }),
  search: endpoint({
    method: 'GET',
    path: 'Business/Search',
    summary: 'Advanced search: any combination of status, flags, sales rep, distributor, country, state and creation dates',
    query: z.strictObject({ ...listQuery, ...advancedFilters }),
    response: z.array(businessRow),
  }),
  export: endpoint({
    method: 'GET',
    path: 'Business/Export',
    summary: `Every business the list or advanced search matches, in its order, as CSV streamed from the database page by page: the columns asked for (comma-separated, of ${EXPORT_COLUMNS.join(', ')}; all by default), with a header row of their names unless header=false (the console writes its own, translated)`,
    ours: true,
    file: true,
    query: z.strictObject({
      ...exportQuery,
      ...advancedFilters,
      ...exportShape(EXPORT_COLUMNS),
    }),
    response: z.string().describe('text/csv; charset=utf-8, an attachment named businesses.csv'),
  }),
  lookupBusiness: endpoint({
    method: 'GET',
    path: 'business/LookupBusiness',
    summary: 'Business picker: up to 20 businesses whose name or shop id matches; with id, that business alone (a picker naming its value)',
    query: z.strictObject({ search: z.string().trim().max(200).optional(), id: queryInt.min(1).optional() }),
    response: z.array(z.object({ id: z.number().int(), name: z.string(), shopId: z.string() })),
  }),
  location: endpoint({ method: 'GET', path: 'Business/Location', summary: 'The Location tab', query: key, response: businessLocationRecord }),
  upsert: endpoint({
    method: 'POST',
    path: 'Business/Upsert',
    summary: 'Creates (id 0) or updates a business and its addresses, in one transaction',
    body: businessLocation,
    response: businessLocationRecord,
  }),
  setStatus: endpoint({
    method: 'POST',
    path: 'Business/SetBusinessStatus',
    summary: "Changes a business's status",
    body: z.strictObject({ id: z.int32().min(1), statusId: z.int32().min(1) }),
    response: z.object({ id: z.number().int(), statusId: z.number().int(), status: z.string(), version: z.number().int() }),
  }),
  swapShopId: endpoint({
    method: 'POST',
    path: 'saintgobain/swapshopid',
    summary:
      "Gives the business holding oldShopId the shop id newShopId. The old id must exist and the new one be free: otherwise 400 whose body carries the reason in `errorMessage` (which the console alerts, spec §8) as well as in `message`. Success answers { success: true }.",
    body: z.strictObject({ oldShopId: text(20), newShopId: text(20) }),
    response: z.object({ success: z.boolean(), errorMessage: z.string().optional() }),
  }),
  info: endpoint({ method: 'GET', path: 'Business/Info', summary: 'The Biz Info tab', query: key, response: businessInfo.extend({ version: z.number().int() }) }),
  upsertInfo: endpoint({ method: 'POST', path: 'Business/UpsertInfo', summary: 'Saves the Biz Info tab', body: businessInfo, response: businessInfo.extend({ version: z.number().int() }) }),
  users: endpoint({
    method: 'GET',
    path: 'Business/Users',
    summary: "The business's users (deleted users hidden)",
    query: key,
    response: z.array(businessUser.omit({ password: true }).extend({ id: z.number().int(), version: z.number().int() })),
  }),
  modifyUsers: endpoint({
    method: 'POST',
    path: 'Business/ModifyUsers',
    summary: 'Saves the changed user rows, each in its own transaction, answering one result per row',
    body: z.strictObject({ businessId: z.int32().min(1), users: z.array(businessUser).min(1).max(200) }),
    response: batchResult,
  }),
  billing: endpoint({ method: 'GET', path: 'Business/Billing', summary: 'The Billing tab', query: key, response: billing.extend({ version: z.number().int() }) }),
  upsertBilling: endpoint({ method: 'POST', path: 'Business/UpsertBilling', summary: 'Saves the Billing tab', body: billing, response: billing.extend({ version: z.number().int() }) }),
  promotion: endpoint({ method: 'GET', path: 'Business/Promotion', summary: 'The Promotion tab', query: key, response: promotionRecord }),
  upsertPromotion: endpoint({ method: 'POST', path: 'Business/UpsertPromotion', summary: 'Saves the Promotion tab', body: promotion, response: promotionRecord }),
  discounts: endpoint({
    method: 'GET',
    path: 'Business/Discounts',
    summary: 'Volume discounts per product; type filters one product, other=true includes inactive rows',
    query: z.strictObject({ key: queryInt.min(1), type: queryInt.min(0).optional(), other: queryBool.optional() }),
    response: z.array(volumeDiscount.extend({ id: z.number().int(), version: z.number().int() })),
  }),
  upsertDiscount: endpoint({
    method: 'POST',
    path: 'Business/UpsertDiscount',
    summary: 'Saves volume discount rows, each in its own transaction, with one success flag per row',
    body: z.array(volumeDiscount).min(1).max(200),
    response: batchResult,
  }),
  discountsProductAdds: endpoint({
    method: 'GET',
    path: 'Business/DiscountsProductAdds',
    summary: 'Product-add discounts',
    query: key,
    response: z.array(z.object({ id: z.number().int(), businessId: z.number().int(), productAddId: z.number().int(), isTriggerDTC: z.boolean(), isActive: z.boolean(), discount: z.object({ typeId: z.number().int(), amount: z.number() }), version: z.number().int() })),
  }),
  upsertDiscountProductAdd: endpoint({
    method: 'POST',
    path: 'Business/UpsertDiscountProductAdd',
    summary: 'Saves product-add discount rows, each in its own transaction, with one success flag per row',
    body: z.array(productAddDiscount).min(1).max(200),
    response: batchResult,
  }),
  notes: endpoint({ method: 'GET', path: 'Business/Notes', summary: "The business's notes, newest first, with their files", query: key, response: z.array(note) }),
  upsertNote: endpoint({
    method: 'POST',
    path: 'Business/UpsertNote',
    summary: 'Creates (id 0) or updates a note',
    body: z.strictObject({ id: rowId, businessId: z.int32().min(1), text: text(4000), version: version.optional() }),
    response: note,
  }),
  addDocument: endpoint({
    method: 'POST',
    path: 'Business/AddDocument',
    summary: 'Attaches a file (base64) to a note: PDF, PNG, JPEG, text, CSV, XLSX or DOCX, checked by content, at most 10 MB',
    bodyLimit: 15 * 1024 * 1024,
    body: z.strictObject({ noteId: z.int32().min(1), fileName: text(200), contentBase64: z.string().min(1, r('must not be empty')).max(Math.ceil((MAX_NOTE_FILE_BYTES * 4) / 3) + 4, r('the file is larger than 10 MB')) }),
    response: noteFile,
  }),
  noteFile: endpoint({
    method: 'GET',
    path: 'Business/NoteFile',
    summary: "Downloads a note's file as an attachment",
    ours: true,
    file: true,
    query: z.strictObject({ id: queryInt.min(1) }),
    response: z.string().describe('the file bytes'),
  }),
};
