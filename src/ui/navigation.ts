// Which screen is showing. A handful of screens needs no router: a signal holds the screen, and
// each move is a browser history entry so the phone's back gesture walks back through them.
import { signal } from '@preact/signals';
import { isProfileId, type ProfileId } from './profiles.ts';

export type Screen =
  | { readonly name: 'home' }
  | { readonly name: 'new-game' }
  | { readonly name: 'profile'; readonly profile: ProfileId }
  /** Dealer's choice (section C): a night of several games, set up on a form of its own. */
  | { readonly name: 'choice' }
  | { readonly name: 'table'; readonly gameId: string }
  /** N1: the phones panel of a game, drawn over its table (which keeps the game open under it). */
  | { readonly name: 'phones'; readonly gameId: string }
  | { readonly name: 'settings' }
  /** T1: the table's chip cases. */
  | { readonly name: 'chip-sets' }
  | { readonly name: 'past-games' }
  | { readonly name: 'game-history'; readonly gameId: string }
  | { readonly name: 'replay'; readonly gameId: string; readonly hand: number }
  | { readonly name: 'book' }
  | { readonly name: 'book-player'; readonly playerId: string }
  /** N1: this phone joins a table hosted on another (the host's code read or pasted). */
  | { readonly name: 'join' }
  /** N2: this phone's seat at that table, or the table display. */
  | { readonly name: 'guest' }
  /**
   * N1: a guest's answer link opened on the host's device, handed to the tab that hosts. Never
   * restored (isScreen): its code lives only in memory, and a tab reloaded on it starts at home.
   */
  | { readonly name: 'answer-link' };

// What is kept in history.state: the screen, and how many app entries lie behind it.
interface Entry {
  readonly screen: Screen;
  readonly depth: number;
}

const home: Screen = { name: 'home' };

function isScreen(value: unknown): value is Screen {
  if (typeof value !== 'object' || value === null) return false;
  const { name, profile, gameId, hand, playerId } = value as { name?: unknown; profile?: unknown; gameId?: unknown; hand?: unknown; playerId?: unknown };
  return (
    name === 'home' ||
    name === 'new-game' ||
    (name === 'profile' && isProfileId(profile)) ||
    name === 'choice' ||
    ((name === 'table' || name === 'phones') && typeof gameId === 'string') ||
    name === 'settings' ||
    name === 'chip-sets' ||
    name === 'past-games' ||
    (name === 'game-history' && typeof gameId === 'string') ||
    (name === 'replay' && typeof gameId === 'string' && Number.isInteger(hand)) ||
    name === 'book' ||
    (name === 'book-player' && typeof playerId === 'string') ||
    name === 'join' ||
    name === 'guest'
  );
}

function readEntry(state: unknown): Entry {
  const entry = state as Partial<Entry> | null;
  return entry && isScreen(entry.screen) && typeof entry.depth === 'number'
    ? { screen: entry.screen, depth: entry.depth }
    : { screen: home, depth: 0 };
}

// A reload keeps history.state, so the app reopens on the screen it was showing.
let current = readEntry(typeof history === 'undefined' ? null : history.state);

export const screen = signal<Screen>(current.screen);

// The screens waiting for the walk back to home (`goFromHome`) to land before they are pushed.
let afterHome: readonly Screen[] | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    current = readEntry(event.state);
    if (afterHome) {
      const next = afterHome;
      afterHome = null;
      pushFromHome(next);
      return;
    }
    screen.value = current.screen;
  });
}

export function go(next: Screen): void {
  current = { screen: next, depth: current.depth + 1 };
  history.pushState(current, '');
  screen.value = next;
}

function pushFromHome(path: readonly Screen[]): void {
  current = { screen: home, depth: 0 };
  history.replaceState(current, '');
  for (const next of path) go(next);
}

/**
 * Shows `next` with only home behind it: a game started from the New game form (or opened from
 * past games) goes back home, not to the form that already started it. `over` is a screen shown
 * on top of it, one back away from it (a new game's phones panel over its table).
 */
export function goFromHome(next: Screen, over?: Screen): void {
  const path = over ? [next, over] : [next];
  screen.value = over ?? next;
  if (current.depth === 0) {
    pushFromHome(path);
    return;
  }
  // The entries between home and here can only be dropped by walking back to home's; the
  // popstate of that walk pushes the path.
  afterHome = path;
  history.go(-current.depth);
}

/** The screen a screen is drawn as: the phones panel is its table's, so one game stays open (and one guard stands) under both. */
export function drawnAs(shown: Screen): Screen {
  return shown.name === 'phones' ? { name: 'table', gameId: shown.gameId } : shown;
}

/** One screen back; with nothing of the app's behind (a restored tab), back to home. */
export function back(): void {
  if (current.depth > 0) {
    history.back();
    return;
  }
  current = { screen: home, depth: 0 };
  history.replaceState(current, '');
  screen.value = home;
}

/**
 * A screen that failed to draw is replaced by home in history, so a reload starts there instead
 * of drawing it again; what shows now (the failure screen) stays until the user moves.
 */
export function forgetFailedScreen(): void {
  current = { screen: home, depth: 0 };
  history.replaceState(current, '');
}
