import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deck, parseCards, rankingRules, seededSource, shuffle, type Card } from '../../../src/engine/index.ts';
import { equity, type BoardSituation } from '../../../src/engine/odds/index.ts';
import { bruteBoard, counts, plain } from './brute.ts';

const rules = rankingRules('plo', { players: 6 });

const situation = (hands: readonly string[], board = '', dead = ''): BoardSituation => ({
  game: 'board',
  rules,
  hands: hands.map((h, seat) => ({ seat, cards: parseCards(h) })),
  board: parseCards(board),
  boardSize: 5,
  dead: parseCards(dead),
  pots: [hands.map((_, seat) => seat)],
});

/** `players` random Omaha hands and `boardCards` on the board; with three or more, a side pot without the first. */
function randomSituation(seed: number, players: number, boardCards: number): BoardSituation {
  const cards = shuffle(deck(), seededSource(seed));
  const hands = Array.from({ length: players }, (_, seat) => ({ seat, cards: cards.splice(0, 4) as Card[] }));
  const everyone = hands.map((h) => h.seat);
  return { game: 'board', rules, hands, board: cards.splice(0, boardCards), boardSize: 5, dead: [], pots: players > 2 ? [everyone, everyone.slice(1)] : [everyone] };
}

describe('Omaha odds', () => {
  it('M8: from the flop on, exact: every board counted, two of each hand and three of the board, as a plain loop counts them', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 4 }), fc.constantFrom(3, 4), (seed, players, boardCards) => {
        const s = randomSituation(seed, players, boardCards);
        const odds = equity(s);
        expect([odds.exact, odds.error]).toEqual([true, 0]);
        expect(counts(odds)).toEqual(plain(bruteBoard(s)));
      }),
      { numRuns: 12 },
    );
  });

  it('M8: four hearts in a hand are no flush draw: against a hand that cannot improve, the board gives the hearts no flush', () => {
    // A♥K♥Q♥J♥ needs two hearts of its own and three of the board: with three hearts to come from two, never.
    const odds = equity(situation(['AhKhQhJh', 'AsAdKsKd'], '2h 7c 8d', '3h 4h 5h 6h 9h Th'));
    expect(odds.exact).toBe(true);
    // The hearts hand wins only by pairing twice over the aces or a straight: far below a flush draw's odds.
    expect(odds.pots[0].win[0]).toBeLessThan(0.3);
  });

  it('M8: before the flop heads-up, 20,000 boards sampled with a seed from the situation: the same figures each time, the error said', () => {
    const s = situation(['AsKsQdJd', 'AhKhQcJc']);
    const odds = equity(s);
    expect(odds.exact).toBe(false);
    expect(odds.deals).toBe(20_000);
    expect(odds.error).toBeGreaterThan(0);
    expect(odds.error).toBeLessThan(0.007); // at most 0.69 points at 20,000 boards
    expect(equity(s)).toEqual(odds);
    // The two hands are the same but for their suits: each takes half the pot, within the error.
    expect(Math.abs(odds.pots[0].share[0] - 0.5)).toBeLessThan(odds.error * 2);
    expect(odds.pots[0].share[0] + odds.pots[0].share[1]).toBeCloseTo(1, 12);
  });

  it('M8: at a crowded table before the flop the few boards left are counted exactly', () => {
    const cards = shuffle(deck(), seededSource(7));
    const seats = Array.from({ length: 9 }, (_, seat) => seat);
    const odds = equity({ ...situation([]), hands: seats.map((seat) => ({ seat, cards: cards.slice(4 * seat, 4 * seat + 4) })), pots: [seats] });
    expect([odds.exact, odds.deals]).toEqual([true, 4368]); // 16 cards left, 5 to come
  });
});
