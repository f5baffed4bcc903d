/**
 * The request list's search (serviceRequestQuery.ts, `searched`) by index rather than by reading every request: a
 * trigram index on the request's own searched texts (VIN, make, model; one GIN index of three columns, which a
 * condition on any of them, or their OR, reads). The shop, scan type and technician are found first in their own
 * smaller tables, then their requests by the indexes on business_id and technician_id. Read by every request
 * searched at 100,000 requests, the search took 0.8 s a statement, and bench:soak's day could not be served.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX service_requests_search_trgm ON service_requests USING gin (lower(vin) gin_trgm_ops, lower(vehicle_make) gin_trgm_ops, lower(vehicle_model) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS service_requests_search_trgm`.execute(db);
}
