/**
 * The type of an uploaded note file, decided by its content, never by its name
 * or a declared type: PDF (%PDF-), PNG (\x89PNG\r\n\x1a\n), JPEG (\xFF\xD8\xFF),
 * XLSX and DOCX (a ZIP whose central directory holds [Content_Types].xml and
 * xl/ or word/ entries), plain text (valid UTF-8 without NUL bytes; CSV when the
 * name ends in .csv). Anything else is refused, naming what it looks like.
 */
import { zipEntryNames } from './zipEntries';

export interface AcceptedType {
  label: string;
  contentType: string;
  /** The extensions a file of this type may carry; the first is added to a name without one of them. */
  extensions: string[];
}

export const ACCEPTED = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extensions: ['pdf'] },
  png: { label: 'PNG', contentType: 'image/png', extensions: ['png'] },
  jpeg: { label: 'JPEG', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  text: { label: 'plain text', contentType: 'text/plain', extensions: ['txt', 'text', 'log', 'md'] },
  csv: { label: 'CSV', contentType: 'text/csv', extensions: ['csv'] },
  xlsx: { label: 'XLSX', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  docx: { label: 'DOCX', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
} satisfies Record<string, AcceptedType>;

export const ACCEPTED_LIST = 'PDF, PNG, JPEG, plain text, CSV, XLSX and DOCX';

export type Sniffed = { accepted: AcceptedType } | { refused: string };

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

/** Names a refused file's type for the message, from the signatures people most often send by mistake. */
const KNOWN_REFUSED: [number[] | string, string, number?][] = [
  ['MZ', 'a Windows executable (EXE/DLL)'],
  ['\x7fELF', 'an ELF executable'],
  [[0xcf, 0xfa, 0xed, 0xfe], 'a macOS executable'],
  ['GIF8', 'a GIF image'],
  ['BM', 'a BMP image'],
  ['WEBP', 'a WebP image', 8],
  ['II*\x00', 'a TIFF image'],
  ['MM\x00*', 'a TIFF image'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'a legacy Office document (DOC/XLS/PPT)'],
  [[0x1f, 0x8b], 'a gzip archive'],
  ['Rar!', 'a RAR archive'],
  ["7z\xbc\xaf'\x1c", 'a 7-Zip archive'],
  ['%!PS', 'a PostScript file'],
  ['{\\rtf', 'an RTF document'],
  ['ftyp', 'a video or HEIC image', 4],
  ['ID3', 'an MP3 file'],
];

function sniffZip(bytes: Buffer): Sniffed {
  const names = zipEntryNames(bytes);
  if (!names) return { refused: 'a ZIP archive that could not be read' };
  const has = (prefix: string) => names.some((n) => n.startsWith(prefix));
  const office = names.includes('[Content_Types].xml');
  if (office && has('xl/') && !has('word/')) return { accepted: ACCEPTED.xlsx };
  if (office && has('word/') && !has('xl/')) return { accepted: ACCEPTED.docx };
  if (office && has('ppt/')) return { refused: 'a PowerPoint presentation (PPTX)' };
  if (names.includes('mimetype')) return { refused: 'an OpenDocument file' };
  if (names.includes('META-INF/MANIFEST.MF')) return { refused: 'a Java archive (JAR)' };
  return { refused: 'a ZIP archive' };
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffFileType(bytes: Buffer, fileName: string): Sniffed {
  if (bytes.length === 0) return { refused: 'an empty file' };
  if (startsWith(bytes, '%PDF-')) return { accepted: ACCEPTED.pdf };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: ACCEPTED.png };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: ACCEPTED.jpeg };
  if (startsWith(bytes, 'PK\x03\x04')) return sniffZip(bytes);
  if (isUtf8Text(bytes)) return { accepted: fileName.toLowerCase().endsWith('.csv') ? ACCEPTED.csv : ACCEPTED.text };
  const known = KNOWN_REFUSED.find(([signature, , at]) => startsWith(bytes, signature, at ?? 0));
  return { refused: known ? known[1] : 'binary data of an unrecognised type' };
}

/**
 * The name a stored file keeps: no path, no control or bidi characters, and an
 * extension that matches its content (`scan.pdf` holding a PNG is stored as
 * `scan.pdf.png`), so the downloaded file opens as what it is.
 */
export function storedFileName(name: string, type: AcceptedType): string {
  const base =
    (name.split(/[\\/]/).pop() ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
      .slice(0, 200) || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return type.extensions.includes(extension) ? base : `${base}.${type.extensions[0]}`;
}
