// The server as `npm start` runs it: server/main.ts and every module of ours it imports in one file,
// dist-server/main.mjs, its packages left to node_modules. Loaded through tsx, the server spent some 4 s of CPU
// at each start resolving and compiling its TypeScript modules one by one (5 s to ready here, 2.8 s bundled), and
// every browser test file starts one. The two files the server reads beside its code are copied beside the bundle.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'dist-server/main.mjs';
const INPUTS = 'dist-server/inputs.json';
/** Read at run time from beside the module that names them (`new URL('./…', import.meta.url)`). */
const ASSETS = ['server/auth/common-passwords.txt', 'server/modules/dashboard/xlsxWriter.mjs'];

/** Missing, or older than one of the files it was built from, a folder of theirs (a file added) or the lock file. */
export function serverBundleStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  const paths = new Set([...inputs, ...inputs.map((f) => dirname(f)), ...ASSETS, 'package-lock.json', 'scripts/build-server.mjs']);
  return [...paths].some((p) => !existsSync(p) || statSync(p).mtimeMs > built);
}

export async function buildServer() {
  mkdirSync('dist-server', { recursive: true });
  for (const asset of ASSETS) copyFileSync(asset, `dist-server/${asset.split('/').at(-1)}`);
  const result = await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // Each file written beside, then renamed (the map first, the list of inputs last): a server starting meanwhile, or
  // a second build (two browser test files), reads the old files or the new ones, never half of one.
  const replace = (path, contents) => {
    writeFileSync(`${path}.${process.pid}`, contents);
    renameSync(`${path}.${process.pid}`, path);
  };
  const isMap = (file) => Number(file.path.endsWith('.map'));
  for (const file of [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a))) replace(file.path, file.contents);
  const ours = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules'));
  replace(INPUTS, JSON.stringify(ours.map((f) => relative('.', f))));
}
