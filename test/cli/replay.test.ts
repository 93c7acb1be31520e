import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHH_VARIANTS } from '../../src/engine/phh/hand.ts';
import { corpusDir } from '../support/corpus.ts';

const root = resolve(import.meta.dirname, '../..');
const corpus = corpusDir;

/** `npm run replay -- ...args`, as a user runs it (tsx, from the repository root). */
function replay(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trimEnd().split('\n'), stderr: run.stderr };
}

describe('npm run replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mesa-replay-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one line per failing file, then the counts, and fails', () => {
    const wsop2 = readFileSync(join(corpus, 'wsop/2.phh'), 'utf8');
    mkdirSync(join(dir, 'nested'));
    cpSync(join(corpus, 'wsop/1.phh'), join(dir, 'a-good.phh'));
    cpSync(join(corpus, 'wsop/3.phh'), join(dir, 'nested/good.phh'));
    writeFileSync(join(dir, 'b-refused.phh'), wsop2.replace("'p3 cbr 170000'", "'p3 cbr 90000'"));
    writeFileSync(join(dir, 'c-stacks.phh'), wsop2.replace('finishing_stacks = [3735000,', 'finishing_stacks = [3735001,'));
    writeFileSync(join(dir, 'd-broken.phh'), wsop2.replace("variant = 'NT'", "variant = 'FT'"));
    writeFileSync(join(dir, 'notes.txt'), 'not a hand history');

    const { status, lines } = replay(dir);
    expect(lines).toEqual([
      `${join(dir, 'b-refused.phh')}: actions[5] "p3 cbr 90000" refused: RAISE_TOO_SMALL (raise to at least 160000 chips)`,
      `${join(dir, 'c-stacks.phh')}: finishing stacks differ: p1 3735000 (recorded 3735001)`,
      `${join(dir, 'd-broken.phh')}: variant: Mesa does not play "FT" (it reads ${Object.keys(PHH_VARIANTS).join(', ')})`,
      '2 passed, 3 failed',
    ]);
    expect(status).toBe(1);
  });

  it('passes real hands given as folders and files, and exits 0', () => {
    const { status, lines } = replay(join(corpus, 'wsop'), join(corpus, 'historical/dwan-ivey-2009.phh'));
    expect(lines).toEqual(['5 passed, 0 failed']);
    expect(status).toBe(0);
  });

  it('refuses a path that does not exist, and a call without paths', () => {
    const missing = replay(join(dir, 'nowhere'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`${join(dir, 'nowhere')}: no such file or folder`);
    expect(replay().status).toBe(2);
  });
});
