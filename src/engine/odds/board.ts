/**
 * Exact hold'em odds over every board still possible (O4), counted by ranks first.
 *
 * Without a flush a hand's value depends on ranks alone, so the boards are walked as multisets of
 * ranks (at most 6,188 for five cards to come instead of 1,712,304 boards), each weighted by the
 * number of boards that deal those ranks, and every hand is valued once per multiset. That counts
 * a board that gives someone a flush as if it did not; those boards are then walked one by one
 * and their count moved to the right outcome. With seven cards a flush is in one suit and leaves
 * no room for a full house or four of a kind (natural.ts), so a hand with five cards of a suit is
 * worth exactly that flush, and only boards with enough of one suit for some hand need the
 * correction: three of a suit for a hand holding two of it, four for one card, five for none.
 */
import { RANK_COUNT, SUIT_COUNT, rankOf, suitOf, type Card } from '../cards.ts';
import { groupsValue } from '../evaluate/natural.ts';
import { BITS, HIGH_SUITS, LOW_SUITS, compiledRules, type CompiledRules } from '../evaluate/tables.ts';
import type { BoardSituation } from './situation.ts';
import { unseenCards } from './stock.ts';
import { Tally } from './tally.ts';

/** C(n, k) for n <= 4: how many ways to pick k of the n unseen cards of one rank. */
const PICK = [
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 2, 1, 0, 0],
  [1, 3, 3, 1, 0],
  [1, 4, 6, 4, 1],
];

/** The ranks a set of cards holds in each suit, as four 13-bit masks. */
const suitMasks = (cards: readonly Card[]): number[] => {
  const masks = [0, 0, 0, 0];
  for (const c of cards) masks[suitOf(c)] |= 1 << rankOf(c);
  return masks;
};

export function boardOdds(situation: BoardSituation): Tally {
  const r = compiledRules(situation.rules);
  if (r.wild !== 0) throw new RangeError('board odds are for games without wild cards');
  const { hands, board, boardSize } = situation;
  if (hands.some((h) => h.cards.length + boardSize > 7)) throw new RangeError('board odds count hands of seven cards at most');
  const unseen = unseenCards(situation, [...hands.flatMap((h) => h.cards), ...board]);
  const toCome = boardSize - board.length;
  if (toCome < 0 || toCome > unseen.length) throw new RangeError(`${toCome} board cards cannot come from ${unseen.length}`);

  const tally = new Tally(situation);
  const known = hands.map((h) => [...h.cards, ...board]);
  byRanks(r, known, unseen, toCome, tally);
  for (let suit = 0; suit < SUIT_COUNT; suit++) flushBoards(r, known, hands.map((h) => h.cards), board, unseen, toCome, suit, tally);
  return tally;
}

/** Every multiset of `toCome` ranks the unseen cards can make, each hand valued without flushes. */
function byRanks(r: CompiledRules, known: readonly Card[][], unseen: readonly Card[], toCome: number, tally: Tally): void {
  const available = new Int32Array(RANK_COUNT);
  for (const c of unseen) available[rankOf(c)]++;
  // Per hand and rank, how many it holds already; its masks "held at least once, twice, 3, 4 times".
  const held = known.map((cards) => {
    const counts = new Int32Array(RANK_COUNT);
    for (const c of cards) counts[rankOf(c)]++;
    return counts;
  });
  const atLeast = held.map((counts) => {
    const masks = new Int32Array(4);
    counts.forEach((n, rank) => {
      for (let j = 0; j < n; j++) masks[j] |= 1 << rank;
    });
    return masks;
  });
  const ranks = new Int32Array(toCome);
  const counts = new Int32Array(toCome);
  const values = new Int32Array(known.length);
  const masks = new Int32Array(4);

  const leaf = (picked: number, weight: number) => {
    for (let h = 0; h < known.length; h++) {
      masks.set(atLeast[h]);
      for (let i = 0; i < picked; i++) {
        const rank = ranks[i];
        for (let j = held[h][rank]; j < held[h][rank] + counts[i]; j++) masks[j] |= 1 << rank;
      }
      values[h] = groupsValue(masks[0], masks[1], masks[2], masks[3], r);
    }
    tally.add(values, weight);
  };
  const walk = (rank: number, picked: number, left: number, weight: number) => {
    if (left === 0) return leaf(picked, weight);
    if (rank === RANK_COUNT) return;
    walk(rank + 1, picked, left, weight);
    for (let n = 1; n <= Math.min(available[rank], left); n++) {
      ranks[picked] = rank;
      counts[picked] = n;
      walk(rank + 1, picked + 1, left - n, weight * PICK[available[rank]][n]);
    }
  };
  walk(0, 0, toCome, 1);
}

/**
 * The boards on which some hand makes a flush in `suit`: each was counted by byRanks with its
 * flushless values, and is now counted again with its true ones and taken back once without.
 */
function flushBoards(
  r: CompiledRules,
  known: readonly Card[][],
  holes: readonly (readonly Card[])[],
  board: readonly Card[],
  unseen: readonly Card[],
  toCome: number,
  suit: number,
  tally: Tally,
): void {
  const onBoard = board.filter((c) => suitOf(c) === suit).length;
  const most = Math.max(...holes.map((cards) => cards.filter((c) => suitOf(c) === suit).length));
  const inSuit = unseen.filter((c) => suitOf(c) === suit);
  const others = unseen.filter((c) => suitOf(c) !== suit);
  const low = known.map((cards) => cards.reduce((m, c) => m | LOW_SUITS[c], 0));
  const high = known.map((cards) => cards.reduce((m, c) => m | HIGH_SUITS[c], 0));
  const suited = known.map((cards) => suitMasks(cards)[suit]);
  const truth = new Int32Array(known.length);
  const plain = new Int32Array(known.length);

  const count = (boardLow: number, boardHigh: number, boardSuited: number) => {
    for (let h = 0; h < known.length; h++) {
      const l = low[h] | boardLow;
      const g = high[h] | boardHigh;
      plain[h] = groupsValue(l & 0x1fff, l >>> 16, g & 0x1fff, g >>> 16, r);
      const flush = suited[h] | boardSuited;
      truth[h] = BITS[flush] >= 5 ? r.flush[flush] : plain[h];
    }
    tally.add(truth, 1);
    tally.add(plain, -1);
  };
  for (let k = Math.max(0, 5 - onBoard - most); k <= Math.min(toCome, inSuit.length); k++) {
    if (toCome - k > others.length) continue;
    combinations(inSuit, k, 0, 0, 0, (sLow, sHigh, sRanks) =>
      combinations(others, toCome - k, sLow, sHigh, 0, (bLow, bHigh) => count(bLow, bHigh, sRanks)),
    );
  }
}

/** Each k-subset of `cards` once, as the OR of its cards' LOW_SUITS and HIGH_SUITS bits (added to `low`, `high`) and of its ranks. */
function combinations(
  cards: readonly Card[],
  k: number,
  low: number,
  high: number,
  ranks: number,
  visit: (low: number, high: number, ranks: number) => void,
): void {
  const walk = (from: number, left: number, l: number, h: number, m: number) => {
    if (left === 0) return visit(l, h, m);
    for (let i = from; i <= cards.length - left; i++) {
      const c = cards[i];
      walk(i + 1, left - 1, l | LOW_SUITS[c], h | HIGH_SUITS[c], m | (1 << rankOf(c)));
    }
  };
  walk(0, k, low, high, ranks);
}
