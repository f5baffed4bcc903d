/**
 * What the built-in chat announces to every API process: ids only (the NOTIFY payload stays small and holds no
 * message text), sent with pg_notify inside the writing transaction, so it is delivered only once the write has
 * committed, and never for a write that failed. The hub (realtime/) LISTENs on CHAT_NOTIFY_CHANNEL, loads what
 * an event names and pushes it to its own sockets.
 *
 * NOTIFY reaches every listener of the database, whatever its schema: the payload names the writer's schema, so
 * an app on another schema of the same database (another deployment, another test file) ignores it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const CHAT_NOTIFY_CHANNEL = 'chat_events';

export type ChatEvent =
  /** A live message was written. */
  | { kind: 'message'; id: number }
  /** A channel's members or existence changed, or its history was saved. */
  | { kind: 'channel'; url: string; channelType: number; removed: boolean }
  /** A user's access was taken away at `at` (ms): every process closes that user's sockets opened with older tokens. */
  | { kind: 'revoke'; userId: number; at: number };

export async function announce(db: Db, event: ChatEvent): Promise<void> {
  await sql`SELECT pg_notify(${CHAT_NOTIFY_CHANNEL}, (${JSON.stringify(event)}::jsonb || jsonb_build_object('schema', current_schema()))::text)`.execute(db);
}
