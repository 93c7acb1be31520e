// Hold'em's house options in hand histories (RULES.md H11–H14, FORMAT.md): written out, read back
// and replayed from the record alone, to the same stacks; and random hands with each option.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportPhh,
  formatPhh,
  formatPhhAction,
  legalActions,
  newHand,
  parsePhh,
  parseStarsHands,
  replayPhh,
  seededSource,
  starsFinalStacks,
  writeStarsHand,
  type HandConfig,
  type PhhHand,
} from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { call, check, dealt, fold, play, raise, seats, stackedDeck, stacks } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

const blinds = { smallBlind: 1, bigBlind: 2 };
const texts = (hand: PhhHand) => hand.actions.map(formatPhhAction);

describe("hold'em's house options in PHH", () => {
  it('H11: a straddle is a post of blinds_or_straddles (under the gun after the big blind, or the button); nothing of the question is written', () => {
    // Seat 0 the button: p1 = seat 1 (small blind), p2 = seat 2 (big blind), p3 = seat 3 (under the gun), p4 = seat 0.
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100, 100), dealer: 0, options: { ...blinds, straddle: 'utg' } };
    let state = play(newHand(config), { type: 'straddle', seat: 3, accept: true }, { type: 'shuffle', deck: stackedDeck(['2c3d', '4h5s', '7c8d', 'AsAh']) });
    state = play(state, raise(0, 12), fold(1), fold(2), fold(3));
    const hand = exportPhh(state);
    expect(hand.blinds_or_straddles).toEqual([1, 2, 4, 0]);
    expect(texts(hand).slice(4)).toEqual(['p4 cbr 12', 'p1 f', 'p2 f', 'p3 f']);
    // Seats come back in PHH order (the button last); reimported checks the finishing stacks.
    expect(stacks(reimported(hand))).toEqual([99, 98, 96, 107]);
    const button = play(newHand({ ...config, options: { ...blinds, straddle: 'button' } }), { type: 'straddle', seat: 0, accept: true }, { type: 'shuffle', deck: stackedDeck(['2c3d', '4h5s', '7c8d', 'AsAh']) });
    const played = play(button, fold(1), fold(2), fold(3));
    expect(exportPhh(played).blinds_or_straddles).toEqual([1, 2, 0, 4]);
    expect(stacks(reimported(exportPhh(played)))).toEqual([99, 98, 100, 103]);
    // Declined, the posts are the blinds alone.
    const declined = play(newHand(config), { type: 'straddle', seat: 3, accept: false }, { type: 'shuffle', deck: stackedDeck(['2c3d', '4h5s', '7c8d', 'AsAh']) });
    expect(exportPhh(play(declined, fold(3), fold(0), fold(1))).blinds_or_straddles).toEqual([1, 2, 0, 0]);
  });

  it('H12: a bomb pot writes equal antes, no blinds and _mesa_bomb_pot; the flop follows the hole cards; read back it is a bomb pot', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 0, mode: 'bomb', options: { ...blinds, bombPot: 10 } };
    let state = dealt(config, stackedDeck(['2c3d', '4h5s', 'AsAh'], 'Kd9c7s 5c Jd'));
    state = play(state, check(1), check(2), check(0), check(1), check(2), check(0), check(1), check(2), check(0));
    while (state.pending.kind === 'show') state = play(state, { type: 'show', seat: state.pending.seat });
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ antes: [10, 10, 10], blinds_or_straddles: [0, 0, 0], ante_trimming_status: true, user_defined: { _mesa_bomb_pot: true } });
    expect(texts(hand).slice(0, 4)).toEqual(['d dh p1 2c3d', 'd dh p2 4h5s', 'd dh p3 AsAh', 'd db Kd9c7s']);
    const back = reimported(hand);
    expect(back.config.mode).toBe('bomb');
    expect(stacks(back)).toEqual([90, 90, 120]);
  });

  it('H13: the runs\' boards one after the other and _mesa_runout_count; read back, the same runs and stacks', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100), dealer: 0, options: { ...blinds, runouts: 3 } };
    let state = dealt(config, stackedDeck(['AsAh', 'KsKh'], '2c7d9h 3c 4d  Kd8c 6sTc'));
    state = play(state, call(0), check(1), { type: 'bet', seat: 1, to: 98 }, call(0), { type: 'runIt', times: 3 });
    const hand = exportPhh(state);
    expect(hand.user_defined).toEqual({ _mesa_runout_count: 3 });
    expect(texts(hand).filter((t) => t.startsWith('d db'))).toEqual(['d db 2c7d9h', 'd db 3c', 'd db 4d', 'd db Kd', 'd db 8c', 'd db 6s', 'd db Tc']);
    const back = reimported(hand);
    expect(back.runout).toEqual(state.runout);
    // p1 is seat 1 (the aces), p2 the button with the kings, who wins the second run.
    expect(back.result!.pots[0].runs!.map((r) => [r.amount, r.winners])).toEqual([
      [67, [0]],
      [67, [1]],
      [66, [0]],
    ]);
    // The count read back is held to the rule: 4 runs is no option.
    const four = parsePhh(formatPhh({ ...hand, user_defined: { _mesa_runout_count: 4 } }));
    expect(replayPhh(four)).toMatchObject({ ok: false, reason: 'unplayable' });
    // Once is written as a hand run once.
    const once = play(dealt(config, stackedDeck(['AsAh', 'KsKh'])), raise(0, 100), call(1), { type: 'runIt', times: 1 });
    expect(exportPhh(once).user_defined).toBeUndefined();
    expect(stacks(reimported(exportPhh(once)))).toEqual([200, 0]);
  });

  it('H14: the 7-2 bounty is no part of the pots: finishing_stacks as the pots left them, the bounty per player in _mesa_bounty_72; the PokerStars text leaves it out', () => {
    // Seat 0 the button folds; p1 = seat 1 (7-2, trips), p2 = seat 2 (kings), p3 = seat 0.
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 0, options: { ...blinds, bounty72: 5 } };
    let state = play(dealt(config, stackedDeck(['7c2d', 'KsKh', '5c6h'], '7h7s9c Jd 3c')), fold(0), call(1), check(2));
    while (state.pending.kind === 'bet') state = play(state, check(state.pending.seat));
    while (state.pending.kind === 'show') state = play(state, { type: 'show', seat: state.pending.seat });
    expect(stacks(state)).toEqual([95, 112, 93]);
    const hand = exportPhh(state);
    expect(hand.finishing_stacks).toEqual([102, 98, 100]);
    expect(hand.user_defined).toEqual({ _mesa_bounty_72: [10, -5, -5] });
    // Read back, the hand replays as the pots left it (reimported checks finishing_stacks): no bounty paid twice.
    expect(stacks(reimported(hand))).toEqual([102, 98, 100]);
    const [stars] = parseStarsHands(writeStarsHand(state, { id: '1', table: 'Mesa', at: Date.UTC(2026, 11, 3), hero: 1 }));
    expect(starsFinalStacks(stars)).toEqual({ A: 100, B: 102, C: 98 });
  });

  it('H14, G9, G12: a 7-2 shown or claimed after everyone folded writes no show (PokerKit ends the hand at the last fold), only the bounty', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 0, options: { ...blinds, bounty72: 5 } };
    const folded = play(dealt(config, stackedDeck(['3c4d', '5h6s', '7c2d'])), raise(0, 6), fold(1), fold(2));
    for (const end of [{ type: 'show', seat: 0 }, { type: 'muck', seat: 0 }] as const) {
      const hand = exportPhh(play(folded, end));
      expect(texts(hand).slice(3)).toEqual(['p3 cbr 6', 'p1 f', 'p2 f']);
      expect(stacks(reimported(hand))).toEqual([99, 98, 103]);
    }
    expect(exportPhh(play(folded, { type: 'show', seat: 0 })).user_defined).toEqual({ _mesa_bounty_72: [-5, -5, 10] });
    // In the chip ledger the table's claim for the last player in is left out the same way (E7: a hand won before the flop is written).
    const ledger = play(newHand({ ...config, dealing: 'ledger' }), raise(0, 6), fold(1), fold(2), { type: 'claimBonus', seat: 0, kind: 'seven-two' });
    expect(texts(exportPhh(ledger)).slice(-3)).toEqual(['p3 cbr 6', 'p1 f', 'p2 f']);
    expect(stacks(reimported(exportPhh(ledger)))).toEqual([99, 98, 103]);
  });

  it('H11, H12, H13, H14, H7: random hands with the options (the winners shown by themselves among them) export and replay from the record to the same stacks and runs', () => {
    const table = fc.record({
      stacks: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 2, maxLength: 9 }),
      dealer: fc.nat(),
      seed: fc.integer(),
      straddle: fc.constantFrom(undefined, 'utg' as const, 'button' as const),
      runouts: fc.constantFrom(undefined, 2 as const, 3 as const),
      bomb: fc.boolean(),
      watch: fc.boolean(),
      winners: fc.boolean(),
      bounty72: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(table, ({ stacks: chips, dealer, seed, straddle, runouts, bomb, watch, winners, bounty72 }) => {
        const config: HandConfig = {
          profile: 'holdem',
          seats: chips.map((stack, i) => ({ name: `P${i}`, stack })),
          dealer: dealer % chips.length,
          options: { ...blinds, straddle, runouts, watchRunout: watch, bombPot: 5, bounty72, ...(winners ? { showWinners: true } : {}) },
          ...(bomb ? { mode: 'bomb' as const } : {}),
        };
        const state = playRandomHand(config, seededSource(seed), legalActions);
        // reimported checks the finishing stacks (and refuses a show out of the order the engine asks).
        const back = reimported(exportPhh(state));
        expect(back.config.mode).toBe(state.config.mode);
        expect(back.config.options.showWinners).toBe(state.config.options.showWinners);
        expect(back.runout?.times ?? 1).toBe(state.runout?.times ?? 1);
        expect([back.board, back.runout?.runs ?? []]).toEqual([state.board, state.runout?.runs ?? []]);
      }),
      { numRuns: 400 },
    );
  });
});
