/**
 * Reads a NOTIFY payload on CHAT_NOTIFY_CHANNEL (events.ts): a chat event and the schema of the app that wrote
 * it. Anything else on the channel, or an event of another schema, is not this app's (null).
 */
import { z } from 'zod';
import { CHAT_CHANNEL_TYPES } from '../../../../contract/chat';
import type { ChatEvent } from '../events';

const id = z.number().int().min(1);
const announced = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), id, schema: z.string() }),
  z.object({ kind: z.literal('channel'), url: z.string(), channelType: z.number().int().refine((appId) => appId in CHAT_CHANNEL_TYPES), removed: z.boolean(), schema: z.string() }),
  z.object({ kind: z.literal('revoke'), userId: id, at: z.number().int().min(0), schema: z.string() }),
]);

export function readAnnouncedEvent(payload: string, schema: string): ChatEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = announced.safeParse(json);
  if (!parsed.success || parsed.data.schema !== schema) return null;
  const { schema: _, ...event } = parsed.data;
  return event;
}
