/**
 * Sessions: a run of hands at one table (D14, H2, H9). The session rotates the dealer, seats out
 * players who cannot pay (a cash game's may buy in again, G19), advances tournament blind levels
 * by hands or by time, ends the session at its agreed length or a tournament with its winner, and
 * ranks the players. Like a hand, a session is its config plus a log of actions,
 * and timestamps come in with the actions: the engine never reads a clock.
 *
 *   let s = newSession({ profile: 'draw5', players, firstDealer: 2 });
 *   s = applySession(s, { type: 'startHand', at: Date.now() }).state;   // deals the next hand
 *   s = applySession(s, { type: 'bet', seat: 1, to: 2 }).state;         // hand actions go to s.hand
 *   standings(s)                                                        // places, shared on ties
 */
import { applyClock, levelAt, noteTime, type ClockAction, type ClockState } from './tournament/clock.ts';
import { checkSession, isSessionKind } from './checks.ts';
import { choiceProblem, firstModes, orbitOver, type ChoiceProgress, type DealersChoice, type NameGameAction } from './choice.ts';
import { applyPrice, type PriceAction } from './money.ts';
import { MAX_MOVES } from './limits.ts';
import { cleanName } from './names.ts';
import { netResult, rebuyChips } from './net-result.ts';
import { apply, newHand, replay } from './game.ts';
import { getProfile } from './profiles/registry.ts';
import { chipsWait, gameInForce, isTournament, nextDealer, optionsFor, seated, settleTable } from './seating.ts';
import { undoLast, type UndoAction } from './undo.ts';
import type { ChipDenomination } from './tournament/chips.ts';
import { applyTournament, isTournamentAction, notArrived, setUpConfig, type TournamentAction, type TournamentProgress, type TournamentTerms } from './tournament/play.ts';
import type { Action, Carried, Dealing, GameOptions, HandMode, HandState, ProfileId, Refusal, Seat } from './types.ts';

/**
 * One tournament level (H9, T7): the forced bets in force, in the game's own terms
 * (tournament/levels.ts says which fields each game sets).
 */
export interface Level {
  readonly smallBlind?: number;
  readonly bigBlind?: number;
  readonly ante?: number;
  readonly bigBlindAnte?: number;
  /** B4, F13: what the dealer posts. */
  readonly escuro?: number;
  /** F6: the least and the most a bet or raise adds at this level. */
  readonly minBet?: number;
  readonly maxBet?: number;
}

export interface LevelSchedule {
  readonly levels: readonly Level[];
  /** Move to the next level every so many hands, or every so many minutes from the first deal. */
  readonly every: { readonly hands: number } | { readonly minutes: number };
  /** T9: a break after every `every` levels, of `minutes` of the clock (levels by hands: a pause the table takes). */
  readonly breaks?: { readonly every: number; readonly minutes: number };
}

export interface SessionConfig {
  readonly profile: ProfileId;
  /**
   * `late`: T19, registered but not at the table yet; he sits down with a `lateEntry`. `walkIn`:
   * T19, nobody registered him; a `walkIn` action added him to the session's config (never to a
   * stored game's, which the log replays from: play.ts setUpConfig).
   */
  readonly players: readonly { readonly name: string; readonly stack: number; readonly late?: boolean; readonly walkIn?: boolean }[];
  /** Drawn by the caller (D2: a random first dealer; F3: the highest card). */
  readonly firstDealer: Seat;
  readonly dealing?: Dealing;
  readonly options?: GameOptions;
  /** Hands to play (D14: 10 for draw5); absent: until one player is left. */
  readonly hands?: number;
  /** Tournament levels (H9); without them blinds stay (cash game). */
  readonly schedule?: LevelSchedule;
  /** T10–T20: a tournament's prices, rebuys, add-on, late entry and payouts. */
  readonly tournament?: TournamentTerms;
  /** T1, T4, T5: the table's chips (colours, values, how many), where it set them up. */
  readonly chipSet?: readonly ChipDenomination[];
  /**
   * C1–C11: a dealer's-choice night (a cash game): the games allowed and whether a naming holds for
   * a deal or an orbit. `profile`, `options` and `dealing` are then the first game's (newSession sets them).
   */
  readonly choice?: DealersChoice;
}

