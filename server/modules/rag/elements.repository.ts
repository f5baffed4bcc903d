/**
 * Service elements: read with their group (an item of the lookup key workorder.serviceelementgroup), created,
 * and changed at their version, each write recorded in the change history. A name is unique (409 duplicate on
 * name, the UNIQUE constraint's to refuse, so two admins creating it at once cannot both succeed).
 */
import { sql } from 'kysely';
import type { ServiceElement, ServiceElementGroup } from '../../../contract/rag';
import { SERVICE_ELEMENT_GROUP_KEY } from '../../../contract/serviceCatalogue';
import { type Db, inTransaction } from '../../db/database';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors';
import { m } from '../../http/text';
import { changeAtVersion } from '../openingHours/atVersion';
import { ENTITIES, recordRagChange } from './history';

const selectElements = (db: Db) =>
  db
    .selectFrom('service_elements as e')
    .innerJoin('lookups as g', 'g.id', 'e.service_element_group_id')
    .select(['e.id', 'e.name', 'e.service_element_group_id as serviceElementGroupId', 'g.text as serviceElementGroupName', 'e.is_active as isActive', 'e.version']);

const snapshot = (e: ServiceElement) => ({ name: e.name, serviceElementGroupName: e.serviceElementGroupName, isActive: e.isActive });

export function listServiceElements(db: Db, showAll = false): Promise<ServiceElement[]> {
  return selectElements(db)
    .$if(!showAll, (q) => q.where('e.is_active', '=', true))
    .orderBy('g.text')
    .orderBy('e.name')
    .execute();
}

export async function getServiceElement(db: Db, id: number): Promise<ServiceElement | undefined> {
  return selectElements(db).where('e.id', '=', id).executeTakeFirst();
}

export function listServiceElementGroups(db: Db): Promise<ServiceElementGroup[]> {
  return db
    .selectFrom('lookups')
    .select(['id', 'text as name', 'is_active as isActive'])
    .where('key', '=', SERVICE_ELEMENT_GROUP_KEY)
    .orderBy('text')
    .orderBy('id')
    .execute();
}

async function assertGroup(db: Db, id: number): Promise<void> {
  const group = await db.selectFrom('lookups').select('id').where('id', '=', id).where('key', '=', SERVICE_ELEMENT_GROUP_KEY).executeTakeFirst();
  if (!group) throw badRequest('serviceElementGroupId', m`must be a service element group`);
}

export interface ServiceElementInput {
  id: number;
  name: string;
  serviceElementGroupId: number;
  isActive: boolean;
  version?: number;
}

const DUPLICATE = m`A service element with this name already exists.`;

async function answeringDuplicate<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE, 'name');
    throw err;
  }
}

/** Creates (id 0) or changes (at its version) a service element; recorded. */
export function upsertServiceElement(db: Db, input: ServiceElementInput, userId: number): Promise<ServiceElement> {
  const values = { name: input.name, service_element_group_id: input.serviceElementGroupId, is_active: input.isActive };
  if (input.id === 0) {
    return answeringDuplicate(() =>
      inTransaction(db, async (trx) => {
        await assertGroup(trx, input.serviceElementGroupId);
        const { id } = await trx.insertInto('service_elements').values(values).returning('id').executeTakeFirstOrThrow();
        const after = (await getServiceElement(trx, id)) as ServiceElement;
        await recordRagChange(trx, { entity: ENTITIES.serviceElement, recordId: id, vehicleId: null, action: 'create', userId, before: null, after: snapshot(after) });
        return after;
      }),
    );
  }
  return answeringDuplicate(() =>
    changeAtVersion(db, {
      what: m`Service element ${input.id}`,
      version: input.version ?? 0,
      lock: async (trx, version) => {
        const locked = await trx.selectFrom('service_elements').select('id').where('id', '=', input.id).where('version', '=', version).forUpdate().executeTakeFirst();
        return locked && getServiceElement(trx, input.id);
      },
      exists: async (trx) => !!(await trx.selectFrom('service_elements').select('id').where('id', '=', input.id).executeTakeFirst()),
      apply: async (trx, before) => {
        await assertGroup(trx, input.serviceElementGroupId);
        await trx
          .updateTable('service_elements')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', input.id)
          .execute();
        const after = (await getServiceElement(trx, input.id)) as ServiceElement;
        await recordRagChange(trx, { entity: ENTITIES.serviceElement, recordId: input.id, vehicleId: null, action: 'update', userId, before: snapshot(before), after: snapshot(after) });
        return after;
      },
    }),
  );
}
