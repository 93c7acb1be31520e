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
import { isPlayable } from './profiles/registry.ts';
import { scheduleProblems } from './schedule.ts';
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
const chips = whole(0, 'a whole number of chips');
const seat = whole(0, 'a seat number');
const time = whole(0, 'a time in milliseconds');
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

/** An object whose listed fields pass their checks (a `?` after the name: may be absent). */
function fields(checks: Readonly<Record<string, Check>>): Check {
  return (value) => {
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
  };
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
      return fields({ unit: whole(1, 'a whole number of chips, 1 or more'), cap: whole(0, 'a whole number of raises') })(value);
    case 'spread':
      return fields({ min: whole(1, 'a whole number of chips, 1 or more'), max: whole(1, 'a whole number of chips, 1 or more') })(value);
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
  'minBet?': whole(1, 'a whole number of chips, 1 or more'),
  'bigBlindAnte?': chips,
  'smallBlind?': chips,
  'bigBlind?': chips,
  'betting?': betting,
  'cheirosinha?': flag,
  'escuro?': whole(1, 'a whole number of chips, 1 or more'),
  'escuroRebuy?': flag,
  'showToClaim?': flag,
  'buyIn?': fields({
    price: test((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0, 'an amount of money'),
    currency: test((value) => typeof value === 'string', 'a currency code'),
    chips: whole(1, 'a whole number of chips, 1 or more'),
  }),
  'fullDeck?': flag,
  'freeOpening?': flag,
  'exchangeFour?': oneOf('everyone', 'first'),
  'escuroPosters?': oneOf(3, 4),
  'sessionPots?': whole(0, 'a whole number of pots'),
  'straddle?': oneOf('utg', 'button'),
  'bombPot?': whole(1, 'a whole number of chips, 1 or more'),
  'bombPotFirst?': flag,
  'runouts?': oneOf(2, 3),
  'watchRunout?': flag,
};

const profile = test((value) => typeof value === 'string' && isPlayable(value as ProfileId), 'a game this version plays');

const post = whole(1, 'a whole number, 1 or more');
const anyAnte = whole(0, 'a whole number, 0 or more');

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
 * The schedule by schedule.ts's own checks for the game's levels; not its policy (levels that
 * rise, big above small): setups before those checks allowed such levels, and their games still replay.
 */
function scheduleProblem(config: SessionConfig): string | null {
  if (!config.schedule) return null;
  for (const problem of scheduleProblems(config.schedule, configLevelTerms(config.profile, config.options))) {
    if (problem.code === 'noLevels') return 'schedule.levels: at least one level';
    if (problem.code === 'badEvery') return 'schedule.every: a whole number of hands or minutes, 1 or more';
    if (problem.code === 'notWhole') return `schedule.levels[${problem.level}].${problem.field}: a whole number, ${problem.min} or more`;
  }
  return null;
}

const cents = whole(0, 'a whole number of cents');
const levelNumber = whole(1, 'a level number, 1 or more');

/** T10–T19: a tournament's terms; its payout table and chip set by their own modules' checks. */
const tournament: Check = (value) => {
  const shape = fields({
    currency: test((value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value), 'a currency code'),
    buyIn: cents,
    'rebuy?': fields({ price: cents, chips: whole(1, 'a whole number of chips, 1 or more'), untilLevel: levelNumber }),
    'addOn?': fields({ price: cents, chips: whole(1, 'a whole number of chips, 1 or more'), atLevel: levelNumber }),
    'lateEntryUntil?': levelNumber,
    payouts: listOf(fields({ upTo: whole(1, 'a number of entries'), shares: listOf(whole(1, 'a percentage')) })),
    roundTo: whole(1, 'a whole number of cents, 1 or more'),
  })(value);
  if (shape) return shape;
  if (payoutProblems((value as TournamentTerms).payouts).length > 0) return { path: 'payouts', what: 'a payout table whose rows add up to 100%' };
  return null;
};

/** T1: the table's chips, each colour and value once. */
const chipSet: Check = (value) =>
  listOf(fields({ colour: oneOf(...CHIP_COLOURS), value: whole(1, 'a chip value'), count: whole(0, 'a number of chips') }))(value) ??
  (chipSetProblems({ name: 'set', chips: value as ChipDenomination[] }).length > 0 ? wrong('a chip set with each colour and value once') : null);

const configShape = fields({
  profile,
  players: listOf(
    fields({
      name: test((value) => typeof value === 'string' && value.trim() !== '', 'a name'),
      stack: whole(-Number.MAX_SAFE_INTEGER, 'a whole number of chips'),
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
});

export function configProblem(value: unknown): string | null {
  const shape = said(configShape(value));
  if (shape) return shape;
  const config = value as SessionConfig;
  if (config.firstDealer >= config.players.length) return `firstDealer: a seat of the ${config.players.length} players`;
  const levels = scheduleProblem(config);
  if (levels) return levels;
  try {
    // The engine's own checks of a table, as the first hand of this game would meet them.
    resolveConfig({ profile: config.profile, seats: config.players, dealer: config.firstDealer, dealing: config.dealing, options: config.options });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Actions

const amount = whole(0, 'a whole number of chips');
const seated = { seat };

/** Every action a session logs, so a new kind of action must say here what it carries. */
const actionChecks: { readonly [K in SessionAction['type']]: Check } & Readonly<Record<string, Check>> = {
  startHand: fields({ 'at?': time }),
  buyIn: fields({ player: seat }),
  buyInPrice: fields({
    price: test((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0, 'an amount of money'),
    currency: test((value) => typeof value === 'string', 'a currency code'),
  }),
  pauseClock: fields({ at: time }),
  resumeClock: fields({ at: time }),
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
  claimBonus: fields({ seat, kind: oneOf('quads', 'straight-flush', 'royal') }),
  peek: fields(seated),
  straddle: fields({ seat, accept: flag }),
  runIt: fields({ times: whole(1, 'a number of runs, 1 or more') }),
  reveal: fields({}),
  bombPot: fields({ on: flag }),
  addOn: fields({ player: seat, 'at?': time }),
  lateEntry: fields({ player: seat }),
  walkIn: fields({ name: test((value) => typeof value === 'string', 'a name') }),
  colourUp: fields({ winners: listOf(seat), 'at?': time }),
  prizeDeal: fields({ method: oneOf('icm', 'chipChop'), aside: whole(0, 'a whole number of cents') }),
};

export function actionProblem(value: unknown): string | null {
  const type = isRecord(value) ? value.type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(actionChecks, type)) return 'type: an action this version knows';
  return said(actionChecks[type](value), type);
}

export const isSessionConfig = (value: unknown): value is SessionConfig => configProblem(value) === null;

export const isSessionAction = (value: unknown): value is SessionAction => actionProblem(value) === null;
