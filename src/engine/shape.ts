/**
 * What a stored game must look like before it is replayed: a SessionConfig and each SessionAction
 * checked from untrusted JSON (a backup file), each problem said with its path inside the value,
 * so a broken file is refused for what is wrong with it instead of failing later in a replay.
 *
 *   configProblem(json)   // null, or e.g. "players[1].stack: a whole number of chips"
 *   actionProblem(json)   // null, or e.g. "bet.to: a whole number of chips"
 *   isSessionConfig / isSessionAction   // the same checks as type guards (store/backupFormat.ts hooks)
 *
 * The config's numbers are then checked by the engine itself (resolveConfig: players the profile
 * deals, stacks, forced bets) and its schedule by schedule.ts, the checks the New game screen's
 * setup went through.
 */
import { resolveConfig } from './game.ts';
import { MAX_NAME_LENGTH, nameProblem } from './names.ts';
import { isCurrency, isMoment, isPrice, isWholeIn, MAX_CHIPS, MAX_PRICE_CENTS, MAX_RESULT, maxPrice } from './limits.ts';
import { choiceProblem, MAX_CHOICE_GAMES, type DealersChoice } from './choice.ts';
import { isPlayable } from './profiles/registry.ts';
import { scheduleProblems } from './tournament/schedule.ts';
import type { SessionAction, SessionConfig } from './session.ts';
import type { GameOptions, ProfileId } from './types.ts';
import { CHIP_COLOURS, chipSetProblems, type ChipDenomination } from './tournament/chips.ts';
import { configLevelTerms } from './tournament/levels.ts';
import { payoutProblems } from './tournament/payouts.ts';
import type { TournamentTerms } from './tournament/play.ts';

/** What is wrong with a value, and where inside it ('' = the value itself); null when it is fine. */
type Problem = { readonly path: string; readonly what: string };
type Check = (value: unknown) => Problem | null;

const wrong = (what: string): Problem => ({ path: '', what });
const inside = (step: string, problem: Problem | null): Problem | null =>
  problem && { path: problem.path === '' || problem.path.startsWith('[') ? step + problem.path : `${step}.${problem.path}`, what: problem.what };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const test =
  (ok: (value: unknown) => boolean, what: string): Check =>
  (value) =>
    ok(value) ? null : wrong(what);
const whole = (min: number, what: string): Check => test((value) => Number.isSafeInteger(value) && (value as number) >= min, what);
/** G18: an amount within the table's limits, so every sum made of it stays exact. */
const upTo = (min: number, max: number, what: string): Check => test((value) => isWholeIn(value, min, max), what);
const chips = upTo(0, MAX_CHIPS, `a whole number of chips, up to ${MAX_CHIPS}`);
const someChips = upTo(1, MAX_CHIPS, `a whole number of chips, from 1 to ${MAX_CHIPS}`);
const seat = whole(0, 'a seat number');
const time = test(isMoment, 'a time in milliseconds, between the years 1900 and 9999');
const currency = test(isCurrency, 'a currency code (three capital letters: BRL, EUR…)');
const currencyOf = (value: unknown): string => (isRecord(value) && typeof value.currency === 'string' ? value.currency : '');
/** A price as the setup types it, in the currency's main unit (checked after the currency itself). */
const mainUnitPrice =
  (code: string): Check =>
  (value) =>
    isPrice(value, code) ? null : wrong(`an amount of money, up to ${maxPrice(code)}`);
const flag = test((value) => typeof value === 'boolean', 'true or false');
const oneOf = (...options: readonly unknown[]): Check => test((value) => options.includes(value), `one of ${options.join(', ')}`);
const card = test((value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 52, 'a card (0–51)');
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);
const either =
  (a: Check, b: Check, what: string): Check =>
  (value) =>
    a(value) === null || b(value) === null ? null : wrong(what);
const listOf =
  (check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return wrong('a list');
    for (const [i, item] of value.entries()) {
      const problem = inside(`[${i}]`, check(item));
      if (problem) return problem;
    }
    return null;
  };

/** A check of an object that names the fields it knows, so a value from another phone can be rebuilt of them alone (knownAction). */
type FieldsCheck = Check & { readonly known: readonly string[] };

const knowing = (known: readonly string[], check: Check): FieldsCheck => Object.assign(check, { known });

