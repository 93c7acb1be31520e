import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionAction, SessionConfig } from '../../src/engine/session.ts';
import { sessionConfig, type SetupMode, type SetupOptions } from '../../src/engine/setup.ts';
import { actionProblem, configProblem, isSessionAction, isSessionConfig, knownAction } from '../../src/engine/shape.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { playedSession } from './support/session.ts';

const profiles = Object.keys(setupDefaults) as ProfileId[];
const names = ['Ana', 'Bia', 'Caio', 'Duda'];

const configOf = (profile: ProfileId, mode: SetupMode = 'pass-and-play', changes: Partial<SetupOptions> = {}): SessionConfig =>
  sessionConfig({ profile, players: names, mode, dealer: { kind: 'random' }, options: { ...setupDefaults[profile], ...changes } }, 1);

/** A config as JSON would bring it back, with one part changed. */
function tampered(config: SessionConfig, change: (json: Record<string, any>) => void): unknown {
  const json = JSON.parse(JSON.stringify(config));
  change(json);
  return json;
}

/** Every action a session of random play logs, through JSON as a backup stores them. */
const playedLog = (config: SessionConfig, seed: number, hands: number): SessionAction[] =>
  JSON.parse(JSON.stringify(playedSession(config, seed, hands).log)) as SessionAction[];

