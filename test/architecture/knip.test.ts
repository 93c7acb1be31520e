// No dead code: knip (knip.config.ts: the entry points and the listed exceptions, each with its
// reason) finds no unused file, export, type or dependency (issue 21 item 4). What it found when
// this test was written waits in known-unused.ts for the integrator to remove.
import { expect, it } from 'vitest';
import { KNOWN_UNUSED } from './known-unused.ts';
import { unusedCode } from './unused.ts';

it('knip finds no unused file, export, type or dependency beyond the ones listed to be removed', { timeout: 180_000 }, () => {
  const found = unusedCode();
  const known = new Set(KNOWN_UNUSED);
  const keys = new Set(found.map((finding) => finding.key));
  const fresh = found.filter((finding) => !known.has(finding.key)).map((finding) => `  ${finding.at}`);
  const stale = KNOWN_UNUSED.filter((key) => !keys.has(key)).map((key) => `  ${key}`);
  const message = [
    ...(fresh.length > 0 ? [`knip found ${fresh.length} unused (remove them, or list a true exception with its reason in knip.config.ts):`, ...fresh] : []),
    ...(stale.length > 0 ? ['Listed in known-unused.ts but no longer found (remove them from the list):', ...stale] : []),
  ].join('\n');
  if (message !== '') expect.fail(message);
  expect(known.size).toBe(KNOWN_UNUSED.length);
});
