/**
 * The draw (D6, D7; later B6, F9, F10): each player still in, in turn from the dealer's next,
 * discards some closed cards and receives exactly as many. All-in players draw too (D6, D11).
 *
 * D7, the stock rule: when the undealt cards are not enough for the player about to receive,
 * the remainder is shuffled together with the earlier discards of the *other* players and the
 * folded hands (the muck); that player's own discards of this draw stay out until his exchange
 * is complete, and cards of live hands are never mixed in. The shuffle's order is chance: the
 * engine asks for it (`reshuffle`) and records it, so the hand still replays exactly. Without a
 * recorded deck (explicit or ledger dealing) the engine counts the stock instead, so that a
 * discard cannot be dealt again before the stock runs short either (dealing.ts checkNewCards).
 */
import { withHand, withSeat } from './copy.ts';
import type { Card } from './cards.ts';
import { checkNewCards, dealingOrder, isPermutation, knownCards, refillStock } from './dealing.ts';
import type { Profile, Street } from './profiles/profile.ts';
import { seatName } from './words.ts';
import type { Action, HandState, Pending, Refusal, Seat } from './types.ts';

type DrawStreet = Extract<Street, { kind: 'draw' }>;

/** D6: everyone still in draws, in order from the dealer's next. */
export function startDraw(state: HandState, profile: Profile): HandState {
  return withHand(state, { draw: { queue: dealingOrder(state, profile), current: -1, owed: 0, discards: [], deferred: null } });
}

/** How many cards a seat may exchange in this draw (B6: the privileged seat more). */
export function drawLimit(state: HandState, street: DrawStreet, seat: Seat): { min: number; max: number; now: number } {
  const privilege = street.privilege?.(state);
  const max = privilege && privilege.seat === seat ? privilege.max : street.max;
  const now = privilege && privilege.seat === seat ? privilege.now : max;
  return { min: street.min, max: Math.min(max, state.seats[seat].cards.length), now };
}

/** The discard of the seat whose turn it is to draw. */
export function applyDiscard(state: HandState, action: Extract<Action, { type: 'draw' }>, street: DrawStreet): HandState | Refusal {
  const s = state.seats[action.seat];
  const known = s.cards.every((c) => c !== null);
  const { discard } = action;
  const count = typeof discard === 'number' ? discard : discard.length;
  const { min, max, now } = drawLimit(state, street, action.seat);
  if (!Number.isInteger(count) || count < min) {
    return { code: 'BAD_AMOUNT', min, message: `discard at least ${min}` };
  }
  if (count > max) return { code: 'TOO_MANY_CARDS', max, message: `discard at most ${max}` };
  let cards: (Card | null)[];
  let discards: (Card | null)[];
  if (typeof discard === 'number' || (!known && discard.length === 0)) {
    if (known) return { code: 'CARDS_REQUIRED', message: 'name the cards to discard' };
    cards = s.cards.slice(0, s.cards.length - count);
    discards = Array<null>(count).fill(null);
  } else {
    if (!known) return { code: 'WRONG_PHASE', message: 'these cards are unknown: give the number of cards' };
    if (new Set(discard).size !== discard.length || discard.some((c) => !s.cards.includes(c))) {
      return { code: 'NOT_YOUR_CARD', message: 'discard only cards of your own hand, each once' };
    }
    discards = discard.slice();
    cards = s.cards.filter((c) => !discard.includes(c as Card));
  }
  const seats = state.seats.slice();
  seats[action.seat] = withSeat(s, { cards, up: s.up.slice(0, cards.length), exchanged: [...s.exchanged, count] });
  if (count > now) {
    // B6: `now` cards at once, the rest after everyone else; his discards wait out of D7 until then.
    const deferred = { seat: action.seat, owed: count - now, discards };
    return withHand(state, { seats, draw: { ...state.draw!, current: action.seat, owed: now, discards: [], deferred } });
  }
  return withHand(state, { seats, draw: { ...state.draw!, current: action.seat, owed: count, discards } });
}

/** B6: everyone else has exchanged; the privileged seat's remaining cards are due now. */
export function resumeDeferred(state: HandState): HandState {
  const { seat, owed, discards } = state.draw!.deferred!;
  return withHand(state, { draw: { queue: [seat], current: seat, owed, discards, deferred: null } });
}

/**
 * Give the current drawer his replacement cards: from the stock (`deck`, after a D7 reshuffle
 * if it is short), as unknown cards (`ledger`), or wait for a `deal` (`explicit`).
 */
export function dealReplacements(state: HandState): { state: HandState; wait?: Pending } {
  const draw = state.draw!;
  const seat = draw.current;
  const { dealing } = state.config;
  if (draw.owed === 0) return { state: finishExchange(state, []) }; // stood pat
  if (dealing === 'explicit') return { state, wait: { kind: 'deal', needs: [{ to: seat, count: draw.owed }] } };
  if (dealing === 'ledger') {
    return { state: finishExchange(takenFromStock(state, draw.owed), Array<null>(draw.owed).fill(null)) };
  }
  const stock = state.stock!;
  if (stock.length < draw.owed) return { state, wait: { kind: 'reshuffle', cards: [...stock, ...knownCards(state.muck)] } };
  return { state: finishExchange(withHand(state, { stock: stock.slice(draw.owed) }), stock.slice(0, draw.owed)) };
}

/** D7 without a recorded deck: `owed` cards leave the counted stock, the muck shuffled in first if it is too short. */
function takenFromStock(state: HandState, owed: number): HandState {
  const ready = state.undealt! < owed ? refillStock(state) : state;
  return withHand(ready, { undealt: ready.undealt! - owed });
}

/**
 * The replacements arrive (from the stock or from an explicit `deal`): the seat's exchange ends,
 * and only now do his discards join the muck (D7).
 */
function finishExchange(state: HandState, received: readonly (Card | null)[]): HandState {
  const draw = state.draw!;
  const seats = state.seats.slice();
  const s = seats[draw.current];
  seats[draw.current] = withSeat(s, { cards: [...s.cards, ...received], up: [...s.up, ...received.map(() => false)] });
  const muck = draw.discards.length > 0 ? [...state.muck, ...draw.discards] : state.muck;
  return withHand(state, { seats, muck, draw: { queue: draw.queue.slice(1), current: -1, owed: 0, discards: [], deferred: draw.deferred } });
}

/** An explicit `deal` of replacement cards (after the muck is shuffled in, if the stock is short: D7). */
export function applyReplacementDeal(state: HandState, action: Extract<Action, { type: 'deal' }>): HandState | Refusal {
  const draw = state.draw!;
  if (action.to !== draw.current) {
    return { code: 'NOT_YOUR_TURN', expected: null, message: `cards are due to ${seatName(state.config, draw.current)}` };
  }
  if (action.cards.length !== draw.owed) {
    return { code: 'WRONG_CARD_COUNT', min: draw.owed, max: draw.owed, message: `deal exactly ${draw.owed}` };
  }
  const ready = takenFromStock(state, draw.owed);
  const refusal = checkNewCards(ready, action.cards);
  if (refusal) return refusal;
  return finishExchange(ready, action.cards);
}

/** D7: the new stock is the reshuffled remainder and muck, in the recorded order. */
export function applyReshuffle(state: HandState, order: readonly Card[], cards: readonly Card[]): HandState | Refusal {
  if (!isPermutation(order, cards)) {
    return { code: 'BAD_DECK', message: 'a reshuffle must order exactly the remaining stock and the muck' };
  }
  return withHand(state, { stock: order.slice(), muck: [] });
}
