/**
 * The app's work at the limits it accepts (issue 35), each beside the same work at a tenth of the
 * size (or an ordinary case), measured in the same run, so the ratio says how the cost grows:
 * about 10× is linear, about 100× quadratic.
 *
 * - the book: a spreadsheet of as many nights of 20 players with money as the largest file it takes
 *   holds (G18: 512 KB, some 600 nights; the 3,685 were 2 MB, the limit then), imported as the book screen does (read, stored, the book loaded again), and
 *   the book opened: loaded, with the figures its screen shows first;
 * - a chip case of 999,999 and 1,000,000 (the largest values Settings takes): the New game
 *   screen's stack plan and its check of the blinds, beside a preset case;
 * - a legal hold'em log of the most moves a game takes (G18, 20,000) in a backup: checked and
 *   imported, then its history opened (playedHands, as the history screen does); and a backup of
 *   four times as many moves, refused.
 *
 * MESA_LIMITS_SCALE (default 1) runs everything at that fraction: the sizes, and the chip values.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { checkBackup, importGames } from '../../src/app/backups.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { MAX_CSV_BYTES, readNightsCsv } from '../../src/app/book/csv.ts';
import { importNights } from '../../src/app/book/changes.ts';
import { bookPlayers, leaderboard, measuresOf, running } from '../../src/app/book/figures.ts';
import { loadBook } from '../../src/app/book/load.ts';
import { useStorage } from '../../src/app/storage.ts';
import { checkDownNight, checkDownTable } from './check-down-night.ts';
import {
  firstPosts,
  makeable,
  MAX_MOVES,
  PRESET_SETS,
  playedHands,
  seededSource,
  setupDefaults,
  startingStacks,
  uniformBelow,
  type ChipSet,
  type SessionAction,
} from '../../src/engine/index.ts';

const SCALE = Number(process.env.MESA_LIMITS_SCALE ?? 1);
const NIGHT_PLAYERS = 20;
const MOVES = Math.round(MAX_MOVES * SCALE);
const TOP_CHIP = Math.round(1_000_000 * SCALE);

/** Wall time, and this process's CPU time beside it: on a shared machine the wall clock also counts the others' work. */
async function timed<T>(task: () => Promise<T> | T): Promise<{ ms: number; cpu: number; value: T }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await task();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000, value };
}

type Timed = { readonly ms: number; readonly cpu: number };

const line = (what: string, at: Timed, base: Timed, baseWhat: string) =>
  console.log(`${what}: ${at.ms.toFixed(0)} ms (${at.cpu.toFixed(0)} ms CPU); ${baseWhat}: ${base.ms.toFixed(0)} ms (${base.cpu.toFixed(0)} ms CPU); ratio ${(at.ms / base.ms).toFixed(1)}× (CPU ${(at.cpu / base.cpu).toFixed(1)}×)`);

/** A spreadsheet of `nights` nights, a day apart, each of 20 players of a pool of 40 whose money adds up to zero. */
function spreadsheet(nights: number): string {
  const source = seededSource(7);
  const rows = ['night,date,game,player,net,money,currency'];
  const start = Date.UTC(1990, 0, 1);
  for (let n = 0; n < nights; n++) {
    const day = new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    const first = uniformBelow(source, 40);
    const cents = Array.from({ length: NIGHT_PLAYERS - 1 }, () => uniformBelow(source, 40_001) - 20_000);
    cents.push(-cents.reduce((a, b) => a + b, 0));
    cents.forEach((c, seat) => {
      const money = `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
      rows.push(`n${n},${day},holdem,P${(first + seat) % 40},${c},${money},BRL`);
    });
  }
  return rows.join('\n');
}

/** The most nights a spreadsheet within MAX_CSV_BYTES holds (each is a prefix of the next: the rows are seeded). */
function nightsAtLimit(): number {
  const fits = (nights: number) => spreadsheet(nights).length <= MAX_CSV_BYTES;
  let low = 1;
  while (fits(low * 2)) low *= 2;
  let high = low * 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
const NIGHTS = Math.round(nightsAtLimit() * SCALE);

/** The book screen's import (read, store, load again), then its opening (load, and the leaderboard and running totals of the first measure). */
async function book(nights: number): Promise<{ imported: Timed; opened: Timed }> {
  await useStorage({ factory: new IDBFactory(), locks: undefined });
  const text = spreadsheet(nights);
  const imported = await timed(async () => {
    const reading = readNightsCsv(text, { knownProfiles: ['holdem'], now: Date.now() });
    if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading.problems[0])}`);
    await importNights(reading.nights);
    return loadBook();
  });
  if (imported.value.nights.length !== nights) throw new Error(`${imported.value.nights.length} nights of ${nights}`);
  const opened = await timed(async () => {
    const loaded = await loadBook();
    const people = bookPlayers(loaded.players, loaded.nights);
    const [measure] = measuresOf(loaded.nights);
    return [leaderboard(people, measure), running(people, loaded.nights, measure)];
  });
  return { imported, opened };
}

