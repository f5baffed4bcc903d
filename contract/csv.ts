/**
 * CSV lines as RFC 4180 writes them (CRLF, a cell quoted when it holds a quote,
 * comma or line break, quotes doubled), with one rule against formula
 * injection: a text cell that starts with = + - @, a tab, a carriage return or NUL is prefixed with ' (OWASP),
 * so a spreadsheet never runs it. Shared by the server's streamed exports and
 * the console's own downloads.
 */
/** The characters a cell a spreadsheet would run as a formula starts with (the SQL of the exports tests them too). */
export const FORMULA_CHARS = ['=', '+', '-', '@', '\t', '\r', '\0'] as const;
/** How such a cell starts (the XLSX export's writer is given it too). */
export const FORMULA_START = new RegExp(`^[${FORMULA_CHARS.map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}]`);

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A number is never a formula: -5 stays the number a spreadsheet reads.
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
