/**
 * A process holding a data directory as the server does (dataDirLock.test.ts): locks it, opens PGlite in it, says
 * HELD, then writes a row every few milliseconds until it is killed, so a SIGKILL lands mid-write.
 *   node --import tsx server/test/dataDirHolder.ts <dir>
 */
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/dataDirLock';

const dir = process.argv[2];
lockDataDir(dir);
const pglite = await PGlite.create(dir);
await pglite.exec('CREATE TABLE IF NOT EXISTS held_writes (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
process.stdout.write('HELD\n');
for (;;) {
  await pglite.exec('INSERT INTO held_writes DEFAULT VALUES');
  await new Promise((resolve) => setTimeout(resolve, 5));
}