export type SessionAction =
  | { readonly type: 'startHand'; readonly at?: number }
  /** B13: a player buys chips between hands (a rebuy): `options.buyIn.chips`, else his starting chips. */
  | { readonly type: 'buyIn'; readonly player: Seat }
  /** H12: between hands the table makes the next hand a bomb pot (`on`), or takes it back. */
  | { readonly type: 'bombPot'; readonly on: boolean }
  /** C3: between hands the next dealer names the game of his deal (or orbit, C4). */
  | NameGameAction
  | ClockAction
  /** Chip ledger: take back the last action of the hand (or the last buy-in); undo.ts. */
  | UndoAction
  /** B13: the buy-in price stated at the cash-out (money.ts). */
  | PriceAction
  /** T5, T15, T18, T19: the tournament's own moves between hands (tournament/play.ts). */
  | TournamentAction
  | Action;

export interface HandRecord {
  readonly dealer: Seat;
  readonly level: number;
  /** Stacks when the hand started and when it ended, per player. */
  readonly before: readonly number[];
  readonly after: readonly number[];
  /** C11: the index in `config.choice.games` of the game the hand was played in; absent outside dealer's choice. */
  readonly game?: number;
}

export interface SessionState {
  readonly config: SessionConfig;
  readonly log: readonly SessionAction[];
  readonly stacks: readonly number[];
  /** B13: buy-ins each player paid, the first one included (money.ts settles them). */
  readonly buyIns: readonly number[];
  /**
   * Chips on the table that no deal has won yet, and for how many deals in a row (F7, F12, B10):
   * each deal starts with them in its main pot and leaves its `result.leftOnTable` for the next.
   * Chips are conserved: the stacks plus `carried.chips` always add up to the starting stacks.
   */
  readonly carried: Carried;
  /** B9, B10: how the next deal is played (brasileiro's jacker mode after a bonus, and while nobody opens); H12: a bomb pot the table chose. */
  readonly mode: HandMode;
  /** S9: hands that ended with a pot won (a deal that leaves its chips on the table resolves none). */
  readonly resolved: number;
  /** Per player: the number of hands played when he left (D14, H9), or -1 while he plays. */
  readonly leftAfter: readonly number[];
  readonly dealer: Seat;
  /** The level of the hand in play or last played (H9). */
  readonly level: number;
  readonly hand: HandState | null;
  readonly history: readonly HandRecord[];
  /** Timestamp of the first deal (for levels by time). */
  readonly startedAt: number | null;
  /** The tournament clock's pauses, a level set by hand and its latest moment (tournament/clock.ts); absent until the first deal by time. */
  readonly clock?: ClockState;
  /** B13: buy-in terms stated at the table after the setup (money.ts applyPrice); absent until then. */
  readonly priced?: { readonly price: number; readonly currency: string; readonly chips: number };
  /** Add-ons, colour-ups and the deal of a tournament (tournament/play.ts); absent until the first. */
  readonly tournament?: TournamentProgress;
  /** C3–C6: on a dealer's-choice night, the game in force (named for the coming deal, or of the hand in play); absent while none is. */
  readonly game?: number;
  /** C3–C8: who named it, since when, and each game's pending mode; present on a dealer's-choice night only. */
  readonly choice?: ChoiceProgress;
  readonly over: boolean;
}

export type SessionResult = { readonly ok: true; readonly state: SessionState } | { readonly ok: false; readonly error: Refusal | SessionRefusal };

