/**
 * MUI's `buildFormatNumber` (TablePagination's default "1–10 of 100"), making its `Intl.NumberFormat` when it first
 * formats a number rather than when the module loads: TablePagination builds one for 'en-US' at import, the page's
 * first number format, some 40 ms of the first list's start on Lighthouse's phone, for a label react-admin replaces
 * with its own translated one. vite.config.ts aliases MUI's module to this one; buildFormatNumber.test.ts checks that
 * it answers as MUI's does.
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
