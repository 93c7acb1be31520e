// The all-in odds (RULES.md O1–O9): a hold'em hand all-in pre-flop with a side pot, whose result
// shows how each pot's odds went street by street; a Baseball deal whose result shows them from
// the last fold on, sampled figures with their ±; and a chip-ledger all-in where the table types
// the hands turned up and then the flop. The figures on screen are the engine's, worked out here
// in Node on the same situations: the odds worker (support/odds-worker.ts, the same engine call)
// must agree with them. (Its screenshots: `npm run shots`; the Baseball table's width:
// test/e2e/screens-fit.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import {
  applySession,
  formatCard,
  legalActions,
  liveMoment,
  newSession,
  parseCards,
  replaySession,
  runoutMoments,
  view,
  type Card,
  type HandState,
  type HandView,
  type OddsMoment,
  type SessionAction,
  type SessionConfig,
} from '../../src/engine/index.ts';
import { equity } from '../../src/engine/odds/equity.ts';
import { language } from '../../src/ui/i18n/index.ts';
import { points } from '../../src/ui/odds/messages.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { gameWithDeal, playOn } from '../support/stacked-deals.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { cellText, rowTexts, screenRows } from './support/odds-cells.ts';
import { findWithText, storedState, texts } from './support/play-table.ts';

// The figures worked out here are written as the pt-BR screen writes them.
beforeAll(() => {
  language.value = 'pt-BR';
});

/** A game whose hand, dealt from the first seeded deck whose end `wanted` accepts, is played on by `decide`. */
function playedGame(id: string, config: SessionConfig, decide: (hand: HandState) => SessionAction | null, wanted: (end: HandState) => boolean = () => true): SeededGame {
  const seeded = gameWithDeal(id, config, (dealt) => wanted(playOn(dealt, decide).hand!));
  const replayed = replaySession(seeded.config, seeded.log);
  if (!replayed.ok) throw new Error(replayed.error.code);
  return { ...seeded, log: playOn(replayed.state, decide).log };
}

/** The runout table of the result screen, as the engine says it should read. */
async function expectRunout(hand: HandState, headers: string[]): Promise<OddsMoment[]> {
  const moments = runoutMoments(hand);
  const odds = moments.map((m) => equity(m.situation));
  const section = await waitFor(() => {
    const found = document.querySelector('.runout-odds');
    if (!found) throw new Error('no odds history on the screen');
    return found;
  });
  const tables = section.querySelectorAll('.odds-table');
  expect(tables).toHaveLength(moments[0].pots.length);
  for (const [p, seats] of moments[0].situation.pots.entries()) {
    const table = tables[p];
    expect(texts('thead th', table)).toEqual(['Jogador', ...headers]); // the first for screen readers
    for (const [r, seat] of seats.entries()) {
      const row = table.querySelectorAll('tbody tr')[r];
      expect(row.querySelector('th')?.textContent).toBe(hand.config.seats[seat].name);
      // The worker answers when ready (O9): the cells read "…" until then.
      await waitFor(() => expect(texts('td', row)).toEqual(odds.map((o) => cellText(o, p, seat))));
    }
  }
  return moments;
}

