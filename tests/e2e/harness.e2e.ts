/**
 * The harness's own checks can fail: a page with a button without a name and an image without a text
 * alternative fails the accessibility check, naming both; an unexpected failed API call, a console error
 * and an uncaught error fail the check too, and an expected failure that does not happen as well. A page
 * wider than its viewport fails (at 1280 px, and one that fits there at 390 px), a dialog that opens without
 * the focus on its first input fails, and so does a label whose translation key is missing (the console's
 * own provider, bundled here). Small pages of its own, served here: no console server is needed.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, Watch } from './harness';

const ACCESSIBLE = `<!doctype html><html lang="en"><head><title>Fine</title></head><body><main>
  <h1>Fine</h1><button type="button">Save</button><img src="/pixel.svg" alt="A blue square">
</main></body></html>`;
const BROKEN = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
  <h1>Broken</h1>
  <button type="button" id="nameless"><svg width="16" height="16" aria-hidden="true"><rect width="16" height="16"/></svg></button>
  <img src="/pixel.svg" id="altless">
</main></body></html>`;
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="blue"/></svg>';
const page_ = (title: string, body: string, script?: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><link rel="stylesheet" href="/page.css">${script ? `<script type="module" src="${script}"></script>` : ''}</head><body><main><h1>${title}</h1>${body}</main></body></html>`;
// The policy forbids inline styles too: the pages' widths come from a stylesheet.
const CSS = '.scroller { overflow-x: auto; max-width: 100% } .scroller table { width: 3000px } #banner { width: 1800px } #form { width: 600px }';
// A banner wider than any window; a wide table inside a box that scrolls it, which is no fault.
const WIDE = page_('Wide', '<div class="scroller"><table><tr><td>A long table</td></tr></table></div><div id="banner">A banner</div>');
// Fits a window of 1280 px, not one of 390 px.
const NARROW = page_('Narrow', '<div id="form">A form of fixed width</div>');
// A dialog opened by the button: ?focus=input puts the focus on its first input, ?focus=self on the dialog itself.
const DIALOG = page_('Dialog', '<button type="button" id="open">Reset password</button>', '/dialog.js');
const DIALOG_JS = `document.getElementById('open').addEventListener('click', () => {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', 'title');
  dialog.tabIndex = -1;
  dialog.innerHTML = '<h2 id="title">Reset the password</h2><label for="password">New password</label><input id="password" type="password"><label for="again">Again</label><input id="again" type="password"><button type="button">Reset</button>';
  document.body.append(dialog);
  const focus = new URLSearchParams(location.search).get('focus');
  if (focus === 'input') document.getElementById('password').focus();
  if (focus === 'self') dialog.focus();
});`;
const MISSING_KEY = page_('Labels', '', '/missingKey.js');

let server: Server;
let url: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: Watch;
let missingKeyScript: string;

before(async () => {
  // The console's i18n provider in a page of its own: tests/e2e/pages/missingKey.ts, bundled.
  const bundled = await build({
    configFile: false,
    logLevel: 'silent',
    // A library build leaves `process.env.NODE_ENV` to its user: here, the browser.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry: 'tests/e2e/pages/missingKey.ts', formats: ['es'], fileName: 'missingKey' } },
  });
  const output = (Array.isArray(bundled) ? bundled[0] : bundled) as { output: { type: string; code?: string }[] };
  missingKeyScript = output.output.find((o) => o.type === 'chunk')?.code ?? '';
  server = createServer((req, res) => {
    // The console's policy forbids inline and evaluated scripts: axe-core must run in spite of it.
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'content-security-policy': "default-src 'self'; script-src 'self'" }).end(body);
    if (req.url === '/accessible') return send(200, 'text/html', ACCESSIBLE);
    if (req.url === '/broken') return send(200, 'text/html', BROKEN);
    if (req.url === '/pixel.svg') return send(200, 'image/svg+xml', PIXEL);
    if (req.url === '/page.css') return send(200, 'text/css', CSS);
    if (req.url === '/wide') return send(200, 'text/html', WIDE);
    if (req.url === '/narrow') return send(200, 'text/html', NARROW);
    if (req.url?.startsWith('/dialog?')) return send(200, 'text/html', DIALOG);
    if (req.url === '/dialog.js') return send(200, 'text/javascript', DIALOG_JS);
    if (req.url === '/missing-key') return send(200, 'text/html', MISSING_KEY);
    if (req.url === '/missingKey.js') return send(200, 'text/javascript', missingKeyScript);
    if (req.url === '/api/Thing/Upsert') return send(409, 'application/json', '{"message":"Another user changed this thing."}');
    if (req.url === '/api/Thing/Get') return send(200, 'application/json', '{}');
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A fresh watched page for each test. */
async function watched(path: string, width = 1280): Promise<void> {
  await context?.close();
  watch = new Watch();
  context = await browser.newContext({ viewport: { width, height: 800 } });
  await watch.attach(context);
  page = await context.newPage();
  await page.goto(`${url}${path}`);
}

