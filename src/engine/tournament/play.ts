/**
 * A tournament's money and chips at the table (T17–T23): rebuys until a level, the add-on at the
 * break, late entry, the colour-up with its chip race, and a deal among the players left. Each is
 * a session action, logged, replayed and undone like a buy-in (undo.ts), in both modes.
 *
 *   applySession(s, { type: 'buyIn', player: 3 })                  // a rebuy (T17)
 *   applySession(s, { type: 'addOn', player: 3, at: Date.now() })  // at the add-on break (T18)
 *   applySession(s, { type: 'lateEntry', player: 7 })              // a late player sits down (T19)
 *   applySession(s, { type: 'walkIn', name: 'Zé' })                // one nobody registered sits down too (T19)
 *   applySession(s, { type: 'colourUp', winners: [2], at })        // the 25s leave; seat 2 won the race (T5, T6)
 *   applySession(s, { type: 'prizeDeal', method: 'icm', aside: 2000 })  // T15, T16
 */
import { levelAt } from './clock.ts';
import { cleanName, nameProblem } from '../names.ts';
import type { Level, SessionConfig, SessionRefusal, SessionState } from '../session.ts';
import { playerRange } from '../setup.ts';
import type { Seat } from '../types.ts';
import { afterRace, chipRace, coloursOff, raceProblem, type ChipRace } from './colour-up.ts';
import { dealAmounts, dealProblem, type DealMethod } from './icm.ts';
import { payouts, prizePool, sharesFor, type PayoutRow } from './payouts.ts';

/** What a tournament's entries cost and give, agreed at setup (T10–T19). Prices in cents. */
export interface TournamentTerms {
  /** ISO 4217 code. */
  readonly currency: string;
  readonly buyIn: number;
  /** T17: rebuys are sold through level `untilLevel` (1-based) and the break after it. */
  readonly rebuy?: { readonly price: number; readonly chips: number; readonly untilLevel: number };
  /** T18: one add-on per player, at the break after level `atLevel` (1-based). */
  readonly addOn?: { readonly price: number; readonly chips: number; readonly atLevel: number };
  /** T19: players marked late, and players nobody registered, may sit down through this level (1-based). */
  readonly lateEntryUntil?: number;
  /** T11: the payout table by field size. */
  readonly payouts: readonly PayoutRow[];
  /** T12: prizes are rounded down to this many cents (100: the currency's unit); the rest to first. */
  readonly roundTo: number;
}

/** A deal the players left agreed to (T15, T16). */
export interface AgreedDeal {
  readonly method: DealMethod;
  readonly players: readonly Seat[];
  /** Cents each of `players` takes, same order. */
  readonly amounts: readonly number[];
  /** Cents kept for whoever wins the play that goes on. */
  readonly aside: number;
}

/** The tournament's progress beyond the session's own (absent until the first tournament action). */
export interface TournamentProgress {
  readonly addOns: readonly number[];
  /** T5: how many of the smallest colours have left the table. */
  readonly coloursOff: number;
  readonly deal: AgreedDeal | null;
}

export type TournamentAction =
  | { readonly type: 'addOn'; readonly player: Seat; readonly at?: number }
  | { readonly type: 'lateEntry'; readonly player: Seat }
  /** T19: a player nobody registered sits down, in a new seat after the last. */
  | { readonly type: 'walkIn'; readonly name: string }
  | { readonly type: 'colourUp'; readonly winners: readonly Seat[]; readonly at?: number }
  | { readonly type: 'prizeDeal'; readonly method: DealMethod; readonly aside: number };

const TOURNAMENT_ACTIONS: readonly TournamentAction['type'][] = ['addOn', 'lateEntry', 'walkIn', 'colourUp', 'prizeDeal'];

export const isTournamentAction = (action: { readonly type: string }): action is TournamentAction =>
  (TOURNAMENT_ACTIONS as readonly string[]).includes(action.type);

export const progressOf = (session: SessionState): TournamentProgress =>
  session.tournament ?? { addOns: session.stacks.map(() => 0), coloursOff: 0, deal: null };

const refuse = (code: SessionRefusal['code'], message: string): SessionRefusal => ({ code, message });

const betweenHands = (session: SessionState) => !session.hand || session.hand.pending.kind === 'complete';

const isPlayer = (session: SessionState, player: Seat) => Number.isInteger(player) && player >= 0 && player < session.stacks.length;

/** Still in the tournament: entered, not knocked out. */
export const stillIn = (session: SessionState, player: Seat) => session.leftAfter[player] < 0 && session.buyIns[player] > 0;

