/**
 * Dealing (D2, H1, G10): cards go out one at a time from the seat after the dealer, in the
 * profile's direction, with no burn cards. Where the cards come from depends on the config's
 * `dealing`: a recorded deck order, explicit `deal` actions, or unknown cards (chip ledger).
 */
import { withHand, withSeat } from './copy.ts';
import { formatCard, type Card } from './cards.ts';
import { closedDue, earnsExtra, extraDealFaces, extrasEarned } from './extras.ts';
import type { Profile, Street } from './profiles/profile.ts';
import { isSeat, seatsAfter } from './seats.ts';
import { profileOf } from './profiles/registry.ts';
import { addToRun, currentRun, laterRunCards, runBoard } from './runout.ts';
import { seatName } from './words.ts';
import type { Action, HandState, Pending, Refusal, ResolvedConfig, Seat } from './types.ts';

export type DealStreet = Extract<Street, { kind: 'deal' }>;

/** Seats dealt in and still holding cards, in dealing order (the dealer's next first). */
export function dealingOrder(state: HandState, profile: Profile): Seat[] {
  return seatsAfter(state.seats.length, state.config.dealer, profile.direction).filter(
    (seat) => state.seats[seat].inHand && !state.seats[seat].folded,
  );
}

/** How many cards each target must hold once this street is dealt. */
function targets(state: HandState, profile: Profile): { seatCards: number; boardCards: number } {
  let seatCards = 0;
  let boardCards = 0;
  for (let i = 0; i <= state.street; i++) {
    const street = profile.streets[i];
    if (street.kind !== 'deal') continue;
    if (street.to === 'seats') seatCards += street.faces.length;
    else boardCards += street.count;
  }
  return { seatCards, boardCards };
}

/** What an explicit deal still waits for in this street (empty when it is complete); S1 extras included. */
function dealNeeds(state: HandState, profile: Profile, street: DealStreet): { to: Seat | 'board'; count: number }[] {
  const { seatCards, boardCards } = targets(state, profile);
  if (street.to === 'board') {
    // H13: a later run is dealt up to the same board size as the first.
    const board = runBoard(state, currentRun(state)).length;
    return board < boardCards ? [{ to: 'board', count: boardCards - board }] : [];
  }
  const due = (seat: Seat) => seatCards + extrasEarned(profile, state.seats[seat]) - state.seats[seat].cards.length;
  return dealingOrder(state, profile)
    .filter((seat) => due(seat) > 0)
    .map((seat) => ({ to: seat, count: due(seat) }));
}

/**
 * Chip ledger where open cards decide the play (S1, S5): the closed cards of the street are dealt
 * unknown at once; the table then tells each seat's open cards (`deal`, a card or null).
 */
function dealLedgerClosed(state: HandState, profile: Profile, street: DealStreet): { state: HandState; wait?: Pending } {
  const closed = closedDue(state, profile);
  const order = dealingOrder(state, profile);
  let count = 0;
  const seats = state.seats.map((s, seat) => {
    const missing = closed - s.up.filter((up) => !up).length;
    if (!order.includes(seat) || missing <= 0) return s;
    count += missing;
    return withSeat(s, { cards: [...s.cards, ...Array<null>(missing).fill(null)], up: [...s.up, ...Array<boolean>(missing).fill(false)] });
  });
  const dealt = withHand(state, { seats, undealt: took(state, count) });
  const needs = dealNeeds(dealt, profile, street);
  return needs.length > 0 ? { state: dealt, wait: { kind: 'deal', needs } } : { state: dealt };
}

