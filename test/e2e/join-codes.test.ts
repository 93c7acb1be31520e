// Joining a table by its code (N1), what needs a real browser: the codes travel only as pictures,
// so each is read back from a screenshot's pixels (never from the DOM), and the screens that show
// them must fit a phone held either way.
// - The host's phones panel, opened from a game's table: the table's code (a WebRTC offer) as a
//   QR a camera reads, the link beside it, the answer step under it, a wrong answer refused, what
//   matters on screen and the long name whole. (The panel from the New game form, the seats'
//   words, the act-for setting kept (N5) and stopping: test/screens/host-panel.test.tsx.)
// - The host's offer made after the camera is allowed: with it, a real IPv4 host candidate; with
//   no camera allowed, only mDNS names (what the browser wrote, before the code trims it).
// - A guest phone with no host: the join screens fit, and a host's good code is answered with
//   this phone's own QR. (What a code that cannot be used says, and the #join= link read once:
//   test/screens/guest-screens.test.tsx.)
// - Two browsers from nothing to an open data channel through the real QrCode, ScanCode and
//   peer.ts: the host's screen is screenshot, and that picture is the guest's camera
//   (fakeCamera); the guest's answer goes back the same way. The host is Chromium, the guest
//   Firefox, on a page of their own (test/e2e/fixtures/signal.html, served by Vite from the sources).
// The whole game across several browsers is table-network.test.ts's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { Browser as Firefox, Page as FirefoxPage } from 'puppeteer-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signalCode } from '../../src/net/signal-code.ts';
import { openFirefox } from '../engines/firefox.ts';
import { chromiumArgs, executablePath, launchContexts, phone, pictureOf, screenshot, type ContextSource } from './browser.ts';
import { dealtGame, openHome, openTable } from './play-table.ts';
import { fakeCamera, readQr } from './support/qr.ts';

const baseURL = inject('baseURL');
const root = resolve(import.meta.dirname, '../..');

// One Chromium for the file, each phone a context of its own (as empty as a new profile); the
// connection's Firefox guest and the Vite server of its page beside it.
let contexts: ContextSource;
let firefox: Firefox;
let server: ViteDevServer;
let cacheDir: string;
let url: string;
/** The host's phone (pt-BR) and a guest's phone with no host (English). */
let host: Page;
let guest: Page;

beforeAll(async () => {
  // Its own dependency cache (the worktrees share node_modules), and every dependency the signal
  // page imports, jsQR's lazy one too, prepared before it loads: a dependency found later would reload it.
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
  [contexts, firefox] = await Promise.all([launchContexts(), openFirefox()]);
  host = await (await contexts.newContext({ locale: 'pt-BR' })).newPage();
  guest = await (await contexts.newContext({ locale: 'en' })).newPage();
});

