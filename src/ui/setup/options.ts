// The table options of each game as data: the rule book's defaults (RULES.md) and the rows the
// setup screen shows, in order, each with its one-line explanation. A row appears only while its
// profile reads the option (engine/setup.ts `profileReads`: the bet limits only with a spread
// limit, the blinds only in a cash game…). Adding an option to a game is one row here.
import { DEFAULT_MINUTES, defaultLevels } from '../../engine/tournament/schedule.ts';
import { levelTerms } from '../../engine/tournament/levels.ts';
import { DEFAULT_PAYOUTS } from '../../engine/tournament/payouts.ts';
import type { FirstDealer, OptionKey, SetupOptions } from '../../engine/setup.ts';
import type { ProfileId } from '../../engine/types.ts';
import type { PlainKey } from './plain-key.ts';

/** What a value is counted in, for the field's keyboard and its unit label. */
export type NumberUnit = 'chips' | 'units' | 'hands' | 'minutes' | 'count' | 'money';

export type OptionControl =
  | { readonly kind: 'number'; readonly unit: NumberUnit }
  | { readonly kind: 'toggle' }
  | { readonly kind: 'choice'; readonly choices: readonly (string | number)[] }
  | { readonly kind: 'levels' }
  /** T1–T4: the chip case and each stack in colours (tournament/chip-set-part.tsx). */
  | { readonly kind: 'chipSet' }
  /** T7–T19: the tournament night planner (tournament/night-planner.tsx). */
  | { readonly kind: 'night' };

export interface OptionRow {
  readonly key: OptionKey;
  readonly label: PlainKey;
  /** One short line: what the option does and where the default comes from. */
  readonly help: PlainKey;
  readonly control: OptionControl;
}

export interface ProfileSetup {
  readonly dealer: FirstDealer['kind'];
  readonly defaults: SetupOptions;
  readonly rows: readonly OptionRow[];
}

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
};

const HOLDEM_CHIPS = 10_000;

export const currencies = ['BRL', 'EUR', 'USD'] as const;

const chips = { kind: 'number', unit: 'chips' } as const;
const toggle = { kind: 'toggle' } as const;
const choice = (...choices: (string | number)[]): OptionControl => ({ kind: 'choice', choices });

const row = (key: OptionKey, help: PlainKey, control: OptionControl, label: PlainKey = `setup.option.${key}` as PlainKey): OptionRow => ({
  key,
  label,
  help,
  control,
});

/** The buy-in of a cash game (B13): chips per buy-in are the starting chips. */
const buyIn = (help: PlainKey) => [
  row('buyInPrice', help, { kind: 'number', unit: 'money' }),
  row('currency', 'setup.help.currency', choice(...currencies)),
];

/** T1–T4: every profile that plays in chips. */
const chipSetRow = row('chipSet', 'setup.help.chipSet', { kind: 'chipSet' });

/** H9, T7: how a tournament's levels rise, in every game in chips; hold'em calls them its blinds. */
const levelRows = (levelsHelp: PlainKey, blinds = false) => [
  row('levelBy', 'setup.help.levelBy', choice('minutes', 'hands'), blinds ? 'setup.option.levelBy' : 'setup.option.levelsRiseBy'),
  row('levelEvery', 'setup.help.levelEvery', { kind: 'number', unit: 'count' }),
  row('levels', levelsHelp, { kind: 'levels' }, blinds ? 'setup.option.levels' : 'setup.option.tournamentLevels'),
];

/** T7–T19: the tournament night planner, after the chips it is built on. */
const nightRow = row('night', 'setup.help.night', { kind: 'night' });

const session = (help: PlainKey, ...kinds: SetupOptions['sessionKind'][]) => [
  row('sessionKind', help, choice(...kinds)),
  row('sessionCount', 'setup.help.sessionCount', { kind: 'number', unit: 'count' }),
];

/** T7: a tournament's default levels, for the game's default stack and variant (schedule.ts). */
const withLevels = (profile: ProfileId, defaults: SetupOptions): SetupOptions => ({
  ...defaults,
  levels: defaultLevels(levelTerms(profile, defaults), defaults.startingChips),
});

