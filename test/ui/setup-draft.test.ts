import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memory-storage.ts';

let storage: MemoryStorage;

async function load(language = 'pt-BR') {
  vi.resetModules();
  storage.setItem('mesa.language', language);
  return import('../../src/ui/setup/draft.ts');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const names = (draft: { players: readonly { name: string }[] }) => draft.players.map((p) => p.name);

describe('the setup draft', () => {
  it('starts with four seats left to their default names in the language, and the profile\'s defaults', async () => {
    const { openDraft, seatNames } = await load('pt-BR');
    const draft = openDraft('fechado');
    expect(names(draft)).toEqual(['', '', '', '']);
    expect(seatNames(draft.players)).toEqual(['Jogador 1', 'Jogador 2', 'Jogador 3', 'Jogador 4']);
    expect(draft.dealer).toEqual({ kind: 'highCard' });
    expect(draft.mode).toBe('pass-and-play');
    expect(draft.options.currency).toBe('BRL');
    const en = await load('en');
    expect(en.seatNames(en.openDraft('holdem').players)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(en.openDraft('holdem').options.currency).toBe('USD');
  });

  it('G17: an empty seat plays under its seat\'s default name, or the first one no seat has by the key', async () => {
    const { openDraft, addPlayer, renamePlayer, seatNames, draft } = await load();
    openDraft('holdem');
    renamePlayer(draft.value!.players[0].id, 'Ana');
    addPlayer();
    expect(seatNames(draft.value!.players)).toEqual(['Ana', 'Jogador 2', 'Jogador 3', 'Jogador 4', 'Jogador 5']);
    // "jogador  3" typed in seat 1 is seat 3's default by G17's key: seat 3 takes the first free one.
    renamePlayer(draft.value!.players[0].id, 'jogador  3');
    renamePlayer(draft.value!.players[1].id, ' \u200B ');
    expect(seatNames(draft.value!.players)).toEqual(['jogador  3', 'Jogador 2', 'Jogador 1', 'Jogador 4', 'Jogador 5']);
  });

  it('never seats more than ten', async () => {
    const { openDraft, addPlayer, draft, MAX_SEATS } = await load();
    openDraft('holdem');
    for (let i = 0; i < 20; i++) addPlayer();
    expect(draft.value!.players).toHaveLength(MAX_SEATS);
  });

  it('moving players changes seats, and a chosen dealer stays with his player', async () => {
    const { openDraft, movePlayer, setDealer, draft } = await load();
    openDraft('draw5');
    const [a, b] = draft.value!.players;
    setDealer({ kind: 'seat', seat: 0 });
    movePlayer(a.id, 1);
    expect(draft.value!.players.slice(0, 2)).toEqual([b, a]);
    expect(draft.value!.dealer).toEqual({ kind: 'seat', seat: 1 });
    movePlayer(b.id, -1); // already first: nothing moves
    expect(draft.value!.players[0]).toEqual(b);
    movePlayer(b.id, 1);
    expect(draft.value!.dealer).toEqual({ kind: 'seat', seat: 0 });
  });

  it('removing a player shifts the chosen dealer, or falls back to the profile\'s way when it was him', async () => {
    const { openDraft, removePlayer, setDealer, draft } = await load();
    openDraft('fechado');
    const players = draft.value!.players;
    setDealer({ kind: 'seat', seat: 3 });
    removePlayer(players[1].id);
    expect(draft.value!.dealer).toEqual({ kind: 'seat', seat: 2 });
    removePlayer(players[3].id);
    expect(draft.value!.dealer).toEqual({ kind: 'highCard' });
  });

  it('a removal taken back puts the player in his seat with his name, and the chosen dealer back', async () => {
    const { openDraft, removePlayer, restorePlayer, renamePlayer, setDealer, draft } = await load();
    openDraft('fechado');
    const before = draft.value!.players;
    renamePlayer(before[1].id, 'Bia');
    setDealer({ kind: 'seat', seat: 1 });
    const removed = removePlayer(before[1].id)!;
    expect(removed).toMatchObject({ seat: 1, name: 'Bia', dealt: true });
    expect(draft.value!.dealer).toEqual({ kind: 'highCard' });
    restorePlayer(removed);
    expect(draft.value!.players.map((p) => p.id)).toEqual(before.map((p) => p.id));
    expect(draft.value!.players[1].name).toBe('Bia');
    expect(draft.value!.dealer).toEqual({ kind: 'seat', seat: 1 });
    // Taken back twice, it is still one seat.
    restorePlayer(removed);
    expect(draft.value!.players).toHaveLength(4);
  });

  it('choosing another game keeps players and mode, and takes that game\'s options and dealer rule', async () => {
    const { openDraft, setMode, setOption, renamePlayer, draft } = await load();
    openDraft('fechado');
    renamePlayer(draft.value!.players[0].id, 'Ana');
    setMode('ledger');
    setOption('ante', 5);
    const holdem = openDraft('holdem');
    expect(names(holdem)[0]).toBe('Ana');
    expect(holdem.mode).toBe('ledger');
    expect(holdem.options.ante).toBe(0);
    expect(holdem.dealer).toEqual({ kind: 'random' });
    expect(openDraft('holdem')).toBe(holdem);
  });

  it('reset brings the options back to the rule book', async () => {
    const { openDraft, setOption, resetOptions, draft, defaultOptions } = await load();
    openDraft('draw5');
    setOption('startingChips', 7);
    resetOptions();
    expect(draft.value!.options).toEqual(defaultOptions('draw5'));
  });

  it('the last table\'s names come back for the next game, a default one as a default (as an older version stored it too)', async () => {
    const first = await load();
    first.rememberPlayers(['Ana', '', 'Caio']);
    const next = await load();
    expect(names(next.openDraft('draw5'))).toEqual(['Ana', '', 'Caio']);
    next.rememberPlayers(['Jogador 1', 'Bia', 'Jogador 3', 'Jogador 1']);
    const older = await load();
    expect(names(older.openDraft('draw5'))).toEqual(['', 'Bia', '', 'Jogador 1']);
  });

  it('tableSetup hands the engine the names in seat order, an empty seat\'s as its default', async () => {
    const { openDraft, tableSetup, movePlayer, renamePlayer, draft } = await load();
    openDraft('draw5');
    renamePlayer(draft.value!.players[3].id, 'Duda');
    movePlayer(draft.value!.players[3].id, -1);
    expect(tableSetup(draft.value!)).toMatchObject({ profile: 'draw5', players: ['Jogador 1', 'Jogador 2', 'Duda', 'Jogador 4'] });
  });
});
