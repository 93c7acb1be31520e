/**
 * The rule book's defaults for a new table (RULES.md), per game: the options a table gets unless
 * it agrees otherwise, and who deals first. The setup screen starts from them and offers to go
 * back to them; the rows it shows them in, and their words, are the screen's own.
 */
import { DEFAULT_MINUTES, defaultLevels } from './tournament/schedule.ts';
import type { FirstDealer, SetupOptions } from './setup.ts';
import { levelTerms } from './tournament/levels.ts';
import { DEFAULT_PAYOUTS } from './tournament/payouts.ts';
import type { ProfileId } from './types.ts';

/** Values no profile reads get these; each profile overrides what its rules fix. */
const base: SetupOptions = {
  startingChips: 100,
  ante: 0,
  smallBlind: 1,
  bigBlind: 2,
  bigBlindAnte: false,
  minRaise: 'increment',
  limit: 'spread',
  minBet: 1,
  maxBet: 10,
  betUnit: 1,
  raiseCap: 3,
  doubleFactor: 2,
  escuro: 1,
  escuroRebuy: true,
  cheirosinha: false,
  fullDeck: false,
  openers: 'progressive',
  escuroChain: 0,
  fourCards: 'everyone',
  buyInPrice: 0,
  currency: 'BRL',
  sessionKind: 'open',
  sessionCount: 10,
  tournament: false,
  levelBy: 'minutes',
  levelEvery: DEFAULT_MINUTES,
  levels: [],
  chipSet: null,
  night: {
    breakEvery: 0,
    breakMinutes: 10,
    rebuy: { on: false, price: 0, chips: 0, untilLevel: 4 },
    addOn: { on: false, price: 0, chips: 0, atLevel: 4 },
    lateEntryUntil: 0,
    latePlayers: [],
    payouts: DEFAULT_PAYOUTS,
    roundTo: 100,
  },
  straddle: 'off',
  runouts: 1,
  bombPot: 0,
  bombPotFirst: false,
  bounty72: 0,
};

/** H2: blinds of 100 and 200 (source 004) for 10,000 chips, and no ante: hold'em's table, and Omaha's (M3). */
const HOLDEM_STAKES: SetupOptions = { ...base, startingChips: 10_000, smallBlind: 100, bigBlind: 200, ante: 0 };

/** T7: a tournament's default levels, for the game's default stack and variant (schedule.ts). */
const withLevels = (profile: ProfileId, defaults: SetupOptions): SetupOptions => ({
  ...defaults,
  levels: defaultLevels(levelTerms(profile, defaults), defaults.startingChips),
});

export const setupDefaults: Readonly<Record<ProfileId, SetupOptions>> = {
  // D1: 100 chips and an ante of 1; D14: ten hands.
  draw5: withLevels('draw5', { ...base, startingChips: 100, ante: 1, sessionKind: 'hands', sessionCount: 10 }),
  // B4: the dealer posts 1; B5: the escuro may be bought again; B8: the double limit; B12: no cheirosinha.
  brasileiro: withLevels('brasileiro', { ...base, startingChips: 100, escuro: 1, escuroRebuy: true, doubleFactor: 2, cheirosinha: false }),
  // S3: an ante of 1 unit; S6: bets of 1, 3 raises; S9: eight pots.
  baseball: { ...base, ante: 1, betUnit: 1, raiseCap: 3, sessionKind: 'pots', sessionCount: 8 },
  // F4's pingo and F6's limits are the table's to agree: a pingo of 1 and bets from 1 to 10 unless it does.
  fechado: withLevels('fechado', { ...base, startingChips: 100, ante: 1, limit: 'spread', minBet: 1, maxBet: 10 }),
  // H9: a tournament's levels are the default schedule for these stacks.
  holdem: withLevels('holdem', HOLDEM_STAKES),
  // M3: hold'em's stacks, blinds and levels.
  plo: withLevels('plo', HOLDEM_STAKES),
  plo5: withLevels('plo5', HOLDEM_STAKES),
};

/** Who deals first at a new table: drawn at random (D2, S3), or F3's highest card. */
export const defaultDealers: Readonly<Record<ProfileId, Exclude<FirstDealer['kind'], 'seat'>>> = {
  draw5: 'random', // D2
  brasileiro: 'random',
  baseball: 'random', // S3
  fechado: 'highCard', // F3
  holdem: 'random',
  plo: 'random',
  plo5: 'random',
};
