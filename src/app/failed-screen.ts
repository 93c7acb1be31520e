/**
 * A game whose table failed to draw is not reopened by itself: neither the reload (which would
 * reopen the screen in history.state) nor the start-up resume may lead straight back into it.
 * The mark lives in localStorage so it outlives a killed browser; opening the game on purpose
 * (Continue, past games) clears it. The game's stored log is never touched.
 */
const key = 'mesa.failedGame';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: the guard works for this page only
  }
}

export function markFailedGame(gameId: string): void {
  store()?.setItem(key, gameId);
}

export function failedGame(): string | null {
  return store()?.getItem(key) ?? null;
}

export function clearFailedGame(): void {
  store()?.removeItem(key);
}
