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
  replayPhh,
  seededSource,
  uniformBelow,
  type HandConfig,
  type PhhHand,
  type ProfileId,
} from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { bet, call, check, dealt, draw, play, raise, seats, stackedDeck, stacks } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

const actionTexts = (hand: PhhHand) => hand.actions.map(formatPhhAction);

describe('exporting engine hands to PHH', () => {
  it('D15: the worked draw5 hand exports action by action and replays to A taking the pot of 10', () => {
    // A (seat 0) sits left of the dealer B (seat 1): A is p1, B is p2.
    const config: HandConfig = { profile: 'draw5', seats: seats(100, 100), dealer: 1 };
    let state = dealt(config, stackedDeck(['As Ad 5c 7d 9h', 'Ks Kd Kh 3d 4h'], 'Ac Ah 2s'));
    state = play(state, bet(0, 2), call(1), draw(0, '5c 7d 9h'), draw(1), bet(0, 2), call(1));
    expect(stacks(state)).toEqual([105, 95]);

    const hand = exportPhh(state, { event: 'D15', hand: 1 });
    expect(hand).toMatchObject({
      variant: '_MESA_DRAW5',
      antes: [1, 1],
      min_bet: 2,
      starting_stacks: [100, 100],
      players: ['A', 'B'],
      finishing_stacks: [105, 95],
      event: 'D15',
      hand: 1,
    });
    expect(hand.blinds_or_straddles).toBeUndefined();
    expect(actionTexts(hand)).toEqual([
      'd dh p1 AsAd5c7d9h',
      'd dh p2 KsKdKh3d4h',
      'p1 cbr 2',
      'p2 cc',
      'p1 sd 5c7d9h',
      'd dh p1 AcAh2s',
      'p2 sd',
      'p1 cbr 2',
      'p2 cc',
      // D13: the last bettor of the last round shows first; draw5 shows every hand.
      'p1 sm AsAdAcAh2s',
      'p2 sm KsKdKh3d4h',
    ]);
    expect(stacks(reimported(hand))).toEqual([105, 95]);
    // FORMAT.md shows this very hand as Mesa writes it.
    const format = readFileSync(resolve(import.meta.dirname, '../../../src/engine/phh/FORMAT.md'), 'utf8');
    const { event: _event, hand: _number, ...plain } = hand;
    expect(format).toContain('```toml\n' + formatPhh(plain) + '```');
  });

  it('H7, G7: an all-in hold’em hand shows the hands before the run-out and returns the uncalled excess', () => {
    // Dealer seat 0; seat 1 posts the small blind (p1), seat 2 the big blind (p2), the dealer is p3.
    const config: HandConfig = { profile: 'holdem', seats: seats(500, 120, 300), dealer: 0, options: { smallBlind: 5, bigBlind: 10 } };
    let state = dealt(config, stackedDeck(['Qs Qd', '7c 7d', 'Ah Kh'], '2c 8s Jd 4h 9c'));
    state = play(state, raise(0, 30), raise(1, 120), raise(2, 300), call(0));
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ antes: [0, 0, 0], blinds_or_straddles: [5, 10, 0], starting_stacks: [120, 300, 500] });
    expect(actionTexts(hand)).toEqual([
      'd dh p1 QsQd',
      'd dh p2 7c7d',
      'd dh p3 AhKh',
      'p3 cbr 30',
      'p1 cbr 120',
      'p2 cbr 300',
      'p3 cc',
      // H7, TDA rule 16: every hand turned up before the run-out, the last raiser's first, then clockwise.
      'p2 sm 7c7d',
      'p3 sm AhKh',
      'p1 sm QsQd',
      'd db 2c8sJd',
      'd db 4h',
      'd db 9c',
    ]);
    // Queens win the main pot of 360; sevens beat ace-king for the side pot of 360.
    expect(hand.finishing_stacks).toEqual([360, 360, 200]);
    expect(stacks(reimported(hand))).toEqual([360, 360, 200]);
  });

  it('H8: heads-up the button is p2 and posts the small blind; the blinds are written as for a full table', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(200, 200), dealer: 1, options: { smallBlind: 1, bigBlind: 2 } };
    let state = dealt(config, stackedDeck(['9s 9d', 'Ac Kd'], '2h 3h 4d 5c 7s'));
    state = play(state, call(1), check(0), check(0), check(1), check(0), check(1), check(0), check(1));
    state = play(state, { type: 'show', seat: 0 }, { type: 'show', seat: 1 });
    // B's A-K makes the wheel on 2-3-4-5-7.
    expect(stacks(state)).toEqual([198, 202]);
    const hand = exportPhh(state);
    expect(hand.players).toEqual(['A', 'B']);
    expect(hand.blinds_or_straddles).toEqual([1, 2]);
    expect(actionTexts(hand).slice(0, 6)).toEqual(['d dh p1 9s9d', 'd dh p2 AcKd', 'p2 cc', 'p1 cc', 'd db 2h3h4d', 'p1 cc']);
    expect(stacks(reimported(hand))).toEqual(stacks(state));
  });

  it('H8: a heads-up PHH hand posts its blinds reversed: p1 the big blind, p2 the small blind and acts first', () => {
    const text = (actions: string) =>
      `variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [50, 100]\nmin_bet = 100\nstarting_stacks = [1000, 1000]\n` +
      `actions = ["d dh p1 AsAd", "d dh p2 7c2d", ${actions}]\nfinishing_stacks = [1050, 950]\n`;
    expect(replayPhh(parsePhh(text('"p2 f"')))).toMatchObject({ ok: true, checked: true });
    expect(replayPhh(parsePhh(text('"p1 f"')))).toMatchObject({ ok: false, index: 2, refusal: { code: 'NOT_YOUR_TURN', expected: 1 } });
  });

  it('D14: seats that are out of the hand are not PHH players; p1 is the first seat dealt in after the dealer', () => {
    const config: HandConfig = {
      profile: 'draw5',
      seats: [{ name: 'A', stack: 50 }, { name: 'B', stack: 50, out: true }, { name: 'C', stack: 50 }, { name: 'D', stack: 0 }],
      dealer: 0,
    };
    let state = dealt(config);
    state = play(state, { type: 'fold', seat: 2 });
    const hand = exportPhh(state);
    expect(hand.players).toEqual(['C', 'A']);
    expect(hand.finishing_stacks).toEqual([49, 51]);
    expect(stacks(reimported(hand))).toEqual([49, 51]);
  });

  it('leaves finishing_stacks out of a hand still under way, which replays to where it stopped', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 2, options: { smallBlind: 1, bigBlind: 2 } };
    const state = play(dealt(config), raise(2, 6));
    const hand = exportPhh(state);
    expect(hand.finishing_stacks).toBeUndefined();
    const outcome = replayPhh(parsePhh(formatPhh(hand)));
    expect(outcome).toMatchObject({ ok: true, checked: false, state: { pending: { kind: 'bet', seat: 0 } } });
  });

  it('G12: refuses a chip-ledger hold\'em hand past the flop (and so one whose winners the table named): PHH has no unknown board card', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100), dealer: 1, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } };
    const checkedDown = [call(1), check(0), check(0), check(1), check(0), check(1), check(0), check(1)];
    const state = play(newHand(config), ...checkedDown, { type: 'award', pot: 0, winners: [0] });
    expect(state.result?.net).toEqual([2, -2]);
    expect(() => exportPhh(state)).toThrow(/the board lay on the real table only/);
  });
});

