// The backup import as the Past games screen runs it (readBackup, then the app's importGames), against a
// fake IndexedDB: every game's config and action is checked by the engine's shapes first, so a
// malformed one is refused with a message naming the game (and the move), and nothing is written.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from '../app/harness.ts';
import { deck } from '../../src/engine/deck.ts';
import { legalActions } from '../../src/engine/game.ts';
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/session.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument } from '../../src/store/backupFormat.ts';
import { MAX_MOVES } from '../../src/engine/limits.ts';
import { isStoreError } from '../../src/store/errors.ts';
import { storage } from '../../src/app/storage.ts';
import { PlayerRepository } from '../../src/store/players.ts';
import { language } from '../../src/ui/i18n/language-state.ts';
import { backupProblem, readBackup } from '../../src/ui/setup/backup-file.ts';
import { importGames } from '../../src/app/backups.ts';
import { loadChipSets } from '../../src/app/chip-sets.ts';

const config: SessionConfig = {
  profile: 'draw5',
  players: [
    { name: 'Ana', stack: 100 },
    { name: 'Bia', stack: 100 },
    { name: 'Caio', stack: 100 },
  ],
  firstDealer: 0,
  options: { ante: 1 },
};

/** A one-hand game as a backup file's JSON: the first to act bets 10, the others fold. */
function backupJson(id: string): Record<string, any> {
  let state: SessionState = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    log.push(action);
  };
  play({ type: 'startHand', at: 1_700_000_000_000 });
  play({ type: 'shuffle', deck: deck() });
  while (state.hand!.pending.kind !== 'complete') {
    const { seat, actions } = legalActions(state.hand!);
    play(actions.some((a) => a.type === 'bet') ? { type: 'bet', seat: seat!, to: 10 } : { type: 'fold', seat: seat! });
  }
  const at = 1_700_000_000_000;
  const doc: BackupDocument<SessionConfig, SessionAction> = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(at).toISOString(),
    games: [
      {
        game: { id, profile: 'draw5', players: ['Ana', 'Bia', 'Caio'], config, createdAt: at, updatedAt: at, status: 'active', result: null, position: { seat: null, screen: 'table' } },
        actions: log.map((action, seq) => ({ seq, at: at + seq, action })),
      },
    ],
  };
  return JSON.parse(JSON.stringify(doc));
}

const file = (json: unknown) => new Blob([JSON.stringify(json)], { type: 'application/json' });

/** What the Past games screen does with a chosen file. */
const importFile = async (blob: Blob) => importGames(await readBackup(blob));

