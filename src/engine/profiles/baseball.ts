/**
 * baseball, seven-card stud with 3s and 9s wild (RULES.md S1–S10, source 002): ante 1, two
 * closed cards and one open, three more open, one closed; every open 4 gives one more open card
 * at once (S1, extras.ts); a fixed-limit round of 1 with at most 3 raises after each dealt card;
 * the best open hand starts each round (S5); every hand is shown; pots split exactly (S8).
 *
 * Amounts: balances are record units that may go negative (S2: `credit`), counted in sixtieths of
 * a unit so that every split is exact (units.ts). The table's options are said in units, as a
 * table says them (`ante: 1`, `betting: { kind: 'fixed', unit: 1, cap: 3 }`); stacks, bets,
 * actions, pots and views are in sixtieths (`fromUnits`, `formatUnits`).
 */
import { rankOf, type Card } from '../cards.ts';
import { deck } from '../deck.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { exactSplit } from '../pots.ts';
import type { BettingSpec, GameOptions, HandConfig, HandState } from '../types.ts';
import { UNIT } from '../units.ts';
import { antesOnly } from '../posts.ts';
import { highOpenHand } from './baseball-high.ts';
import type { FirstToAct, Profile } from './profile.ts';

const FOUR = 2;

const dealtIn = (config: HandConfig) => config.seats.filter((s) => !s.out).length;

const ranking = (config: HandConfig) => rankingRules('baseball', { players: Math.max(2, dealtIn(config)) });

/** A table's amount in units, as the engine counts it; only whole units keep every split exact (S8). */
function subUnits(what: string, units: number): number {
  if (!Number.isSafeInteger(units) || units < 1) throw new RangeError(`baseball: the ${what} must be a whole number of units, not ${units}`);
  return units * UNIT;
}

/** S5: the best open hand starts; -1 when the chip-ledger table has left open cards unknown (it names who starts). */
const highOpen: FirstToAct = (state: HandState, direction) => {
  const seats = state.seats.map((s) => ({ cards: s.cards, up: s.up, live: s.inHand && !s.folded }));
  return highOpenHand(seats, state.config.dealer, direction, ranking(state.config))?.seat ?? -1;
};

export const baseball: Profile = {
  id: 'baseball',
  players: { min: 2, max: 6 }, // S1
  direction: 1, // S3: clockwise, the dealer rotating left
  streets: [
    { kind: 'post' }, // S3: everyone antes 1
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed', 'open'] }, // S3 (closed cards first: extras.ts)
    { kind: 'bet', first: highOpen, name: 'third' }, // S4: after the first open card
    { kind: 'deal', to: 'seats', faces: ['open'] },
    { kind: 'bet', first: highOpen, name: 'fourth' },
    { kind: 'deal', to: 'seats', faces: ['open'] },
    { kind: 'bet', first: highOpen, name: 'fifth' },
    { kind: 'deal', to: 'seats', faces: ['open'] },
    { kind: 'bet', first: highOpen, name: 'sixth' },
    { kind: 'deal', to: 'seats', faces: ['closed'] }, // S3: the seventh card closed
    { kind: 'bet', first: highOpen, name: 'seventh' },
    { kind: 'showdown' }, // S7
  ],
  deck: () => deck(), // S1: 52 cards, no jokers
  ranking, // S7: 3s and 9s wild
  betting: (options: GameOptions): BettingSpec => {
    const spec = options.betting ?? { kind: 'fixed', unit: 1, cap: 3 }; // S6
    if (spec.kind !== 'fixed') throw new RangeError(`baseball is fixed-limit (S6), not ${spec.kind}`);
    return { kind: 'fixed', unit: subUnits('bet', spec.unit), cap: spec.cap };
  },
  forcedBets: (config) => {
    const options = config.options ?? {};
    const ante = subUnits('ante', options.ante ?? 1); // S3
    const unit = baseball.betting(options);
    return { antes: config.seats.map(() => ante), blinds: config.seats.map(() => 0), minBet: unit.kind === 'fixed' ? unit.unit : UNIT };
  },
  posts: (config) => antesOnly(config, 'S3', 'baseball'),
  clauses: { deck: 'S1', deal: 'S3', stock: 'S1' },
  muck: false, // S7, source §05: everyone shows after the last bets
  showBeforeRunout: false,
  split: exactSplit, // S8
  credit: true, // S2
  extraCard: (card: Card) => rankOf(card) === FOUR, // S1
  sessionPots: 8, // S9
};
