// Each player's numbers (RULES.md V1–V10): hands built action by action, each number checked
// against what the rule book says the table did; then random hands of every game for the
// invariants every tracker's numbers keep.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handNumbers, legalActions, newHand, numberShares, seededSource, sumNumbers, type HandConfig, type HandState, type PlayerNumbers } from '../../src/engine/index.ts';
import { playRandomHand } from '../../src/cli/random-play.ts';
import { bet, call, check, dealt, draw, fold, play, raise, seats, stackedDeck } from './support/table.ts';
import { brasileiroDeck, dealtBr, stand, table as brasileiroTable } from './support/brasileiro.ts';
import { fechadoDeck } from './support/fechado.ts';

/** Four at the table, seat 0 on the button: seat 1 the small blind, seat 2 the big, seat 3 under the gun. */
const four = (options: HandConfig['options'] = {}, ...stacks: number[]): HandConfig => ({
  profile: 'holdem',
  seats: seats(...(stacks.length ? stacks : [100, 100, 100, 100])),
  dealer: 0,
  options: { smallBlind: 1, bigBlind: 2, ...options },
});

/** Seat by seat: which of its numbers are 1 (or more), as `name=count`, the shares' bases too. */
function said(n: PlayerNumbers): string {
  const flat: Record<string, number> = {
    vpip: n.vpip,
    pfr: n.pfr,
    '3bet': n.threeBet.made,
    '3betChance': n.threeBet.chances,
    flop: n.sawFlop,
    sd: n.showdown,
    wsd: n.wonAtShowdown,
    agg: n.postflopAggressive,
    calls: n.postflopCalls,
    ofPre: n.of.preflop,
    ofFlop: n.of.flop,
    ofSd: n.of.showdown,
  };
  return Object.entries(flat)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => (v === 1 ? k : `${k}=${v}`))
    .join(' ');
}

const numbers = (state: HandState) => {
  expect(state.pending.kind).toBe('complete');
  return handNumbers(state).map(said);
};

/** Checks round the board to the end (the flop, turn and river dealt from the stacked deck), and the hands shown (H7). */
const checkDown = (state: HandState): HandState => {
  for (let pending = state.pending; pending.kind === 'bet' || pending.kind === 'show'; pending = state.pending) {
    state = play(state, pending.kind === 'bet' ? check(pending.seat) : { type: 'show', seat: pending.seat });
  }
  return state;
};

/** Dealt from the button's left: seat 1 aces, seat 2 seven-deuce, seat 3 kings, the button eight-three; the board pairs nobody. */
const holdemDeck = stackedDeck(['AsAd', '2c7d', 'KsKd', '3h8s'], '4c9dJh 5s Qc');