async function refusal(blob: Blob): Promise<unknown> {
  const error = await importFile(blob).then(() => null, (e: unknown) => e);
  if (!isStoreError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const storedIds = async () => (await storage().games.list()).map((game) => game.id).sort();

describe('importing a backup', () => {
  beforeEach(async () => {
    await freshStore();
    language.value = 'pt-BR';
  });

  it('a sound backup is read and written', async () => {
    const outcome = await importFile(file(backupJson('sound')));
    expect(outcome.status).toBe('imported');
    expect(await storedIds()).toEqual(['sound']);
  });

  it('a malformed config is refused before replay, naming the game, and nothing is written', async () => {
    await importFile(file(backupJson('here')));
    const json = { ...backupJson('a') };
    json.games.push(backupJson('b').games[0]);
    json.games[1].game.config.players[1].stack = 'lots';
    const error = await refusal(file(json));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'games[1].game.config' } });
    expect(backupProblem(error)).toBe('O jogo 2 do backup tem uma configuração de mesa que o Mesa não consegue ler. Nada foi importado.');
    expect(await storedIds()).toEqual(['here']);
  });

  it('G18: a game of 9007199254740991 (issue 20) is refused for its date, naming the game, and nothing is written', async () => {
    await importFile(file(backupJson('here')));
    const json = backupJson('a');
    json.games[0].game.createdAt = Number.MAX_SAFE_INTEGER;
    const error = await refusal(file(json));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'games[0].game.createdAt' } });
    expect(backupProblem(error)).toBe('O jogo 1 do backup tem uma data fora do que o Mesa mostra (entre 1900 e 9999). Nada foi importado.');
    language.value = 'en';
    expect(backupProblem(error)).toBe('Game 1 in the backup has a date Mesa cannot show (it must be between 1900 and 9999). Nothing was imported.');
    expect(await storedIds()).toEqual(['here']);
  });

  it('G18: a game of more than 20,000 moves is refused before a move is read, naming the game and the limit, and nothing is written', async () => {
    await importFile(file(backupJson('here')));
    const json = backupJson('a');
    json.games.push(backupJson('long').games[0]);
    const moves = json.games[1].actions;
    // The one hand's moves over and over: the count alone refuses it, before any is read.
    json.games[1].actions = Array.from({ length: MAX_MOVES + 1 }, (_, seq) => ({ ...moves[seq % moves.length], seq }));
    const error = await refusal(file(json));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'games[1].actions' } });
    expect(backupProblem(error)).toBe('O jogo 2 do backup tem mais de 20.000 jogadas, o máximo que um jogo guarda. Nada foi importado.');
    expect(await storedIds()).toEqual(['here']);
  });

  it('a malformed action is refused before replay, naming the game and the move, and nothing is written', async () => {
    const json = backupJson('a');
    json.games[0].actions[2].action = { type: 'bet', seat: 1, to: 'ten' };
    const error = await refusal(file(json));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'games[0].actions[2].action' } });
    expect(backupProblem(error)).toBe('A jogada 3 do jogo 1 do backup não pode ser lida. Nada foi importado.');
    language.value = 'en';
    expect(backupProblem(error)).toBe('Move 3 of game 1 in the backup cannot be read. Nothing was imported.');
    expect(await storedIds()).toEqual([]);
  });

  it("T1: the table's chip cases come in with the games, and a bad one is refused by its number with nothing written", async () => {
    const ours = { name: 'Nossa maleta', chips: [{ colour: 'white', value: 25, count: 100 }, { colour: 'red', value: 100, count: 100 }] };
    const json = { ...backupJson('with-chips'), chipSets: [ours] };
    await importFile(file(json));
    expect(await storedIds()).toEqual(['with-chips']);
    expect(await loadChipSets()).toEqual([ours]);

    const bad = { ...backupJson('other'), chipSets: [ours, { name: 'Duplicada', chips: [{ colour: 'red', value: 5, count: 1 }, { colour: 'red', value: 10, count: 1 }] }] };
    const error = await refusal(file(bad));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'chipSets[1]' } });
    expect(backupProblem(error)).toBe('A maleta de fichas 2 do backup não pode ser lida. Nada foi importado.');
    expect(await storedIds()).toEqual(['with-chips']);
  });

  it("P7: a player's Pix key that does not check (a CPF's check digits) is refused by the player's number, with nothing written", async () => {
    const ana = { id: 'ana', name: 'Ana', createdAt: 1_700_000_000_000, mergedInto: null, seats: [{ night: 'a', seat: 0 }] };
    const pay = { pix: { type: 'cpf', key: '52998224725', name: 'Ana Conceição', city: 'Recife' } };
    await importFile(file({ ...backupJson('a'), players: [ana, { ...ana, id: 'bia', name: 'Bia', seats: [{ night: 'a', seat: 1 }], pay }] }));
    expect((await new PlayerRepository(storage().conn).list()).find((p) => p.id === 'bia')?.pay).toEqual(pay);
    const bad = { ...backupJson('b'), players: [{ ...ana, seats: [{ night: 'b', seat: 0 }], pay: { pix: { ...pay.pix, key: '52998224724' } } }] };
    const error = await refusal(file(bad));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'players[0].pay.pix.key' } });
    expect(backupProblem(error)).toBe('O backup tem dados de pagamento inválidos: uma chave Pix, o nome ou a cidade dela, ou uma observação (jogador 1 do livro). Nada foi importado.');
    language.value = 'en';
    expect(backupProblem(error)).toBe('The backup has payment details that are not valid: a Pix key, its name or city, or a note (player 1 of the book). Nothing was imported.');
    expect(await storedIds()).toEqual(['a']);
  });

  it('a config the rules cannot deal (seven at a draw5 table) is refused as a config, not as moves', async () => {
    const json = backupJson('a');
    json.games[0].game.config.players.push(...['D', 'E', 'F', 'G'].map((name) => ({ name, stack: 100 })));
    expect(await refusal(file(json))).toMatchObject({ key: 'backup.invalid', details: { path: 'games[0].game.config' } });
    expect(await storedIds()).toEqual([]);
  });

  it("keep both: the copy comes in under a new id and its players' seats follow it", async () => {
    await importFile(file(backupJson('twice')));
    const json = backupJson('twice');
    json.players = ['Ana', 'Bia', 'Caio'].map((name, seat) => ({ id: `their-${name}`, name, createdAt: 1, mergedInto: null, seats: [{ night: 'twice', seat }] }));
    const doc = await readBackup(file(json));
    const asked = await importGames(doc);
    if (asked.status !== 'conflicts') throw new Error('expected the question');
    const outcome = await importGames(doc, 'keepBoth', asked.conflicts);
    expect(outcome).toMatchObject({ status: 'imported', skipped: [] });
    const copy = (await storedIds()).find((id) => id !== 'twice')!;
    const players = await new PlayerRepository(storage().conn).list();
    expect(players.find((p) => p.id === 'their-Bia')?.seats).toEqual([{ night: copy, seat: 1 }]);
  });
});

