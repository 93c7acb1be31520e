// No dead code: knip (knip.config.ts: the entry points and the listed exceptions, each with its
// reason) finds no unused file, export, type or dependency (issue 21 item 4).
import { expect, it } from 'vitest';
import { unusedCode } from './unused.ts';

it('knip finds no unused file, export, type or dependency', () => {
  const found = unusedCode().map((finding) => `  ${finding.at}`);
  if (found.length > 0) expect.fail([`knip found ${found.length} unused (remove them, or list a true exception with its reason in knip.config.ts):`, ...found].join('\n'));
});
