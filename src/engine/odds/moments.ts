/**
 * When the table sees odds, and of what (RULES.md O2, O3, O6, O7): read from a view, so only from
 * cards the table may see (G11). Light on purpose: the screens call it on every render, and only
 * a moment it returns goes to the odds worker.
 *
 *   liveMoment(view(hand, 'table'))   // O2: betting closed, live hands up, cards to come; else null
 *   runoutMoments(hand)               // O7: a finished hand, how the chances went street by street
 */
import { card, rankOf, type Card, type Rank } from '../cards.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { extrasEarned } from '../extras.ts';
import type { Profile } from '../profiles/profile.ts';
import { getProfile } from '../profiles/registry.ts';
import { boardSize } from '../runout.ts';
import { seatsAfter } from '../seats.ts';
import type { HandState, Seat, SeatState } from '../types.ts';
import { view, type HandView, type SeatView } from '../hand-view.ts';
import type { OddsHand, OddsSituation } from './situation.ts';

export interface OddsMoment {
  readonly situation: OddsSituation;
  /** For each of the situation's pots, the view's pots it stands for (pots with the same contestants count once). */
  readonly pots: readonly (readonly number[])[];
  /** The betting round that had just closed (the profile's name for it: 'flop', 'fifth'…). */
  readonly street: string;
  /** Cards out then: board cards (hold'em), or each hand's cards of the streets, extras aside (stud). */
  readonly dealt: number;
  /** H13: the run (0 the first) of a board run more than once, for the streets dealt after the hands were turned up; absent otherwise. */
  readonly run?: number;
}

/** How a profile's cards come, for the odds: a board, or stud streets; null when choices decide them (O3). */
type Shape =
  | { readonly kind: 'board'; readonly size: number; readonly rounds: readonly Round[] }
  | { readonly kind: 'stud'; readonly faces: readonly ('open' | 'closed')[]; readonly extraRank: Rank | null; readonly rounds: readonly Round[] };

/** A betting round and how many cards were out when it was played (board cards, or each hand's cards without extras). */
interface Round {
  readonly dealt: number;
  readonly name: string;
}

function shapeOf(profile: Profile): Shape | null {
  if (profile.streets.some((s) => s.kind === 'draw')) return null; // O3
  const hasBoard = boardSize(profile) > 0;
  let board = 0;
  const faces: ('open' | 'closed')[] = [];
  const rounds: Round[] = [];
  for (const street of profile.streets) {
    if (street.kind === 'deal' && street.to === 'board') board += street.count;
    else if (street.kind === 'deal') faces.push(...street.faces);
    else if (street.kind === 'bet') rounds.push({ dealt: hasBoard ? board : faces.length, name: street.name });
  }
  if (hasBoard) return { kind: 'board', size: board, rounds };
  const extra = Array.from({ length: 13 }, (_, r) => r).filter((r) => profile.extraCard?.(card(r, 0)));
  return { kind: 'stud', faces, extraRank: extra[0] ?? null, rounds };
}

const isLive = (s: SeatView) => s.inHand && !s.folded && !s.mucked;
const allCards = (s: SeatView) => [...s.cards];

/** Whether card i of a seat is the extra card that the open card before it earned (S1). */
const isExtra = (s: SeatView, i: number, extraRank: Rank | null) =>
  i > 0 && s.up[i - 1] && s.cards[i - 1] !== null && rankOf(s.cards[i - 1]!) === extraRank;

/** The seat's cards up to its `count`-th card of the streets, with the extras that card brought. */
function cardsAt(s: SeatView, count: number, extraRank: Rank | null): (Card | null)[] {
  const out: (Card | null)[] = [];
  let regular = 0;
  for (let i = 0; i < s.cards.length; i++) {
    if (!isExtra(s, i, extraRank)) {
      if (regular === count) break;
      regular++;
    }
    out.push(s.cards[i]);
  }
  return out;
}

/** Cards of the streets a seat holds, its extras aside (S1). */
const dealtOf = (profile: Profile, s: SeatState) => s.cards.length - extrasEarned(profile, s);

/**
 * The situation when the live hands held `held(seat)` and `board` was out (`dealt` cards, the
 * round's measure): null when a live card is unseen or no pot is contested by two of them.
 */
function momentOf(
  view: HandView,
  shape: Shape,
  held: (s: SeatView) => (Card | null)[],
  board: readonly Card[],
  dealt: number,
  potSeats: readonly (readonly Seat[])[],
  seen: readonly Card[] = [],
): OddsMoment | null {
  const live = view.seats.filter(isLive);
  const round = shape.rounds.find((r) => r.dealt === dealt);
  if (live.length < 2 || !round) return null;
  const cards = new Map(live.map((s) => [s.seat, held(s)]));
  if ([...cards.values()].some((c) => c.includes(null))) return null;
  // S3: a stud street is dealt from the dealer's left; a board's order does not matter.
  const order = seatsAfter(view.seats.length, view.dealer, getProfile(view.profile).direction).filter((seat) => cards.has(seat));
  const hands: OddsHand[] = order.map((seat) => ({ seat, cards: cards.get(seat) as Card[] }));
  // O5: what folded seats showed is out of the stock, and so are the cards of earlier runs (H13).
  const dead = [...view.seats.filter((s) => !isLive(s)).flatMap((s) => s.cards.filter((c): c is Card => c !== null)), ...seen];
  const groups = new Map<string, { seats: Seat[]; pots: number[] }>();
  potSeats.forEach((eligible, i) => {
    const seats = eligible.filter((seat) => cards.has(seat));
    if (seats.length < 2) return; // O1: a pot one hand contests has no odds
    const key = seats.join(',');
    const group = groups.get(key) ?? { seats, pots: [] };
    group.pots.push(i);
    groups.set(key, group);
  });
  if (groups.size === 0) return null;
  const rules = rankingRules(view.profile, { players: Math.max(2, view.seats.filter((s) => s.inHand).length) });
  const common = { rules, hands, dead, pots: [...groups.values()].map((g) => g.seats) };
  const situation: OddsSituation =
    shape.kind === 'board'
      ? { game: 'board', ...common, board, boardSize: shape.size }
      : { game: 'stud', ...common, streets: shape.faces.slice(dealt), extraRank: shape.extraRank };
  return { situation, pots: [...groups.values()].map((g) => g.pots), street: round.name, dealt };
}

