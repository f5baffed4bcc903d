import { type Kysely, sql } from 'kysely';

/**
 * The device screens (issue 12): a device's model, server profile, launch account and assignment date;
 * its shipments; one activation card at most per device; the device counts per holder, kept by
 * statement-level triggers (as business_status_counts), so the list's total without a filter is exact
 * without counting every device on each page; an index for each order the list offers.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('devices')
    .addColumn('device_model_id', 'integer', (c) => c.references('device_models.id'))
    .addColumn('server_profile_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('launch_account_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('assigned_date', 'timestamptz')
    .execute();
  await sql`UPDATE devices d SET device_model_id = m.id FROM device_models m
    WHERE lower(m.manufacturer) = lower(d.manufacturer) AND lower(m.brand) = lower(d.brand) AND lower(m.model) = lower(d.model)`.execute(db);
  await sql`UPDATE devices SET assigned_date = date_updated WHERE business_id IS NOT NULL`.execute(db);
  for (const column of ['serial_number', 'manufacturer', 'brand', 'model']) {
    await sql.raw(`CREATE INDEX devices_${column}_order_idx ON devices (lower(${column}), id)`).execute(db);
  }
  for (const column of ['status_id', 'is_active', 'date_created', 'date_updated']) {
    await sql.raw(`CREATE INDEX devices_${column}_order_idx ON devices (${column}, id)`).execute(db);
  }

  await db.schema
    .createTable('device_shipments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('carrier', 'varchar(60)', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(60)')
    .addColumn('shipped_date', 'date')
    .addColumn('delivered_date', 'date')
    .addColumn('address', 'varchar(300)')
    .addColumn('notes', 'varchar(2000)')
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('device_shipments_dates_check', sql`delivered_date IS NULL OR (shipped_date IS NOT NULL AND delivered_date >= shipped_date)`)
    .execute();
  await sql`CREATE INDEX device_shipments_device_idx ON device_shipments (device_id, shipped_date DESC NULLS LAST, id DESC)`.execute(db);

  // A device is activated by one card: two staff activating it at once cannot both succeed.
  await sql`CREATE UNIQUE INDEX activation_cards_device_key ON activation_cards (assigned_device_id) WHERE assigned_device_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable('device_counts')
    // The holding business, 0 for the devices in stock.
    .addColumn('holder_id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  for (const event of EVENTS) {
    const none = 'SELECT business_id FROM devices WHERE false';
    const newRows = event === 'DELETE' ? none : 'SELECT business_id FROM new_table';
    const oldRows = event === 'INSERT' ? none : 'SELECT business_id FROM old_table';
    const fn = `devices_count_${event.toLowerCase()}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO device_counts (holder_id, n)
          SELECT x.holder, sum(x.d) FROM (
            SELECT coalesce(business_id, 0) AS holder, 1 AS d FROM (${newRows}) n
            UNION ALL SELECT coalesce(business_id, 0), -1 FROM (${oldRows}) o) x
          GROUP BY x.holder HAVING sum(x.d) <> 0 ORDER BY x.holder
          ON CONFLICT (holder_id) DO UPDATE SET n = device_counts.n + EXCLUDED.n;
        RETURN NULL;
      END
      $fn$`)
      .execute(db);
    const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON devices REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
  await sql`INSERT INTO device_counts (holder_id, n) SELECT coalesce(business_id, 0), count(*) FROM devices GROUP BY 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) {
    await sql.raw(`DROP TRIGGER IF EXISTS devices_count_${event.toLowerCase()} ON devices`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS devices_count_${event.toLowerCase()}()`).execute(db);
  }
  await db.schema.dropTable('device_counts').ifExists().execute();
  await sql`DROP INDEX IF EXISTS activation_cards_device_key`.execute(db);
  await db.schema.dropTable('device_shipments').ifExists().execute();
  for (const column of ['serial_number', 'manufacturer', 'brand', 'model', 'status_id', 'is_active', 'date_created', 'date_updated']) {
    await sql.raw(`DROP INDEX IF EXISTS devices_${column}_order_idx`).execute(db);
  }
  await db.schema
    .alterTable('devices')
    .dropColumn('device_model_id')
    .dropColumn('server_profile_id')
    .dropColumn('launch_account_id')
    .dropColumn('assigned_date')
    .execute();
}
