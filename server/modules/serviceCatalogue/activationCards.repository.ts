/** Activation cards (lookup/GetActivationCards, lookup/UpsertActivationCard), with the device each is assigned to. */
import { sql } from 'kysely';
import type { ActivationCard, ActivationCardInput } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { badRequest } from '../../http/errors';
import { requireRow } from './references';
import { m } from '../../http/text';

function query(db: Db) {
  return db
    .selectFrom('activation_cards as c')
    .leftJoin('devices as d', 'd.id', 'c.assigned_device_id')
    .select([
      'c.id',
      'c.activation_card_id as activationCardId',
      'c.activation_password as activationPassword',
      'c.activation_account_reference as activationAccountReference',
      'c.activation_account_type as activationAccountType',
      sql<string | null>`to_char(c.assigned_date, 'YYYY-MM-DD')`.as('assignedDate'),
      'c.assigned_device_id as assignedDeviceId',
      'd.serial_number as assignedDeviceSerialNumber',
      'c.is_active as isActive',
      'c.version',
    ]);
}

export async function listActivationCards(db: Db, showAll: boolean): Promise<ActivationCard[]> {
  let q = query(db).orderBy(sql`lower(c.activation_card_id)`);
  if (!showAll) q = q.where('c.is_active', '=', true);
  return q.execute();
}

const today = () => new Date().toISOString().slice(0, 10);

export async function upsertActivationCard(db: Db, card: ActivationCardInput): Promise<ActivationCard> {
  const deviceId = card.assignedDeviceId ?? null;
  if (deviceId !== null) {
    await requireRow(db, 'assignedDeviceId', 'devices', deviceId, m`a device`);
    // A device is activated by one card at most (migration 0015).
    const other = await db.selectFrom('activation_cards').select('activation_card_id').where('assigned_device_id', '=', deviceId).where('id', '<>', card.id).executeTakeFirst();
    if (other) throw badRequest('assignedDeviceId', m`device ${deviceId} already has the activation card ${other.activation_card_id}`);
  }
  const values = {
    activation_card_id: card.activationCardId,
    activation_password: card.activationPassword,
    activation_account_reference: card.activationAccountReference || null,
    activation_account_type: card.activationAccountType,
    assigned_device_id: deviceId,
    // A card assigned without a date was assigned today; one assigned to no device has no date.
    assigned_date: deviceId === null ? null : (card.assignedDate ?? today()),
    is_active: card.isActive,
  };
  const one = (id: number) => query(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  const saved = await saveVersioned({
    what: m`Activation card ${card.id}`,
    id: card.id,
    version: card.version,
    duplicate: m`An activation card ${card.activationCardId} already exists.`,
    insert: () => db.insertInto('activation_cards').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('activation_cards')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', card.id)
        .where('version', '=', version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('activation_cards').select('id').where('id', '=', card.id).executeTakeFirst()),
  });
  return one(saved.id);
}
