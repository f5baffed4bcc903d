/**
 * The device list's search (devices.repository.ts: any of serial number, name, manufacturer, brand, model holding
 * the term) by index rather than by reading every device: one GIN trigram index of the five lower-cased texts,
 * which the OR of their conditions reads column by column. Read by every device, a serial number's fragment cost
 * 171–286 ms a call at 18,000 devices under bench:soak's load (two calls in twenty of its mix).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX devices_search_trgm ON devices USING gin (lower(serial_number) gin_trgm_ops, lower(name) gin_trgm_ops,
    lower(manufacturer) gin_trgm_ops, lower(brand) gin_trgm_ops, lower(model) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS devices_search_trgm`.execute(db);
}