export interface SessionRefusal {
  readonly code:
    | 'SESSION_OVER'
    | 'HAND_IN_PROGRESS'
    | 'NO_HAND'
    | 'NEEDS_TIME'
    | 'NO_PLAYER'
    | 'NO_CLOCK'
    | 'CLOCK_NOT_STARTED'
    | 'CLOCK_PAUSED'
    | 'CLOCK_RUNNING'
    /** T23: a level set by hand that is not one of the schedule's. */
    | 'NO_LEVEL'
    /** Undo (undo.ts): nothing since the hand started, or not a chip-ledger hand. */
    | 'NOTHING_TO_UNDO'
    /** G19: a cash game with fewer than two players who can be dealt in waits for a buy-in (or the host's end). */
    | 'FEW_PLAYERS'
    /** H12: a bomb pot where the table's options have none, or not between hands. */
    | 'NO_BOMB_POT'
    | 'NOT_UNDOABLE'
    /** money.ts applyPrice: not an amount, not a currency code, or starting stacks that differ. */
    | 'BAD_PRICE'
    /** G18: a price above the limit (limits.ts), `max` cents of `currency`. */
    | 'PRICE_TOO_HIGH'
    /** G18: a player has made the most buy-ins a game allows (`max`). */
    | 'TOO_MANY_BUY_INS'
    /** G18: the game's log holds the most moves a game may (`max`). */
    | 'TOO_MANY_MOVES'
    /** tournament/play.ts (T5, T15–T19). */
    | 'NO_TOURNAMENT'
    | 'NO_REBUYS'
    | 'REBUYS_OVER'
    | 'NOT_ENTERED'
    | 'STACK_TOO_BIG'
    | 'NO_ADD_ON'
    | 'ADD_ON_CLOSED'
    | 'NOT_PLAYING'
    | 'ALREADY_ADDED_ON'
    | 'ALREADY_ENTERED'
    | 'LATE_ENTRY_OVER'
    /** T19: a walk-in's name (names.ts, as the setup checks it) or a table already full. */
    | 'NAME_EMPTY'
    | 'NAME_TOO_LONG'
    | 'NAME_TAKEN'
    | 'TABLE_FULL'
    | 'NO_COLOUR_UP'
    | 'BAD_RACE'
    | 'BAD_DEAL'
    | 'DEAL_DONE'
    /** C3: a dealer's-choice deal waits for its dealer to name the game. */
    | 'NAME_GAME'
    /** C3: a naming at a table that is no dealer's-choice night. */
    | 'NOT_CHOICE'
    /** C3: only the next dealer names the game. */
    | 'NOT_DEALER'
    /** C1: not the index of one of the night's games. */
    | 'NO_GAME'
    /** C4, C6: the orbit goes on, or chips on the table wait for their game. */
    | 'GAME_KEPT';
  readonly message: string;
  /** PRICE_TOO_HIGH, TOO_MANY_BUY_INS, TOO_MANY_MOVES: the limit (G18); a price's in cents of `currency`. */
  readonly max?: number;
  readonly currency?: string;
}

const NOTHING_CARRIED: Carried = { chips: 0, deals: 0 };

/**
 * G17: the table's names as the name rule keeps them, whatever wrote the config (a backup made by
 * hand or by an older version): a name with a tab, a newline or a bidi override is seated clean.
 */
function withCleanNames(config: SessionConfig): SessionConfig {
  if (config.players.every((p) => cleanName(p.name) === p.name)) return config;
  return { ...config, players: config.players.map((p) => ({ ...p, name: cleanName(p.name) })) };
}

/** C1: a dealer's-choice night is a cash game of its games, whose first game's are the config's own game, options and dealing. */
function withFirstGame(config: SessionConfig): SessionConfig {
  const choice = config.choice;
  if (!choice) return config;
  const problem = choiceProblem(choice);
  if (problem) throw new RangeError(`dealer's choice: ${problem.path}: ${problem.what}`);
  if (isTournament(config)) throw new RangeError("dealer's choice is a cash game: no levels, no tournament (C1)");
  const bombless = choice.games.findIndex((game) => game.options?.bombPotFirst === true && !game.options.bombPot);
  if (bombless >= 0) throw new RangeError(`games[${bombless}]: a first hand as a bomb pot needs the bomb pot ante (H12)`);
  const { profile, options, dealing = config.dealing } = choice.games[0];
  return { ...config, profile, options, dealing };
}

