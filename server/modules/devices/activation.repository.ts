/**
 * Activation (smartlink/activateDevice, DeviceActivatationInfo): an activation card, active and bound to no
 * device, is bound to the device with today's date. The card is locked and bound only while it is still free, and
 * a device holds one card at most (a unique index), so two staff activating at once cannot both succeed: nothing
 * half-written.
 */
import { sql } from 'kysely';
import type { ActivationInfo } from '../../../contract/device';
import { type Db, inTransaction } from '../../db/database';
import { Duplicate } from '../../db/domainErrors';
import { ANY_VERSION, type Author, updateRecord } from '../../db/write';
import { conflict, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { activationCardKind } from '../serviceCatalogue/activationCards.repository';
import { deviceText } from './device.repository';

export async function activationInfo(db: Db, deviceId: number): Promise<ActivationInfo> {
  const found = await db.selectFrom('devices').select('id').where('id', '=', deviceId).executeTakeFirst();
  if (!found) throw notFound(deviceText(deviceId));
  const card = await db
    .selectFrom('activation_cards')
    .select(['id', 'activation_card_id', 'activation_account_reference', sql<string>`to_char(assigned_date, 'YYYY-MM-DD')`.as('date')])
    .where('assigned_device_id', '=', deviceId)
    .executeTakeFirst();
  return {
    deviceId,
    isActivated: !!card,
    cardId: card?.id ?? null,
    activationCardId: card?.activation_card_id ?? null,
    activationAccountReference: card?.activation_account_reference ?? null,
    activatedDate: card?.date ?? null,
  };
}

/**
 * Binds the card to the device: an update of the card (serviceCatalogue's activation card, recorded in its history),
 * at any version since the call carries none, the card locked and its freedom checked under the lock.
 */
export async function activateDevice(db: Db, author: Author, deviceId: number, cardId: number): Promise<ActivationInfo> {
  const current = await activationInfo(db, deviceId);
  if (current.isActivated) throw conflict(m`Device ${deviceId} is already activated with card ${current.activationCardId}.`, 'deviceId');
  const card = await db.selectFrom('activation_cards').select(['activation_card_id', 'is_active', 'assigned_device_id']).where('id', '=', cardId).executeTakeFirst();
  if (!card) throw notFound(m`Activation card ${cardId}`);
  if (!card.is_active) throw conflict(m`Activation card ${card.activation_card_id} is inactive.`, 'cardId');
  try {
    await inTransaction(db, async (trx) => {
      const free = await trx
        .selectFrom('activation_cards')
        .select('id')
        .where('id', '=', cardId)
        .where('assigned_device_id', 'is', null)
        .where('is_active', '=', true)
        .forUpdate()
        .executeTakeFirst();
      if (!free) throw conflict(m`Activation card ${card.activation_card_id} is already bound to another device.`, 'cardId');
      await updateRecord(trx, activationCardKind, author, cardId, ANY_VERSION, { values: { assigned_device_id: deviceId, assigned_date: sql`current_date` } });
    });
  } catch (err) {
    // The card binds no other column held unique: its refusal is the device's one card (a simultaneous activation).
    if (err instanceof Duplicate) throw conflict(m`Device ${deviceId} is already activated with another card.`, 'deviceId');
    throw err;
  }
  return activationInfo(db, deviceId);
}
