/**
 * V1–V10: each player's numbers, PokerTracker-style counts read off a finished hand. The hand's
 * log is walked again from its config (as the hand-history writers walk it, phh/export.ts), since
 * which betting round an action belongs to, and whether a raise was open to the seat, are facts of
 * the state before it, not of the action. The players' book adds them up per night and over the
 * nights; `npm run stats` adds up those of PHH files: both call handNumbers, nothing else counts.
 *
 *   const perSeat = handNumbers(hand);             // one PlayerNumbers per seat of the hand
 *   const all = sumNumbers([perSeat[0], other]);   // a player's total
 *   numberShares(all).vpip                         // { count, of }: VPIP = count / of
 */
import { apply, legalActions, newHand } from './game.ts';
import { getProfile } from './profiles/registry.ts';
import type { Action, HandState, ResolvedConfig, Seat } from './types.ts';

export interface PlayerNumbers {
  /** V1: hands dealt in. */
  readonly hands: number;
  /** V3: hands with a voluntary pre-flop call, bet or raise. */
  readonly vpip: number;
  /** V4: hands with a pre-flop bet or raise. */
  readonly pfr: number;
  /** V5. */
  readonly threeBet: { readonly chances: number; readonly made: number };
  /** V6. */
  readonly sawFlop: number;
  /** V7. */
  readonly showdown: number;
  /** V8. */
  readonly wonAtShowdown: number;
  /** V9: bets and raises after the flop, and calls after it. */
  readonly postflopAggressive: number;
  readonly postflopCalls: number;
  /**
   * What the shares are of (V10): `preflop`, hands in which he had a pre-flop turn (V3, V4);
   * `flop`, hands of a deal that has a flop (V6); `showdown`, the hands that could reach one (V7).
   */
  readonly of: { readonly preflop: number; readonly flop: number; readonly showdown: number };
}

export const NO_NUMBERS: PlayerNumbers = {
  hands: 0,
  vpip: 0,
  pfr: 0,
  threeBet: { chances: 0, made: 0 },
  sawFlop: 0,
  showdown: 0,
  wonAtShowdown: 0,
  postflopAggressive: 0,
  postflopCalls: 0,
  of: { preflop: 0, flop: 0, showdown: 0 },
};

/** Two players' numbers (or one player's of two hands) added up. */
function add(a: PlayerNumbers, b: PlayerNumbers): PlayerNumbers {
  return {
    hands: a.hands + b.hands,
    vpip: a.vpip + b.vpip,
    pfr: a.pfr + b.pfr,
    threeBet: { chances: a.threeBet.chances + b.threeBet.chances, made: a.threeBet.made + b.threeBet.made },
    sawFlop: a.sawFlop + b.sawFlop,
    showdown: a.showdown + b.showdown,
    wonAtShowdown: a.wonAtShowdown + b.wonAtShowdown,
    postflopAggressive: a.postflopAggressive + b.postflopAggressive,
    postflopCalls: a.postflopCalls + b.postflopCalls,
    of: { preflop: a.of.preflop + b.of.preflop, flop: a.of.flop + b.of.flop, showdown: a.of.showdown + b.of.showdown },
  };
}

export const sumNumbers = (list: readonly PlayerNumbers[]): PlayerNumbers => list.reduce(add, NO_NUMBERS);

/** A share as the book shows it: `count` of `of`; `of` = 0 is a number that does not apply (V10, shown "—"). */
export interface Share {
  readonly count: number;
  readonly of: number;
}

export type ShareName = 'vpip' | 'pfr' | 'threeBet' | 'sawFlop' | 'showdown' | 'wonAtShowdown' | 'postflopAggression';

/** V10: each number as a share of what it is counted against, in the order the book lists them. */
export function numberShares(n: PlayerNumbers): Record<ShareName, Share> {
  return {
    vpip: { count: n.vpip, of: n.of.preflop },
    pfr: { count: n.pfr, of: n.of.preflop },
    threeBet: { count: n.threeBet.made, of: n.threeBet.chances },
    sawFlop: { count: n.sawFlop, of: n.of.flop },
    showdown: { count: n.showdown, of: n.of.showdown },
    wonAtShowdown: { count: n.wonAtShowdown, of: n.showdown },
    postflopAggression: { count: n.postflopAggressive, of: n.postflopAggressive + n.postflopCalls },
  };
}

