/**
 * Runs the benchmarks: every test/bench/NAME.bench.ts in name order, one after another, each by
 * calling its default export. Names on the command line keep only the benchmarks whose name
 * contains one of them: `npm run bench -- evaluator`.
 */
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const SUFFIX = '.bench.ts';
const dir = import.meta.dirname;
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
  const bench = (await import(pathToFileURL(join(dir, name + SUFFIX)).href)) as { default: () => Promise<void> };
  await bench.default();
}