/** Deal a street from the stock (`deck`) or as unknown cards (`ledger`); `explicit` waits. */
export function dealStreet(state: HandState, profile: Profile, street: DealStreet): { state: HandState; wait?: Pending } {
  const { dealing } = state.config;
  if (dealing === 'explicit') {
    const needs = dealNeeds(state, profile, street);
    return needs.length > 0 ? { state, wait: { kind: 'deal', needs } } : { state };
  }
  if (dealing === 'ledger' && profile.extraCard && street.to === 'seats') return dealLedgerClosed(state, profile, street);
  if (dealing === 'deck' && state.stock === null) return { state, wait: { kind: 'shuffle' } };
  const stock = state.stock ? state.stock.slice() : null;
  const take = (): Card | null => (stock ? stock.shift()! : null);
  if (street.to === 'board') {
    // Chip ledger: the board lies on the real table only.
    if (!stock) return { state: withHand(state, { undealt: took(state, street.count) }) };
    const cards = stock.splice(0, street.count);
    return { state: withHand(addToRun(state, currentRun(state), cards), { stock }) };
  }
  const order = dealingOrder(state, profile);
  const cards = state.seats.map((s) => s.cards.slice());
  const up = state.seats.map((s) => s.up.slice());
  for (const face of street.faces) {
    for (const seat of order) {
      // S1: an open card that earns an extra is followed at once by another, before the next seat's.
      let card = take();
      cards[seat].push(card);
      up[seat].push(face === 'open');
      while (earnsExtra(profile, card, face === 'open')) {
        card = take();
        cards[seat].push(card);
        up[seat].push(true);
      }
    }
  }
  const seats = state.seats.map((s, seat) => (order.includes(seat) ? withSeat(s, { cards: cards[seat], up: up[seat] }) : s));
  const count = order.reduce((n, seat) => n + cards[seat].length - state.seats[seat].cards.length, 0);
  return { state: withHand(state, { seats, stock, undealt: took(state, count) }) };
}

/** Every known card a seat holds or a board shows (H13: every run's), plus the discards of an exchange not yet complete. */
function cardsInUse(state: HandState): Set<Card> {
  const used = new Set<Card>(state.runout ? [...state.board, ...laterRunCards(state)] : state.board);
  for (const s of state.seats) if (!s.folded) for (const c of s.cards) if (c !== null) used.add(c);
  if (state.draw) for (const c of [...state.draw.discards, ...(state.draw.deferred?.discards ?? [])]) if (c !== null) used.add(c);
  return used;
}

const isCard = (c: unknown): c is Card => Number.isInteger(c) && (c as number) >= 0 && (c as number) < 52;

/** The cards of a table's deck (B2, F1) as a mask over the 52, and how many; worked out once per hand's config. */
export interface TableDeck {
  readonly holds: Uint8Array;
  readonly size: number;
}

const decks = new WeakMap<ResolvedConfig, TableDeck>();

export function tableDeck(config: ResolvedConfig, profile: Profile): TableDeck {
  let table = decks.get(config);
  if (!table) {
    const cards = profile.deck(config);
    const holds = new Uint8Array(52);
    for (const c of cards) holds[c] = 1;
    decks.set(config, (table = { holds, size: cards.length }));
  }
  return table;
}

/**
 * Cards given by hand (an explicit deal, a ledger's typed cards): they must be real cards of this
 * table's deck (B2, F1), distinct, not in play, and still in the stock — a discard or a folded
 * card comes back only when the stock runs short and the muck is shuffled in (D7, F10).
 */
export function checkNewCards(state: HandState, cards: readonly (Card | null)[]): Refusal | null {
  const profile = profileOf(state);
  const { holds } = tableDeck(state.config, profile);
  const used = cardsInUse(state);
  for (const c of cards) {
    if (c === null) continue;
    if (!isCard(c)) return { code: 'BAD_DECK', message: `${String(c)} is not a card` };
    if (!holds[c]) {
      const rule = profile.clauses.deck;
      return { code: 'NOT_IN_DECK', card: c, rule, message: `${formatCard(c)} is not in this table's deck (${rule})` };
    }
    if (used.has(c)) return { code: 'CARD_IN_USE', card: c, message: `${formatCard(c)} is already in play` };
    if (state.muck.includes(c)) {
      const rule = profile.clauses.stock;
      return { code: 'NOT_IN_STOCK', card: c, rule, message: `${formatCard(c)} was discarded or folded: it is not dealt again while undealt cards remain (${rule})` };
    }
    used.add(c);
  }
  return null;
}