describe('the odds at an all-in', () => {
  it("O1, O2, O7: hold'em all-in pre-flop with a side pot: the result shows each pot's odds pre-flop, on the flop and on the turn", async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 50 },
        { name: 'Bia', stack: 200 },
        { name: 'Caio', stack: 200 },
      ],
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2 },
    };
    // Ana (the button, first pre-flop with three) is all-in for 50, Bia re-raises all-in, Caio calls; every hand is shown (H7).
    const moves: Record<number, SessionAction> = { 0: { type: 'raise', seat: 0, to: 50 }, 1: { type: 'raise', seat: 1, to: 200 }, 2: { type: 'call', seat: 2 } };
    const game = playedGame('e2e-odds-holdem', config, (hand) => {
      if (hand.pending.kind === 'bet') return moves[hand.pending.seat];
      return hand.pending.kind === 'show' ? { type: 'show', seat: hand.pending.seat } : null;
    });
    const app = await openApp({ games: [game] });
    await screen.findByRole('heading', { level: 1, name: 'Resultado da mão 1' });
    const hand = (await storedState(app, game)).hand!;
    expect(hand.result?.pots.map((p) => p.eligible)).toEqual([
      [0, 1, 2],
      [1, 2],
    ]);
    await expectRunout(hand, ['Pré-flop', 'Flop', 'Turn']);
    expect(texts('.runout-odds .odds-pot-title')).toEqual(['Pote principal', 'Pote lateral 1']);
    await screen.findByText('Exato: todas as possibilidades contadas.');
    await expectAccessible('odds-holdem-runout');
  });

  it("M8, O4, O7: Omaha all-in pre-flop heads-up: the result shows the pre-flop odds sampled with their ±, then the flop's and the turn's", async () => {
    const config: SessionConfig = {
      profile: 'plo',
      players: [
        { name: 'Ana', stack: 5 },
        { name: 'Bia', stack: 5 },
      ],
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2 },
    };
    // Heads-up the button (Ana) speaks first: her pot-sized raise (to 6) is more than her 5, so all-in; Bia calls.
    const game = playedGame('odds-plo', config, (hand) => {
      if (hand.pending.kind !== 'bet') return null;
      return hand.pending.seat === 0 ? { type: 'raise', seat: 0, to: 5 } : { type: 'call', seat: 1 };
    });
    const app = await openApp({ games: [game] });
    await screen.findByRole('heading', { level: 1, name: 'Resultado da mão 1' });
    const hand = (await storedState(app, game)).hand!;
    const moments = await expectRunout(hand, ['Pré-flop', 'Flop', 'Turn']);
    const [preflop, ...later] = moments.map((m) => equity(m.situation));
    expect(preflop.exact).toBe(false);
    expect(later.every((o) => o.exact)).toBe(true);
    await screen.findByText(`± ${points(preflop.error)} pontos: 20.000 distribuições sorteadas.`);
    await expectAccessible('odds-plo-runout');
  });

  it('O6, O7, O4: Baseball (no all-in, S2): the result shows the odds after each street from the last fold, sampled ones with their ±', async () => {
    const config: SessionConfig = {
      profile: 'baseball',
      players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 0 })),
      firstDealer: 3,
    };
    // Everyone checks; Davi folds on third street, his open card out of the stock (O5). The deck: one that gives
    // Ana, Bia or Caio an extra card for an open 4.
    const decide = (hand: HandState): SessionAction | null => {
      if (hand.pending.kind !== 'bet') return null;
      const seat = hand.pending.seat;
      return seat === 3 ? { type: 'fold', seat } : { type: 'check', seat };
    };
    const game = playedGame('e2e-odds-baseball', config, decide, (end) => end.result !== null && end.seats.slice(0, 3).some((s) => s.cards.length > 7));
    const app = await openApp({ games: [game] });
    await screen.findByRole('heading', { level: 1, name: 'Resultado da mão 1' });
    const hand = (await storedState(app, game)).hand!;
    const moments = await expectRunout(hand, ['3 cartas', '4 cartas', '5 cartas', '6 cartas']);
    expect(moments[0].situation.dead).toHaveLength(1); // Davi's open card
    const sampled = moments.map((m) => equity(m.situation)).filter((o) => !o.exact);
    expect(sampled.length).toBeGreaterThan(0);
    const widest = Math.max(...sampled.map((o) => o.error));
    await screen.findByText(`± ${points(widest)} pontos: 100.000 distribuições sorteadas.`);
    await expectAccessible('odds-baseball-runout');
  });

  it('O2, O8, O9: in the chip ledger the table types the hands turned up, then the flop; the figures follow each card; the typed cards are entries, kept and undone', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2 },
    };
    const started = applySession(newSession(config), { type: 'startHand', at: Date.now() });
    if (!started.ok) throw new Error(started.error.code);
    const first = legalActions(started.state.hand!).seat!;
    const moves: SessionAction[] = [{ type: 'raise', seat: first, to: 100 }, { type: 'call', seat: 1 - first }];
    const allIn = playOn(started.state, (h) => (h.pending.kind === 'bet' ? moves.shift()! : null));
    const hand = allIn.hand!;
    expect(hand.pending).toEqual({ kind: 'award', pot: 0 });
    let app = await openApp({ games: [{ id: 'e2e-odds-ledger', config, log: allIn.log }] });
    await screen.findByRole('heading', { level: 1, name: 'Quem ganhou?' });
    // Nothing until the cards are typed (O8).
    expect(document.querySelectorAll('.odds-row')).toHaveLength(0);
    await expectAccessible('odds-ledger-offer');
    await tap('Ver as chances: digitar as cartas mostradas');

    const typed = [parseCards('Ac Ad'), parseCards('Kh Ks')];
    const typeCards = async (cards: readonly Card[]) => {
      for (const c of cards) {
        const rank = formatCard(c)[0];
        await tap(await findWithText('.picker-keys.ranks .key', new RegExp(`^${rank === 'T' ? '10' : rank}$`)));
        await tap(document.querySelector<HTMLElement>(`.suit-key[data-card="${formatCard(c)}"]`)!);
      }
      await tap('Pronto');
    };
    await screen.findByText('Cartas de Ana');
    await typeCards(typed[0]);
    await screen.findByText('Cartas de Bia');
    await typeCards(typed[1]);

    /** The figures the engine gives for the typed hands and `board`. */
    const expected = (board: string) => {
      const v = view(hand, 'table');
      const seen: HandView = { ...v, seats: v.seats.map((s) => ({ ...s, cards: typed[s.seat] })), board: parseCards(board) };
      return rowTexts(equity(liveMoment(seen)!.situation), config.players);
    };
    const rowsRead = (board: string) => waitFor(() => expect(screenRows()).toEqual(expected(board)));
    await rowsRead('');
    await screen.findByText('Exato: todas as 1.712.304 possibilidades.');
    // The winners are still named by the table, on the same screen.
    await screen.findByRole('button', { name: 'Pote para …' });
    await expectAccessible('odds-ledger-holdem-preflop');

    await tap('Digitar o flop');
    await typeCards(parseCards('Kd 7c 2s'));
    await rowsRead('Kd 7c 2s');
    await screen.findByText('Exato: todas as 990 possibilidades.');
    await expectAccessible('odds-ledger-holdem-flop');

    // O8: what the table typed are entries of the hand: a reload keeps them all...
    const logged = (await app.storedLog('e2e-odds-ledger')).slice(allIn.log.length);
    expect(logged).toEqual([
      { type: 'show', seat: 0, cards: typed[0] },
      { type: 'show', seat: 1, cards: typed[1] },
      { type: 'deal', to: 'board', cards: parseCards('Kd 7c 2s'), run: 0 },
    ]);
    app = await app.reload();
    await rowsRead('Kd 7c 2s');
    // ...and undo takes them back one at a time, the last first.
    await tap(await screen.findByRole('button', { name: /^Desfazer: Board: / }));
    await rowsRead('');
    await screen.findByRole('button', { name: 'Digitar o flop' });
    expect(await app.storedLog('e2e-odds-ledger')).toHaveLength(allIn.log.length + 4);
  });
});
