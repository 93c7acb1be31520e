// Bad input and a full disk (issue 7), in the production build. Each bad backup (cut short,
// wrong types, a game this Mesa cannot play, a file over 20 MB) and an import that hits a full
// disk is refused with its own message, and the database stays exactly as it was. During play a
// full disk shows the retry message, keeps the last saved screen, and the tap is saved once
// space is back: nothing is lost.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAX_BACKUP_BYTES } from '../../src/store/backupFormat.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { storedLog } from './play-table.ts';
import { writeRawDatabase, type RawDatabase } from './support/raw-db.ts';
import { chooseTap, screenMovedOn, screenSignature } from './support/table-bot.ts';

const baseURL = inject('baseURL');
const v1 = JSON.parse(readFileSync(join(import.meta.dirname, 'support/mesa-db-v1.json'), 'utf8')) as RawDatabase;

type Rec = Record<string, unknown>;
const records = (store: string) => v1.stores[store].records as Rec[];

/** The fixture's finished draw5 game as a backup file carries it, under a new id. */
function backupOf(edit: (game: Rec) => void = () => {}): Rec {
  const { nextSeq: _n, deletedAt: _d, ...record } = records('games').find((g) => g.id === 'v1-draw5-finished')!;
  const game: Rec = { ...record, id: 'imported-draw5' };
  edit(game);
  const actions = records('actions')
    .filter((a) => a.gameId === 'v1-draw5-finished')
    .map(({ seq, at, action }) => ({ seq, at, action }));
  return { format: 'mesa-backup', version: 1, exportedAt: new Date(0).toISOString(), games: [{ game, actions }] };
}

let browser: Browser;
let page: Page;

/** Every record of every store, to prove a refusal changed nothing. */
function dump(): Promise<unknown> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mesa');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const names = Array.from(db.objectStoreNames);
    const tx = db.transaction(names);
    const all = await Promise.all(
      names.map(
        (name) =>
          new Promise<[string, unknown]>((resolve) => {
            const request = tx.objectStore(name).getAll();
            request.onsuccess = () => resolve([name, request.result]);
          }),
      ),
    );
    db.close();
    return Object.fromEntries(all);
  });
}

/** From now on every write fails as on a full disk, until `diskFreed`. */
const diskFull = () =>
  page.evaluate(() => {
    const saved = window as unknown as { mesaTestWrites?: [typeof IDBObjectStore.prototype.put, typeof IDBObjectStore.prototype.add] };
    saved.mesaTestWrites ??= [IDBObjectStore.prototype.put, IDBObjectStore.prototype.add];
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    IDBObjectStore.prototype.put = full;
    IDBObjectStore.prototype.add = full;
  });
const diskFreed = () =>
  page.evaluate(() => {
    const saved = (window as unknown as { mesaTestWrites: [typeof IDBObjectStore.prototype.put, typeof IDBObjectStore.prototype.add] }).mesaTestWrites;
    [IDBObjectStore.prototype.put, IDBObjectStore.prototype.add] = saved;
  });

// Files are handed over by path: a 21 MB buffer sent through the DevTools protocol takes 20 s.
const files = mkdtempSync(join(tmpdir(), 'mesa-import-'));
let fileCount = 0;

async function importFile(contents: string | Buffer): Promise<void> {
  const path = join(files, `backup-${fileCount++}.json`);
  writeFileSync(path, contents);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar backup' }).click();
  await (await chooser).setFiles(path);
}

beforeAll(async () => {
  browser = await launchBrowser({ locale: 'pt-BR' });
  page = await browser.newPage();
  // The phone already holds games: schema v1's fixture, written before the app first runs.
  await page.goto(`${baseURL}/manifest.webmanifest`);
  await writeRawDatabase(page, v1);
  await page.goto(baseURL);
  await page.getByRole('heading', { name: 'Passe para Ana' }).waitFor();
  await page.goBack();
  await page.getByRole('button', { name: 'Jogos anteriores' }).click();
  await page.locator('.game-card').nth(1).waitFor();
});
afterAll(async () => {
  await browser?.close();
  rmSync(files, { recursive: true, force: true });
});