/** The cards of a list that anyone saw (a recorded deck's muck holds only those). */
export const knownCards = (cards: readonly (Card | null)[]): Card[] => cards.filter((c): c is Card => c !== null);

/** D7, F10 without a recorded deck: the muck is shuffled into the stock (its cards may be dealt again). */
export const refillStock = (state: HandState): HandState => withHand(state, { undealt: state.undealt! + state.muck.length, muck: [] });

/** Cards left the stock (explicit and ledger dealing count them, known or not). */
const took = (state: HandState, count: number): number | null => (state.undealt === null ? null : state.undealt - count);

/** `true` when `order` holds exactly the cards of `expected`, each once. */
export function isPermutation(order: readonly Card[], expected: readonly Card[]): boolean {
  if (order.length !== expected.length) return false;
  // 0 = not expected, 1 = expected and unseen, 2 = seen.
  const marks = new Uint8Array(52);
  for (const c of expected) marks[c] = 1;
  for (const c of order) {
    if (!isCard(c) || marks[c] !== 1) return false;
    marks[c] = 2;
  }
  return true;
}

/** A `deal` action in explicit dealing: the cards for one seat (or the board) in this street. */
export function applyDeal(
  state: HandState,
  action: Extract<Action, { type: 'deal' }>,
  needs: readonly { to: Seat | 'board'; count: number }[],
  faceUp: (index: number) => boolean = () => false,
  profile?: Profile,
): HandState | Refusal {
  const need = needs.find((n) => n.to === action.to);
  if (!need) return { code: 'NOT_YOUR_TURN', message: `no cards are due to ${action.to === 'board' || isSeat(state, action.to) ? dealtTo(state, action.to) : String(action.to)} now` };
  if (need !== needs[0]) {
    // D2, S3: one seat after the other from the dealer's next; an open 4's extra card before the next seat's.
    const rule = profileOf(state).clauses.deal;
    const first = needs[0].to as Seat;
    return { code: 'DEAL_ORDER', expected: first, rule, message: `${dealtTo(state, first)} is dealt before ${dealtTo(state, need.to)} (${rule})` };
  }
  if (profile?.extraCard && action.to !== 'board') return applyExtraDeal(state, action, need.count, profile);
  if (action.cards.length !== need.count) {
    return { code: 'WRONG_CARD_COUNT', min: need.count, max: need.count, message: `deal exactly ${need.count}` };
  }
  const refusal = checkNewCards(state, action.cards);
  if (refusal) return refusal;
  const undealt = took(state, action.cards.length);
  if (action.to === 'board') {
    if (action.cards.some((c) => c === null)) return { code: 'CARDS_REQUIRED', message: 'board cards must be known' };
    return withHand(addToRun(state, currentRun(state), action.cards as Card[]), { undealt });
  }
  const seats = state.seats.slice();
  const s = seats[action.to];
  seats[action.to] = withSeat(s, { cards: [...s.cards, ...action.cards], up: [...s.up, ...action.cards.map((_, i) => faceUp(i))] });
  return withHand(state, { seats, undealt });
}

const dealtTo = (state: HandState, to: Seat | 'board') => (to === 'board' ? 'the board' : seatName(state.config, to));


/** S1: a deal to a seat in a profile with extra open cards, whose count the open cards decide. */
function applyExtraDeal(state: HandState, action: Extract<Action, { type: 'deal' }>, due: number, profile: Profile): HandState | Refusal {
  const seat = action.to as Seat;
  const s = state.seats[seat];
  if (action.cards.length === 0) return { code: 'WRONG_CARD_COUNT', min: 1, max: due, message: 'deal at least one card' };
  const up = extraDealFaces(state, profile, s, action.cards, due);
  if ('code' in up) return up;
  const refusal = checkNewCards(state, action.cards);
  if (refusal) return refusal;
  const seats = state.seats.slice();
  seats[seat] = withSeat(s, { cards: [...s.cards, ...action.cards], up: [...s.up, ...up] });
  return withHand(state, { seats, undealt: took(state, action.cards.length) });
}
