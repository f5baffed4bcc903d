/**
 * `npm run bench:files`: how big the project's source files are (issue 32's figures): the tracked TypeScript files
 * that are not tests, their count, median and 90th-percentile line counts, and those over 300 lines by name.
 * Run at a commit with `git stash`-free checkouts: it reads the work tree's tracked files.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { projectRoot } from './server';

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: projectRoot, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !/\.test\.tsx?$|\.e2e\.ts$|^tests\/e2e\//.test(f));
const lines = files.map((f) => ({ f, n: readFileSync(`${projectRoot}/${f}`, 'utf8').split('\n').length - 1 })).sort((a, b) => a.n - b.n);
const at = (q: number) => lines[Math.min(lines.length - 1, Math.floor(lines.length * q))].n;
console.log(`source files (TypeScript, tests excluded): ${lines.length}`);
console.log(`median lines: ${lines[Math.floor((lines.length - 1) / 2)].n}; 90th percentile: ${at(0.9)}`);
const big = lines.filter((l) => l.n > 300);
console.log(`over 300 lines: ${big.length}`);
for (const { f, n } of big.reverse()) console.log(`  ${String(n).padStart(5)} ${f}`);
