import type { Card } from '../cards.ts';
import { apply, newHand } from '../game.ts';
import type { Profile } from '../profiles/profile.ts';
import { getProfile } from '../profiles/registry.ts';
import { seatsAfter } from '../seats.ts';
import { countLive, showingOrder } from '../showdown.ts';
import type { Action, HandState, Seat } from '../types.ts';
import { formatNet, NET_FIELD, phhScale } from './baseball.ts';
import { PhhError } from './errors.ts';
import { brasileiroBlinds, brasileiroFields } from './brasileiro.ts';
import { fechadoFields } from './fechado.ts';
import { headsUpSwap } from './forced.ts';
import { holdemBlinds, holdemFields, onHoldemTable } from './holdem.ts';
import { runBoards } from '../runout.ts';
import { PHH_VARIANTS, type PhhHand, type PhhVariant } from './hand.ts';
import type { PhhAction, PhhCard } from './notation.ts';

const VARIANT_OF = new Map(Object.entries(PHH_VARIANTS).map(([code, profile]) => [profile as string, code as PhhVariant]));

/** The seats dealt in, from the dealer's left round to the dealer: PHH's p1 … pN. */
function playerOrder(state: HandState): Seat[] {
  const count = state.seats.length;
  const order: Seat[] = [];
  for (let i = 1; i <= count; i++) {
    const seat = (state.config.dealer + i) % count;
    if (state.seats[seat].inHand) order.push(seat);
  }
  return order;
}

const discardCount = (discard: readonly Card[] | number) => (typeof discard === 'number' ? discard : discard.length);

/** The decision a player's own action records; shows are read from the state (some are automatic). */
function decision(action: Action, player: number, scale: number): PhhAction | null {
  switch (action.type) {
    case 'fold':
      return { kind: 'fold', player };
    case 'check':
    case 'call':
      return { kind: 'check-call', player };
    case 'bet':
    case 'raise':
      return { kind: 'bet', player, amount: action.to / scale };
    case 'draw': {
      const cards = typeof action.discard === 'number' ? Array<PhhCard>(action.discard).fill(null) : [...action.discard];
      return { kind: 'discard', player, cards };
    }
    case 'muck':
      return { kind: 'muck', player };
    case 'award':
      throw new PhhError(`the table named the winners of pot ${action.pot} (chip-ledger mode): PHH has no action for that`);
    case 'lead':
      throw new PhhError('the table named who starts a round, its open cards untold (chip-ledger mode): PHH has no action for that');
    case 'openers':
      throw new PhhError('the table said whether an opener showed openers he held unseen (chip-ledger mode): PHH has no action for that');
    case 'claimBonus':
      throw new PhhError('the table claimed a bonus hand it saw shown, its cards untyped (chip-ledger mode): PHH has no action for that');
    default:
      return null;
  }
}

/** Board sizes at which a street ends (hold'em: 3, 4, 5), so that a run-out is dealt street by street. */
function boardSteps(profile: Profile): number[] {
  const steps: number[] = [];
  for (const street of profile.streets) {
    if (street.kind === 'deal' && street.to === 'board') steps.push((steps.at(-1) ?? 0) + street.count);
  }
  return steps;
}

const BETTING: ReadonlySet<Action['type']> = new Set(['fold', 'check', 'call', 'bet', 'raise']);

/** H14: what the last player in may do about his hand when everyone folded. */
const BOUNTY_CLAIMS: ReadonlySet<Action['type']> = new Set(['show', 'muck', 'claimBonus']);

/**
 * The order in which the engine turned hands up during one step (D13, H7). A showing under way
 * keeps its queue. One that starts in this step was ordered from the betting round that just
 * closed: a betting action leaves that round in `before` (the all-in run-out that follows may
 * replace it in `after`); a draw or a deal leads to a showdown ordered by the round in `after`.
 */
function showOrder(action: Action, before: HandState, after: HandState, profile: Profile): readonly Seat[] {
  if (before.showdown) return before.showdown.queue;
  return showingOrder(BETTING.has(action.type) ? before : after, profile);
}

