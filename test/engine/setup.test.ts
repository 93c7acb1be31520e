import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOf } from '../../src/engine/cards.ts';
import { deck, strippedDeckLowest } from '../../src/engine/deck.ts';
import { applySession, newSession, type SessionState } from '../../src/engine/session.ts';
import { getProfile, isPlayable } from '../../src/engine/profiles/registry.ts';
import { seededSource } from '../../src/engine/rng.ts';
import { defaultSchedule } from '../../src/engine/tournament/schedule.ts';
import { levelTerms } from '../../src/engine/tournament/levels.ts';
import { fromUnits } from '../../src/engine/units.ts';
import { MAX_CHIPS } from '../../src/engine/limits.ts';
import {
  chooseDealer,
  drawForDealer,
  firstPosts,
  playerRange,
  profileReads,
  sessionConfig,
  validateSetup,
  type Problem,
  type ProblemCode,
  type SetupOptions,
  type TableSetup,
} from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';

const profiles: readonly ProfileId[] = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'];
const names = (count: number) => Array.from({ length: count }, (_, i) => `P${i + 1}`);

function setup(profile: ProfileId, changes: Partial<SetupOptions> = {}, more: Partial<TableSetup> = {}): TableSetup {
  return {
    profile,
    players: names(4),
    mode: 'pass-and-play',
    dealer: { kind: 'random' },
    options: { ...setupDefaults[profile], ...changes },
    ...more,
  };
}

const codes = (s: TableSetup) => validateSetup(s).map((p) => p.code);
const only = (s: TableSetup, code: ProblemCode): Problem => {
  const problems = validateSetup(s);
  expect(problems.map((p) => p.code)).toEqual([code]);
  return problems[0];
};

describe('validateSetup: players', () => {
  it.each(profiles)('the rule book default table of %s is valid at every allowed player count', (profile) => {
    const { min, max } = playerRange[profile];
    for (let n = min; n <= max; n++) expect(validateSetup(setup(profile, {}, { players: names(n) })), `${n} players`).toEqual([]);
  });

  it('D1, B2, S1, F1, M1, M10: player ranges per profile (holdem and plo 2–10, plo5 2–9)', () => {
    expect(playerRange).toEqual({
      draw5: { min: 2, max: 6 },
      brasileiro: { min: 2, max: 9 },
      baseball: { min: 2, max: 6 },
      fechado: { min: 2, max: 8 },
      holdem: { min: 2, max: 10 },
      plo: { min: 2, max: 10 },
      plo5: { min: 2, max: 9 },
    });
  });

  it('the ranges agree with every profile the engine can play', () => {
    for (const profile of profiles.filter(isPlayable)) expect(getProfile(profile).players, profile).toEqual(playerRange[profile]);
  });

  it.each(profiles)('%s refuses one player below its minimum and one above its maximum', (profile) => {
    const { min, max } = playerRange[profile];
    expect(only(setup(profile, {}, { players: names(min - 1) }), 'tooFewPlayers')).toMatchObject({ min, field: { kind: 'players' } });
    expect(only(setup(profile, {}, { players: names(max + 1) }), 'tooManyPlayers')).toMatchObject({ max, field: { kind: 'players' } });
  });

  it('S1: 9 players in baseball, B2: 10 in brasileiro are refused', () => {
    expect(codes(setup('baseball', {}, { players: names(9) }))).toEqual(['tooManyPlayers']);
    expect(codes(setup('brasileiro', {}, { players: names(10) }))).toEqual(['tooManyPlayers']);
  });

  it('an empty or blank name is refused at its seat', () => {
    expect(only(setup('draw5', {}, { players: ['Ana', '  ', 'Bia'] }), 'emptyName').field).toEqual({ kind: 'player', player: 1 });
  });

  it('two players with the same name (case and spaces aside) are refused at the second one', () => {
    const problem = only(setup('holdem', {}, { players: ['Ana', 'Bia', ' ana '] }), 'duplicateName');
    expect(problem).toMatchObject({ field: { kind: 'player', player: 2 }, name: 'ana' });
  });

  it('a name longer than 20 letters is refused; 20 letters (accents counted once) pass', () => {
    expect(codes(setup('draw5', {}, { players: ['A'.repeat(21), 'Bia'] }))).toEqual(['nameTooLong']);
    expect(codes(setup('draw5', {}, { players: ['Conceição'.padEnd(20, 'x'), 'Bia'] }))).toEqual([]);
  });

  it('G17: "Ana  Maria" beside "Ana Maria" is one name said twice; a flag counts as one character; names are seated clean', () => {
    expect(only(setup('draw5', {}, { players: ['Ana Maria', 'Bia', 'Ana  Maria'] }), 'duplicateName')).toMatchObject({ field: { kind: 'player', player: 2 }, name: 'Ana Maria' });
    expect(codes(setup('draw5', {}, { players: [`${'A'.repeat(19)}🇧🇷`, 'Bia'] }))).toEqual([]);
    const config = sessionConfig(setup('draw5', {}, { players: ['Ana\tMaria', '\u202EBia'] }), 0);
    expect(config.players.map((p) => p.name)).toEqual(['Ana Maria', 'Bia']);
  });

  it('a chosen first dealer must sit at the table', () => {
    expect(codes(setup('draw5', {}, { dealer: { kind: 'seat', seat: 4 } }))).toEqual(['dealerNotSeated']);
    expect(codes(setup('draw5', {}, { dealer: { kind: 'seat', seat: 3 } }))).toEqual([]);
  });
});

