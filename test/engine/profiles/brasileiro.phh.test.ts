import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../../src/cli/phh-files.ts';
import {
  exportPhh,
  formatPhh,
  legalActions,
  newHand,
  parsePhh,
  phhConfig,
  seededSource,
  uniformBelow,
  type HandConfig,
} from '../../../src/engine/index.ts';
import { brasileiroDeck, rebuy, table } from '../support/brasileiro.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { bet, call, check, draw, fold, play, raise, stacks } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

const named = (config: HandConfig, ...names: string[]): HandConfig => ({ ...config, seats: config.seats.map((s, i) => ({ ...s, name: names[i] })) });

describe('brasileiro hand histories (_MESA_BRASILEIRO)', () => {
  it('B5, B6, B9: a re-buy, the delayed fourth card and a bonus export as documented in FORMAT.md, and replay', () => {
    const config = named(table([100, 100, 100], 2), 'A', 'B', 'C');
    let state = play(newHand(config), rebuy(0));
    state = play(state, {
      type: 'shuffle',
      deck: brasileiroDeck(config, ['Qs 9h Th Jc 8d', 'Ks Kh Kd 8s 9c', 'Js Jh 9s Tc 8h'], 'Qh Qd Ad As Jd Ts Qc'),
    });
    state = play(state, draw(1, '9h Th Jc 8d'), draw(0, '9c'), draw(2, '9s Tc'), call(2), raise(1, 12), call(0), fold(2));
    expect(state.result!.bonus).toEqual([-1, 2, -1]);
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ variant: '_MESA_BRASILEIRO', antes: [0, 0, 0], blinds_or_straddles: [4, 2, 1], min_bet: 1 });
    expect(hand.user_defined).toEqual({});
    const text = formatPhh(hand);
    const format = readFileSync(resolve(import.meta.dirname, '../../../src/engine/phh/FORMAT.md'), 'utf8');
    expect(format).toContain('```toml\n' + text + '```');
    // Read back: the re-buy is a post, seat 0 is the last buyer, and nobody is asked again.
    const replayed = reimported(hand);
    expect(stacks(replayed)).toEqual([87, 118, 95]);
    expect(replayed.escuro).toEqual({ buyer: 0, amount: 4, open: false });
    expect(replayed.log.some((a) => a.type === 'rebuy')).toBe(false);
  });

  it('B10: jacker deals write their posts as antes and the run in _mesa_jacker and _mesa_carried; a dead deal replays too', () => {
    const config = table([60, 60, 60, 60], 1, {}, { mode: 'jacker', carried: { chips: 12, deals: 2 } });
    const deal = (hands: string[]) => play(newHand(config), { type: 'shuffle', deck: brasileiroDeck(config, hands) });
    // Dealer 1: seat 0 speaks first; seat 3 opens with trips for up to 2 × (2 + 1 + 1) = 8.
    const won = play(deal(['Kh Ts 9c 8d 7h', 'As Ah Ad Kc 9s']), check(0), bet(3, 8), fold(2), call(1), fold(0), draw(3, ''), draw(1, ''), check(3), check(1));
    expect(stacks(won)).toEqual([59, 51, 59, 83]);
    const hand = exportPhh(won);
    expect(hand.antes).toEqual([1, 1, 1, 1]);
    expect(hand.blinds_or_straddles).toBeUndefined();
    expect(hand.user_defined).toEqual({ _mesa_jacker: true, _mesa_carried: [12, 2] });
    expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks);
    expect(phhConfig(parsePhh(formatPhh(hand)))).toMatchObject({ mode: 'jacker', carried: { chips: 12, deals: 2 } });
    const dead = play(deal([]), check(0), check(3), check(2), check(1));
    expect(dead.result!.leftOnTable).toBe(16);
    expect(stacks(reimported(exportPhh(dead)))).toEqual([59, 59, 59, 59]);
  });

  it('B8, B12: the double limit’s factor and the cheirosinha travel in user-defined fields; nonsense is refused', () => {
    const config = table([50, 50], 0, { betting: { kind: 'double', factor: 3 }, cheirosinha: true });
    const state = playRandomHand(config, seededSource(3), legalActions);
    const hand = exportPhh(state);
    expect(hand.user_defined).toEqual({ _mesa_double_factor: 3, _mesa_cheirosinha: true });
    expect(phhConfig(parsePhh(formatPhh(hand))).options).toMatchObject({ betting: { kind: 'double', factor: 3 }, cheirosinha: true });
    const text = (field: string) => `variant = "_MESA_BRASILEIRO"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 1\nstarting_stacks = [20, 20]\nactions = []\n${field}\n`;
    expect(() => phhConfig(parsePhh(text('_mesa_double_factor = 0')))).toThrow(/_mesa_double_factor/);
    expect(() => phhConfig(parsePhh(text('_mesa_jacker = "yes"')))).toThrow(/_mesa_jacker: expected true or false/);
    expect(() => phhConfig(parsePhh(text('_mesa_carried = [1, 2, 3]')))).toThrow(/_mesa_carried/);
  });

  it('B1–B12: random hands of 2–9 players, both modes, every option, export and replay to the same stacks — also through npm run replay', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mesa-brasileiro-'));
    try {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const rng = seededSource(seed);
          const count = 2 + uniformBelow(rng, 8);
          const jacker = uniformBelow(rng, 3) === 0;
          const config: HandConfig = {
            profile: 'brasileiro',
            seats: Array.from({ length: count }, (_, i) => ({ name: `P${i}`, stack: 1 + uniformBelow(rng, 200) })),
            dealer: uniformBelow(rng, count),
            options: {
              betting: { kind: 'double', factor: 1 + uniformBelow(rng, 3) },
              cheirosinha: uniformBelow(rng, 2) === 0,
              escuroRebuy: uniformBelow(rng, 4) !== 0,
              escuro: 1 + uniformBelow(rng, 2),
            },
            ...(jacker ? { mode: 'jacker' as const, ...(uniformBelow(rng, 2) ? { carried: { chips: 1 + uniformBelow(rng, 30), deals: 1 + uniformBelow(rng, 4) } } : {}) } : {}),
          };
          const state = playRandomHand(config, rng, legalActions);
          const hand = exportPhh(state);
          expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks);
          if (seed % 10 === 0) {
            const file = join(dir, `${seed}.phh`);
            writeFileSync(file, formatPhh(hand));
            expect(replayFile(file)).toBeNull();
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
