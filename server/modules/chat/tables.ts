/** The chat area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** A service request's chat channel (migration 0019): built-in provider only. */
export interface ChatChannelsTable {
  id: Generated<number>;
  /** `sr_<service request id>` (contract/chat.ts channelUrlOf). */
  url: string;
  service_request_id: number;
  /** The request's solution (spec §1 app id). */
  channel_type: number;
  name: string;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  last_message_id: string | null;
  message_count: Generated<number>;
}

export interface ChatMembersTable {
  channel_id: number;
  user_id: number;
  joined_at: Timestamp;
  /** bigint: read back as a string. */
  last_read_message_id: Generated<string>;
}

export interface ChatMessagesTable {
  /** bigserial: read back as a string. */
  id: Generated<string>;
  channel_id: number;
  sender_id: number;
  text: string;
  client_id: string | null;
  created_at: Timestamp;
}

/** A request's saved chat history (migration 0019), with either provider. */
export interface ServiceRequestMessagesTable {
  id: Generated<string>;
  service_request_id: number;
  source_message_id: string;
  sender_id: number | null;
  sender_name: string;
  sender_email: string;
  is_staff: boolean;
  text: string;
  created_at: Timestamp;
  saved_at: Timestamp;
}

export interface ChatMessageTranslationsTable {
  message_id: string;
  language: string;
  text: string;
  translated_by: number | null;
  translated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    chat_channels: ChatChannelsTable;
    chat_members: ChatMembersTable;
    chat_messages: ChatMessagesTable;
    service_request_messages: ServiceRequestMessagesTable;
    chat_message_translations: ChatMessageTranslationsTable;
  }
}
