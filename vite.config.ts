import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
      for (const name of readdirSync(dir).filter((n) => /\.(js|css|svg)$/.test(n))) {
        const content = readFileSync(join(dir, name));
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
        writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
      }
    },
  };
}

export default defineConfig({
  plugins: [contractForBrowser(), react(), precompress()],
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the build targets preloads modules itself (modulepreload is Baseline since 2023): the
    // polyfill would cost the first list about 0.4 KB for browsers that do not load this console anyway.
    modulePreload: { polyfill: false },
    // Chunks named by their hash only: every import between chunks and the preload lists name them, so a
    // module's name in each would cost the console's JavaScript budget some 2 KB (bench/bundle.ts).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the chat's WebSocket (/api/chat/socket) goes through the proxy too.
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/auth': `http://127.0.0.1:${apiPort}`,
    },
  },
});
