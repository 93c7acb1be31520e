// The phones of one table on the network (issue 22), each in a browser of its own as at a real
// table: Chromium phones through playwright-core (each its own process, which the test can kill
// as the system kills an app), a Firefox phone through puppeteer-core (WebDriver BiDi), all on the
// built bundle. Every page carries a recorder put there by the test (an init script, not an app
// hook) that keeps each text its data channels receive and send, so a test checks every message
// a guest was ever sent, and the bench weighs them. Codes pass between phones only as pictures:
// a screenshot of one phone, decoded as a camera would, becomes the other phone's camera.
import type { Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { PNG } from 'pngjs';
import { driver as chromiumDriver } from '../../engines/chromium.ts';
import { driver as firefoxDriver, openFirefox } from '../../engines/firefox.ts';
import { Tab } from '../../engines/tab.ts';
import { KillableBrowser } from './killable-browser.ts';
import { fakeCamera, readQr } from './qr.ts';

/** One text a data channel of the page carried, and when (ms since the epoch, the page's own clock). */
export interface Carried {
  readonly at: number;
  readonly data: string;
}

/** What the page's data channels carried since it was loaded, in order. */
interface ChannelRecord {
  readonly received: readonly Carried[];
  readonly sent: readonly Carried[];
}

/**
 * In every document before the app's scripts: each data channel the page creates gets a listener
 * of the test's own on its messages, and its send wrapped, so the test sees exactly what crossed
 * the wire whatever the app does with it. Also tsx's `__name` helper, which functions compiled
 * by tsx (the bench) bring into the page with them.
 */
const RECORDER = `(() => {
  globalThis.__name ??= (fn) => fn;
  const Native = globalThis.RTCPeerConnection;
  if (!Native || globalThis.mesaTestChannels) return;
  const record = { received: [], sent: [] };
  Object.defineProperty(globalThis, 'mesaTestChannels', { value: record });
  const at = () => performance.timeOrigin + performance.now();
  const text = (data) => (typeof data === 'string' ? data : '[binary ' + (data.byteLength ?? data.size) + ' bytes]');
  const create = Native.prototype.createDataChannel;
  Native.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    channel.addEventListener('message', (event) => record.received.push({ at: at(), data: text(event.data) }));
    const send = channel.send;
    channel.send = function (data) {
      record.sent.push({ at: at(), data: text(data) });
      return send.call(this, data);
    };
    return channel;
  };
})();`;

const readRecord = (): ChannelRecord => (globalThis as unknown as { mesaTestChannels?: ChannelRecord }).mesaTestChannels ?? { received: [], sent: [] };

/** A white picture: the camera pointed at nothing readable. */
const NOTHING = PNG.sync.write(Object.assign(new PNG({ width: 64, height: 64 }), { data: Buffer.alloc(64 * 64 * 4, 255) }));

/** One phone at the table: a browser of its own with one page of the app. */
export interface Phone {
  readonly name: string;
  readonly engine: 'chromium' | 'firefox';
  /** Clicks by name, headings, texts and evaluations written once for both engines (test/engines/tab.ts). */
  readonly tab: Tab;
  /** The playwright page of a Chromium phone (play-table.ts's helpers take one); null in Firefox. */
  readonly page: Page | null;
  /** What the page's data channels carried since it was last loaded. */
  channels(): Promise<ChannelRecord>;
  /** The viewport as PNG, as the phone's screen shows it. */
  screenshot(): Promise<Buffer>;
  setViewport(width: number, height: number): Promise<void>;
  /** From now on the phone's camera films `png` (NOTHING: a blank wall). */
  camera(png: Buffer): Promise<void>;
  /** The browser's process killed (Chromium) or closed (Firefox), as a phone switched off. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

async function chromiumPhone(name: string, url: string, clock: boolean): Promise<Phone> {
  const browser = new KillableBrowser();
  const context = await browser.context();
  await context.addInitScript(RECORDER);
  if (clock) await context.clock.install();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  return {
    name,
    engine: 'chromium',
    tab: new Tab('chromium', chromiumDriver(page)),
    page,
    channels: () => page.evaluate(readRecord),
    screenshot: () => page.screenshot(),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    camera: (png) => fakeCamera(page, png),
    kill: () => browser.kill(),
    // After a kill too: the profile folder outlives the browser and goes only with close.
    close: () => browser.close(),
  };
}

async function firefoxPhone(name: string, url: string): Promise<Phone> {
  const browser = await openFirefox();
  const page: FirefoxPage = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 360, height: 740, deviceScaleFactor: 2 });
  await page.evaluateOnNewDocument(RECORDER);
  await page.goto(url);
  let alive = true;
  const close = async () => {
    if (!alive) return;
    alive = false;
    await browser.close();
  };
  return {
    name,
    engine: 'firefox',
    tab: new Tab('firefox', firefoxDriver(page)),
    page: null,
    channels: () => page.evaluate(readRecord),
    screenshot: async () => Buffer.from(await page.screenshot()),
    setViewport: (width, height) => page.setViewport({ width, height, deviceScaleFactor: 2 }),
    camera: (png) => fakeCamera(page, png),
    kill: close,
    close,
  };
}

/**
 * A phone of its own in `engine`, its camera on a blank wall, the app open at `url`. `clock`
 * (Chromium): its timers on playwright's clock, running as the real one until the test moves it on.
 */
export async function openPhone(name: string, engine: 'chromium' | 'firefox', url: string, { clock = false } = {}): Promise<Phone> {
  const phone = await (engine === 'firefox' ? firefoxPhone(name, url) : chromiumPhone(name, url, clock));
  await phone.camera(NOTHING);
  return phone;
}

/** A QR code on a phone's screen as a camera pointed at it reads it: the picture, and its text. */
interface ShownCode {
  readonly png: Buffer;
  readonly text: string;
}

/** The QR code the phone shows, read off screenshots of its screen (never from the DOM) once one reads. */
async function codeOn(phone: Phone, timeout = 15_000): Promise<ShownCode> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const png = await phone.screenshot();
    try {
      return { png, text: readQr(png) };
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${phone.name}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const PANEL = 'Jogar em vários celulares';

/** The host's phones panel on screen: from the table's way in, or its phones line once hosting. */
export async function openPanel(host: Phone): Promise<void> {
  if (await host.tab.evaluate((title) => [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === title), PANEL)) return;
  await host.tab.until('the host offers no way to its phones panel', () => document.querySelector('.phones-entry, .phones-status') !== null, null);
  await host.tab.driver.click(() => document.querySelector('.phones-status') ?? document.querySelector('.phones-entry'), null);
  await host.tab.heading(PANEL);
}

/** Back from the host's panel to its table. */
export async function closePanel(host: Phone): Promise<void> {
  await host.tab.evaluate(() => history.back(), null);
  await host.tab.until('the host is still on its phones panel', (title) => ![...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === title), PANEL);
}

/**
 * One guest phone joins the host's table (N1, N4): the host shows a new code on its panel (the
 * code it calls a phone back with, when a pipe closed: N6), the guest's camera films it (from its
 * home screen, or its join screen after a reload or once its host's pipe closed), the host's
 * camera films the guest's answer, and the host gives the phone `role` (a seat's name, or
 * 'table' for the table display). A returning phone (`role` undefined) gets its seat back itself.
 */
export async function joinPhone(host: Phone, guest: Phone, role?: string): Promise<void> {
  await openPanel(host);
  await host.camera(NOTHING);
  const step = await host.tab.until('the panel shows neither a code nor the way to add a phone', () => (document.querySelector('.add-phone') ? 'called' : document.querySelector('.host-panel-main > .button.primary') ? 'add' : null), null);
  if (step === 'add') await host.tab.click('Adicionar um celular');
  const offer = await codeOn(host);
  await guest.camera(offer.png);
  // From its home screen, or from its table when the host was only quiet; a reloaded guest, or one
  // whose host's pipe closed, is on the scanner already. Waited for: a page still starting shows neither yet.
  await guest.tab.clickUnlessShown(/^(Entrar numa mesa|Ler o código de novo)$/, '.scan-code');
  await guest.tab.heading('Mostre isto ao celular que abriu a mesa');
  const answer = await codeOn(guest);
  await guest.camera(NOTHING);
  await host.camera(answer.png);
  if (role === undefined) return;
  await host.tab.text('Quem joga nele?');
  await host.tab.click(role === 'table' ? 'Tela da mesa (sem cartas)' : role, '.assign-phone');
}

/** A cautious player's taps, in order of preference: check, call, stand pat, show, decline a re-buy. */
const CAUTIOUS = [/^Mesa( \(\d+\))?$/, /^Pagar /, /^Cobrir /, /^Não trocar nenhuma$/, /^Mostrar as cartas$/, /^Não comprar$/];

// In the page: the label of the first enabled button of main matching one of `sources`, in their order.
function firstLabel(sources: readonly string[]): string | null {
  const labels = [...document.querySelectorAll<HTMLButtonElement>('main button:not([disabled])')].map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim());
  for (const source of sources) {
    const found = labels.find((label) => new RegExp(source).test(label));
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * A cautious player's move on the phone's screen, once one is there; its label. `before`: taps
 * that lead to it on a shared phone (the turn taken back to this phone, the cover lifted).
 */
export async function playCautious(phone: Phone, before: readonly string[] = []): Promise<string> {
  for (;;) {
    const label = await phone.tab.until(`${phone.name} has nothing to tap`, firstLabel, [...CAUTIOUS.map((p) => p.source), ...before.map((b) => `^${b}$`)]);
    await phone.tab.click(label, 'main');
    if (!before.includes(label)) return label;
  }
}
