// Two browsers from nothing to an open data channel through the real QrCode, ScanCode and
// peer.ts, codes passed only as pictures: the host's screen is screenshot, and that picture is
// the guest's camera (fakeCamera); the guest's answer goes back the same way. The host is
// Chromium, the guest Firefox, on a page of their own (test/e2e/fixtures/signal.html, served by
// Vite from the sources) until the screens that hold these parts exist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser as Firefox, Page as FirefoxPage } from 'puppeteer-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openFirefox } from '../engines/firefox.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { fakeCamera, readQr } from './support/qr.ts';

const root = resolve(import.meta.dirname, '../..');
let server: ViteDevServer;
let cacheDir: string;
let url: string;
let chromium: Browser;
let firefox: Firefox;

beforeAll(async () => {
  // Its own dependency cache (the worktrees share node_modules), and every dependency the page
  // imports, jsQR's lazy one too, prepared before it loads: a dependency found later would reload it.
  cacheDir = mkdtempSync(join(tmpdir(), 'mesa-vite-'));
  server = await createServer({
    root,
    cacheDir,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: ['preact', 'preact/hooks', 'preact/jsx-runtime', '@preact/signals', 'jsqr', 'lean-qr', 'lean-qr/extras/svg'] },
  });
  await server.listen();
  url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  [chromium, firefox] = await Promise.all([
    launchBrowser({ locale: 'pt-BR' }),
    openFirefox(),
  ]);
});

afterAll(async () => {
  await Promise.all([chromium?.close(), firefox?.close()]);
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const page = (as: 'host' | 'guest') => `${url}/test/e2e/fixtures/signal.html?as=${as}`;
// Both drivers' evaluate takes a function's text alike.
const said = async (p: Page | FirefoxPage) => String(await (p as Page).evaluate("document.getElementById('said')?.textContent.trim() ?? ''"));

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`waited 20 s for ${what}`);
}

it('a Chromium host and a Firefox guest connect through QR codes read off each other’s screens', async () => {
  const host = await chromium.newPage();
  await host.goto(page('host'));
  await host.getByRole('img', { name: "The table's code" }).waitFor();
  const offerShot = await host.screenshot();
  const offer = readQr(offerShot);
  expect(offer).toMatch(new RegExp(`^${url}/#join=[A-Za-z0-9_-]+$`));
  // Held sideways the code still fits the screen and reads.
  await host.setViewportSize({ width: 740, height: 360 });
  expect(readQr(await host.screenshot())).toBe(offer);
  await screenshot(host, 'signal-offer-740x360');
  await host.setViewportSize({ width: 360, height: 740 });
  await screenshot(host, 'signal-offer-360x740');

  const guest = await firefox.newPage();
  await guest.setViewport({ width: 360, height: 740, deviceScaleFactor: 2 });
  await fakeCamera(guest, offerShot);
  await guest.goto(page('guest'));
  await guest.waitForSelector('svg[role="img"]', { timeout: 20_000 });
  const answerShot = Buffer.from(await guest.screenshot({ path: resolve(root, 'test-results/screenshots/signal-answer-firefox-360x740.png') }));
  expect(readQr(answerShot)).toMatch(new RegExp(`^${url}/#answer=[A-Za-z0-9_-]+$`));

  // Headless Chromium has no camera: the scanner says so and offers the paste field.
  await host.getByRole('button', { name: 'Scan the answer' }).click();
  await expect.poll(() => host.getByRole('alert').first().textContent()).toMatch(/câmera/);
  // The host's own offer pasted where a guest's answer is awaited: worded, and nothing else happens.
  await host.getByLabel('Ou cole o código que você recebeu').fill(`Olha: ${offer}`);
  await host.getByRole('button', { name: 'Usar este código' }).click();
  await expect.poll(() => host.getByRole('alert').last().textContent()).toBe('Este é o código da mesa. Leia o código que aparece no celular do convidado.');
  await screenshot(host, 'signal-scan-problems-360x740');
  await host.setViewportSize({ width: 740, height: 360 });
  await screenshot(host, 'signal-scan-problems-740x360');
  await host.setViewportSize({ width: 360, height: 740 });

  // Now the host's camera films the guest's screen.
  await fakeCamera(host, answerShot);
  await host.getByRole('button', { name: 'Tentar a câmera de novo' }).click();
  // The guest hangs up once it has heard the host: each side's channel says closed, once.
  await until('both phones to hear each other, then the guest to hang up', async () => (await said(host)) === 'heard: from the guest · closed' && (await said(guest)) === 'heard: from the host · closed');
});
