// Dealer's choice at the table (section C), over the real runner and engine: the dealer names the
// game between hands, each hand is played with its own game's panel and says its game in big
// letters, and a game named for an orbit holds until its dealer deals again.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import type { SessionConfig, SessionState } from '../../src/engine/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { playTurn, storedState, texts, waitForLog } from './support/play-table.ts';

const holdem = { profile: 'holdem', options: { smallBlind: 100, bigBlind: 200, watchRunout: true, showWinners: true }, dealing: 'deck' } as const;

function night(names: readonly string[], games: NonNullable<SessionConfig['choice']>['games'], per: 'deal' | 'orbit'): SeededGame {
  const [first] = games;
  const config: SessionConfig = {
    profile: first.profile,
    options: first.options,
    dealing: 'deck',
    players: names.map((name) => ({ name, stack: 10_000 })),
    firstDealer: 0,
    choice: { games, per },
  };
  return { id: `choice-${per}`, config, log: [] };
}

/** The game the table bar says, in big letters, and its stakes line. */
const bigName = () => texts('.game-now-name');
const stakes = () => texts('.game-now-stakes');

/** The hand in play to its end: every turn behind the cover, checking or calling, standing pat at the draw, showing at the showdown. */
async function checkDown(app: OpenedApp, game: SeededGame, seen: (state: SessionState) => void): Promise<SessionState> {
  let state = await storedState(app, game);
  while (state.hand && !state.hand.result) {
    const pending = state.hand.pending;
    if (!('seat' in pending) || pending.seat === undefined) throw new Error(`no seat to play: ${pending.kind}`);
    const name = game.config.players[pending.seat].name;
    state = await playTurn(app, game, name, async (before) => {
      seen(before);
      if (pending.kind === 'draw') return tap('Não trocar nenhuma');
      if (pending.kind === 'show') return tap('Mostrar as cartas');
      return tap(screen.queryByRole('button', { name: 'Mesa' }) ? 'Mesa' : (await screen.findByRole('button', { name: /^Pagar / })));
    });
  }
  return state;
}

/** The game named by a tap on its button, stored as the dealer's nameGame. */
async function name(app: OpenedApp, game: SeededGame, dealer: string, gameName: string, index: number): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: `${dealer}, escolha o jogo` });
  const before = (await app.storedLog(game.id)).length;
  await tap(gameName);
  const state = await waitForLog(app, game, before);
  expect(state.log.at(-1)).toEqual({ type: 'nameGame', seat: game.config.players.findIndex((p) => p.name === dealer), game: index });
}