describe('export and import round trip', () => {
  const roundTrip = (profile: ProfileId, maxPlayers: number) =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const rng = seededSource(seed);
        const count = 2 + uniformBelow(rng, maxPlayers - 1);
        const config: HandConfig = {
          profile,
          seats: Array.from({ length: count }, (_, i) => ({ name: `P${i}`, stack: 1 + uniformBelow(rng, 400) })),
          dealer: uniformBelow(rng, count),
          options: profile === 'holdem' ? { smallBlind: 1, bigBlind: 2, ante: uniformBelow(rng, 2) } : {},
        };
        const state = playRandomHand(config, rng, legalActions);
        const hand = exportPhh(state);
        // The record replays to the same stacks, seat for seat (PHH order starts left of the dealer).
        const order = Array.from({ length: count }, (_, i) => (config.dealer + 1 + i) % count).filter((s) => state.seats[s].inHand);
        expect(hand.finishing_stacks).toEqual(order.map((s) => state.seats[s].stack));
        expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks);
      }),
      { numRuns: 300 },
    );

  it('G7–G9, H1–H8: random hold’em hands of 2–10 players export and replay to the same stacks', () => roundTrip('holdem', 10));
  it('D1–D13: random draw5 hands of 2–6 players (draws and D7 reshuffles included) export and replay to the same stacks', () =>
    roundTrip('draw5', 6));
});
