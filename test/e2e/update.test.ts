// A new version published while the app is open: it waits, the prompt says so, and it takes
// over only when the user taps "Atualizar". Builds two versions of its own into a private folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { launchBrowser, screenshot, type Browser } from './browser.ts';

const root = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'mesa-update-'));

// Each version differs only by one statement in its script (a comment would be minified away),
// which changes the script's hash and so the precache list.
async function buildVersion(version: number): Promise<string> {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'mesa-test-version',
        transform: (code, id) => (id.endsWith('/src/main.tsx') ? `${code}\nglobalThis.mesaTestVersion = ${version};` : null),
      },
    ],
  });
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'));
  if (!entry?.[1]) throw new Error('built index.html has no entry script');
  return entry[1];
}

let server: PreviewServer;
let browser: Browser;
let baseURL: string;

beforeAll(async () => {
  await buildVersion(1);
  server = await preview({ root, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: true } });
  baseURL = server.resolvedUrls?.local[0] ?? '';
  browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const entryScript = () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src');

it('a new version waits for the tap on "Atualizar", then reloads into it', async () => {
  const page = await browser.newPage();
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const first = await page.evaluate(entryScript);

  const second = await buildVersion(2);
  expect(second).not.toBe(first);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('status').filter({ hasText: 'Nova versão pronta.' });
  await prompt.waitFor();
  await screenshot(page, 'update-prompt-pt-BR');
  // Waiting, not applied: the page still runs the first version until the tap.
  expect(await page.evaluate(entryScript)).toBe(first);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Atualizar' }).click()]);
  await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
  expect(await page.evaluate(entryScript)).toBe(second);
  expect(await page.getByRole('status').count()).toBe(0);
});
