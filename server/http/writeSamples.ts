/**
 * Shared by the write-path walk (writeHistory.test.ts): the kinds of record its expectations name (area and entity
 * as the change history records them, from the modules' own declarations), and the expected entries built from them.
 */
import type { ChangeAction } from '../db/changeHistory';
import { businessKind } from '../modules/business/business.repository';
import { businessInfoKind } from '../modules/business/businessInfo.repository';
import { billingKind } from '../modules/businessDetails/billing.repository';
import { businessUserKind } from '../modules/businessDetails/businessUsers.repository';
import { noteFileKind } from '../modules/businessDetails/noteFiles.repository';
import { noteKind } from '../modules/businessDetails/notes.repository';
import { productAddDiscountKind } from '../modules/businessDetails/productAddDiscounts.repository';
import { promotionKind } from '../modules/businessDetails/promotion.repository';
import { volumeDiscountKind } from '../modules/businessDetails/volumeDiscounts.repository';
import { chatChannelKind } from '../modules/chat/channelHistory';
import { messageTranslationKind } from '../modules/chat/savedMessages';
import { countryKind, stateProvinceKind } from '../modules/countrystate/countrystate.repository';
import { templateKind } from '../modules/dashboard/templates';
import { deviceKind } from '../modules/devices/device.repository';
import { deviceFileKind } from '../modules/devices/deviceFiles.repository';
import { shipmentKind } from '../modules/devices/shipments.repository';
import { toolMakeKind } from '../modules/devices/toolMakes.repository';
import { fileKind } from '../modules/files/files.repository';
import { lookupItemKind } from '../modules/lookup/lookups.repository';
import { makeKind } from '../modules/lookup/makes.repository';
import { cancelledRequestKind, workOrderKind } from '../modules/maintenance/kinds';
import { calibrationRecommendationKind } from '../modules/messages/calibration.repository';
import { precannedMessageKind } from '../modules/messages/precanned.repository';
import { welcomeMessageKind } from '../modules/messages/welcome.repository';
import { holidayKind } from '../modules/openingHours/holidays.repository';
import { standardDayKind } from '../modules/openingHours/standardHours.repository';
import { tenantKind } from '../modules/openingHours/tenants.repository';
import { serviceElementKind } from '../modules/rag/elements.repository';
import { AREA as RAG_AREA, ENTITIES as RAG_ENTITIES } from '../modules/rag/history';
import { ragVehicleKind } from '../modules/rag/vehicles.repository';
import { deviceModelKind } from '../modules/references/deviceModels.repository';
import { insuranceCompanyKind } from '../modules/references/insurance.repository';
import { reportTemplateKind } from '../modules/reports/reportTemplates.repository';
import { scanToolKind } from '../modules/reports/scanTools.repository';
import { salesRepKind } from '../modules/salesReps/saveSalesRep';
import { listColumnsKind } from '../modules/views/listColumns';
import { listViewKind } from '../modules/views/listViews';
import { scanproResultKind } from '../modules/scanpro/results.repository';
import { activationCardKind } from '../modules/serviceCatalogue/activationCards.repository';
import { productMakeKind } from '../modules/serviceCatalogue/productMakes.repository';
import { productAddKind, productKind } from '../modules/serviceCatalogue/products.repository';
import { scanTypeKind } from '../modules/serviceCatalogue/scanTypes.repository';
import { AREA as TRANSLATIONS_AREA } from '../modules/translations/history';
import { KINDS as TRANSLATED } from '../modules/translations/kinds';
import { userKind } from '../modules/users/userKind';

export interface Kind {
  area: string;
  entity: string;
}

/** The area and entity alone: what an entry is matched by. */
const kind = ({ area, entity }: Kind): Kind => ({ area, entity });
const ragRatings = (entity: string): Kind => ({ area: RAG_AREA, entity });
const translations = (entity: string): Kind => ({ area: TRANSLATIONS_AREA, entity });

/** The records staff edit, by area: what each write endpoint is expected to record. */
export const KINDS = {
  business: kind(businessKind),
  businessInfo: kind(businessInfoKind),
  billing: kind(billingKind),
  promotion: kind(promotionKind),
  volumeDiscount: kind(volumeDiscountKind),
  productAddDiscount: kind(productAddDiscountKind),
  note: kind(noteKind),
  noteFile: kind(noteFileKind),
  businessUser: kind(businessUserKind),
  user: kind(userKind),
  salesRep: kind(salesRepKind),
  make: kind(makeKind),
  lookupItem: kind(lookupItemKind),
  lookupTranslation: translations(TRANSLATED.lookupItem.entity),
  country: kind(countryKind),
  stateProvince: kind(stateProvinceKind),
  insuranceCompany: kind(insuranceCompanyKind),
  deviceModel: kind(deviceModelKind),
  device: kind(deviceKind),
  shipment: kind(shipmentKind),
  deviceFile: kind(deviceFileKind),
  toolMake: kind(toolMakeKind),
  product: kind(productKind),
  productAdd: kind(productAddKind),
  productMake: kind(productMakeKind),
  activationCard: kind(activationCardKind),
  scanType: kind(scanTypeKind),
  precannedMessage: kind(precannedMessageKind),
  calibrationRecommendation: kind(calibrationRecommendationKind),
  welcomeMessage: kind(welcomeMessageKind),
  scanTool: kind(scanToolKind),
  reportTemplate: kind(reportTemplateKind),
  workOrder: kind(workOrderKind),
  /** The repairs' kinds differ only by the fields their snapshots keep. */
  serviceRequest: kind(cancelledRequestKind),
  file: kind(fileKind),
  channel: kind(chatChannelKind),
  messageTranslation: kind(messageTranslationKind),
  tenant: kind(tenantKind),
  standardDay: kind(standardDayKind),
  holiday: kind(holidayKind),
  reportSectionTranslation: translations(TRANSLATED.reportSection.entity),
  serviceElementTranslation: translations(TRANSLATED.serviceElement.entity),
  appLabelTranslation: translations(TRANSLATED.appLabel.entity),
  serviceElement: kind(serviceElementKind),
  ragVehicle: kind(ragVehicleKind),
  ragRating: ragRatings(RAG_ENTITIES.rating),
  ragRatingsCopy: ragRatings(RAG_ENTITIES.copy),
  ragRatingsBulkCopy: ragRatings(RAG_ENTITIES.bulkCopy),
  scanProConfiguration: { area: 'scanpro', entity: 'configuration' },
  scanProResult: kind(scanproResultKind),
  dashboardTemplate: kind(templateKind),
  listView: kind(listViewKind),
  listColumns: kind(listColumnsKind),
} satisfies Record<string, Kind>;

/** An entry the call must leave: `count` entries of this kind and action, of the records `ids` when given. */
export interface Expected {
  kind: Kind;
  action: ChangeAction;
  count: number;
  ids?: number[];
}

/**
 * `created(kind)`: one creation of any record; `created(kind, id)` (or ids): of these records (an id read from an
 * answer that lacks it fails the walk, never skips the check); `created(kind, undefined, n)`: n of any records.
 */
const expected =
  (action: ChangeAction) =>
  (kind: Kind, ...args: [ids?: number | number[], count?: number]): Expected => {
    const [ids, count] = args;
    const list = args.length === 0 || (ids === undefined && count !== undefined) ? undefined : [ids].flat();
    return { kind, action, count: count ?? list?.length ?? 1, ids: list as number[] | undefined };
  };

export const created = expected('create');
export const updated = expected('update');
export const deleted = expected('delete');
export const reviewed = expected('review');
