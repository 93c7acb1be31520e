/**
 * Omaha odds (RULES.md M8, O4): each hand's two-of-its-own and three-of-the-board fives (M2) over
 * every board still possible when there are few enough, otherwise over a sample of boards drawn
 * with a seed made from the situation. A board's threes are OR-ed once and each hand's twos once,
 * so valuing a hand on a board is sixty lookups.
 */
import { maskValue, subsets } from '../evaluate/evaluate.ts';
import { HIGH_SUITS, LOW_SUITS, compiledRules } from '../evaluate/tables.ts';
import { seededSource } from '../rng.ts';
import { situationSeed } from './seed.ts';
import type { BoardSituation } from './situation.ts';
import { unseenCards } from './stock.ts';
import { Tally } from './tally.ts';

const TWO_32 = 2 ** 32;

/** The ten threes of a five-card board, as indices. */
const THREES = subsetIndices(5, 3);

function subsetIndices(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i <= n - k; i++) for (const rest of subsetIndices(n - i - 1, k - 1)) out.push([i, ...rest.map((j) => j + i + 1)]);
  return out;
}

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
  const twos = hands.map((h) => subsets(h.cards, 2));
  const full = [...board, ...Array<number>(toCome).fill(0)];
  const values = new Int32Array(hands.length);
  const threeLow = new Int32Array(THREES.length);
  const threeHigh = new Int32Array(THREES.length);
  const tally = new Tally(situation);
  const count = (weight: number) => {
    for (let t = 0; t < THREES.length; t++) {
      const [a, b, c] = THREES[t];
      threeLow[t] = LOW_SUITS[full[a]] | LOW_SUITS[full[b]] | LOW_SUITS[full[c]];
      threeHigh[t] = HIGH_SUITS[full[a]] | HIGH_SUITS[full[b]] | HIGH_SUITS[full[c]];
    }
    for (let h = 0; h < hands.length; h++) {
      const { low, high } = twos[h];
      let best = 0;
      for (let p = 0; p < low.length; p++) {
        for (let t = 0; t < THREES.length; t++) {
          const v = maskValue(low[p] | threeLow[t], high[p] | threeHigh[t], 5, r);
          if (v > best) best = v;
        }
      }
      values[h] = best;
    }
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
