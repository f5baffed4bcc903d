/**
 * Catalogue administration (issue 5, spec §3 and §7 Lookups): scan types, activation cards, products,
 * product adds and product makes.
 *
 * - A scan type is an item of the lookup key `workorder.servicetype` plus the service element group its
 *   service elements belong to; the groups are the items of the lookup key `workorder.serviceelementgroup`
 *   (editable like any lookup). `isInActive` is the spec's mirror of `isActive`, never stored apart.
 * - An activation card unlocks a scan tool's software subscription: its card id and password, the account
 *   it was bought under, and the device it is assigned to (a row of `devices`). The password is a secret:
 *   the console masks it and never exports it.
 * - Products and product adds stay items of the lookup keys `product` and `product.add` (the ids businesses'
 *   billing, promotions and discounts refer to). A product's disclaimer is its item's `value`;
 *   `hasDisclaimer` is computed from it. `isAdd` tells a product add from a product. Neither is input.
 * - A product make says which vehicle makes (`makes`) a product or product add is offered for: a product with
 *   no active product make is offered for every make. `isAdd` is the product's.
 */
import { z } from 'zod';
import { endpoint, queryBool, queryInt, rowId, version } from './define';
import { isoDate } from './fields';
import { lookupItem, lookupItemInput } from './lookup';
import { r } from './refusal';

export const SCAN_TYPE_KEY = 'workorder.servicetype';
export const SERVICE_ELEMENT_GROUP_KEY = 'workorder.serviceelementgroup';
/** The spec names activation types among its lookup collections but no lookup of them exists here: a fixed set. */
export const ACTIVATION_ACCOUNT_TYPES = { shop: 1, distributor: 2, demo: 3, internal: 4 } as const;

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
const showAll = z.strictObject({ showAll: queryBool.optional() });
const existingId = (what: string) => z.int32().min(1, r`must be ${what} id`);
/** An update names the version it was read at (checked with the rest, so nothing is written without it). */
const versioned = <T extends { id: number; version?: number }>(row: T) => row.id === 0 || row.version !== undefined;
const versionRequired = { path: ['version'], message: r('is required to update an existing record') };

export const scanType = lookupItem.extend({
  serviceElementGroupId: z.number().int().nullable(),
  serviceElementGroupName: z.string().nullable(),
  isInActive: z.boolean(),
});
export type ScanType = z.infer<typeof scanType>;
export const scanTypeInput = lookupItemInput
  .omit({ key: true, isActive: true })
  .extend({
    key: z.literal(SCAN_TYPE_KEY).optional(),
    isActive: z.boolean().optional(),
    isInActive: z.boolean().optional(),
    serviceElementGroupId: existingId(r('a service element group')),
  })
  .refine((s) => s.isActive === undefined || s.isInActive === undefined || s.isActive !== s.isInActive, {
    path: ['isInActive'],
    message: r('must be the opposite of isActive'),
  });
export type ScanTypeInput = z.infer<typeof scanTypeInput>;

export const activationCard = z.object({
  id: z.number().int(),
  activationCardId: z.string(),
  activationPassword: z.string(),
  activationAccountReference: z.string().nullable(),
  activationAccountType: z.number().int(),
  /** YYYY-MM-DD. */
  assignedDate: z.string().nullable(),
  assignedDeviceId: z.number().int().nullable(),
  /** The assigned device's serial number, for display. */
  assignedDeviceSerialNumber: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type ActivationCard = z.infer<typeof activationCard>;
const accountTypeIds = Object.values(ACTIVATION_ACCOUNT_TYPES) as number[];
export const activationCardInput = z
  .strictObject({
    id: rowId,
    activationCardId: text(40).regex(/^[A-Za-z0-9-]+$/, r('must hold only letters, digits and dashes')),
    activationPassword: z.string().min(4, r('must be at least 4 characters')).max(64, r('must be at most 64 characters')),
    activationAccountReference: z.string().trim().max(100, r('must be at most 100 characters')).nullable().optional(),
    activationAccountType: z.int32().refine((n) => accountTypeIds.includes(n), r`must be one of ${accountTypeIds.join(', ')}`),
    /** Today when a device is assigned without one; refused without a device. */
    assignedDate: isoDate.nullable().optional(),
    assignedDeviceId: existingId(r('a device')).nullable().optional(),
    isActive: z.boolean().default(true),
    version: version.optional(),
  })
  .refine(versioned, versionRequired)
  .refine((c) => !c.assignedDate || c.assignedDeviceId, { path: ['assignedDate'], message: r('is set only on a card assigned to a device') });
export type ActivationCardInput = z.infer<typeof activationCardInput>;

export const productAdd = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean(), isAdd: z.boolean(), version: z.number().int() });
export type ProductAdd = z.infer<typeof productAdd>;
export const product = productAdd.extend({
  disclaimer: z.string().nullable(),
  /** True when the disclaimer is not empty: computed, never stored nor accepted. */
  hasDisclaimer: z.boolean(),
});
export type Product = z.infer<typeof product>;
const productAddFields = { id: rowId, name: text(200), isActive: z.boolean().default(true), version: version.optional() };
export const productAddInput = z.strictObject(productAddFields).refine(versioned, versionRequired);
export const productInput = z
  .strictObject({ ...productAddFields, disclaimer: z.string().trim().max(500, r('must be at most 500 characters')).nullable().optional() })
  .refine(versioned, versionRequired);
