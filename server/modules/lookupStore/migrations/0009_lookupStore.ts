import type { Kysely } from 'kysely';

/** Catalogue administration (issue 5): the generic lookup store screen (admin/defaults), lookup groups, configuration values. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
