/**
 * Past games' stored results, worked out again once per phone by today's engine. A finished game
 * stores its result (codec.ts resultSummary) so the past-games list never replays a log; before
 * issue 11 that result was each stack minus the first buy-in only, so a game with rebuys kept a
 * wrong one, and before issue 20 a tournament's held its chips, not its places and money (T22).
 * Each finished game's last state is read as a reload reads it (its last snapshot and
 * the actions after it: a few dozen actions, not the whole log) and its result rewritten only
 * where it differs. How far the revision got is kept in `meta` every few games, so a revision cut
 * short (the app closed, a full disk) goes on from there at the next start; checking a game again
 * is harmless, since a result that is right is left alone. Backups from older versions are set
 * right as they are imported (store/backup.ts, codec.result).
 *
 *   await reviseResults();   // at start-up, in the background: { checked, revised }
 */
import { readMeta, writeMeta, type ResultSummary } from '../store/index.ts';
import { resultSummary } from './codec.ts';
import { storage, storedSession } from './storage.ts';

/**
 * Bump when a stored result should be worked out differently: every phone revises its games again, once.
 * 3: a tournament's result holds its places and money (T22).
 */
export const RESULTS_FORMAT = 3;

/** In `meta`: the format revised to, and the last game id checked (in id order), or done. */
type Progress = { readonly format: number; readonly after: string } | { readonly format: number; readonly done: true };

/** Progress is written after every so many games: a cut-short revision checks at most these again. */
const BATCH = 16;

function progressOf(value: unknown): Progress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { format, after, done } = value as { format?: unknown; after?: unknown; done?: unknown };
  if (format !== RESULTS_FORMAT) return null;
  if (done === true) return { format, done };
  return typeof after === 'string' ? { format, after } : null;
}

/** The same players with the same nets, places and money over the same hands (the order of equal places aside). */
function sameResult(a: ResultSummary, b: ResultSummary): boolean {
  const nets = (r: ResultSummary) => r.standings.map((s) => [s.player, s.net, s.place ?? null, s.money ?? null].join('\u0000')).sort().join('\u0001');
  return a.hands === b.hands && (a.currency ?? null) === (b.currency ?? null) && nets(a) === nets(b);
}

export interface Revision {
  /** Finished games looked at in this run. */
  readonly checked: number;
  /** Of those, the ones whose stored result was wrong and is now right. */
  readonly revised: number;
}

export async function reviseResults(): Promise<Revision> {
  const { conn, games } = storage();
  const progress = progressOf(await readMeta(conn, 'resultsRevision'));
  if (progress && 'done' in progress) return { checked: 0, revised: 0 };
  const after = progress?.after ?? '';
  const finished = (await games.list({ includeDeleted: true }))
    .filter((game) => game.status === 'finished' && game.result !== null && game.id > after)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  let revised = 0;
  for (const [i, game] of finished.entries()) {
    const state = await storedSession(game.id);
    if (state) {
      const result = resultSummary(state);
      if (!sameResult(game.result!, result) && (await games.reviseResult(game.id, game.nextSeq, result))) revised++;
    }
    if ((i + 1) % BATCH === 0 && i + 1 < finished.length) await writeMeta(conn, 'resultsRevision', { format: RESULTS_FORMAT, after: game.id });
  }
  await writeMeta(conn, 'resultsRevision', { format: RESULTS_FORMAT, done: true });
  return { checked: finished.length, revised };
}
