// The players' book as the screens read it: the store's players (every game's seats linked first)
// and each finished game's night, worked out from its log once per version of the log.
import { PlayerRepository, type PlayerRecord } from '../../store/index.ts';
import type { SessionConfig } from '../../engine/index.ts';
import type { GameRecord } from '../../store/index.ts';
import { storage } from '../storage.ts';
import { byTime, gameNight, importedNight, type Night } from './nights.ts';

export interface Book {
  readonly players: readonly PlayerRecord[];
  /** Finished games and imported nights, oldest first. */
  readonly nights: readonly Night[];
}

/** The book's store, on the page's one connection. */
export function players(): PlayerRepository {
  return new PlayerRepository(storage().conn);
}

// A game's night only changes with its log: read again only when the log has grown (or shrunk, after a backup replaced it).
const nightOfGame = new Map<string, { readonly nextSeq: number; readonly updatedAt: number; readonly night: Night }>();

/** A stored game's night, from its whole log. */
export async function storedNight(game: GameRecord<SessionConfig>): Promise<Night> {
  const known = nightOfGame.get(game.id);
  if (known && known.nextSeq === game.nextSeq && known.updatedAt === game.updatedAt) return known.night;
  const log = (await storage().games.history(game.id)).map((record) => record.action);
  const night = gameNight(game, log);
  nightOfGame.set(game.id, { nextSeq: game.nextSeq, updatedAt: game.updatedAt, night });
  return night;
}

export async function loadBook(): Promise<Book> {
  const people = await players().sync();
  const games = (await storage().games.list()).filter((game) => game.status === 'finished');
  const nights = await Promise.all(games.map(storedNight));
  const imported = (await players().nights()).map(importedNight);
  return { players: people, nights: [...nights, ...imported].sort(byTime) };
}
