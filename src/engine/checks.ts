/**
 * One check per operation: for each kind of action, the one function that says whether it may
 * happen now and, if not, why (the refusal with its code and, where one applies, its clause), as
 * PokerKit's `can_fold` and `fold` share one verification. `apply` (game.ts) calls `check` before
 * acting, and `legalActions` lists what the same checks allow, so what a screen offers and what
 * the engine accepts are one rule, not two copies of it.
 *
 *   check(state, { type: 'muck', seat: 2 }, profile)   // null, or { code: 'CANNOT_MUCK', rule: 'H7', … }
 *   offers(state, profile)                              // legalActions: every offer the checks allow now
 *
 * A check asks whether the hand waits for this kind of action from this seat, what the rules allow
 * it (its bounds: the offer), and whether the action's own amounts and cards fit the offer. The
 * cards of a deal, a draw and a reshuffle are checked where they are dealt (dealing.ts, draw.ts:
 * D2, S3, D7), and typed cards that contradict the pots already named (G20) once they are placed.
 * A decision street's own choice (B5, H11) is checked by its step. The session's own actions (a
 * deal, the moves between hands) have their checks in the same way, at the end of this file.
 */
import { awardChoice, awardRefusal, contenders } from './award-order.ts';
import { betAmountRefusal, bettingOffer, type BettingType } from './betting/round.ts';
import { mayClaim } from './profiles/bonus.ts';
import { checkNewCards, isPermutation } from './dealing.ts';
import { drawLimit } from './draw.ts';
import { mayPeek } from './peek.ts';
import type { Profile } from './profiles/profile.ts';
import { boardSize, currentRun, mostRuns, runBoard } from './runout.ts';
import { isSeat } from './seats.ts';
import { countLive, liveSeats, muckRefusal, showRefusal } from './showdown.ts';
import { potWords, seatName } from './words.ts';
import { MAX_BUY_INS } from './limits.ts';
import { priceRefusal } from './money.ts';
import { isGameIndex } from './choice.ts';
import { chipsWait, gameInForce, handsLimitReached, nextDealer, optionsFor, settleTable, waitsForBuyIn } from './seating.ts';
import type { SessionAction, SessionRefusal, SessionState } from './session.ts';
import { clockRefusal, levelAt } from './tournament/clock.ts';
import { rebuyRefusal, tournamentRefusal } from './tournament/play.ts';
import { undoRefusal } from './undo.ts';
import type { Action, ActionType, BonusKind, HandState, Legal, LegalAction, Pending, Refusal, Seat } from './types.ts';

type Offer = LegalAction | Refusal;
type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

const refused = (offer: Offer): offer is Refusal => 'code' in offer;

const refuse = (code: Refusal['code'], message: string, extra: Partial<Refusal> = {}): Refusal => ({ code, message, ...extra });

// legalActions asks every kind in every state, and most are not expected: one frozen refusal per pair.
const phaseRefusals = new Map<string, Refusal>();

function wrongPhase(type: string, pending: Pending): Refusal {
  const key = `${type} ${pending.kind}`;
  let refusal = phaseRefusals.get(key);
  if (!refusal) phaseRefusals.set(key, (refusal = Object.freeze(refuse('WRONG_PHASE', `a ${type} is not expected now (waiting for ${pending.kind})`))));
  return refusal;
}

/** The seat the hand waits for, or null: chance or the table (the chip ledger's showdown, S5's lead). */
const pendingSeat = (pending: Pending): Seat | null => ('seat' in pending ? pending.seat : null);

function notYourTurn(state: HandState, pending: Pending): Refusal {
  const expected = pendingSeat(pending);
  return refuse('NOT_YOUR_TURN', expected === null ? 'the table waits for chance or an award' : `${seatName(state.config, expected)} is to act`, {
    expected,
  });
}

/** The hand waits for a `kind` decision from `seat` (an action of `type`): null, or why not. */
function turnOf(state: HandState, type: ActionType, kind: Pending['kind'], seat: Seat): Refusal | null {
  const pending = state.pending;
  if (pending.kind !== kind) return wrongPhase(type, pending);
  return seat === pendingSeat(pending) ? null : notYourTurn(state, pending);
}

/** The table acts for the seats at the chip ledger's showdown (G12), and at an all-in with a board also while it agrees the runs (O8). */
const tableShowdown = (state: HandState) => state.pending.kind === 'award' || (state.pending.kind === 'runIt' && state.config.dealing === 'ledger');

