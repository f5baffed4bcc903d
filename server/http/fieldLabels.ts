/**
 * The names a refusal gives a field: the console's own label of it, in the caller's language, so a Spanish
 * user reads «Dirección de facturación: es obligatoria…» where the API says billingAddress. The labels are
 * the console's (i18n/en.ts, i18n/es.ts: `resources.<name>.fields.<source>`, and `fieldGroups.<source>` for
 * a group of fields such as an address), held by the server as its own copy (fieldLabels.en.ts,
 * fieldLabels.es.ts: the server imports no console code), which fieldLabels.test.ts keeps equal to them.
 *
 * Which resource's labels name an endpoint's fields is said once per endpoint below (a field name alone is
 * ambiguous: `text` is a tax rate's Name and a note's Text). lookup/ByKey and lookup/Upsert serve every
 * lookup type: the body's key names the type (contract/lookupTypes.ts), whose resource's labels apply.
 * server/http/fieldLabels.test.ts checks this table against the console's endpoint table, and lists the
 * validated fields that have no label (they are named by their API name).
 */
import type { Endpoint } from '../../contract/define';
import { chatContract } from '../../contract/chat';
import { dashboardContract as dash } from '../../contract/dashboard';
import { businessContract as b } from '../../contract/business';
import { countrystateContract as cs } from '../../contract/countrystate';
import { deviceContract } from '../../contract/device';
import { lookupContract as l } from '../../contract/lookup';
import { salesRepsContract as sr } from '../../contract/salesReps';
import { serviceRequestContract } from '../../contract/serviceRequest';
import { usersContract as u } from '../../contract/users';
import { deviceFilesContract as df } from '../../contract/deviceFiles';
import { filesContract as files } from '../../contract/files';
import { lookupStoreContract as ls } from '../../contract/lookupStore';
import { lookupTypeOf } from '../../contract/lookupTypes';
import { maintenanceContract as mt } from '../../contract/maintenance';
import { messagesContract as msg } from '../../contract/messages';
import { openingHoursContract as oh } from '../../contract/openingHours';
import { partnerContract as p } from '../../contract/partner';
import { historyContract as history } from '../../contract/history';
import { ragContract as rag } from '../../contract/rag';
import { REFERENCE_LISTS, referencesContract as ref } from '../../contract/references';
import { reportsContract as rep } from '../../contract/reports';
import { scanproContract as scanpro } from '../../contract/scanpro';
import { serviceCatalogueContract as sc } from '../../contract/serviceCatalogue';
import { toolsContract as tools } from '../../contract/tools';
import { translationsContract as tr } from '../../contract/translations';
import { en } from './fieldLabels.en';
import { es } from './fieldLabels.es';
import type { Language } from './text';

/** The resources whose labels name a lookup item's fields: its type's, then the generic item's (admin/defaults shows every field). */
const byLookupKey = (input: unknown): string[] => {
  const key = (input as { key?: unknown } | null)?.key;
  const type = typeof key === 'string' ? lookupTypeOf(key)?.name : undefined;
  return type ? [type, 'lookupItems'] : ['lookupItems'];
};

type Resolver = string | ((input: unknown) => string[]);

