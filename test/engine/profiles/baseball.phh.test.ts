import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportPhh,
  formatPhh,
  formatPhhAction,
  legalActions,
  newHand,
  parsePhh,
  PhhError,
  replayPhh,
  seededSource,
} from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { baseballTable, deal, dealtBaseball, lead, u } from '../support/baseball.ts';
import { bet, call, check, checkDown, play } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

/** Written out, read back and replayed from the record alone: the results must be checked and equal. */

describe('baseball hand histories (PHH extension _MESA_BASEBALL)', () => {
  it('S10, S1: the extra card of an open 4 is dealt with it, amounts are units, the result exact units', () => {
    // S10's first example: A shows 6♣, then 4♥ open and at once K♦.
    let state = dealtBaseball(baseballTable(2, 1), '2c 7d  5c 7h  6c Ts  4h Kd Jc  8s 8h  Qs Qh  As Ah');
    state = play(state, bet(1, u(1)), call(0));
    state = checkDown(state);
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ variant: '_MESA_BASEBALL', antes: [1, 1], min_bet: 1, starting_stacks: [Infinity, Infinity], players: ['A', 'B'] });
    expect(hand.finishing_stacks).toBeUndefined();
    expect(hand.actions.map(formatPhhAction).slice(0, 6)).toEqual(['d dh p1 2c5c6c', 'd dh p2 7d7hTs', 'p2 cbr 1', 'p1 cc', 'd dh p1 4hKd', 'd dh p2 Jc']);
    expect(hand.user_defined).toEqual({ _mesa_net: state.result!.net.map((n) => String(n / u(1))) });
    const again = reimported(hand);
    expect(again.result!.net).toEqual(state.result!.net);
    expect(again.seats[0].up).toEqual(state.seats[0].up);
    // FORMAT.md shows this very hand as Mesa writes it.
    const format = readFileSync(resolve(import.meta.dirname, '../../../src/engine/phh/FORMAT.md'), 'utf8');
    expect(format).toContain('```toml\n' + formatPhh(hand) + '```');
  });

  it('S8: a three-way split is recorded exactly, in fractions of a unit', () => {
    let state = dealtBaseball(baseballTable(4, 3), '2c 2d 2h 7c  5d 5h 5s 7d  Kc Kd Kh 8h  Qs Qc Qd  Jd Jh Js  Th Ts Tc  As Ac Ad');
    state = checkDown(play(state, check(0), check(1), check(2), { type: 'fold', seat: 3 }));
    const hand = exportPhh(state);
    expect(hand.user_defined?._mesa_net).toEqual(['1/3', '1/3', '1/3', '-1']);
    const tampered = { ...hand, user_defined: { _mesa_net: ['1/2', '1/3', '1/6', '-1'] } };
    const outcome = replayPhh(parsePhh(formatPhh(tampered)));
    expect(outcome.ok).toBe(false);
    expect(reimported(hand).result!.net).toEqual([u(0, 1, 3), u(0, 1, 3), u(0, 1, 3), -u(1)]);
  });

  it('S1–S8: random baseball hands of 2–6 players export and replay to the same results', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(), fc.integer(), (players, dealer, seed) => {
        const config = baseballTable(players, dealer % players);
        const state = playRandomHand(config, seededSource(seed), legalActions);
        const again = reimported(exportPhh(state));
        // PHH's p1 sits on the dealer's left, the dealer is last.
        const order = state.seats.map((_, i) => (config.dealer + 1 + i) % players);
        expect(again.result!.net).toEqual(order.map((seat) => state.result!.net[seat]));
        expect(again.seats.map((s) => s.cards)).toEqual(order.map((seat) => state.seats[seat].cards));
        expect(again.seats.map((s) => s.up)).toEqual(order.map((seat) => state.seats[seat].up));
      }),
      { numRuns: 150 },
    );
  });

  it('S5: a chip-ledger hand where the table named who starts cannot be written: PHH has no such action', () => {
    let state = newHand(baseballTable(2, 1, 'ledger'));
    state = play(state, deal(0, '?'), deal(1, 'Kh'), lead(1));
    expect(() => exportPhh(state)).toThrow(PhhError);
  });
});
