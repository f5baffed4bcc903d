import { type Kysely, sql } from 'kysely';
import { createBusinessCounts, dropBusinessCounts } from './0002_businessCounts';
import { createBusinessSearch, dropBusinessSearch } from './0002_businessSearch';

/**
 * Businesses (shops), their primary and billing addresses, the Biz Info tab,
 * the list search's word index (0002_businessSearch*.ts) and the count of
 * businesses per status (0002_businessCounts.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shop_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('sid', 'varchar(40)')
    .addColumn('status_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(64)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('phone_cc', 'varchar(6)')
    .addColumn('language', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bill_same_as_primary', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('dispatch_priority_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('distributor_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('sales_rep_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('referral_source_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('businesses.id'))
    .addColumn('grandparent_id', 'integer', (c) => c.references('businesses.id'))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('businesses_not_own_parent', sql`parent_id IS DISTINCT FROM id AND grandparent_id IS DISTINCT FROM id`)
    .execute();
  await sql`CREATE UNIQUE INDEX businesses_shop_id_key ON businesses (lower(shop_id))`.execute(db);
  // Ordered walks for the list's sort columns (id has the primary key).
  await sql`CREATE INDEX businesses_name_idx ON businesses (lower(name), id)`.execute(db);
  await sql`CREATE INDEX businesses_sid_idx ON businesses (lower(sid), id)`.execute(db);
  await sql`CREATE INDEX businesses_date_created_idx ON businesses (date_created, id)`.execute(db);
  for (const column of ['status_id', 'parent_id', 'grandparent_id', 'sales_rep_id', 'distributor_id']) {
    await db.schema.createIndex(`businesses_${column}_idx`).on('businesses').column(column).execute();
  }

  await db.schema
    .createTable('business_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind IN ('primary', 'billing')`))
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'varchar(100)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('country', 'varchar(100)', (c) => c.notNull())
    .addColumn('language', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('business_addresses_kind_key', ['business_id', 'kind'])
    .execute();

  // The Biz Info tab: one row per business, its lists in the row (lookup ids, checked by the repository
  // on write; lookups are never deleted), so the tab saves with one versioned UPDATE.
  let info = db.schema
    .createTable('business_info')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'));
  for (const flag of INFO_FLAGS) info = info.addColumn(flag, 'boolean', (c) => c.notNull().defaultTo(false));
  for (const ref of ['solera_site_id_reference', 'onyx_client_reference', 'capricorn_number', 'account_id']) info = info.addColumn(ref, 'varchar(50)');
  for (const id of ['annual_revenue_id', 'monthly_ro_id', 'location_count_id', 'reporting_group_id']) info = info.addColumn(id, 'integer', (c) => c.references('lookups.id'));
  await info
    .addColumn('manufacturers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('oem_certification_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('insurance_department_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('service_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await createBusinessSearch(db);
  await createBusinessCounts(db);
}

const INFO_FLAGS = [
  'is_mobile_client',
  'is_enterprise_client',
  'is_pro_tech_client',
  'is_hunter_client',
  'is_safelite_client',
  'is_corporate_account',
  'is_cap_link_member',
  'is_solera',
  'is_onyx_client',
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropBusinessCounts(db);
  await dropBusinessSearch(db);
  for (const table of ['business_info', 'business_addresses', 'businesses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
