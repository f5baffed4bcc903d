/**
 * A workbook's ZIP with its worksheets moved after every other part, for exceljs's streaming reader (./parse.ts).
 * That reader parses a worksheet met before the shared strings later, from a temporary file, and its pass over the
 * ZIP then misses parts by timing (exceljs#683, #3064): the texts of the cells were lost in most reads of a workbook
 * laid out as Excel lays one out (workbook, its relations, the sheets, then the shared strings). With the shared
 * strings, the workbook and its relations first, each sheet is parsed as it is met. The entries are moved as they
 * are, compressed, nothing decompressed; a file that is not a plain ZIP (ZIP64, damaged) is given back unchanged,
 * for the reader to refuse or read as it would.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

interface Entry {
  name: string;
  /** Its central directory record, and where its local record (header, data, descriptor) starts in the file. */
  central: Buffer;
  localAt: number;
}

/** The end of central directory record's offset, or -1 (searched back over its comment, at most 65,535 bytes). */
function endOfCentral(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) if (zip.readUInt32LE(at) === EOCD) return at;
  return -1;
}

function entriesOf(zip: Buffer, end: number): Entry[] | null {
  const count = zip.readUInt16LE(end + 10);
  const centralAt = zip.readUInt32LE(end + 16);
  if (count === 0xffff || centralAt === 0xffffffff) return null; // ZIP64
  const entries: Entry[] = [];
  let at = centralAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) return null;
    const length = 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
    entries.push({ name, central: zip.subarray(at, at + length), localAt: zip.readUInt32LE(at + 42) });
    at += length;
  }
  return entries;
}

export function worksheetsLast(zip: Buffer): Buffer {
  try {
    const end = endOfCentral(zip);
    if (end < 0) return zip;
    const entries = entriesOf(zip, end);
    if (!entries) return zip;
    const centralAt = zip.readUInt32LE(end + 16);
    // Each local record runs to the next one in the file, the last to the central directory.
    const starts = [...entries.map((e) => e.localAt), centralAt].sort((a, b) => a - b);
    const recordOf = (e: Entry) => zip.subarray(e.localAt, starts[starts.indexOf(e.localAt) + 1]);
    if (new Set(starts).size !== starts.length || starts.some((s) => s > centralAt)) return zip;
    const ordered = [...entries.filter((e) => !WORKSHEET.test(e.name)), ...entries.filter((e) => WORKSHEET.test(e.name))];
    const locals: Buffer[] = [];
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const entry of ordered) {
      const record = recordOf(entry);
      const central = Buffer.from(entry.central);
      central.writeUInt32LE(offset, 42);
      locals.push(record);
      centrals.push(central);
      offset += record.length;
    }
    const eocd = Buffer.from(zip.subarray(end));
    eocd.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, ...centrals, eocd]);
  } catch {
    return zip;
  }
}