describe('validateSetup: amounts', () => {
  it.each([NaN, -1, 2.5, Infinity])('a chip amount of %s is refused as not a whole number', (value) => {
    expect(only(setup('draw5', { ante: value }), 'notWhole')).toMatchObject({ field: { kind: 'option', key: 'ante' }, min: 0 });
  });

  it('zero starting chips is refused (there would be nothing to play with)', () => {
    expect(only(setup('holdem', { startingChips: 0 }), 'noChips').field).toEqual({ kind: 'option', key: 'startingChips' });
  });

  it('D1: an ante of 0 is allowed, an ante above the stacks is not', () => {
    expect(codes(setup('draw5', { ante: 0 }))).toEqual([]);
    expect(only(setup('draw5', { startingChips: 10, ante: 11 }), 'anteAboveStack')).toMatchObject({ ante: 11, stack: 10 });
    expect(codes(setup('draw5', { startingChips: 10, ante: 10 }))).toEqual([]);
  });

  it('H2: a big blind bigger than the starting stacks is refused', () => {
    expect(only(setup('holdem', { startingChips: 150, bigBlind: 200 }), 'blindAboveStack')).toMatchObject({ blind: 200, stack: 150 });
  });

  it('H2: the small blind may not be above the big blind', () => {
    expect(only(setup('holdem', { smallBlind: 300, bigBlind: 200 }), 'smallBlindAboveBig')).toMatchObject({ small: 300, big: 200 });
  });

  it('F6: a minimum bet above the maximum is refused, and ignored with no limit', () => {
    expect(only(setup('fechado', { minBet: 20, maxBet: 10 }), 'minAboveMax')).toMatchObject({ min: 20, max: 10 });
    expect(codes(setup('fechado', { minBet: 20, maxBet: 10, limit: 'no-limit' }))).toEqual([]);
  });

  it('B4: an escuro (twice the dealer\'s post) above the stacks is refused', () => {
    expect(only(setup('brasileiro', { startingChips: 5, escuro: 3 }), 'escuroAboveStack')).toMatchObject({ post: 6, stack: 5 });
  });

  it('F13: the last post of the escuro chain must fit the stacks; a chain longer than the table is allowed', () => {
    expect(only(setup('fechado', { escuroChain: 4, startingChips: 7 }), 'escuroAboveStack')).toMatchObject({ post: 8, stack: 7 });
    // Three players and four posters: everyone posts (1, 2, 4), so 4 chips are enough.
    expect(codes(setup('fechado', { escuroChain: 4, startingChips: 4 }, { players: names(3) }))).toEqual([]);
  });

  it('F13: with the escuro variant the pingo is not read', () => {
    expect(codes(setup('fechado', { escuroChain: 3, ante: NaN }))).toEqual([]);
    expect(codes(setup('fechado', { escuroChain: 0, ante: NaN }))).toEqual(['notWhole']);
  });

  it('S3, S6: baseball\'s ante and fixed bet are at least 1 unit; the raise cap may be 0', () => {
    expect(codes(setup('baseball', { betUnit: 0 }))).toEqual(['notWhole']);
    expect(only(setup('baseball', { ante: 0 }), 'notWhole')).toMatchObject({ min: 1 });
    expect(codes(setup('baseball', { raiseCap: 0 }))).toEqual([]);
  });

  it('B8: the double-limit factor must be a whole number from 1', () => {
    expect(codes(setup('brasileiro', { doubleFactor: 0 }))).toEqual(['notWhole']);
    expect(codes(setup('brasileiro', { doubleFactor: 3 }))).toEqual([]);
  });

  it('D14, S9: a session length must be a whole number of hands or pots from 1; an open session has none', () => {
    expect(codes(setup('draw5', { sessionCount: 0 }))).toEqual(['notWhole']);
    expect(codes(setup('draw5', { sessionKind: 'open', sessionCount: 0 }))).toEqual([]);
    expect(codes(setup('baseball', { sessionKind: 'pots', sessionCount: 1.5 }))).toEqual(['notWhole']);
  });

  it('B13: a buy-in price is money: decimals allowed, negative or not a number refused', () => {
    expect(codes(setup('brasileiro', { buyInPrice: 12.5 }))).toEqual([]);
    expect(codes(setup('brasileiro', { buyInPrice: -1 }))).toEqual(['notAmount']);
    expect(codes(setup('fechado', { buyInPrice: NaN }))).toEqual(['notAmount']);
  });

  it('options another profile reads are not checked (a bad big blind does not block draw5)', () => {
    expect(codes(setup('draw5', { bigBlind: NaN, minBet: 50, maxBet: 1, escuro: -3 }))).toEqual([]);
  });

  it('H9: a tournament needs levels, each with whole blinds, big above small, rising, the first within the stacks', () => {
    const tournament = { tournament: true, startingChips: 1000 };
    expect(only(setup('holdem', { ...tournament, levels: [] }), 'noLevels').field).toEqual({ kind: 'option', key: 'levels' });
    const levels = [
      { smallBlind: 600, bigBlind: 1200 },
      { smallBlind: 0, bigBlind: 100 },
      { smallBlind: 300, bigBlind: 200 },
      { smallBlind: 100, bigBlind: 200, ante: -5 },
      { smallBlind: 2000, bigBlind: 4000 },
    ];
    expect(validateSetup(setup('holdem', { ...tournament, levels }))).toEqual([
      { field: { kind: 'level', level: 0 }, code: 'blindAboveStack', blind: 1200, stack: 1000 },
      { field: { kind: 'level', level: 1 }, code: 'notWhole', min: 1 },
      { field: { kind: 'level', level: 2 }, code: 'bigNotAboveSmall', small: 300, big: 200 },
      { field: { kind: 'level', level: 3 }, code: 'notWhole', min: 0 },
    ]);
    const falling = [
      { smallBlind: 100, bigBlind: 200 },
      { smallBlind: 50, bigBlind: 100 },
    ];
    expect(validateSetup(setup('holdem', { ...tournament, levels: falling }))).toEqual([{ field: { kind: 'level', level: 1 }, code: 'notRising' }]);
    expect(only(setup('holdem', { ...tournament, levelBy: 'hands', levelEvery: 0 }), 'notWhole').field).toEqual({ kind: 'option', key: 'levelEvery' });
  });

  it('T9: at the New game form a level longer than 240 minutes or 200 hands, or a break longer than a day, is refused on its field', () => {
    const tournament = { tournament: true, buyInPrice: 20 };
    expect(validateSetup(setup('holdem', { ...tournament, levelBy: 'minutes', levelEvery: 9e15 }))).toEqual([
      { field: { kind: 'option', key: 'levelEvery' }, code: 'aboveLimit', max: 240, unit: 'minutes' },
    ]);
    expect(validateSetup(setup('draw5', { ...tournament, levelBy: 'hands', levelEvery: 201 }))).toEqual([
      { field: { kind: 'option', key: 'levelEvery' }, code: 'aboveLimit', max: 200, unit: 'hands' },
    ]);
    const night = (breakMinutes: number) => ({ ...setupDefaults.holdem.night, breakEvery: 4, breakMinutes });
    expect(codes(setup('holdem', { ...tournament, night: night(24 * 60 + 1) }))).toEqual(['badNight']);
    expect(only(setup('holdem', { ...tournament, night: night(9e15) }), 'badNight')).toMatchObject({ field: { kind: 'option', key: 'night' }, part: 'breaks' });
    expect(validateSetup(setup('holdem', { ...tournament, levelEvery: 240, night: night(24 * 60) }))).toEqual([]);
  });

  it('H9: in a tournament the cash blinds are not read', () => {
    expect(codes(setup('holdem', { tournament: true, smallBlind: NaN, bigBlind: 10 ** 9 }))).toEqual([]);
  });
});

