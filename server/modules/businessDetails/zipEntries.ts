/**
 * The entry names of a ZIP archive, read from its central directory (the
 * authoritative list, at the end of the file), not from the local headers a
 * crafted file can disagree with. Null when the archive cannot be read
 * (truncated, ZIP64, or not a ZIP at all).
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let i = bytes.length - EOCD_SIZE; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  return -1;
}

export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < EOCD_SIZE) return null;
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return null;
  const names: string[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== CENTRAL_FILE_HEADER) return null;
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    if (p + 46 + nameLength > eocd) return null;
    names.push(bytes.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
