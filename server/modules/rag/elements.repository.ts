/**
 * Service elements: read with their group (an item of the lookup key workorder.serviceelementgroup), created,
 * and changed at their version, each write recorded in the change history. A name is unique (409 duplicate on
 * name, the UNIQUE constraint's to refuse, so two admins creating it at once cannot both succeed).
 */
import type { ServiceElement, ServiceElementGroup } from '../../../contract/rag';
import { SERVICE_ELEMENT_GROUP_KEY } from '../../../contract/serviceCatalogue';
import { type Db, inTransaction } from '../../db/database';
import { type Author, createRecord, type RecordKind, updateRecord } from '../../db/write';
import { badRequest, } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES } from './history';

const selectElements = (db: Db) =>
  db
    .selectFrom('service_elements as e')
    .innerJoin('lookups as g', 'g.id', 'e.service_element_group_id')
    .select(['e.id', 'e.name', 'e.service_element_group_id as serviceElementGroupId', 'g.text as serviceElementGroupName', 'e.is_active as isActive', 'e.version']);

const DUPLICATE = m`A service element with this name already exists.`;

/** A service element, as the change history keeps it (its name, group's name and whether it is active); no scope. */
export const serviceElementKind: RecordKind = {
  area: AREA,
  entity: ENTITIES.serviceElement,
  table: 'service_elements',
  what: (id) => m`Service element ${id}`,
  duplicate: () => DUPLICATE,
  duplicateField: 'name',
  snapshot: async (trx, id) => {
    const e = await getServiceElement(trx, id);
    return e && { name: e.name, serviceElementGroupName: e.serviceElementGroupName, isActive: e.isActive };
  },
};

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

/**
 * Creates (id 0) or changes (at its version) a service element; recorded. A change's values are set in `apply`, after
 * the element is locked at its version: a stale or missing element is refused before its group is checked, as before.
 */
export function upsertServiceElement(db: Db, input: ServiceElementInput, author: Author): Promise<ServiceElement> {
  const values = { name: input.name, service_element_group_id: input.serviceElementGroupId, is_active: input.isActive };
  return inTransaction(db, async (trx) => {
    if (input.id === 0) {
      await assertGroup(trx, input.serviceElementGroupId);
      const { id } = await createRecord(trx, serviceElementKind, author, { values });
      return (await getServiceElement(trx, id)) as ServiceElement;
    }
    await updateRecord(trx, serviceElementKind, author, input.id, input.version, {
      apply: async (locked, id) => {
        await assertGroup(locked, input.serviceElementGroupId);
        await locked.updateTable('service_elements').set(values).where('id', '=', id).execute();
      },
    });
    return (await getServiceElement(trx, input.id)) as ServiceElement;
  });
}
