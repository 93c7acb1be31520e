// The table options of each game as the setup screen shows them: its rows, in order, each with
// its one-line explanation; their values start from the rule book's defaults (engine
// setup-defaults.ts). A row appears only while its profile reads the option (engine/setup.ts
// `profileReads`: the bet limits only with a spread limit, the blinds only in a cash game…).
// Adding an option to a game is one row here and its default there.
import type { OptionKey, ProfileId, SetupOptions } from '../../engine/index.ts';
import type { SetupPlainKey } from './messages.ts';

/** What a value is counted in, for the field's keyboard and its unit label. */
export type NumberUnit = 'chips' | 'units' | 'hands' | 'minutes' | 'count' | 'money';

type OptionControl =
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
  readonly label: SetupPlainKey;
  /** One short line: what the option does and where the default comes from. */
  readonly help: SetupPlainKey;
  readonly control: OptionControl;
}

export interface ProfileSetup {
  readonly rows: readonly OptionRow[];
}

const currencies = ['BRL', 'EUR', 'USD'] as const;

const chips = { kind: 'number', unit: 'chips' } as const;
const toggle = { kind: 'toggle' } as const;
const choice = (...choices: (string | number)[]): OptionControl => ({ kind: 'choice', choices });

const row = (key: OptionKey, help: SetupPlainKey, control: OptionControl, label: SetupPlainKey = `setup.option.${key}` as SetupPlainKey): OptionRow => ({
  key,
  label,
  help,
  control,
});

/** The buy-in of a cash game (B13): chips per buy-in are the starting chips. */
const buyIn = (help: SetupPlainKey) => [
  row('buyInPrice', help, { kind: 'number', unit: 'money' }),
  row('currency', 'setup.help.currency', choice(...currencies)),
];

/** T1–T4: every profile that plays in chips. */
const chipSetRow = row('chipSet', 'setup.help.chipSet', { kind: 'chipSet' });

/** H9, T7: how a tournament's levels rise, in every game in chips; hold'em calls them its blinds. */
const levelRows = (levelsHelp: SetupPlainKey, blinds = false) => [
  row('levelBy', 'setup.help.levelBy', choice('minutes', 'hands'), blinds ? 'setup.option.levelBy' : 'setup.option.levelsRiseBy'),
  row('levelEvery', 'setup.help.levelEvery', { kind: 'number', unit: 'count' }),
  row('levels', levelsHelp, { kind: 'levels' }, blinds ? 'setup.option.levels' : 'setup.option.tournamentLevels'),
];

/** T7–T19: the tournament night planner, after the chips it is built on. */
const nightRow = row('night', 'setup.help.night', { kind: 'night' });

const session = (help: SetupPlainKey, ...kinds: SetupOptions['sessionKind'][]) => [
  row('sessionKind', help, choice(...kinds)),
  row('sessionCount', 'setup.help.sessionCount', { kind: 'number', unit: 'count' }),
];

/** M3: Omaha's rows are hold'em's blinds, antes and levels, in hold'em's words, and M7's runs; PLO5's the same (M10). */
const ploSetup: ProfileSetup = {
  rows: [
    row('tournament', 'setup.help.holdem.tournament', toggle),
    row('startingChips', 'setup.help.holdem.startingChips', chips),
    ...buyIn('setup.help.holdem.buyInPrice'),
    row('smallBlind', 'setup.help.holdem.smallBlind', chips),
    row('bigBlind', 'setup.help.holdem.bigBlind', chips),
    row('ante', 'setup.help.holdem.ante', chips),
    ...levelRows('setup.help.holdem.levels', true),
    row('bigBlindAnte', 'setup.help.holdem.bigBlindAnte', toggle),
    row('runouts', 'setup.help.holdem.runouts', choice(1, 2, 3)),
    ...session('setup.help.session', 'open', 'hands'),
    chipSetRow,
    nightRow,
  ],
};

export const profileSetups: Readonly<Record<ProfileId, ProfileSetup>> = {
  draw5: {
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
    rows: [
      row('ante', 'setup.help.baseball.ante', { kind: 'number', unit: 'units' }), // S3
      row('betUnit', 'setup.help.baseball.betUnit', { kind: 'number', unit: 'units' }), // S6
      row('raiseCap', 'setup.help.baseball.raiseCap', { kind: 'number', unit: 'count' }), // S6
      ...session('setup.help.baseball.session', 'pots', 'hands', 'open'), // S9
    ],
  },
  fechado: {
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
      row('bounty72', 'setup.help.holdem.bounty72', chips), // H14
      ...session('setup.help.session', 'open', 'hands'),
      chipSetRow,
      nightRow,
    ],
  },
  plo: ploSetup,
  plo5: ploSetup,
};
