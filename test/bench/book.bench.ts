/**
 * Opening the players' book (app/book/load.ts) over a year of weekly nights, each a long hold'em
 * evening, in an in-memory IndexedDB: the first open, which replays every game's whole log for its
 * hands' figures, and the later opens, which keep those figures and only read each game as it
 * ended (snapshot and tail) — beside that bare read of every game, measured in the same run. And
 * the one-time revision of stored results at start-up (app/results-revision.ts), every result
 * wrong and rewritten, beside the same bare read.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useStorage } from '../../src/app/storage.ts';
import { loadBook } from '../../src/app/book/load.ts';
import { reviseResults } from '../../src/app/results-revision.ts';
import { writeMeta } from '../../src/store/index.ts';
import type { SessionState } from '../../src/engine/index.ts';
import { checkDownNight, checkDownTable } from './check-down-night.ts';

const NIGHTS = 52;
const ACTIONS = 1500;
const ROUNDS = 3;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

export default async function (): Promise<void> {
  const { games, conn } = await useStorage({ factory: new IDBFactory(), locks: undefined });
  const states: SessionState[] = [];
  const log = checkDownNight(1, ACTIONS, (state) => states.push(state));
  for (let n = 0; n < NIGHTS; n++) {
    const id = `night-${n}`;
    await games.create({ id, profile: 'holdem', players: checkDownTable.players.map((p) => p.name), config: checkDownTable });
    let seq = 0;
    for (const action of log) await games.append(id, { seq: seq++, action });
    // The snapshot the app would have written after the tap that made one due (the newest only).
    const at = log.length - (log.length % games.snapshotEvery);
    if (at > 0) await games.saveSnapshot(id, at, states[at - 1]);
    // A result as an old version may have stored it: wrong, so the revision rewrites every one.
    await games.update(id, { status: 'finished', result: { hands: 0, standings: [] } });
  }
  const ids = (await games.list()).map((g) => g.id);
  console.log(`${NIGHTS} finished nights of ${log.length} actions (${states[states.length - 1].history.length} hands) each`);

  const first = await timed(loadBook);
  let later = Infinity;
  let bare = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    later = Math.min(later, await timed(loadBook));
    bare = Math.min(bare, await timed(() => Promise.all(ids.map((id) => games.load(id)))));
  }
  console.log(`first open (every log replayed):  ${first.toFixed(0)} ms`);
  console.log(`later opens (figures kept):        ${later.toFixed(0)} ms`);
  console.log(`baseline, each game read as it ended: ${bare.toFixed(0)} ms`);
  console.log(`later open / baseline: ${(later / bare).toFixed(2)}×; first open / later: ${(first / later).toFixed(1)}×`);

  let revision = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    await writeMeta(conn, 'resultsRevision', null);
    for (const id of ids) await games.reviseResult(id, (await games.get(id))!.nextSeq, { hands: 0, standings: [] });
    revision = Math.min(revision, await timed(async () => {
      const { revised } = await reviseResults();
      if (revised !== NIGHTS) throw new Error(`revised ${revised} of ${NIGHTS}`);
    }));
  }
  console.log(`results revision (every result rewritten): ${revision.toFixed(0)} ms, ${(revision / bare).toFixed(2)}× the baseline`);
}