describe('stored configs', () => {
  it('every game the New game screen can start passes, in both modes, tournaments too', () => {
    for (const profile of profiles) {
      for (const mode of ['pass-and-play', 'ledger'] as const) {
        const config = JSON.parse(JSON.stringify(configOf(profile, mode)));
        expect(configProblem(config), `${profile} ${mode}`).toBeNull();
        expect(isSessionConfig(config)).toBe(true);
      }
    }
    expect(configProblem(configOf('holdem', 'pass-and-play', { tournament: true, bigBlindAnte: true }))).toBeNull();
    expect(configProblem(configOf('fechado', 'pass-and-play', { escuroChain: 3, limit: 'no-limit' }))).toBeNull();
  });

  it('says what is wrong and where', () => {
    const holdem = configOf('holdem');
    const tournament = configOf('holdem', 'pass-and-play', { tournament: true });
    const cases: [unknown, string][] = [
      [null, 'an object'],
      [[], 'an object'],
      [tampered(holdem, (c) => (c.profile = 'omaha')), 'profile: a game this version plays'],
      [tampered(holdem, (c) => delete c.players), 'players: missing'],
      [tampered(holdem, (c) => (c.players = 'Ana, Bia')), 'players: a list'],
      [tampered(holdem, (c) => (c.players[1].stack = '10000')), 'players[1].stack: a whole number of chips, up to 1000000000'],
      [tampered(holdem, (c) => (c.players[2].name = '  ')), 'players[2].name: a name'],
      [tampered(holdem, (c) => (c.firstDealer = -1)), 'firstDealer: a seat number'],
      [tampered(holdem, (c) => (c.firstDealer = 4)), 'firstDealer: a seat of the 4 players'],
      [tampered(holdem, (c) => (c.dealing = 'cards')), 'dealing: one of deck, explicit, ledger'],
      [tampered(holdem, (c) => (c.options.bigBlind = 2.5)), 'options.bigBlind: a whole number of chips, up to 1000000000'],
      [tampered(holdem, (c) => (c.options.minRaise = 'pot')), 'options.minRaise: one of increment, lastBet'],
      [tampered(configOf('baseball'), (c) => (c.options.betting = { kind: 'pot-limit' })), 'options.betting.kind: one of no-limit, fixed, spread, double'],
      [tampered(configOf('baseball'), (c) => (c.options.betting.cap = -1)), 'options.betting.cap: a whole number of raises'],
      [tampered(configOf('brasileiro'), (c) => (c.options.buyIn = { price: 10, currency: 'BRL' })), 'options.buyIn.chips: missing'],
      [tampered(holdem, (c) => (c.hands = 0)), 'hands: a whole number of hands, 1 or more'],
      [tampered(tournament, (c) => (c.schedule.levels = [])), 'schedule.levels: at least one level'],
      [tampered(tournament, (c) => (c.schedule.every = { minutes: 0 })), 'schedule.every: a whole number of hands or minutes, 1 or more'],
      [tampered(tournament, (c) => (c.schedule.levels[3].bigBlind = null)), 'schedule.levels[3].bigBlind: a whole number of chips, from 1 to 1000000000'],
      // The engine's own check of the table: draw5 deals 2–6 players.
      [tampered(configOf('draw5'), (c) => c.players.push(...['E', 'F', 'G'].map((name) => ({ name, stack: 100 })))), 'draw5 deals 2–6 players, not 7'],
    ];
    for (const [value, problem] of cases) {
      expect(configProblem(value), JSON.stringify(value)).toBe(problem);
      expect(isSessionConfig(value)).toBe(false);
    }
  });

  it('G18: a config beyond the table limits is refused where it breaks them (issue 20)', () => {
    const cash = configOf('brasileiro', 'ledger', { buyInPrice: 50 });
    const tournament = configOf('holdem', 'pass-and-play', { tournament: true, buyInPrice: 50 });
    const cases: [unknown, string][] = [
      [tampered(cash, (c) => (c.players[0].stack = Number.MAX_SAFE_INTEGER)), 'players[0].stack: a whole number of chips, up to 1000000000'],
      [tampered(cash, (c) => (c.options.buyIn.price = 100000000000000)), 'options.buyIn.price: an amount of money, up to 10000000'],
      [tampered(cash, (c) => (c.options.buyIn.price = 1e308)), 'options.buyIn.price: an amount of money, up to 10000000'],
      [tampered(cash, (c) => (c.options.buyIn.currency = 'bad!')), 'options.buyIn.currency: a currency code (three capital letters: BRL, EUR…)'],
      [tampered(cash, (c) => (c.options.buyIn.chips = 1_000_000_001)), 'options.buyIn.chips: a whole number of chips, from 1 to 1000000000'],
      [tampered(tournament, (c) => (c.tournament.currency = 'real')), 'tournament.currency: a currency code (three capital letters: BRL, EUR…)'],
      [tampered(tournament, (c) => (c.tournament.buyIn = 1_000_000_001)), 'tournament.buyIn: a whole number of cents, up to 1000000000'],
      [tampered(tournament, (c) => (c.schedule.levels[0].bigBlind = 2e9)), 'schedule.levels[0].bigBlind: a whole number of chips, from 1 to 1000000000'],
    ];
    for (const [value, problem] of cases) expect(configProblem(value), JSON.stringify(value)).toBe(problem);
    // At the limits themselves the config passes.
    expect(configProblem(tampered(cash, (c) => { c.options.buyIn.price = 10_000_000; c.options.buyIn.chips = 1_000_000_000; for (const p of c.players) p.stack = 1_000_000_000; }))).toBeNull();
  });

  it('T9: a level longer than 240 minutes or 200 hands, or a break longer than a day, is refused (a backup, another phone\'s view); at the limits it passes', () => {
    const timed = configOf('holdem', 'pass-and-play', { tournament: true });
    const cases: [unknown, string][] = [
      [tampered(timed, (c) => (c.schedule.every = { minutes: 9e15 })), 'schedule.every: at most 240 minutes a level'],
      [tampered(timed, (c) => (c.schedule.every = { minutes: 241 })), 'schedule.every: at most 240 minutes a level'],
      [tampered(timed, (c) => (c.schedule.every = { hands: 201 })), 'schedule.every: at most 200 hands a level'],
      [tampered(timed, (c) => (c.schedule.breaks = { every: 4, minutes: 9e15 })), 'schedule.breaks.minutes: at most 1440 minutes'],
      [tampered(timed, (c) => (c.schedule.breaks = { every: 4, minutes: 1441 })), 'schedule.breaks.minutes: at most 1440 minutes'],
    ];
    for (const [value, problem] of cases) expect(configProblem(value), JSON.stringify(value)).toBe(problem);
    expect(configProblem(tampered(timed, (c) => { c.schedule.every = { minutes: 240 }; c.schedule.breaks = { every: 4, minutes: 1440 }; }))).toBeNull();
    expect(configProblem(tampered(timed, (c) => (c.schedule.every = { hands: 200 })))).toBeNull();
  });

  it('H9: a schedule whose levels do not rise, from before levels had to, still passes (its games replay)', () => {
    const flat = tampered(configOf('holdem', 'pass-and-play', { tournament: true }), (c) => (c.schedule.levels[1] = { ...c.schedule.levels[0] }));
    expect(configProblem(flat)).toBeNull();
  });
});

