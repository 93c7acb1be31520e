import { describe, expect, it } from 'vitest';
import { parseCards } from '../../../src/engine/cards.ts';
import { evaluate, evaluateOpen, rankingRules } from '../../../src/engine/evaluate/index.ts';

const baseball = rankingRules('baseball', { players: 6 });
const open = (text: string) => evaluateOpen(parseCards(text), baseball);
const value = (text: string) => open(text).value;

describe('open hands in stud (who acts first)', () => {
  it('S5: a lone wild is an ace; wild + K is a pair of kings', () => {
    expect(value('3♣')).toBe(value('A♦'));
    expect(value('9♥')).toBeGreaterThan(value('K♠'));
    expect(open('9♦ K♠')).toEqual(open('K♥ K♠'));
    expect(open('9♦ K♠').category).toBe('pair');
    expect(value('9♦ K♠')).toBeGreaterThan(value('A♠ Q♦'));
    expect(value('9♦ K♠')).toBeLessThan(value('A♠ A♦'));
    expect(open('3♣ 9♦').category).toBe('pair');
    expect(value('3♣ 9♦')).toBe(value('A♠ A♦'));
  });

  it('S5: wilds join the biggest group', () => {
    expect(open('3♣ 9♦ K♠').category).toBe('three-of-a-kind');
    expect(value('3♣ K♦ K♠ Q♥')).toBe(value('K♣ K♦ K♠ Q♦'));
    expect(value('3♣ K♦ Q♠ Q♥')).toBe(value('Q♣ Q♦ Q♠ K♦'));
    expect(open('3♣ 9♦ 9♠ 7♥').category).toBe('four-of-a-kind');
  });

  it('S5, G3: partial hands compare groups, then single cards', () => {
    const descending = ['A♠ A♦ A♥ 2♣', 'K♠ K♦ 2♥ 2♣', 'K♠ K♦ 7♥ 5♣', 'K♠ K♦ 6♥ 5♣', 'Q♠ Q♦ A♥ K♣', 'A♠ K♦ 7♥ 5♣', 'A♠ K♦ 7♥ 4♣'];
    for (let i = 1; i < descending.length; i++) expect(value(descending[i - 1])).toBeGreaterThan(value(descending[i]));
    expect(value('K♠ 7♦ 5♣')).toBe(value('K♥ 7♣ 5♦'));
    expect(value('K♠ K♦ 8♥')).toBeGreaterThan(value('K♥ K♣ 7♠'));
  });

  it('S5: straights and flushes need five open cards', () => {
    expect(open('10♥ J♥ Q♥ K♥').category).toBe('high-card');
    expect(value('10♥ J♥ Q♥ K♥')).toBeLessThan(value('2♣ 2♦ 5♠ 7♦'));
    expect(open('10♥ J♥ Q♥ K♥ 3♠').category).toBe('straight-flush');
    expect(open('10♥ J♥ Q♥ K♥ 3♠')).toEqual(evaluate(parseCards('10♥ J♥ Q♥ K♥ 3♠'), baseball));
  });

  it('S1, S5: a player with an extra open card from a 4 compares with the others on the same scale', () => {
    expect(value('4♠ K♦ K♥ 8♣ 7♠')).toBeGreaterThan(value('K♠ K♣ 8♦ 6♠'));
    expect(value('4♠ K♦ 10♥ 8♣ 7♠')).toBeLessThan(value('K♠ K♣ 8♦ 6♠'));
  });

  it('refuses an empty hand', () => {
    expect(() => evaluateOpen([], baseball)).toThrow(RangeError);
  });
});
