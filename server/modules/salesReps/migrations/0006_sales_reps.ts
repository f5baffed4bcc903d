import { type Kysely, sql } from 'kysely';

/**
 * Sales representatives: each is a user in the one identity store (no business)
 * and an item of the lookup `business.salesrep` that businesses reference. The
 * link shares the lookup item's id, so a business's salesRepId is the rep's id.
 * The rep's version is its user's (every write to a rep moves it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales_reps')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('lookups.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    .execute();
  await backfillSalesReps(db);
}

const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/**
 * A database that already has sales rep lookup items (seeded before this
 * migration) gets a user for each: the first word of the item's text is the
 * first name, the rest the last name ('-' when there is none), an email of its
 * own, no login, enabled as the item is active. A fresh database has none yet:
 * the seed creates its reps whole.
 */
export async function backfillSalesReps(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ id: number; text: string; is_active: boolean }>`
    SELECT l.id, l.text, l.is_active FROM lookups l
    WHERE l.key = 'business.salesrep' AND NOT EXISTS (SELECT 1 FROM sales_reps s WHERE s.id = l.id)
    ORDER BY l.id`.execute(db);
  for (const item of rows) {
    const [first = 'Sales', ...rest] = item.text.trim().split(/\s+/);
    const last = rest.join(' ') || '-';
    const email = `${[ascii(first), ascii(last)].filter(Boolean).join('.') || 'salesrep'}.${item.id}@salesreps.example.com`;
    const { rows: user } = await sql<{ id: number }>`
      INSERT INTO users (username, email, given_name, family_name, password_hash, has_login, is_active, created_by)
      VALUES (NULL, ${email}, ${first.slice(0, 100)}, ${last.slice(0, 100)}, '!', false, ${item.is_active}, 'migration 0006')
      RETURNING id`.execute(db);
    await sql`INSERT INTO sales_reps (id, user_id) VALUES (${item.id}, ${user[0].id})`.execute(db);
  }
  return rows.length;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The reps' users are only reps: without the link they would pass for platform users.
  await sql`WITH gone AS (DELETE FROM sales_reps RETURNING user_id) DELETE FROM users WHERE id IN (SELECT user_id FROM gone)`.execute(db);
  await db.schema.dropTable('sales_reps').ifExists().execute();
}
