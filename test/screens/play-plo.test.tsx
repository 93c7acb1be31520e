// Pot-Limit Omaha at the table (RULES.md M1–M6): four cards in each hand, a Pot button that fills
// the largest raise the pot allows, a raise above it refused with the limit, and a hand played to
// its showdown, each shown hand named by its two cards and three of the board.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { describeHand, getProfile, type Card, type SessionState } from '../../src/engine/index.ts';
import { cardName } from '../support/hidden-cards.ts';
import { dealtGame } from '../support/seeded-store.ts';
import { openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, playTurn, storedState, texts, type Move } from './support/play-table.ts';
import { expectNothingHidden } from './support/privacy.ts';

const game = dealtGame(
  'plo-table',
  {
    profile: 'plo',
    players: [
      { name: 'Ana', stack: 200 },
      { name: 'Bia', stack: 200 },
      { name: 'Caio', stack: 200 },
    ],
    firstDealer: 0,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  3,
);
const names = game.config.players.map((p) => p.name);

describe('Pot-Limit Omaha at the table', () => {
  it('M1–M6: four cards each, the Pot button raises to 7, 8 is refused with the pot limit, and a check-down to the showdown', async () => {
    const app = await openApp({ games: [game] });
    const turn = (name: string, move: Move, shot?: string) => playTurn(app, game, name, move, shot);

    // Three-handed the button (Ana) speaks first pre-flop; she sees her four cards.
    let state: SessionState = await turn('Ana', async (s, seat) => {
      for (const card of s.hand!.seats[seat].cards) expect(screen.getAllByRole('img', { name: cardName(card!) }).length).toBeGreaterThan(0);
      await expectAccessible('table-turn-plo');
      // M4: blinds 1 and 2 make a pot of 3; after her call of 2 it is 5, so the most is 2 + 5.
      await tap('Pote');
      await screen.findByRole('button', { name: 'Aumentar para 7' });
      await type(screen.getByRole('spinbutton'), '8');
      await tap('Aumentar para 8');
      await findWithText('[role="alert"]', 'O aumento máximo vai a 7 fichas: o tamanho do pote depois de você pagar.');
      expect((await storedState(app, game)).log).toEqual(s.log); // refused: nothing stored
      await tap('Pote');
      await tap('Aumentar para 7');
    });
    expect(state.hand?.seats[0].bet).toBe(7);
    await turn('Bia', () => tap('Pagar 6'));
    state = await turn('Caio', () => tap('Pagar 5'));
    expect(state.hand?.board).toHaveLength(3);

    // After the flop (H5): Bia, left of the button, first; everyone checks to the river.
    for (let street = 0; street < 3; street++) for (const name of ['Bia', 'Caio', 'Ana']) state = await turn(name, () => tap('Mesa'));
    while (state.hand?.pending.kind === 'show') {
      state = await turn(names[state.hand.pending.seat], async () => {
        await screen.findByText('Showdown: mostrar ou descartar?');
        await tap('Mostrar as cartas');
      });
    }
    const hand = state.hand!;
    expect(hand.result?.pots.map((pot) => pot.amount)).toEqual([21]);
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expectNothingHidden(state, null);
    // M2: each hand is said as two of its own and three of the board make it.
    const rules = getProfile('plo').ranking(hand.config);
    const said = texts('.shown-rank');
    expect(said).toHaveLength(3);
    hand.seats.forEach((s, seat) => {
      const name = describeHand([...(s.cards as Card[]), ...hand.board], rules, 'pt-BR').name;
      expect(said.some((text) => text.startsWith(name)), `${names[seat]}: ${name}`).toBe(true);
    });
    const paid = hand.result!.pots[0].winners.map((seat, k) => `${names[seat]} ganha ${hand.result!.pots[0].shares[k]}`).join(' · ');
    expect(document.querySelector('.pot-result .pot-winners')?.textContent).toBe(paid);
    await expectAccessible('table-showdown-plo');
  });
});

describe('5-card Pot-Limit Omaha at the table', () => {
  const five = dealtGame(
    'plo5-table',
    { profile: 'plo5', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
    4,
  );

  it('M10: each player sees his five cards, and the Pot button is the same pot limit', async () => {
    const app = await openApp({ games: [five] });
    await playTurn(app, five, 'Ana', async (s, seat) => {
      const cards = s.hand!.seats[seat].cards;
      expect(cards).toHaveLength(5);
      for (const card of cards) expect(screen.getAllByRole('img', { name: cardName(card!) }).length).toBeGreaterThan(0);
      await tap('Pote');
      await tap('Aumentar para 7');
    });
  });
});
