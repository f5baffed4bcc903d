/**
 * Where an entry's record is shown (the Activity screen's link to it): its detail screen, or the screen listing it.
 * A kind not listed has no screen of its own to open.
 */
import type { HistoryEntry } from '../../contract/history';

type Entry = Pick<HistoryEntry, 'area' | 'entity' | 'recordId' | 'scopeId'>;

const BY_KIND: Record<string, (e: Entry) => string | null> = {
  'devices/device': (e) => `/admin/device-detail/${e.recordId}`,
  'devices/shipment': (e) => (e.scopeId ? `/admin/device-detail/${e.scopeId}` : null),
  'devices/deviceFile': (e) => `/admin/device-file-detail/${e.recordId}`,
  'users/user': (e) => `/users/update/${e.recordId}`,
  'salesReps/salesRep': (e) => `/admin/salesreps/update/${e.recordId}`,
  'maintenance/serviceRequest': (e) => `/dashboard/requests/${e.recordId}`,
  'maintenance/workOrder': (e) => (e.scopeId ? `/dashboard/requests/${e.scopeId}` : null),
  'lookup/make': () => '/admin/makes',
  'lookup/lookupItem': () => '/admin/defaults',
  'countrystate/country': () => '/admin/catalogues/countries',
  'countrystate/stateProvince': () => '/admin/catalogues/countries',
  'messages/precannedMessage': () => '/admin/message',
  'messages/calibrationRecommendation': () => '/admin/calibrate',
  'messages/welcomeMessage': () => '/admin/calibration-homepage-message',
  'reports/reportTemplate': () => '/admin/report',
  'reports/scanTool': () => '/admin/report',
  'files/file': () => '/admin/files',
  'chat/channel': () => '/admin/chat',
};

const BY_AREA: Record<string, (e: Entry) => string | null> = {
  // A business's own entries name it; its tabs' name it as their scope.
  business: (e) => `/business/update/${e.entity === 'business' ? e.recordId : (e.scopeId ?? e.recordId)}`,
  scanpro: (e) => (e.scopeId ? `/business/update/${e.scopeId}` : null),
  openingHours: () => '/admin/openinghours/opening-hours',
  ragRatings: () => '/admin/rag',
};

export function recordPath(entry: Entry): string | null {
  const of = BY_KIND[`${entry.area}/${entry.entity}`] ?? BY_AREA[entry.area];
  return of ? of(entry) : null;
}