const playersLeft = (session: SessionState, leftAfter = session.leftAfter) => leftAfter.filter((left) => left < 0).length;

/** T19: registered as late and not sat down yet: not out, not placed, just not here. */
export const notArrived = (session: SessionState, player: Seat) => session.config.players[player]?.late === true && session.buyIns[player] === 0;

/**
 * T24: chips the case still holds off the table: the value of its colours still in play (T5) less
 * the chips on the table (the stacks and any left on it, F7); null without a chip set. Below zero
 * when the table already plays with more than the case holds.
 */
export function chipsInCase(session: SessionState): number | null {
  const chips = session.config.chipSet;
  if (!chips) return null;
  const inPlay = new Set(valuesInPlay(session));
  const held = chips.reduce((sum, chip) => sum + (inPlay.has(chip.value) ? chip.value * chip.count : 0), 0);
  return held - session.stacks.reduce((a, b) => a + b, 0) - session.carried.chips;
}

/** T24: how many chips a sale of `chips` (a rebuy, the add-on, an entry) puts on the table beyond `left`, what the case holds (chipsInCase); 0 when it fits or there is no chip set (null). */
export const caseShortOf = (left: number | null, chips: number): number => (left === null ? 0 : Math.max(0, chips - Math.max(0, left)));

/** T17: why a rebuy (a `buyIn` in a tournament) is refused, or null. */
export function rebuyRefusal(session: SessionState, player: Seat): SessionRefusal | null {
  const rebuy = session.config.tournament?.rebuy;
  if (!rebuy) return refuse('NO_REBUYS', 'this tournament sells no rebuys');
  if (session.level >= rebuy.untilLevel) return refuse('REBUYS_OVER', `rebuys ended with level ${rebuy.untilLevel}`);
  if (session.buyIns[player] === 0) return refuse('NOT_ENTERED', 'a late player enters first');
  if (session.stacks[player] > session.config.players[player].stack) return refuse('STACK_TOO_BIG', 'a rebuy is for a stack at or below the starting stack');
  return null;
}

/** T19: whether late entry is still open: through level L, until the first hand of level L + 1 is dealt. */
function lateEntryOpen(session: SessionState): boolean {
  const until = session.config.tournament?.lateEntryUntil ?? 0;
  return session.level < until;
}

/** T19: why a registered late player cannot sit down now, or null: not one of the table, already in, or late entry over. */
export function lateEntryRefusal(session: SessionState, player: Seat): SessionRefusal | null {
  if (!isPlayer(session, player)) return refuse('NO_PLAYER', `${player} is not a player`);
  if (!session.config.players[player].late || session.buyIns[player] > 0) return refuse('ALREADY_ENTERED', 'this player is already in');
  if (!lateEntryOpen(session)) return refuse('LATE_ENTRY_OVER', `late entry ended with level ${session.config.tournament?.lateEntryUntil ?? 0}`);
  return null;
}

/** T19: why nobody can walk in now, whatever his name, or null: no tournament, late entry over, or the table full (the seats the setup allows). */
export function walkInClosed(session: SessionState): SessionRefusal | null {
  const terms = session.config.tournament;
  if (!terms || !session.config.schedule) return refuse('NO_TOURNAMENT', 'only a tournament has this');
  if (!lateEntryOpen(session)) return refuse('LATE_ENTRY_OVER', `late entry ended with level ${terms.lateEntryUntil ?? 0}`);
  const { max } = playerRange[session.config.profile];
  if (session.config.players.length >= max) return refuse('TABLE_FULL', `the table seats ${max} players`);
  return null;
}

/**
 * T19: why `name` cannot sit down now as a player nobody registered, or null: walkInClosed, or a
 * name the setup would refuse (empty, too long, or a name already at the table).
 */
export const walkInRefusal = (session: SessionState, name: string): SessionRefusal | null =>
  walkInNameRefusal(walkInClosed(session), session.config.players.map((p) => p.name), name);

/** T19: walkInRefusal from its parts: the table closed to walk-ins (walkInClosed), or `name` refused beside the `names` at the table. */
export function walkInNameRefusal(closed: SessionRefusal | null, names: readonly string[], name: string): SessionRefusal | null {
  if (closed) return closed;
  const problem = nameProblem(typeof name === 'string' ? name : '', names);
  if (problem === 'emptyName') return refuse('NAME_EMPTY', 'a player needs a name');
  if (problem === 'nameTooLong') return refuse('NAME_TOO_LONG', 'that name is too long');
  if (problem === 'duplicateName') return refuse('NAME_TAKEN', `${cleanName(name)} is already at the table`);
  return null;
}

