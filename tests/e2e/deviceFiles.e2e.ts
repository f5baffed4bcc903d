/**
 * Device files and device tools end to end: the device files list (admin/device-files) shows the demo
 * files and filters them by target model; a file is edited at admin/device-file-detail/{id} (its version
 * and release track) and the list shows the change; a device's Device tab lists its tools, and a tool make
 * is added there and deleted again, a make in use naming its tools instead; the screens in English and
 * Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consoleSession, menuEntry, pickOption } from './harness';

const session = consoleSession({ path: '/admin/device-files', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const rows = () => page.locator('table tbody tr');
const open = (path: string) => session.openList(`/${path}`);
const toolsSection = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
/** The demo device 1 carries tools (seed: every id not ending in 0 or 5). */
const DEVICE = '/admin/device-detail/1';

describe('device files', () => {
  test('the list shows the demo files, with their type, version, target models and release track', async () => {
    await rows().filter({ hasText: 'adas-tech-firmware.bin' }).first().waitFor();
    await menuEntry(page, 'Device files').waitFor();
    assert.equal(await page.getByText('Not built yet').count(), 0);
    for (const column of ['File name', 'Type', 'Version', 'Target models', 'Release track', 'Active']) await page.getByRole('columnheader', { name: column }).waitFor();
    const adasTech = rows().filter({ hasText: 'adas-tech-firmware.bin' }).filter({ hasText: '3.2.0' });
    await adasTech.filter({ hasText: 'MAHLE ADAS TECH' }).filter({ hasText: 'Production' }).filter({ hasText: 'Firmware' }).waitFor();
    await screenshot('devicefiles-list-en');
  });

  test('the list is filtered by a target model', async () => {
    await open('admin/device-files');
    await pickOption(page, 'Model', 'Launch PAD VII');
    await rows().filter({ hasText: 'adas-tech-firmware.bin' }).first().waitFor({ state: 'detached' });
    const names = (await rows().allInnerTexts()).map((r) => r.split('\t')[0].trim());
    assert.deepEqual([...new Set(names)].sort(), ['launch-shop-config.json', 'proxy-settings.json', 'x431-firmware.apk']);
  });

  test('a file is edited: its version and release track saved and listed', async () => {
    await open('admin/device-files');
    await page.getByRole('textbox', { name: 'Search' }).fill('ads-firmware');
    await rows().filter({ hasText: 'adas-tech-firmware.bin' }).first().waitFor({ state: 'detached' });
    await rows().filter({ hasText: 'ads-firmware.bin' }).click();
    await page.waitForURL(/\/admin\/device-file-detail\/\d+$/);
    const version = page.getByRole('textbox', { name: 'Version' });
    assert.equal(await version.inputValue(), '1.9.3');
    await page.getByRole('button', { name: 'Bosch ADS 625X' }).waitFor();
    await version.fill('1.9.4');
    await pickOption(page, 'Release track', 'Beta');
    await screenshot('devicefiles-edit-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/device-files');
    await page.goto(`${session.url}/admin/device-files?filter=${encodeURIComponent(JSON.stringify({ q: 'ads-firmware' }))}`);
    await rows().filter({ hasText: '1.9.4' }).filter({ hasText: 'Beta' }).waitFor();
  });

  test('without an id, admin/device-file-detail is the form of a new file (spec §2: {id?})', async () => {
    await session.goto('/admin/device-file-detail');
    const name = page.getByRole('textbox', { name: 'File name' });
    await name.waitFor();
    assert.equal(await name.inputValue(), '');
    assert.equal(await page.getByText('Page not found').count(), 0);
  });

  test("a device's tools are on its Device tab, and a tool make is added and deleted there", async () => {
    await session.goto(DEVICE);
    const tools = toolsSection('Tools');
    await tools.locator('tbody tr').first().waitFor();
    await tools.getByRole('columnheader', { name: 'Calibration due' }).waitFor();
    await tools.scrollIntoViewIfNeeded();
    await screenshot('devicefiles-device-tools-en');
    await tools.getByRole('button', { name: 'Tool makes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tool makes' });
    await dialog.getByText('Autel', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'New tool make' }).fill('Corghi');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Corghi', { exact: true }).waitFor();
    await screenshot('devicefiles-toolmakes-en');
    // A make in use: the confirmation names its tools, and offers no delete.
    await dialog.getByRole('button', { name: 'Delete Autel' }).click();
    const used = page.getByRole('dialog', { name: "Delete the tool make 'Autel'?" });
    await used.getByText(/Used by \d+ tools, such as:/).waitFor();
    await used.getByRole('listitem').first().waitFor();
    assert.equal(await used.getByRole('button', { name: 'Delete' }).isDisabled(), true);
    await screenshot('devicefiles-toolmake-used-en');
    await used.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Delete Corghi' }).click();
    const unused = page.getByRole('dialog', { name: "Delete the tool make 'Corghi'?" });
    await unused.getByText('No tool uses it.').waitFor();
    await unused.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Corghi', { exact: true }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('show their screens in Spanish', async () => {
    // The app bar (and its language menu) hides while a page is scrolled: switch on a list's top.
    await open('admin/device-files');
    await session.setLanguage('es');
    await page.getByRole('columnheader', { name: 'Canal' }).waitFor();
    await rows().filter({ hasText: 'Firmware' }).first().waitFor();
    await screenshot('devicefiles-list-es');
    await rows().filter({ hasText: 'adas-targets.dat' }).first().click();
    await page.getByRole('textbox', { name: 'Versión', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Tipo' }).filter({ hasText: 'Calibración' }).waitFor();
    await screenshot('devicefiles-edit-es');
    await session.goto(DEVICE);
    const tools = toolsSection('Herramientas');
    await tools.locator('tbody tr').first().waitFor();
    await tools.getByRole('columnheader', { name: 'Calibración vence' }).waitFor();
    await tools.scrollIntoViewIfNeeded();
    await screenshot('devicefiles-device-tools-es');
    await tools.getByRole('button', { name: 'Marcas de herramientas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcas de herramientas' });
    await dialog.getByText('Bosch', { exact: true }).waitFor();
    await screenshot('devicefiles-toolmakes-es');
    await dialog.getByRole('button', { name: 'Eliminar Bosch' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar la marca de herramienta «Bosch»?' }).getByText(/La usan \d+ herramientas, como:/).waitFor();
    await screenshot('devicefiles-toolmake-used-es');
  });
});
