// Sessions in tests: apply a sequence of actions, failing loudly at the first refusal.
import { applySession, type SessionAction, type SessionState } from '../../../src/engine/index.ts';

export function run(session: SessionState, ...actions: SessionAction[]): SessionState {
  for (const action of actions) {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    session = result.state;
  }
  return session;
}