/**
 * The config as the table set it up, before anyone walked in (T19): what the log replays from.
 * Players who walked in are added by their logged actions, always after the last seat.
 */
export function setUpConfig(config: SessionConfig): SessionConfig {
  return config.players.some((p) => p.walkIn) ? { ...config, players: config.players.filter((p) => !p.walkIn) } : config;
}

/** T18: whether the add-on is on sale now: the clock reached the break after its level and no hand of the next level was dealt. */
export function addOnOpen(session: SessionState, at: number | undefined): boolean {
  const addOn = session.config.tournament?.addOn;
  return addOn !== undefined && addOnOnSale(addOn.atLevel, session.level, levelAt(session, at));
}

/** T18: the add-on of level `atLevel` is on sale at `level` (the clock's) after a hand dealt at `handLevel`: the break after it came, no hand of the next was dealt. */
export const addOnOnSale = (atLevel: number, handLevel: number, level: number): boolean => handLevel < atLevel && level >= atLevel;

/** T18: why `player` cannot buy the add-on at `at`, or null. */
function addOnRefusal(session: SessionState, player: Seat, at: number | undefined): SessionRefusal | null {
  const addOn = session.config.tournament?.addOn;
  if (!isPlayer(session, player)) return refuse('NO_PLAYER', `${player} is not a player`);
  if (!addOn) return refuse('NO_ADD_ON', 'this tournament sells no add-on');
  if (session.config.schedule && 'minutes' in session.config.schedule.every && at === undefined) return refuse('NEEDS_TIME', 'the add-on needs the time');
  if (!addOnOpen(session, at)) return refuse('ADD_ON_CLOSED', `the add-on is sold at the break after level ${addOn.atLevel}`);
  return addOnBuyerRefusal(session, player);
}

/** T18: why `player` is not one the add-on is for, whenever it is sold: he is out, or bought it already; null when he may buy it. */
export function addOnBuyerRefusal(session: SessionState, player: Seat): SessionRefusal | null {
  if (!stillIn(session, player)) return refuse('NOT_PLAYING', 'the add-on is for players still in');
  if (progressOf(session).addOns[player] > 0) return refuse('ALREADY_ADDED_ON', 'one add-on per player');
  return null;
}

/** T5: the colour that can leave the table before the next hand, with its race; null when none can. */
export function colourUpDue(session: SessionState, at: number | undefined): ChipRace | null {
  const chips = session.config.tournament && session.config.chipSet;
  const levels = session.config.schedule?.levels;
  if (!chips || !levels) return null;
  return colourLeaves(valuesInPlay(session), levels, levelAt(session, at)) ? nextRace(session) : null;
}

/** T5: the smallest of `values` (those in play, sorted) may leave the table at `level` (index). */
export const colourLeaves = (values: readonly number[], levels: readonly Level[], level: number): boolean => coloursOff(values, levels, level) > 0;

/** T6: the race when the smallest colour still in play leaves; null with no chip set, or no colour left to change up to. */
export function nextRace(session: SessionState): ChipRace | null {
  const values = valuesInPlay(session);
  if (values.length < 2) return null;
  const playing = session.stacks.map((_, player) => stillIn(session, player));
  return chipRace(session.stacks, playing, values);
}

/** The chip values still on the table (T5), smallest first; [] without a chip set. */
export function valuesInPlay(session: SessionState): number[] {
  const chips = session.config.chipSet ?? [];
  return chips
    .map((chip) => chip.value)
    .sort((a, b) => a - b)
    .slice(progressOf(session).coloursOff);
}

/** T11, T12: entries, rebuys and add-ons so far, the pool they make and the prizes it pays, first place first. */
export function prizeTable(session: SessionState): { readonly pool: number; readonly entries: number; readonly prizes: readonly number[] } {
  const terms = session.config.tournament;
  if (!terms) return { pool: 0, entries: 0, prizes: [] };
  const entries = session.buyIns.filter((n) => n > 0).length;
  const rebuys = session.buyIns.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const addOns = progressOf(session).addOns.reduce((a, b) => a + b, 0);
  const pool = prizePool({ buyIn: terms.buyIn, rebuy: terms.rebuy?.price, addOn: terms.addOn?.price }, { entries, rebuys, addOns });
  return { pool, entries, prizes: payouts(pool, sharesFor(terms.payouts, entries), terms.roundTo) };
}

