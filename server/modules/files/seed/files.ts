/**
 * The files browser's demo store (migration 0016): a few folders with manuals, a price list, a CSV of
 * calibration targets and small images drawn here with sharp from SVG (a shop front, a calibration target,
 * a logo, a two-frame GIF), so nothing is downloaded and the seed stays deterministic and fast.
 */
import sharp from 'sharp';
import type { Db } from '../../../db/database';

/** A one-page PDF with a line of text: enough for a viewer to open. */
function onePagePdf(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const svg = (width: number, height: number, shapes: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`);

const SHOP_FRONT = svg(
  640,
  400,
  `<rect width="640" height="400" fill="#cfe3f6"/><rect y="300" width="640" height="100" fill="#8d8d8d"/>
   <rect x="80" y="110" width="480" height="190" fill="#f4f1ea"/><rect x="80" y="80" width="480" height="40" fill="#1565c0"/>
   <rect x="120" y="170" width="150" height="130" fill="#37474f"/><rect x="330" y="160" width="180" height="90" fill="#90caf9"/>
   <circle cx="560" cy="60" r="30" fill="#ffca28"/>`,
);
const TARGET = svg(
  400,
  400,
  `<rect width="400" height="400" fill="#fff"/>${Array.from({ length: 64 }, (_, i) =>
    (i + Math.floor(i / 8)) % 2 ? `<rect x="${(i % 8) * 50}" y="${Math.floor(i / 8) * 50}" width="50" height="50" fill="#111"/>` : '',
  ).join('')}<circle cx="200" cy="200" r="60" fill="#e53935" stroke="#fff" stroke-width="8"/>`,
);
const LOGO = svg(256, 256, '<rect width="256" height="256" rx="40" fill="#0d47a1"/><path d="M60 180 L128 60 L196 180 Z" fill="#fff"/><circle cx="128" cy="150" r="18" fill="#0d47a1"/>');

const text = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

/** The demo files: folder, name, content type and bytes (width and height for images). */
async function demoFiles() {
  const image = async (input: Buffer, format: 'png' | 'jpeg' | 'webp' | 'gif') => {
    const { data, info } = await sharp(input).toFormat(format).toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  };
  const twoFrames = await sharp(Buffer.concat([await sharp(LOGO).resize(64).raw().toBuffer(), await sharp(TARGET).resize(64).raw().toBuffer()]), {
    raw: { width: 64, height: 128, channels: 4, pageHeight: 64 },
  })
    .gif({ delay: [500, 500] })
    .toBuffer();
  return [
    { folder: '', name: 'welcome.txt', contentType: 'text/plain', content: text(['Shared files of the back office.', 'Manuals, price lists and calibration targets live in their folders.']) },
    { folder: 'manuals', name: 'calibration-checklist.pdf', contentType: 'application/pdf', content: onePagePdf('ADAS calibration checklist') },
    { folder: 'manuals', name: 'quick-start.txt', contentType: 'text/plain', content: text(['1. Charge the scan tool.', '2. Connect it to the shop Wi-Fi.', '3. Sign in with the shop id.']) },
    { folder: 'manuals/autel', name: 'maxisys-ms909-notes.md', contentType: 'text/plain', content: text(['# MaxiSys MS909', 'Update the firmware before the first calibration.']) },
    { folder: 'calibration', name: 'targets.csv', contentType: 'text/csv', content: text(['make,model,target,distance_mm', 'Toyota,Camry,TYT-01,1500', 'Honda,Civic,HND-07,1200']) },
    { folder: 'images/shops', name: 'shop-front.jpg', contentType: 'image/jpeg', ...(await image(SHOP_FRONT, 'jpeg')) },
    { folder: 'images', name: 'calibration-target.png', contentType: 'image/png', ...(await image(TARGET, 'png')) },
    { folder: 'images', name: 'logo.webp', contentType: 'image/webp', ...(await image(LOGO, 'webp')) },
    { folder: 'images', name: 'loading.gif', contentType: 'image/gif', content: twoFrames, width: 64, height: 64 },
  ];
}

export async function seedFiles(trx: Db): Promise<void> {
  const files = await demoFiles();
  await trx
    .insertInto('files')
    .values(
      files.map((f) => ({
        folder: f.folder,
        name: f.name,
        content_type: f.contentType,
        size: f.content.length,
        content: f.content,
        width: 'width' in f ? f.width : null,
        height: 'height' in f ? f.height : null,
        created_by: 'seed',
      })),
    )
    .execute();
}
