// A finished game as the store keeps it, for the book to read its night from (gameNight).
import type { SessionConfig } from '../../../src/engine/index.ts';
import type { GameRecord } from '../../../src/store/schema.ts';

export function finishedRecord(id: string, config: SessionConfig, createdAt: number, nextSeq = 0): GameRecord<SessionConfig> {
  return {
    id,
    profile: config.profile,
    players: config.players.map((p) => p.name),
    config,
    createdAt,
    updatedAt: createdAt,
    status: 'finished',
    result: null,
    nextSeq,
    deletedAt: null,
  };
}
