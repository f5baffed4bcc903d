/**
 * Two test projects: `server` (Node: API, auth, contract, and the pure TS
 * modules of authProvider/ and dataProvider/) and `console` (jsdom: React
 * views and i18n). `npm run test:server` runs the first only.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'authProvider/**/*.test.ts', 'dataProvider/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          // Logins hash with scrypt (about 0.3 s each), so a few tests take seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'console',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/setup/jsdom.ts'],
          include: ['src/**/*.test.tsx', 'resources/**/*.test.tsx', 'i18n/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
    ],
  },
});
