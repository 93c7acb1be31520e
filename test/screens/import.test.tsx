// Bad input and a full disk (issue 7). Each bad backup (cut short, wrong types, a game this Mesa
// cannot play, a file over 20 MB) and an import that hits a full disk is refused with its own
// message, and the database stays exactly as it was. During play a full disk shows the retry
// message, keeps the last saved screen, and the tap is saved once space is back: nothing is lost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { SessionAction } from '../../src/engine/index.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { importBackup } from '../../src/store/backup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES, type BackupDocument } from '../../src/store/backupFormat.ts';
import { Connection } from '../../src/store/connection.ts';
import type { RawDatabase } from '../store/fixtures/rawDatabase.ts';
import { chooseFile, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { chooseTap, screenSignature } from './support/table-bot.ts';

const v1 = JSON.parse(readFileSync(join(import.meta.dirname, '../e2e/support/mesa-db-v1.json'), 'utf8')) as RawDatabase;

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

/** Every record of every store, to prove a refusal changed nothing. */
async function dump(): Promise<unknown> {
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
}

/**
 * From now on every write fails as on a full disk, until the returned function frees it; `tries`
 * counts the writes refused.
 */
function diskFull(): { readonly tries: () => number; free(): void } {
  const saved = [IDBObjectStore.prototype.put, IDBObjectStore.prototype.add] as const;
  let tries = 0;
  const full = () => {
    tries++;
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.put = full;
  IDBObjectStore.prototype.add = full;
  return {
    tries: () => tries,
    free: () => ([IDBObjectStore.prototype.put, IDBObjectStore.prototype.add] = saved),
  };
}

const importFile = (contents: string | Uint8Array<ArrayBuffer>) => chooseFile('Importar backup', new File([contents], 'backup.json', { type: 'application/json' }));
const alertSays = (message: string) => waitFor(() => expect(screen.getAllByRole('alert').some((alert) => within(alert).queryByText(message) !== null)).toBe(true));

/** The phone already holds games (schema v1's fixture, written before the app first runs), and shows its past games. */
async function pastGames(): Promise<OpenedApp> {
  const app = await openApp({ database: v1 });
  await screen.findByRole('heading', { name: 'Passe para Ana' });
  history.back();
  await tap('Jogos anteriores');
  await waitFor(() => expect(document.querySelectorAll('.game-card').length).toBeGreaterThanOrEqual(2));
  // The start-up's own writes (the stored results revised) are over before the database is compared.
  await app.started;
  return app;
}

describe('importing a bad backup', () => {
  const valid = JSON.stringify(backupOf());
  const huge = new Uint8Array(MAX_BACKUP_BYTES + 1024 * 1024).fill(0x20);
  huge.set(new TextEncoder().encode(valid)); // valid JSON, then a megabyte of spaces past the limit

  it.each([
    ['a file cut short', valid.slice(0, valid.length / 2), 'O arquivo está danificado ou não é um backup. Nada foi importado.'],
    ['wrong types in a game', JSON.stringify(backupOf((g) => Object.assign(g, { createdAt: 'ontem', players: 'Ana, Bia' }))), 'O backup está danificado (dados faltando ou errados). Nada foi importado.'],
    ['a list where the log should be', JSON.stringify({ ...backupOf(), games: [{ game: (backupOf().games as Rec[])[0].game, actions: { 0: 'fold' } }] }), 'O backup está danificado (dados faltando ou errados). Nada foi importado.'],
    ['a game of a profile this Mesa cannot play', JSON.stringify(backupOf((g) => (g.profile = 'omaha'))), 'O backup tem um jogo que esta versão do Mesa ainda não sabe jogar. Nada foi importado.'],
    [`a file over ${MAX_BACKUP_BYTES / 1024 / 1024} MB`, huge, 'O arquivo é grande demais para ser um backup do Mesa. Nada foi importado.'],
  ])('refuses %s with its message and changes nothing', async (_, contents, message) => {
    await pastGames();
    const before = await dump();
    await importFile(contents);
    await alertSays(message);
    expect(await dump()).toEqual(before);
    expect(document.querySelectorAll('.game-card')).toHaveLength(2);
  });

  it('a full disk during the import: refused with its message, nothing written; with space back the same file imports', async () => {
    await pastGames();
    const before = await dump();
    const disk = diskFull();
    await importFile(valid);
    await alertSays('Não há espaço livre no aparelho para importar o backup. Nada foi alterado.');
    await expectAccessible('import-disk-full');
    disk.free();
    expect(await dump()).toEqual(before);

    // Had any part of the game been written, the app would now ask about a game already here.
    await importFile(valid);
    await screen.findByText('Jogos importados: 1. Pulados: 0.');
    await waitFor(() => expect(document.querySelectorAll('.game-card')).toHaveLength(3));
  });
});

describe('a full disk during play', () => {
  it('shows the retry message, keeps the last saved screen and loses nothing: the tap is saved once space is back', async () => {
    let app = await openApp({ database: v1 });
    await screen.findByRole('heading', { name: 'Passe para Ana' });
    await tap('Sou Ana: ver minhas cartas');
    await screen.findByRole('heading', { name: 'Vez de Ana' });
    const saved = await app.storedLog('v1-holdem-live');
    const shown = screenSignature();

    const disk = diskFull();
    const bot = chooseTap();
    expect(bot?.commits).toBe(true);
    await tap(bot!.button);
    const retrying = 'A jogada ainda não foi salva: o armazenamento do aparelho está cheio. Tentando de novo.';
    await alertSays(retrying);
    await expectAccessible('table-disk-full');
    // Through several automatic retries (counted, not timed), the screen stays on the last saved state and nothing is written.
    const firstTries = disk.tries();
    await waitFor(() => expect(disk.tries()).toBeGreaterThanOrEqual(firstTries + 2));
    await alertSays(retrying);
    expect(screenSignature()).toBe(shown);
    disk.free();
    expect(await app.storedLog('v1-holdem-live')).toEqual(saved);

    await tap('Tentar agora');
    await waitFor(() => expect(screenSignature()).not.toBe(shown));
    await waitFor(() => expect(screen.queryByText(retrying)).toBeNull());
    const after = await app.storedLog('v1-holdem-live');
    expect(after.slice(0, saved.length)).toEqual(saved);
    expect(after.length).toBeGreaterThan(saved.length);

    app = await app.reload();
    await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
    expect(await app.storedLog('v1-holdem-live')).toEqual(after);
  });
});

describe('a game replaced by another tab\'s import', () => {
  it('the tap made on the old log is not kept: the table says another tab replaced the game, shows it as stored, and offers no reload', async () => {
    const app = await openApp({ database: v1 });
    const id = 'v1-holdem-live';
    await screen.findByRole('heading', { name: 'Passe para Ana' });
    await tap('Sou Ana: ver minhas cartas');
    await screen.findByRole('heading', { name: 'Vez de Ana' });
    await app.started;

    // Tab B (an older Mesa, or a lock's lease that ran out) writes under this tab the same game
    // from a backup: as long and as legal, dealt from the deck the other way round.
    const log = (await app.storedLog(id)).map((action): SessionAction => (action.type === 'shuffle' ? { ...action, deck: [...action.deck].reverse() } : action));
    const [record] = (await app.records('games')).filter((game) => (game as { id: string }).id === id) as BackupDocument['games'][number]['game'][];
    const file: BackupDocument = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(0).toISOString(),
      games: [{ game: { ...record, config: await app.storedConfig(id) }, actions: log.map((action, seq) => ({ seq, at: seq, action })) }],
    };
    const tabB = new Connection({ factory: indexedDB });
    await importBackup(tabB, sessionCodec, file, { onConflict: 'replace', snapshotEvery: 50 });
    await tabB.close();
    const replaced = ((await app.records('games')) as { id: string; logId: string }[]).find((game) => game.id === id)!.logId;

    const bot = chooseTap();
    expect(bot?.commits).toBe(true);
    await tap(bot!.button);
    await alertSays('A jogada não foi salva: outra aba substituiu este jogo por um backup importado, e ele foi recarregado como está salvo agora.');
    await expectAccessible('table-replaced');
    expect(screen.queryByRole('button', { name: 'Recarregar o jogo' })).toBeNull();
    expect(await app.storedLog(id)).toEqual(log);
    await waitFor(() => expect(app.modules.games.currentGame.value?.record.logId).toBe(replaced));
    expect(app.errors).toEqual([]);
  });
});
