/**
 * How much the V8 heap grows between its full collections (HEAP_GROWING_PERCENT). V8 lets a small heap grow up to
 * four times its live size before it collects it whole, so a burst of short-lived objects (an import's 50,000 rows, a
 * chunk's statements and answers, which outlive the young generation's collections) is grown into, not collected:
 * the process's resident size rose 97–138 MB during a 50,000-row import with V8's own factor, 30 MB at 100 % and 15 MB
 * at 30 % (bench:imports, 2026-12-01), while the business search's p99 at 10 connections stayed the same at 100 % and
 * rose by half at 30 % (bench:business: more full collections). Set once, as the process starts, before the heap holds
 * much; 0 leaves V8's own factor.
 */
import v8 from 'node:v8';

export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
