/**
 * The odds the plain way, to check the odds module against: every board or every deal written
 * out as arrays and valued with the public `handValue`, one card at a time, with no shortcut.
 */
import { deck, handValue, rankOf, type Card } from '../../../src/engine/index.ts';
import type { BoardSituation, Odds, OddsSituation, StudSituation } from '../../../src/engine/odds/index.ts';

export interface Counted {
  /** Per pot, per contestant (in the pot's order): weight won alone, weight tied. */
  readonly win: number[][];
  readonly tie: number[][];
  readonly total: number;
}

/** The odds as whole counts of boards, to compare with a plain count exactly. */
export const counts = (odds: Odds): Counted => ({
  win: odds.pots.map((p) => p.win.map((x) => Math.round(x * odds.deals))),
  tie: odds.pots.map((p) => p.tie.map((x) => Math.round(x * odds.deals))),
  total: odds.deals,
});

/** A count as a plain object of its three fields, as `counts` gives one. */
export const plain = ({ win, tie, total }: Counted): Counted => ({ win, tie, total });

function counter(situation: OddsSituation) {
  const win = situation.pots.map((pot) => pot.map(() => 0));
  const tie = situation.pots.map((pot) => pot.map(() => 0));
  let total = 0;
  const add = (values: ReadonlyMap<number, number>, weight: number) => {
    total += weight;
    situation.pots.forEach((pot, p) => {
      const best = Math.max(...pot.map((seat) => values.get(seat)!));
      const winners = pot.filter((seat) => values.get(seat) === best);
      pot.forEach((seat, k) => {
        if (values.get(seat) !== best) return;
        if (winners.length === 1) win[p][k] += weight;
        else tie[p][k] += weight;
      });
    });
  };
  return { add, done: (): Counted => ({ win, tie, total }) };
}

const unseen = (situation: OddsSituation, inPlay: readonly Card[]) =>
  deck(situation.rules.lowest).filter((c) => !inPlay.includes(c) && !situation.dead.includes(c));

/** Every board, one after another. */
export function bruteBoard(situation: BoardSituation): Counted {
  const { hands, board } = situation;
  const stock = unseen(situation, [...hands.flatMap((h) => h.cards), ...board]);
  const { add, done } = counter(situation);
  const walk = (from: number, cards: Card[]) => {
    if (board.length + cards.length === situation.boardSize) {
      add(new Map(hands.map((h) => [h.seat, handValue([...h.cards, ...board, ...cards], situation.rules)])), 1);
      return;
    }
    for (let i = from; i < stock.length; i++) walk(i + 1, [...cards, stock[i]]);
  };
  walk(0, []);
  return done();
}

/**
 * Every order of the stock a stud deal can use, dealt as S1–S3 say: street by street, one card to
 * each hand in order; an open card of the extra rank is followed at once by another open card to
 * the same hand. Each order weighs its chance.
 */
export function bruteStud(situation: StudSituation): Counted {
  const { hands, streets, extraRank } = situation;
  const { add, done } = counter(situation);
  const walk = (held: Card[][], stock: Card[], street: number, hand: number, face: 'open' | 'closed', chance: number) => {
    if (street === streets.length) {
      add(new Map(hands.map((h, k) => [h.seat, handValue(held[k], situation.rules)])), chance);
      return;
    }
    stock.forEach((c, i) => {
      const now = held.map((cards, k) => (k === hand ? [...cards, c] : cards));
      const rest = stock.filter((_, j) => j !== i);
      const p = chance / stock.length;
      if (face === 'open' && rankOf(c) === extraRank) walk(now, rest, street, hand, 'open', p);
      else if (hand + 1 < hands.length) walk(now, rest, street, hand + 1, streets[street], p);
      else walk(now, rest, street + 1, 0, streets[street + 1], p);
    });
  };
  walk(
    hands.map((h) => [...h.cards]),
    unseen(situation, hands.flatMap((h) => h.cards)),
    0,
    0,
    streets[0],
    1,
  );
  return done();
}
