/** Figures and how they are printed: one table per section, and the verdict. */

export type Figure = {
  name: string;
  measured: string;
  limit: string;
  /** `null` for an informational figure (no limit). */
  pass: boolean | null;
};

export const KB = 1024;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}

function verdict(pass: boolean | null): string {
  if (pass === null) return 'info';
  return pass ? 'PASS' : 'FAIL';
}

export function printTable(title: string, figures: Figure[]): void {
  const header = ['Figure', 'Measured', 'Limit', 'Result'];
  const rows = figures.map((f) => [f.name, f.measured, f.limit, verdict(f.pass)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(rule);
  for (const row of rows) console.log(line(row));
}

/** Prints the figures' table and whether each is within its limit; the bench's exit code (1 when one missed). */
export function reportFigures(title: string, figures: Figure[]): 0 | 1 {
  printTable(title, figures);
  const failed = figures.filter((f) => f.pass === false);
  console.log(failed.length === 0 ? '\nAll figures within their limits.' : `\n${failed.length} figure(s) missed their limit.`);
  return failed.length === 0 ? 0 : 1;
}

/** A figure that could not be measured counts as missing its limit. */
export function failedFigure(name: string, limit: string, error: unknown): Figure {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return { name, measured: `error: ${message}`, limit, pass: false };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