afterAll(async () => {
  await Promise.all([contexts?.close(), firefox?.close()]);
  await server?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

/** The part lies wholly inside the window. */
const inView = (part: Locator) => part.evaluate((el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
});
/** The element shows its whole text: nothing cut by an ellipsis or a clip. */
const whole = (part: Locator) => part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
/** How far the page scrolls below the screen: 0 when everything is in view. */
const belowTheFold = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);

/** Both of a screen's pictures: the phone upright, then turned sideways (and back). */
async function bothWays(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-360x740`);
  await page.setViewportSize({ width: 740, height: 360 });
  await screenshot(page, `${name}-740x360`);
  await page.setViewportSize({ width: 360, height: 740 });
}

// A name of 20 graphemes: never cut, on the cover, the panel or its status line.
const LONG = 'Maria Eduarda Campos';
const game = dealtGame(
  'e2e-host-panel',
  {
    profile: 'holdem',
    players: [LONG, 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 3,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  22,
);

const panelHeading = () => host.getByRole('heading', { level: 1, name: 'Jogar em vários celulares' });
const qr = () => host.getByRole('img', { name: 'Código da mesa para o próximo celular' });

describe("the host's phones panel", () => {
  it('N1: from the table, the panel shows the table’s code as a QR holding a Mesa join link', async () => {
    await openHome(host, baseURL);
    await openTable(host, game);
    // Dealer Duda: the small blind Maria Eduarda, the big blind Bia, Caio first to act (H3).
    await host.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    await host.getByRole('button', { name: 'Jogar em vários celulares' }).click();
    await panelHeading().waitFor();
    // Every seat, each on this phone for now, the long name whole.
    const seats = host.locator('.phone-seat');
    expect(await seats.count()).toBe(4);
    expect(await seats.first().textContent()).toBe(`${LONG}este celular (passar de mão em mão)`);
    expect(await whole(host.locator('.phone-seat-name').first())).toBe(true);
    await screenshot(host, 'host-panel');
    // Upright too, the act-for setting and the way to stop are on screen with four seats listed.
    await host.getByRole('button', { name: 'Parar de jogar em vários celulares' }).waitFor();
    expect(await inView(host.getByRole('button', { name: 'Parar de jogar em vários celulares' }))).toBe(true);

    await host.getByRole('button', { name: 'Adicionar um celular' }).click();
    await qr().waitFor();
    // Big enough for a camera across the table: at least 280 px on a 360 px phone, all of it in view.
    const box = (await qr().boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(await inView(qr())).toBe(true);
    const code = readQr(readFileSync(await pictureOf(host, 'host-panel-qr')));
    expect(code).toMatch(new RegExp(`^${baseURL.replace(/\/$/, '')}/?#join=[\\w-]+$`));
    // The link for a phone without a camera, and the answer step under the code.
    await host.getByRole('button', { name: 'Copiar o link' }).waitFor();
    await host.getByText('Aponte a câmera para o código no celular do convidado').waitFor();
  });

  it('N1: a code that is not the answer is said plainly, and the table’s code stays for another try', async () => {
    await host.getByLabel('Ou cole o código que você recebeu').fill('olá, isto não é um código');
    await host.getByRole('button', { name: 'Usar este código' }).click();
    await host.getByRole('alert').filter({ hasText: 'Este não é um código do Mesa.' }).waitFor();
    // The offer stays good: the code is still there for the other phone.
    expect(await qr().isVisible()).toBe(true);
    await screenshot(host, 'host-panel-wrong-answer');
  });

  it('N1: turned sideways, the code and the answer step are side by side, both in view', async () => {
    // The panel opened afresh (a reload closes the add-a-phone step).
    await host.reload();
    await panelHeading().waitFor();
    await host.setViewportSize({ width: 740, height: 360 });
    await screenshot(host, 'host-panel-landscape');
    for (const part of [host.getByRole('button', { name: 'Adicionar um celular' }), host.getByRole('button', { name: 'Parar de jogar em vários celulares' })]) {
      expect(await inView(part)).toBe(true);
    }
    await host.getByRole('button', { name: 'Adicionar um celular' }).click();
    await qr().waitFor();
    expect(readQr(readFileSync(await pictureOf(host, 'host-panel-qr-landscape')))).toContain('#join=');
    expect(await inView(qr())).toBe(true);
    expect(await inView(host.getByText('Aponte a câmera para o código no celular do convidado'))).toBe(true);
    await host.setViewportSize({ width: 360, height: 740 });
  });
});