describe('importing a bad backup', () => {
  const valid = JSON.stringify(backupOf());
  const huge = Buffer.alloc(MAX_BACKUP_BYTES + 1024 * 1024, ' ');
  Buffer.from(valid).copy(huge); // valid JSON, then a megabyte of spaces past the limit

  it.each([
    ['a file cut short', valid.slice(0, valid.length / 2), 'O arquivo está danificado ou não é um backup. Nada foi importado.'],
    ['wrong types in a game', JSON.stringify(backupOf((g) => Object.assign(g, { createdAt: 'ontem', players: 'Ana, Bia' }))), 'O backup está danificado (dados faltando ou errados). Nada foi importado.'],
    ['a list where the log should be', JSON.stringify({ ...backupOf(), games: [{ game: (backupOf().games as Rec[])[0].game, actions: { 0: 'fold' } }] }), 'O backup está danificado (dados faltando ou errados). Nada foi importado.'],
    ['a game of a profile this Mesa cannot play', JSON.stringify(backupOf((g) => (g.profile = 'omaha'))), 'O backup tem um jogo que esta versão do Mesa ainda não sabe jogar. Nada foi importado.'],
    [`a file over ${MAX_BACKUP_BYTES / 1024 / 1024} MB`, huge, 'O arquivo é grande demais para ser um backup do Mesa. Nada foi importado.'],
  ])('refuses %s with its message and changes nothing', async (_, contents, message) => {
    const before = await dump();
    await importFile(contents);
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    expect(await dump()).toEqual(before);
    expect(await page.locator('.game-card').count()).toBe(2);
  });

  it('a full disk during the import: refused with its message, nothing written; with space back the same file imports', async () => {
    const before = await dump();
    await diskFull();
    await importFile(valid);
    await page.getByRole('alert').getByText('Não há espaço livre no aparelho para importar o backup. Nada foi alterado.', { exact: true }).waitFor();
    await screenshot(page, 'import-disk-full');
    await diskFreed();
    expect(await dump()).toEqual(before);

    // Had any part of the game been written, the app would now ask about a game already here.
    await importFile(valid);
    await page.getByText('Jogos importados: 1. Pulados: 0.').waitFor();
    await expect.poll(() => page.locator('.game-card').count()).toBe(3);
  });
});

describe('a full disk during play', () => {
  it('shows the retry message, keeps the last saved screen and loses nothing: the tap is saved once space is back', async () => {
    await page.evaluate(() => history.replaceState(null, ''));
    await page.goto(baseURL);
    await page.getByRole('heading', { name: 'Passe para Ana' }).waitFor();
    await page.getByRole('button', { name: 'Sou Ana: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Vez de Ana' }).waitFor();
    const saved = await storedLog(page, 'v1-holdem-live');
    const screen = await screenSignature(page);

    await diskFull();
    const tap = await chooseTap(page);
    expect(tap?.commits).toBe(true);
    await tap!.button.click();
    const retrying = page.getByRole('alert').getByText('A jogada ainda não foi salva: o armazenamento do aparelho está cheio. Tentando de novo.');
    await retrying.waitFor();
    await screenshot(page, 'table-disk-full');
    // Through several automatic retries, the screen stays on the last saved state and nothing is written.
    await page.waitForTimeout(1500);
    expect(await retrying.isVisible()).toBe(true);
    expect(await screenSignature(page)).toBe(screen);
    expect(await storedLog(page, 'v1-holdem-live')).toEqual(saved);

    await diskFreed();
    await page.getByRole('button', { name: 'Tentar agora' }).click();
    expect(await screenMovedOn(page, screen)).toBe(true);
    await retrying.waitFor({ state: 'detached' });
    const after = await storedLog(page, 'v1-holdem-live');
    expect(after.slice(0, saved.length)).toEqual(saved);
    expect(after.length).toBeGreaterThan(saved.length);

    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await storedLog(page, 'v1-holdem-live')).toEqual(after);
  });
});