describe("dealer's choice at the table", () => {
  it('C2, C3: per deal, a hand of draw5 then one of hold\'em, each to the end with its own game\'s controls and its name in big letters', async () => {
    const game = night(['Ana', 'Bia'], [{ profile: 'draw5', options: { ante: 100 }, dealing: 'deck' }, holdem], 'deal');
    const app = await openApp({ games: [game], seed: 5 });

    // Before the first deal the dealer names the game: no deal button until he has.
    await screen.findByRole('heading', { level: 1, name: 'Ana, escolha o jogo' });
    expect(screen.queryByRole('button', { name: 'Dar as cartas' })).toBeNull();
    expect(screen.getByRole('button', { name: "Texas Hold'em" })).toBeTruthy();
    await expectAccessible('choice-naming');
    await name(app, game, 'Ana', 'Pôquer de cinco cartas', 0);
    await tap('Dar as cartas');

    await screen.findByRole('heading', { name: 'Passe para Bia' });
    expect(bigName()).toEqual(['Pôquer de cinco cartas']);
    expect(stakes()).toEqual(['Ante 100']);
    const draws: number[] = [];
    let state = await checkDown(app, game, (s) => {
      expect(bigName()).toEqual(['Pôquer de cinco cartas']);
      expect(s.hand!.seats[0].cards).toHaveLength(5);
      if (s.hand!.pending.kind === 'draw') draws.push(s.hand!.pending.seat);
    });
    expect(draws).toEqual([1, 0]); // draw5's own panel: the draw, for each seat
    expect(state.history[0].game).toBe(0);
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    await tap('Continuar');

    // Bia deals next and names hold'em.
    await name(app, game, 'Bia', "Texas Hold'em", 1);
    await screen.findByText("Texas Hold'em", { selector: '.game-big' });
    await tap('Dar a próxima mão');
    await waitFor(() => expect(bigName()).toEqual(["Texas Hold'em"]));
    expect(stakes()).toEqual(['100/200']);
    let boards = 0;
    state = await checkDown(app, game, (s) => {
      expect(bigName()).toEqual(["Texas Hold'em"]);
      expect(s.hand!.config.profile).toBe('holdem');
      expect(s.hand!.seats[0].cards).toHaveLength(2);
      boards = Math.max(boards, document.querySelectorAll('.board .card').length);
    });
    expect(boards).toBe(5); // hold'em's own panel: its board, street by street
    expect(state.history.map((hand) => hand.game)).toEqual([0, 1]);
    await screen.findByRole('heading', { name: 'Resultado da mão 2' });
    await tap('Continuar');
    // Per deal: Ana names again, whatever was played before.
    await screen.findByRole('heading', { level: 1, name: 'Ana, escolha o jogo' });
    // C11: the game's history says each hand's game (the last hand first).
    app.modules.navigation.go({ name: 'game-history', gameId: game.id });
    await screen.findByRole('heading', { level: 1, name: "Escolha do carteador: Cinco cartas e Hold'em" });
    await waitFor(() => expect(texts('.hand-meta')).toEqual(["carteador: Bia · Texas Hold'em", 'carteador: Ana · Pôquer de cinco cartas']));
    expect(app.errors).toEqual([]);
  });

  it("C4, C5: per orbit, hold'em holds until Ana deals again, said between hands; then she names again", async () => {
    const game = night(['Ana', 'Bia', 'Caio'], [holdem, { profile: 'plo', options: { smallBlind: 100, bigBlind: 200, watchRunout: true, showWinners: true }, dealing: 'deck' }], 'orbit');
    const app = await openApp({ games: [game], seed: 9 });
    await name(app, game, 'Ana', "Texas Hold'em", 0);
    await tap('Dar as cartas');
    for (const [hand, folders] of [
      [1, ['Ana', 'Bia']],
      [2, ['Bia', 'Caio']],
      [3, ['Caio', 'Ana']],
    ] as const) {
      for (const folder of folders) await playTurn(app, game, folder, () => tap('Desistir'));
      await screen.findByRole('heading', { name: `Resultado da mão ${hand}` });
      await tap('Continuar');
      if (hand === 3) break;
      await screen.findByRole('heading', { level: 1, name: `Depois da mão ${hand}` });
      await screen.findByText("Texas Hold'em até Ana dar de novo");
      expect(screen.queryByRole('button', { name: 'Omaha Pot-Limit' })).toBeNull();
      if (hand === 1) await expectAccessible('choice-kept');
      await tap('Dar a próxima mão');
      await waitFor(() => expect(bigName()).toEqual(["Texas Hold'em"]));
    }
    await name(app, game, 'Ana', 'Omaha Pot-Limit', 1);
    await tap('Dar a próxima mão');
    await waitFor(() => expect(bigName()).toEqual(['Omaha Pot-Limit']));
    expect((await storedState(app, game)).history.map((hand) => hand.game)).toEqual([0, 0, 0]);
  });

  it('C1: the chip ledger night says the game in big letters too, and the words are English on an English phone', async () => {
    const base = night(['Ana', 'Bia'], [{ ...holdem, dealing: 'ledger' }, { profile: 'fechado', options: { ante: 100, betting: { kind: 'spread', min: 100, max: 1000 } }, dealing: 'ledger' }], 'deal');
    const game = { ...base, config: { ...base.config, dealing: 'ledger' as const } };
    await openApp({ games: [game], locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Ana, name the game' });
    await tap('Poker fechado');
    await tap('Deal the cards');
    await waitFor(() => expect(bigName()).toEqual(['Poker fechado']));
    expect(stakes()).toEqual(['Pingo 100 · bets 100 to 1,000']);
    await expectAccessible('choice-ledger');
  });

  it("C6: a fechado deal nobody opens keeps its chips on the table for fechado: the next dealer names nothing, and the screen says why", async () => {
    const game = night(['Ana', 'Bia'], [{ profile: 'fechado', options: { ante: 100, betting: { kind: 'spread', min: 100, max: 1000 } }, dealing: 'deck' }, holdem], 'deal');
    const app = await openApp({ games: [game], seed: 3 });
    await name(app, game, 'Ana', 'Pôquer fechado', 0);
    await tap('Dar as cartas');
    let state = await storedState(app, game);
    while (state.hand && !state.hand.result) {
      const { seat } = state.hand.pending as { seat: number };
      state = await playTurn(app, game, game.config.players[seat].name, () => tap('Mesa'));
    }
    expect(state.carried.chips).toBeGreaterThan(0);
    await waitFor(async () => {
      const continued = screen.queryByRole('button', { name: 'Continuar' });
      if (continued) await tap(continued);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Depois da mão 1');
    });
    await screen.findByText('As fichas que ficaram na mesa esperam pelo seu jogo: Pôquer fechado.');
    expect(screen.queryByRole('button', { name: "Texas Hold'em" })).toBeNull();
    await tap('Dar a próxima mão');
    await waitFor(() => expect(bigName()).toEqual(['Pôquer fechado']));
  });

  it("C8: the dealer who names sees a bomb pot waiting for hold'em's next deal on its button", async () => {
    const bombs = { ...holdem, options: { ...holdem.options, bombPot: 100, bombPotFirst: true } };
    const game = night(['Ana', 'Bia'], [{ profile: 'draw5', options: { ante: 100 }, dealing: 'deck' }, bombs], 'deal');
    await openApp({ games: [game] });
    await screen.findByRole('heading', { level: 1, name: 'Ana, escolha o jogo' });
    expect(screen.getByRole('button', { name: "Texas Hold'em" }).textContent).toBe("Texas Hold'em100/200 · bomb pot esperando");
    expect(screen.getByRole('button', { name: 'Pôquer de cinco cartas' }).textContent).toBe('Pôquer de cinco cartasAnte 100');
  });
});
