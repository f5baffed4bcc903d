import { ragContract as c } from '../../../contract/rag';
import { route } from '../../http/route';
import { auditTypes, getAuditLog, getAuditUsers, getAuditVehicles, recordReview } from './auditLog';
import { copyRatings } from './copy';
import { listServiceElementGroups, listServiceElements, upsertServiceElement } from './elements.repository';
import { updateRating, vehicleRatings } from './ratings.repository';
import { vehicleMakes } from './vehicles';
import { modelsOf, vehicleIdOf } from './vehicles.repository';

/** RAG ratings (issue 16): service elements, vehicles of vPIC's data, their ratings, copies and the audit log. */
export const ragRoutes = [
  route(c.getServiceElementList, async ({ query, db }) => listServiceElements(db, query.showAll)),
  route(c.getServiceElementGroups, async ({ db }) => listServiceElementGroups(db)),
  route(c.upsertServiceElement, async ({ body, db, user }) => upsertServiceElement(db, body, { userId: user.id })),

  route(c.getVehicleMakes, async () => vehicleMakes()),
  route(c.getVehicleModels, async ({ query }) => modelsOf(query.make, query.year)),
  route(c.getRAGRatingVehicleId, async ({ query, db, user }) => ({ vehicleId: await vehicleIdOf(db, query, { userId: user.id }) })),

  route(c.getServiceElementsRagRating, async ({ query, db }) => vehicleRatings(db, query)),
  route(c.updateRagRatingForServiceElement, async ({ body, db, user }) => updateRating(db, body, { userId: user.id })),
  route(c.copyRagRatings, async ({ query, db, user }) =>
    copyRatings(db, { sourceVehicleId: query.sourceVehicleId, targetVehicleIds: [query.targetVehicleId], preview: query.preview ?? false, bulk: false }, { userId: user.id }),
  ),
  route(c.bulkCopyRagRatings, async ({ body, db, user }) => copyRatings(db, { ...body, preview: body.preview ?? false, bulk: true }, { userId: user.id })),

  route(c.audit, async ({ body, db, user }) => recordReview(db, body, { userId: user.id })),
  route(c.getAuditTypeList, async () => auditTypes()),
  route(c.getAuditLog, async ({ body, db }) => getAuditLog(db, body)),
  route(c.getAuditUsers, async ({ db }) => getAuditUsers(db)),
  route(c.getAuditVehicles, async ({ db }) => getAuditVehicles(db)),
];