describe('sessionConfig', () => {
  it('D1, D14: draw5 gives 100 chips each, ante 1 and 10 hands', () => {
    const config = sessionConfig(setup('draw5'), 2);
    expect(config).toEqual({
      profile: 'draw5',
      players: names(4).map((name) => ({ name, stack: 100 })),
      firstDealer: 2,
      dealing: 'deck',
      options: { ante: 1, sessionPots: 0 },
      hands: 10,
    });
  });

  it('names are trimmed and chip-ledger mode deals real (unknown) cards', () => {
    const config = sessionConfig(setup('draw5', {}, { players: [' Ana ', 'Bia'], mode: 'ledger' }), 0);
    expect(config.players.map((p) => p.name)).toEqual(['Ana', 'Bia']);
    expect(config.dealing).toBe('ledger');
  });

  it('H2, H4: a holdem cash game carries its blinds, ante and minimum-raise rule; no hand limit by default', () => {
    const config = sessionConfig(setup('holdem', { ante: 25, minRaise: 'lastBet', buyInPrice: 20, currency: 'EUR' }), 0);
    expect(config.options).toEqual({
      minRaise: 'lastBet',
      smallBlind: 100,
      bigBlind: 200,
      ante: 25,
      buyIn: { price: 20, currency: 'EUR', chips: 10_000 },
      sessionPots: 0,
      watchRunout: true,
      showWinners: true,
    });
    expect(config.hands).toBeUndefined();
    expect(config.schedule).toBeUndefined();
  });

  it('H11, H12, H13, O7: a cash game carries the straddle, the bomb pot and the runs when set, and watches its run-outs; a tournament none of them', () => {
    const house = { straddle: 'button', runouts: 3, bombPot: 400 } as const;
    expect(sessionConfig(setup('holdem', house), 0).options).toMatchObject({ straddle: 'button', runouts: 3, bombPot: 400, watchRunout: true });
    const plain = sessionConfig(setup('holdem', {}), 0).options!;
    for (const key of ['straddle', 'runouts', 'bombPot']) expect(plain).not.toHaveProperty(key);
    const tournament = sessionConfig(setup('holdem', { ...house, tournament: true }), 0).options!;
    expect(tournament).toMatchObject({ watchRunout: true });
    for (const key of ['straddle', 'runouts', 'bombPot']) expect(tournament).not.toHaveProperty(key);
    // The first hand as a bomb pot only goes with a bomb pot ante, and is offered only then.
    expect(sessionConfig(setup('holdem', { bombPot: 400, bombPotFirst: true }), 0).options).toMatchObject({ bombPot: 400, bombPotFirst: true });
    expect(sessionConfig(setup('holdem', { bombPotFirst: true }), 0).options).not.toHaveProperty('bombPotFirst');
    expect(profileReads('holdem', setup('holdem', {}).options)).not.toContain('bombPotFirst');
    expect(profileReads('holdem', setup('holdem', { bombPot: 400 }).options)).toContain('bombPotFirst');
    expect(validateSetup(setup('holdem', { bombPot: 20_000 }))).toContainEqual({ field: { kind: 'option', key: 'bombPot' }, code: 'anteAboveStack', ante: 20_000, stack: 10_000 });
  });

  it("M3, M7: an Omaha cash game carries hold'em's blinds and antes and the runs, none of hold'em's other house options; a tournament its levels", () => {
    const house = { straddle: 'button', runouts: 2, bombPot: 400, bounty72: 10, minRaise: 'lastBet', ante: 25 } as const;
    expect(sessionConfig(setup('plo', house), 0).options).toEqual({ smallBlind: 100, bigBlind: 200, ante: 25, runouts: 2, sessionPots: 0, watchRunout: true, showWinners: true });
    expect(profileReads('plo', setupDefaults.plo)).not.toContain('straddle');
    const tournament = sessionConfig(setup('plo', { ...house, tournament: true }), 0);
    expect(tournament.options).not.toHaveProperty('runouts');
    expect(tournament.schedule).toEqual(sessionConfig(setup('holdem', { tournament: true }), 0).schedule);
  });

  it('H14: a cash game carries the 7-2 bounty when set, in chips within G18\'s limit; 0 is none, and a tournament has none', () => {
    expect(sessionConfig(setup('holdem', { bounty72: 50 }), 0).options).toMatchObject({ bounty72: 50 });
    expect(sessionConfig(setup('holdem', {}), 0).options).not.toHaveProperty('bounty72');
    expect(sessionConfig(setup('holdem', { bounty72: 50, tournament: true }), 0).options).not.toHaveProperty('bounty72');
    expect(profileReads('holdem', setup('holdem', {}).options)).toContain('bounty72');
    expect(profileReads('holdem', setup('holdem', { tournament: true }).options)).not.toContain('bounty72');
    expect(validateSetup(setup('holdem', { bounty72: 2.5 }))).toContainEqual({ field: { kind: 'option', key: 'bounty72' }, code: 'notWhole', min: 0 });
    expect(validateSetup(setup('holdem', { bounty72: MAX_CHIPS + 1 }))).toContainEqual({ field: { kind: 'option', key: 'bounty72' }, code: 'aboveLimit', max: MAX_CHIPS, unit: 'chips' });
  });

  it('H2: a big-blind ante goes to bigBlindAnte instead of ante', () => {
    const options = sessionConfig(setup('holdem', { ante: 200, bigBlindAnte: true }), 0).options;
    expect(options).toMatchObject({ bigBlindAnte: 200 });
    expect(options).not.toHaveProperty('ante');
  });

  it('H9: a tournament gets the level schedule (antes to the big blind when set) and no buy-in settlement', () => {
    const levels = [
      { smallBlind: 50, bigBlind: 100 },
      { smallBlind: 100, bigBlind: 200, ante: 25 },
    ];
    const config = sessionConfig(setup('holdem', { tournament: true, levels, levelBy: 'hands', levelEvery: 8, bigBlindAnte: true, buyInPrice: 50 }), 1);
    expect(config.schedule).toEqual({
      levels: [
        { smallBlind: 50, bigBlind: 100 },
        { smallBlind: 100, bigBlind: 200, bigBlindAnte: 25 },
      ],
      every: { hands: 8 },
    });
    expect(config.options).toEqual({ minRaise: 'increment', smallBlind: 50, bigBlind: 100, watchRunout: true, showWinners: true });
    expect(sessionConfig(setup('holdem', { tournament: true }), 0).schedule).toEqual(defaultSchedule(levelTerms('holdem', { escuroChain: 0, limit: 'no-limit' }), 10_000));
  });

  it('S2, S6, S9: baseball keeps units from 0, a fixed limit and 8 resolved pots', () => {
    const config = sessionConfig(setup('baseball'), 0);
    expect(config.players.every((p) => p.stack === 0)).toBe(true);
    expect(config.options).toEqual({ ante: 1, betting: { kind: 'fixed', unit: 1, cap: 3 }, sessionPots: 8 });
    expect(config.hands).toBeUndefined();
    expect(sessionConfig(setup('baseball', { sessionKind: 'hands', sessionCount: 12 }), 0)).toMatchObject({ hands: 12, options: { sessionPots: 0 } });
  });

  it('B4, B5, B8, B9, B12, B13: brasileiro carries escuro, re-buy, double factor, cheirosinha, the show only to claim a bonus and the buy-in', () => {
    const config = sessionConfig(setup('brasileiro', { cheirosinha: true, escuroRebuy: false, doubleFactor: 3, buyInPrice: 10 }), 0);
    expect(config.options).toEqual({
      betting: { kind: 'double', factor: 3 },
      cheirosinha: true,
      escuro: 1,
      escuroRebuy: false,
      showToClaim: true,
      buyIn: { price: 10, currency: 'BRL', chips: 100 },
      sessionPots: 0,
    });
  });

  it('F1, F4, F6, F9, F12: fechado carries pingo, spread limit, full deck, free opening and the four-card rule', () => {
    const config = sessionConfig(setup('fechado', { fullDeck: true, openers: 'free', fourCards: 'first', ante: 2 }), 0);
    expect(config.options).toEqual({
      ante: 2,
      betting: { kind: 'spread', min: 1, max: 10 },
      fullDeck: true,
      freeOpening: true,
      exchangeFour: 'first',
      sessionPots: 0,
    });
    expect(sessionConfig(setup('fechado', { limit: 'no-limit' }), 0).options?.betting).toEqual({ kind: 'no-limit' });
  });

  it('F13: the escuro variant replaces the pingo by a chain of posters, doubling from the dealer\'s post', () => {
    expect(sessionConfig(setup('fechado', { escuroChain: 4 }), 0).options).toMatchObject({ ante: 0, escuroPosters: 4, escuro: 1 });
    expect(sessionConfig(setup('fechado', { escuroChain: 3, escuro: 5 }), 0).options).toMatchObject({ escuro: 5 });
    expect(only(setup('fechado', { escuroChain: 3, escuro: 30 }), 'escuroAboveStack')).toMatchObject({ field: { kind: 'option', key: 'escuro' }, post: 120, stack: 100 });
  });

  it('T2: a stack posts by itself each deal of the first two levels, or a cash game\'s posts: the blind with the ante, the table\'s ante with the big blind, the escuro chain', () => {
    const levels = [
      { smallBlind: 25, bigBlind: 50, ante: 25 },
      { smallBlind: 50, bigBlind: 100, ante: 25 },
      { smallBlind: 100, bigBlind: 200, ante: 25 },
    ];
    expect(firstPosts('holdem', setup('holdem', { tournament: true, levels }).options)).toEqual([[25, 25], [50, 25], [50, 25], [100, 25]]);
    expect(firstPosts('holdem', setup('holdem', { tournament: true, levels, bigBlindAnte: true }).options)).toEqual([[25], [50, 25], [50], [100, 25]]);
    expect(firstPosts('holdem', setup('holdem', { smallBlind: 5, bigBlind: 10, ante: 0 }).options)).toEqual([[5], [10]]);
    expect(firstPosts('brasileiro', setup('brasileiro', { escuro: 3 }).options)).toEqual([[3], [6]]);
    expect(firstPosts('fechado', setup('fechado', { escuroChain: 3, escuro: 5 }).options)).toEqual([[5], [10], [20]]);
    expect(firstPosts('draw5', setup('draw5', { tournament: true, levels: [{ ante: 2 }, { ante: 5 }, { ante: 10 }] }).options)).toEqual([[2], [5]]);
  });

  describe('T7: a tournament in every game in chips', () => {
    const night = (profile: ProfileId, changes: Partial<SetupOptions> = {}) => setup(profile, { tournament: true, buyInPrice: 20, ...changes });

    it('T7: draw5, brasileiro and fechado read the levels and the night instead of their fixed posts and session length', () => {
      for (const profile of ['draw5', 'brasileiro', 'fechado'] as const) {
        const reads = profileReads(profile, night(profile).options);
        expect(reads).toEqual(expect.arrayContaining(['tournament', 'levels', 'levelBy', 'levelEvery', 'night', 'chipSet', 'buyInPrice']));
        expect(reads).not.toContain('sessionKind');
        for (const fixed of ['ante', 'escuro', 'minBet', 'maxBet'] as const) expect(reads, `${profile} ${fixed}`).not.toContain(fixed);
      }
      expect(profileReads('draw5', setup('draw5').options)).toContain('tournament');
      expect(profileReads('baseball', setup('baseball', { tournament: true }).options)).not.toContain('levels');
    });

    it('T7: a draw5 tournament plays its ante levels, every level a deal of its own', () => {
      const config = sessionConfig(night('draw5', { levels: [{ ante: 2 }, { ante: 5 }], levelBy: 'hands', levelEvery: 3 }), 0);
      expect(config.schedule).toEqual({ levels: [{ ante: 2 }, { ante: 5 }], every: { hands: 3 } });
      expect(config.options).toEqual({ ante: 2, minBet: 4 });
      expect(config.tournament).toMatchObject({ buyIn: 2000, currency: 'BRL' });
      expect(config.hands).toBeUndefined();
    });

    it('T7: a fechado tournament keeps its levels when the table turns the escuro chain on, and its limits follow the spread', () => {
      const levels = [
        { ante: 2, minBet: 2, maxBet: 20 },
        { ante: 5, minBet: 5, maxBet: 40 },
      ];
      expect(sessionConfig(night('fechado', { levels }), 0).schedule?.levels).toEqual(levels);
      const chain = sessionConfig(night('fechado', { levels, escuroChain: 3 }), 0);
      expect(chain.schedule?.levels).toEqual([
        { escuro: 2, minBet: 2, maxBet: 20 },
        { escuro: 5, minBet: 5, maxBet: 40 },
      ]);
      expect(chain.options).toMatchObject({ ante: 0, escuroPosters: 3, escuro: 2, betting: { kind: 'spread', min: 2, max: 20 } });
      const noLimit = sessionConfig(night('fechado', { levels, limit: 'no-limit' }), 0);
      expect(noLimit.schedule?.levels).toEqual([{ ante: 2 }, { ante: 5 }]);
      expect(noLimit.options?.betting).toEqual({ kind: 'no-limit' });
      expect(sessionConfig(night('fechado', { levels: [{ ante: 2 }], limit: 'spread' }), 0).schedule?.levels).toEqual([{ ante: 2, minBet: 2, maxBet: 20 }]);
    });

    it('T7: the levels of each game are checked in its own terms', () => {
      const problems = (profile: ProfileId, levels: SetupOptions['levels'], changes: Partial<SetupOptions> = {}) => validateSetup(night(profile, { levels, ...changes }));
      expect(problems('brasileiro', [{ escuro: 5 }, { escuro: 10 }])).toEqual([]);
      expect(problems('brasileiro', [{ escuro: 60 }])).toEqual([{ field: { kind: 'level', level: 0 }, code: 'blindAboveStack', blind: 120, stack: 100 }]);
      expect(problems('brasileiro', [{ escuro: 5 }, { escuro: 5 }])).toEqual([{ field: { kind: 'level', level: 1 }, code: 'notRising' }]);
      expect(problems('draw5', [{ ante: 0 }])).toEqual([{ field: { kind: 'level', level: 0 }, code: 'notWhole', min: 1 }]);
      expect(problems('fechado', [{ ante: 5, minBet: 30, maxBet: 20 }])).toEqual([{ field: { kind: 'level', level: 0 }, code: 'minAboveMax', min: 30, max: 20 }]);
      expect(problems('fechado', [{ ante: 5 }, { ante: 10 }], { escuroChain: 4, limit: 'no-limit' })).toEqual([]);
    });

    it.each(['draw5', 'brasileiro', 'fechado'] as const)('T7: a %s tournament with its default levels starts and deals its first level', (profile) => {
      const config = sessionConfig(night(profile), 0);
      expect(validateSetup(night(profile))).toEqual([]);
      const started = applySession(newSession(config), { type: 'startHand', at: 0 });
      expect(started.ok).toBe(true);
      expect(started.ok && started.state.hand!.seats.some((seat) => seat.committed > 0)).toBe(true);
    });
  });

  it.each(profiles.filter(isPlayable))('%s: the default setup starts a session whose first hand posts what the options say', (profile) => {
    const config = sessionConfig(setup(profile), 1);
    const started = applySession(newSession(config), { type: 'startHand', at: 0 });
    expect(started.ok).toBe(true);
    const hand = (started as { state: SessionState }).state.hand!;
    expect(hand.config.dealer).toBe(1);
    expect(hand.seats.length).toBe(4);
    if (profile === 'holdem') expect([...hand.config.blinds].sort((a, b) => b - a).slice(0, 2)).toEqual([200, 100]);
    if (profile === 'draw5' || profile === 'fechado') expect(hand.config.antes).toEqual([1, 1, 1, 1]);
    // S2, S8: baseball counts its units in sub-units.
    if (profile === 'baseball') expect(hand.config.antes).toEqual(Array(4).fill(fromUnits(1)));
  });

  it('every valid setup of any profile, player count and options yields a config of that table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...profiles),
        fc.integer({ min: 2, max: 10 }),
        fc.record({ startingChips: fc.integer({ min: 1, max: 5000 }), ante: fc.integer({ min: 0, max: 50 }), sessionKind: fc.constantFrom('open', 'hands', 'pots') }),
        (profile, count, changes) => {
          const s = setup(profile, changes, { players: names(count) });
          const problems = validateSetup(s);
          const { min, max } = playerRange[profile];
          if (count < min || count > max) expect(problems.map((p) => p.code)).toContain('tooManyPlayers');
          if (problems.length > 0) return;
          const config = sessionConfig(s, count - 1);
          expect(config.players).toHaveLength(count);
          expect(config.firstDealer).toBe(count - 1);
          expect(config.profile).toBe(profile);
        },
      ),
    );
  });
});

