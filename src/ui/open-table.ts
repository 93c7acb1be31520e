// The ways to a game's table: the app starts or loads the game (app/games.ts), and only then does
// the screen move to its table, with only home behind it: Back from a game goes home, not to the
// form that started it or the past game that reopened it.
import { openGame, resumableGame, startGame, UnshowableGame, type GameSetup } from '../app/index.ts';
import { goFromHome, screen } from './navigation.ts';

function showTable(gameId: string): void {
  const now = screen.value;
  if (now.name !== 'table' || now.gameId !== gameId) goFromHome({ name: 'table', gameId });
}

/**
 * Creates the game, deals its first hand and shows its table (with its phones panel over it when
 * the table plays on several phones, N1); rejects (nothing shown) when the engine refuses the setup.
 */
export async function startTable(setup: GameSetup, phones = false): Promise<void> {
  const gameId = await startGame(setup);
  if (phones) goFromHome({ name: 'table', gameId }, { name: 'phones', gameId });
  else showTable(gameId);
}

/** Loads a stored game and shows its table with the privacy cover up. */
export async function openTable(gameId: string): Promise<void> {
  try {
    await openGame(gameId);
  } catch (error) {
    // Its table draws the failure, into the screen guard that offers to save or delete the game.
    if (!(error instanceof UnshowableGame)) throw error;
  }
  showTable(gameId);
}

/**
 * At start-up: straight back to the game in progress, with the cover up (issue 7). A page that
 * reopens on a screen of its own (a reload keeps history.state) stays there, and so does one the
 * user moved to while the game was looked up; the table reloads its game by itself.
 */
export async function resumeOnStart(): Promise<void> {
  if (screen.value.name !== 'home') return;
  const gameId = await resumableGame();
  if (gameId !== null && screen.value.name === 'home') await openTable(gameId);
}
