// Backup files of small played games for the past-games tests (test/screens/past-games.test.tsx)
// and the browser's check of the same screen's layout (test/e2e/screens-fit.test.ts).
import { deck } from '../../src/engine/deck.ts';
import { legalActions } from '../../src/engine/game.ts';
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/session.ts';
import { sessionConfig } from '../../src/engine/setup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument } from '../../src/store/backupFormat.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';

/**
 * A game of Ana (dealer), Bia and Caio with one finished hand: the first to act bets (10 chips in
 * draw5, the smallest bet in baseball), the others fold.
 */
export function playedGame(id: string, profile: 'draw5' | 'baseball' = 'draw5'): BackupDocument['games'][number] {
  const config: SessionConfig = sessionConfig(
    { profile, players: ['Ana', 'Bia', 'Caio'], mode: 'pass-and-play', dealer: { kind: 'seat', seat: 0 }, options: setupDefaults[profile] },
    0,
  );
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
    const bet = actions.find((a) => a.type === 'bet');
    play(bet ? { type: 'bet', seat: seat!, to: profile === 'draw5' ? 10 : bet.min } : { type: 'fold', seat: seat! });
  }
  const at = 1_700_000_000_000;
  return {
    game: {
      id,
      profile,
      players: ['Ana', 'Bia', 'Caio'],
      config,
      createdAt: at,
      updatedAt: at + 60_000,
      status: 'active',
      result: null,
      position: { seat: null, screen: 'table' },
    },
    actions: log.map((action, seq) => ({ seq, at: at + seq * 1000, action })),
  };
}

/** The game with its config changed (a config the engine must refuse). */
export function withConfig(entry: BackupDocument['games'][number], change: Partial<SessionConfig>): BackupDocument['games'][number] {
  return { ...entry, game: { ...entry.game, config: { ...(entry.game.config as SessionConfig), ...change } } };
}

/** A backup file of `games`, and of the players' book's `nights` when given. */
export const backup = (games: BackupDocument['games'], nights?: BackupDocument['nights']): string =>
  JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(0).toISOString(), games, nights });
