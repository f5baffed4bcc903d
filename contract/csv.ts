/**
 * CSV lines as RFC 4180 writes them (CRLF, a cell quoted when it holds a quote,
 * comma or line break, quotes doubled), with one rule against formula
 * injection: a cell that starts with = + - @, a tab, a carriage return or NUL is prefixed with ' (OWASP),
 * so a spreadsheet never runs it. Shared by the server's streamed exports and
 * the console's own downloads.
 */
/** How a cell a spreadsheet would run as a formula starts (the XLSX export's writer is given it too). */
export const FORMULA_START = /^[=+\-@\t\r\0]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
