/**
 * The escuro (RULES.md B4, B5, B7): brasileiro's blind posts, their re-buys, and who speaks first.
 *
 * B4: the dealer posts one unit and the player on his right ("comprar o escuro") two. B5: before
 * he has seen his cards, the player on the right of the last buyer may buy the escuro again by
 * posting double; the chain moves right and ends when one declines, cannot pay, or it would reach
 * the dealer. The decisions are taken before the deal, so no card of the deciding seat exists yet
 * in any view. B7: the betting starts on the right of the last buyer, who speaks last; while nobody
 * has raised, staying in is *mesa*.
 */
import { withHand, withSeat } from '../copy.ts';
import type { DecisionStep } from './profile.ts';
import { badPosts, wrongPosts } from '../posts.ts';
import { firstAfter } from '../seats.ts';
import { amountWords, seatName } from '../words.ts';
import type { Action, Escuro, HandConfig, HandState, LegalAction, Refusal, ResolvedConfig, Seat } from '../types.ts';

/** The profile runs to the right (B3). */
const RIGHT = -1;

/** B4: what the dealer posts (a table option, 1 by default); the escuro is twice this. */
export const escuroUnit = (config: Pick<HandConfig, 'options'>): number => config.options?.escuro ?? 1;

const dealtIn = (config: HandConfig, seat: Seat) => !config.seats[seat].out && config.seats[seat].stack > 0;

/** B4: the seat that buys the escuro: the first player dealt in on the dealer's right. */
const escuroSeat = (config: HandConfig): Seat =>
  firstAfter(config.seats.length, config.dealer, RIGHT, (seat) => dealtIn(config, seat));

/** B4: blinds per seat, the dealer's post and the escuro. */
export function escuroBlinds(config: HandConfig): number[] {
  const unit = escuroUnit(config);
  const buyer = escuroSeat(config);
  return config.seats.map((_, seat) => (seat === buyer ? 2 * unit : seat === config.dealer ? unit : 0));
}

/** Who is dealt in and what each has behind, before or during the re-buys. */
type Table = { readonly config: HandConfig; readonly seats: readonly { readonly inHand: boolean; readonly stack: number }[] };

/** The table as dealt, before anyone posts. */
const tableBeforePosts = (config: HandConfig): Table => ({ config, seats: config.seats.map((s, seat) => ({ inHand: dealtIn(config, seat), stack: s.stack })) });

/** B5: the seat on the right of `buyer` the chain would move to, or -1: it never reaches the dealer. */
function nextInChain({ config, seats }: Table, buyer: Seat): Seat {
  const seat = firstAfter(seats.length, buyer, RIGHT, (s) => seats[s].inHand);
  return seat < 0 || seat === config.dealer || seat === buyer ? -1 : seat;
}

/** B5: the seat a re-buy is offered to after `buyer` bought for `amount`, or -1 (also when he cannot pay the double). */
function offeree(table: Table, buyer: Seat, amount: number): Seat {
  const seat = nextInChain(table, buyer);
  return seat >= 0 && table.seats[seat].stack >= 2 * amount ? seat : -1;
}

/**
 * B4, B5: the escuro a normal-mode hand starts with, before anything is posted. Posts given in
 * the config (a hand history, where re-buys are blinds) may already hold a chain of re-buys:
 * each seat on the right posting double the one before; its last seat is the buyer.
 */
export function initialEscuro(config: ResolvedConfig): Escuro {
  const table = tableBeforePosts(config);
  const posted = (seat: Seat) => Math.min(config.blinds[seat], config.seats[seat].stack);
  let buyer = escuroSeat(config);
  for (let next = nextInChain(table, buyer); next >= 0 && posted(next) === 2 * posted(buyer); next = nextInChain(table, buyer)) buyer = next;
  // The offeree has posted nothing yet: his whole stack counts.
  const rebuys = config.options.escuroRebuy !== false;
  return { buyer, amount: posted(buyer), open: rebuys && offeree(table, buyer, posted(buyer)) >= 0 };
}

