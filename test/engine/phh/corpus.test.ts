import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { findPhhFiles } from '../../../src/cli/phh-files.ts';
import { describeReplayFailure, parsePhh, replayPhh } from '../../../src/engine/index.ts';
import { corpusDir } from '../../support/corpus.ts';

const corpus = corpusDir;

it('G7, G8, G9, H2–H8: every one of the 2,507 real hands of test/fixtures/phh replays to its recorded finishing stacks', () => {
  const files = findPhhFiles([corpus]);
  const failures: string[] = [];
  let checked = 0;
  for (const file of files) {
    const outcome = replayPhh(parsePhh(readFileSync(file, 'utf8')));
    if (!outcome.ok) failures.push(`${relative(corpus, file)}: ${describeReplayFailure(outcome)}`);
    else if (outcome.checked) checked++;
  }
  expect(failures).toEqual([]);
  expect(files).toHaveLength(2507);
  // All but the televised hand record their finishing stacks.
  expect(checked).toBe(2506);
});