describe('stored actions', () => {
  it('every action random play logs passes, in every game and mode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...profiles), fc.constantFrom<SetupMode>('pass-and-play', 'ledger'), fc.integer(), (profile, mode, seed) => {
        for (const action of playedLog(configOf(profile, mode), seed, 3)) expect(actionProblem(action), JSON.stringify(action)).toBeNull();
      }),
      { numRuns: 30 },
    );
  });

  it('says what is wrong and where', () => {
    const cases: [unknown, string][] = [
      ['raise', 'type: an action this version knows'],
      [{ type: 'steal', seat: 0 }, 'type: an action this version knows'],
      [{ type: 'toString' }, 'type: an action this version knows'],
      [{ type: 'fold' }, 'fold.seat: missing'],
      [{ type: 'bet', seat: 1, to: '20' }, 'bet.to: a whole number of chips'],
      [{ type: 'raise', seat: -1, to: 20 }, 'raise.seat: a seat number'],
      [{ type: 'shuffle', deck: [0, 1, 52] }, 'shuffle.deck[2]: a card (0–51)'],
      [{ type: 'deal', to: 'flop', cards: [null] }, 'deal.to: a seat or the board'],
      [{ type: 'draw', seat: 0, discard: 'all' }, 'draw.discard: cards, or how many'],
      [{ type: 'award', pot: 0, winners: [0, 'Bia'] }, 'award.winners[1]: a seat number'],
      [{ type: 'openers', seat: 2, shown: 'yes' }, 'openers.shown: true or false'],
      [{ type: 'pauseClock' }, 'pauseClock.at: missing'],
      [{ type: 'startHand', at: 1.5 }, 'startHand.at: a time in milliseconds, between the years 1900 and 9999'],
      // G18 (issue 20): what the settlement and the dates could not show.
      [{ type: 'startHand', at: Number.MAX_SAFE_INTEGER }, 'startHand.at: a time in milliseconds, between the years 1900 and 9999'],
      [{ type: 'buyInPrice', price: 1e308, currency: 'BRL' }, 'buyInPrice.price: an amount of money, up to 10000000'],
      [{ type: 'buyInPrice', price: 10, currency: 'bad!' }, 'buyInPrice.currency: a currency code (three capital letters: BRL, EUR…)'],
    ];
    for (const [value, problem] of cases) {
      expect(actionProblem(value), JSON.stringify(value)).toBe(problem);
      expect(isSessionAction(value)).toBe(false);
    }
    expect(actionProblem({ type: 'deal', to: 'board', cards: [12, null, 40] })).toBeNull();
    expect(actionProblem({ type: 'draw', seat: 3, discard: 2 })).toBeNull();
  });

  it('N3: an action from another phone is a new object of the fields its type carries; one with any other field, or a broken one, is none', () => {
    const discard = [3, 17];
    const draw = { type: 'draw', seat: 1, discard };
    const rebuilt = knownAction(draw);
    expect(rebuilt).toEqual(draw);
    expect(rebuilt).not.toBe(draw);
    expect((rebuilt as unknown as { discard: number[] }).discard).not.toBe(discard);
    expect(knownAction({ type: 'show', seat: 2 })).toEqual({ type: 'show', seat: 2 });
    expect(knownAction({ type: 'buyInPrice', currency: 'BRL', price: 50 })).toEqual({ type: 'buyInPrice', currency: 'BRL', price: 50 });
    const others = [
      { type: 'fold', seat: 0, at: 36_000_000 },
      { type: 'peek', seat: 0, note: 'x' },
      { type: 'fold', seat: 0, constructor: 1 },
      { type: 'fold', seat: 0, toString: 'x' },
      JSON.parse('{"type":"fold","seat":0,"__proto__":{"at":1}}'),
      { type: 'fold', seat: '0' },
      { type: 'fold' },
      { type: 'constructor' },
    ];
    for (const value of others) expect(knownAction(value), JSON.stringify(value)).toBeNull();
  });
});