/** An object whose listed fields pass their checks (a `?` after the name: may be absent). */
function fields(checks: Readonly<Record<string, Check>>): FieldsCheck {
  const known = Object.keys(checks).map((key) => (key.endsWith('?') ? key.slice(0, -1) : key));
  return knowing(known, (value) => {
    if (!isRecord(value)) return wrong('an object');
    for (const [key, check] of Object.entries(checks)) {
      const optional = key.endsWith('?');
      const name = optional ? key.slice(0, -1) : key;
      if (value[name] === undefined) {
        if (optional) continue;
        return { path: name, what: 'missing' };
      }
      const problem = inside(name, check(value[name]));
      if (problem) return problem;
    }
    return null;
  });
}

const said = (problem: Problem | null, prefix = ''): string | null => {
  if (!problem) return null;
  const path = prefix === '' ? problem.path : problem.path === '' ? prefix : `${prefix}.${problem.path}`;
  return path === '' ? problem.what : `${path}: ${problem.what}`;
};

const betting: Check = (value) => {
  const kind = isRecord(value) ? value.kind : undefined;
  switch (kind) {
    case 'no-limit':
      return null;
    case 'fixed':
      return fields({ unit: someChips, cap: whole(0, 'a whole number of raises') })(value);
    case 'spread':
      return fields({ min: someChips, max: someChips })(value);
    case 'double':
      return fields({ factor: whole(1, 'a whole number, 1 or more'), 'before?': chips })(value);
    default:
      return { path: 'kind', what: 'one of no-limit, fixed, spread, double' };
  }
};

/** Every option the engine reads, so an option added to GameOptions must be checked here too. */
const optionChecks: { readonly [K in keyof GameOptions as `${K}?`]-?: Check } = {
  'minRaise?': oneOf('increment', 'lastBet'),
  'ante?': chips,
  'minBet?': someChips,
  'bigBlindAnte?': chips,
  'smallBlind?': chips,
  'bigBlind?': chips,
  'betting?': betting,
  'cheirosinha?': flag,
  'escuro?': someChips,
  'escuroRebuy?': flag,
  'showToClaim?': flag,
  'buyIn?': (value) => fields({ currency, price: mainUnitPrice(currencyOf(value)), chips: someChips })(value),
  'fullDeck?': flag,
  'freeOpening?': flag,
  'exchangeFour?': oneOf('everyone', 'first'),
  'escuroPosters?': oneOf(3, 4),
  'sessionPots?': whole(0, 'a whole number of pots'),
  'straddle?': oneOf('utg', 'button'),
  'bombPot?': someChips,
  'bombPotFirst?': flag,
  'runouts?': oneOf(2, 3),
  'bounty72?': someChips,
  'watchRunout?': flag,
  'showWinners?': flag,
};

const profile = test((value) => typeof value === 'string' && isPlayable(value as ProfileId), 'a game this version plays');

const post = someChips;
const anyAnte = chips;

/** The schedule's shape; its numbers are checked by schedule.ts against the game's levels (configProblem). */
const schedule = fields({
  levels: listOf(
    fields({
      'smallBlind?': post,
      'bigBlind?': post,
      'ante?': anyAnte,
      'bigBlindAnte?': anyAnte,
      'escuro?': post,
      'minBet?': post,
      'maxBet?': post,
    }),
  ),
  every: test(isRecord, 'hands or minutes'),
  'breaks?': fields({ every: whole(1, 'a number of levels, 1 or more'), minutes: whole(0, 'a number of minutes') }),
});

/**
 * The schedule by schedule.ts's own checks for the game's levels and G18's limits on a level's and
 * a break's length; not its policy (levels that rise, big above small): setups before those checks
 * allowed such levels, and their games still replay.
 */
function scheduleProblem(config: SessionConfig): string | null {
  if (!config.schedule) return null;
  for (const problem of scheduleProblems(config.schedule, configLevelTerms(config.profile, config.options))) {
    if (problem.code === 'noLevels') return 'schedule.levels: at least one level';
    if (problem.code === 'badEvery') return 'schedule.every: a whole number of hands or minutes, 1 or more';
    if (problem.code === 'everyAboveLimit') return `schedule.every: at most ${problem.max} ${problem.unit} a level`;
    if (problem.code === 'breakAboveLimit') return `schedule.breaks.minutes: at most ${problem.max} minutes`;
    if (problem.code === 'notWhole') return `schedule.levels[${problem.level}].${problem.field}: a whole number, ${problem.min} or more`;
  }
  return null;
}