describe('G17: a backup obeys the setup’s name rule', () => {
  beforeEach(async () => {
    await freshStore();
    language.value = 'pt-BR';
  });

  /** The test game with these names at its three seats (the log does not depend on them). */
  function named(id: string, names: readonly string[]): Record<string, any> {
    const json = backupJson(id);
    json.games[0].game.config.players.forEach((p: { name: string }, seat: number) => (p.name = names[seat]));
    json.games[0].game.players = [...names];
    return json;
  }

  it('G17: a tab, a newline or a right-to-left override in a seat’s name is stripped: the game comes in with the names clean', async () => {
    await importFile(file(named('hostile', ['Ana\tMaria', 'Bia\nSouza', '\u202EevilCaio'])));
    const clean = ['Ana Maria', 'Bia Souza', 'evilCaio'];
    expect((await storage().games.get('hostile'))!.players).toEqual(clean);
    const { state } = await storage().games.load('hostile');
    expect(state.config.players.map((p) => p.name)).toEqual(clean);
    const book = await new PlayerRepository(storage().conn).sync();
    expect(book.players.map((p) => p.name).sort()).toEqual(clean);
  });

  it('G17: a 300-character name is refused, saying which game and seat, and nothing is written', async () => {
    const error = await refusal(file(named('long', ['Ana', 'x'.repeat(300), 'Caio'])));
    expect(error).toMatchObject({ key: 'backup.invalid', details: { path: 'games[0].game.config' } });
    expect(backupProblem(error)).toBe('No jogo 1 do backup, o nome do jogador 2 está vazio (ou não mostra nada), se repete na mesa ou passa de 20 caracteres. Nada foi importado.');
    expect(await storedIds()).toEqual([]);
  });

  it('G17: "Ana  Maria" beside "Ana Maria" is one name said twice at one table: refused', async () => {
    const error = await refusal(file(named('twice', ['Ana Maria', 'Bia', 'Ana  Maria'])));
    expect(backupProblem(error)).toBe('No jogo 1 do backup, o nome do jogador 3 está vazio (ou não mostra nada), se repete na mesa ou passa de 20 caracteres. Nada foi importado.');
    expect(await storedIds()).toEqual([]);
  });

  it('G17: a players list that disagrees with the game’s seats is repaired from the seats; a book seat the game does not have is dropped', async () => {
    const json = backupJson('eight');
    json.games[0].game.players = Array(8).fill('A');
    json.players = [
      { id: 'p-a', name: 'A', createdAt: 1, mergedInto: null, seats: [{ night: 'eight', seat: 0 }, { night: 'eight', seat: 7 }] },
    ];
    await importFile(file(json));
    expect((await storage().games.get('eight'))!.players).toEqual(['Ana', 'Bia', 'Caio']);
    const book = await new PlayerRepository(storage().conn).sync();
    expect(book.players.find((p) => p.id === 'p-a')!.seats).toEqual([{ night: 'eight', seat: 0 }]);
    // The two seats the file's book left unheld are linked by name.
    const holder = (seat: number) => book.players.find((p) => p.seats.some((s) => s.night === 'eight' && s.seat === seat))?.name;
    expect([holder(1), holder(2)]).toEqual(['Bia', 'Caio']);
  });

  it('G17: a night in the file with a name too long, or one name twice, is refused; a book name is kept clean', async () => {
    const result = (player: string, net: number) => ({ player, net, money: null, place: null, hands: null, biggestPot: null });
    const night = (results: unknown[]) => ({ id: 'sheet:n', label: 'n', day: '2025-03-14', profile: 'draw5', currency: null, importedAt: 1, results });
    const long = { ...backupJson('a'), nights: [night([result('Ana', 5), result('y'.repeat(300), -5)])] };
    expect(backupProblem(await refusal(file(long)))).toBe('O backup tem um nome de jogador vazio (ou que não mostra nada), repetido na mesma noite ou com mais de 20 caracteres. Nada foi importado.');
    const twice = { ...backupJson('a'), nights: [night([result('Ana Maria', 5), result('ana  maria', -5)])] };
    expect(await refusal(file(twice))).toMatchObject({ key: 'backup.invalid', details: { path: 'nights[0].results[1].player' } });
    expect(await storedIds()).toEqual([]);

    const json = backupJson('b');
    json.players = [{ id: 'p-ana', name: ' Ana\u202E\n', createdAt: 1, mergedInto: null, seats: [{ night: 'b', seat: 0 }] }];
    expect((await readBackup(file(json))).players![0].name).toBe('Ana');
  });
});
