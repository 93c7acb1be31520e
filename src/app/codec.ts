// How the store rebuilds a game: the engine's session replayed from a snapshot (or from the
// config) through the logged actions. A session state is plain data, so it is its own snapshot,
// less its log: the store holds the log already, and leaving it out keeps a snapshot of a long
// game small (it grows only with the finished hands' one-line records).
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../engine/index.ts';
import type { GameCodec } from '../store/index.ts';

/** A session state without its log. */
export type SessionSnapshot = Omit<SessionState, 'log'>;

export const sessionCodec: GameCodec<SessionConfig, SessionAction, SessionState, SessionSnapshot> = {
  // Bump when SessionState's shape changes: older snapshots are then ignored and the log replayed.
  // 2: the log left out.
  snapshotFormat: 2,
  replay(config, from, tail, before) {
    let state = from ? { ...from, log: before } : newSession(config);
    for (const action of tail) {
      const result = applySession(state, action);
      // The store turns this into store.replayFailed: a logged action the engine now refuses.
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      state = result.state;
    }
    return state;
  },
  snapshot: ({ log: _log, ...rest }) => rest,
};
