/**
 * The kinds of record a History/Revert can put back (./revert.ts), each by its own calls: one declaration per kind.
 */
import { businessContract as business, businessUserKeys } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import type { ChangeEntry } from '../../db/changeHistory';
import type { Text } from '../../http/text';
import { businessKind } from '../business/business.repository';
import { businessInfoKind } from '../business/businessInfo.repository';
import { billingKind } from '../businessDetails/billing.repository';
import { promotionKind } from '../businessDetails/promotion.repository';
import { holidayKind } from '../openingHours/holidays.repository';
import { openingHoursContract as hours } from '../../../contract/openingHours';
import { salesRepsContract as salesReps } from '../../../contract/salesReps';
import { usersContract as users } from '../../../contract/users';
import { countrystateContract as countries } from '../../../contract/countrystate';
import { countryKind, stateProvinceKind } from '../countrystate/countrystate.repository';
import { userKind } from '../users/userKind';
import { salesRepKind } from '../salesReps/saveSalesRep';
import { reportsContract as reports } from '../../../contract/reports';
import { reportTemplateKind } from '../reports/reportTemplates.repository';
import { scanToolKind } from '../reports/scanTools.repository';
import { deviceFilesContract as deviceFiles } from '../../../contract/deviceFiles';
import { deviceFileKind } from '../devices/deviceFiles.repository';
import { lookupContract as lookups } from '../../../contract/lookup';
import { lookupItemKind } from '../lookup/lookups.repository';
import { makeKind } from '../lookup/makes.repository';
import { messagesContract as messages, PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import { calibrationRecommendationKind } from '../messages/calibration.repository';
import { serviceCatalogueContract as catalogue } from '../../../contract/serviceCatalogue';
import { activationCardKind } from '../serviceCatalogue/activationCards.repository';
import { productAddKind, productKind } from '../serviceCatalogue/products.repository';
import { scanTypeKind } from '../serviceCatalogue/scanTypes.repository';
import { productMakeKind } from '../serviceCatalogue/productMakes.repository';
import { referencesContract as references } from '../../../contract/references';
import { deviceModelKind } from '../references/deviceModels.repository';
import { insuranceCompanyKind } from '../references/insurance.repository';
import { precannedMessageKind } from '../messages/precanned.repository';
import { noteKind } from '../businessDetails/notes.repository';
import { volumeDiscountKind } from '../businessDetails/volumeDiscounts.repository';
import { dashboardContract as dashboard } from '../../../contract/dashboard';
import { templateKind } from '../dashboard/templates';
import { deviceContract as devices } from '../../../contract/device';
import { deviceKind } from '../devices/device.repository';
import { shipmentKind } from '../devices/shipments.repository';
import { businessUserKind } from '../businessDetails/businessUsers.repository';
import { maintenanceContract as maintenance, type MaintenanceWorkOrder } from '../../../contract/maintenance';
import { workOrderKind } from '../maintenance/kinds';
import { standardDayKind } from '../openingHours/standardHours.repository';
import { tenantKind } from '../openingHours/tenants.repository';
import { ragContract as rag } from '../../../contract/rag';
import { serviceElementKind } from '../rag/elements.repository';
import { productAddDiscountKind } from '../businessDetails/productAddDiscounts.repository';
import { toolsContract as tools } from '../../../contract/tools';
import { toolMakeKind } from '../devices/toolMakes.repository';
import { translationsContract as translations } from '../../../contract/translations';
import { KINDS as TRANSLATED, type TranslatedKind } from '../translations/kinds';
import { m } from '../../http/text';
import { type ScanProConfiguration, scanproContract as scanpro } from '../../../contract/scanpro';
import { configurationKind, rowsOf, snapshotOf } from '../scanpro/configuration.repository';

/**
 * How a kind's record is read and written by its own calls: its Get call (with the record's id as query); its save
 * call, which puts an update's fields back; its delete call (`{ id, version }`), which reverts a creation; its create
 * call, which restores a deleted record from its last snapshot (the kind's owner from the entry's scope). A kind
 * declares the ones the spec gives it.
 */
export interface Revertible {
  /** How a refusal names the record (its kind's own words). */
  what: (recordId: number) => Text;
  get: Endpoint;
  /**
   * The Get call's query for the record (its owner, the entry's scope, for a list of one owner's records; the
   * language an entry's values name, for a translation).
   */
  query: (recordId: number, scopeId: number | null, entry?: Partial<ChangeEntry>) => Record<string, string> | undefined;
  /** The Get call's body, for a Get that is a POST (a lookup type's items: the entry's key). */
  getBody?: (entry: ChangeEntry) => unknown;
  /** A kind read by a list call (a catalogue): its row among the answer's (by id, when absent and the answer is a list). */
  pick?: (answer: unknown, recordId: number) => Record<string, unknown> | undefined;
  save?: Endpoint;
  /**
   * The save call's body from the record as its Get answers it with the fields put back (`current`: as it answers
   * it now), where the two differ: a user's FirstName is GivenName there; a translation put back to none is sent empty.
   */
  saveBody?: (record: Record<string, unknown>, current: Record<string, unknown>, entry?: Partial<ChangeEntry>) => Record<string, unknown>;
  /**
   * Its creations and deletions are put back by its save too, as updates of the record its Get answers: a
   * translation added or removed is its item's text set or emptied.
   */
  savedWhole?: true;
  remove?: Endpoint;
  /**
   * Its save and create calls take rows and answer a result per row: an array of them (a catalogue's batch save), or
   * the rows under a body of their owner's (a business's users, `{ businessId, users }`), a row's fields its `keys`.
   */
  batch?: true | { keys: readonly string[] | null; body: (rows: Record<string, unknown>[], scopeId: number | null) => unknown };
  create?: { endpoint: Endpoint; body: (before: Record<string, unknown>, scopeId: number | null) => Record<string, unknown> };
  /**
   * The kind (`'<area>/<entity>'`) its save call records the change as, when not the entry's: an insurance company,
   * recorded as one by maintenance/SaveInsurance, is edited as the lookup item it is (lookup/Upsert).
   */
  recordedAs?: string;
  /**
   * Fields only another of its calls writes (a template's sharing, a device's place): an update that changed one is
   * that call's, and none of it is put back here (nor a device's status, which its assignment changes with its place).
   */
  savedElsewhere?: readonly string[];
  /**
   * Fields its save cannot put back (a business user's password, which the history keeps only as a mark): not
   * offered; the entry's other fields are.
   */
  notPutBack?: readonly string[];
}

const byKey = (recordId: number) => ({ key: String(recordId) });
const byId = (recordId: number) => ({ id: String(recordId) });
/** A Get call that takes no query (a whole catalogue's list). */
const noQuery = () => undefined;
/** A catalogue's whole list, its inactive rows too. */
const showAll = () => ({ showAll: 'true' });
/** The list of the record's owner (the entry's scope: a business's notes). */
const ofOwner = (_recordId: number, scopeId: number | null) => ({ key: String(scopeId) });

/** A lookup item's translations put back: a language the item has now and had not then is sent empty, which removes it. */
function translationsBack(record: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const now = (current.translations ?? {}) as Record<string, string>;
  const then = (record.translations ?? {}) as Record<string, string>;
  return { ...record, translations: { ...Object.fromEntries(Object.keys(now).map((language) => [language, ''])), ...then } };
}

/** The language an entry of a translation names (its values carry it: the before of a deletion, else the after). */
const languageOf = (entry?: Partial<ChangeEntry>) => String((entry?.after ?? entry?.before)?.languageCode);

/**
 * A translation (area `translations`: the item's id as the record, its language in the values): read from its
 * language's list, saved by that list's save at the text it has now (its `previous`), an empty text removing it.
 */
function translationOf(kind: TranslatedKind, get: Endpoint, save: Endpoint): Revertible {
  return {
    what: (recordId) => m`The translation of ${kind.what} (${recordId})`,
    get,
    query: (_recordId, _scopeId, entry) => ({ [kind.languageField]: languageOf(entry) }),
    pick: (answer, recordId) => (answer as Record<string, unknown>[]).find((row) => row[kind.idField] === recordId),
    save,
    saveBody: (record, current, entry) => ({
      [kind.languageField]: languageOf(entry),
      items: [{ [kind.idField]: record[kind.idField], translation: record.translation ?? '', previous: current.translation ?? null }],
    }),
    savedWhole: true,
  };
}

/** A catalogue's row read from its whole list (inactive rows too) and saved by its upsert call; no delete in the spec. */
const catalogueRow = (what: Revertible['what'], get: Endpoint, save: Endpoint, saveBody?: Revertible['saveBody']): Revertible => ({ what, get, query: showAll, save, saveBody });

export const REVERTIBLE: Record<string, Revertible> = {
  'business/business': { what: businessKind.what, get: business.location, query: byKey, save: business.upsert },
  'business/businessInfo': { what: businessInfoKind.what, get: business.info, query: byKey, save: business.upsertInfo },
  'business/billing': { what: billingKind.what, get: business.billing, query: byKey, save: business.upsertBilling },
  'business/promotion': { what: promotionKind.what, get: business.promotion, query: byKey, save: business.upsertPromotion },
  'users/user': {
    what: userKind.what,
    get: users.getUser,
    query: byId,
    save: users.updateUser,
    saveBody: (user) => ({
      ...user,
      Id: user.id,
      GivenName: user.FirstName,
      FamilyName: user.LastName,
      RootLocationId: user.LocationId,
      Roles: (user.Roles as { Id: number }[]).map((role) => ({ Id: role.Id })),
    }),
  },
  'salesReps/salesRep': { what: salesRepKind.what, get: salesReps.getSalesRep, query: byId, save: salesReps.upsertSalesRep },
  'countrystate/country': { what: countryKind.what, get: countries.getCountryList, query: noQuery, save: countries.upsertCountry },
  'countrystate/stateProvince': {
    what: stateProvinceKind.what,
    get: countries.getStateProvinceList,
    query: (_recordId, countryId) => ({ id: String(countryId) }),
    save: countries.upsertStateProvince,
    remove: countries.deleteStateProvince,
    create: { endpoint: countries.upsertStateProvince, body: (before) => ({ ...before, id: 0 }) },
  },
  'lookup/lookupItem': {
    what: lookupItemKind.what,
    get: lookups.byKey,
    query: noQuery,
    getBody: (entry) => ({ key: String((entry.after ?? entry.before)?.key), showAll: true }),
    save: lookups.upsert,
    saveBody: translationsBack,
  },
  // A scan type answers its state twice (isActive, isInActive): the one put back goes alone.
  'serviceCatalogue/scanType': catalogueRow(scanTypeKind.what, catalogue.getScanTypes, catalogue.upsertScanType, (record, current) => {
    const { isInActive: _derived, ...rest } = translationsBack(record, current);
    return rest;
  }),
  'serviceCatalogue/activationCard': catalogueRow(activationCardKind.what, catalogue.getActivationCards, catalogue.upsertActivationCard),
  'serviceCatalogue/product': catalogueRow(productKind.what, catalogue.products, catalogue.upsertProduct),
  'serviceCatalogue/productAdd': catalogueRow(productAddKind.what, catalogue.productAdds, catalogue.upsertProductAdd),
  'lookup/make': { what: makeKind.what, get: lookups.getMakes, query: showAll, save: lookups.saveMakes, batch: true },
  'messages/calibrationRecommendation': {
    what: calibrationRecommendationKind.what,
    get: messages.getCalibrationRecommendation,
    query: byId,
    save: messages.saveCalibrationRecommendations,
    remove: messages.deleteCalibrationRecommendation,
    batch: true,
    create: { endpoint: messages.saveCalibrationRecommendations, body: (before) => ({ ...before, id: 0 }) },
  },
  'devices/deviceFile': { what: deviceFileKind.what, get: deviceFiles.getDeviceFileById, query: byId, save: deviceFiles.updateDeviceFile },
  'reports/scanTool': {
    what: scanToolKind.what,
    get: reports.getScanTools,
    query: showAll,
    save: reports.saveScanTool,
    remove: reports.removeScanTool,
    create: { endpoint: reports.saveScanTool, body: (before) => ({ ...before, id: 0 }) },
  },
  'reports/reportTemplate': {
    what: reportTemplateKind.what,
    get: reports.getReportTemplates,
    query: showAll,
    save: reports.saveReportTemplate,
    remove: reports.removeReportTemplate,
    create: { endpoint: reports.saveReportTemplate, body: (before) => ({ ...before, id: 0 }) },
  },
  'references/insuranceCompany': {
    what: insuranceCompanyKind.what,
    get: references.insuranceCompanies,
    query: showAll,
    save: lookups.upsert,
    saveBody: translationsBack,
    recordedAs: 'lookup/lookupItem',
  },
  'references/deviceModel': { what: deviceModelKind.what, get: references.deviceManufactureAndModels, query: showAll, save: references.saveZeusLookup },
  // Read from the whole list: an update may move the row to another product (its scope is the one it had).
  'serviceCatalogue/productMake': catalogueRow(productMakeKind.what, catalogue.productMakes, catalogue.upsertProductMake),
  // A lookup item of messages.precanned: its sortOrder is the item's intValue.
  'messages/precannedMessage': {
    what: precannedMessageKind.what,
    get: lookups.byKey,
    query: noQuery,
    getBody: () => ({ key: PRECANNED_MESSAGES_KEY, showAll: true }),
    pick: (answer, recordId) => {
      const item = (answer as Record<string, unknown>[]).find((row) => row.id === recordId);
      return item && { ...item, sortOrder: item.intValue ?? 0 };
    },
    save: messages.savePrecannedMessages,
    batch: true,
  },
  'business/note': { what: noteKind.what, get: business.notes, query: ofOwner, save: business.upsertNote },
  'business/volumeDiscount': {
    what: volumeDiscountKind.what,
    get: business.discounts,
    query: (recordId, businessId) => ({ ...ofOwner(recordId, businessId), other: 'true' }),
    save: business.upsertDiscount,
    batch: true,
  },
  // The caller's own only (someone else's answers 404, as to the edit by hand). Its remove takes no version and its
  // restore would be the caller's template: neither is declared.
  'dashboard/template': { what: templateKind.what, get: dashboard.templates, query: byId, save: dashboard.templateSave, savedElsewhere: ['shared'] },
  'openingHours/holiday': {
    what: holidayKind.what,
    get: hours.holidayOpeningHoursForId,
    query: byId,
    save: hours.updateHolidayOpeningHours,
    remove: hours.deleteHolidayOpeningHours,
    create: { endpoint: hours.insertHolidayOpeningHours, body: (before, tenantId) => ({ ...before, tenantId }) },
  },
  // A tenant's support email (its platform and time zone no call changes), read from the tenants' list by its ID.
  'openingHours/tenant': {
    what: tenantKind.what,
    get: hours.tenantDetails,
    query: noQuery,
    pick: (answer, recordId) => (answer as Record<string, unknown>[]).find((row) => row.ID === recordId),
    save: hours.updateTenantSupportEmail,
  },
  // One day of a tenant's standard week: its hours (both, or neither for closed). No day is added or deleted.
  'openingHours/standardDay': { what: standardDayKind.what, get: hours.standardOpeningHoursForId, query: byId, save: hours.updateStandardOpeningHours },
  // Its name and whether it is active; its group is kept by name, and its save takes the group's id: not put back
  // here (chosen again in the catalogue). The spec gives a service element no delete.
  'ragRatings/serviceElement': { ...catalogueRow(serviceElementKind.what, rag.getServiceElementList, rag.upsertServiceElement), notPutBack: ['serviceElementGroupName'] },
  'business/productAddDiscount': {
    what: productAddDiscountKind.what,
    get: business.discountsProductAdds,
    query: ofOwner,
    save: business.upsertDiscountProductAdd,
    batch: true,
  },
  // Added and deleted, never edited: an addition undone by its delete (a GET by id, no version), a deletion by adding
  // it again under its name (a name another make took since is refused by the add's own rule).
  'devices/toolMake': {
    what: toolMakeKind.what,
    get: tools.getToolMakes,
    query: noQuery,
    remove: tools.deleteToolMake,
    create: { endpoint: tools.addToolMake, body: (before) => ({ name: before.name }) },
  },
  // Its manufacturer, brand and model are copied by its save from its device model: they go back with it. Where it is
  // (its business, since when) is AssignDevice's, with the status that moves with it. No delete in the spec.
  'devices/device': {
    what: deviceKind.what,
    get: devices.getDeviceById,
    query: byId,
    pick: (answer) => {
      const { manufacturer: _made, brand: _brand, model: _model, ...device } = answer as Record<string, unknown>;
      return device;
    },
    save: devices.updateDevice,
    savedElsewhere: ['businessId', 'assignedDate'],
  },
  // Read from its device's list (its scope); corrected by the upsert that records it. No delete in the spec.
  'devices/shipment': { what: shipmentKind.what, get: devices.getDeviceShipments, query: (_recordId, deviceId) => ({ deviceId: String(deviceId) }), save: devices.upsertDeviceShipment },
  // A row of its business's ModifyUsers; deleting one is that save's too (kept, hidden): no delete call to undo it.
  'business/businessUser': {
    what: businessUserKind.what,
    get: business.users,
    query: ofOwner,
    save: business.modifyUsers,
    batch: { keys: businessUserKeys, body: (users, businessId) => ({ businessId, users }) },
    notPutBack: ['passwordChanged', 'requiresPasswordOnSubmit', 'isDeleted'],
  },
  // Lookup items' translations are put back with their item (lookup/lookupItem, translationsBack).
  'translations/reportSectionTranslation': translationOf(TRANSLATED.reportSection, translations.getReportTranslations, translations.saveReportTranslations),
  'translations/serviceElementTranslation': translationOf(TRANSLATED.serviceElement, translations.getServiceElementTranslations, translations.saveServiceElementTranslations),
  'translations/appLabelTranslation': translationOf(TRANSLATED.appLabel, translations.getAppLabelTranslations, translations.appLabelTranslations),
  // A business's own criteria and checklist, kept by the history as values (elements as "id:kind", no row ids): read
  // so, saved whole at the version read (its rows made anew). Its first save makes it: no call removes it.
  'scanpro/configuration': {
    what: configurationKind.what,
    get: scanpro.scanProConfiguration,
    query: byId,
    pick: (answer) => {
      const c = answer as ScanProConfiguration;
      return c.inherited ? undefined : { businessId: c.businessId, version: c.version, ...snapshotOf(c) };
    },
    save: scanpro.saveScanProConfiguration,
    saveBody: (c) => ({ businessId: c.businessId, version: c.version, ...rowsOf(c) }),
  },
  // Kept flat by the history, read and saved in its parts; its created date is AdjustWorkOrderCreatedDate's.
  'maintenance/workOrder': {
    what: workOrderKind.what,
    get: maintenance.getWorkOrder,
    query: byId,
    pick: (answer) => {
      const { id, version, location, scanReport: scan, invoice } = answer as MaintenanceWorkOrder;
      const scanReport = { scanReportStatusId: scan.statusId, scanReportStarted: scan.dateStarted, scanReportCompleted: scan.dateCompleted };
      return { id, version, locationId: location.id, ...scanReport, invoiceNumber: invoice.number, invoiceAmount: invoice.amount };
    },
    save: maintenance.saveWorkOrder,
    saveBody: (w) => ({
      ...w,
      scanReport: { statusId: w.scanReportStatusId, dateStarted: w.scanReportStarted, dateCompleted: w.scanReportCompleted },
      invoice: { number: w.invoiceNumber, amount: w.invoiceAmount },
    }),
    savedElsewhere: ['dateCreated'],
  },
};

