/**
 * An upload's bytes: decoded from strict base64 (413 over MAX_FILE_BYTES, naming the limit) and typed by
 * their content, never by the name or a declared type: PNG, JPEG, GIF, WebP and PDF by their signatures,
 * plain text (UTF-8 without control characters other than tab, line breaks and form feed; CSV when the
 * name ends in .csv). The name's extension must match the content. Anything else is refused, naming what
 * it looks like.
 */
import { FILE_TYPES, MAX_FILE_BYTES } from '../../../contract/files';
import { badRequest, HttpError } from '../../http/errors';
import { m, type Text } from '../../http/text';

export type FileType = keyof typeof FILE_TYPES;

const starts = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

/** The binary types accepted, by signature, with how a message names them. */
const SIGNED: [FileType, (b: Buffer) => boolean, Text][] = [
  ['image/png', (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), m`a PNG image`],
  ['image/jpeg', (b) => starts(b, [0xff, 0xd8, 0xff]), m`a JPEG image`],
  ['image/gif', (b) => starts(b, 'GIF87a') || starts(b, 'GIF89a'), m`a GIF image`],
  ['image/webp', (b) => starts(b, 'RIFF') && starts(b, 'WEBP', 8), m`a WebP image`],
  ['application/pdf', (b) => starts(b, '%PDF-'), m`a PDF document`],
];

/** What a refused file looks like, from the signatures people most often send by mistake. */
const REFUSED: [number[] | string, Text, number?][] = [
  ['MZ', m`a Windows executable`],
  ['\x7fELF', m`a Linux executable`],
  ['PK\x03\x04', m`a ZIP archive or Office document`],
  [[0x1f, 0x8b], m`a gzip archive`],
  ['BM', m`a BMP image`],
  ['II*\x00', m`a TIFF image`],
  ['MM\x00*', m`a TIFF image`],
  ['ftyp', m`a video or HEIC image`, 4],
];

export const ACCEPTED_TYPES = m`PNG, JPEG, GIF, WebP, PDF, plain text and CSV`;
const EMPTY = m`an empty file`;
const UNKNOWN = m`binary data of an unrecognised type`;
const TEXT = m`plain text`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isText(bytes: Buffer): boolean {
  try {
    return !BINARY_CONTROL.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');
const extensionList = (type: FileType) => FILE_TYPES[type].map((e) => `.${e}`).join(', ');

/** The type of `bytes` named `fileName`, or a 400 naming what is wrong (the content, or the name's extension). */
export function fileTypeOf(bytes: Buffer, fileName: string): { type: FileType; label: Text } {
  if (bytes.length === 0) throw badRequest('contentBase64', m`the file is ${EMPTY}: only ${ACCEPTED_TYPES} files are accepted`);
  const extension = extensionOf(fileName);
  const signed = SIGNED.find(([, test]) => test(bytes));
  let found: { type: FileType; label: Text };
  if (signed) found = { type: signed[0], label: signed[2] };
  else if (isText(bytes)) found = { type: extension === 'csv' ? 'text/csv' : 'text/plain', label: TEXT };
  else {
    const known = REFUSED.find(([signature, , at]) => starts(bytes, signature, at ?? 0));
    throw badRequest('contentBase64', m`the file is ${known ? known[1] : UNKNOWN}: only ${ACCEPTED_TYPES} files are accepted`);
  }
  const allowed: readonly string[] = found.type.startsWith('text/') ? [...FILE_TYPES['text/plain'], ...FILE_TYPES['text/csv']] : FILE_TYPES[found.type];
  if (!allowed.includes(extension)) {
    const list = found.type.startsWith('text/') ? `${extensionList('text/plain')}, ${extensionList('text/csv')}` : extensionList(found.type);
    throw badRequest('fileName', m`the content is ${found.label}, so the name must end in ${list}`);
  }
  return found;
}

/** Strict base64 (a data: URL prefix and line breaks allowed): 400 naming contentBase64 otherwise, 413 over MAX_FILE_BYTES. */
export function decodeBase64(input: string): Buffer {
  const text = input.replace(/^data:[^,]{0,200};base64,/, '').replace(/[\r\n]/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw badRequest('contentBase64', m`is not valid base64`);
  const size = (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
  if (size > MAX_FILE_BYTES) {
    const reason = m`the file is ${size.toLocaleString('en-US')} bytes: at most 10 MB (${MAX_FILE_BYTES.toLocaleString('en-US')} bytes) is accepted`;
    throw new HttpError(413, m`contentBase64: ${reason}`, [{ field: 'contentBase64', text: reason }]);
  }
  return Buffer.from(text, 'base64');
}