/**
 * V2: the street index of the betting round that plays the part of pre-flop: the game's first
 * betting round, but in a brasileiro deal outside jacker mode, whose abertura (B10) is not
 * played, its one betting round (B7).
 */
function preflopStreet(config: ResolvedConfig): number {
  const streets = getProfile(config.profile).streets;
  if (config.profile === 'brasileiro' && config.mode !== 'jacker') return streets.findIndex((s) => s.kind === 'bet' && s.name === 'apostas');
  return streets.findIndex((s) => s.kind === 'bet');
}

type Betting = Extract<Action, { type: 'fold' | 'check' | 'call' | 'bet' | 'raise' }>;
const BETTING: ReadonlySet<Action['type']> = new Set(['fold', 'check', 'call', 'bet', 'raise']);
const isBetting = (action: Action): action is Betting => BETTING.has(action.type);
const aggressive = (action: Betting) => action.type === 'bet' || action.type === 'raise';

const live = (state: HandState): Seat[] => state.seats.flatMap((s, seat) => (s.inHand && !s.folded ? [seat] : []));
/** F7, F12, B10: a deal that ended with nobody winning (its chips stay on the table): no flop, no showdown. */
const dead = (state: HandState) => state.result !== null && state.result.pots.length === 0;

/** V1–V9: each seat's numbers in one finished hand (seats not dealt in: none). */
export function handNumbers(hand: HandState): PlayerNumbers[] {
  const { config } = hand;
  const preflop = preflopStreet(config);
  // V6: a deal has a flop when a betting round follows the pre-flop one.
  const hasFlop = getProfile(config.profile).streets.some((s, i) => i > preflop && s.kind === 'bet');
  const turn = new Set<Seat>();
  const voluntary = new Set<Seat>();
  const raised = new Set<Seat>();
  const chance = new Set<Seat>();
  const threeBet = new Set<Seat>();
  const saw = new Set<Seat>();
  const postflop = hand.seats.map(() => ({ aggressive: 0, calls: 0 }));
  let raises = 0;
  let flopCame = false;
  // V6: the flop comes when the hand leaves the pre-flop round with two players or more in it.
  const see = (state: HandState) => {
    if (!hasFlop || flopCame || state.street <= preflop || dead(state) || live(state).length < 2) return;
    flopCame = true;
    for (const seat of live(state)) saw.add(seat);
  };
  let state = newHand(config);
  see(state);
  for (const action of hand.log) {
    if (isBetting(action) && state.pending.kind === 'bet') {
      const seat = action.seat;
      if (state.street === preflop) {
        turn.add(seat);
        // V5: facing exactly one bet or raise, with a raise open to him.
        if (raises === 1 && legalActions(state).actions.some((a) => a.type === 'raise')) {
          chance.add(seat);
          if (aggressive(action)) threeBet.add(seat);
        }
        if (action.type === 'call' || aggressive(action)) voluntary.add(seat);
        if (aggressive(action)) {
          raised.add(seat);
          raises++;
        }
      } else if (state.street > preflop) {
        if (aggressive(action)) postflop[seat].aggressive++;
        if (action.type === 'call') postflop[seat].calls++;
      }
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(`the hand's own log does not replay: ${result.error.message}`);
    state = result.state;
    see(state);
  }
  // V7, V8: two players or more still in at the end of a deal somebody won.
  const shown = dead(hand) ? [] : live(hand);
  const atShowdown = shown.length >= 2 ? new Set(shown) : new Set<Seat>();
  const won = (seat: Seat) => (hand.result?.pots ?? []).some((pot) => pot.eligible.length >= 2 && (pot.shares[pot.winners.indexOf(seat)] ?? 0) > 0);
  const one = (yes: boolean) => (yes ? 1 : 0);
  return hand.seats.map((s, seat) =>
    !s.inHand
      ? NO_NUMBERS
      : {
          hands: 1,
          vpip: one(voluntary.has(seat)),
          pfr: one(raised.has(seat)),
          threeBet: { chances: one(chance.has(seat)), made: one(threeBet.has(seat)) },
          sawFlop: one(saw.has(seat)),
          showdown: one(atShowdown.has(seat)),
          wonAtShowdown: one(atShowdown.has(seat) && won(seat)),
          postflopAggressive: postflop[seat].aggressive,
          postflopCalls: postflop[seat].calls,
          of: { preflop: one(turn.has(seat)), flop: one(hasFlop), showdown: hasFlop ? one(saw.has(seat)) : 1 },
        },
  );
}
