/**
 * Scan tools and report templates end to end (admin/report): add a scan tool,
 * add a report template in each of the four areas, filter by app and see only
 * that app's rows, see removal of a tool in use refused, and save a template
 * holding a script payload that never runs in the preview or the list; the
 * screen in English and Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/admin/report', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const rows = () => page.locator('table tbody tr');
const newRow = () => page.locator('tr[data-changed]').first();
const xssRan = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

const pick = (scope: Locator | Page, label: string, option: string) => pickOption(page, label, option, { scope });
/** The texts every row shows in one column's selects (the app of each row). */
const column = (label: string) => rows().getByRole('combobox', { name: label, exact: true }).allInnerTexts();
const names = () => rows().getByRole('textbox', { name: 'Name', exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Waits until `read` answers what `ok` accepts (the filtered list's answer has arrived). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) assert.fail(`still ${JSON.stringify(value)}`);
    await page.waitForTimeout(100);
  }
}
const same = (expected: string[]) => (actual: string[]) => JSON.stringify(actual) === JSON.stringify(expected);
const templates = () => page.getByRole('group', { name: 'Template' }).allInnerTexts();

async function saveRows() {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('tr[data-changed]').waitFor({ state: 'detached' });
}

async function editTemplate(row: Locator, text: string) {
  await row.getByRole('button', { name: 'Edit template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Template' }).fill(text);
  return dialog;
}

describe('scan tools and report templates', () => {
  test('the scan tools are listed on admin/report', async () => {
    await page.getByRole('tab', { name: 'Scan tools' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr input[aria-label="Name"]').length >= 10);
    assert.ok((await names()).includes('Autel MaxiSys Ultra'));
    assert.equal(await page.getByText('Not built yet').count(), 0);
    await screenshot('reports-scantools-en');
  });

  test('a scan tool is added, and the app filter shows only that app’s tools', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    const row = newRow();
    await row.getByRole('textbox', { name: 'Name' }).fill('Autel MaxiSys MS906 Pro');
    await pick(row, 'Make', 'Hyundai');
    await row.getByRole('checkbox', { name: /^SWS/ }).check();
    await pick(row, 'SWS make', 'Hyundai');
    await pick(row, 'App', 'ProTech');
    await saveRows();
    await page.getByText('Saved successfully!').first().waitFor();

    await pick(page, 'Filter by app', 'ProTech');
    await page.waitForURL(/app=5/);
    // Exactly the seeded ProTech tools and the new one; the App column, the same for every row, is left out.
    await until(names, same(['Autel MaxiSys MS906 Pro', 'Bosch ADS 325', 'Launch X-431 PRO5', 'Snap-on Apollo-D9']));
    assert.equal(await page.getByRole('columnheader', { name: 'App' }).count(), 0);
    await screenshot('reports-scantools-protech-en');
  });

  test('removing the only SWS tool active templates use is refused, saying what uses it', async () => {
    await pick(page, 'Filter by app', 'UK/Europe');
    await until(names, same(['Autel MaxiSys Ultra', 'Bosch KTS 590', 'Launch X-431 PAD VII', 'Snap-on Zeus+']));
    const launch = page.locator('tr', { has: page.locator('input[value="Launch X-431 PAD VII"]') });
    await launch.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).waitFor();
    await screenshot('reports-confirm-delete-en');
    session.expectFailedCall('lookup/RemoveScanTool', 409);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/cannot be removed: it is the only active SWS scan tool for BMW in UK\/Europe/).waitFor();
    // The page is hidden from the accessibility tree until the confirmation has faded out.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot('reports-in-use-en');
    assert.ok((await names()).includes('Launch X-431 PAD VII'), JSON.stringify(await names()));
  });

  test('a report template is added in each of the four areas, each checked and previewed', async () => {
    await page.getByRole('tab', { name: 'Report templates' }).click();
    await pick(page, 'Filter by app', 'All apps');
    // Every app's templates, each row showing its app.
    await until(() => column('App'), (apps) => new Set(apps).size === 4);
    await screenshot('reports-templates-all-en');
    await pick(page, 'Filter by app', 'Calibration US/Canada');
    // [area, template, as rendered, how many Calibration templates the area has before]
    const areas: [string, string, string, number][] = [
      ['Service Details', '<p>{{service.type}} of the {{vehicle.make}}</p>', 'Pre-repair scan of the Honda', 1],
      ['Recommendations', '<p><b>{{recommendation.priority}}</b>: {{recommendation.text}}</p>', 'High: Replace the front left wheel speed sensor.', 1],
      ['Scan Readings', '<p>{{scan.dtcCode}} in {{scan.module}}</p>', 'C0035 in ABS control module', 0],
      ['Snapshot Data', '<p>{{snapshot.parameter}} {{snapshot.value}}{{snapshot.unit}}</p>', 'Coolant temperature 92°C', 1],
    ];
    for (const [area, template, rendered, before] of areas) {
      await pick(page, 'Filter by report area', area);
      await until(templates, (t) => t.length === before);
      await page.getByRole('button', { name: 'Add' }).click();
      const row = newRow();
      await pick(row, 'Product', 'ADAS calibration');
      await row.getByRole('spinbutton', { name: 'Order' }).fill('7');
      // A placeholder of another area is flagged by the editor before anything is sent.
      const dialog = await editTemplate(row, '<p>{{scan.dtcCode}} {{service.type}} {{snapshot.unit}}</p>');
      await dialog.getByRole('alert').filter({ hasText: 'Unknown placeholder' }).waitFor();
      await dialog.getByRole('textbox', { name: 'Template' }).fill(template);
      await dialog.getByRole('status').filter({ hasText: 'Every placeholder is known to this area.' }).waitFor();
      await dialog.getByRole('region', { name: 'Preview with sample values' }).getByText(rendered).waitFor();
      if (area === 'Recommendations') {
        await screenshot('reports-template-editor-en');
      }
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await saveRows();
      await page.getByRole('group', { name: 'Template' }).filter({ hasText: rendered }).waitFor();
      await until(templates, (t) => t.length === before + 1);
    }
    await screenshot('reports-templates-en');
  });

  test('the app filter shows only that app’s templates; All shows every app', async () => {
    await pick(page, 'Filter by report area', 'All areas');
    await pick(page, 'Filter by app', 'UK/Europe');
    // The five seeded UK/Europe templates, none of the Calibration ones just added.
    const uk = await until(templates, (t) => t.length === 5);
    assert.ok(uk.some((t) => t.includes('C0035 Left front wheel speed sensor circuit')));
    assert.ok(!uk.some((t) => t.includes('Coolant temperature 92°C') || t.includes('Pre-repair scan of the Honda')));
    await pick(page, 'Filter by app', 'All apps');
    const all = await until(templates, (t) => t.length === 16);
    assert.ok(all.some((t) => t.includes('Coolant temperature 92°C')));
    assert.equal(new Set(await column('App')).size, 4);
  });

  test('a template holding a script payload runs nothing in the preview or the list', async () => {
    await pick(page, 'Filter by report area', 'Service Details');
    await pick(page, 'Filter by app', 'UK/Europe');
    await page.getByRole('button', { name: 'Add' }).click();
    const row = newRow();
    await pick(row, 'Product', 'Pre/post scan');
    const dialog = await editTemplate(row, `<p>Payload for {{vehicle.vin}}</p>${XSS}`);
    await dialog.getByRole('region', { name: 'Preview with sample values' }).getByText('Payload for 1HGCV1F34LA012345').waitFor();
    assert.equal(await dialog.locator('script, img[onerror]').count(), 0);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await saveRows();
    await page.reload();
    const cell = page.getByRole('group', { name: 'Template' }).filter({ hasText: 'Payload for 1HGCV1F34LA012345' });
    await cell.waitFor();
    assert.equal(await page.locator('table script, table img[onerror]').count(), 0);
    await cell.locator('xpath=..').getByRole('button', { name: 'Edit template' }).click();
    await page.getByRole('dialog').getByRole('region', { name: 'Preview with sample values' }).getByText('Payload for 1HGCV1F34LA012345').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await xssRan(), undefined);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await xssRan(), undefined);
  });

  test('the screen in Spanish', async () => {
    await session.setLanguage('es');
    await page.getByRole('tab', { name: 'Plantillas de informe' }).waitFor();
    await page.getByRole('columnheader', { name: 'Plantilla' }).waitFor();
    await screenshot('reports-templates-es');
    await rows().first().getByRole('button', { name: 'Editar plantilla' }).click();
    await page.getByRole('dialog').getByText('Vista previa con valores de ejemplo').waitFor();
    await screenshot('reports-template-editor-es');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('tab', { name: 'Herramientas de escaneo' }).click();
    await page.getByRole('columnheader', { name: 'Marca SWS' }).waitFor();
    await screenshot('reports-scantools-es');
    assert.equal(await xssRan(), undefined);
  });
});
