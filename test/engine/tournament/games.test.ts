// T7: a tournament in every game that plays in chips — each deal posts its level's own forced
// bets, F6's limits rise with them, the table's chips are conserved, and the structure builder,
// the expected end and the colour-up read each game's levels.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomAction } from '../../../src/cli/random-play.ts';
import { applySession, legalActions, newSession, seededSource, type Level, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { DEFAULT_PAYOUTS } from '../../../src/engine/tournament/payouts.ts';
import { colourUpDue } from '../../../src/engine/tournament/play.ts';
import { configLevelTerms, levelTerms, stakeOf } from '../../../src/engine/tournament/levels.ts';
import { BRASILEIRO, FECHADO } from '../support/levels.ts';
import { buildStructure, expectedMinutes } from '../../../src/engine/tournament/structure.ts';
import type { GameOptions, ProfileId } from '../../../src/engine/types.ts';
import { run } from '../support/session.ts';

const terms = { currency: 'BRL', buyIn: 2000, payouts: DEFAULT_PAYOUTS, roundTo: 100 };

const tournament = (profile: ProfileId, levels: Level[], options: GameOptions = {}, stacks = [300, 300, 300, 300]): SessionConfig => ({
  profile,
  players: stacks.map((stack, i) => ({ name: `P${i + 1}`, stack })),
  firstDealer: 0,
  dealing: 'deck',
  options,
  schedule: { levels, every: { hands: 1 } },
  tournament: terms,
});

/** What each seat put in before any card was seen, for the deal just started. */
const posted = (session: SessionState) => session.hand!.seats.map((seat) => seat.committed);

/** Deals hands of random legal play; before each, `check` sees the new deal and the stacks it started from. */
function playHands(config: SessionConfig, seed: number, hands: number, check: (session: SessionState, before: readonly number[]) => void): SessionState {
  const rng = seededSource(seed);
  let session = newSession(config);
  for (let hand = 0; hand < hands && !session.over; hand++) {
    const before = session.stacks;
    session = run(session, { type: 'startHand', at: hand * 60_000 });
    check(session, before);
    while (session.hand!.pending.kind !== 'complete') session = run(session, randomAction(session.hand!, legalActions(session.hand!), rng));
  }
  return session;
}

/** Plays the hand in play to its end with everyone folding whenever he may (the cards dealt at random). */
function foldAround(session: SessionState): SessionState {
  const rng = seededSource(1);
  while (session.hand!.pending.kind !== 'complete') {
    const legal = legalActions(session.hand!);
    const fold = legal.actions.some((a) => a.type === 'fold');
    session = run(session, fold ? { type: 'fold', seat: legal.seat! } : randomAction(session.hand!, legal, rng));
  }
  return session;
}

const total = (session: SessionState) => session.stacks.reduce((a, b) => a + b, 0) + session.carried.chips;

describe('T7: every game plays a tournament at its own levels', () => {
  it('T7: draw5 antes rise with the level, and a player short of the ante is dealt in for what he has (G7)', () => {
    const config = tournament('draw5', [{ ante: 5 }, { ante: 10 }, { ante: 20 }], {}, [300, 300, 7]);
    let session = run(newSession(config), { type: 'startHand', at: 0 });
    expect(posted(session)).toEqual([5, 5, 5]);
    // A cash game sends the short stack home at D14; a tournament keeps him while he has chips.
    session = { ...newSession(config), stacks: [300, 300, 3] };
    session = run(session, { type: 'startHand', at: 0 });
    expect(posted(session)).toEqual([5, 5, 3]);
    expect(session.hand!.seats[2].allIn).toBe(true);
    const cash = run({ ...newSession({ ...config, schedule: undefined, tournament: undefined, options: { ante: 5 } }), stacks: [300, 300, 3] }, { type: 'startHand' });
    expect(cash.hand!.seats[2].inHand).toBe(false);
  });

  it('T7: without limits a bet keeps its size against the posts: draw5 bets at least twice the level\'s ante (D3: 2 with the ante 1), fechado its pingo (F6: 1 with the pingo 1)', () => {
    const leastBet = (config: SessionConfig) => {
      let session = run(newSession(config), { type: 'startHand', at: 0 });
      const rng = seededSource(3);
      while (!legalActions(session.hand!).actions.some((a) => a.type === 'bet')) session = run(session, randomAction(session.hand!, legalActions(session.hand!), rng));
      const bet = legalActions(session.hand!).actions.find((a) => a.type === 'bet');
      return bet && 'min' in bet ? bet.min : null;
    };
    expect(leastBet(tournament('draw5', [{ ante: 25 }]))).toBe(50);
    expect(leastBet(tournament('fechado', [{ ante: 25 }], { betting: { kind: 'no-limit' }, freeOpening: true }))).toBe(25);
    expect(leastBet(tournament('fechado', [{ escuro: 10 }], { escuroPosters: 3, ante: 0, betting: { kind: 'no-limit' } }))).toBe(10);
    // Cash games keep their sources' chip counts, whatever the ante.
    expect(leastBet({ ...tournament('draw5', [{ ante: 25 }]), schedule: undefined, tournament: undefined, options: { ante: 25 } })).toBe(2);
  });

  it('T7: brasileiro\'s escuro rises with the level: the dealer posts the level\'s escuro, the buyer twice it (B4)', () => {
    const config = tournament('brasileiro', [{ escuro: 5 }, { escuro: 10 }], { escuroRebuy: false });
    const first = run(newSession(config), { type: 'startHand', at: 0 });
    expect([...posted(first)].sort((a, b) => a - b)).toEqual([0, 0, 5, 10]);
    let seen = 0;
    playHands(config, 7, 6, (session, before) => {
      const escuro = session.config.schedule!.levels[session.level].escuro!;
      const playing = before.filter((_, player) => session.hand!.seats[player].inHand);
      if (session.hand!.config.mode === 'jacker' || Math.min(...playing) < 2 * escuro) return;
      expect(posted(session).filter((post) => post > 0).sort((a, b) => a - b), `level ${session.level + 1}`).toEqual([escuro, 2 * escuro]);
      seen++;
    });
    expect(seen).toBeGreaterThan(1);
  });

  it('T7: fechado\'s pingo and its bet limits rise with the level (F4, F6)', () => {
    const config = tournament('fechado', [{ ante: 5, minBet: 5, maxBet: 50 }, { ante: 10, minBet: 10, maxBet: 100 }], { betting: { kind: 'spread', min: 5, max: 50 } }, [3000, 3000, 3000, 3000]);
    let session = run(newSession(config), { type: 'startHand', at: 0 });
    expect(posted(session)).toEqual([5, 5, 5, 5]);
    session = playHands(config, 3, 1, () => {});
    session = run(session, { type: 'startHand', at: 60_000 });
    expect(session.level).toBe(1);
    expect(posted(session).filter((post) => post > 0).every((post) => post === 10)).toBe(true);
    const rng = seededSource(1);
    while (session.hand!.pending.kind !== 'complete' && !legalActions(session.hand!).actions.some((a) => a.type === 'bet')) {
      session = run(session, randomAction(session.hand!, legalActions(session.hand!), rng));
    }
    const bet = legalActions(session.hand!).actions.find((a) => a.type === 'bet');
    expect(bet && 'min' in bet ? [bet.min, bet.max] : null).toEqual([10, 100]);
  });

  it('T7: fechado\'s escuro chain doubles from the level\'s escuro (F13): 5, 10, 20, then 10, 20, 40', () => {
    const config = tournament('fechado', [{ escuro: 5 }, { escuro: 10 }], { escuroPosters: 3, ante: 0, betting: { kind: 'no-limit' } }, [3000, 3000, 3000, 3000]);
    const seen: number[][] = [];
    let session = newSession(config);
    for (const at of [0, 60_000]) {
      session = run(session, { type: 'startHand', at });
      seen.push(posted(session));
      session = foldAround(session);
    }
    expect(seen).toEqual([
      [5, 10, 20, 0],
      [0, 10, 20, 40],
    ]);
  });

  it('T7: chips are conserved and every deal posts its level in every game (property)', () => {
    const games: [ProfileId, Level[], GameOptions][] = [
      ['draw5', [{ ante: 2 }, { ante: 5 }, { ante: 10 }], {}],
      ['brasileiro', [{ escuro: 2 }, { escuro: 5 }, { escuro: 10 }], {}],
      ['fechado', [{ ante: 2, minBet: 2, maxBet: 20 }, { ante: 5, minBet: 5, maxBet: 50 }], { betting: { kind: 'spread', min: 2, max: 20 } }],
      ['fechado', [{ escuro: 2 }, { escuro: 5 }], { escuroPosters: 4, ante: 0, betting: { kind: 'no-limit' } }],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.integer({ min: 1, max: 2 ** 31 - 1 }), ([profile, levels, options], seed) => {
        const config = tournament(profile, levels, options, [120, 90, 60, 30]);
        const start = config.players.reduce((sum, p) => sum + p.stack, 0);
        const session = playHands(config, seed, 12, (dealt, before) => {
          const level = dealt.config.schedule!.levels[dealt.level];
          const stake = stakeOf(configLevelTerms(profile, options), level);
          // Nobody is asked for more than the level's stake, nor more than he had.
          posted(dealt).forEach((post, seat) => expect(post).toBeLessThanOrEqual(Math.min(dealt.hand!.config.mode === 'jacker' ? 2 * stake : stake, before[seat])));
        });
        expect(total(session)).toBe(start);
        // Only players with no chips are out.
        session.leftAfter.forEach((left, player) => expect(left < 0 || session.stacks[player] === 0).toBe(true));
      }),
      { numRuns: 40 },
    );
  });
});

