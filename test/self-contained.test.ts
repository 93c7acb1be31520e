// A user clones the repository with nothing beside it: no file of the tree may reach outside it.
// (The rule book, the sources and the real hands live in src/engine/ and test/fixtures/.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
// Spelled in parts so that this file does not name it.
const outside = ['..', 'shared'].join('/');
const skipped = new Set(['node_modules', '.git', 'dist', 'test-results']);

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (!skipped.has(entry)) yield* files(join(path, entry));
}

it(`no file of src/, test/, public/, .ci/ or the top level names ${outside}`, () => {
  const tops = readdirSync(root).filter((entry) => !skipped.has(entry));
  expect(tops).toEqual(expect.arrayContaining(['src', 'test', 'README.md', 'package.json', '.ci']));
  const naming = tops
    .flatMap((top) => [...files(join(root, top))])
    .filter((file) => readFileSync(file).includes(outside))
    .map((file) => relative(root, file));
  expect(naming).toEqual([]);
});