/** New game's chip work for a hold'em tournament of 9 as the setup starts it: the stack plan, and whether the chips make each post of the first levels. */
function chipPlan(set: ChipSet): Promise<Timed> {
  const options = { ...setupDefaults.holdem, tournament: true, chipSet: set };
  const posts = firstPosts('holdem', options);
  return timed(() => {
    startingStacks(set, 9, options.startingChips, posts);
    for (const amount of posts.flat()) makeable(amount, set.chips.map((c) => c.value));
  });
}

/** A backup of one game with `log` (checked and imported as the past games screen does), then its history as the history screen reads it. */
async function longLog(log: readonly SessionAction[]): Promise<{ imported: Timed; own: Timed; history: Timed }> {
  await useStorage({ factory: new IDBFactory(), locks: undefined });
  const file = backupOf(log);
  const imported = await timed(async () => importGames(await checkBackup(file, ['holdem'])));
  if (imported.value.status !== 'imported') throw new Error(`import: ${imported.value.status}`);
  // The import's own work without the database's: the file checked, the log replayed as the store's import replays it.
  const own = await timed(async () => sessionCodec.replay(checkDownTable, null, (await checkBackup(file, ['holdem'])).games[0].actions.map((a) => a.action)));
  const history = await timed(() => playedHands(checkDownTable, log));
  if (history.value.length === 0) throw new Error('no hands');
  return { imported, own, history };
}

/** A backup file of one game of the cash game above with `log`. */
function backupOf(log: readonly SessionAction[]): Blob {
  const at = Date.UTC(2026, 0, 1);
  const doc = {
    format: 'mesa-backup',
    version: 1,
    exportedAt: new Date(at).toISOString(),
    games: [
      {
        game: { id: 'long', profile: 'holdem', players: checkDownTable.players.map((p) => p.name), config: checkDownTable, createdAt: at, updatedAt: at, status: 'active', result: null },
        actions: log.map((action, seq) => ({ seq, at, action })),
      },
    ],
  };
  return new Blob([JSON.stringify(doc)]);
}

export default async function (): Promise<void> {
  if (SCALE !== 1) console.log(`at ${SCALE} of the limits`);

  const big = await book(NIGHTS);
  const small = await book(Math.round(NIGHTS / 10));
  console.log(`book: ${NIGHTS} nights of ${NIGHT_PLAYERS} players, beside ${Math.round(NIGHTS / 10)}`);
  line('  spreadsheet import', big.imported, small.imported, 'a tenth');
  line('  book opened', big.opened, small.opened, 'a tenth');

  const huge: ChipSet = { name: 'limit', chips: [{ colour: 'white', value: TOP_CHIP - 1, count: 1000 }, { colour: 'red', value: TOP_CHIP, count: 1000 }] };
  await chipPlan(PRESET_SETS[1]); // warm-up: the first call pays for compiling the code
  const limit = await chipPlan(huge);
  console.log(`chips: New game's plan and blinds, a case of ${TOP_CHIP - 1} and ${TOP_CHIP}, beside the preset '${PRESET_SETS[1].name}'`);
  line('  the case at the limit', limit, await chipPlan(PRESET_SETS[1]), 'preset');

  // A game at the most moves a game takes (G18), hands and all: its last hand ends within the limit.
  const whole = checkDownNight(3, MOVES - 100);
  if (whole.length > MAX_MOVES) throw new Error(`${whole.length} moves`);
  const tenth = whole.slice(0, whole.findIndex((a, i) => i >= whole.length / 10 && a.type === 'startHand'));
  const longRun = await longLog(whole);
  const shortRun = await longLog(tenth);
  console.log(`a backup of one game of ${whole.length} moves, beside its first ${tenth.length}`);
  // fake-indexeddb runs a transaction's requests in time quadratic in their number; a browser's IndexedDB does not.
  line('  checked and imported (in fake-indexeddb)', longRun.imported, shortRun.imported, 'a tenth');
  line('  of which the app\'s work: checked and replayed', longRun.own, shortRun.own, 'a tenth');
  line('  history opened', longRun.history, shortRun.history, 'a tenth');
  // Past the limit (four times it; the was 200,000 moves): refused before a move is read.
  const past = backupOf(Array.from({ length: 4 * MAX_MOVES }, (_, i) => whole[i % whole.length]));
  const refused = await timed(() => checkBackup(past, ['holdem']).then(() => 'accepted', (error: { key?: string }) => error.key));
  if (refused.value !== 'backup.invalid') throw new Error(`${4 * MAX_MOVES} moves: ${refused.value}`);
  console.log(`  a backup of ${4 * MAX_MOVES} moves refused in ${refused.ms.toFixed(0)} ms (${refused.cpu.toFixed(0)} ms CPU)`);
}