export function newSession(given: SessionConfig): SessionState {
  const config = withFirstGame(withCleanNames(given));
  const count = config.players.length;
  if (!Number.isInteger(config.firstDealer) || config.firstDealer < 0 || config.firstDealer >= count) {
    throw new RangeError(`first dealer ${config.firstDealer} is not a seat`);
  }
  const bombFirst = !config.choice && config.options?.bombPotFirst === true;
  if (bombFirst && !config.options?.bombPot) throw new RangeError('a first hand as a bomb pot needs the bomb pot ante (H12)');
  return {
    ...(config.choice ? { choice: { namedBy: null, since: 0, modes: firstModes(config.choice) } } : {}),
    config,
    log: [],
    // T19: a late player has no chips and no entry until he sits down, and is not dealt in.
    stacks: config.players.map((p) => (p.late ? 0 : p.stack)),
    buyIns: config.players.map((p) => (p.late ? 0 : 1)),
    carried: NOTHING_CARRIED,
    resolved: 0,
    mode: bombFirst ? 'bomb' : 'normal',
    leftAfter: config.players.map((p) => (p.late ? 0 : -1)),
    dealer: config.firstDealer,
    level: 0,
    hand: null,
    history: [],
    startedAt: null,
    over: false,
  };
}

/** The next hand dealt (its check passed: checks.ts), or the session ended at the deal when nobody is left to play it. */
function startHand(session: SessionState, at: number | undefined): SessionState {
  const started = { ...session, startedAt: session.startedAt ?? at ?? null };
  const level = levelAt(started, at);
  const options = optionsFor(started, level);
  const table = settleTable(started, options);
  if (table.over) return { ...table, hand: null };
  const inPlay = (player: Seat) => table.leftAfter[player] < 0;
  const dealer = nextDealer(table);
  const game = gameInForce(table);
  const hand = newHand({
    profile: game.profile,
    seats: session.config.players.map((p, player) => ({
      name: p.name,
      stack: table.stacks[player],
      out: !inPlay(player),
      ...(notArrived(table, player) ? { waiting: true } : {}),
    })),
    dealer,
    dealing: game.dealing,
    options,
    ...(chipsWait(table) ? { carried: table.carried } : {}),
    ...(table.mode !== 'normal' ? { mode: table.mode } : {}),
  });
  return { ...table, dealer, level, hand };
}

/** A session-level action (checks.ts SESSION_KINDS has its check, passed) played on the session. */
function playSession(session: SessionState, action: Exclude<SessionAction, Action>): SessionState {
  switch (action.type) {
    case 'startHand':
      return startHand(session, action.at);
    case 'undo':
      return undoLast(session, (log) => replaySession(setUpConfig(session.config), log), replay);
    case 'buyIn':
      return buyIn(session, action.player);
    case 'bombPot':
      // H12: the next hand is a bomb pot (or, taken back, a normal hand).
      return { ...session, mode: action.on ? 'bomb' : 'normal' };
    case 'nameGame':
      return nameGame(session, action);
    case 'buyInPrice':
      return applyPrice(session, action);
    default:
      return isTournamentAction(action) ? applyTournament(session, action) : applyClock(session, action);
  }
}

/** Start the next hand, play a move between hands, or pass an action to the hand in play; each checked first (checks.ts). */
export function applySession(session: SessionState, action: SessionAction): SessionResult {
  // G18: a game takes no move past the limit (a replay of a stored log, playLog, is not held to it).
  if (session.log.length >= MAX_MOVES) return { ok: false, error: { code: 'TOO_MANY_MOVES', message: `a game holds at most ${MAX_MOVES} moves (G18): end it and start another`, max: MAX_MOVES } };
  const result = move(session, action);
  return result.ok ? { ok: true, state: { ...result.state, log: [...session.log, action] } } : result;
}