describe('V: each player\'s numbers in hold\'em', () => {
  it("V9: post-flop bets and calls count; and (V3) a limp is VPIP and no PFR, the small blind's completion is VPIP, the big blind's free check is neither", () => {
    let state = play(dealt(four(), holdemDeck), call(3), fold(0), call(1), check(2));
    state = play(state, check(1), bet(2, 4), call(3), fold(1));
    state = checkDown(state);
    expect(numbers(state)).toEqual([
      'ofPre ofFlop',
      'vpip flop ofPre ofFlop ofSd',
      'flop sd agg ofPre ofFlop ofSd',
      'vpip flop sd wsd calls ofPre ofFlop ofSd',
    ]);
    // Seat 3's kings beat the big blind's seven-deuce.
    expect(state.result!.pots[0].winners).toEqual([3]);
  });

  it('V4, V5: an open raise is PFR; facing it is a 3-bet chance, taken by a re-raise; facing two raises is none; the raiser facing the 3-bet is no chance', () => {
    const state = play(dealt(four(), holdemDeck), raise(3, 6), call(0), raise(1, 18), fold(2), call(3), fold(0));
    const finished = checkDown(state);
    expect(numbers(finished)).toEqual([
      'vpip 3betChance ofPre ofFlop',
      'vpip pfr 3bet 3betChance flop sd wsd ofPre ofFlop ofSd',
      'ofPre ofFlop',
      'vpip pfr flop sd ofPre ofFlop ofSd',
    ]);
    const shares = numberShares(handNumbers(finished)[0]);
    expect(shares.threeBet).toEqual({ count: 0, of: 1 });
    expect(shares.pfr).toEqual({ count: 0, of: 1 });
  });

  it("V6: a walk — everyone folds to the big blind: nobody saw a flop that never came; and (V3) he had no pre-flop turn, so no VPIP share counts it", () => {
    const state = play(dealt(four(), holdemDeck), fold(3), fold(0), fold(1));
    expect(numbers(state)).toEqual(['ofPre ofFlop', 'ofPre ofFlop', 'ofFlop', 'ofPre ofFlop']);
    const bigBlind = numberShares(handNumbers(state)[2]);
    expect(bigBlind.vpip).toEqual({ count: 0, of: 0 });
    expect(bigBlind.sawFlop).toEqual({ count: 0, of: 1 });
  });

  it('V3, V5: a straddle is posted, not voluntary; calling it is VPIP; the straddler checking his option is not; a raise over it is the first raise', () => {
    let state = newHand(four({ straddle: 'utg' }));
    state = play(state, { type: 'straddle', seat: 3, accept: true }, { type: 'shuffle', deck: holdemDeck });
    // The button calls the straddle, the blinds fold, the straddler checks his option.
    const limped = checkDown(play(state, call(0), fold(1), fold(2), check(3)));
    expect(numbers(limped)).toEqual(['vpip flop sd ofPre ofFlop ofSd', 'ofPre ofFlop', 'ofPre ofFlop', 'flop sd wsd ofPre ofFlop ofSd']);
    // The button raises over the straddle: the small blind faces one raise (a chance), and so does the straddler.
    const raised = play(state, raise(0, 8), fold(1), fold(2), raise(3, 24), fold(0));
    expect(numbers(raised)).toEqual(['vpip pfr ofPre ofFlop', '3betChance ofPre ofFlop', '3betChance ofPre ofFlop', 'vpip pfr 3bet 3betChance ofPre ofFlop']);
  });

  it('V8: the winner of an all-in pre-flop won at showdown, having seen the flop dealt out (V6) and gone to showdown (V7); facing the all-in is a 3-bet chance while someone could still answer a raise', () => {
    const state = play(dealt(four({}, 100, 100, 100, 40), holdemDeck), raise(3, 40), fold(0), fold(1), call(2));
    expect(state.pending.kind).toBe('complete');
    expect(state.board).toHaveLength(5);
    // The big blind, last to speak with everyone else folded or all-in, may only call: no chance.
    expect(numbers(state)).toEqual(['3betChance ofPre ofFlop', '3betChance ofPre ofFlop', 'vpip flop sd ofPre ofFlop ofSd', 'vpip pfr flop sd wsd ofPre ofFlop ofSd']);
  });

  it('V5: facing a raise he could only call (his stack covers no more), a player has no 3-bet chance', () => {
    const state = play(dealt(four({}, 100, 100, 100, 100)), raise(3, 100));
    expect(legalActions(state).actions.map((a) => a.type)).not.toContain('raise');
    expect(handNumbers(play(state, fold(0), fold(1), fold(2))).map((n) => n.threeBet.chances)).toEqual([0, 0, 0, 0]);
  });

  it('V2, V3: a bomb pot gives nobody a pre-flop turn, and everyone dealt in sees its flop', () => {
    let state = newHand({ ...four({ bombPot: 5 }), mode: 'bomb' });
    state = checkDown(play(state, { type: 'shuffle', deck: holdemDeck }));
    expect(numbers(state).map((line) => line.includes('flop') && !line.includes('ofPre'))).toEqual([true, true, true, true]);
    expect(sumNumbers(handNumbers(state)).of.preflop).toBe(0);
  });

  it('V1: a seat sitting out counts no hand', () => {
    const config: HandConfig = { ...four(), seats: four().seats.map((s, i) => (i === 0 ? { ...s, out: true } : s)) };
    const state = play(dealt(config, holdemDeck), fold(3), fold(1));
    expect(handNumbers(state)[0]).toMatchObject({ hands: 0, of: { preflop: 0, flop: 0, showdown: 0 } });
    expect(handNumbers(state)[2].hands).toBe(1);
  });
});

