import { createHmac, randomBytes } from 'node:crypto';
/** Activation cards (lookup/GetActivationCards, lookup/UpsertActivationCard), with the device each is assigned to. */
import { sql } from 'kysely';
import type { ActivationCard, ActivationCardInput } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
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

/**
 * An activation card, as the change history keeps it (the device it is bound to among its fields). Its password is
 * a secret the history never keeps, not even hashed (a short password's hash is found by trying them all): the entry
 * shows a marker that differs before and after a change, an HMAC under a key this process draws at start and never
 * stores, so the two sides of one entry compare and nothing can be recovered from them.
 */
const PASSWORD_MARK_KEY = randomBytes(32);
const passwordMark = (id: number, password: string) => createHmac('sha256', PASSWORD_MARK_KEY).update(`${id}:${password}`).digest('base64url').slice(0, 8);

export const activationCardKind: RecordKind = {
  area: 'serviceCatalogue',
  entity: 'activationCard',
  table: 'activation_cards',
  what: (id) => m`Activation card ${id}`,
  duplicate: (values) => m`An activation card ${String(values.activation_card_id)} already exists.`,
  snapshot: async (trx, id) => {
    const card = await trx
      .selectFrom('activation_cards')
      .select([
        'activation_card_id as activationCardId',
        'activation_password as activationPassword',
        'activation_account_reference as activationAccountReference',
        'activation_account_type as activationAccountType',
        sql<string | null>`to_char(assigned_date, 'YYYY-MM-DD')`.as('assignedDate'),
        'assigned_device_id as assignedDeviceId',
        'is_active as isActive',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!card) return undefined;
    const { activationPassword, ...rest } = card;
    return { ...rest, activationPasswordMark: passwordMark(id, String(activationPassword ?? '')) };
  },
};

const today = () => new Date().toISOString().slice(0, 10);

export async function upsertActivationCard(db: Db, author: Author, card: ActivationCardInput): Promise<ActivationCard> {
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
  const saved = await saveRecord(db, activationCardKind, author, card.id, card.version, { values });
  return query(db).where('c.id', '=', saved.id).executeTakeFirstOrThrow();
}
