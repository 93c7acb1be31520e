// A hold'em hand at the table with a short all-in and a side pot: the all-in asks first, the pots
// show main and side amounts, and the showdown pays each pot to its own winner (G7, H7); a four-way
// check-down passes the phone only to the hands that may be mucked (H7).
// (Its screenshots: `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { describeHand, getProfile, legalActions, replaySession, view, type Card, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { cardName } from '../support/hidden-cards.ts';
import { dealtGame, type SeededGame } from '../support/seeded-store.ts';
import { playedTo } from '../support/stacked-deals.ts';
import { openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, openedGame, playTurn, storedState, texts, type Move } from './support/play-table.ts';
import { expectNothingHidden } from './support/privacy.ts';

const game = dealtGame(
  'e2e-holdem',
  {
    profile: 'holdem',
    players: [
      { name: 'Ana', stack: 50 },
      { name: 'Bia', stack: 200 },
      { name: 'Caio', stack: 200 },
    ],
    firstDealer: 0,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  5,
);

const nameOf = (seat: number) => game.config.players[seat].name;

async function potLine(name: string, amount: number): Promise<void> {
  const pot = await findWithText('.pot', name);
  expect(pot.querySelector('.pot-amount')?.textContent).toBe(String(amount));
}

describe("hold'em at the table", () => {
  it('H3–H7, G7: a short all-in, a re-raise, main and side pots, and a showdown paying each pot', async () => {
    const app = await openApp({ games: [game] });
    const turn = (name: string, move: Move, shot?: string) => playTurn(app, game, name, move, shot);

    // Preflop (H3): Ana, on the button with three players, speaks first and goes all-in for 50.
    await turn('Ana', async () => {
      await tap('All-in');
      await tap('Aumentar para 50');
      await screen.findByText('Aumentar para 50: são todas as suas fichas. Confirma?');
      await expectAccessible('table-confirm-all-in');
      await tap('Confirmar');
    });
    await turn('Bia', async () => {
      await type(await screen.findByRole('spinbutton'), '120');
      await tap('Aumentar para 120');
    });
    let state: SessionState = await turn('Caio', () => tap('Pagar 118'));
    expect(state.hand?.seats.map((s) => s.allIn)).toEqual([true, false, false]);

    // The flop: Ana is all-in, so Bia (left of the button) speaks first; two pots stand.
    state = await turn('Bia', async () => {
      await potLine('Pote principal', 150);
      await potLine('Pote lateral 1', 140);
      await expectAccessible('table-side-pot-holdem');
      await tap('Mesa');
    });
    expect(state.hand?.board).toHaveLength(3);
    for (let street = 0; street < 3; street++) {
      if (street > 0) state = await turn('Bia', () => tap('Mesa'));
      state = await turn('Caio', () => tap('Mesa'));
    }

    // Showdown (H7): whoever may muck chooses; everyone here shows.
    while (state.hand?.pending.kind === 'show') {
      const seat = state.hand.pending.seat;
      state = await turn(nameOf(seat), async () => {
        await screen.findByText('Showdown: mostrar ou descartar?');
        await tap('Mostrar as cartas');
      });
    }
    const result = state.hand?.result;
    expect(result?.pots.map((pot) => pot.amount)).toEqual([150, 140]);
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expectNothingHidden(state, null);
    const lines = document.querySelectorAll('.pot-result');
    for (const [i, pot] of result!.pots.entries()) {
      expect(lines[i].querySelector('.pot-name')?.textContent).toBe(`${i === 0 ? 'Pote principal' : 'Pote lateral 1'} · ${pot.amount}`);
      const paid = pot.winners.map((seat, k) => `${nameOf(seat)} ganha ${pot.shares[k]}`).join(' · ');
      expect(lines[i].querySelector('.pot-winners')?.textContent).toBe(paid);
    }
    for (const seat of [0, 1, 2]) {
      const stack = state.hand!.seats[seat].stack;
      const net = await findWithText('.net', nameOf(seat));
      expect(net.querySelector('.net-stack')?.textContent).toBe(`→ ${stack} ${stack === 1 ? 'ficha' : 'fichas'}`);
    }
    await expectAccessible('table-showdown-holdem');
  });
});

describe("hold'em all-in (H7, TDA rule 16)", () => {
  const allIn = dealtGame(
    'e2e-holdem-all-in',
    {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 50 },
        { name: 'Bia', stack: 200 },
      ],
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2 },
    },
    8,
  );

  it('H7: an all-in called before the flop turns both hands up at once — nobody is asked to show or muck — and the board runs out', async () => {
    const app = await openApp({ games: [allIn] });
    // Heads-up the button (Ana) posts the small blind and speaks first (H8).
    await playTurn(app, allIn, 'Ana', async () => {
      await tap('All-in');
      await tap('Aumentar para 50');
      await tap('Confirmar');
    });
    const state = await playTurn(app, allIn, 'Bia', () => tap('Pagar 48'));
    const hand = state.hand!;
    expect(hand.log.filter((a) => a.type === 'show' || a.type === 'muck')).toEqual([]);
    expect(hand.board).toHaveLength(5);
    expect(view(hand, 'table').runout).toEqual({ board: 0, times: 1, boards: [hand.board] });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expect(screen.queryByText('Showdown: mostrar ou descartar?')).toBeNull();
    // Both hands face up for the whole table, the cover down.
    for (const card of hand.seats.flatMap((s) => s.cards)) expect(screen.getAllByRole('img', { name: cardName(card!) }).length).toBeGreaterThan(0);
    expectNothingHidden(state, null);
    await expectAccessible('table-all-in-holdem');
  });

  it('issue 35: an all-in from the small blind is asked in the words of its button, one number: raise to 50, not the 49 still behind', async () => {
    const app = await openApp({ games: [allIn] });
    await playTurn(app, allIn, 'Ana', async () => {
      await tap('All-in');
      await tap('Aumentar para 50');
      const question = await screen.findByRole('alertdialog');
      expect(question.querySelector('.confirm-question')?.textContent).toBe('Aumentar para 50: são todas as suas fichas. Confirma?');
      await tap('Confirmar');
    });
  });
});