/**
 * H13: a run of the board (by default the last begun, the one being dealt), its board so far, and
 * the cards the other runs dealt, which the table has seen (O5).
 */
function runOf(view: HandView, run?: number): { board: readonly Card[]; seen: Card[] } {
  const runout = view.runout;
  const boards = runout?.boards ?? [];
  if (boards.length <= 1) return { board: view.board, seen: [] };
  const r = run ?? boards.length - 1;
  const own = (board: readonly Card[]) => board.slice(runout!.board);
  return { board: r === 0 ? view.board : boards[r], seen: boards.flatMap((board, other) => (other === r ? [] : own(other === 0 ? view.board : board))) };
}

/**
 * O2: the odds to show now, or null. Betting is closed when nobody can bet any more (at most one
 * live hand is not all-in, and no bet is waiting); S2 leaves Baseball without all-ins, so there
 * it never is during a deal (O6). H13: of the run being dealt, or of `run` (the chip ledger
 * types the runs' boards one after the other, O8).
 */
export function liveMoment(view: HandView, run?: number): OddsMoment | null {
  const shape = shapeOf(getProfile(view.profile));
  if (!shape || view.result) return null;
  if (!['show', 'award', 'deal', 'shuffle', 'runIt', 'reveal'].includes(view.pending.kind)) return null;
  const live = view.seats.filter(isLive);
  if (live.filter((s) => !s.allIn).length > 1) return null;
  const pots = view.pots.map((p) => p.eligible);
  if (shape.kind === 'board') {
    const { board, seen } = runOf(view, run);
    if (board.length >= shape.size) return null;
    return momentOf(view, shape, allCards, board, board.length, pots, seen);
  }
  const dealt = new Set(live.map((s) => dealtOf(getProfile(view.profile), s)));
  const [count] = dealt;
  if (dealt.size !== 1 || count >= shape.faces.length) return null;
  return momentOf(view, shape, allCards, [], count, pots);
}

/**
 * O7: a finished hand whose live hands were all shown, how the chances stood after each betting
 * round from the moment betting closed until the last card came. Hold'em: from the all-in, when
 * the engine turned every hand up (H7: the view's `runout`); a board run more than once (H13)
 * has that first moment once, then each run's streets in turn (`run`), the cards of the runs
 * before it out of the stock as the table had seen them (O5). Baseball, which has no all-in
 * (S2): from the last fold, the hand's log telling when it was made. Only cards the table saw
 * count (its view). Empty when there is no such moment.
 */
export function runoutMoments(hand: HandState): OddsMoment[] {
  const profile = getProfile(hand.config.profile);
  const shape = shapeOf(profile);
  const result = hand.result;
  if (!shape || !result || result.uncontested) return [];
  const table = view(hand, 'table');
  const pots = result.pots.map((p) => p.eligible);
  if (shape.kind === 'stud') {
    const from = closedAt(hand, profile);
    return shape.rounds
      .filter(({ dealt }) => dealt >= from && dealt < shape.faces.length)
      .map(({ dealt }) => momentOf(table, shape, (s) => cardsAt(s, dealt, shape.extraRank), [], dealt, pots))
      .filter((m): m is OddsMoment => m !== null);
  }
  const from = table.runout?.board;
  if (from === undefined) return [];
  const at = (board: readonly Card[], dealt: number, seen: readonly Card[] = []) => momentOf(table, shape, allCards, board.slice(0, dealt), dealt, pots, seen);
  const first = from < shape.size ? at(table.board, from) : null;
  const boards = table.runout!.boards;
  const later = shape.rounds.filter(({ dealt }) => dealt > from && dealt < shape.size);
  const runs = boards.map((board, run) => {
    const seen = boards.slice(0, run).flatMap((earlier) => earlier.slice(from));
    return later.map(({ dealt }) => at(board, dealt, seen)).filter((m): m is OddsMoment => m !== null).map((m) => (boards.length > 1 ? { ...m, run } : m));
  });
  return [...(first ? [first] : []), ...runs.flat()];
}

/**
 * O8: at a chip-ledger all-in, the board cards that were out when betting closed (what the table
 * types first), or null when betting did not close with board cards to come. The hands are turned
 * up on the real table, and the engine marks the moment (H7: `tabled`).
 */
export function runoutBoard(hand: HandState): number | null {
  return shapeOf(getProfile(hand.config.profile))?.kind === 'board' ? hand.tabled : null;
}

/**
 * Stud: the cards of the streets the last seat to fold held when he folded (0: nobody did). A
 * folded seat is dealt nothing more, so what he holds now is what he held then: no replay, so the
 * table view may ask at every tap.
 */
function closedAt(hand: HandState, profile: Profile): number {
  for (let i = hand.log.length - 1; i >= 0; i--) {
    const action = hand.log[i];
    if (action.type === 'fold') return dealtOf(profile, hand.seats[action.seat]);
  }
  return 0;
}