/** B9, H14 in the chip ledger: the kinds of hand the table may claim it saw, its cards untyped (none: no claim). */
const claimKinds = (state: HandState, profile: Profile) =>
  state.config.dealing === 'ledger' ? (Object.keys(profile.claims?.(state.config) ?? {}) as BonusKind[]) : [];

/**
 * O8: in the chip ledger, once betting closed at an all-in (the hands turned up on the real table),
 * the table may type the board cards of each run begun. Before it agreed how many runs (H13), no
 * card after the ones out then.
 */
function typedBoard(state: HandState, profile: Profile): Extract<LegalAction, { type: 'deal' }>[] {
  if (state.config.dealing !== 'ledger' || state.tabled === null || boardSize(profile) === 0) return [];
  const deals: Extract<LegalAction, { type: 'deal' }>[] = [];
  for (let run = 0; run <= currentRun(state); run++) {
    const count = boardRoom(state, profile, run);
    if (count > 0) deals.push({ type: 'deal', to: 'board', count, run });
  }
  return deals;
}

/** O8: how many more board cards the table may type for a run (its shared cards typed first, with the first run). */
function boardRoom(state: HandState, profile: Profile, run: number): number {
  const tabled = state.tabled ?? 0;
  if (run === 0) return (state.pending.kind === 'runIt' ? tabled : boardSize(profile)) - state.board.length;
  return state.board.length < tabled ? 0 : boardSize(profile) - runBoard(state, run).length;
}

/**
 * One kind of action: what it offers now (for `legalActions`, in its order) and whether one
 * action of it may be applied now. Both come from the kind's single check.
 */
interface Kind<T extends ActionType> {
  offers(state: HandState, profile: Profile): LegalAction[];
  check(state: HandState, action: ActionOf<T>, profile: Profile): Refusal | null;
}

/**
 * A kind a seat does: `offer` answers for one seat. Where the hand waits for a seat, only that
 * seat's offer is listed; where the table acts for the seats (a chip-ledger showdown, S5's lead),
 * the offer lists every seat its check allows (`seats`). `fits` checks the action's own amounts
 * and cards against the offer.
 */
function bySeat<T extends ActionType>(
  offer: (state: HandState, profile: Profile, seat: Seat) => Offer,
  fits: (state: HandState, action: ActionOf<T>, offer: LegalAction, profile: Profile) => Refusal | null = () => null,
): Kind<T> {
  return {
    offers(state, profile) {
      const seat = pendingSeat(state.pending);
      if (seat !== null) {
        const own = offer(state, profile, seat);
        return refused(own) ? [] : [own];
      }
      let first: LegalAction | null = null;
      const seats: Seat[] = [];
      for (let other = 0; other < state.seats.length; other++) {
        const each = offer(state, profile, other);
        // The phase is the same for every seat.
        if (refused(each) && each.code === 'WRONG_PHASE') break;
        if (refused(each)) continue;
        first ??= each;
        seats.push(other);
      }
      return first ? [{ ...first, seats } as LegalAction] : [];
    },
    check(state, action, profile) {
      const own = offer(state, profile, (action as { seat: Seat }).seat);
      return refused(own) ? own : fits(state, action, own, profile);
    },
  };
}

/** A kind chance or the table does, with no seat: its offers now, and `fits` for an action of it (the phase checked first). */
function byTable<T extends ActionType>(
  kind: Pending['kind'],
  offer: (state: HandState, profile: Profile) => LegalAction,
  fits: (state: HandState, action: ActionOf<T>, profile: Profile) => Refusal | null = () => null,
): Kind<T> {
  return {
    offers: (state, profile) => (state.pending.kind === kind ? [offer(state, profile)] : []),
    check: (state, action, profile) => (state.pending.kind === kind ? fits(state, action, profile) : wrongPhase(action.type, state.pending)),
  };
}

const betting = <T extends BettingType>(type: T) =>
  bySeat<T>(
    (state, profile, seat) => turnOf(state, type, 'bet', seat) ?? bettingOffer(state, profile, seat, type),
    (state, action: Action, offer, profile) =>
      (action.type === 'bet' || action.type === 'raise') && (offer.type === 'bet' || offer.type === 'raise') ? betAmountRefusal(state, action, offer, profile) : null,
  );

