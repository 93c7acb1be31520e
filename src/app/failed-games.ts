/**
 * The games a screen that failed to draw may have failed on, for the failure screen to offer to
 * save in a file or delete (screen-guard.tsx): the game the screen showed (a table, a history, a
 * replay) or, for a screen of many games (past games, the book), every stored game beyond the
 * table limits (G18) — one stored before the limits were checked, whose dates or results the
 * screens cannot show.
 */
import { isMoment, MAX_RESULT } from '../engine/limits.ts';
import type { GameRecord } from '../store/index.ts';
import { gameRepository } from './games.ts';

/** G18: a stored game whose dates or results are beyond what the screens show. */
export function beyondLimits(game: GameRecord): boolean {
  const results = game.result?.standings ?? [];
  return !isMoment(game.createdAt) || !isMoment(game.updatedAt) || results.some((s) => !(Math.abs(s.net) <= MAX_RESULT));
}

/** The game `gameId` if it is still stored (not deleted), else (no id) every stored game beyond the limits. */
export async function gamesBehindFailure(gameId: string | null): Promise<GameRecord[]> {
  const games = await gameRepository();
  if (gameId === null) return (await games.list()).filter(beyondLimits);
  const game = await games.get(gameId);
  return game && game.deletedAt === null ? [game] : [];
}
