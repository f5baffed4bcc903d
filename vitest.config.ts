/**
 * Three test projects: `server` (Node: API, auth, contract, and the pure TS
 * modules of authProvider/ and dataProvider/), `logic` (Node: the console's
 * modules that need no page) and `console` (jsdom: React views, and every
 * `*.dom.test.ts`). `npm run test:server` runs the first only.
 */
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    passWithNoTests: true,
    // The server tests are CPU-bound (scrypt, PGlite): one worker per core, where vitest's default
    // leaves one core idle. Set here, not per project: projects with different maxWorkers need groupOrder.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'authProvider/**/*.test.ts', 'dataProvider/**/*.test.ts'],
          // `*.dom.test.ts` beside those modules need a browser environment: the console project runs them.
          exclude: [...configDefaults.exclude, '**/*.dom.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          // A worker's test files share their modules (the app's graph is loaded once per worker, not once per
          // file: 2 min of 5 here): each file has its own database and app (harness.ts), and a test that declares
          // something global withdraws it after.
          isolate: false,
          // Logins hash with scrypt (about 0.3 s each), so a few tests take seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The console's logic without a page (models, formats, adapters, the registry): Node, and one module graph
          // per worker as on the server (each isolated file spent some 3 s importing for a few milliseconds of
          // tests). A console test that needs a page (window, localStorage, the i18n setup) is a `*.dom.test.ts`.
          name: 'logic',
          environment: 'node',
          globals: true,
          isolate: false,
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'i18n/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.dom.test.ts'],
        },
      },
      {
        test: {
          name: 'console',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/setup/jsdom.ts'],
          // A test that renders react-admin in jsdom takes a few seconds while the server project
          // holds both cores; 5 s (the default) fails them on a busy machine, not on broken behaviour.
          testTimeout: 20_000,
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx', '{src,resources,i18n,authProvider,dataProvider}/**/*.dom.test.ts'],
        },
      },
    ],
  },
});