describe('a game from the New game screen', () => {
  it('G9: from the rule book defaults; everyone folds to the big blind, who takes the pot unshown', async () => {
    const app = await openApp();
    await tap('Novo jogo');
    await tap(/Texas Hold'em/);
    await type('Nome do jogador no lugar 1', 'Ana');
    await type('Nome do jogador no lugar 2', 'Bia');
    await tap((await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1)!);
    await screen.findByRole('heading', { name: /^Passe para / });
    const started = await openedGame(app);
    let state = await storedState(app, started);
    expect(state.log.map((a) => a.type)).toEqual(['startHand', 'shuffle']); // the deck was drawn and stored
    while (state.hand?.pending.kind === 'bet') {
      const name = started.config.players[state.hand.pending.seat].name;
      state = await playTurn(app, started, name, () => tap('Desistir'));
    }
    const result = state.hand?.result;
    expect(result?.uncontested).toBe(true);
    const winner = started.config.players[result!.pots[0].winners[0]].name;
    await screen.findByText(`Todos desistiram: ${winner} leva sem mostrar.`);
    expectNothingHidden(state, null);
    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 1' });
  });
});

/** Heads-up, checked down to a showdown where both hands read the same by name and one still wins. */
function kickerGame(): { game: SeededGame; names: [string, string] } {
  const config: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })), firstDealer: 0, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 } };
  for (let seed = 1; seed < 5000; seed++) {
    const game = playedTo('e2e-holdem-kicker', config, (s) => s.hand!.result !== null, seed);
    const hand = (replaySession(config, game.log) as { state: SessionState }).state.hand!;
    const rules = getProfile('holdem').ranking(hand.config);
    const made = hand.seats.map((s) => describeHand([...(s.cards as Card[]), ...hand.board], rules, 'pt-BR'));
    if (made[0].name === made[1].name && made[0].value !== made[1].value) return { game, names: [made[0].name, made[1].name] };
  }
  throw new Error('no seed deals two hands of one name');
}

describe('the showdown says why a hand won', () => {
  it('G3: two hands of the same name are told apart by the kicker that decided', async () => {
    const { game, names } = kickerGame();
    await openApp({ games: [game], at: { name: 'table', gameId: game.id } });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    const said = texts('.shown-rank');
    expect(said).toHaveLength(2);
    // Each name starts as before and goes on to what decided, so the two no longer read the same.
    for (const text of said) expect(names.some((name) => text.startsWith(`${name}, `))).toBe(true);
    expect(said[0]).not.toBe(said[1]);
    await expectAccessible('table-showdown-kicker');
  });
});


