// A whole draw5 hand played through the table: hand-overs, betting (with a refused amount), the
// draw, the showdown with hand names, and the deal of the next hand. (Its screenshots: `npm run
// shots`; the table on a 320 px phone: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { describeHand, getProfile, type Card } from '../../src/engine/index.ts';
import { cardName } from '../support/hidden-cards.ts';
import { dealtGame } from '../support/seeded-store.ts';
import { openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, playTurn, storedState, type Move } from './support/play-table.ts';
import { expectNothingHidden } from './support/privacy.ts';

const game = dealtGame(
  'e2e-draw5',
  {
    profile: 'draw5',
    players: [
      { name: 'Ana', stack: 100 },
      { name: 'Bia', stack: 100 },
      { name: 'Caio', stack: 100 },
    ],
    firstDealer: 0,
    hands: 3,
  },
  11,
);

async function discard(cards: readonly Card[], label: string, shot?: string): Promise<void> {
  for (const card of cards) {
    const button = await screen.findByRole('button', { name: cardName(card) });
    await tap(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  }
  if (shot) await expectAccessible(shot);
  await tap(label);
}

describe('draw5 at the table', () => {
  it('D1–D13: a whole hand with two betting rounds, draws and a showdown, then the next deal (D14)', async () => {
    const app = await openApp({ games: [game] }); // the app reopens the game in progress, cover up
    const turn = (name: string, move: Move, shot?: string) => playTurn(app, game, name, move, shot);
    await screen.findByRole('heading', { name: 'Passe para Bia' });
    await expectAccessible('table-cover-draw5');

    // First round (D5): Bia, left of the dealer, checks; Caio bets; Ana and Bia call.
    await turn('Bia', () => tap('Mesa'), 'table-turn-draw5');
    let state = await turn('Caio', async () => {
      const amount = screen.getByRole('spinbutton');
      await type(amount, '1');
      await tap('Apostar 1');
      await findWithText('[role="alert"]', 'A aposta mínima é 2 fichas.');
      expect((await storedState(app, game)).log).toHaveLength(3); // refused: nothing stored
      await type(amount, '10');
      await tap('Apostar 10');
    });
    expect(state.hand?.seats[2].bet).toBe(10);
    await turn('Ana', () => tap('Pagar 10'));
    state = await turn('Bia', () => tap('Pagar 10'));
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 1 });

    // The draw (D6): Bia exchanges two, Caio stands pat, Ana exchanges three.
    let bia: Card[] = [];
    state = await turn('Bia', async (s, seat) => {
      bia = s.hand!.seats[seat].cards.slice(0, 2) as Card[];
      await discard(bia, 'Trocar 2 cartas', 'table-draw-draw5');
    });
    expect(state.log[state.log.length - 1]).toEqual({ type: 'draw', seat: 1, discard: bia });
    await turn('Caio', () => tap('Não trocar nenhuma'));
    await turn('Ana', async (s, seat) => {
      await discard(s.hand!.seats[seat].cards.slice(2, 5) as Card[], 'Trocar 3 cartas');
    });

    // Second round (D8): a fold when checking is free asks first; everyone checks.
    await turn('Bia', async () => {
      await tap('Desistir');
      await screen.findByText('Desistir? Você pode pedir mesa sem pagar nada.', { exact: false });
      await expectAccessible('table-confirm-fold');
      await tap('Cancelar');
      await tap('Mesa');
    });
    await turn('Caio', () => tap('Mesa'));
    state = await turn('Ana', () => tap('Mesa'));

    // Showdown (D13): every hand shown with its name, the pot to the best one.
    const hand = state.hand!;
    expect(hand.result).not.toBeNull();
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expectNothingHidden(state, null);
    const rules = getProfile('draw5').ranking(hand.config);
    for (const seat of [0, 1, 2]) {
      const name = describeHand(hand.seats[seat].cards as Card[], rules, 'pt-BR').name;
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    const pot = hand.result!.pots[0];
    expect(pot.amount).toBe(33);
    for (const [k, seat] of pot.winners.entries()) {
      await screen.findAllByText(`${game.config.players[seat].name} ganha ${pot.shares[k]}`, { exact: false });
    }
    await expectAccessible('table-showdown-draw5');

    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 1' });
    await screen.findByText('Próximo carteador: Bia', { exact: false });
    await screen.findByText('Faltam 2 mãos.', { exact: false });
    await expectAccessible('table-between-hands');

    await tap('Dar a próxima mão');
    await screen.findByRole('heading', { name: 'Passe para Caio' });
    state = await storedState(app, game);
    expect(state.dealer).toBe(1);
    expect(state.hand?.pending).toEqual({ kind: 'bet', seat: 2 });
    expectNothingHidden(state, null);
  });
});
