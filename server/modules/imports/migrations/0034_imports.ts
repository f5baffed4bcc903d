/**
 * Imports (issue 34): each uploaded file with where its import stands (`import_jobs`, the file's bytes kept until the
 * import is a week old), and each of its rows with its outcome (`import_rows`: the dry run's, then the apply's), so
 * that any process answers an import's status, its preview pages and its rejected rows, and a cancel reaches the
 * process running it. Not records staff edit: the rows' own writes go through their lists' save calls.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE import_jobs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id integer NOT NULL,
    list text NOT NULL,
    file_name text NOT NULL,
    file_kind text NOT NULL,
    content bytea NOT NULL,
    state text NOT NULL DEFAULT 'uploaded',
    sheet text,
    mode text,
    plan jsonb,
    done integer NOT NULL DEFAULT 0,
    total integer NOT NULL DEFAULT 0,
    cancel boolean NOT NULL DEFAULT false,
    message text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX import_jobs_by_created ON import_jobs (created_at)`.execute(db);
  await sql`CREATE TABLE import_rows (
    job_id uuid NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
    line integer NOT NULL,
    outcome text NOT NULL,
    message text,
    changes jsonb NOT NULL DEFAULT '[]',
    cells jsonb NOT NULL,
    record_id integer,
    version integer,
    PRIMARY KEY (job_id, line)
  )`.execute(db);
  await sql`CREATE INDEX import_rows_by_outcome ON import_rows (job_id, outcome, line)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_rows`.execute(db);
  await sql`DROP TABLE import_jobs`.execute(db);
}
