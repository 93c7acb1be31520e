import { ACE, rankOf, type Card } from '../cards.ts';
import { ORDER_SHIFT, STRAIGHT, STRAIGHT_FLUSH, detailOf } from './categories.ts';
import { evaluate, fiveValue, type HandValue } from './evaluate.ts';
import { decidingCount, handName, type Language } from './names.ts';
import { evaluateOpen } from './open.ts';
import type { RankingRules } from './rules.ts';
import { compiledRules } from './tables.ts';

export interface HandDescription extends HandValue {
  /** The cards that make the hand (all of them below five), groups first; wild cards as themselves. */
  readonly cards: Card[];
  /** E.g. "Full house, reis sobre noves", "Full house, kings full of nines". */
  readonly name: string;
}

/**
 * A hand explained for a showdown screen. Slower than `evaluate` (it searches for the five cards
 * used); 1–4 cards are described as an open stud hand (S5). `rivals`: the values of the hands it
 * beat or lost to; against one of the same category whose name is the same, the name goes on to
 * the kickers (or cards) that decide between them (G3): "Two pair, eights and fours, ace kicker".
 */
export function describeHand(cards: readonly Card[], rules: RankingRules, lang: Language, rivals: readonly number[] = []): HandDescription {
  // M2: an Omaha hand plays three of the board; before three are out (a chip-ledger board typed in
  // part, O8) it is named by the two of its own cards that say most, as an open hand.
  if (rules.hole > 0 && cards.length < rules.hole + 3) {
    const twos = choose(cards.slice(0, rules.hole), 2);
    const value = (two: Card[]) => evaluateOpen(two, rules).value;
    return described(twos.reduce((best, two) => (value(two) > value(best) ? two : best)), rules, lang, rivals);
  }
  return described(cards, rules, lang, rivals);
}

function described(cards: readonly Card[], rules: RankingRules, lang: Language, rivals: readonly number[]): HandDescription {
  const { category, value } = cards.length >= 5 ? evaluate(cards, rules) : evaluateOpen(cards, rules);
  const r = compiledRules(rules);
  const order = value >>> ORDER_SHIFT;
  const id = r.base.indexOf(order << ORDER_SHIFT);
  const used = cards.length <= 5 ? [...cards] : bestFive(cards, rules, value);
  const straight = id === STRAIGHT || id === STRAIGHT_FLUSH;
  const cheirosinha = rules.profile === 'brasileiro';
  const deciding = Math.max(0, ...rivals.filter((rival) => rival >>> ORDER_SHIFT === order).map((rival) => decidingCount(id, detailOf(value), detailOf(rival))));
  return {
    category,
    value,
    cards: showOrder(used, r.wild, straight && detailOf(value) === rules.lowest + 3),
    name: handName(id, detailOf(value), lang, rules.lowest, cheirosinha, deciding),
  };
}

/** The first five of the cards whose value is the whole hand's (G6): in Omaha, two of the hand's and three of the board's (M2). */
function bestFive(cards: readonly Card[], rules: RankingRules, value: number): Card[] {
  const own = rules.hole > 0 ? cards.slice(0, rules.hole) : [];
  const rest = rules.hole > 0 ? cards.slice(rules.hole) : cards;
  const fives = rules.hole > 0 ? choose(own, 2).flatMap((two) => choose(rest, 3).map((three) => [...two, ...three])) : choose(rest, 5);
  const found = fives.find((five) => fiveValue(five, rules) === value);
  if (!found) throw new Error('no five cards make the hand'); // unreachable: the value is the best of these fives
  return found;
}

/** Every k of `cards`, in the cards' order. */
function choose(cards: readonly Card[], k: number): Card[][] {
  if (k === 0) return [[]];
  return cards.flatMap((c, i) => choose(cards.slice(i + 1), k - 1).map((rest) => [c, ...rest]));
}

/** Bigger groups first, then higher ranks; the ace last in an ace-low straight; wild cards last. */
function showOrder(cards: Card[], wild: number, aceLow: boolean): Card[] {
  const isWild = (c: Card) => ((wild >> rankOf(c)) & 1) !== 0;
  const count = (c: Card) => cards.filter((o) => !isWild(o) && rankOf(o) === rankOf(c)).length;
  const weight = (c: Card) =>
    isWild(c) ? -1 : count(c) * 16 + (aceLow && rankOf(c) === ACE ? -1 : rankOf(c));
  return [...cards].sort((x, y) => weight(y) - weight(x) || x - y);
}
