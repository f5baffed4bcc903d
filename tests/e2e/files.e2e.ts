/**
 * The files browser end to end (issue 12, item 6): folders opened by mouse and keyboard, the breadcrumb back
 * to the root, a download saved under its name, an image uploaded and shown by the thumbnail the server made
 * (not the image scaled by the browser), a refused upload explained, in English and then in Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/admin/files', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

const row = (name: string) => page.locator('tbody tr', { has: page.getByText(name, { exact: true }) });
const breadcrumb = (label: string) => page.getByRole('navigation', { name: label });

/** A photo-like PNG of 1200×800: large enough that the browser would show it scaled if the server had not. */
async function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="hsl(${hue},60%,55%)"/>
    <circle cx="600" cy="400" r="260" fill="#fff"/><circle cx="600" cy="400" r="150" fill="hsl(${hue},60%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Picks `name` in the upload's file chooser, as the Upload button opens it. */
async function upload(button: string, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

/** The thumbnail shown for `name`: the server's WebP, at most 160 pixels on its long side. */
async function expectServerThumbnail(alt: string): Promise<void> {
  const img = page.getByRole('img', { name: alt });
  await img.waitFor();
  await page.waitForFunction((a) => (document.querySelector(`img[alt="${a}"]`) as HTMLImageElement | null)?.complete, alt);
  const { src, natural } = await img.evaluate((el: HTMLImageElement) => ({ src: el.src.slice(0, 23), natural: [el.naturalWidth, el.naturalHeight] }));
  assert.equal(src, 'data:image/webp;base64,');
  assert.deepEqual(natural, [160, 107]);
}

describe('the files browser', () => {
  test('opens folders by mouse and keyboard, goes back by the breadcrumb, and downloads a file', async () => {
    await row('welcome.txt').waitFor();
    for (const folder of ['calibration', 'images', 'manuals']) await page.getByRole('button', { name: `Open the folder ${folder}` }).waitFor();
    await shot('files-root-en');

    await page.getByRole('button', { name: 'Open the folder images' }).click();
    await page.waitForURL(/folder=images$/);
    await breadcrumb('Folder path').getByText('images').waitFor();
    for (const name of ['calibration-target.png', 'loading.gif', 'logo.webp']) await page.getByRole('img', { name: `Thumbnail of ${name}` }).waitFor();
    await shot('files-images-en');

    // Keyboard: Tab reaches the folder's button, Enter opens it.
    await page.getByRole('button', { name: 'Open the folder shops' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Thumbnail of shop-front.jpg' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download shop-front.jpg' }).click();
    const saved = await download;
    assert.equal(saved.suggestedFilename(), 'shop-front.jpg');
    const bytes = await sharp(await saved.path()).metadata();
    assert.deepEqual([bytes.format, bytes.width, bytes.height], ['jpeg', 640, 400]);

    await breadcrumb('Folder path').getByRole('button', { name: 'All files' }).click();
    await row('welcome.txt').waitFor();
    assert.equal(new URL(page.url()).search, '');
  });

  test('uploads an image and shows the thumbnail the server made; a refused upload says why', async () => {
    await session.goto('/admin/files?folder=images');
    await page.getByRole('img', { name: 'Thumbnail of logo.webp' }).waitFor();
    await upload('Upload file', 'bay-camera-en.png', await photo(210));
    await page.getByText('bay-camera-en.png uploaded.').waitFor();
    await expectServerThumbnail('Thumbnail of bay-camera-en.png');
    await row('bay-camera-en.png').getByText('1200 × 800').waitFor();
    await shot('files-uploaded-en');

    session.expectFailedCall(/\/api\/file\/uploadBase64/, 400);
    await upload('Upload file', 'setup.png', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not an image', 'latin1'));
    const refused = page.getByRole('alert').filter({ hasText: 'setup.png was not uploaded' });
    await refused.waitFor();
    assert.match(await refused.innerText(), /the file is a Windows executable: only PNG, JPEG, GIF, WebP, PDF, plain text and CSV files are accepted/);
    assert.equal(await row('setup.png').count(), 0);
    await shot('files-refused-en');
    await refused.getByRole('button', { name: 'Dismiss' }).click();
  });

  test('in Spanish: uploads an image into a folder and shows its thumbnail; a refusal is in Spanish', async () => {
    await session.goto('/admin/files?folder=images%2Fshops');
    await session.setLanguage('es');
    await page.getByRole('img', { name: 'Miniatura de shop-front.jpg' }).waitFor();
    await upload('Subir archivo', 'cámara-taller.png', await photo(30));
    await page.getByText('Se subió cámara-taller.png.').waitFor();
    await expectServerThumbnail('Miniatura de cámara-taller.png');
    await breadcrumb('Ruta de la carpeta').getByText('shops').waitFor();
    await shot('files-uploaded-es');

    session.expectFailedCall(/\/api\/file\/uploadBase64/, 400);
    await upload('Subir archivo', 'foto.jpg', await photo(90));
    const refused = page.getByRole('alert').filter({ hasText: 'No se subió foto.jpg' });
    await refused.waitFor();
    assert.match(await refused.innerText(), /el contenido es una imagen PNG, así que el nombre debe terminar en \.png/);
    await shot('files-refused-es');

    await breadcrumb('Ruta de la carpeta').getByRole('button', { name: 'Todos los archivos' }).click();
    await page.getByRole('button', { name: 'Abrir la carpeta manuals' }).waitFor();
    await shot('files-root-es');
  });
});
