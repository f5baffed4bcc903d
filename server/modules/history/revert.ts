/**
 * A revert (History/Revert, issue 33): the chosen fields of an entry put back as they were before it, through the
 * record's own calls, as the console would make them: its Get call reads the record as it is now, the fields the
 * entry changed must still hold what the entry left (else the revert is refused as stale: someone changed them
 * since), and its save call writes the record with those fields back, at the version just read, with the caller's
 * token and language. So the revert is validated, authorized and recorded exactly as the same edit typed by hand,
 * and it is a new change: the history is never rewritten.
 */
import type { FastifyRequest } from 'fastify';
import { businessContract as business } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import type { HistoryEntry } from '../../../contract/history';
import { canonical } from '../../../contract/canonical';
import { type ChangeEntry, readChanges } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { Invalid, NotFound, Stale } from '../../db/domainErrors';
import { m, type Text } from '../../http/text';
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
import { messagesContract as messages } from '../../../contract/messages';
import { calibrationRecommendationKind } from '../messages/calibration.repository';
import { serviceCatalogueContract as catalogue } from '../../../contract/serviceCatalogue';
import { activationCardKind } from '../serviceCatalogue/activationCards.repository';
import { productAddKind, productKind } from '../serviceCatalogue/products.repository';
import { scanTypeKind } from '../serviceCatalogue/scanTypes.repository';

/**
 * How a kind's record is read and written by its own calls: its Get call (with the record's id as query); its save
 * call, which puts an update's fields back; its delete call (`{ id, version }`), which reverts a creation; its create
 * call, which restores a deleted record from its last snapshot (the kind's owner from the entry's scope). A kind
 * declares the ones the spec gives it.
 */
interface Revertible {
  /** How a refusal names the record (its kind's own words). */
  what: (recordId: number) => Text;
  get: Endpoint;
  /** The Get call's query for the record (its owner, the entry's scope, for a list of one owner's records). */
  query: (recordId: number, scopeId: number | null) => Record<string, string> | undefined;
  /** The Get call's body, for a Get that is a POST (a lookup type's items: the entry's key). */
  getBody?: (entry: ChangeEntry) => unknown;
  /** A kind read by a list call (a catalogue): its row among the answer's (by id, when absent and the answer is a list). */
  pick?: (answer: unknown, recordId: number) => Record<string, unknown> | undefined;
  save?: Endpoint;
  /**
   * The save call's body from the record as its Get answers it with the fields put back (`current`: as it answers
   * it now), where the two differ: a user's FirstName is GivenName there; a translation put back to none is sent empty.
   */
  saveBody?: (record: Record<string, unknown>, current: Record<string, unknown>) => Record<string, unknown>;
  remove?: Endpoint;
  /** Its save and create calls take rows (an array) and answer a result per row (a catalogue's batch save). */
  batch?: boolean;
  create?: { endpoint: Endpoint; body: (before: Record<string, unknown>, scopeId: number | null) => Record<string, unknown> };
}

const byKey = (recordId: number) => ({ key: String(recordId) });
const byId = (recordId: number) => ({ id: String(recordId) });
/** A Get call that takes no query (a whole catalogue's list). */
const noQuery = () => undefined;
/** A catalogue's whole list, its inactive rows too. */
const showAll = () => ({ showAll: 'true' });

/** A lookup item's translations put back: a language the item has now and had not then is sent empty, which removes it. */
function translationsBack(record: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const now = (current.translations ?? {}) as Record<string, string>;
  const then = (record.translations ?? {}) as Record<string, string>;
  return { ...record, translations: { ...Object.fromEntries(Object.keys(now).map((language) => [language, ''])), ...then } };
}

/** A catalogue's row read from its whole list (inactive rows too) and saved by its upsert call; no delete in the spec. */
const catalogueRow = (what: Revertible['what'], get: Endpoint, save: Endpoint, saveBody?: Revertible['saveBody']): Revertible => ({ what, get, query: showAll, save, saveBody });

const REVERTIBLE: Record<string, Revertible> = {
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
  'openingHours/holiday': {
    what: holidayKind.what,
    get: hours.holidayOpeningHoursForId,
    query: byId,
    save: hours.updateHolidayOpeningHours,
    remove: hours.deleteHolidayOpeningHours,
    create: { endpoint: hours.insertHolidayOpeningHours, body: (before, tenantId) => ({ ...before, tenantId }) },
  },
};

/** The call that puts an entry back: its kind's save for an update, delete for a creation, create for a deletion. */
const callFor = (how: Revertible | undefined, action: HistoryEntry['action']) =>
  action === 'update' ? how?.save : action === 'create' ? how?.remove : action === 'delete' ? how?.create?.endpoint : undefined;

/** Whether an entry can be put back: its kind declares the call that undoes its action. */
export const isRevertible = (entry: Pick<HistoryEntry, 'area' | 'entity' | 'action'>) => callFor(REVERTIBLE[`${entry.area}/${entry.entity}`], entry.action) !== undefined;

/** The answer of a call made on the caller's behalf that was refused: passed to the caller as it is. */
export class CallRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`refused with ${statusCode}`);
  }
}

