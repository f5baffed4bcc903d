/**
 * The layers of issue 32, checked by dependency-cruiser in `npm test` (`npm run lint:imports`):
 * the server imports no console code, the console imports no server code, `contract/` imports
 * neither, and no import circles. Violations that existed when the check came in are listed in
 * `.dependency-cruiser-known-violations.json` (regenerate it with `npm run lint:imports:baseline`
 * only when one of them is fixed); any new one fails.
 *
 * Tests are not a layer: a `*.test.ts(x)` may drive the console's client against the server.
 *
 * TypeScript 7 has no JavaScript compiler API: Babel turns the TypeScript into JavaScript for
 * dependency-cruiser (`.dependency-cruiser.babel.cjs`, type-only imports kept); `@swc/core` being
 * installed is what makes dependency-cruiser scan .ts and .tsx files at all. `tsconfig.json` is
 * given for its path aliases (it has none today). dependency-cruiser 17 is the last to run on
 * Node 20, which `engines` still allows.
 */
const CONSOLE = '^(src|resources|dataProvider|authProvider|i18n)/';
const SERVER = '^server/';
const CONTRACT = '^contract/';
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-not-to-console',
      comment: 'The server imports no console code (src, resources, dataProvider, authProvider, i18n); share it through contract/.',
      severity: 'error',
      from: { path: SERVER, pathNot: TEST },
      to: { path: CONSOLE },
    },
    {
      name: 'console-not-to-server',
      comment: 'The console imports no server code; share it through contract/.',
      severity: 'error',
      from: { path: CONSOLE, pathNot: TEST },
      to: { path: SERVER },
    },
    {
      name: 'contract-not-to-sides',
      comment: 'contract/ is shared by both sides: it imports neither the server nor the console.',
      severity: 'error',
      from: { path: CONTRACT, pathNot: TEST },
      to: { path: [SERVER, CONSOLE] },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: split the shared part into a module both sides import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^dist/', '^test-results/'] },
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
