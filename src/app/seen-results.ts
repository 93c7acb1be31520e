/**
 * The last hand whose result the table looked at (the result screen's "Continue"), per game: a
 * game reopened later — after a reload, a killed tab, another game in between — opens between
 * hands rather than on a result already seen, while a result nobody continued from is shown
 * again. Kept in localStorage (this phone's table, not the game's log); read as hostile: an entry
 * that is not what we wrote counts as nothing seen, which only shows a result once more.
 */
import { signal } from '@preact/signals';

/** What was seen of a game: its hands played, and how many hands undos had reopened (G12), at that "Continue". */
export interface SeenResult {
  readonly hands: number;
  readonly reopenings: number;
}

const key = 'mesa.resultsSeen';
/** The games remembered, the most recently continued first: one phone rarely has more open. */
const KEPT = 20;

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** One game's entry as stored: `[gameId, hands, reopenings]`. */
type Entry = readonly [string, number, number];

const isEntry = (value: unknown): value is Entry =>
  Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && count(value[1]) && count(value[2]);

function stored(): readonly Entry[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry).slice(0, KEPT) : [];
  } catch {
    return []; // unreadable, or storage blocked
  }
}

// Read once, as this module loads (the settings are read the same way).
const seen = signal<readonly Entry[]>(stored());

/** The result last seen of game `gameId`, or null when none was (or none is remembered). */
export function seenResult(gameId: string): SeenResult | null {
  const entry = seen.value.find(([id]) => id === gameId);
  return entry ? { hands: entry[1], reopenings: entry[2] } : null;
}

/** The table looked at the result of the game's hand `hands` (with `reopenings` hands reopened so far). */
export function markResultSeen(gameId: string, { hands, reopenings }: SeenResult): void {
  seen.value = [[gameId, hands, reopenings] as const, ...seen.value.filter(([id]) => id !== gameId)].slice(0, KEPT);
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(seen.value));
  } catch {
    // Storage full or blocked: remembered for this page only, a reload shows the result once more.
  }
}
