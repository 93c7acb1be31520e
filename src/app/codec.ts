// How the store rebuilds a game: the engine's session replayed from a snapshot (or from the
// config) through the logged actions. A session state is plain data, so it is its own snapshot.
// And what a finished game stores as its result, worked out from its last state.
import { newSession, nightMoney, playLog, standings, type SessionAction, type SessionConfig, type SessionState } from '../engine/index.ts';
import type { GameCodec, ResultSummary } from '../store/index.ts';

/**
 * Each player's chips won or lost (net-result.ts: every buy-in counted), best place first; in a
 * tournament his place too, and his money where it had any (T22: its result).
 */
export function resultSummary(state: SessionState): ResultSummary {
  const tournament = state.config.schedule !== undefined;
  const money = state.config.tournament ? nightMoney(state) : null;
  return {
    hands: state.history.length,
    standings: standings(state).map((s) => ({
      player: s.name,
      net: s.net,
      ...(tournament ? { place: s.place } : {}),
      ...(money ? { money: money.results[s.player].net } : {}),
    })),
    ...(money ? { currency: money.currency } : {}),
  };
}

export const sessionCodec: GameCodec<SessionConfig, SessionAction, SessionState, SessionState> = {
  // Bump when SessionState's shape changes: older snapshots are then ignored and the log replayed.
  // 2: a hand counts its stock without a recorded deck (undealt) and records when hands were tabled at an all-in (tabled).
  // 3: a hand records the runs of its board (runout, H13); the session's next hand may be a bomb pot (mode, H12).
  // 4: the clock's record (tournament/clock.ts ClockState: held, a level set by hand, the latest moment, T23).
  snapshotFormat: 4,
  replay(config, from, actions) {
    const { state, refused } = playLog(from ?? newSession(config), actions);
    // The store turns this into store.replayFailed: a logged action the engine now refuses.
    if (refused) throw new Error(`${refused.code}: ${refused.message}`);
    return state;
  },
  snapshot: (state) => state,
  result: resultSummary,
  players: (state) => state.config.players.map((p) => p.name),
};
