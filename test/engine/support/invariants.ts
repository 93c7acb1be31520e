/**
 * The invariants random legal play must keep, whatever the profile (property tests): chips are
 * conserved (chips carried between deals included), every card is in one place, views are private
 * (G11), and the legality spec the engine's own checks are measured against.
 */
import {
  getProfile,
  uniformBelow,
  view,
  type Action,
  type HandState,
  type Legal,
  type RandomSource,
} from '../../../src/engine/index.ts';

export const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Chips at the table: stacks, what is in the middle and what earlier deals left there (F7, B10);
 * once the hand is over, stacks and what stays on the table for the next deal. Always the stacks
 * the hand started with plus the chips it was carried.
 */
export function chipsInPlay(state: HandState): number {
  const stacks = total(state.seats.map((s) => s.stack));
  if (state.result) return stacks + (state.result.leftOnTable ?? 0);
  return stacks + total(state.seats.map((s) => s.committed)) + (state.config.carried?.chips ?? 0);
}

/**
 * Every card of the game's deck exactly once across stock, muck, board, live hands and the
 * discards of exchanges not yet complete (B6). Without a recorded deck (chip ledger, explicit
 * deals) the engine knows only how many cards the stock holds (D7, F10): the counts must add up.
 */
export function cardsAccountedFor(state: HandState): boolean {
  if (!state.stock) return stockCounted(state);
  const all = [...state.stock, ...state.muck, ...state.board, ...laterRuns(state), ...(state.draw?.discards ?? []), ...(state.draw?.deferred?.discards ?? [])];
  for (const s of state.seats) if (!s.folded) all.push(...(s.cards as number[]));
  const size = getProfile(state.config.profile).deck(state.config).length;
  return all.length === size && new Set(all).size === size;
}

/** H13: the board cards of the runs after the first. */
const laterRuns = (state: HandState) => state.runout?.runs.flat() ?? [];

function stockCounted(state: HandState): boolean {
  if (state.undealt === null) return true;
  const profile = getProfile(state.config.profile);
  const boardAt = (street: number) => total(profile.streets.slice(0, street).map((s) => (s.kind === 'deal' && s.to === 'board' ? s.count : 0)));
  // The chip ledger's board is on the real table (its typed cards are some of those): count the
  // board streets the hand went through, in each run of the board (H13).
  const runs = state.runout?.runs.length ?? 0;
  const shared = state.tabled ?? 0;
  const board =
    state.config.dealing === 'ledger'
      ? runs === 0
        ? boardAt(state.street)
        : boardAt(profile.streets.length) + (runs - 1) * (boardAt(profile.streets.length) - shared) + boardAt(state.street) - shared
      : state.board.length + laterRuns(state).length;
  const held = total(state.seats.filter((s) => !s.folded).map((s) => s.cards.length));
  const pending = (state.draw?.discards.length ?? 0) + (state.draw?.deferred?.discards.length ?? 0);
  return state.undealt >= 0 && state.undealt + held + board + state.muck.length + pending === profile.deck(state.config).length;
}

/** G11: every card a view holds is the viewer's own, face up, shown, or on the board. */
export function viewIsPrivate(state: HandState, viewer: number | 'table'): boolean {
  const allowed = new Set<number>([...state.board, ...laterRuns(state)]);
  state.seats.forEach((s, seat) =>
    s.cards.forEach((c, i) => {
      if (c !== null && (seat === viewer || s.shown || s.up[i])) allowed.add(c);
    }),
  );
  if (typeof viewer === 'number') for (const a of state.log) if (a.type === 'draw' && a.seat === viewer && typeof a.discard !== 'number') a.discard.forEach((c) => allowed.add(c));
  const v = view(state, viewer);
  const seen: (number | null)[] = [...v.board, ...(v.runout?.boards.flat() ?? []), ...v.seats.flatMap((s) => s.cards)];
  for (const e of v.record) {
    if ('cards' in e && e.cards) seen.push(...e.cards);
    if (e.type === 'draw' && e.discard) seen.push(...e.discard);
  }
  if ('deck' in v || 'stock' in v || 'log' in v || 'muck' in v) return false;
  return seen.every((c) => c === null || allowed.has(c));
}

/** The spec of legality, independent of the engine's own checks. */
export function isLegal(state: HandState, legal: Legal, action: Action): boolean {
  if (!('seat' in action)) return false;
  const option = legal.actions.find((o) => o.type === action.type);
  if (!option) return false;
  // At a chip-ledger showdown the table acts for any listed seat.
  const seats = 'seats' in option ? option.seats : undefined;
  if (seats ? !seats.includes(action.seat) : action.seat !== legal.seat) return false;
  switch (action.type) {
    case 'bet':
    case 'raise':
      return option.type === action.type && Number.isInteger(action.to) && action.to >= option.min && action.to <= option.max;
    case 'draw': {
      if (option.type !== 'draw' || typeof action.discard === 'number') return false;
      const hand = state.seats[action.seat].cards;
      const d = action.discard;
      return d.length >= option.min && d.length <= option.max && new Set(d).size === d.length && d.every((c) => hand.includes(c));
    }
    case 'show':
      return option.type === 'show' && (!option.cardsRequired || action.cards?.length === state.seats[action.seat].cards.length);
    default:
      return true;
  }
}

/** Actions a careless or malicious caller might send. */
export function probe(state: HandState, legal: Legal, rng: RandomSource): Action {
  const n = state.seats.length;
  const seat = uniformBelow(rng, 3) === 0 ? uniformBelow(rng, n + 2) - 1 : (legal.seat ?? 0);
  const ranged = legal.actions.find((o) => o.type === 'bet' || o.type === 'raise');
  const edges = ranged && 'min' in ranged ? [ranged.min - 1, ranged.max + 1, ranged.min, ranged.max, 0, 2.5] : [0, 1, 7, -3];
  const to = edges[uniformBelow(rng, edges.length)];
  const hand = legal.seat !== null ? state.seats[legal.seat].cards.filter((c): c is number => c !== null) : [];
  switch (uniformBelow(rng, 8)) {
    case 0:
      return { type: 'fold', seat };
    case 1:
      return { type: 'check', seat };
    case 2:
      return { type: 'call', seat };
    case 3:
      return { type: 'bet', seat, to };
    case 4:
      return { type: 'raise', seat, to };
    case 5:
      return { type: 'draw', seat, discard: uniformBelow(rng, 2) ? hand.slice(0, uniformBelow(rng, 7)) : [uniformBelow(rng, 52)] };
    case 6:
      return { type: 'show', seat };
    default:
      return { type: 'muck', seat };
  }
}
