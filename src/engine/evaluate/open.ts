import { ACE, RANK_COUNT, rankOf, type Card } from '../cards.ts';
import { GROUP_SHIFT, HIGH_CARD, PAIR, QUADS, TRIPS, TWO_PAIR } from './categories.ts';
import { evaluate, type HandValue } from './evaluate.ts';
import type { RankingRules } from './rules.ts';
import { categoryOfValue, compiledRules } from './tables.ts';

/**
 * Value of a stud player's open cards, to find who acts first (S5). With five open cards or
 * more it is the full hand; with 1–4 it is groups then single cards (G3), no straights or
 * flushes, and the wilds join the biggest group (a lone wild is an ace, wild + K a pair of
 * kings). Values are laid out as full hands are, so hands of different sizes compare too.
 */
export function evaluateOpen(cards: readonly Card[], rules: RankingRules): HandValue {
  if (cards.length >= 5) return evaluate(cards, rules);
  if (cards.length === 0) throw new RangeError('an open hand needs at least one card');
  const r = compiledRules(rules);
  const counts = new Array<number>(RANK_COUNT).fill(0);
  let wilds = 0;
  for (const c of cards) {
    if (((r.wild >> rankOf(c)) & 1) !== 0) wilds++;
    else counts[rankOf(c)]++;
  }
  let group = ACE;
  for (let rank = ACE; rank >= 0; rank--) if (counts[rank] > counts[group]) group = rank;
  const size = counts[group] + wilds;
  counts[group] = 0;
  let rest = 0;
  let pair = -1;
  for (let rank = ACE; rank >= 0; rank--) {
    if (counts[rank] > 0) rest |= 1 << rank;
    if (counts[rank] === 2 && pair < 0) pair = rank;
  }
  const detail = (rank: number) => (rank << GROUP_SHIFT) | rest;
  let value: number;
  if (size >= 4) value = r.base[QUADS] + detail(group);
  else if (size === 3) value = r.base[TRIPS] + detail(group);
  else if (size === 2 && pair >= 0) {
    value = r.base[TWO_PAIR] + ((((1 << group) | (1 << pair)) << GROUP_SHIFT) | (rest ^ (1 << pair)));
  } else if (size === 2) value = r.base[PAIR] + detail(group);
  else value = r.base[HIGH_CARD] + (rest | (1 << group));
  return { category: categoryOfValue(value, r), value };
}
