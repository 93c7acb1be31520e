// T23 on the open page. The log carries the latest time an action did, so a reload never takes the
// clock back; between two actions the page keeps the latest time it read the clock at, so a phone
// set back meanwhile neither shows nor deals a lower level than the one on screen a moment ago.
// Kept per game (its configuration, the same object in the session and in every view of it), so
// another game's times never hold this one's clock.
import { clockNoted, type ClockTerms, type SessionConfig, type TableView } from '../engine/index.ts';

/** A session, or a table view of it: both carry the game's configuration. */
type Game = { readonly config: SessionConfig };

const latest = new WeakMap<SessionConfig, number>();

function noted(game: Game, now: number): number {
  const at = Math.max(latest.get(game.config) ?? now, now);
  latest.set(game.config, at);
  return at;
}

/** The time this game's clock is read at, or an action stamped with: the phone's `now`, never before a time the page read. */
export function tableNow(game: Game, now = Date.now()): number {
  return noted(game, now);
}

/**
 * The clock's terms in the table view as it reads at the phone's time `now` (readClock): behind the
 * latest time read here, they stand there (and say the phone is behind); otherwise as they are, so
 * a jump ahead still shows. Null without a clock.
 */
export function clockTermsAt(table: TableView, now: number): ClockTerms | null {
  const terms = table.tournament?.clock ?? null;
  const at = noted(table, now);
  return terms && now < at ? clockNoted(terms, at) : terms;
}

/** The host set the level by hand (T23): from this moment the phone's time is taken as it reads. */
export function trustPhoneTime(game: Game): number {
  const now = Date.now();
  latest.set(game.config, now);
  return now;
}
