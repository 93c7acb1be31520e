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
  it('starts with four players named in the language, and the profile\'s defaults', async () => {
    const { openDraft } = await load('pt-BR');
    const draft = openDraft('fechado');
    expect(names(draft)).toEqual(['Jogador 1', 'Jogador 2', 'Jogador 3', 'Jogador 4']);
    expect(draft.dealer).toEqual({ kind: 'highCard' });
    expect(draft.mode).toBe('pass-and-play');
    expect(draft.options.currency).toBe('BRL');
    const en = await load('en');
    expect(names(en.openDraft('holdem'))).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(en.openDraft('holdem').options.currency).toBe('USD');
  });

  it('a new player gets the first free default name', async () => {
    const { openDraft, addPlayer, renamePlayer, draft } = await load();
    openDraft('holdem');
    renamePlayer(draft.value!.players[0].id, 'Ana');
    addPlayer();
    expect(names(draft.value!)).toEqual(['Ana', 'Jogador 2', 'Jogador 3', 'Jogador 4', 'Jogador 1']);
    addPlayer();
    expect(names(draft.value!).at(-1)).toBe('Jogador 5');
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

  it('the last table\'s names come back for the next game', async () => {
    const first = await load();
    first.rememberPlayers(['Ana', 'Bia', 'Caio']);
    const next = await load();
    expect(names(next.openDraft('draw5'))).toEqual(['Ana', 'Bia', 'Caio']);
  });

  it('tableSetup hands the engine the names in seat order', async () => {
    const { openDraft, tableSetup, movePlayer, draft } = await load();
    openDraft('draw5');
    movePlayer(draft.value!.players[3].id, -1);
    expect(tableSetup(draft.value!)).toMatchObject({ profile: 'draw5', players: ['Jogador 1', 'Jogador 2', 'Jogador 4', 'Jogador 3'] });
  });
});