/** Each endpoint whose input the console fills, with the resource (i18n `resources.<name>`) that labels its fields. */
export const LABELLED_BY = new Map<Endpoint, Resolver>([
  // The business list, detail and tabs are one resource's fields; Business/Upsert saves partners too, whose labels are a subset.
  ...[b.registered, b.search, b.export, b.lookupBusiness, b.location, b.upsert, b.setStatus, b.swapShopId, b.info, b.upsertInfo].map((e) => [e, 'business'] as const),
  ...[b.billing, b.upsertBilling, b.promotion, b.upsertPromotion, b.notes, b.upsertNote, b.addDocument, b.noteFile].map((e) => [e, 'business'] as const),
  [b.users, 'businessUsers'],
  [b.modifyUsers, 'businessUsers'],
  [b.discounts, 'volumeDiscounts'],
  [b.upsertDiscount, 'volumeDiscounts'],
  [b.discountsProductAdds, 'productAddDiscounts'],
  [b.upsertDiscountProductAdd, 'productAddDiscounts'],
  [p.partners, 'partner'],
  [p.tree, 'partner'],
  ...[u.getUsers, u.getUser, u.createUser, u.updateUser, u.emailExists, u.resetPassword].map((e) => [e, 'users'] as const),
  ...[sr.salesReps, sr.getSalesRep, sr.upsertSalesRep].map((e) => [e, 'salesReps'] as const),
  [l.getMakes, 'makes'],
  [l.saveMakes, 'makes'],
  [l.byKey, byLookupKey],
  [l.upsert, byLookupKey],
  ...[ls.byGroup, ls.byKeys, ls.getLookupValues, ls.fillTranslations].map((e) => [e, 'lookupItems'] as const),
  [cs.getCountryList, 'countries'],
  [cs.upsertCountry, 'countries'],
  ...[cs.getStateProvinceList, cs.stateProvinces, cs.upsertStateProvince, cs.deleteStateProvince].map((e) => [e, 'states'] as const),
  ...[deviceContract.getDevicesForListing, deviceContract.getDevice, deviceContract.getDeviceById, deviceContract.createDevice, deviceContract.updateDevice].map((e) => [e, 'devices'] as const),
  ...[deviceContract.assignDevice, deviceContract.activateDevice, deviceContract.deviceActivationInfo].map((e) => [e, 'devices'] as const),
  ...[deviceContract.upsertDeviceShipment, deviceContract.getDeviceShipments].map((e) => [e, 'deviceShipments'] as const),
  ...[tools.getAllTools, tools.getToolsForListing].map((e) => [e, 'tools'] as const),
  ...[tools.getToolMakes, tools.addToolMake, tools.deleteToolMake].map((e) => [e, 'toolMakes'] as const),
  ...[df.getAllDeviceFiles, df.getDeviceFileById, df.updateDeviceFile].map((e) => [e, 'deviceFiles'] as const),
  ...Object.values(serviceRequestContract).map((e) => [e, 'serviceRequests'] as const),
  ...Object.values(mt).map((e) => [e, 'maintenance'] as const),
  ...Object.values(chatContract).map((e) => [e, 'chat'] as const),
  // A scan type is a lookup item: the fields its screen does not show are labelled as admin/defaults shows them.
  [sc.getScanTypes, () => ['scanTypes', 'lookupItems']],
  [sc.upsertScanType, () => ['scanTypes', 'lookupItems']],
  [sc.getActivationCards, 'activationCards'],
  [sc.upsertActivationCard, 'activationCards'],
  [sc.products, 'products'],
  [sc.upsertProduct, 'products'],
  [sc.productAdds, 'productAdds'],
  [sc.upsertProductAdd, 'productAdds'],
  [sc.productMakes, 'productMakes'],
  [sc.upsertProductMake, 'productMakes'],
  [msg.savePrecannedMessages, 'precannedMessages'],
  ...[msg.getCalibrationRecommendations, msg.getCalibrationRecommendation, msg.saveCalibrationRecommendations, msg.deleteCalibrationRecommendation].map(
    (e) => [e, 'calibrationRecommendations'] as const,
  ),
  ...[msg.getWelcomeNotificationMessage, msg.getTranslatedCalibrationWelcomeMessage, msg.saveCalibrationWelcomeMessage].map((e) => [e, 'calibrationHomepageMessage'] as const),
  ...[rep.getScanTools, rep.saveScanTool, rep.removeScanTool].map((e) => [e, 'scanTools'] as const),
  ...[rep.getReportTemplates, rep.saveReportTemplate, rep.removeReportTemplate].map((e) => [e, 'reportTemplates'] as const),
  // The reference lists' GETs answer one lookup type each, labelled as its catalogue.
  ...Object.entries(REFERENCE_LISTS).map(([list, { key }]) => [ref[list as keyof typeof REFERENCE_LISTS], () => byLookupKey({ key })] as const),
  [ref.saveInsurance, 'insuranceCompanies'],
  [ref.vehicleMakes, 'vehicleMakes'],
  [ref.countries, 'countries'],
  [ref.stateProvince, 'states'],
  [ref.deviceManufactureAndModels, 'deviceModels'],
  [ref.saveZeusLookup, 'deviceModels'],
  ...[files.list, files.fileBase64, files.thumbsBase64, files.uploadBase64].map((e) => [e, 'files'] as const),
  ...Object.values(oh).map((e) => [e, e === oh.getAuditLog ? 'openingHoursAudit' : 'openingHours'] as const),
  ...Object.values(tr).map((e) => [e, 'translations'] as const),
  // A record's history and the Activity screen's filters: the Activity screen's labels.
  ...Object.values(history).map((e) => [e, 'activity'] as const),
  ...Object.values(scanpro).map((e) => [e, 'scanpro'] as const),
  ...Object.values(dash).map((e) => [e, 'dashboards'] as const),
  ...Object.values(rag).map((e) => [e, ([rag.getServiceElementList, rag.getServiceElementGroups, rag.upsertServiceElement] as Endpoint[]).includes(e) ? 'serviceElements' : 'ragRatings'] as const),
]);