/** B5, H11: a profile's decision street (re-buying the escuro, the straddle) offers what its step offers. */
const decisionStep = (state: HandState, profile: Profile) => {
  const street = profile.streets[state.street];
  return street.kind === 'decide' ? street.step : null;
};

const decide = <T extends 'rebuy' | 'straddle'>(type: T): Kind<T> => ({
  offers(state, profile) {
    const pending = state.pending;
    const step = pending.kind === 'decide' ? decisionStep(state, profile) : null;
    return step && pending.kind === 'decide' ? step.legal(state, pending.seat).filter((a) => a.type === type) : [];
  },
  check(state, { seat }: ActionOf<'rebuy' | 'straddle'>, profile) {
    // Its step checks the choice itself (accept: true or false) and refuses the other street's kind.
    return turnOf(state, type, 'decide', seat) ?? (decisionStep(state, profile) ? null : wrongPhase(type, state.pending));
  },
});

const KINDS: { readonly [T in ActionType]: Kind<T> } = {
  shuffle: byTable('shuffle', (state, profile) => ({ type: 'shuffle', cards: profile.deck(state.config) }), (state, action, profile) =>
    isPermutation(action.deck, profile.deck(state.config)) ? null : refuse('BAD_DECK', 'the deck must hold every card of this game once'),
  ),
  // D7: the order's cards are checked with the reshuffle (draw.ts).
  reshuffle: byTable('reshuffle', (state) => ({ type: 'reshuffle', cards: (state.pending as Extract<Pending, { kind: 'reshuffle' }>).cards })),
  runIt: byTable('runIt', (state, profile) => ({ type: 'runIt', most: mostRuns(state, profile) }), (state, action, profile) => {
    const most = mostRuns(state, profile);
    if (Number.isInteger(action.times) && action.times >= 1 && action.times <= most) return null;
    return refuse('BAD_AMOUNT', `the board is run once, or at most ${most} times (H13, M7)`, { min: 1, max: most, rule: 'H13' });
  }),
  // O7: the next street of the run-out the table watches.
  reveal: byTable('reveal', (state, profile) => {
    const street = profile.streets[state.street];
    return { type: 'reveal', run: currentRun(state), cards: street.kind === 'deal' && street.to === 'board' ? street.count : 0 };
  }, (state, action, profile) => (profile.streets[state.street].kind === 'deal' ? null : wrongPhase(action.type, state.pending))),
  // G12, G20: the table names a pot's winners, side pots first, among those who may still win it.
  award: byTable('award', (state, profile) => {
    const due = state.pending as Extract<Pending, { kind: 'award' }>;
    const { eligible, ties, beaten } = awardChoice(state, profile, due.pot, due.run ?? 0);
    return {
      type: 'award',
      pot: due.pot,
      eligible,
      ...(due.run === undefined ? {} : { run: due.run }),
      ...(ties.length > 0 ? { ties } : {}),
      ...(beaten.length > 0 ? { beaten } : {}),
    };
  }, (state, action, profile) => {
    const due = state.pending as Extract<Pending, { kind: 'award' }>;
    const run = action.run ?? 0;
    if (action.pot !== due.pot || run !== (due.run ?? 0)) {
      const which = due.run === undefined ? '' : ` of run ${due.run + 1}`;
      return refuse('WRONG_PHASE', `${potWords(due.pot)}${which} is to be awarded now`);
    }
    // H7: a player who conceded has given up every pot he contested.
    const eligible = contenders(state, due.pot);
    const winners = [...new Set(action.winners)];
    if (winners.length === 0 || winners.some((seat) => !eligible.includes(seat))) {
      return refuse('NOT_ELIGIBLE', 'name one or more of the players who contest this pot');
    }
    return awardRefusal(state, profile, due.pot, run, winners);
  }),
  // S5 in the chip ledger: the table names who has the best open cards and starts the round.
  lead: bySeat((state, _profile, seat) => {
    if (state.pending.kind !== 'lead') return wrongPhase('lead', state.pending);
    if (!isSeat(state, seat) || !liveSeats(state).includes(seat)) return refuse('NOT_ELIGIBLE', 'name a player still in the hand');
    return { type: 'lead', seats: [seat] };
  }),
  // F12, B10: whether the opener, his cards unknown, showed his openers.
  openers: bySeat<'openers'>(
    (state, _profile, seat) => turnOf(state, 'openers', 'openers', seat) ?? { type: 'openers' },
    (_state, action) => (typeof action.shown === 'boolean' ? null : refuse('BAD_AMOUNT', 'say whether the openers were shown (true or false)')),
  ),
  rebuy: decide('rebuy'),
  straddle: decide('straddle'),
  fold: betting('fold'),
  check: betting('check'),
  call: betting('call'),
  bet: betting('bet'),
  raise: betting('raise'),
  // D6, B6: the seat to draw exchanges `min` to `max` cards; the cards themselves are checked with the exchange (draw.ts).
  draw: bySeat((state, profile, seat) => {
    const refusal = turnOf(state, 'draw', 'draw', seat);
    if (refusal) return refusal;
    const street = profile.streets[state.street];
    if (street.kind !== 'draw') return wrongPhase('draw', state.pending);
    const { min, max } = drawLimit(state, street, seat);
    return { type: 'draw', min, max };
  }),
  show: bySeat<'show'>((state, profile, seat) => {
    if (tableShowdown(state)) {
      // O8: with a board, the table types the hands turned up at an all-in (H7), whose board it may type too.
      if (boardSize(profile) > 0 && state.tabled === null) return refuse('NOT_ALLOWED', 'name the winners: the board is not known here');
      if (!isSeat(state, seat)) return notYourTurn(state, state.pending);
      const s = state.seats[seat];
      if (!s.inHand || s.folded || s.shown || s.mucked) return refuse('NOT_YOUR_TURN', 'this seat has nothing to show');
      return { type: 'show', cardsRequired: true };
    }
    return turnOf(state, 'show', 'show', seat) ?? { type: 'show', cardsRequired: state.seats[seat].cards.some((c) => c === null) };
  }, (state, action) => showRefusal(state, action)),
  deal: {
    offers(state, profile) {
      const pending = state.pending;
      // D2, S3: the cards go to one seat after the other; only the first still owed is dealt now.
      const dealt: LegalAction[] = pending.kind === 'deal' ? [{ type: 'deal', to: pending.needs[0].to, count: pending.needs[0].count }] : [];
      return [...dealt, ...typedBoard(state, profile)];
    },
    check(state, action, profile) {
      // O8: in the chip ledger the table types the board cards it turned at an all-in, in the order they lie.
      if (state.config.dealing === 'ledger' && action.to === 'board') {
        const run = action.run ?? 0;
        const entry = typedBoard(state, profile).find((a) => a.run === run);
        if (!entry) return refuse('NOT_ALLOWED', 'the board is typed once betting closed at an all-in, card by card as it lies on the table (O8)', { reason: 'board' });
        if (action.cards.length === 0 || action.cards.length > entry.count) {
          return refuse('WRONG_CARD_COUNT', `type 1 to ${entry.count} board cards`, { min: 1, max: entry.count });
        }
        if (action.cards.some((c) => c === null)) return refuse('CARDS_REQUIRED', 'board cards must be known');
        return checkNewCards(state, action.cards);
      }
      return state.pending.kind === 'deal' ? null : wrongPhase(action.type, state.pending);
    },
  },
  // H7, G9, B9, B10: give up the hand instead of showing it (`muckRefusal` is the rule).
  muck: bySeat((state, profile, seat) => {
    if (state.pending.kind === 'award') {
      // G12: the table concedes for a contestant still in (a hand it typed is shown: `muckRefusal`).
      const s = isSeat(state, seat) ? state.seats[seat] : null;
      if (!s || !s.inHand || s.folded || s.mucked) return notYourTurn(state, state.pending);
    } else {
      const refusal = turnOf(state, 'muck', 'show', seat);
      if (refusal) return refusal;
      // The last player in, asked whether to show (B9, B10), may keep his cards hidden.
      if (countLive(state).live <= 1) return { type: 'muck' };
    }
    return muckRefusal(state, seat, profile) ?? { type: 'muck' };
  }),
  // B9, H14 in the chip ledger: the table saw a seat show a bonus hand or a 7-2; its kind is checked with the claim (bonus.ts).
  claimBonus: bySeat((state, profile, seat) => {
    const kinds = claimKinds(state, profile);
    if (kinds.length === 0) return refuse('NOT_ALLOWED', 'a bonus is claimed with a tap only in a chip-ledger game that pays bonuses (B9) or the 7-2 bounty (H14)', { reason: 'bonus' });
    if (state.pending.kind !== 'award') {
      // B9: the last player in shows to claim the bonus, which ends his choice to show.
      if (state.pending.kind !== 'show' || countLive(state).live > 1) return wrongPhase('claimBonus', state.pending);
      if (seat !== state.pending.seat) return notYourTurn(state, state.pending);
    }
    return mayClaim(state, seat) ? { type: 'claimBonus', seats: [seat], kinds } : refuse('NOT_ELIGIBLE', 'this seat is not showing a hand that could claim a bonus now');
  }),
  // G16: offered by `peekers` (peek.ts), not as a turn's action: any seat still in may look while another holds the turn.
  peek: {
    offers: () => [],
    check: (state, action) =>
      isSeat(state, action.seat) && mayPeek(state, action.seat)
        ? null
        : refuse('NOT_ALLOWED', 'only a seat still in the hand, holding closed cards and not to act, looks at its own cards (G16)', { reason: 'peek' }),
  },
};

