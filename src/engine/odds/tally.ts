/**
 * Counting outcomes pot by pot: for each way the cards come (with its weight), who wins each pot
 * alone and who ties for it. Weights may be negative (odds/board.ts takes back a count it made
 * too early); ties are counted in 2520ths of a pot, which every split among up to ten divides
 * exactly, so an exact count stays an integer count.
 */
import type { Seat } from '../types.ts';
import type { OddsSituation, PotOdds } from './situation.ts';

const SPLIT = 2520; // lcm(1..10)

export class Tally {
  /** Per pot, the indices (into the situation's hands) of its contestants. */
  private readonly members: Int32Array[];
  private readonly wins: Float64Array;
  private readonly ties: Float64Array;
  private readonly shares: Float64Array;
  private readonly hands: number;
  total = 0;

  constructor(situation: OddsSituation) {
    const index = new Map<Seat, number>(situation.hands.map((h, i) => [h.seat, i]));
    this.members = situation.pots.map((pot) =>
      Int32Array.from(pot, (seat) => {
        const i = index.get(seat);
        if (i === undefined) throw new RangeError(`seat ${seat} contests a pot but holds no live hand`);
        return i;
      }),
    );
    if (this.members.some((m) => m.length > 10)) throw new RangeError('at most ten hands contest a pot');
    this.hands = situation.hands.length;
    const size = this.members.length * this.hands;
    this.wins = new Float64Array(size);
    this.ties = new Float64Array(size);
    this.shares = new Float64Array(size);
  }

  /** One outcome: each hand's value (parallel to the situation's hands), counted `weight` times. */
  add(values: ArrayLike<number>, weight: number): void {
    this.total += weight;
    for (let p = 0; p < this.members.length; p++) {
      const members = this.members[p];
      let best = -1;
      let count = 0;
      for (let k = 0; k < members.length; k++) {
        const v = values[members[k]];
        if (v > best) {
          best = v;
          count = 1;
        } else if (v === best) count++;
      }
      const base = p * this.hands;
      if (count === 1) {
        for (let k = 0; k < members.length; k++) if (values[members[k]] === best) this.wins[base + members[k]] += weight;
        continue;
      }
      const share = (weight * SPLIT) / count;
      for (let k = 0; k < members.length; k++) {
        if (values[members[k]] !== best) continue;
        this.ties[base + members[k]] += weight;
        this.shares[base + members[k]] += share;
      }
    }
  }

  /** The counts as chances, pot by pot, in the order of each pot's contestants. */
  odds(situation: OddsSituation): PotOdds[] {
    return this.members.map((members, p) => {
      const at = (k: number) => p * this.hands + members[k];
      const of = (counts: Float64Array, scale: number) => Array.from(members, (_, k) => counts[at(k)] / scale / this.total);
      const win = of(this.wins, 1);
      const tieShare = of(this.shares, SPLIT);
      return { seats: situation.pots[p], win, tie: of(this.ties, 1), share: win.map((w, k) => w + tieShare[k]) };
    });
  }
}