async function callAs(req: FastifyRequest, endpoint: Endpoint, input: { query?: Record<string, string>; body?: unknown }): Promise<unknown> {
  const res = await req.server.inject({
    method: endpoint.method,
    url: endpoint.url,
    query: input.query,
    remoteAddress: req.ip,
    payload: input.body as never,
    headers: {
      authorization: req.headers.authorization ?? '',
      'accept-language': req.headers['accept-language'] ?? 'en',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  if (res.statusCode !== 200) throw new CallRefused(res.statusCode, res.json());
  return res.json();
}

/**
 * A save or create call made with one record: as a row of its own for a batch call, whose refusal of the row (a
 * 200 answer saying so) is the revert's refusal. Answers the record's id.
 */
async function saveOne(req: FastifyRequest, how: Revertible, endpoint: Endpoint, body: Record<string, unknown>): Promise<number> {
  if (!how.batch) return Number(((await callAs(req, endpoint, { body })) as { id: number }).id);
  const [result] = ((await callAs(req, endpoint, { body: [body] })) as { results: { id: number; success: boolean; message?: string }[] }).results;
  // Shaped as every refusal the API answers (plugins/errors.ts): the row's message, in the caller's language.
  if (!result.success) throw new CallRefused(409, { message: result.message });
  return result.id;
}

/** Puts the fields back; answers the change the revert made (null when the save changed nothing: already as before). */
export async function revert(db: Db, req: FastifyRequest, input: { id: number; fields: string[] }): Promise<ChangeEntry | null> {
  const entry = (await readChanges(db, { entryId: input.id }, { limit: 1, offset: 0 })).items[0];
  if (!entry) throw new NotFound(m`History entry ${input.id}`);
  const how = REVERTIBLE[`${entry.area}/${entry.entity}`];
  if (!how || !callFor(how, entry.action)) throw new Invalid('id', m`is a change that cannot be put back here`);
  let recordId = entry.recordId;
  if (entry.action === 'create') await undoCreation(req, how, entry);
  else if (entry.action === 'delete') {
    // Restored as a new record (its own id): the history names it so.
    recordId = await saveOne(req, how, how.create!.endpoint, how.create!.body(entry.before ?? {}, entry.scopeId));
  } else await putBack(req, how, entry, input.fields);
  const newest = (await readChanges(db, { area: entry.area, entity: entry.entity, recordId }, { limit: 1, offset: 0 })).items[0];
  return newest && newest.id !== entry.id && newest.changedAt >= entry.changedAt ? newest : null;
}

/** The entry's record as its Get call answers it now (its row, for a list call); not found when it is not there. */
async function currentRecord(req: FastifyRequest, how: Revertible, entry: ChangeEntry): Promise<Record<string, unknown>> {
  const answer = await callAs(req, how.get, { query: how.query(entry.recordId, entry.scopeId), body: how.getBody?.(entry) });
  const pick = how.pick ?? ((list, id) => (Array.isArray(list) ? list.find((row) => row.id === id) : (list as Record<string, unknown>)));
  const record = pick(answer, entry.recordId);
  if (!record) throw new NotFound(how.what(entry.recordId));
  return record;
}

/** A creation undone: the record deleted at its version, unless it changed since it was made (stale). */
async function undoCreation(req: FastifyRequest, how: Revertible, entry: ChangeEntry) {
  const current = await currentRecord(req, how, entry);
  const made = entry.after ?? {};
  if (Object.keys(made).some((field) => canonical(current[field] ?? null) !== canonical(made[field] ?? null))) throw new Stale(how.what(entry.recordId));
  const at = { id: entry.recordId, version: current.version };
  // A remove call is a POST with a body, or a GET with the id and version as its query (the catalogues').
  await callAs(req, how.remove!, how.remove!.method === 'GET' ? { query: { id: String(at.id), version: String(at.version) } } : { body: at });
}

/** An update's chosen fields put back through the save call, at the version read now, unless one changed since. */
async function putBack(req: FastifyRequest, how: Revertible, entry: ChangeEntry, fields: string[]) {
  if (!entry.before || !entry.after) throw new Invalid('id', m`is a change that cannot be put back here`);
  const unknown = fields.find((field) => !(field in entry.before!) && !(field in entry.after!));
  if (unknown !== undefined) throw new Invalid('fields', m`${unknown} is not a field of this change`);
  const current = await currentRecord(req, how, entry);
  // A field the record's Get does not answer is one its save derives from others (a sales rep's lookup item, from
  // the name): it goes back with them.
  const given = fields.filter((field) => field in current);
  const moved = given.filter((field) => canonical(current[field] ?? null) !== canonical(entry.after![field] ?? null));
  if (moved.length > 0) throw new Stale(how.what(entry.recordId));
  const merged: Record<string, unknown> = { ...current };
  for (const field of given) merged[field] = entry.before[field] ?? null;
  const save = how.save!;
  const record = how.saveBody ? how.saveBody(merged, current) : merged;
  const body = Object.fromEntries((save.bodyKeys ?? []).filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
  await saveOne(req, how, save, body);
}