/** What a session played so far by playLog: its last state, and the move refused, if one was. */
interface LogPlay {
  readonly state: SessionState;
  readonly refused: Refusal | SessionRefusal | null;
}

/**
 * The moves of `actions` played on from `from`, each as applySession plays it, up to the first
 * the engine refuses. One log array grows along the way, where applySession copies the log for
 * each move: a night of n moves replays in time n, not n² (a 200,000-move backup took minutes).
 * So a state along the way is not one to keep: `each` sees each one as it comes (`before` and
 * `after` the move), its log as far as the replay has gone. The last state's log is its own.
 */
export function playLog(from: SessionState, actions: readonly SessionAction[], each?: (before: SessionState, after: SessionState, action: SessionAction) => void): LogPlay {
  const log = [...from.log];
  let state: SessionState = { ...from, log };
  for (const action of actions) {
    const result = move(state, action);
    if (!result.ok) return { state, refused: result.error };
    log.push(action);
    const before = state;
    // An undo's replay (undo.ts) hands back the log it was given, which is this one.
    state = result.state.log === log ? result.state : { ...result.state, log };
    each?.(before, state, action);
  }
  return { state, refused: null };
}

/** applySession's move, all but its place in the log (the state's log is the one it was given). */
function move(session: SessionState, action: SessionAction): SessionResult {
  let next: SessionState;
  if (isSessionKind(action)) {
    const refused = checkSession(session, action);
    if (refused) return { ok: false, error: refused };
    next = playSession(session, action);
  } else {
    const hand = session.hand;
    if (!hand || hand.pending.kind === 'complete') return { ok: false, error: { code: 'NO_HAND', message: 'start a hand first' } };
    const result = apply(hand, action);
    if (!result.ok) return result;
    next = { ...session, hand: result.state };
    if (result.state.result) next = recordHand(next, result.state);
  }
  // T23: the clock's latest moment moves on with every action that carries the time.
  if ('at' in action) next = noteTime(next, action.at);
  return { ok: true, state: next };
}

/** B13: a rebuy between hands; a player who had left for want of chips comes back to the table. */
function buyIn(session: SessionState, player: Seat): SessionState {
  const chips = rebuyChips(session.config, player);
  const stacks = session.stacks.map((stack, p) => (p === player ? stack + chips : stack));
  const buyIns = session.buyIns.map((n, p) => (p === player ? n + 1 : n));
  const leftAfter = session.leftAfter.map((left, p) => (p === player ? -1 : left));
  return lapsedNaming({ ...session, stacks, buyIns, leftAfter, over: isTournament(session.config) && seated(leftAfter) < 2 });
}

/**
 * C3, C8: the dealer names the game of the coming deal (or renames it before the deal): the game
 * that was in force keeps its pending mode for its own next deal, and the named game's comes in.
 */
function nameGame(session: SessionState, { seat, game }: NameGameAction): SessionState {
  const modes = gameModes(session);
  return { ...session, game, mode: modes[game], choice: { namedBy: seat, since: session.history.length, modes } };
}

/** C8: each game's mode for its next deal on a dealer's-choice night, the game in force's (the session's `mode`) in its place. */
export function gameModes(session: SessionState): readonly HandMode[] {
  const modes = session.choice?.modes ?? [];
  return session.game === undefined ? modes : modes.map((mode, game) => (game === session.game ? session.mode : mode));
}

/**
 * C4–C6, C8: after a hand of a dealer's-choice night, the game stays in force while chips it left
 * wait on the table (C6, kept rather than named once its naming is over) or its orbit goes on (C5);
 * otherwise it waits, with its pending mode, for a dealer to name it again.
 */
