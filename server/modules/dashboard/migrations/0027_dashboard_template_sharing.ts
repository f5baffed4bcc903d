import { type Kysely, sql } from 'kysely';

/**
 * Dashboard templates are private unless shared (issue 30): `share_token`, null while the template is private, is
 * the token of its shared link (server/modules/dashboard/templates.ts: 128 random bits, base64url; kept as it is, not
 * hashed, for the reasons given there), unique so that a link opens one template.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dashboard_templates').addColumn('share_token', 'varchar(22)').execute();
  await sql`CREATE UNIQUE INDEX dashboard_templates_share_token_key ON dashboard_templates (share_token) WHERE share_token IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dashboard_templates').dropColumn('share_token').execute();
}
