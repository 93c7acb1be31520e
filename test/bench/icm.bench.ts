/**
 * ICM for a deal at a final table of 10 (T14): the exact Malmuth–Harville equities, beside a
 * baseline measured in the same run — the same model by the book, walking every order of finish
 * for the paid places (10 × 9 × … paths), which is what "exact" costs without the subset table.
 * Target: under 50 ms for 10 players on this machine.
 */
import { icm } from '../../src/engine/tournament/icm.ts';

const STACKS = [41_000, 33_500, 27_250, 22_000, 18_600, 15_100, 12_400, 9_800, 6_200, 2_150];
const PRIZES = [30_000, 20_000, 14_000, 10_000, 8_000, 6_500, 5_000, 3_500, 2_000, 1_000];

/** Malmuth–Harville by the book: every order of finish and its probability. */
function byOrders(stacks: readonly number[], prizes: readonly number[]): number[] {
  const equity = stacks.map(() => 0);
  const used = stacks.map(() => false);
  const total = stacks.reduce((a, b) => a + b, 0);
  const walk = (left: number, p: number, place: number) => {
    if (place >= prizes.length) return;
    for (let i = 0; i < stacks.length; i++) {
      if (used[i]) continue;
      const q = (p * stacks[i]) / left;
      equity[i] += q * prizes[place];
      used[i] = true;
      walk(left - stacks[i], q, place + 1);
      used[i] = false;
    }
  };
  walk(total, 1, 0);
  return equity;
}

/** Median milliseconds of `runs` calls. */
function median(run: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

export default async function (): Promise<void> {
  for (let i = 0; i < 50; i++) icm(STACKS, PRIZES); // warm up
  const fast = median(() => icm(STACKS, PRIZES), 201);
  const book = median(() => byOrders(STACKS, PRIZES), 5);
  const a = icm(STACKS, PRIZES);
  const b = byOrders(STACKS, PRIZES);
  const agree = a.every((x, i) => Math.abs(x - b[i]) < 1e-6);
  console.log(`ICM, 10 players, 10 prizes: ${fast.toFixed(3)} ms (target < 50 ms: ${fast < 50 ? 'met' : 'MISSED'})`);
  console.log(`baseline, every order of finish: ${book.toFixed(1)} ms (baseline/ICM = ${(book / fast).toFixed(0)}×); same equities: ${agree}`);
}