describe('T7, T8, T5: the night planned in each game\'s own levels', () => {
  it('T7, T8: a 3-hour brasileiro structure for 6 players starts about 100 escuros deep and is expected to end near 3 hours', () => {
    const schedule = buildStructure({ terms: BRASILEIRO, players: 6, stack: 2000, minutes: 180, levelMinutes: 20, antes: 'ante', breakEvery: 4, breakMinutes: 10, values: [5, 25, 100, 500] });
    expect(schedule.levels[0]).toEqual({ escuro: 10 });
    expect(schedule.levels.every((level) => Object.keys(level).join() === 'escuro')).toBe(true);
    const end = expectedMinutes(schedule, BRASILEIRO, 6 * 2000)!;
    expect(end).toBeGreaterThan(150);
    expect(end).toBeLessThan(210);
    expect(expectedMinutes(schedule, BRASILEIRO, 6 * 2000 + 3 * 2000)!).toBeGreaterThan(end);
  });

  it('T7, T8: on 100-chip stacks, where whole chips push the first levels up, the levels after them rise by the ladder\'s smallest steps, and with so few of them the night ends early', () => {
    const chain = levelTerms('fechado', { escuroChain: 3, limit: 'spread' });
    const schedule = buildStructure({ terms: chain, players: 6, stack: 100, minutes: 180, levelMinutes: 20, antes: 'none', breakEvery: 4, breakMinutes: 10, values: [1] });
    // 8 levels and a break are planned (170 minutes); the escurante posts 4, 8, 12, 16… from the first.
    expect(schedule.levels.slice(0, 7).map((level) => level.escuro)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    // The ending escurante's post is 30 of the 600 chips (7.5 from the dealer): only 1 to 6 lie
    // below it on T7's ladder, too few for 8 levels, so it is reached in the seventh, at 2 h 25.
    const end = expectedMinutes(schedule, chain, 600)!;
    expect(end).toBeGreaterThan(140);
    expect(end).toBeLessThan(150);
  });

  it('T7: a fechado structure with the spread limit bets from the pingo to ten times it', () => {
    const schedule = buildStructure({ terms: FECHADO, players: 5, stack: 1000, minutes: 120, levelMinutes: 15, antes: 'none', breakEvery: 0, breakMinutes: 0, values: [1, 5, 25, 100] });
    for (const level of schedule.levels) expect(level).toEqual({ ante: level.ante, minBet: level.ante, maxBet: 10 * level.ante! });
  });

  it('T5: in a brasileiro tournament the 1s leave once no escuro — nor the buyer\'s twice it — needs them', () => {
    const config: SessionConfig = {
      ...tournament('brasileiro', [{ escuro: 1 }, { escuro: 5 }, { escuro: 10 }], {}, [300, 300, 300]),
      schedule: { levels: [{ escuro: 1 }, { escuro: 5 }, { escuro: 10 }], every: { hands: 1 } },
      chipSet: [
        { colour: 'white', value: 1, count: 100 },
        { colour: 'red', value: 5, count: 100 },
        { colour: 'green', value: 25, count: 100 },
      ],
    };
    expect(colourUpDue(newSession(config), 0)).toBeNull();
    // After one hand the next is at level 2 (escuro 5, the buyer 10): the 1s are not needed any more.
    expect(colourUpDue(playHands(config, 5, 1, () => {}), 60_000)?.removed).toBe(1);
  });
});

describe('T7: a tournament lasts until one player has every chip', () => {
  it('T7: a draw5 tournament has no D14 hand limit: it ends when one player is left', () => {
    const session = playHands(tournament('draw5', [{ ante: 20 }, { ante: 50 }, { ante: 100 }], {}, [100, 100]), 9, 200, () => {});
    expect(session.over).toBe(true);
    expect(session.stacks.filter((stack) => stack > 0)).toHaveLength(1);
    expect(applySession(session, { type: 'startHand', at: 0 }).ok).toBe(false);
  });
});
