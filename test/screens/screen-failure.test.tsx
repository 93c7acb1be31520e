// No screen may die at the table. A fechado deal that everyone passes once drew a white page
// that every reload reopened (issue 11); and whatever else may fail to draw, the guard keeps the
// game, offers home, the past games and a backup, and never reopens the screen that failed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { applySession, legalActions, newSession, seededSource, shuffle, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { putRecords, writeGame } from '../support/seeded-store.ts';
import { findText, hasText, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { nextDownload } from './support/downloads.ts';

const words = {
  'pt-BR': { newGame: 'Novo jogo', game: 'Pôquer fechado', start: 'Começar o jogo', add: 'Adicionar jogador', remove: /^Tirar .* da mesa$/, passTo: /^Passe para (.+)$/, iAm: (n: string) => `Sou ${n}: ver minhas cartas`, pass: 'Passo', confirm: 'Confirmar', result: 'Resultado da mão 1', dead: /^Ninguém abriu: \d+ ficam na mesa/, next: 'Continuar' },
  en: { newGame: 'New game', game: 'Poker fechado', start: 'Start the game', add: 'Add a player', remove: /^Remove .* from the table$/, passTo: /^Pass to (.+)$/, iAm: (n: string) => `I'm ${n}: show my cards`, pass: 'Pass', confirm: 'Confirm', result: 'Hand 1 result', dead: /^Nobody opened: \d+ stay on the table/, next: 'Continue' },
} as const;
type Words = (typeof words)[keyof typeof words];

/** New game → fechado with `players` seats → the draw for the deal → the table. */
async function newFechado(w: Words, players: number): Promise<void> {
  await tap(w.newGame);
  await tap(new RegExp(w.game));
  const seats = () => screen.findAllByRole('button', { name: w.remove });
  while ((await seats()).length < players) await tap(w.add);
  while ((await seats()).length > players) await tap((await seats()).at(-1)!);
  await tap((await screen.findAllByRole('button', { name: w.start })).at(-1)!);
  await tap(within(await screen.findByRole('dialog')).getByRole('button', { name: w.start }));
}

/** The cover's heading or the result's, whichever shows. */
const coverOrResult = (w: Words) =>
  waitFor(() => {
    const shown = screen.queryByRole('heading', { name: w.result }) ?? screen.queryByRole('heading', { name: w.passTo });
    if (!shown) throw new Error('neither the cover nor the result shows');
    return shown;
  });

/** Every seat in turn takes the phone and passes (Passo, then Confirmar), the last one included. */
async function everyonePasses(w: Words): Promise<void> {
  for (;;) {
    const shown = await coverOrResult(w);
    if (shown.textContent === w.result) return;
    const name = w.passTo.exec(shown.textContent ?? '')![1];
    await tap(w.iAm(name));
    await tap(w.pass);
    await tap(w.confirm);
    await waitFor(() => expect(screen.queryByRole('heading', { name: `${shown.textContent}` })).toBeNull());
  }
}

describe('F7: a fechado deal that everyone passes', () => {
  it.each([
    ['pt-BR', 2],
    ['pt-BR', 3],
    ['pt-BR', 4],
    ['en', 3],
  ] as const)('F7: %s, %i players — the result shows the chips left on the table, and a reload reopens it', async (locale, players) => {
    let app = await openApp({ locale });
    const w = words[locale];
    await newFechado(w, players);
    await everyonePasses(w);
    await screen.findByText(w.dead);
    const id = app.shownGameId();
    const state = await app.storedState({ id, config: await app.storedConfig(id), log: [] });
    expect(state.carried).toEqual({ chips: players, deals: 1 });
    if (locale === 'pt-BR' && players === 3) await expectAccessible('fechado-everyone-passed');

    app = await app.reload();
    await screen.findByText(w.dead);
    await tap(w.next);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).some((heading) => !heading.textContent?.includes(w.result))).toBe(true));
    expect(app.errors).toEqual([]);
  });
});