describe('first dealer', () => {
  it('F3: the dealer drew the highest rank of the last round; only the players tied on top draw again', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 8 }), (seed, count) => {
        const draw = drawForDealer(setup('fechado', {}, { players: names(count) }), seededSource(seed));
        let drawing = names(count).map((_, seat) => seat);
        for (const round of draw.rounds) {
          expect(round.map((d) => d.seat)).toEqual(drawing);
          expect(new Set(round.map((d) => d.card)).size).toBe(round.length);
          const top = Math.max(...round.map((d) => rankOf(d.card)));
          drawing = round.filter((d) => rankOf(d.card) === top).map((d) => d.seat);
        }
        expect(drawing).toEqual([draw.dealer]);
      }),
    );
  });

  it('F1: the draw uses the stripped deck of the table (7–A for 4 players) unless the full deck is agreed', () => {
    const seen = (fullDeck: boolean) => {
      const cards = new Set<number>();
      for (let seed = 0; seed < 200; seed++) {
        for (const round of drawForDealer(setup('fechado', { fullDeck }), seededSource(seed)).rounds) for (const d of round) cards.add(d.card);
      }
      return Math.min(...[...cards].map(rankOf));
    };
    expect(seen(false)).toBe(strippedDeckLowest('fechado', 4));
    expect(seen(true)).toBe(rankOf(deck()[0]));
  });

  it('F3: a tie on the highest card is drawn again (a deck of one rank always ties first)', () => {
    // With 2 players on a 9–A deck (brasileiro, B2) ties are common: find one and check it.
    const tied = Array.from({ length: 300 }, (_, seed) => drawForDealer(setup('brasileiro', {}, { players: names(2) }), seededSource(seed))).find(
      (d) => d.rounds.length > 1,
    );
    expect(tied).toBeDefined();
    expect(rankOf(tied!.rounds[0][0].card)).toBe(rankOf(tied!.rounds[0][1].card));
  });

  it('D2: a random first dealer is any seat, each about as often', () => {
    const source = seededSource(7);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[chooseDealer(setup('draw5'), source).dealer]++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    expect(chooseDealer(setup('draw5'), source).draw).toBeNull();
  });

  it('a chosen dealer is taken as is; high card returns its draw', () => {
    expect(chooseDealer(setup('draw5', {}, { dealer: { kind: 'seat', seat: 3 } }), seededSource(1))).toEqual({ dealer: 3, draw: null });
    const high = chooseDealer(setup('fechado', {}, { dealer: { kind: 'highCard' } }), seededSource(1));
    expect(high.draw?.dealer).toBe(high.dealer);
  });
});