/** The order `legalActions` lists the offers in: the table's and chance's first, then the seat's, the showdown's last. */
const ORDER: readonly ActionType[] = [
  'shuffle', 'reshuffle', 'runIt', 'reveal', 'award', 'lead', 'openers', 'rebuy', 'straddle',
  'fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'deal', 'muck', 'claimBonus',
];

const handOver = (state: HandState): Refusal | null => (state.pending.kind === 'complete' ? refuse('HAND_OVER', 'the hand is over') : null);

/** Whether `action` may be applied now: null, or the refusal. */
export function check(state: HandState, action: Action, profile: Profile): Refusal | null {
  const over = handOver(state);
  if (over) return over;
  const kind = Object.hasOwn(KINDS, action.type) ? (KINDS[action.type] as Kind<ActionType>) : null;
  if (!kind) return refuse('WRONG_PHASE', `unknown action ${(action as { type: string }).type}`);
  return kind.check(state, action, profile);
}

/** What may happen now: the seat to act (null: chance or the table) and every offer the checks allow. */
export function offers(state: HandState, profile: Profile): Legal {
  if (handOver(state)) return { seat: null, actions: [] };
  return { seat: pendingSeat(state.pending), actions: ORDER.flatMap((type) => KINDS[type].offers(state, profile)) };
}

