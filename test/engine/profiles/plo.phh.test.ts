import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportPhh, formatPhh, legalActions, parsePhh, replayPhh, seededSource, type HandConfig } from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { call, checkDown, dealt, play, raise, seats, showAll, stackedDeck, stacks } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

describe('Omaha hand histories (PO)', () => {
  it('M9: an Omaha hand is written as PokerKit writes pot-limit Omaha, and read back to the same stacks', () => {
    const order = stackedDeck(['Jc Qd 2c 2d', 'Ah Kh Qh Jh'], '2h 3h 8c 9d Ts');
    const config: HandConfig = { profile: 'plo', seats: seats(100, 100), dealer: 0, options: { smallBlind: 1, bigBlind: 2, ante: 1 } };
    const state = showAll(checkDown(play(dealt(config, order), raise(0, 8), call(1))));
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ variant: 'PO', antes: [1, 1], ante_trimming_status: true, blinds_or_straddles: [1, 2], min_bet: 2 });
    const text = formatPhh(hand);
    // The button (p2) raises to the pot: 2 antes and 3 in blinds, then his call of 1: 2 + 6.
    expect(text).toContain('variant = "PO"');
    expect(text).toContain('"d dh p1 JcQd2c2d"');
    expect(text).toContain('"p2 cbr 8"');
    expect(stacks(reimported(hand))).toEqual(stacks(state));
  });

  it('M4, M9: a PO file that raises above the pot is refused at that action, saying the limit', () => {
    const file = [
      'variant = "PO"',
      'antes = [0, 0, 0]',
      'blinds_or_straddles = [1, 2, 0]',
      'min_bet = 2',
      'starting_stacks = [100, 100, 100]',
      'actions = ["d dh p1 JcQd2c2d", "d dh p2 AhKhQhJh", "d dh p3 7c7d8s9s", "p3 cbr 8"]',
    ].join('\n');
    const outcome = replayPhh(parsePhh(file));
    expect(outcome).toMatchObject({ ok: false, reason: 'refused', index: 3, refusal: { code: 'RAISE_TOO_LARGE', max: 7, rule: 'M4' } });
  });

  it("M10: a PLO5 hand is written as Mesa's _MESA_PLO5 with five cards each, and read back to the same stacks", () => {
    const config: HandConfig = { profile: 'plo5', seats: seats(100, 100, 100), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
    const state = playRandomHand(config, seededSource(5), legalActions);
    const hand = exportPhh(state);
    expect(hand.variant).toBe('_MESA_PLO5');
    expect(hand.actions.filter((a) => a.kind === 'deal-hole').map((a) => (a.kind === 'deal-hole' ? a.cards.length : 0))).toEqual([5, 5, 5]);
    expect(hand.finishing_stacks).toHaveLength(3);
    expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks); // PHH's order: p1 left of the dealer
  });

  it('M9: random Omaha hands, run once or more, replay from their PO files to the same stacks', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 8 }), fc.constantFrom(undefined, 2 as const, 3 as const), (seed, players, runouts) => {
        const config: HandConfig = {
          profile: 'plo',
          seats: seats(...Array.from({ length: players }, (_, i) => 5 + ((seed >>> i) & 63))),
          dealer: 0,
          options: { smallBlind: 1, bigBlind: 2, ...(runouts ? { runouts } : {}) },
        };
        const state = playRandomHand(config, seededSource(seed), legalActions);
        const outcome = replayPhh(parsePhh(formatPhh(exportPhh(state))));
        expect(outcome.ok && outcome.checked).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
