// The one production build published under a sub-path over https, as a GitHub Pages project site
// serves it (https://USER.github.io/<repository>/), issue 33 item 1: installable, its manifest's
// start_url, scope and id inside that folder, nothing it asks answered 4xx (the home logo, the
// icons, the manifest, the service worker), and, with the network gone, the start_url opens the
// app and the game started before goes on.
//
// The address is https://mesa.test:<port>/mesa/, a name Chromium maps to 127.0.0.1: not a
// loopback address, so the page is a secure context only because of its certificate. The test
// makes its own certificate authority and server certificate with the system's openssl (node:crypto
// reads certificates but cannot sign them), and Chromium trusts that server's key by its SPKI hash.
// The bundle is the global setup's: `vite build` with the repository's config, the same build the
// Pages workflow publishes (`npm run build:pages`, test/pwa/publish.test.ts checks both sides).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headerRules, ruleMatches } from '../support/headers-file.ts';
import { chromiumArgs, executablePath, phone } from './browser.ts';
import { openedGame, storedLog } from './play-table.ts';
import { readQr } from './support/qr.ts';
import { playHands, replayStored } from './support/table-bot.ts';

const distDir = inject('distDir');
const HOST = 'mesa.test';
const FOLDER = '/mesa/';

interface Certificates {
  readonly key: string;
  readonly cert: string;
  /** base64 SHA-256 of each certificate's SubjectPublicKeyInfo, as --ignore-certificate-errors-spki-list takes them. */
  readonly spki: readonly string[];
}

/** A certificate authority made for this run, and a certificate it signs for HOST. */
function makeCertificates(dir: string): Certificates {
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', at('ca.key'), '-out', at('ca.crt'), '-days', '2', '-subj', '/CN=Mesa test CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign');
  openssl('req', ...ec, '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', `/CN=${HOST}`);
  writeFileSync(at('server.ext'), `subjectAltName=DNS:${HOST}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`);
  openssl('x509', '-req', '-in', at('server.csr'), '-CA', at('ca.crt'), '-CAkey', at('ca.key'), '-CAcreateserial',
    '-out', at('server.crt'), '-days', '2', '-extfile', at('server.ext'));
  const server = readFileSync(at('server.crt'), 'utf8');
  const ca = readFileSync(at('ca.crt'), 'utf8');
  const spki = [server, ca].map((pem) =>
    createHash('sha256').update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64'),
  );
  return { key: readFileSync(at('server.key'), 'utf8'), cert: server + ca, spki };
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The built `_headers` (public/_headers): this host applies it, as Netlify or Cloudflare Pages would. */
const rules = () => headerRules(readFileSync(join(distDir, '_headers'), 'utf8'));

/**
 * A static host of `dir` under FOLDER only, as Pages serves a project site (anything else is a
 * 404), sending the headers of `_headers` by each file's path in the site; a type it does not
 * know is octet-stream, so the manifest's comes from that file.
 */
function serveUnderFolder(dir: string, { key, cert }: Certificates): Promise<Server> {
  const headerFile = rules();
  const server = createServer({ key, cert }, (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', `https://${HOST}`).pathname);
    const file = resolve(dir, path.slice(FOLDER.length) || 'index.html');
    const inside = path.startsWith(FOLDER) && !relative(dir, file).startsWith(`..${sep}`);
    if (!inside || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const sitePath = `/${path.slice(FOLDER.length) || 'index.html'}`;
    const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    for (const [rule, set] of headerFile) if (ruleMatches(rule, sitePath)) Object.assign(headers, Object.fromEntries(set));
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The host gone: Chromium's kept-alive connections too, or close() would wait for them. */
function stop(running: Server): Promise<void> {
  running.closeAllConnections();
  return new Promise((done) => running.close(() => done()));
}

let certDir: string;
let profileDir: string;
let server: Server;
let context: BrowserContext;
let app: string;
// Every answer 400 or above to a page of the context (the app, its logo and icons, its manifest).
const refused: string[] = [];

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'mesa-certs-'));
  const certificates = makeCertificates(certDir);
  server = await serveUnderFolder(distDir, certificates);
  app = `https://${HOST}:${(server.address() as AddressInfo).port}${FOLDER}`;
  profileDir = mkdtempSync(join(tmpdir(), 'mesa-chromium-'));
  // The SPKI list is honoured only with a profile directory of its own: a persistent context.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${certificates.spki.join(',')}`],
    headless: true,
    ...phone,
    locale: 'pt-BR',
    serviceWorkers: 'allow',
  });
  context.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
});
afterAll(async () => {
  await context?.close();
  if (server?.listening) await stop(server);
  for (const dir of [profileDir, certDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the build under a sub-path over https (issue 33: 1)', () => {
  it("each path of the build's _headers names files the build wrote", () => {
    const built = readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
    for (const rule of rules().keys()) expect(built.filter((file) => ruleMatches(rule, file)).length, rule).toBeGreaterThan(0);
  });

  let page: Page;
  let manifest: { start_url: string; scope: string; id: string };

  it('is installable: a secure context, its worker in charge of the folder, no installability error', async () => {
    page = await context.newPage();
    await page.goto(app);
    await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
    expect(await page.evaluate(() => isSecureContext)).toBe(true);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(app);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  it("the manifest's start_url, scope and id resolve inside the folder; the logo and icons load from it", async () => {
    const manifestUrl = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=manifest]')?.href ?? '');
    expect(manifestUrl).toBe(`${app}manifest.webmanifest`);
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return { type: response.headers.get('content-type'), caching: response.headers.get('cache-control'), body: await response.text() };
    }, manifestUrl);
    expect({ type: served.type, caching: served.caching }).toEqual({ type: 'application/manifest+json', caching: 'no-cache' });
    manifest = JSON.parse(served.body) as typeof manifest;
    // A manifest's URLs resolve against the manifest's own address; its id against the start_url.
    const startUrl = new URL(manifest.start_url, manifestUrl).href;
    expect(startUrl).toBe(app);
    expect(new URL(manifest.scope, manifestUrl).href).toBe(app);
    expect(new URL(manifest.id, startUrl).href).toBe(app);
    const logo = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img.home-mark');
      return image ? { src: image.src, loaded: image.complete && image.naturalWidth > 0 } : null;
    });
    expect(logo).toEqual({ src: `${app}icons/icon-192.png`, loaded: true });
    expect(refused).toEqual([]);
  });

  it("Settings' Share Mesa shows the folder's address as a QR code a camera reads (issue 33: 3)", async () => {
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('button', { name: 'Mostrar o código' }).click();
    expect(readQr(await page.locator('svg.qr-code').screenshot())).toBe(app);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
    expect(refused).toEqual([]);
  });

  it('offline, the start_url opens the app onto the game started before, and it goes on', async () => {
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Pôquer de cinco cartas/ }).click();
    await page.getByRole('button', { name: 'Começar o jogo' }).click();
    await page.getByRole('heading', { name: /^Passe para / }).waitFor();
    const game = await openedGame(page);
    await playHands(page, game.id, game.config, 1);
    const saved = await storedLog(page, game.id);
    await page.close();

    await stop(server);
    await context.setOffline(true);
    const again = await context.newPage();
    await again.goto(new URL(manifest.start_url, `${app}manifest.webmanifest`).href);
    await again.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    expect((await openedGame(again)).id).toBe(game.id);
    expect(await storedLog(again, game.id)).toEqual(saved);
    const state = await playHands(again, game.id, game.config, 1);
    expect(state.history).toHaveLength(2);
    expect((await replayStored(again, game.id, game.config)).state.history).toHaveLength(2);
    expect(refused).toEqual([]);
  });
});