/** Four players, a deal that checked down leaves one hand winning the pot (H7: three beaten hands). */
function checkDownGame(): SeededGame {
  const config: SessionConfig = {
    profile: 'holdem',
    players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 200 })),
    firstDealer: 0,
    dealing: 'deck',
    // As every hold'em table set up since issue 35 (setup.ts): the winners show by themselves.
    options: { smallBlind: 1, bigBlind: 2, showWinners: true },
  };
  for (let seed = 1; seed < 500; seed++) {
    const played = playedTo('check-down', config, (s) => s.hand!.result !== null, seed);
    const hand = (replaySession(config, played.log) as { state: SessionState }).state.hand!;
    if (hand.result!.pots.length === 1 && hand.result!.pots[0].winners.length === 1) return dealtGame('e2e-holdem-check-down', config, seed);
  }
  throw new Error('no seed checks down to one winner');
}

describe("hold'em's showdown with the phone passed round (H7)", () => {
  it('H7: a four-way check-down takes 16 turns of betting and asks only the three beaten hands to show or muck: 19 passes, 38 taps to the result', async () => {
    const game = checkDownGame();
    const name = (seat: number) => game.config.players[seat].name;
    const app = await openApp({ games: [game] });
    let state = await storedState(app, game);
    let taps = 0;
    let passes = 0;
    const asked: number[] = [];
    while (state.hand && !state.hand.result) {
      const pending = state.hand.pending;
      if (pending.kind !== 'bet' && pending.kind !== 'show') throw new Error(`the hand waits for ${pending.kind}`);
      const seat = pending.seat;
      if (pending.kind === 'show') asked.push(seat);
      // The phone comes to him behind the cover (one tap to see his cards), unless he kept it.
      const covered = await waitFor(() => {
        if (screen.queryByRole('heading', { name: `Passe para ${name(seat)}` })) return true;
        if (screen.queryByRole('heading', { name: `Vez de ${name(seat)}` })) return false;
        throw new Error(`no screen for ${name(seat)}`);
      });
      if (covered) passes++;
      taps += covered ? 2 : 1;
      state = await playTurn(app, game, name(seat), async (before) => {
        if (pending.kind === 'show') {
          await screen.findByText('Showdown: mostrar ou descartar?');
          return tap('Descartar sem mostrar');
        }
        const call = legalActions(before.hand!).actions.find((a) => a.type === 'call');
        return tap(call ? `Pagar ${call.amount}` : 'Mesa');
      });
    }
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    const [winner] = state.hand!.result!.pots[0].winners;
    expect(asked).toHaveLength(3);
    expect(asked).not.toContain(winner);
    expect(state.hand!.seats[winner].shown).toBe(true);
    expect(state.hand!.seats.filter((s) => s.mucked)).toHaveLength(3);
    expect([passes, taps]).toEqual([16 + 3, 2 * (16 + 3)]);
    expectNothingHidden(state, null);
  });
});

describe('the result of a hand four players showed (issue 35)', () => {
  it('H7: the board and who won what come first, the four hands shown after them', async () => {
    const config: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 200 })), firstDealer: 0, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 } };
    const game = playedTo('four-shown', config, (s) => s.hand!.result !== null, 3);
    const hand = (replaySession(config, game.log) as { state: SessionState }).state.hand!;
    expect(hand.seats.filter((s) => s.shown)).toHaveLength(4);
    await openApp({ games: [game], at: { name: 'table', gameId: game.id } });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    const [board, pots, hands] = ['.board', '.pot-results', '.shown-hands'].map((selector) => document.querySelector(selector)!);
    expect(board.compareDocumentPosition(pots) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pots.compareDocumentPosition(hands) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hands.querySelectorAll('.shown-hand')).toHaveLength(4);
  });
});

describe('a raise nobody called (issue 35)', () => {
  it('G7: the pot in play counted the whole raise; the result pays the pot without its uncalled part and says it went back to the raiser', async () => {
    const dealt = dealtGame('uncalled', { profile: 'holdem', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })), firstDealer: 0, options: { smallBlind: 50, bigBlind: 100 } }, 4);
    // Ana, on the button, raises to 300 over the blinds of 50 and 100; Bia and Caio fold.
    const raised = { ...dealt, log: [...dealt.log, { type: 'raise', seat: 0, to: 300 } as const, { type: 'fold', seat: 1 } as const] };
    const app = await openApp({ games: [raised] });
    await playTurn(app, raised, 'Caio', async () => {
      await potLine('Pote', 450);
      await tap('Desistir');
    });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expect(texts('.pot-result')).toEqual(['Pote · 250Ana ganha 250']);
    expect(texts('.returned')).toEqual(['Ana recebe de volta 200 fichas que ninguém pagou']);
  });
});
