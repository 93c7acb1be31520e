// The replayer's steps: the engine's replay of a finished hand seen through the table's view, so
// a card never shown is in no step (G11) — folded and mucked hands included — and the last step
// is the hand as it ended.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, seededSource, view, type Card, type HandConfig, type HandState, type HandView } from '../../../src/engine/index.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { replaySteps } from '../../../src/ui/replay/steps.ts';
import { handSteps } from '../../../src/engine/table/hand-steps.ts';
import { mustApply, randomAction } from '../../../src/cli/random-play.ts';
import { bet, call, check, dealt, play, raise, stackedDeck } from '../../engine/support/table.ts';

beforeEach(() => {
  language.value = 'pt-BR';
});

/** Every card a view holds: the board, the seats' cards, and the cards in its record. */
function cardsIn(seen: HandView): Card[] {
  const recorded = seen.record.flatMap((event) =>
    event.type === 'show' || event.type === 'deal' ? event.cards : event.type === 'draw' ? (event.discard ?? []) : [],
  );
  return [...seen.board, ...seen.seats.flatMap((s) => s.cards), ...recorded].filter((c): c is Card => c !== null);
}

/** Ana on the button with 200, Bia short with 60, Caio 200: Bia's all-in makes a side pot; Ana, beaten, mucks. */
function sidePotHand(): HandState {
  const config: HandConfig = { profile: 'holdem', seats: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 60 }, { name: 'Caio', stack: 200 }], dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
  // Dealt from the button's left: Bia, Caio, Ana; then the board.
  let state = dealt(config, stackedDeck(['AsAh', 'KsKh', 'QcQd'], '2c7d9h 4s 3h'));
  state = play(state, raise(0, 10), raise(1, 60), call(2), call(0), check(2), bet(0, 40), call(2), check(2), check(0), check(2), check(0));
  for (const seat of [1, 2]) state = play(state, { type: 'show', seat });
  return play(state, { type: 'muck', seat: 0 });
}

describe('replaySteps', () => {
  it('H7, G11: a side pot and a mucked hand, step by step: pots as they formed, the mucked queens never shown', () => {
    const hand = sidePotHand();
    const steps = replaySteps(handSteps(hand));
    expect(steps).toHaveLength(hand.log.length + 1);
    expect(steps[0].caption).toBe('Antes das cartas: as apostas obrigatórias na mesa.');
    expect(steps[0].view.seats.map((s) => s.bet)).toEqual([0, 1, 2]);
    expect(steps.map((s) => s.caption)).toContain('Caio pagou 58');
    const sidePot = steps.findIndex((s) => s.view.pots.length === 2);
    expect(steps[sidePot].view.pots.map((p) => [p.amount, p.eligible])).toEqual([[180, [0, 1, 2]], [80, [0, 2]]]);
    const queens = parseCards('QcQd');
    for (const step of steps) {
      expect(step.view.seats[0].cards.every((c) => c === null)).toBe(true);
      expect(step.view.viewer).toBe('table');
      expect(cardsIn(step.view).filter((c) => queens.includes(c))).toEqual([]);
    }
    const end = steps[steps.length - 1];
    expect(end.view).toEqual(view(hand, 'table'));
    expect(end.caption).toBe('Ana descartou sem mostrar');
    expect(end.view.seats[1].cards).toEqual(parseCards('AsAh'));
    expect(end.view.result!.pots.map((p) => [p.amount, p.winners])).toEqual([[180, [1]], [80, [2]]]);
  });

  it('G11: in random hands of every game, no step holds a card the table did not see', () => {
    const configs: HandConfig[] = [
      { profile: 'holdem', seats: [{ name: 'A', stack: 50 }, { name: 'B', stack: 80 }, { name: 'C', stack: 120 }, { name: 'D', stack: 30 }], dealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
      { profile: 'draw5', seats: [{ name: 'A', stack: 40 }, { name: 'B', stack: 40 }, { name: 'C', stack: 40 }], dealer: 1, options: { ante: 1 } },
      { profile: 'baseball', seats: [{ name: 'A', stack: 0 }, { name: 'B', stack: 0 }, { name: 'C', stack: 0 }], dealer: 2 },
      { profile: 'brasileiro', seats: [{ name: 'A', stack: 100 }, { name: 'B', stack: 100 }, { name: 'C', stack: 100 }], dealer: 0 },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...configs), fc.integer({ min: 1, max: 1_000_000 }), (config, seed) => {
        const rng = seededSource(seed);
        let hand = newHand(config);
        while (hand.pending.kind !== 'complete') hand = mustApply(hand, randomAction(hand, legalActions(hand), rng));
        for (const { view: seen, caption } of replaySteps(handSteps(hand))) {
          expect(caption).not.toBe('');
          seen.seats.forEach((seat, s) => {
            seat.cards.forEach((card, i) => {
              if (card !== null) expect(seat.shown || seat.up[i]).toBe(true);
            });
            if (hand.seats[s].folded || hand.seats[s].mucked) expect(seat.cards.every((c, i) => c === null || seat.up[i])).toBe(true);
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});
