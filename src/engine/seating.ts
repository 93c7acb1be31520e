/**
 * Who sits at the next deal (D14, H9, G19): whether each player can pay to be dealt in, who leaves,
 * whether the session has reached its end, and who deals. The session deals by these rules
 * (session.ts) and its checks ask them before a deal (checks.ts), so this module imports neither.
 */
import { canPlay } from './credit.ts';
import { getProfile } from './profiles/registry.ts';
import { firstAfter } from './seats.ts';
import { configLevelTerms, levelOptions } from './tournament/levels.ts';
import type { ChoiceGame } from './choice.ts';
import type { SessionConfig, SessionState } from './session.ts';
import type { GameOptions, Seat } from './types.ts';

/**
 * C2: the game the next deal plays, or the hand in play: on a dealer's-choice night the game in
 * force (the first listed while none is, which no deal plays: NAME_GAME), else the table's one game.
 */
export function gameInForce(session: SessionState): ChoiceGame {
  const games = session.config.choice?.games;
  // C1: the night's one way of dealing, the config's (newSession set it from the first game's, or kept the table's).
  if (games) return { ...games[session.game ?? 0], dealing: session.config.dealing };
  const { profile, options, dealing } = session.config;
  return { profile, options, dealing };
}

/** H9, T7: the options a hand dealt at `level` plays with: the table's (C2: the game in force's), with the level's posts and limits. */
export function optionsFor(session: SessionState, level: number): GameOptions {
  const base = gameInForce(session).options ?? {};
  const posts = session.config.schedule?.levels[level];
  return posts ? { ...base, ...levelOptions(configLevelTerms(session.config.profile, base), posts) } : base;
}

/**
 * What a player must be able to pay to be dealt in. D14: the ante; with blinds (H9), and in any
 * tournament (T7), a short stack posts what he has (G7), and only a player with no chips is out.
 */
function canPay(session: SessionState, player: Seat, options: GameOptions): boolean {
  const stack = session.stacks[player];
  if (getProfile(session.config.profile).credit) return canPlay(true, stack); // S2: balances may go negative
  // C9: on a dealer's-choice night whoever has chips is dealt in, whatever the game (a short ante is all in, G7).
  if (session.config.profile === 'draw5' && !session.config.schedule && !session.config.choice) return stack >= (options.ante ?? 1) && stack > 0;
  return stack > 0;
}

/** S9: the session's length in resolved pots: the table's option, else the profile's default; 0 = no limit. */
export function sessionPots(config: SessionConfig): number {
  return config.options?.sessionPots ?? getProfile(config.profile).sessionPots ?? 0;
}

export const handsLimitReached = (session: SessionState) =>
  (session.config.hands !== undefined && session.history.length >= session.config.hands) ||
  (sessionPots(session.config) > 0 && session.resolved >= sessionPots(session.config));

/** F7, F12, B10: chips an earlier deal left on the table wait for the next one (C6: for their own game). */
export const chipsWait = (session: SessionState): boolean => session.carried.chips > 0 || session.carried.deals > 0;

/** H9, T: a tournament (levels, a night's terms); anything else is a cash game (G19). */
export const isTournament = (config: SessionConfig) => config.schedule !== undefined || config.tournament !== undefined;

export const seated = (leftAfter: readonly number[]) => leftAfter.filter((left) => left < 0).length;

/**
 * Players who leave before the next hand, and whether the session is over: at its agreed length
 * (D14, S9), or, in a tournament, with one player left (H9). G19: a cash game never ends because
 * players are broke; they sit out until they buy in.
 */
export function settleTable(session: SessionState, options: GameOptions): SessionState {
  const leftAfter = session.leftAfter.map((left, player) =>
    left < 0 && !canPay(session, player, options) ? session.history.length : left,
  );
  const lastStanding = isTournament(session.config) && seated(leftAfter) < 2;
  return { ...session, leftAfter, over: lastStanding || handsLimitReached(session) };
}

/** G19: the players of a cash game sitting out for want of chips, each offered a buy-in between hands. */
export function sittingOut(session: SessionState): Seat[] {
  if (isTournament(session.config) || session.over) return [];
  return session.leftAfter.flatMap((left, player) => (left >= 0 && session.buyIns[player] > 0 ? [player] : []));
}

/** G19: a cash game with fewer than two players who can be dealt in: no hand until one buys in, or the host ends the game. */
export function waitsForBuyIn(session: SessionState): boolean {
  return !isTournament(session.config) && !session.over && seated(session.leftAfter) < 2;
}

/**
 * D14, H2: the dealer of the next hand: the deal moves one seat on each hand, skipping the players
 * who left (the first hand's is the first dealer, if he plays). Between hands the table is told it.
 * C7: a dealer's-choice night's button moves as its first game's (`config.profile`), whatever is dealt.
 */
export function nextDealer(session: SessionState): Seat {
  const inPlay = (player: Seat) => session.leftAfter[player] < 0;
  if (session.history.length === 0 && inPlay(session.dealer)) return session.dealer;
  return firstAfter(session.stacks.length, session.dealer, getProfile(session.config.profile).direction, inPlay);
}