describe('V2: the games without a flop', () => {
  it('V2: draw5 — the round before the exchange is pre-flop, the exchange the flop, the round after it post-flop', () => {
    const config: HandConfig = { profile: 'draw5', seats: seats(50, 50, 50), dealer: 0 };
    // Dealt from the dealer's left: seat 1 a full house, seat 2 nothing, the dealer nines.
    let state = dealt(config, stackedDeck(['AsAdAhKcKd', '2c3d4h5s7c', '9h9dTsJcQd']));
    // Seat 1 opens (the first bet plays the open raise's part), seat 2 re-raises (a 3-bet), the dealer folds facing two, seat 1 calls.
    state = play(state, bet(1, 4), raise(2, 12), fold(0), call(1));
    state = checkDown(play(state, draw(1, ''), draw(2, '2c3d'), bet(1, 4), call(2)));
    expect(numbers(state)).toEqual(['ofPre ofFlop', 'vpip pfr flop sd wsd agg ofPre ofFlop ofSd', 'vpip pfr 3bet 3betChance flop sd calls ofPre ofFlop ofSd']);
  });

  it('V7: a fechado deal nobody opens (F7) reaches no exchange (V2): nobody went to showdown or saw a flop', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(100, 100, 100), dealer: 0 };
    const hands = ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d'];
    const state = play(dealt(config, fechadoDeck(config, hands)), check(1), check(2), check(0));
    expect(state.result).toMatchObject({ pots: [] });
    expect(numbers(state)).toEqual(['ofPre ofFlop', 'ofPre ofFlop', 'ofPre ofFlop']);
  });

  it("V2, V3, V7: brasileiro's normal deal — its one round is pre-flop: mesa facing the escuro is VPIP, the buyer's mesa is not; no flop, so showdown is of every hand", () => {
    const config = brasileiroTable([100, 100, 100]);
    const deck = brasileiroDeck(config, ['As Ad Ah Kc Qd', 'Ks Kd Qh Jc 9d', 'Qs Qc Jh Jd 9c']);
    let state = dealtBr(config, deck);
    while (state.pending.kind === 'draw') state = play(state, stand(state.pending.seat));
    while (state.pending.kind === 'bet') state = play(state, legalActions(state).actions.some((a) => a.type === 'call') ? call(state.pending.seat) : check(state.pending.seat));
    state = checkDown(state);
    const lines = numbers(state);
    // The escuro's buyer (B4: the dealer's right, dealt the trip aces) says mesa with nothing to add; the other two put chips in.
    const buyer = state.escuro!.buyer;
    expect(state.result!.pots[0].winners).toEqual([buyer]);
    expect(lines[buyer]).toBe('sd wsd ofPre ofSd');
    expect(lines.filter((_, seat) => seat !== buyer)).toEqual(['vpip sd ofPre ofSd', 'vpip sd ofPre ofSd']);
    expect(numberShares(handNumbers(state)[buyer]).sawFlop).toEqual({ count: 0, of: 0 });
  });
});

/** Random hands of every game, with the house options that change the pre-flop round. */
const randomConfig = fc
  .record({
    profile: fc.constantFrom('holdem' as const, 'draw5' as const, 'fechado' as const, 'brasileiro' as const, 'baseball' as const),
    players: fc.integer({ min: 2, max: 6 }),
    stacks: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 6, maxLength: 6 }),
    dealer: fc.nat({ max: 5 }),
    straddle: fc.constantFrom(undefined, 'utg' as const, 'button' as const),
    bomb: fc.boolean(),
    jacker: fc.boolean(),
    ledger: fc.boolean(),
    seed: fc.integer(),
  })
  .map(({ profile, players, stacks, dealer, straddle, bomb, jacker, ledger, seed }) => {
    const config: HandConfig = {
      profile,
      seats: seats(...stacks.slice(0, players)),
      dealer: dealer % players,
      dealing: ledger ? 'ledger' : 'deck',
      ...(profile === 'holdem' ? { options: { smallBlind: 1, bigBlind: 2, ...(straddle ? { straddle } : {}), ...(bomb ? { bombPot: 3 } : {}) }, ...(bomb ? { mode: 'bomb' as const } : {}) } : {}),
      ...(profile === 'brasileiro' && jacker ? { mode: 'jacker' as const } : {}),
    };
    return { config, seed };
  });

describe('V: numbers every hand keeps', () => {
  it('V1–V10: no count exceeds the hands, 3-bets made ≤ chances, VPIP ≥ PFR, every count within its base — per hand and added up', () => {
    fc.assert(
      fc.property(fc.array(randomConfig, { minLength: 1, maxLength: 4 }), (tables) => {
        const perSeat = tables.flatMap(({ config, seed }) => handNumbers(playRandomHand(config, seededSource(seed), legalActions)));
        for (const n of [...perSeat, sumNumbers(perSeat)]) {
          for (const count of [n.vpip, n.pfr, n.sawFlop, n.showdown, n.wonAtShowdown, n.threeBet.chances, n.of.preflop, n.of.flop, n.of.showdown]) {
            expect(count).toBeGreaterThanOrEqual(0);
            expect(count).toBeLessThanOrEqual(n.hands);
          }
          expect(n.threeBet.made).toBeLessThanOrEqual(n.threeBet.chances);
          expect(n.pfr).toBeLessThanOrEqual(n.vpip);
          expect(n.vpip).toBeLessThanOrEqual(n.of.preflop);
          expect(n.sawFlop).toBeLessThanOrEqual(n.of.flop);
          expect(n.showdown).toBeLessThanOrEqual(n.of.showdown);
          expect(n.wonAtShowdown).toBeLessThanOrEqual(n.showdown);
          for (const share of Object.values(numberShares(n))) expect(share.count).toBeLessThanOrEqual(share.of);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('V5: jacker mode', () => {
  it("V5: in a jacker deal only the opener bets (B10): nobody ever has a 3-bet chance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer(), (players, seed) => {
        const config: HandConfig = { ...brasileiroTable(Array.from({ length: players }, () => 100)), mode: 'jacker' };
        const hand = playRandomHand(config, seededSource(seed), legalActions);
        expect(sumNumbers(handNumbers(hand)).threeBet.chances).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});
