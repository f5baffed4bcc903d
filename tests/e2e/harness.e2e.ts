/**
 * The harness's own checks can fail: a page with a button without a name and an image without a text
 * alternative fails the accessibility check, naming both; an unexpected failed API call, a console error
 * and an uncaught error fail the check too, and an expected failure that does not happen as well.
 * A small page of its own, served here: no console server is needed.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

let server: Server;
let url: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: Watch;

before(async () => {
  server = createServer((req, res) => {
    // The console's policy forbids inline and evaluated scripts: axe-core must run in spite of it.
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'content-security-policy': "default-src 'self'; script-src 'self'" }).end(body);
    if (req.url === '/accessible') return send(200, 'text/html', ACCESSIBLE);
    if (req.url === '/broken') return send(200, 'text/html', BROKEN);
    if (req.url === '/pixel.svg') return send(200, 'image/svg+xml', PIXEL);
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
async function watched(path: string): Promise<void> {
  await context?.close();
  watch = new Watch();
  context = await browser.newContext();
  watch.attach(context);
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
});