/** T14–T16: what a deal among the players left is worked out from: who they are (by seat), their stacks, and the prizes the pool pays. */
export function dealTerms(session: SessionState): { readonly players: Seat[]; readonly stacks: number[]; readonly prizes: readonly number[] } {
  const players = session.stacks.flatMap((_, player) => (stillIn(session, player) ? [player] : []));
  return { players, stacks: players.map((player) => session.stacks[player]), prizes: prizeTable(session).prizes };
}

function withProgress(session: SessionState, change: Partial<TournamentProgress>): SessionState {
  return { ...session, tournament: { ...progressOf(session), ...change } };
}

/** T5, T15–T19: why a tournament's move between hands is refused now, or null (its check, checks.ts). */
export function tournamentRefusal(session: SessionState, action: TournamentAction): SessionRefusal | null {
  if (!session.config.tournament || !session.config.schedule) return refuse('NO_TOURNAMENT', 'only a tournament has this');
  if (session.over) return refuse('SESSION_OVER', 'the session is over');
  if (!betweenHands(session)) return refuse('HAND_IN_PROGRESS', 'between hands only');
  const timed = 'minutes' in session.config.schedule.every;
  switch (action.type) {
    case 'addOn':
      return addOnRefusal(session, action.player, action.at);
    case 'lateEntry':
      return lateEntryRefusal(session, action.player);
    case 'walkIn':
      return walkInRefusal(session, action.name);
    case 'colourUp': {
      if (timed && action.at === undefined) return refuse('NEEDS_TIME', 'a colour-up needs the time');
      const race = colourUpDue(session, action.at);
      if (!race) return refuse('NO_COLOUR_UP', 'no colour can leave the table before this level');
      return raceProblem(race, action.winners) ? refuse('BAD_RACE', `the race has ${race.prizes} winners, each a player with odd chips`) : null;
    }
    case 'prizeDeal': {
      if (progressOf(session).deal) return refuse('DEAL_DONE', 'the players left already made a deal');
      if (action.method !== 'icm' && action.method !== 'chipChop') return refuse('BAD_DEAL', 'a deal is by ICM or chip-chop');
      const { stacks, prizes } = dealTerms(session);
      const problem = dealProblem(action.method, stacks, prizes, action.aside);
      return problem ? refuse('BAD_DEAL', `no deal: ${problem.code}`) : null;
    }
  }
}

/** A tournament's move between hands, once tournamentRefusal allowed it. */
export function applyTournament(session: SessionState, action: TournamentAction): SessionState {
  const terms = session.config.tournament!;
  switch (action.type) {
    case 'addOn': {
      const { player } = action;
      const progress = progressOf(session);
      const stacks = session.stacks.map((stack, p) => (p === player ? stack + terms.addOn!.chips : stack));
      return withProgress({ ...session, stacks }, { addOns: progress.addOns.map((n, p) => (p === player ? n + 1 : n)) });
    }
    case 'lateEntry': {
      const { player } = action;
      const stacks = session.stacks.map((stack, p) => (p === player ? session.config.players[player].stack : stack));
      const buyIns = session.buyIns.map((n, p) => (p === player ? 1 : n));
      const leftAfter = session.leftAfter.map((left, p) => (p === player ? -1 : left));
      return { ...session, stacks, buyIns, leftAfter, over: playersLeft(session, leftAfter) < 2 };
    }
    case 'walkIn': {
      // Every seat of a tournament starts with the same stack (setup.ts): the newcomer's is the first seat's.
      const player = { name: cleanName(action.name), stack: session.config.players[0].stack, walkIn: true };
      const config = { ...session.config, players: [...session.config.players, player] };
      const tournament = session.tournament && { ...session.tournament, addOns: [...session.tournament.addOns, 0] };
      return {
        ...session,
        config,
        stacks: [...session.stacks, player.stack],
        buyIns: [...session.buyIns, 1],
        leftAfter: [...session.leftAfter, -1],
        ...(tournament ? { tournament } : {}),
      };
    }
    case 'colourUp': {
      const race = colourUpDue(session, action.at)!;
      return withProgress({ ...session, stacks: afterRace(session.stacks, race, action.winners) }, { coloursOff: progressOf(session).coloursOff + 1 });
    }
    case 'prizeDeal': {
      const { players, stacks, prizes } = dealTerms(session);
      const method = action.method;
      const deal: AgreedDeal = { method, players, amounts: dealAmounts(method, stacks, prizes, action.aside), aside: action.aside };
      // T16: with nothing kept aside the deal ends the tournament; otherwise they play on for it.
      return withProgress({ ...session, over: session.over || action.aside === 0 }, { deal });
    }
  }
}
