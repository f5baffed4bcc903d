/**
 * chat/OpenRequestChannel: a service request's channel, typed by its solution (spec §1) and named for the list's
 * search (`SR <id> · <shop> · <VIN>`), with the shop's user who asked, the technician and the caller as members.
 * Opening it again adds whoever is missing: the provider makes the channel only once. Recorded in the change
 * history as the channel's creation, or as its update when members were added (channelHistory.ts).
 */
import { type ChatChannel, channelTypeOf, channelUrlOf } from '../../../contract/chat';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import type { Author } from '../../db/write';
import { changeChannel } from './channelHistory';
import type { ChatProvider } from './provider';

export const channelNameOf = (r: { id: number; shop: string; vin: string }) => `SR ${r.id} · ${r.shop} · ${r.vin}`;

export async function openRequestChannel(db: Db, chat: ChatProvider, author: Author, serviceRequestId: number, callerId: number): Promise<ChatChannel> {
  const r = await db
    .selectFrom('service_requests as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .select(['r.id', 'r.app_id', 'r.vin', 'r.requested_by', 'r.technician_id', 'b.name as shop'])
    .where('r.id', '=', serviceRequestId)
    .executeTakeFirst();
  if (!r) throw notFound(m`Service request ${serviceRequestId}`);
  const url = channelUrlOf(r.id);
  const memberIds = [...new Set([r.requested_by, r.technician_id, callerId].filter((id) => id !== null))];
  const open = () => chat.openChannel({ url, serviceRequestId: r.id, channelType: channelTypeOf(r.app_id), name: channelNameOf(r), memberIds });
  return (await changeChannel(db, chat, author, url, callerId, open)).channel;
}