/**
 * What one applied action looks like in PHH, in the order things happen at the table: the
 * player's decision; hole cards it caused to be dealt (a draw's replacements), in player order;
 * the hands turned up (in showing order, automatic shows included: PHH records every show);
 * then the board, street by street (an all-in run-out comes after the hands are shown, H7).
 */
function describeStep(action: Action | null, before: HandState, after: HandState, order: Seat[], profile: Profile): PhhAction[] {
  const out: PhhAction[] = [];
  const playerOf = (seat: Seat) => order.indexOf(seat);
  const scale = phhScale(before.config.profile);
  // H14: PokerKit ends a hold'em hand at the last fold; the lone winner's show, claim or muck then
  // only claimed the 7-2 bounty, which is no part of the hand's play (`_mesa_bounty_72`).
  if (action && BOUNTY_CLAIMS.has(action.type) && profile.id === 'holdem' && countLive(before).live <= 1) return out;
  if (action?.type === 'show' && before.config.dealing === 'ledger') {
    // G12: the table types shown cards in any order, and a PHH replay needs the showing order.
    throw new PhhError('the table typed the cards shown at a chip-ledger showdown: Mesa does not write those as PHH');
  }
  const own = action && ('seat' in action ? decision(action, playerOf(action.seat), scale) : decision(action, -1, scale));
  if (own) out.push(own);
  // B6: the drawer's replacements (after a discard, or a D7 reshuffle) come before a card owed from earlier (the delayed fourth).
  const drawer = action?.type === 'draw' ? action.seat : (before.draw?.current ?? -1);
  // Cards go out in the profile's direction from the dealer (brasileiro deals to the right, B3).
  const dealing = seatsAfter(before.seats.length, before.config.dealer, profile.direction).filter((seat) => order.includes(seat));
  const dealOrder = drawer >= 0 ? [drawer, ...dealing.filter((seat) => seat !== drawer)] : dealing;
  dealOrder.forEach((seat) => {
    const player = playerOf(seat);
    // Cards arrive at the end of a hand; a draw first takes the discards out (draw.ts).
    const kept = before.seats[seat].cards.length - (action?.type === 'draw' && action.seat === seat ? discardCount(action.discard) : 0);
    const dealt = after.seats[seat].cards.slice(kept);
    if (dealt.length > 0) out.push({ kind: 'deal-hole', player, cards: dealt });
  });
  for (const seat of action ? showOrder(action, before, after, profile) : []) {
    if (after.seats[seat].shown && !before.seats[seat].shown) {
      out.push({ kind: 'show', player: playerOf(seat), cards: [...after.seats[seat].cards] });
    }
  }
  if (after.config.dealing === 'ledger') {
    // G12: the board lies on the real table only, and PHH deals no unknown board card.
    for (let i = before.street + 1; i <= after.street; i++) {
      const street = profile.streets[i];
      if (street?.kind === 'deal' && street.to === 'board') {
        throw new PhhError('the board lay on the real table only (chip-ledger mode): PHH needs its cards');
      }
    }
    return out;
  }
  // H13: each run's board after the one before, from the cards out when the hands were tabled.
  const boardsBefore = runBoards(before);
  runBoards(after).forEach((board, run) => {
    let from = boardsBefore[run]?.length ?? after.tabled ?? 0;
    for (const step of boardSteps(profile)) {
      if (step > from && step <= board.length) {
        out.push({ kind: 'deal-board', cards: board.slice(from, step) as Card[] });
        from = step;
      }
    }
  });
  return out;
}

/** One applied action of a hand's log, the states around it and what it looks like in PHH. */
export interface HistoryStep {
  /** null: the hand's start (its posts, and a chip-ledger hand's unknown cards). */
  readonly action: Action | null;
  readonly before: HandState;
  readonly after: HandState;
  /** PHH's players p1 … pN: the seats dealt in, from the dealer's left round to the dealer. */
  readonly order: readonly Seat[];
  readonly said: readonly PhhAction[];
}

/**
 * The walk over a hand's log that every hand-history writer shares (PHH here, PokerStars in
 * ../pokerstars): the log replayed step by step, so that the cards each action dealt (from a
 * shuffled deck or explicitly) are said right after it, as a dealer announces them. Throws
 * PhhError for what a history cannot say (chip-ledger winners, a board only the table saw, …).
 */