const cents = upTo(0, MAX_PRICE_CENTS, `a whole number of cents, up to ${MAX_PRICE_CENTS}`);
const levelNumber = whole(1, 'a level number, 1 or more');

/** T10–T19: a tournament's terms; its payout table and chip set by their own modules' checks. */
const tournament: Check = (value) => {
  const shape = fields({
    currency,
    buyIn: cents,
    'rebuy?': fields({ price: cents, chips: someChips, untilLevel: levelNumber }),
    'addOn?': fields({ price: cents, chips: someChips, atLevel: levelNumber }),
    'lateEntryUntil?': levelNumber,
    payouts: listOf(fields({ upTo: whole(1, 'a number of entries'), shares: listOf(whole(1, 'a percentage')) })),
    roundTo: upTo(1, MAX_PRICE_CENTS, `a whole number of cents, from 1 to ${MAX_PRICE_CENTS}`),
  })(value);
  if (shape) return shape;
  if (payoutProblems((value as TournamentTerms).payouts).length > 0) return { path: 'payouts', what: 'a payout table whose rows add up to 100%' };
  return null;
};

/** T1: the table's chips, each colour and value once. */
const chipSet: Check = (value) =>
  listOf(fields({ colour: oneOf(...CHIP_COLOURS), value: whole(1, 'a chip value'), count: whole(0, 'a number of chips') }))(value) ??
  (chipSetProblems({ name: 'set', chips: value as ChipDenomination[] }).length > 0 ? wrong('a chip set with each colour and value once') : null);

/** C1: a dealer's-choice night's list, at most the games there are before any is read; its rules by choice.ts. */
const choiceShape: Check = (value) =>
  fields({
    games: (games) =>
      Array.isArray(games) && games.length > MAX_CHOICE_GAMES
        ? wrong(`a list of at most ${MAX_CHOICE_GAMES} games`)
        : listOf(fields({ profile, 'options?': fields(optionChecks), 'dealing?': oneOf('deck', 'explicit', 'ledger') }))(games),
    per: oneOf('deal', 'orbit'),
  })(value) ?? choiceProblem(value as DealersChoice);

const configShape = fields({
  profile,
  players: listOf(
    fields({
      name: test((value) => typeof value === 'string', 'a name'),
      stack: upTo(-MAX_CHIPS, MAX_CHIPS, `a whole number of chips, up to ${MAX_CHIPS}`),
      'late?': flag,
    }),
  ),
  firstDealer: seat,
  'dealing?': oneOf('deck', 'explicit', 'ledger'),
  'options?': fields(optionChecks),
  'hands?': whole(1, 'a whole number of hands, 1 or more'),
  'schedule?': schedule,
  'tournament?': tournament,
  'chipSet?': chipSet,
  'choice?': choiceShape,
});

/** G17: the seats' names as the setup would take them (newSession seats them cleaned). */
function namesProblem(names: readonly string[]): string | null {
  const what = { emptyName: 'a name', nameTooLong: `a name of at most ${MAX_NAME_LENGTH} characters`, duplicateName: 'a name no other seat has' } as const;
  for (const [i, name] of names.entries()) {
    const problem = nameProblem(name, names.slice(0, i));
    if (problem) return `players[${i}].name: ${what[problem]}`;
  }
  return null;
}

