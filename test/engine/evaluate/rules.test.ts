import { describe, expect, it } from 'vitest';
import { rankingRules } from '../../../src/engine/evaluate/index.ts';

const SEVEN = 5;
const EIGHT = 6;

describe('rankingRules', () => {
  it('B2: brasileiro strips the deck by players, 9 players play the full deck with full house above flush', () => {
    expect(rankingRules('brasileiro', { players: 2 }).lowest).toBe(7);
    expect(rankingRules('brasileiro', { players: 3 }).lowest).toBe(EIGHT);
    expect(rankingRules('brasileiro', { players: 4 }).lowest).toBe(SEVEN);
    expect(rankingRules('brasileiro', { players: 5 }).lowest).toBe(4);
    expect(rankingRules('brasileiro', { players: 4 }).flushOverFullHouse).toBe(true);
    const nine = rankingRules('brasileiro', { players: 9 });
    expect([nine.lowest, nine.flushOverFullHouse]).toEqual([0, false]);
    expect(() => rankingRules('brasileiro', { players: 10 })).toThrow(RangeError);
  });

  it('B12: the cheirosinha is off by default, and then there is no ace-low straight at all', () => {
    expect(rankingRules('brasileiro', { players: 4 }).aceLow).toBe(false);
    expect(rankingRules('brasileiro', { players: 9 }).aceLow).toBe(false);
    expect(rankingRules('brasileiro', { players: 4, cheirosinha: true }).aceLow).toBe(true);
  });

  it('F1: fechado plays 7–A up to 4 players, one rank more per extra player, or the full deck as a table option', () => {
    expect(rankingRules('fechado', { players: 2 }).lowest).toBe(SEVEN);
    expect(rankingRules('fechado', { players: 5 }).lowest).toBe(4);
    expect(rankingRules('fechado', { players: 8 }).lowest).toBe(1);
    expect(rankingRules('fechado', { players: 8 }).flushOverFullHouse).toBe(true);
    const full = rankingRules('fechado', { players: 4, fullDeck: true });
    expect([full.lowest, full.flushOverFullHouse, full.aceLow]).toEqual([0, false, true]);
  });

  it('S1: baseball makes every 3 and 9 wild on the full deck; the other profiles have no wild cards', () => {
    const baseball = rankingRules('baseball', { players: 6 });
    expect([...baseball.wildRanks].sort()).toEqual([1, 7]);
    expect([baseball.lowest, baseball.flushOverFullHouse, baseball.aceLow]).toEqual([0, false, true]);
    for (const profile of ['draw5', 'holdem', 'fechado', 'brasileiro'] as const) {
      expect(rankingRules(profile, { players: 4 }).wildRanks).toEqual([]);
    }
  });

  it('gives one object per rule set, so equal tables share compiled tables', () => {
    expect(rankingRules('holdem', { players: 3 })).toBe(rankingRules('holdem', { players: 9 }));
    expect(rankingRules('fechado', { players: 2 })).toBe(rankingRules('fechado', { players: 4 }));
    expect(rankingRules('fechado', { players: 4 })).not.toBe(rankingRules('fechado', { players: 5 }));
  });
});