describe('a screen that fails to draw', () => {
  /**
   * A hold'em game whose latest snapshot was damaged (its hand lost its seats), written while the
   * app shows home: the table cannot draw it. The app is then reloaded onto it, as in the browser.
   */
  async function damagedGame(): Promise<{ id: string; app: OpenedApp }> {
    const opened = await openApp();
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
    // By then the app has created its database (the browser test waits for it too: seedGame).
    await opened.started;
    const config: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })), firstDealer: 0, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 } };
    let state = newSession(config);
    const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }];
    state = (applySession(state, log[0]) as { ok: true; state: typeof state }).state;
    const [legal] = legalActions(state.hand!).actions;
    if (legal.type !== 'shuffle') throw new Error('a new hand waits for its shuffle');
    log.push({ type: 'shuffle', deck: shuffle(legal.cards, seededSource(7)) });
    state = (applySession(state, log[1]) as { ok: true; state: typeof state }).state;
    const id = 'e2e-damaged';
    await writeGame({ id, config, log });
    const damaged = { ...state, hand: { ...state.hand!, seats: [] } };
    await putRecords({ snapshots: [{ gameId: id, seq: log.length, format: sessionCodec.snapshotFormat, state: damaged }] });
    // The game in progress resumes by itself, and its table fails to draw.
    return { id, app: await opened.reload() };
  }

  it('says the game is safe, offers home, past games and a backup; a reload starts at home and does not reopen it', async () => {
    const { id, app } = await damagedGame();
    await screen.findByRole('heading', { name: 'Esta tela não abriu' });
    await screen.findByText(/O jogo está salvo/);
    for (const name of ['Voltar ao início', 'Jogos anteriores', 'Salvar um backup de todos os jogos']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await expectAccessible('screen-failed');

    const download = nextDownload();
    await tap('Salvar um backup de todos os jogos');
    const backup = JSON.parse(await (await download).text());
    expect(JSON.stringify(backup)).toContain(id);

    const reloaded = await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
    await screen.findByText('Continuar o jogo');
    // The start-up resume has had its chance (it is over), and must not have taken it.
    await reloaded.started;
    expect(screen.getByRole('heading', { level: 1, name: 'Mesa' })).toBeTruthy();

    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
  });

  it('home from the failure screen, and the game opened again on purpose fails into the same guard', async () => {
    await damagedGame();
    await screen.findByRole('heading', { name: 'Esta tela não abriu' });
    await tap('Voltar ao início');
    await screen.findByRole('heading', { level: 1, name: 'Mesa' });
    await tap(/Continuar o jogo/);
    await screen.findByRole('heading', { name: 'Esta tela não abriu' });
    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
  });

  it('G18: offers to save or delete the game it failed on; deleted after a confirmation, Past games opens without it', async () => {
    const { id, app } = await damagedGame();
    const deletedAt = async () => (await app.records<{ id: string; deletedAt: number | null }>('games')).find((g) => g.id === id)?.deletedAt;
    await screen.findByRole('heading', { name: 'Esta tela não abriu' });
    await screen.findByText(/O jogo que pode ter travado esta tela: Texas Hold'em/);
    await expectAccessible('screen-failed-game');

    const download = nextDownload();
    await tap('Salvar este jogo num arquivo');
    const file = JSON.parse(await (await download).text());
    expect(file.games.map((g: { game: { id: string } }) => g.game.id)).toEqual([id]);
    await screen.findByText('Jogo salvo num arquivo.');

    await tap('Apagar este jogo');
    let dialog = await screen.findByRole('alertdialog', { name: 'Apagar este jogo?' });
    await expectAccessible('screen-failed-confirm');
    await tap(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
    expect(await deletedAt()).toBeNull();

    await tap('Apagar este jogo');
    dialog = await screen.findByRole('alertdialog', { name: 'Apagar este jogo?' });
    await tap(within(dialog).getByRole('button', { name: 'Apagar o jogo' }));
    await screen.findByText(/^Jogo apagado\. Os jogos anteriores já abrem sem ele/);
    expect(await deletedAt()).not.toBeNull();
    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
    await screen.findByText(/^Nenhum jogo ainda/);
    expect(app.errors).toEqual([]);
  });

  it('G18: a game stored beyond the limits before they were checked leaves Past games and the book open; its date is unknown and it can be deleted', async () => {
    const config: SessionConfig = { profile: 'draw5', players: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })), firstDealer: 0, options: { ante: 1 } };
    const app = await openApp({
      games: [
        { id: 'e2e-beyond', config, log: [], stored: { createdAt: Number.MAX_SAFE_INTEGER, status: 'finished' } },
        { id: 'e2e-fine', config: { ...config, players: ['Caio', 'Duda'].map((name) => ({ name, stack: 100 })) }, log: [], stored: { status: 'finished' } },
      ],
    });
    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
    await screen.findByText('data desconhecida');
    await findText('Caio e Duda');
    await expectAccessible('past-games-unknown-date');
    await tap(/^Apagar .*data desconhecida/);
    await waitFor(() => expect(hasText('data desconhecida')).toBe(false));
    await findText('Caio e Duda');
    history.back();
    await tap('Livro dos jogadores');
    await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
    expect(screen.queryAllByRole('heading', { name: 'Esta tela não abriu' })).toHaveLength(0);
    expect(app.errors).toEqual([]);
  });
});
