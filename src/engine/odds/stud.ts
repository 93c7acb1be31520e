/**
 * Stud odds (Baseball: S1–S3, S7): the cards to come are dealt as the table deals them, street by
 * street, one card to each live hand in order, and an open card of the extra rank (every 4) gives
 * its owner one more open card at once, before the next hand's card. Since extras change how many
 * cards come and to whom, a deal is followed card by card: every order of the unseen cards when
 * their number is small enough (O4), otherwise a Monte Carlo sample seeded by the situation.
 */
import { rankOf } from '../cards.ts';
import { maskValue } from '../evaluate/evaluate.ts';
import { HIGH_SUITS, LOW_SUITS, compiledRules } from '../evaluate/tables.ts';
import { seededSource } from '../rng.ts';
import { situationSeed } from './seed.ts';
import type { StudSituation } from './situation.ts';
import { unseenCards } from './stock.ts';
import { Tally } from './tally.ts';

const TWO_32 = 2 ** 32;

export interface StudCount {
  readonly tally: Tally;
  readonly exact: boolean;
  readonly deals: number;
}

/**
 * The deal as slots: slot `street * hands + hand` is that hand's card of that street; a card
 * dealt open that earns an extra is followed by an extra slot for the same hand (`extra`).
 */
interface Schedule {
  readonly end: number;
  open(slot: number, extra: boolean): boolean;
  hand(slot: number): number;
}

function scheduleOf(situation: StudSituation): Schedule {
  const hands = situation.hands.length;
  return {
    end: situation.streets.length * hands,
    open: (slot, extra) => extra || situation.streets[Math.floor(slot / hands)] === 'open',
    hand: (slot) => slot % hands,
  };
}

/** How many different deals (orders of unseen cards) the rest of the hand has, up to `limit` + 1. */
function dealsToCome(situation: StudSituation, unseen: number, earning: number, limit: number): number {
  const schedule = scheduleOf(situation);
  const count = (slot: number, extra: boolean, n: number, fours: number): number => {
    if (slot === schedule.end) return 1;
    if (n === 0) throw new RangeError('the stock runs out before the deal ends');
    if (!schedule.open(slot, extra)) return n * count(slot + 1, false, n - 1, fours);
    const plain = (n - fours) * count(slot + 1, false, n - 1, fours);
    if (plain > limit) return limit + 1;
    return plain + (fours > 0 ? fours * count(slot, true, n - 1, fours - 1) : 0);
  };
  return Math.min(count(0, false, unseen, earning), limit + 1);
}

/** Counts every deal when there are at most `exactLimit`, otherwise `samples` seeded deals. */
export function studOdds(situation: StudSituation, samples: number, exactLimit: number): StudCount {
  const r = compiledRules(situation.rules);
  const { hands, extraRank } = situation;
  if (hands.some((h) => h.cards.length + situation.streets.length < 5)) throw new RangeError('every hand needs five cards by the end');
  const stock = Int32Array.from(unseenCards(situation, hands.flatMap((h) => h.cards)));
  const n = stock.length;
  const earning = extraRank === null ? 0 : stock.filter((c) => rankOf(c) === extraRank).length;
  const orders = dealsToCome(situation, n, earning, exactLimit);
  const exact = orders <= exactLimit;

  const schedule = scheduleOf(situation);
  const startLow = Int32Array.from(hands, (h) => h.cards.reduce((m, c) => m | LOW_SUITS[c], 0));
  const startHigh = Int32Array.from(hands, (h) => h.cards.reduce((m, c) => m | HIGH_SUITS[c], 0));
  const startSize = Int32Array.from(hands, (h) => h.cards.length);
  const low = Int32Array.from(startLow);
  const high = Int32Array.from(startHigh);
  const size = Int32Array.from(startSize);
  const values = new Int32Array(hands.length);
  const tally = new Tally(situation);
  const count = (weight: number) => {
    for (let h = 0; h < hands.length; h++) values[h] = maskValue(low[h], high[h], size[h], r);
    tally.add(values, weight);
  };

  if (exact) {
    // Every order of the unseen cards, each card weighted by its chance to come next.
    const deal = (slot: number, extra: boolean, pos: number, weight: number): void => {
      if (slot === schedule.end) return count(weight);
      const h = schedule.hand(slot);
      const open = schedule.open(slot, extra);
      const each = weight / (n - pos);
      for (let i = pos; i < n; i++) {
        // The card at i comes next: swapped to pos for the deeper slots, swapped back after.
        const c = stock[i];
        stock[i] = stock[pos];
        stock[pos] = c;
        low[h] ^= LOW_SUITS[c];
        high[h] ^= HIGH_SUITS[c];
        size[h]++;
        if (open && rankOf(c) === extraRank) deal(slot, true, pos + 1, each);
        else deal(slot + 1, false, pos + 1, each);
        low[h] ^= LOW_SUITS[c];
        high[h] ^= HIGH_SUITS[c];
        size[h]--;
        stock[pos] = stock[i];
        stock[i] = c;
      }
    };
    deal(0, false, 0, 1);
  } else {
    // A partial Fisher–Yates per deal: the stock's order after the last deal is as good a start as any.
    // Scaling 32 random bits to the bound favours some cards by at most n / 2^32 (about 1e-8), far
    // below the sample's own error, and avoids the slow remainder of uniformBelow.
    const random = seededSource(
      situationSeed([situation.hands, situation.streets, situation.extraRank, [...situation.dead].sort((a, b) => a - b), situation.pots]),
    );
    for (let d = 0; d < samples; d++) {
      low.set(startLow);
      high.set(startHigh);
      size.set(startSize);
      let pos = 0;
      for (let slot = 0; slot < schedule.end; slot++) {
        const h = schedule.hand(slot);
        // An open card of the extra rank is followed by another (open) card to the same hand.
        const open = schedule.open(slot, false);
        for (;;) {
          // S1 keeps a real table's stock from running out; a made-up situation may not.
          if (pos === n) throw new RangeError('the stock runs out before the deal ends');
          const i = pos + Math.floor((random.nextUint32() * (n - pos)) / TWO_32);
          const c = stock[i];
          stock[i] = stock[pos];
          stock[pos++] = c;
          low[h] |= LOW_SUITS[c];
          high[h] |= HIGH_SUITS[c];
          size[h]++;
          if (!open || rankOf(c) !== extraRank) break;
        }
      }
      count(1);
    }
  }
  return { tally, exact, deals: exact ? orders : samples };
}