export const profileSetups: Readonly<Record<ProfileId, ProfileSetup>> = {
  draw5: {
    dealer: 'random', // D2
    defaults: withLevels('draw5', { ...base, startingChips: 100, ante: 1, sessionKind: 'hands', sessionCount: 10 }),
    rows: [
      row('tournament', 'setup.help.draw5.tournament', toggle), // T7
      row('startingChips', 'setup.help.draw5.startingChips', chips), // D1
      ...buyIn('setup.help.draw5.buyInPrice'), // T10: a tournament's entry
      row('ante', 'setup.help.draw5.ante', chips), // D1
      ...levelRows('setup.help.draw5.levels'),
      ...session('setup.help.draw5.session', 'hands', 'open'), // D14
      chipSetRow,
      nightRow,
    ],
  },
  brasileiro: {
    dealer: 'random',
    defaults: withLevels('brasileiro', { ...base, startingChips: 100, escuro: 1, escuroRebuy: true, doubleFactor: 2, cheirosinha: false }),
    rows: [
      row('tournament', 'setup.help.brasileiro.tournament', toggle), // T7
      row('startingChips', 'setup.help.brasileiro.startingChips', chips, 'setup.option.chipsPerBuyIn'), // B13
      ...buyIn('setup.help.brasileiro.buyInPrice'),
      row('escuro', 'setup.help.brasileiro.escuro', chips), // B4
      ...levelRows('setup.help.brasileiro.levels'),
      row('escuroRebuy', 'setup.help.brasileiro.escuroRebuy', toggle), // B5
      row('doubleFactor', 'setup.help.brasileiro.doubleFactor', { kind: 'number', unit: 'count' }), // B8
      row('cheirosinha', 'setup.help.brasileiro.cheirosinha', toggle), // B12
      ...session('setup.help.session', 'open', 'hands'),
      chipSetRow,
      nightRow,
    ],
  },
  baseball: {
    dealer: 'random', // S3
    defaults: { ...base, ante: 1, betUnit: 1, raiseCap: 3, sessionKind: 'pots', sessionCount: 8 },
    rows: [
      row('ante', 'setup.help.baseball.ante', { kind: 'number', unit: 'units' }), // S3
      row('betUnit', 'setup.help.baseball.betUnit', { kind: 'number', unit: 'units' }), // S6
      row('raiseCap', 'setup.help.baseball.raiseCap', { kind: 'number', unit: 'count' }), // S6
      ...session('setup.help.baseball.session', 'pots', 'hands', 'open'), // S9
    ],
  },
  fechado: {
    dealer: 'highCard', // F3
    defaults: withLevels('fechado', { ...base, startingChips: 100, ante: 1, limit: 'spread', minBet: 1, maxBet: 10 }),
    rows: [
      row('tournament', 'setup.help.fechado.tournament', toggle), // T7
      row('startingChips', 'setup.help.fechado.startingChips', chips),
      ...buyIn('setup.help.fechado.buyInPrice'),
      row('escuroChain', 'setup.help.fechado.escuroChain', choice(0, 3, 4)), // F13
      row('ante', 'setup.help.fechado.pingo', chips, 'setup.option.pingo'), // F4
      row('escuro', 'setup.help.fechado.escuro', chips, 'setup.option.escuroFirst'), // F13
      row('limit', 'setup.help.fechado.limit', choice('spread', 'no-limit')), // F6
      row('minBet', 'setup.help.fechado.minBet', chips),
      row('maxBet', 'setup.help.fechado.maxBet', chips),
      ...levelRows('setup.help.fechado.levels'),
      row('openers', 'setup.help.fechado.openers', choice('progressive', 'free')), // F12
      row('fourCards', 'setup.help.fechado.fourCards', choice('everyone', 'first')), // F9
      row('fullDeck', 'setup.help.fechado.fullDeck', toggle), // F1
      ...session('setup.help.session', 'open', 'hands'),
      chipSetRow,
      nightRow,
    ],
  },
  holdem: {
    dealer: 'random',
    // H9: a tournament's levels are the engine's default schedule for these stacks (schedule.ts).
    defaults: withLevels('holdem', { ...base, startingChips: HOLDEM_CHIPS, smallBlind: 100, bigBlind: 200, ante: 0 }),
    rows: [
      row('tournament', 'setup.help.holdem.tournament', toggle), // H9
      row('startingChips', 'setup.help.holdem.startingChips', chips),
      ...buyIn('setup.help.holdem.buyInPrice'),
      row('smallBlind', 'setup.help.holdem.smallBlind', chips), // H2
      row('bigBlind', 'setup.help.holdem.bigBlind', chips),
      row('ante', 'setup.help.holdem.ante', chips),
      ...levelRows('setup.help.holdem.levels', true), // H9
      row('bigBlindAnte', 'setup.help.holdem.bigBlindAnte', toggle),
      row('minRaise', 'setup.help.holdem.minRaise', choice('increment', 'lastBet')), // H4
      row('straddle', 'setup.help.holdem.straddle', choice('off', 'utg', 'button')), // H11
      row('runouts', 'setup.help.holdem.runouts', choice(1, 2, 3)), // H13
      row('bombPot', 'setup.help.holdem.bombPot', chips), // H12
      row('bombPotFirst', 'setup.help.holdem.bombPotFirst', toggle),
      ...session('setup.help.session', 'open', 'hands'),
      chipSetRow,
      nightRow,
    ],
  },
};