export type ProductInput = z.infer<typeof productInput>;

export const productMake = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  makeId: z.number().int(),
  makeName: z.string(),
  isAdd: z.boolean(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type ProductMake = z.infer<typeof productMake>;
export const productMakeInput = z
  .strictObject({
    id: rowId,
    productId: existingId('a product or product add'),
    makeId: existingId('a make'),
    isActive: z.boolean().default(true),
    version: version.optional(),
  })
  .refine(versioned, versionRequired);
export type ProductMakeInput = z.infer<typeof productMakeInput>;

export const serviceCatalogueContract = {
  getScanTypes: endpoint({
    method: 'GET',
    path: 'lookup/GetScanTypes',
    summary: `Scan types (items of ${SCAN_TYPE_KEY}) with their service element group; inactive ones only with showAll`,
    query: showAll,
    response: z.array(scanType),
  }),
  upsertScanType: endpoint({
    method: 'POST',
    path: 'lookup/UpsertScanType',
    summary: `Creates (id 0) or updates (at its version) a scan type; serviceElementGroupId must be an item of ${SERVICE_ELEMENT_GROUP_KEY}`,
    body: scanTypeInput,
    response: scanType,
  }),
  getActivationCards: endpoint({
    method: 'GET',
    path: 'lookup/GetActivationCards',
    summary: 'Activation cards with the device each is assigned to; inactive ones only with showAll',
    query: showAll,
    response: z.array(activationCard),
  }),
  upsertActivationCard: endpoint({
    method: 'POST',
    path: 'lookup/UpsertActivationCard',
    summary: 'Creates (id 0) or updates (at its version) an activation card; activationCardId unique, assignedDeviceId an existing device',
    body: activationCardInput,
    response: activationCard,
  }),
  products: endpoint({
    method: 'GET',
    path: 'lookup/Products',
    summary: 'Products with their disclaimer; with withAdds the product adds too (isAdd); inactive ones only with showAll',
    query: z.strictObject({ showAll: queryBool.optional(), withAdds: queryBool.optional() }),
    response: z.array(product),
  }),
  productAdds: endpoint({
    method: 'GET',
    path: 'lookup/ProductAdds',
    summary: 'Product adds; inactive ones only with showAll',
    query: showAll,
    response: z.array(productAdd),
  }),
  productMakes: endpoint({
    method: 'GET',
    path: 'lookup/ProductMakes',
    summary: 'The vehicle makes each product or product add is offered for (one product with productId); inactive ones only with showAll',
    query: z.strictObject({ productId: queryInt.min(1).optional(), showAll: queryBool.optional() }),
    response: z.array(productMake),
  }),
  upsertProduct: endpoint({
    method: 'POST',
    path: 'Business/UpsertProduct',
    summary: 'Creates (id 0) or updates (at its version) a product, an item of the lookup key product; the disclaimer is stored as its value',
    body: productInput,
    response: product,
  }),
  upsertProductAdd: endpoint({
    method: 'POST',
    path: 'Business/UpsertProductAdd',
    summary: 'Creates (id 0) or updates (at its version) a product add, an item of the lookup key product.add',
    body: productAddInput,
    response: productAdd,
  }),
  upsertProductMake: endpoint({
    method: 'POST',
    path: 'Business/UpsertProductMake',
    summary: 'Creates (id 0) or updates (at its version) a product make; one per product and make',
    body: productMakeInput,
    response: productMake,
  }),
};
