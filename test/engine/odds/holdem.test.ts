import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deck, parseCards, rankingRules, seededSource, shuffle, type Card } from '../../../src/engine/index.ts';
import { equity, type BoardSituation } from '../../../src/engine/odds/index.ts';
import { bruteBoard, counts, plain } from './brute.ts';

const rules = rankingRules('holdem', { players: 9 });

function situation(hands: readonly string[], board = '', pots: number[][] = [hands.map((_, i) => i)], dead = ''): BoardSituation {
  return {
    game: 'board',
    rules,
    hands: hands.map((h, seat) => ({ seat, cards: parseCards(h) })),
    board: parseCards(board),
    boardSize: 5,
    dead: parseCards(dead),
    pots,
  };
}

/** A random table from a seed: `players` hands, `boardCards` on the board, `deadCards` seen elsewhere, random side pots. */
function randomSituation(seed: number, players: number, boardCards: number, deadCards: number): BoardSituation {
  const random = seededSource(seed);
  const cards = shuffle(deck(), random);
  const take = (n: number): Card[] => cards.splice(0, n);
  const hands = Array.from({ length: players }, (_, seat) => ({ seat, cards: take(2) }));
  const board = take(boardCards);
  const dead = take(deadCards);
  const everyone = hands.map((h) => h.seat);
  // G7: side pots hold fewer and fewer of the players, in any order of who covered what.
  const pots = [everyone];
  for (let left = shuffle(everyone, random); left.length > 2; ) pots.push((left = left.slice(1)));
  return { game: 'board', rules, hands, board, boardSize: 5, dead, pots };
}

describe('hold\'em odds', () => {
  it('O4: A♣A♦ against K♥K♠ pre-flop, exact over all 1,712,304 boards: 81.06% / 18.55% / 0.38% tie', () => {
    const odds = equity(situation(['AcAd', 'KhKs']));
    expect(odds.exact).toBe(true);
    expect(odds.error).toBe(0);
    expect(odds.deals).toBe(1_712_304);
    const [pot] = odds.pots;
    expect(pot.win.map((x) => (x * 100).toFixed(2))).toEqual(['81.06', '18.55']);
    expect(pot.tie.map((x) => (x * 100).toFixed(2))).toEqual(['0.38', '0.38']);
  });

  it('O4: exact counts agree board for board with a plain loop over every board (flop and turn, 2–5 hands, side pots)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 5 }), fc.constantFrom(3, 4), (seed, players, boardCards) => {
        const s = randomSituation(seed, players, boardCards, 0);
        expect(counts(equity(s))).toEqual(plain(bruteBoard(s)));
      }),
      { numRuns: 40 },
    );
  });

  it('O4, O5: exact counts agree with a plain loop pre-flop, with seen cards out of the stock (five cards to come)', () => {
    // Twenty-odd dead cards keep the plain loop short while every kind of flush board still occurs.
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 3 }), (seed, players) => {
        const s = randomSituation(seed, players, 0, 24 - 2 * players);
        expect(counts(equity(s))).toEqual(plain(bruteBoard(s)));
      }),
      { numRuns: 6 },
    );
  });

  it('O4: suited hands, whose flushes need only three board cards of their suit, agree with a plain loop', () => {
    const s = situation(['AhKh', 'QsJs', '7h7s'], '', undefined, '2c3c4c5c6c8c9cTcJcQcKcAc2d3d4d5d6d');
    expect(counts(equity(s))).toEqual(plain(bruteBoard(s)));
  });

  it('O1: in every pot the contestants\' shares add up to the whole pot, and a tie always has a partner', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), fc.constantFrom(0, 3, 4), (seed, players, boardCards) => {
        const odds = equity(randomSituation(seed, players, boardCards, 0));
        for (const pot of odds.pots) {
          expect(pot.share.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          expect(pot.win.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-12);
          pot.tie.forEach((tie, k) => {
            expect(pot.win[k] + tie).toBeLessThanOrEqual(1 + 1e-12);
            expect(pot.tie.reduce((a, b) => a + b, 0) - tie).toBeGreaterThanOrEqual(tie - 1e-12);
          });
        }
      }),
      { numRuns: 30 },
    );
  });

  it('O1, O5: a side pot\'s odds are those of its own contestants, the other hands\' cards out of the stock', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4), (seed, boardCards) => {
        const s = randomSituation(seed, 4, boardCards, 0);
        const odds = equity(s);
        s.pots.forEach((pot, p) => {
          const alone: BoardSituation = {
            ...s,
            hands: s.hands.filter((h) => pot.includes(h.seat)),
            dead: s.hands.filter((h) => !pot.includes(h.seat)).flatMap((h) => h.cards),
            pots: [pot],
          };
          expect(equity(alone).pots[0]).toEqual(odds.pots[p]);
        });
      }),
      { numRuns: 20 },
    );
  });

  it('O5: a card seen twice, or a pot contested by a seat with no hand, is refused', () => {
    expect(() => equity(situation(['AcAd', 'AcKs']))).toThrow(/seen twice/);
    expect(() => equity(situation(['AcAd', 'KhKs'], '', [[0, 2]]))).toThrow(/seat 2/);
  });
});
