import { type Kysely, sql } from 'kysely';

/**
 * Chat (issue 14), the built-in provider's store: a channel per service request (its URL `sr_<id>`, its type the
 * request's solution), its members with how far each has read, its live messages (ids grow monotonically, so a
 * console that reconnects asks for what came after the last it saw), the history saved onto the request (which
 * outlives the channel), and staff-written translations of saved messages.
 *
 * The channel keeps its last activity, last message and message count, updated in the transaction that adds a
 * message, so the list pages by (type, last activity) without reading messages. With SendBird configured, only
 * the saved history and its translations are used: channels, members and live messages live in SendBird.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_channels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('url', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('service_request_id', 'integer', (c) => c.notNull().unique().references('service_requests.id').onDelete('cascade'))
    // The request's solution (spec §1 app id): the channel type is CHAT_CHANNEL_TYPES[channel_type].
    .addColumn('channel_type', 'smallint', (c) => c.notNull().check(sql`channel_type IN (1, 2, 4, 5)`))
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_id', 'bigint')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX chat_channels_by_activity ON chat_channels (channel_type, last_activity_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX chat_channels_name_trgm ON chat_channels USING gin (lower(name) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('chat_members')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('chat_channels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The last message this member has read (0: none).
    .addColumn('last_read_message_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_members_pk', ['channel_id', 'user_id'])
    .execute();
  await sql`CREATE INDEX chat_members_by_user ON chat_members (user_id, channel_id)`.execute(db);

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('chat_channels.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'varchar(4000)', (c) => c.notNull())
    // The sending console's id for the message: a retried send finds the first one instead of doubling it.
    .addColumn('client_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_client_id', ['channel_id', 'client_id'])
    .execute();
  await sql`CREATE INDEX chat_messages_by_channel ON chat_messages (channel_id, id)`.execute(db);

  // The history saved onto the request (SaveChatHistoryWait): copies, so it survives the channel's removal.
  await db.schema
    .createTable('service_request_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('service_request_id', 'integer', (c) => c.notNull().references('service_requests.id').onDelete('cascade'))
    // The live message it copies (its provider's id): saving twice copies nothing twice.
    .addColumn('source_message_id', 'bigint', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('users.id'))
    .addColumn('sender_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sender_email', 'varchar(254)', (c) => c.notNull())
    // Spec §3 type: true when staff wrote it (sent), false for a shop's user or a technician (received).
    .addColumn('is_staff', 'boolean', (c) => c.notNull())
    .addColumn('text', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('service_request_messages_source', ['service_request_id', 'source_message_id'])
    .execute();
  await sql`CREATE INDEX service_request_messages_by_request ON service_request_messages (service_request_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('chat_message_translations')
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('service_request_messages.id').onDelete('cascade'))
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('text', 'varchar(4000)', (c) => c.notNull())
    .addColumn('translated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('translated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('chat_message_translations_pk', ['message_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_message_translations', 'service_request_messages', 'chat_messages', 'chat_members', 'chat_channels']) {
    await db.schema.dropTable(table).execute();
  }
}