/** The users form's source of each body field CreateUser and UpdateUser rename (the console's `userErrorSources`). */
const userFormSources = { GivenName: 'FirstName', FamilyName: 'LastName', RootLocationId: 'LocationId' };

/**
 * Body fields a form shows under another source (the save entry's `errorSources` in the console's endpoint
 * table, which fieldLabels.test.ts compares with this): labelled as the form's input.
 */
export const RENAMED = new Map<Endpoint, Record<string, string>>([
  [u.createUser, userFormSources],
  [u.updateUser, userFormSources],
]);

const urlOf = (e: { method: string; url: string }) => `${e.method.toUpperCase()} ${e.url.toLowerCase()}`;
const byUrl = new Map([...LABELLED_BY].map(([e, resolver]) => [urlOf(e), resolver]));
const renamedByUrl = new Map([...RENAMED].map(([e, renames]) => [urlOf(e), renames]));

/** The resources whose labels name the fields of the endpoint at `method url` (a route's URL), given its input: the first that has a label wins. */
export function labellingResources(method: string, url: string, input: unknown): string[] {
  const resolver = byUrl.get(urlOf({ method, url }));
  if (resolver === undefined) return [];
  return typeof resolver === 'function' ? resolver(input) : [resolver];
}

/** How the endpoint at `method url` labels its fields, given its input: `(field) => label`, undefined where the console has none. */
export function endpointLabels(method: string, url: string, input: unknown, language: Language): (field: string) => string | undefined {
  const resources = labellingResources(method, url, input);
  const renames = renamedByUrl.get(urlOf({ method, url })) ?? {};
  return (field) => {
    const [first, ...rest] = field.split('.');
    return fieldLabel(resources, [renames[first] ?? first, ...rest].join('.'), language);
  };
}

type Tree = { [k: string]: unknown };
const catalogues: Record<Language, Tree> = { en, es };

/** Named values of a resource the server writes in the caller's language (an export's cells), copied with its labels. */
export const CHOICE_GROUPS: Readonly<Record<string, readonly string[]>> = { activity: ['areas', 'entities', 'actions'] };

/** A group of `resource`'s labels in `language` by key: its `fields`, or named values it holds (CHOICE_GROUPS). */
export function labelGroup(resource: string, group: string, language: Language): Readonly<Record<string, string>> {
  return (at(catalogues[language], [resource, group]) ?? {}) as Record<string, string>;
}

function at(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const segment of path) node = node !== null && typeof node === 'object' ? (node as Tree)[segment] : undefined;
  return node;
}

const labelAt = (messages: unknown, segments: string[]) => {
  for (const branch of ['fields', 'fieldGroups']) {
    const label = at(messages, [branch, ...segments]);
    if (typeof label === 'string') return label;
  }
  return undefined;
};
const camel = (segment: string) => segment.charAt(0).toLowerCase() + segment.slice(1);

/**
 * The label of a field in `language`, from the first of `resources` that has one, or undefined when the
 * console has none. `path` is the API's (`billingAddress.city`, `1.discount.amount`): a row's index is not
 * part of the label; a name the API spells in PascalCase (`GivenName`) is looked up as the form's camelCase;
 * and a field inside a list or group with no label of its own path (`users.email` of ModifyUsers) is named
 * by its own name (`email`), the label of the input that shows it.
 */
export function fieldLabel(resources: string | readonly string[], path: string, language: Language): string | undefined {
  const segments = path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s));
  if (segments.length === 0) return undefined;
  for (const resource of typeof resources === 'string' ? [resources] : resources) {
    const messages = at(catalogues[language], [resource]);
    for (let from = 0; from < segments.length; from++) {
      const tail = segments.slice(from);
      const label = labelAt(messages, tail) ?? labelAt(messages, tail.map(camel));
      if (label !== undefined) return label;
    }
  }
  return undefined;
}
