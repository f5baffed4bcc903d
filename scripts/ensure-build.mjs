// Builds the console when dist/ is missing or older than its sources, and the server's bundle when it is
// (build-server.mjs), so `npm start` on an unchanged checkout starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundleStale } from './build-server.mjs';

const sources = ['src', 'resources', 'dataProvider', 'authProvider', 'i18n', 'contract', 'index.html', 'vite.config.ts', 'package-lock.json'];
const built = 'dist/index.html';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the console…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (serverBundleStale()) {
  console.log('Building the server…');
  await buildServer();
}