export function configProblem(value: unknown): string | null {
  const shape = said(configShape(value));
  if (shape) return shape;
  const config = value as SessionConfig;
  if (config.firstDealer >= config.players.length) return `firstDealer: a seat of the ${config.players.length} players`;
  const names = namesProblem(config.players.map((p) => p.name));
  if (names) return names;
  const levels = scheduleProblem(config);
  if (levels) return levels;
  if (config.choice && (config.schedule || config.tournament)) return "choice: dealer's choice is a cash game, with no levels and no tournament (C1)";
  // C2: each game of a dealer's-choice night as its first hand would meet it.
  const games = config.choice ? config.choice.games.map((game, i) => ({ ...game, dealing: game.dealing ?? config.dealing, path: `choice.games[${i}]: ` })) : [{ ...config, path: '' }];
  for (const game of games) {
    try {
      // The engine's own checks of a table, as the first hand of this game would meet them.
      resolveConfig({ profile: game.profile, seats: config.players, dealer: config.firstDealer, dealing: game.dealing, options: game.options });
      if (game.options?.bombPotFirst && !game.options.bombPot) return `${game.path}options.bombPotFirst: a first bomb pot needs the bomb pot ante (H12)`;
    } catch (error) {
      return game.path + (error instanceof Error ? error.message : String(error));
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Actions

/** A bet's total, at most every chip a table can hold (the engine holds it to the stack). */
const amount = upTo(0, MAX_RESULT, 'a whole number of chips');
const seated = { seat };

/** Every action a session logs, so a new kind of action must say here what it carries. */
const actionChecks: { readonly [K in SessionAction['type']]: FieldsCheck } & Readonly<Record<string, FieldsCheck>> = {
  startHand: fields({ 'at?': time }),
  buyIn: fields({ player: seat }),
  buyInPrice: knowing(['currency', 'price'], (value) => fields({ currency, price: mainUnitPrice(currencyOf(value)) })(value)),
  pauseClock: fields({ at: time }),
  resumeClock: fields({ at: time }),
  setLevel: fields({ level: whole(0, 'a level number'), at: time }),
  undo: fields({}),
  shuffle: fields({ deck: listOf(card) }),
  reshuffle: fields({ order: listOf(card) }),
  deal: fields({ to: either(seat, oneOf('board'), 'a seat or the board'), cards: listOf(orNull(card)), 'run?': whole(0, 'a run number') }),
  fold: fields(seated),
  check: fields(seated),
  call: fields(seated),
  bet: fields({ seat, to: amount }),
  raise: fields({ seat, to: amount }),
  draw: fields({ seat, discard: either(listOf(card), whole(0, 'a number of cards'), 'cards, or how many') }),
  show: fields({ seat, 'cards?': listOf(card) }),
  muck: fields(seated),
  openers: fields({ seat, shown: flag }),
  award: fields({ pot: whole(0, 'a pot number'), winners: listOf(seat), 'run?': whole(0, 'a run number') }),
  lead: fields(seated),
  rebuy: fields({ seat, accept: flag }),
  claimBonus: fields({ seat, kind: oneOf('quads', 'straight-flush', 'royal', 'seven-two') }),
  peek: fields(seated),
  straddle: fields({ seat, accept: flag }),
  runIt: fields({ times: whole(1, 'a number of runs, 1 or more') }),
  reveal: fields({}),
  bombPot: fields({ on: flag }),
  nameGame: fields({ seat, game: whole(0, 'a game number') }),
  addOn: fields({ player: seat, 'at?': time }),
  lateEntry: fields({ player: seat }),
  walkIn: fields({ name: test((value) => typeof value === 'string', 'a name') }),
  colourUp: fields({ winners: listOf(seat), 'at?': time }),
  prizeDeal: fields({ method: oneOf('icm', 'chipChop'), aside: upTo(0, MAX_RESULT, 'a whole number of cents') }),
};

export function actionProblem(value: unknown): string | null {
  const type = isRecord(value) ? value.type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(actionChecks, type)) return 'type: an action this version knows';
  return said(actionChecks[type](value), type);
}

export const isSessionConfig = (value: unknown): value is SessionConfig => configProblem(value) === null;

export const isSessionAction = (value: unknown): value is SessionAction => actionProblem(value) === null;

/**
 * N3: an action from another phone as the host's engine will take it: a new object of its type
 * and the fields that type carries, each checked; null when it is no action, or when it carries
 * any other field (a time, a note, a nest of lists: nothing of it may reach the log, the store or
 * a view). Its lists are copied, so nothing of the value read is kept.
 */
export function knownAction(value: unknown): SessionAction | null {
  if (actionProblem(value) !== null) return null;
  const read = value as Record<string, unknown>;
  const rebuilt: Record<string, unknown> = { type: read.type };
  for (const name of actionChecks[read.type as string].known) {
    if (Object.hasOwn(read, name)) rebuilt[name] = Array.isArray(read[name]) ? [...(read[name] as unknown[])] : read[name];
  }
  return Object.keys(read).length === Object.keys(rebuilt).length ? (rebuilt as SessionAction) : null;
}