function afterChoiceHand(session: SessionState, progress: ChoiceProgress): SessionState {
  const choice = session.config.choice!;
  const modes = gameModes(session);
  const { namedBy } = progress;
  const orbitGoesOn =
    choice.per === 'orbit' &&
    namedBy !== null &&
    !orbitOver(session.stacks.length, session.dealer, nextDealer(session), getProfile(session.config.profile).direction, namedBy);
  if (orbitGoesOn) return { ...session, choice: { ...progress, modes } };
  if (chipsWait(session)) return { ...session, choice: { ...progress, namedBy: null, modes } };
  return released(session, progress);
}

/** C8: no game in force; each game's pending mode waits in its place. */
function released(session: SessionState, progress: ChoiceProgress): SessionState {
  const { game: _over, ...rest } = session;
  return { ...rest, mode: 'normal', choice: { ...progress, namedBy: null, modes: gameModes(session) } };
}

/** C3: a naming no deal has used yet lapses when a buy-in makes another seat the next dealer: the naming is the dealer's. */
function lapsedNaming(session: SessionState): SessionState {
  const progress = session.choice;
  if (!progress || progress.namedBy === null || progress.since !== session.history.length || nextDealer(session) === progress.namedBy) return session;
  return released(session, progress);
}

function recordHand(session: SessionState, hand: HandState): SessionState {
  const after = session.stacks.map((stack, player) => (hand.seats[player].inHand ? hand.seats[player].stack : stack));
  const record: HandRecord = {
    dealer: hand.config.dealer,
    level: session.level,
    before: session.stacks,
    after,
    ...(session.game === undefined ? {} : { game: session.game }),
  };
  const result = hand.result!;
  // F12, B10: a deal that paid no pot extends the run; any pot won ends it.
  const won = result.pots.some((pot) => pot.winners.length > 0);
  const carried = { chips: result.leftOnTable ?? 0, deals: won ? 0 : session.carried.deals + 1 };
  // D14: whoever cannot pay any more leaves now; the session may be over.
  const mode = getProfile(hand.config.profile).nextMode?.(hand) ?? 'normal';
  const resolved = session.resolved + (won ? 1 : 0);
  const settled = settleTable({ ...session, stacks: after, carried, mode, resolved, history: [...session.history, record] }, hand.config.options);
  return settled.choice ? afterChoiceHand(settled, settled.choice) : settled;
}

export function replaySession(config: SessionConfig, log: readonly SessionAction[]): SessionResult {
  const { state, refused } = playLog(newSession(config), log);
  return refused ? { ok: false, error: refused } : { ok: true, state };
}

export interface Standing {
  readonly player: Seat;
  readonly name: string;
  readonly stack: number;
  /** The stack minus every chip bought, rebuys included: the session's result (S9, B13; net-result.ts). */
  readonly net: number;
  /** 1 = first; equal results share the place (D14, S9), the next place is skipped. */
  readonly place: number;
}

/**
 * Places: by net result (D14, S9; with rebuys, B13, a bigger stack may be a smaller result). In a
 * tournament (H9) players still in rank by their chips, above those eliminated, who rank by how
 * long they lasted.
 */
export function standings(session: SessionState): Standing[] {
  const tournament = session.config.schedule !== undefined;
  const net = (player: Seat) => netResult(session, player);
  // Eliminated: how many hands they lasted, then their stack when their last hand began (two
  // players out in one hand: the bigger stack places higher).
  const key = (player: Seat): [number, number] => {
    const left = session.leftAfter[player];
    if (!tournament) return [Infinity, net(player)];
    if (left < 0) return [Infinity, session.stacks[player]];
    return [left, session.history[left - 1]?.before[player] ?? 0];
  };
  const better = (a: Seat, b: Seat) => {
    const [la, sa] = key(a);
    const [lb, sb] = key(b);
    return la !== lb ? lb - la : sb - sa;
  };
  const order = session.config.players.map((_, player) => player).sort((a, b) => better(a, b) || a - b);
  return order.map((player) => ({
    player,
    name: session.config.players[player].name,
    stack: session.stacks[player],
    net: net(player),
    place: 1 + order.filter((other) => better(other, player) < 0).length,
  }));
}
