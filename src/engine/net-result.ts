/**
 * A player's result over a session, in chips (S9, B13): what he holds minus every chip he bought,
 * his first buy-in and each rebuy. The one figure the standings, the end of the game and the past
 * games call "net", and the one the money settlement agrees with: a player who lost his stack,
 * bought again and ended with a little more than one stack still lost money.
 *
 *   netResults(session)        // per player, in seat order; 0 for everyone before the first hand
 *   chipsBought(session, 2)    // seat 2's starting chips + his rebuys × the chips a rebuy gives
 */
import type { SessionConfig, SessionState } from './session.ts';
import type { Seat } from './types.ts';

/** B13, T17: the chips one rebuy gives: the tournament's rebuy, the agreed chips per buy-in, else the player's starting chips. */
export function rebuyChips(config: SessionConfig, player: Seat): number {
  return config.tournament?.rebuy?.chips ?? config.options?.buyIn?.chips ?? config.players[player].stack;
}

/**
 * Every chip a player has bought: his starting stack (the first buy-in, T19's late entry
 * included), each rebuy since and a tournament's add-on (T18). A late player not yet seated has
 * bought nothing.
 */
export function chipsBought(session: SessionState, player: Seat): number {
  const entries = session.buyIns[player];
  if (entries === 0) return 0;
  const addOns = (session.tournament?.addOns[player] ?? 0) * (session.config.tournament?.addOn?.chips ?? 0);
  return session.config.players[player].stack + (entries - 1) * rebuyChips(session.config, player) + addOns;
}

/** A player's net result: his stack minus every chip he bought (positive: he is winning). */
export function netResult(session: SessionState, player: Seat): number {
  return session.stacks[player] - chipsBought(session, player);
}

/** Every player's net result, in seat order. */
export function netResults(session: SessionState): number[] {
  return session.stacks.map((_, player) => netResult(session, player));
}