/**
 * The session's own actions (issue 31): a deal, and the moves between hands — a buy-in (B13, G18,
 * T17), a bomb pot (H12), an undo (G12), the price at the cash-out (B13, G18), the clock (T23) and
 * the tournament's (T5, T15–T19). Each has its one check here, as the hand's kinds above: the
 * session applies it after its check passed (session.ts), and the table view offers it where the
 * check allows it (table/session-part.ts: the next dealer; table/ledger-part.ts: who may buy in;
 * table/profile-part.ts: the bomb pot; table/tournament-part.ts: the buyers of an add-on, the late
 * players, the walk-in, through the same rule modules' refusals).
 */
type SessionKindAction = Exclude<SessionAction, Action>;
type SessionCheck<T extends SessionKindAction['type']> = (session: SessionState, action: Extract<SessionKindAction, { type: T }>) => SessionRefusal | null;

const sessionRefusal = (code: SessionRefusal['code'], message: string, extra: Partial<SessionRefusal> = {}): SessionRefusal => ({ code, message, ...extra });

const handInPlay = (session: SessionState) => session.hand !== null && session.hand.pending.kind !== 'complete';

/** D14, H9, G19: a deal needs the session running, no hand in play, the time where levels go by it, and two players who can be dealt in once those who cannot pay leave (a session that ends at the deal is no refusal). */
const startHandCheck: SessionCheck<'startHand'> = (session, { at }) => {
  if (session.over) return sessionRefusal('SESSION_OVER', 'the session is over');
  if (handInPlay(session)) return sessionRefusal('HAND_IN_PROGRESS', 'finish the hand first');
  if (session.config.schedule && 'minutes' in session.config.schedule.every && at === undefined) return sessionRefusal('NEEDS_TIME', 'levels by time need the time of the deal');
  const started = { ...session, startedAt: session.startedAt ?? at ?? null };
  const table = settleTable(started, optionsFor(started, levelAt(started, at)));
  if (!table.over && waitsForBuyIn(table)) return sessionRefusal('FEW_PLAYERS', 'two players with chips are needed to deal: a buy-in first, or the host ends the game (G19)');
  if (!table.over && session.config.choice && session.game === undefined) return sessionRefusal('NAME_GAME', 'the dealer names the game first (C3)');
  return null;
};

