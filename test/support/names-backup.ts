// A backup file whose one game's seats carry the names a test gives (G17: hostile names), for the
// component test of names (test/screens/names.test.tsx) and the browser's check of how they are
// drawn (test/e2e/screens-fit.test.ts).
import { deck } from '../../src/engine/deck.ts';
import { legalActions } from '../../src/engine/game.ts';
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/session.ts';
import { sessionConfig } from '../../src/engine/setup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/store/backupFormat.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';

/** A finished draw5 game of one hand (the first to act bets, the others fold) whose seats carry these names, as a backup file. */
export function backupWith(names: readonly string[], listed: readonly string[]): string {
  const clean = sessionConfig({ profile: 'draw5', players: ['P1', 'P2', 'P3'], mode: 'pass-and-play', dealer: { kind: 'seat', seat: 0 }, options: setupDefaults.draw5 }, 0);
  const config: SessionConfig = { ...clean, players: clean.players.map((p, seat) => ({ ...p, name: names[seat] })) };
  let state: SessionState = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.code}`);
    state = result.state;
    log.push(action);
  };
  play({ type: 'startHand', at: 1_700_000_000_000 });
  play({ type: 'shuffle', deck: deck() });
  while (state.hand!.pending.kind !== 'complete') {
    const { seat, actions } = legalActions(state.hand!);
    play(actions.some((a) => a.type === 'bet') ? { type: 'bet', seat: seat!, to: 10 } : { type: 'fold', seat: seat! });
  }
  const at = 1_700_000_000_000;
  const game = { id: 'hostile', profile: 'draw5', players: listed, config, createdAt: at, updatedAt: at, status: 'finished', result: null, position: { seat: null, screen: 'table' } };
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(at).toISOString(), games: [{ game, actions: log.map((action, seq) => ({ seq, at: at + seq, action })) }] });
}