describe("the host's offer after the camera", () => {
  /** Every RTCPeerConnection the page makes, kept to read the offer as the browser wrote it, before the code trims it. */
  const keepConnections = (context: BrowserContext) =>
    context.addInitScript(() => {
      const Made = RTCPeerConnection;
      const made: RTCPeerConnection[] = ((window as unknown as { made: RTCPeerConnection[] }).made = []);
      window.RTCPeerConnection = class extends Made {
        constructor(config?: RTCConfiguration) {
          super(config);
          made.push(this);
        }
      };
    });
  /** The addresses of the host candidates of the offer the panel shows, from the page's last connection. */
  async function offeredAddresses(page: Page): Promise<string[]> {
    await openHome(page, baseURL);
    await openTable(page, game);
    await page.getByRole('button', { name: 'Jogar em vários celulares' }).click();
    await page.getByRole('button', { name: 'Adicionar um celular' }).click();
    await page.getByRole('img', { name: 'Código da mesa para o próximo celular' }).waitFor();
    const sdp = await page.evaluate(() => (window as unknown as { made: RTCPeerConnection[] }).made.at(-1)?.localDescription?.sdp ?? '');
    return [...sdp.matchAll(/^a=candidate:\S+ \d+ udp \d+ (\S+) \d+ typ host/gim)].map((found) => found[1]!);
  }

  it('N1: with the camera allowed the offer carries an IPv4 host candidate; with no camera allowed, only mDNS names', async () => {
    // A Chromium with a fake camera, the permission granted to its context; the file's own has no camera at all.
    const filming = await chromium.launch({ executablePath, headless: true, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
    try {
      const allowed = await filming.newContext({ ...phone, serviceWorkers: 'block', locale: 'pt-BR', permissions: ['camera'] });
      await keepConnections(allowed);
      const granted = await offeredAddresses(await allowed.newPage());
      expect(granted.some((address) => /^\d{1,3}(\.\d{1,3}){3}$/.test(address)), granted.join(' ')).toBe(true);
      expect(granted.every((address) => !address.endsWith('.local')), granted.join(' ')).toBe(true);
    } finally {
      await filming.close();
    }
    const none = (await contexts.newContext({ locale: 'pt-BR' })).context;
    await keepConnections(none);
    const hidden = await offeredAddresses(await none.newPage());
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((address) => /^[\w-]+\.local$/.test(address)), hidden.join(' ')).toBe(true);
  });
});

describe('a guest phone joining a table', () => {
  it("N1: the join screen with a pasted code refused, and a link's code that failed, fit the phone upright and sideways", async () => {
    await openHome(guest, baseURL);
    await guest.getByRole('button', { name: 'Join a table' }).click();
    await guest.getByLabel('Or paste the code you were sent').fill(`${baseURL}/#answer=AQEA`);
    await guest.getByRole('button', { name: 'Use this code' }).click();
    await guest.getByRole('alert').filter({ hasText: "That is a guest's reply code." }).waitFor();
    expect(await belowTheFold(guest)).toBe(0);
    await guest.setViewportSize({ width: 740, height: 360 });
    expect(await belowTheFold(guest)).toBe(0);
    expect(await guest.getByRole('button', { name: 'Use this code' }).isVisible()).toBe(true);
    await guest.setViewportSize({ width: 360, height: 740 });
    await bothWays(guest, 'guest-join');
    await guest.goto(`${baseURL}/#join=AQA`);
    await guest.getByRole('alert').filter({ hasText: 'The code came through incomplete.' }).waitFor();
    expect(await guest.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await bothWays(guest, 'guest-join-failed');
  });

  it("N1: a host's good code shows this phone's own code for the host, readable and whole, with the way out in view on a tall phone, a short one and sideways", async () => {
    const offer = await signalCode('offer', readFileSync(resolve(import.meta.dirname, '../fixtures/sdp/chromium-to-chromium.offer.sdp'), 'utf8'), `${baseURL.replace(/\/$/, '')}/`);
    await guest.goto(offer);
    await guest.getByRole('heading', { level: 1, name: 'Show this to the host' }).waitFor();
    for (const [width, height] of [[360, 740], [360, 640], [740, 360]] as const) {
      await guest.setViewportSize({ width, height });
      expect(await belowTheFold(guest), `${width}×${height}`).toBe(0);
      // The code with its white margin, which a camera needs as much as the squares.
      expect((await guest.locator('.join-qr').boundingBox())!.width, `the code at ${width}×${height}`).toBeGreaterThanOrEqual(280);
      const shot = await pictureOf(guest, `guest-answer-${width}x${height}`);
      expect(readQr(readFileSync(shot))).toMatch(/#answer=[\w-]+$/);
      expect(await guest.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    }
    await guest.setViewportSize({ width: 360, height: 740 });
    await guest.getByRole('button', { name: 'Cancel' }).click();
  });

  it("N1: the reply code lies within the screen's margins, upright and sideways (it ran 16 px past the right one at 360 px), as large as before", async () => {
    const offer = await signalCode('offer', readFileSync(resolve(import.meta.dirname, '../fixtures/sdp/chromium-to-chromium.offer.sdp'), 'utf8'), `${baseURL.replace(/\/$/, '')}/`);
    await guest.goto(offer);
    const code = guest.getByRole('img', { name: "This phone's reply code" });
    await code.waitFor();
    for (const [width, height] of [[360, 740], [740, 360]] as const) {
      await guest.setViewportSize({ width, height });
      // The screen's own side margin, as its stylesheet gives it.
      const margin = await guest.locator('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingLeft));
      expect(margin).toBeGreaterThanOrEqual(12);
      const box = (await code.boundingBox())!;
      expect(box.x, `left at ${width}×${height}`).toBeGreaterThanOrEqual(margin);
      expect(box.x + box.width, `right at ${width}×${height}`).toBeLessThanOrEqual(width - margin);
      expect(box.y, `top at ${width}×${height}`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `bottom at ${width}×${height}`).toBeLessThanOrEqual(height);
      if (width === 360) expect(box.width).toBe(336);
    }
    await guest.setViewportSize({ width: 360, height: 740 });
    await guest.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('two browsers connecting through the codes alone', () => {
  const signalPage = (as: 'host' | 'guest') => `${url}/test/e2e/fixtures/signal.html?as=${as}`;
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
    // A phone of its own: the panel's host above keeps its table.
    const chromiumHost = await (await contexts.newContext({ locale: 'pt-BR' })).newPage();
    await chromiumHost.goto(signalPage('host'));
    await chromiumHost.getByRole('img', { name: "The table's code" }).waitFor();
    const offerShot = await chromiumHost.screenshot();
    const offer = readQr(offerShot);
    expect(offer).toMatch(new RegExp(`^${url}/#join=[A-Za-z0-9_-]+$`));
    // Held sideways the code still fits the screen and reads.
    await chromiumHost.setViewportSize({ width: 740, height: 360 });
    expect(readQr(await chromiumHost.screenshot())).toBe(offer);
    await screenshot(chromiumHost, 'signal-offer-740x360');
    await chromiumHost.setViewportSize({ width: 360, height: 740 });
    await screenshot(chromiumHost, 'signal-offer-360x740');

    const firefoxGuest = await firefox.newPage();
    await firefoxGuest.setViewport({ width: 360, height: 740, deviceScaleFactor: 2 });
    await fakeCamera(firefoxGuest, offerShot);
    await firefoxGuest.goto(signalPage('guest'));
    await firefoxGuest.waitForSelector('svg[role="img"]', { timeout: 20_000 });
    const answerShot = Buffer.from(await firefoxGuest.screenshot({ path: resolve(root, 'test-results/screenshots/signal-answer-firefox-360x740.png') }));
    expect(readQr(answerShot)).toMatch(new RegExp(`^${url}/#answer=[A-Za-z0-9_-]+$`));

    // Headless Chromium has no camera: the scanner says so and offers the paste field.
    await chromiumHost.getByRole('button', { name: 'Scan the answer' }).click();
    await expect.poll(() => chromiumHost.getByRole('alert').first().textContent()).toMatch(/câmera/);
    // The host's own offer pasted where a guest's answer is awaited: worded, and nothing else happens.
    await chromiumHost.getByLabel('Ou cole o código que você recebeu').fill(`Olha: ${offer}`);
    await chromiumHost.getByRole('button', { name: 'Usar este código' }).click();
    await expect.poll(() => chromiumHost.getByRole('alert').last().textContent()).toBe('Este é o código da mesa. Leia o código que aparece no celular do convidado.');
    await screenshot(chromiumHost, 'signal-scan-problems-360x740');
    await chromiumHost.setViewportSize({ width: 740, height: 360 });
    await screenshot(chromiumHost, 'signal-scan-problems-740x360');
    await chromiumHost.setViewportSize({ width: 360, height: 740 });

    // Now the host's camera films the guest's screen.
    await fakeCamera(chromiumHost, answerShot);
    await chromiumHost.getByRole('button', { name: 'Tentar a câmera de novo' }).click();
    // The guest hangs up once it has heard the host: each side's channel says closed, once.
    await until('both phones to hear each other, then the guest to hang up', async () => (await said(chromiumHost)) === 'heard: from the guest · closed' && (await said(firefoxGuest)) === 'heard: from the host · closed');
  });
});
