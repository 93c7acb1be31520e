/**
 * Runs the benchmarks: every test/bench/NAME.bench.ts in name order, one after another, each by
 * calling its default export in a Node process of its own, so that no benchmark's figures depend
 * on what ran before it in the same heap and JIT (the evaluator's fell by a third when it ran
 * after the odds). Names on the command line keep only the benchmarks whose name contains one of
 * them: `npm run bench -- evaluator`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const SUFFIX = '.bench.ts';
const ONE = '--one';
const dir = import.meta.dirname;

if (process.argv[2] === ONE) {
  const bench = (await import(pathToFileURL(join(dir, process.argv[3] + SUFFIX)).href)) as { default: () => Promise<void> };
  await bench.default();
} else {
  const wanted = process.argv.slice(2);
  const names = readdirSync(dir)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
    .sort();
  if (names.length === 0) {
    console.error(`no benchmark matches ${wanted.join(', ')}`);
    process.exitCode = 1;
  }
  for (const name of names) {
    console.log(`\n== ${name}`);
    // The same Node with the same loader flags (tsx's), running this file for one benchmark.
    const run = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, ONE, name], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
}
