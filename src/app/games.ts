/**
 * The app's games: what screens call to start, open and list games. A game is a SessionConfig
 * plus its SessionAction log (engine/session.ts), kept by the store (store/index.ts).
 *
 *   const id = await startGame({ config, mode: 'pass-and-play' }); // created, first hand dealt
 *   await openGame(id);                      // loaded (snapshot + tail), writer lock taken, cover up
 *   const resume = await resumableGame();    // the game to go straight back to at start-up, or null
 *   await pastGames(); await removeGame(id); // the past games list, its delete and undo (restoreGame)
 *   const { game, log } = await storedGame(id); // a game and its log, to look back at
 *   currentGame.value                        // the open game: its record and last committed state
 *
 * It moves no screen: the UI shows the table once these resolve (ui/open-table.ts), so the app
 * never reaches up into the screens. This module stays light (no engine, no IndexedDB code): the engine and the store load on
 * first use, in the table's own chunk, so the home screen starts within the size budget.
 * startGame rejects (with a RangeError from the engine, before anything is stored) when the
 * engine refuses the setup: a seat count the profile cannot deal, a first dealer off the table…
 */
import { signal } from '@preact/signals';
import type { SessionAction, SessionConfig, SessionState, TableView } from '../engine/index.ts';
import type { GameRecord, GameRepository } from '../store/index.ts';
import { clearFailedGame, failedGame } from './failed-screen.ts';

type GameMode = 'pass-and-play' | 'ledger';

export interface GameSetup {
  readonly config: SessionConfig;
  /** 'pass-and-play': the app deals; 'ledger': real cards, the app keeps the chips (G12). */
  readonly mode: GameMode;
}

/** Who may write this game from this tab: us, another tab (at open), or nobody since one took over. */
type Writer = 'mine' | 'elsewhere' | 'lost';

export interface CurrentGame {
  readonly id: string;
  /** Profile, players, dates, status ('active' | 'finished') and result, as stored. */
  readonly record: GameRecord<SessionConfig>;
  readonly writer: Writer;
  /**
   * The table's view of the state after the last committed action (G11): all a screen may show
   * of it, and the screen never shows an unsaved one. A seat behind the cover: runner `viewOf`.
   */
  readonly table: TableView;
}

/**
 * A stored game whose table the engine cannot show (a damaged snapshot, say): its table is shown
 * all the same, and hands it to the screen guard, which offers to save or delete the game
 * (ui/components/screen-guard.tsx).
 */
export class UnshowableGame extends Error {
  constructor(
    readonly gameId: string,
    cause: unknown,
  ) {
    super(`the table of game ${gameId} cannot be shown: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export type SessionRepository = GameRepository<SessionConfig, SessionAction, SessionState, SessionState>;

/** The game open on the table, or null. */
export const currentGame = signal<CurrentGame | null>(null);

const runner = () => import('./runner.ts');

/** Creates the game and deals its first hand (a dealer's-choice night's waits for its game, C3); resolves to the game's id. */
export async function startGame(setup: GameSetup): Promise<string> {
  return (await runner()).createGame(setup);
}

/** Loads a stored game and takes the writer lock, with the privacy cover up. */
export async function openGame(id: string): Promise<void> {
  clearFailedGame();
  await (await runner()).loadGame(id);
}

/** The repository of stored games (the same one the table writes through). */
export async function gameRepository(): Promise<SessionRepository> {
  return (await import('./storage.ts')).storage().games;
}

/** The last unfinished game, as home offers it to continue (a failed screen's game too: home is where it waits), or null. */
export async function unfinishedGame(): Promise<GameRecord<SessionConfig> | null> {
  return (await gameRepository()).resumable();
}

/** Every stored game but the deleted ones, most recently played first, as the past games list shows them. */
export async function pastGames(): Promise<GameRecord<SessionConfig>[]> {
  return (await gameRepository()).list();
}

/** A soft delete: the game is kept until a later purge, so `restoreGame` undoes it. */
export async function removeGame(id: string): Promise<void> {
  await (await gameRepository()).remove(id);
}

export async function restoreGame(id: string): Promise<void> {
  await (await gameRepository()).restore(id);
}

/** A stored game with its whole log, as the hand-by-hand history and the replayer read it back; refused when there is no such game. */
export async function storedGame(id: string): Promise<{ readonly game: GameRecord<SessionConfig>; readonly log: SessionAction[] }> {
  const games = await gameRepository();
  const game = await games.get(id);
  if (!game) throw new Error(`no game ${id}`);
  return { game, log: (await games.history(id)).map((record) => record.action) };
}

/** Bumped when stored results were worked out again, so a list showing them reads them again. */
export const resultsRevised = signal(0);

/**
 * At start-up, in the background, once per phone: past games' stored results worked out again
 * by today's engine (results-revision.ts). A failure is tried again at the next start.
 */
export async function reviseResultsOnStart(): Promise<void> {
  try {
    const { revised } = await (await import('./results-revision.ts')).reviseResults();
    if (revised > 0) resultsRevised.value++;
  } catch {
    // Nothing lost: the results stay as they were until the next start.
  }
}

/**
 * The game in progress, to go straight back to at start-up (issue 7), or null. A game whose
 * screen failed to draw is not: it waits on home for a deliberate tap.
 */
export async function resumableGame(): Promise<string | null> {
  const game = await (await gameRepository()).resumable();
  return game && game.id !== failedGame() ? game.id : null;
}