export function handSteps(state: HandState): HistoryStep[] {
  const profile = getProfile(state.config.profile);
  const order = playerOrder(state);
  let current = newHand(state.config);
  // G12: a chip-ledger hand deals its (unknown) cards in newHand itself, before any logged action.
  const undealt: HandState = { ...current, board: [], seats: current.seats.map((seat) => ({ ...seat, cards: [] })) };
  const steps: HistoryStep[] = [{ action: null, before: undealt, after: current, order, said: describeStep(null, undealt, current, order, profile) }];
  for (const action of state.log) {
    const result = apply(current, action);
    if (!result.ok) throw new PhhError(`the hand's own log does not replay: ${result.error.message}`);
    steps.push({ action, before: current, after: result.state, order, said: describeStep(action, current, result.state, order, profile) });
    current = result.state;
  }
  return steps;
}

/**
 * A hand played by the engine, as a PHH hand history: the actions its walk says (handSteps).
 * `metadata` adds optional fields (event, hand number, …);
 * `players` and, once the hand is over, `finishing_stacks` come from the state.
 */
export function exportPhh(state: HandState, metadata: Partial<PhhHand> = {}): PhhHand {
  const { config } = state;
  const variant = VARIANT_OF.get(config.profile);
  if (variant === undefined) throw new PhhError(`Mesa writes no PHH variant for ${config.profile} yet`);
  const order = playerOrder(state);
  const perPlayer = (values: readonly number[]) => order.map((seat) => values[seat]);
  // B5: brasileiro's re-buys of the escuro are posts before the deal, written with the blinds; so is a straddle (H11).
  // M3, M10: Omaha's table is hold'em's, its house options written alike (H13's runs).
  const board = onHoldemTable(config.profile);
  const blinds = config.profile === 'brasileiro' ? brasileiroBlinds(state) : board ? holdemBlinds(state) : config.blinds;

  const actions = handSteps(state).flatMap((step) => step.said);

  // _MESA_BASEBALL: units, not sixtieths; credit (S2), so no stack limits anyone and the result is exact units.
  const scale = phhScale(config.profile);
  const scaled = (values: readonly number[]) => values.map((v) => v / scale);
  const credit = config.credit === true;
  // G7: equal antes are split by level, which PHH calls trimming (PokerKit's default is dead money).
  const antes = perPlayer(config.antes);
  const trimming = board && antes[0] > 0 && antes.every((a) => a === antes[0]);
  const house = board ? holdemFields(state, perPlayer) : {};
  // H14: the 7-2 bounty is paid outside the pots: the stacks as the pots left them (what PokerKit
  // replays to), the bounty beside them in `house`.
  const bounty = config.profile === 'holdem' ? state.result?.bonus : undefined;
  const results = !state.result
    ? {}
    : credit
      ? { user_defined: { ...metadata.user_defined, [NET_FIELD]: perPlayer(state.result.net).map(formatNet) } }
      : { finishing_stacks: perPlayer(state.seats.map((s, seat) => s.stack - (bounty?.[seat] ?? 0))) };
  return {
    variant,
    antes: headsUpSwap(scaled(antes)),
    ...(trimming ? { ante_trimming_status: true } : {}),
    // The blinds at hold'em's table (NT, PO, PLO5), and the posts of fechado's escuro (F13).
    ...(board || blinds.some((b) => b > 0) ? { blinds_or_straddles: headsUpSwap(perPlayer(blinds)) } : {}),
    min_bet: config.minBet / scale,
    starting_stacks: credit ? order.map(() => Infinity) : perPlayer(config.seats.map((s) => s.stack)),
    actions,
    ...metadata,
    ...(config.profile === 'fechado' ? { user_defined: { ...metadata.user_defined, ...fechadoFields(config) } } : {}),
    ...(config.profile === 'brasileiro' ? { user_defined: { ...metadata.user_defined, ...brasileiroFields(config) } } : {}),
    ...(Object.keys(house).length > 0 ? { user_defined: { ...metadata.user_defined, ...house } } : {}),
    players: order.map((seat) => config.seats[seat].name),
    ...results,
  };
}
