import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { contractForBrowser } from './contract/browserBuild';

const apiPort = process.env.API_PORT ?? '8080';

/** Writes .br and .gz beside each built asset; the server sends them to browsers that accept them. */
function precompress(): Plugin {
  let dir = 'dist/assets';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      dir = join(config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!existsSync(dir)) return; // the build failed before writing: its own error is the one to show
      for (const name of readdirSync(dir).filter((n) => /\.(js|css|svg)$/.test(n))) {
        const content = readFileSync(join(dir, name));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
      }
    },
  };
}

const shellEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The modules the login page loads (src/main.tsx and what it imports statically): they stay in its entry. */
function staticClosure(graph: Rolldown.ChunkingContext, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for the modules that many of the console's lazily loaded screens share (react-admin, MUI, the
 * providers, the contract). Left to itself the bundler makes a chunk for each set of screens that share a
 * module: some 75 scripts after the login, many under 1 KB, which compress badly and each cost the importing
 * chunks their import and preload lists (some 15 KB of the budget in bench/bundle.ts). Modules fewer screens
 * share stay with them, so screens stay lazy. The login page's own modules stay in its entry (its budget), and
 * the group does not pull in their dependencies, as it would by default.
 */
function sharedChunk(): Rolldown.CodeSplittingGroup {
  let loginModules: Set<string> | undefined;
  return {
    name: (id, graph) => {
      loginModules ??= staticClosure(graph, shellEntry);
      return loginModules.has(id) || id.startsWith('\0') ? null : 'shared';
    },
    debugName: 'shared',
    minShareCount: 16,
    includeDependenciesRecursively: false,
  };
}

/**
 * Fails the build when chunks import each other in a cycle: a module could then run before one it needs
 * (a blank console in the browser). Without the shared group's dependencies (above) this can happen (with a
 * minShareCount of 13 it does): raise its minShareCount until the build passes, and measure again with
 * `npm run bench:bundle`.
 */
function acyclicChunks(): Plugin {
  return {
    name: 'acyclic-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const state = new Map<string, 'open' | 'done'>();
      const visit = (name: string, path: string[]): void => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open') {
          // Each chunk named with its first modules, so the import that closes the circle can be found.
          const named = (n: string) => {
            const c = bundle[n];
            const modules = c?.type === 'chunk' ? Object.keys(c.modules).map((id) => id.replace(/^.*node_modules\//, '').replace(process.cwd(), '')) : [];
            return `${n} (${modules.slice(0, 4).join(', ')}${modules.length > 4 ? `, … ${modules.length} modules` : ''})`;
          };
          this.error(`chunks import each other in a cycle: ${[...path.slice(path.indexOf(name)), name].map(named).join(' -> ')}`);
        }
        state.set(name, 'open');
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') for (const next of chunk.imports) visit(next, [...path, name]);
        state.set(name, 'done');
      };
      for (const name of Object.keys(bundle)) visit(name, []);
    },
  };
}

/**
 * React Router's package sends every bundler its development build (its exports name no production condition:
 * remix-run/react-router#12532, #14102): with its dev-only warnings on. A production build takes the production
 * build it ships beside it.
 */
const routerProductionBuild = (command: string) =>
  command === 'build'
    ? [
        { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
        { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      ]
    : [];

export default defineConfig(({ command }) => ({
  plugins: [contractForBrowser(), react(), precompress(), acyclicChunks()],
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
      { find: /^inflection$/, replacement: fileURLToPath(new URL('./src/shims/inflection.ts', import.meta.url)) },
      // MUI's useScrollTrigger, as its own index imports it (react-admin's app bar and sidebar use it).
      { find: /^\.\/useScrollTrigger\.mjs$/, replacement: fileURLToPath(new URL('./src/shims/useScrollTrigger.ts', import.meta.url)) },
      // TablePagination's only import of it (MUI's locale files, which import it as ./utils/…, are not in the build).
      { find: /^\.\.\/locale\/utils\/buildFormatNumber\.mjs$/, replacement: fileURLToPath(new URL('./src/shims/buildFormatNumber.ts', import.meta.url)) },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: fileURLToPath(new URL('./src/shims/jsonexport.cjs', import.meta.url)) },
      ...routerProductionBuild(command),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Terser, three passes: some 1.2 KB less JavaScript than the default minifier (oxc) on each journey of
    // bench/bundle.ts (the first list 301.1 → 299.9 KB, a business's detail 342.3 → 340.2 KB), for some 25 s of build.
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false, wrap_func_args: false } },
    chunkSizeWarningLimit: 1500,
    // Every browser the build targets preloads modules itself (modulepreload is Baseline since 2023): the
    // polyfill would cost the first list about 0.4 KB for browsers that do not load this console anyway.
    modulePreload: { polyfill: false },
    // Chunks named by their hash only: every import between chunks and the preload lists name them, so a
    // module's name in each would cost the console's JavaScript budget some 2 KB (bench/bundle.ts).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: [sharedChunk()] } } },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the chat's WebSocket (/api/chat/socket) goes through the proxy too.
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/auth': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
