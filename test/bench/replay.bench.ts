/**
 * PHH replay throughput over the real hands of test/fixtures/phh: reading (TOML + validation +
 * action notation) and replaying through the engine, each in hands per second, against the
 * bare TOML parse of the same files measured in the same run.
 */
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { findPhhFiles } from '../../src/cli/phh-files.ts';
import { parsePhh, replayPhh, type PhhHand } from '../../src/engine/index.ts';
import { corpusDir } from '../support/corpus.ts';

const corpus = corpusDir;
const ROUNDS = 5;

/** Best of ROUNDS passes, in hands per second: the least disturbed by the other jobs on the machine. */
function handsPerSecond(count: number, pass: () => void): number {
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    pass();
    best = Math.min(best, performance.now() - start);
  }
  return (count / best) * 1000;
}

export default async function (): Promise<void> {
  const texts = findPhhFiles([corpus]).map((f) => readFileSync(f, 'utf8'));
  let hands: PhhHand[] = [];
  let failed = 0;

  const toml = handsPerSecond(texts.length, () => texts.forEach((t) => parseToml(t)));
  const read = handsPerSecond(texts.length, () => {
    hands = texts.map((t) => parsePhh(t));
  });
  const replay = handsPerSecond(hands.length, () => {
    failed = hands.filter((h) => !replayPhh(h).ok).length;
  });
  const both = 1 / (1 / read + 1 / replay);

  const row = (name: string, rate: number) =>
    console.log(`  ${name.padEnd(34)} ${Math.round(rate).toLocaleString('en').padStart(9)} hands/s  ${(rate / toml).toFixed(2)}× TOML`);
  console.log(`PHH replay, ${texts.length} hands of ${corpus} (${failed} failed), best of ${ROUNDS}:`);
  row('baseline: TOML parse (smol-toml)', toml);
  row('read: parsePhh', read);
  row('replay: replayPhh (engine)', replay);
  row('read + replay', both);
}
