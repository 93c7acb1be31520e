// The players' book as the screens read it: the store's players (every game's seats linked first)
// and each finished game's night — its results from the session as it ended (snapshot and tail,
// through the engine's standings and settlement), its hands' figures read from the whole log once
// and kept (store FiguresStore) until the log changes — beside the spreadsheets' nights, but for
// Mesa's own CSV of one of those games (copyOfGame).
import { completedHands, type SessionConfig } from '../../engine/index.ts';
import { FiguresStore, PlayerRepository, type FiguresRecord, type GameRecord, type PlayerRecord } from '../../store/index.ts';
import { beyondLimits } from '../failed-games.ts';
import { storage, storedSession } from '../storage.ts';
import { byTime, CHOICE, copyOfGame, handFigures, HAND_FIGURES_FORMAT, importedNight, localDay, nightOf, type HandFigures, type Night, type SeatFigures } from './nights.ts';

/** A night the book could not read (a game whose stored config or log the engine refuses, a night beyond the limits stored before they were checked). */
interface UnreadableNight {
  readonly id: string;
  /** The spreadsheet's name of the night; empty for a game. */
  readonly label: string;
  readonly day: string;
  readonly profile: string;
}

export interface Book {
  readonly players: readonly PlayerRecord[];
  /** Finished games and imported nights, oldest first. */
  readonly nights: readonly Night[];
  /** Left out, so the rest of the book still opens; the screen names them. */
  readonly unreadable: readonly UnreadableNight[];
}

/** The book's store, on the page's one connection. */
export function players(): PlayerRepository {
  return new PlayerRepository(storage().conn);
}

/** Figures as the store keeps them (its records hold plain arrays). */
const storable = (figures: SeatFigures) => ({ hands: [...figures.hands], biggestPot: [...figures.biggestPot], numbers: [...figures.numbers] });

export async function loadBook(): Promise<Book> {
  const { players: people, games: stored, nights: imported } = await players().sync();
  const { games, conn } = storage();
  // As the games repository reads them: every stored game is a session's.
  const all = stored as GameRecord<SessionConfig>[];
  // G18: a game stored beyond the table limits (a date no calendar shows, from before they were
  // checked) has no night to stand on: it stays out of the book, shown in past games to save or delete.
  const finished = all.filter((game) => game.status === 'finished' && game.deletedAt === null && !beyondLimits(game));
  const figures = new FiguresStore(conn);
  const kept = await figures.get(finished.map((game) => game.id)).catch(() => new Map<string, FiguresRecord>());
  const read: FiguresRecord[] = [];
  const nights: Night[] = [];
  const unreadable: UnreadableNight[] = [];
  for (const game of finished) {
    try {
      const known = kept.get(game.id);
      const state = known && known.nextSeq === game.nextSeq && known.format === HAND_FIGURES_FORMAT ? await storedSession(game.id) : null;
      if (known && state) {
        nights.push(nightOf(game, state, known));
        continue;
      }
      const log = (await games.history(game.id)).map((record) => record.action);
      const played = completedHands(game.config, log);
      const figured: HandFigures = handFigures(played.state.config, played.hands);
      read.push({ gameId: game.id, nextSeq: game.nextSeq, format: HAND_FIGURES_FORMAT, ...storable(figured), ...(figured.games ? { games: figured.games.map(storable) } : {}) });
      nights.push(nightOf(game, played.state, figured));
    } catch {
      // The config may be what the engine refused (G18: none at all).
      unreadable.push({ id: game.id, label: '', day: localDay(game.createdAt), profile: game.config?.choice ? CHOICE : game.profile });
    }
  }
  // Only a cache: the book is right without it, it is just slower to open next time.
  await figures.put(read, new Set(all.map((game) => game.id))).catch(() => {});
  const gameIds = new Set(finished.map((game) => game.id));
  const sheets = imported.filter((record) => !copyOfGame(record, gameIds)).flatMap((record) => {
    try {
      return [importedNight(record)];
    } catch {
      unreadable.push({ id: record.id, label: record.label, day: record.day, profile: record.profile });
      return [];
    }
  });
  return { players: people, nights: [...nights, ...sheets].sort(byTime), unreadable };
}
