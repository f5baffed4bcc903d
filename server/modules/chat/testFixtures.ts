/** A service request with its shop, the shop's user who asked and a technician, for the chat tests. */
import { randomBytes } from 'node:crypto';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { SOLUTIONS, type SolutionId } from '../../../contract/solutions';
import type { Db } from '../../db/database';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../serviceRequests/testFixtures';

export interface ChatRequest {
  id: number;
  businessId: number;
  shopUserId: number;
  technicianId: number;
  vin: string;
}

/** A shop's user without a login; its id. */
export async function createShopUser(db: Db, businessId: number, given: string, family: string): Promise<number> {
  const email = `${given}.${family}.${randomBytes(4).toString('hex')}@shops.example.com`.toLowerCase();
  const values = { email, given_name: given, family_name: family, password_hash: '!', has_login: false, username: null, business_id: businessId };
  return (await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function createChatRequest(db: Db, r: { shop: string; appId?: SolutionId; statusId?: number }): Promise<ChatRequest> {
  const businessId = await createBusiness(db, r.shop);
  const shopUserId = await createShopUser(db, businessId, 'Sam', 'Shop');
  const technicianId = await createTechnician(db, 'Tina', 'Technician');
  const vin = `1HGCM8263${randomBytes(4).toString('hex').toUpperCase()}`;
  const { id } = await createRequest(db, {
    businessId,
    vin,
    serviceTypeId: await scanTypeId(db, 'ADAS static calibration'),
    statusId: r.statusId ?? S.inProgress,
    technicianId,
    dateCreated: new Date(),
    appId: r.appId ?? SOLUTIONS.calibration,
  });
  await db.updateTable('service_requests').set({ requested_by: shopUserId }).where('id', '=', id).execute();
  return { id, businessId, shopUserId, technicianId, vin };
}
