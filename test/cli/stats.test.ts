import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePhh } from '../../src/engine/index.ts';
import { corpusDir as corpus } from '../support/corpus.ts';

const root = resolve(import.meta.dirname, '../..');

/** `npm run stats -- ...args`, as a user runs it (tsx, from the repository root). */
function stats(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/stats.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const playersOf = (file: string) => parsePhh(readFileSync(file, 'utf8')).players ?? [];

describe('npm run stats', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mesa-stats-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("V3–V9: wsop/1.phh's counts, as the hand was played: Shakerchi raises and bets every street, Tong calls him down and wins the showdown", () => {
    const { status, stdout } = stats(join(corpus, 'wsop/1.phh'), '--json');
    expect(status).toBe(0);
    const none = { hands: 1, vpip: 0, pfr: 0, threeBet: { chances: 0, made: 0 }, sawFlop: 0, showdown: 0, wonAtShowdown: 0, postflopAggressive: 0, postflopCalls: 0 };
    expect(JSON.parse(stdout)).toEqual({
      // p3, first to speak, folds: no raise faced, no chance.
      'James Obst': none,
      // p4 raises: VPIP and PFR; then bets the flop, the turn and the river and shows 6-5 high.
      'Talal Shakerchi': { ...none, vpip: 1, pfr: 1, sawFlop: 1, showdown: 1, postflopAggressive: 3 },
      // p5 (the button) and p1 (the small blind) fold facing that one raise: two 3-bet chances not taken.
      'Brian Rast': { ...none, threeBet: { chances: 1, made: 0 } },
      'Matthew Ashton': { ...none, threeBet: { chances: 1, made: 0 } },
      // p2 (the big blind) calls, checks and calls three bets, and his jacks win.
      'Kristopher Tong': { ...none, vpip: 1, threeBet: { chances: 1, made: 0 }, sawFlop: 1, showdown: 1, wonAtShowdown: 1, postflopCalls: 3 },
    });
  });

  it('V10: prints every player of the files and folders named; a bad file is refused on one line naming it, the others still counted', () => {
    const wsop2 = readFileSync(join(corpus, 'wsop/2.phh'), 'utf8');
    const broken = join(dir, 'broken.phh');
    writeFileSync(broken, wsop2.replace("variant = 'NT'", "variant = 'XX'"));
    const files = [...readdirSync(join(corpus, 'wsop')).map((f) => join(corpus, 'wsop', f)), join(corpus, 'historical/dwan-ivey-2009.phh')];
    const { status, stdout, stderr } = stats(join(corpus, 'wsop'), broken, join(corpus, 'historical/dwan-ivey-2009.phh'), '--json');
    const printed = JSON.parse(stdout) as Record<string, { hands: number }>;
    const everyone = files.flatMap(playersOf);
    expect(Object.keys(printed).sort()).toEqual([...new Set(everyone)].sort());
    for (const name of new Set(everyone)) expect(printed[name].hands).toBe(everyone.filter((n) => n === name).length);
    expect(stderr.trimEnd().split('\n')).toEqual([`${broken}: refused: variant: Mesa does not play "XX" (it reads NT, PO, _MESA_DRAW5, _MESA_BASEBALL, _MESA_FECHADO, _MESA_BRASILEIRO, _MESA_PLO5)`]);
    expect(status).toBe(1);
  });

  it('without --json: one line per player, each share or "—" where it does not apply; a missing path or none is refused', () => {
    const { status, stdout } = stats(join(corpus, 'historical/dwan-ivey-2009.phh'));
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['Patrik Antonius', 'Phil Ivey', 'Tom Dwan']);
    // Antonius folded before the flop: he saw none, so no showdown share applies to him.
    expect(lines[0]).toMatch(/^Patrik Antonius: 1 hand, .*sawFlop 0%, showdown —, wonAtShowdown —/);
    expect(stats(join(dir, 'nowhere')).status).toBe(2);
    expect(stats('--json').status).toBe(2);
  });
});
