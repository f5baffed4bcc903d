// `npm test`: the checks that need no database (types, lint, import rules), the build and the browser tests' seeded
// data side by side, each mostly one core, where one after another they left a core idle for two minutes; then the
// unit and API tests (Vitest, both cores), then the browser tests. Each step's output is printed whole when it ends,
// with its time; the first failing stage stops the run with its status.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['types', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['import rules', 'npm run lint:imports'],
    ['build', 'node scripts/ensure-build.mjs'],
    ['browser tests’ data', 'node --import tsx tests/e2e/prepare.ts'],
  ],
  [['unit and API tests', 'npx vitest run']],
  [['browser tests', 'npm run test:e2e']],
];

/** Runs `command`; alone in its stage it prints as it goes, beside others its output is held until it ends. */
function run(name, command, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`\n== ${name}: ${code === 0 ? 'passed' : `failed (${code ?? signal})`} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

const began = performance.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map(([name, command]) => run(name, command, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`== npm test passed in ${((performance.now() - began) / 60000).toFixed(1)} min`);
