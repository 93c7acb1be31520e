/**
 * Omaha odds (RULES.md M8, O4): each hand's two-of-its-own and three-of-the-board fives (M2) over
 * every board still possible when there are few enough, otherwise over a sample of boards drawn
 * with a seed made from the situation. A board's threes are OR-ed once and each hand's twos once,
 * so valuing a hand on a board is sixty lookups (the evaluator's own, evaluate.ts).
 */
import { bestTwoAndThree, fillThrees, fillTwos, suitBits } from '../evaluate/evaluate.ts';
import { compiledRules } from '../evaluate/tables.ts';
import { seededSource } from '../rng.ts';
import { situationSeed } from './seed.ts';
import type { BoardSituation } from './situation.ts';
import { unseenCards } from './stock.ts';
import { Tally } from './tally.ts';

const TWO_32 = 2 ** 32;

/** C(n, k), stopping once it passes `limit`. */
function boardsToCome(n: number, k: number, limit: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) {
    count = (count * (n - i)) / (i + 1);
    if (count > limit) return limit + 1;
  }
  return Math.round(count);
}

export function omahaOdds(situation: BoardSituation, samples: number, exactLimit: number): { tally: Tally; exact: boolean; deals: number } {
  const r = compiledRules(situation.rules);
  const { hands, board, boardSize } = situation;
  const stock = Int32Array.from(unseenCards(situation, [...hands.flatMap((h) => h.cards), ...board]));
  if (boardSize !== 5) throw new RangeError(`an Omaha board is five cards, not ${boardSize}`);
  const toCome = boardSize - board.length;
  if (toCome < 0 || toCome > stock.length) throw new RangeError(`${toCome} board cards cannot come from ${stock.length}`);
  const twos = hands.map((h) => {
    const bits = suitBits();
    fillTwos(h.cards, 0, h.cards.length, bits);
    return bits;
  });
  const full = [...board, ...Array<number>(toCome).fill(0)];
  const threes = suitBits();
  const values = new Int32Array(hands.length);
  const tally = new Tally(situation);
  const count = (weight: number) => {
    fillThrees(full, 0, full.length, threes);
    for (let h = 0; h < hands.length; h++) values[h] = bestTwoAndThree(twos[h], threes, r);
    tally.add(values, weight);
  };

  const boards = boardsToCome(stock.length, toCome, exactLimit);
  if (boards <= exactLimit) {
    const walk = (from: number, at: number): void => {
      if (at === full.length) return count(1);
      for (let i = from; i <= stock.length - (full.length - at); i++) {
        full[at] = stock[i];
        walk(i + 1, at + 1);
      }
    };
    walk(0, board.length);
    return { tally, exact: true, deals: boards };
  }
  // A partial Fisher–Yates per board, as stud.ts draws its deals.
  const random = seededSource(situationSeed([hands, board, boardSize, [...situation.dead].sort((a, b) => a - b), situation.pots]));
  for (let d = 0; d < samples; d++) {
    for (let at = board.length, pos = 0; at < full.length; at++, pos++) {
      const i = pos + Math.floor((random.nextUint32() * (stock.length - pos)) / TWO_32);
      const c = stock[i];
      stock[i] = stock[pos];
      stock[pos] = c;
      full[at] = c;
    }
    count(1);
  }
  return { tally, exact: false, deals: samples };
}