/**
 * B4, B5: the posts a normal-mode hand may start with (a hand history's blinds hold the re-buys
 * too): the dealer one unit, the escuro two on his right, and from there on the right each
 * re-buy double what the one before posted (an escuro bought all-in for less is doubled from
 * what it was), until a seat posts nothing; no antes, nobody else posts.
 */
export function escuroPostsRefusal(config: ResolvedConfig): Refusal | null {
  const wrongAntes = wrongPosts(config, config.antes, () => 0);
  if (wrongAntes.length > 0) return badPosts('B4', `a brasileiro hand has no antes, only the escuro's posts (B4): ${wrongAntes.join(', ')}`);
  const allowed = escuroBlinds(config);
  const table = tableBeforePosts(config);
  let buyer = escuroSeat(config);
  const chain = [buyer];
  for (let next = nextInChain(table, buyer); next >= 0 && config.blinds[next] > 0; next = nextInChain(table, buyer)) {
    allowed[next] = 2 * Math.min(allowed[buyer], config.seats[buyer].stack);
    buyer = next;
    chain.push(next);
  }
  const wrong = wrongPosts(config, config.blinds, (seat) => allowed[seat]);
  if (wrong.length === 0) return null;
  const rule = config.blinds.some((post, seat) => chain.indexOf(seat) > 0 && post !== allowed[seat]) ? 'B5' : 'B4';
  const name = (seat: Seat) => seatName(config, seat);
  const unit = escuroUnit(config);
  return badPosts(
    rule,
    `the dealer (${name(config.dealer)}) posts ${amountWords(config, unit)}, the escuro on his right (${name(chain[0])}) ${amountWords(config, 2 * unit)}, each re-buy further right double the one before, and nobody else posts (B4, B5): ${wrong.join(', ')}`,
  );
}

/** B5 as a decision street: each offeree in turn re-buys or declines. */
export const escuroRebuys: DecisionStep = {
  next(state) {
    const escuro = state.escuro;
    return escuro && escuro.open ? offeree(state, escuro.buyer, escuro.amount) : -1;
  },
  legal(state): LegalAction[] {
    return [{ type: 'rebuy', amount: 2 * state.escuro!.amount }];
  },
  apply(state, action: Action): HandState | Refusal {
    if (action.type !== 'rebuy' || typeof action.accept !== 'boolean') {
      return { code: 'NOT_ALLOWED', reason: 'rebuy', message: 'say whether the escuro is bought again (accept: true or false)' };
    }
    const escuro = state.escuro!;
    if (!action.accept) return withHand(state, { escuro: { ...escuro, open: false } });
    const amount = 2 * escuro.amount;
    const seats = state.seats.slice();
    const s = seats[action.seat];
    seats[action.seat] = withSeat(s, { stack: s.stack - amount, bet: s.bet + amount, committed: s.committed + amount, allIn: s.stack === amount });
    const open = offeree({ config: state.config, seats }, action.seat, amount) >= 0;
    return withHand(state, { seats, escuro: { buyer: action.seat, amount, open } });
  },
};

/** B7: the betting starts on the right of the last escuro buyer, who speaks last. */
export function rightOfBuyer(state: HandState): Seat {
  const buyer = state.escuro?.buyer ?? escuroSeat(state.config);
  return firstAfter(state.seats.length, buyer, RIGHT, (seat) => state.seats[seat].inHand && !state.seats[seat].folded);
}

/** B7: staying in without raising is *mesa* until somebody raises above the escuro. */
export function labelMesa(state: HandState, actions: readonly LegalAction[]): LegalAction[] {
  const mesa = state.round!.aggressor < 0;
  return actions.map((a) => ((a.type === 'call' || a.type === 'check') && mesa ? { ...a, mesa: true } : a));
}