const call = (path: string, method = 'POST') => page.evaluate(async ([p, m]) => (await fetch(p, { method: m })).status, [path, method]);

describe('the harness', () => {
  test('passes an accessible page with no errors', async () => {
    await watched('/accessible');
    await watch.audit(page, 'accessible');
    await watch.verify();
  });

  test('fails a page with a nameless button and an image without alt, naming the rules, the screen and the elements', async () => {
    await watched('/broken');
    await watch.audit(page, 'broken');
    await assert.rejects(watch.verify(), (err: Error) => {
      assert.match(err.message, /Serious or critical accessibility violations/);
      assert.match(err.message, /on "broken" \(\/broken\)/);
      assert.match(err.message, /button-name \(critical, 1 element\): Buttons must have discernible text; #nameless/);
      assert.match(err.message, /image-alt \(critical, 1 element\): Images must have alternative text; #altless/);
      return true;
    });
    // Reported once: the next check starts clean.
    await watch.verify();
  });

  test('fails an unexpected failed API call, naming the call, its status and its answer', async () => {
    await watched('/accessible');
    assert.equal(await call('/api/Thing/Upsert'), 409);
    await assert.rejects(watch.verify(), /failed call: POST \/api\/Thing\/Upsert answered 409 \(\{"message":"Another user changed this thing\."\}\)/);
  });

  test('passes a failed call the test expects, and fails one expected that did not happen', async () => {
    await watched('/accessible');
    watch.expectFailedCall(/Thing\/Upsert/, 409);
    assert.equal(await call('/api/Thing/Upsert'), 409);
    await watch.verify();
    watch.expectFailedCall(/Thing\/Upsert/, 409);
    assert.equal(await call('/api/Thing/Get', 'GET'), 200);
    await assert.rejects(watch.verify(), /Expected but did not happen:\n- a failed call to \/Thing\\\/Upsert\/ answering 409/);
  });

  test('fails a console error and an uncaught page error', async () => {
    await watched('/accessible');
    await page.evaluate(() => {
      console.error('the grid lost its rows');
      setTimeout(() => {
        throw new Error('undefined is not a row');
      });
    });
    await page.waitForTimeout(100);
    await assert.rejects(watch.verify(), (err: Error) => {
      assert.match(err.message, /console error: the grid lost its rows/);
      assert.match(err.message, /page error: Error: undefined is not a row/);
      return true;
    });
  });

  test('fails a page wider than its viewport, naming what sticks out and not what scrolls in a box of its own', async () => {
    await watched('/wide');
    await watch.audit(page, 'wide');
    await assert.rejects(watch.verify(), (err: Error) => {
      assert.match(err.message, /sideways scroll: on "wide" \(\/wide\): the page is 18\d\d px wide in a 1280 px viewport; sticking out: div#banner "A banner" \(1800 px wide, ending at 18\d\d\)$/m);
      assert.doesNotMatch(err.message, /table/);
      return true;
    });
  });

  test('fails a page that fits 1280 px at the 390 px the test runs at', async () => {
    await watched('/narrow');
    await watch.audit(page, 'narrow at 1280');
    await watch.verify();
    await page.setViewportSize({ width: 390, height: 800 });
    await watch.audit(page, 'narrow at 390');
    await assert.rejects(watch.verify(), /sideways scroll: on "narrow at 390" \(\/narrow\): the page is 6\d\d px wide in a 390 px viewport; sticking out: div#form/);
  });

  test('passes a dialog that opens with the focus on its first input, moved on by the test after', async () => {
    await watched('/dialog?focus=input');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Again').fill('a new password');
    await watch.audit(page, 'dialog');
    await watch.verify();
  });

  test('fails a dialog that opens focusing itself or nothing, naming the dialog, its first input and what had the focus', async () => {
    await watched('/dialog?focus=self');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await assert.rejects(
      watch.verify(),
      /dialog focus: the dialog "Reset the password" opened with the focus on div\[role=dialog\], not on its first input, input "New password"/,
    );
    await watched('/dialog?focus=none');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    await watch.audit(page, 'dialog left unfocused');
    await assert.rejects(watch.verify(), (err: Error) => {
      assert.match(err.message, /dialog focus: the dialog "Reset the password" opened with the focus on button "Reset password", not on its first input/);
      assert.match(err.message, /dialog focus: on "dialog left unfocused" \(\/dialog\?focus=none\): the open dialog "Reset the password" does not hold the focus: button#open "Reset password" has it/);
      return true;
    });
  });

  test("fails a label whose translation key is missing: the console's provider reports it, in the language shown", async () => {
    await watched('/missing-key');
    await page.getByText('Phone c c').waitFor();
    assert.equal(await page.locator('label').first().innerText(), 'Nombre');
    await assert.rejects(watch.verify(), /missing translation: \[i18n\] Missing translation key "resources\.partner\.fields\.phoneCC" \(es\)/);
  });
});