/**
 * C3–C6: the next dealer names one of the night's games between hands, when a deal could follow,
 * unless a rule keeps the game in force: its orbit goes on (C5) or chips it left wait (C6). A
 * naming no deal has used yet may be changed.
 */
const nameGameCheck: SessionCheck<'nameGame'> = (session, action) => {
  const choice = session.config.choice;
  if (!choice) return sessionRefusal('NOT_CHOICE', "the game is named on a dealer's-choice night only (C3)");
  const deal = startHandCheck(session, { type: 'startHand' });
  if (deal && deal.code !== 'NAME_GAME') return deal;
  if (action.seat !== nextDealer(session)) return sessionRefusal('NOT_DEALER', 'the next dealer names the game (C3)');
  if (!isGameIndex(choice, action.game)) return sessionRefusal('NO_GAME', `name one of the night's ${choice.games.length} games (C1)`);
  if (session.game === undefined || session.choice?.since === session.history.length) return null;
  return sessionRefusal('GAME_KEPT', chipsWait(session) ? 'the chips on the table are played for in their own game (C6)' : 'the game named stands until the orbit is over (C5)');
};

/** B13, G18, T17: a buy-in between hands, for a player of the table, while the session runs, within the tournament's rebuys and the most buy-ins a game allows. */
const buyInCheck: SessionCheck<'buyIn'> = (session, { player }) => {
  if (handInPlay(session)) return sessionRefusal('HAND_IN_PROGRESS', 'buy in between hands');
  if (!Number.isInteger(player) || player < 0 || player >= session.stacks.length) return sessionRefusal('NO_PLAYER', `${player} is not a player`);
  if (handsLimitReached(session)) return sessionRefusal('SESSION_OVER', 'the session is over');
  const refused = session.config.tournament ? rebuyRefusal(session, player) : null;
  if (refused) return refused;
  if (session.buyIns[player] >= MAX_BUY_INS) return sessionRefusal('TOO_MANY_BUY_INS', `at most ${MAX_BUY_INS} buy-ins per player (G18)`, { max: MAX_BUY_INS });
  return null;
};

/** H12: a bomb pot is chosen (or taken back) between hands, at a table whose options have one. */
const bombPotCheck: SessionCheck<'bombPot'> = (session, { on }) => {
  if (typeof on !== 'boolean') return sessionRefusal('NO_BOMB_POT', 'say whether the next hand is a bomb pot (on: true or false)');
  if (session.over) return sessionRefusal('SESSION_OVER', 'the session is over');
  if (handInPlay(session)) return sessionRefusal('HAND_IN_PROGRESS', 'a bomb pot is chosen between hands (H12)');
  // C8: on a dealer's-choice night, the bomb pot of the game in force (none before one is named).
  if (session.config.choice && session.game === undefined) return sessionRefusal('NO_BOMB_POT', 'the dealer names the game first (C3, C8)');
  if (!gameInForce(session).options?.bombPot) return sessionRefusal('NO_BOMB_POT', "this table's options have no bomb pots (H12)");
  return null;
};

const SESSION_KINDS: { readonly [T in SessionKindAction['type']]: SessionCheck<T> } = {
  startHand: startHandCheck,
  buyIn: buyInCheck,
  bombPot: bombPotCheck,
  nameGame: nameGameCheck,
  undo: (session) => undoRefusal(session),
  buyInPrice: priceRefusal,
  pauseClock: clockRefusal,
  resumeClock: clockRefusal,
  setLevel: clockRefusal,
  addOn: tournamentRefusal,
  lateEntry: tournamentRefusal,
  walkIn: tournamentRefusal,
  colourUp: tournamentRefusal,
  prizeDeal: tournamentRefusal,
};

/** An action of the session's own (SESSION_KINDS), not of the hand in play. */
export const isSessionKind = (action: SessionAction): action is SessionKindAction => Object.hasOwn(SESSION_KINDS, action.type);

/** Whether the session's own `action` may be applied now: null, or the refusal. */
export function checkSession(session: SessionState, action: SessionKindAction): SessionRefusal | null {
  return (SESSION_KINDS[action.type] as SessionCheck<SessionKindAction['type']>)(session, action);
}
