/**
 * The headers of a file download: always an attachment (never shown inline, so
 * an HTML or SVG file cannot run in the console's origin), named per RFC 6266
 * with an ASCII fallback and the UTF-8 name (RFC 8187 `filename*`), the stored
 * content type, and nosniff so the browser keeps to it.
 */
const RFC8187_UNSAFE = /['()*]/g;

export function contentDisposition(name: string): string {
  // The quoted fallback: printable ASCII only, without the quote, backslash and percent that would need escaping.
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(RFC8187_UNSAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function downloadHeaders(file: { name: string; contentType: string; size: number }): Record<string, string> {
  const text = file.contentType.startsWith('text/');
  return {
    'content-type': text ? `${file.contentType}; charset=utf-8` : file.contentType,
    'content-disposition': contentDisposition(file.name),
    'content-length': String(file.size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
