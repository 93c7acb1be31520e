import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deck, parseCards, rankOf, rankingRules, seededSource, shuffle, type Card } from '../../../src/engine/index.ts';
import { equity, SAMPLE_DEALS, type Odds, type StudSituation } from '../../../src/engine/odds/index.ts';
import { studOdds } from '../../../src/engine/odds/stud.ts';
import { bruteStud, type Counted } from './brute.ts';

const rules = rankingRules('baseball', { players: 6 });
const FOUR = 2;
/** S3: the faces of the seven cards, in the order they come. */
const FACES = ['closed', 'closed', 'open', 'open', 'open', 'open', 'closed'] as const;

function situation(hands: readonly string[], dead = '', pots: number[][] = [hands.map((_, i) => i)]): StudSituation {
  const parsed = hands.map((h, seat) => ({ seat, cards: parseCards(h) }));
  return { game: 'stud', rules, hands: parsed, streets: FACES.slice(parsed[0].cards.length), extraRank: FOUR, dead: parseCards(dead), pots };
}

/** Every card but the hands' and `stock`'s is seen: a deal from a stock as small as a test needs. */
const deadBut = (hands: readonly string[], stock: string) => {
  const kept = parseCards(`${hands.join(' ')} ${stock}`);
  return deck().filter((c) => !kept.includes(c));
};

/**
 * A random small deal from a seed: `players` hands of `held` cards each, and so many seen cards
 * that only `unseen` remain, exactly one of them a 4 (so an extra card may come into play).
 */
function smallDeal(seed: number, players: number, held: number, unseen: number): StudSituation {
  const shuffled = shuffle(deck(), seededSource(seed));
  const fours = shuffled.filter((c) => rankOf(c) === FOUR);
  const cards = shuffled.filter((c) => rankOf(c) !== FOUR);
  const hands = Array.from({ length: players }, (_, seat) => ({ seat, cards: cards.splice(0, held) }));
  const dead: Card[] = [...cards.slice(unseen - 1), ...fours.slice(1)];
  return { game: 'stud', rules, hands, streets: FACES.slice(held), extraRank: FOUR, dead, pots: [hands.map((h) => h.seat)] };
}

/** The brute force's weights as chances, laid out as the odds are. */
const chances = ({ win, tie, total }: Counted) => ({ win: win.map((p) => p.map((x) => x / total)), tie: tie.map((p) => p.map((x) => x / total)) });

function expectClose(odds: Odds, expected: ReturnType<typeof chances>, tolerance: (p: number) => number) {
  odds.pots.forEach((pot, p) => {
    pot.win.forEach((x, k) => expect(Math.abs(x - expected.win[p][k])).toBeLessThanOrEqual(tolerance(expected.win[p][k])));
    pot.tie.forEach((x, k) => expect(Math.abs(x - expected.tie[p][k])).toBeLessThanOrEqual(tolerance(expected.tie[p][k])));
  });
}

describe('Baseball odds', () => {
  it('O6: seventh street, heads-up, wild 3s and 9s: every deal counted agrees with the plain deal', () => {
    const s = situation(['Ks Kd 3h 2c Jd 7c', 'Qs Qh 8d 5s 9c Tc'], 'Kc 7s 6h 6d');
    const odds = equity(s);
    expect(odds.exact).toBe(true);
    expect(odds.deals).toBe(36 * 35);
    expectClose(odds, chances(bruteStud(s)), () => 1e-12);
  });

  it('O6: an open 4 brings its extra card at once, before the next hand\'s card (S1, S3): small deals agree with the plain deal', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom([2, 4, 7], [2, 5, 9], [2, 6, 14], [3, 5, 7], [3, 6, 10]), (seed, [players, held, unseen]) => {
        // Few enough unseen cards for the plain deal to try every order, enough for any deal (one 4).
        const s = smallDeal(seed, players, held, unseen);
        const odds = equity(s);
        expect(odds.exact).toBe(true);
        expectClose(odds, chances(bruteStud(s)), () => 1e-12);
      }),
      { numRuns: 15 },
    );
  });

  it('O6: the extra card changes the odds: the same hands without the rule differ', () => {
    // Seat 0 is dealt first; an open 4 gives him a second card before seat 1 sees one.
    const hands = ['2s 2h 5d 6c 7h', '8s 8h Jd Jc Qh'];
    const s = { ...situation(hands), dead: deadBut(hands, '4c 2d Kd 5h Td As') };
    const withExtras = equity(s).pots[0];
    const without = equity({ ...s, extraRank: null }).pots[0];
    expectClose(equity(s), chances(bruteStud(s)), () => 1e-12);
    expect(withExtras.win[0]).not.toBeCloseTo(without.win[0], 3);
  });

  it('O4: past the exact limit, 100,000 seeded deals fall within their stated error of the exact figure', () => {
    const s = smallDeal(7, 3, 5, 9);
    const exact = chances(bruteStud(s));
    const { tally, exact: counted, deals } = studOdds(s, SAMPLE_DEALS, 0);
    expect(counted).toBe(false);
    expect(deals).toBe(SAMPLE_DEALS);
    const odds: Odds = { pots: tally.odds(s), exact: false, deals, error: 0 };
    expectClose(odds, exact, (p) => 1.96 * Math.sqrt((p * (1 - p)) / deals) + 1e-9);
  });

  it('O4: four players on fifth street take a Monte Carlo sample; the same situation always shows the same figure', () => {
    const s = situation(['Ks Kd 7h 2c Jd', 'Qs Qh 8d 5s Tc', '6c 6d Ah 2h 8s', 'Js Th 7c 5d Ac'], 'Kc 7s 4h');
    const odds = equity(s);
    expect(odds.exact).toBe(false);
    expect(odds.deals).toBe(SAMPLE_DEALS);
    expect(odds.error).toBeGreaterThan(0);
    expect(odds.error).toBeLessThanOrEqual(1.96 * 0.5 / Math.sqrt(SAMPLE_DEALS));
    expect(odds.pots[0].share.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // The seed is the situation: the same cards in another order of the dead ones draw the same sample.
    expect(equity({ ...s, dead: [...s.dead].reverse() })).toEqual(odds);
    expect(equity({ ...s, dead: parseCards('Kc 7s 4d') })).not.toEqual(odds);
  });

  it('O1: each hand\'s win and tie shares add up to the pot, wild cards and extras included', () => {
    // Any sample adds up, so a small one keeps the property quick.
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), fc.constantFrom(3, 4, 5, 6), (seed, players, held) => {
        const cards = shuffle(deck(), seededSource(seed));
        const hands = Array.from({ length: players }, (_, seat) => ({ seat, cards: cards.splice(0, held) }));
        const s: StudSituation = { game: 'stud', rules, hands, streets: FACES.slice(held), extraRank: FOUR, dead: [], pots: [hands.map((h) => h.seat)] };
        const [pot] = studOdds(s, 2_000, 2_000).tally.odds(s);
        expect(pot.share.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        pot.win.forEach((w, k) => expect(w + pot.tie[k]).toBeLessThanOrEqual(1 + 1e-9));
      }),
      { numRuns: 30 },
    );
  });
});
