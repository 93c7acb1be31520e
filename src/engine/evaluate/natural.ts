import { FULL_HOUSE, GROUP_SHIFT, HIGH_CARD, PAIR, QUADS, TRIPS, TWO_PAIR } from './categories.ts';
import { BITS, TOP, highest, type CompiledRules } from './tables.ts';

/**
 * Value of the best five of 5..N natural cards (G2–G6), from the ranks held in each suit
 * (13-bit masks): flushes come from a suit mask, everything else from masks of the ranks held
 * at least once, exactly twice, three times and four times.
 */
export function valueOfSuits(s0: number, s1: number, s2: number, s3: number, n: number, r: CompiledRules): number {
  if (n <= 7) {
    // With seven cards or fewer a flush leaves no room for four of a kind or a full house,
    // so it is the hand whatever the order of those categories.
    if (BITS[s0] >= 5) return r.flush[s0];
    if (BITS[s1] >= 5) return r.flush[s1];
    if (BITS[s2] >= 5) return r.flush[s2];
    if (BITS[s3] >= 5) return r.flush[s3];
    return groupsValue(s0, s1, s2, s3, r);
  }
  return Math.max(groupsValue(s0, s1, s2, s3, r), r.flush[s0], r.flush[s1], r.flush[s2], r.flush[s3]);
}

/**
 * Best hand ignoring flushes: four of a kind, full house, straight, then the groups. Only the
 * overlap of the four masks matters, so ranks counted by hand work too (s0 = ranks held at least
 * once, s1 = at least twice…): the odds enumerate boards by ranks that way (odds/board.ts).
 */
export function groupsValue(s0: number, s1: number, s2: number, s3: number, r: CompiledRules): number {
  const any = s0 | s1 | s2 | s3;
  const four = s0 & s1 & s2 & s3;
  const base = r.base;
  if (four !== 0) {
    const q = highest(four);
    return base[QUADS] + (q << GROUP_SHIFT) + TOP[1][any ^ (1 << q)];
  }
  // Held in at least three suits; with no four of a kind, exactly three.
  const three = ((s0 & s1) | (s2 & s3)) & ((s0 & s2) | (s1 & s3));
  // Held an even number of times; with no four of a kind, exactly twice.
  const two = any ^ (s0 ^ s1 ^ s2 ^ s3);
  if (three !== 0) {
    const t = highest(three);
    const pairs = (three ^ (1 << t)) | two;
    if (pairs !== 0) return base[FULL_HOUSE] + t * 16 + highest(pairs);
  }
  const straight = r.straight[any];
  if (straight !== 0) return straight;
  if (three !== 0) {
    const t = highest(three);
    return base[TRIPS] + (t << GROUP_SHIFT) + TOP[2][any ^ (1 << t)];
  }
  if (two !== 0) {
    if ((two & (two - 1)) !== 0) {
      const pairs = TOP[2][two];
      return base[TWO_PAIR] + (pairs << GROUP_SHIFT) + TOP[1][any ^ pairs];
    }
    return base[PAIR] + (highest(two) << GROUP_SHIFT) + TOP[3][any ^ two];
  }
  return base[HIGH_CARD] + TOP[5][any];
}
