/**
 * A table's setup before the first deal: who plays, in which seats, who deals first, and the
 * house options of RULES.md. `validateSetup` says what is wrong with one (each problem typed, so
 * the UI can translate it and show it beside its field); `sessionConfig` turns a valid one into
 * the SessionConfig the engine plays; `drawForDealer` is F3's draw for the first dealer.
 *
 * The setup keeps every option of every profile in one flat record (`SetupOptions`); a profile
 * reads only its own (see `profileReads`), so switching games on the setup screen loses nothing.
 */
import type { Card } from './cards.ts';
import { MAX_CHOICE_GAMES, MIN_CHOICE_GAMES, type ChoiceGame } from './choice.ts';
import { deck, strippedDeckLowest } from './deck.ts';
import { highCardDealer } from './firstDealer.ts';
import { shuffle, uniformBelow, type RandomSource } from './rng.ts';
import { scheduleProblems, type ScheduleProblem } from './tournament/schedule.ts';
import type { Level, LevelSchedule, SessionConfig } from './session.ts';
import type { GameOptions, ProfileId, Seat } from './types.ts';
import { isPrice, isWholeIn, MAX_CHIPS, MAX_PRICE_CENTS, MAX_UNITS } from './limits.ts';
import { minorDigits } from './money.ts';
import { MAX_NAME_LENGTH, cleanName, nameKey, nameProblem } from './names.ts';
import { chipSetProblems, type ChipSet, type FirstPosts } from './tournament/chips.ts';
import { dealPosts, levelOptions, levelTerms, levelsFor } from './tournament/levels.ts';
import { payoutProblems, type PayoutRow } from './tournament/payouts.ts';
import type { TournamentTerms } from './tournament/play.ts';

export type SetupMode = 'pass-and-play' | 'ledger';

export type FirstDealer =
  /** D2, S3: drawn at random when the game starts. */
  | { readonly kind: 'random' }
  /** F3: everyone draws a card, the highest deals. */
  | { readonly kind: 'highCard' }
  /** The table already knows (a game carried on from real life). */
  | { readonly kind: 'seat'; readonly seat: Seat };

export interface SetupOptions {
  /** Chips each player starts with (B13: the chips of one buy-in). */
  readonly startingChips: number;
  /** D1 ante, F4 pingo, S3 ante, H2 ante per seat (or the big blind's ante, below). */
  readonly ante: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  /** holdem: the big blind pays the whole table's ante instead of everyone paying `ante`. */
  readonly bigBlindAnte: boolean;
  /** H4. */
  readonly minRaise: 'increment' | 'lastBet';
  /** F6: agreed minimum and maximum per bet or raise, or no limit. */
  readonly limit: 'spread' | 'no-limit';
  readonly minBet: number;
  readonly maxBet: number;
  /** S6: the fixed bet and the number of raises a round allows. */
  readonly betUnit: number;
  readonly raiseCap: number;
  /** B8: a raise adds at most this many times what the raiser has in. */
  readonly doubleFactor: number;
  /** B4: what the dealer posts; the player on his right buys the escuro for twice as much. F13: the chain's first post. */
  readonly escuro: number;
  /** B5: the escuro may be bought again, doubling, before anyone looks at his cards. */
  readonly escuroRebuy: boolean;
  /** B12. */
  readonly cheirosinha: boolean;
  /** F1 decision: the full 52-card deck instead of the stripped one. */
  readonly fullDeck: boolean;
  /** F12: jacks or better, rising after a deal nobody opens; or free opening. */
  readonly openers: 'progressive' | 'free';
  /** F13: 0 = pingos; 3 or 4 = the escuro variant with a chain of that many posters. */
  readonly escuroChain: 0 | 3 | 4;
  /** F9: 0–4 for everyone, or 4 only for the first to exchange. */
  readonly fourCards: 'everyone' | 'first';
  /** B13 (and any cash game): the money one buy-in costs; 0 = chips only, no settlement. */
  readonly buyInPrice: number;
  /** ISO 4217 code of the buy-in's money. */
  readonly currency: string;
  /** D14, S9: a number of hands, a number of resolved pots, or until the table stops. */
  readonly sessionKind: 'open' | 'hands' | 'pots';
  readonly sessionCount: number;
  /** H9, T7: a tournament (levels rise, eliminated players leave) instead of a cash game; every game in chips. */
  readonly tournament: boolean;
  readonly levelBy: 'hands' | 'minutes';
  readonly levelEvery: number;
  /** The game's levels (tournament/levels.ts); hold'em's ante of each level goes to the big blind when `bigBlindAnte` is on. */
  readonly levels: readonly Level[];
  /** T1–T4: the table's chips for this game (a copy of a saved set), or null: chips as numbers only. */
  readonly chipSet: ChipSet | null;
  /** T9–T19: a tournament's breaks, rebuys, add-on, late entry and payouts. */
  readonly night: TournamentNight;
  /** H11 (hold'em cash): who may straddle before the cards. */
  readonly straddle: 'off' | 'utg' | 'button';
  /** H13 (hold'em cash): the most times the table may run the board at an all-in (1: once, always). */
  readonly runouts: 1 | 2 | 3;
  /** H12 (hold'em cash): what everyone antes in a bomb pot the table calls between hands; 0: no bomb pots. */
  readonly bombPot: number;
  /** H12: the first hand is a bomb pot too (only with a bomb pot ante). */
  readonly bombPotFirst: boolean;
  /** H14 (hold'em cash): the 7-2 bounty each other player pays; 0: none. */
  readonly bounty72: number;
}

/** A tournament night as the New game screen sets it up; prices in the currency's main unit, like `buyInPrice`. */
export interface TournamentNight {
  readonly breakEvery: number;
  readonly breakMinutes: number;
  readonly rebuy: { readonly on: boolean; readonly price: number; readonly chips: number; readonly untilLevel: number };
  readonly addOn: { readonly on: boolean; readonly price: number; readonly chips: number; readonly atLevel: number };
  /** 0: no late entry. */
  readonly lateEntryUntil: number;
  /** Names of the players who will arrive late (T19). */
  readonly latePlayers: readonly string[];
  readonly payouts: readonly PayoutRow[];
  /** Cents prizes are rounded down to (T12). */
  readonly roundTo: number;
}

export type OptionKey = keyof SetupOptions;

export interface TableSetup {
  /** With `choice`: the first game named in it (the night's config.profile), or any while none is. */
  readonly profile: ProfileId;
  /** In seat order, clockwise. */
  readonly players: readonly string[];
  readonly mode: SetupMode;
  readonly dealer: FirstDealer;
  /** With `choice`, only the night's own: its chips, buy-in and length (NIGHT_READS); each game's stakes are its own. */
  readonly options: SetupOptions;
  /** A dealer's-choice night (section C); absent for a night of one game. */
  readonly choice?: ChoiceSetup;
}

/** Dealer's choice as the setup builds it: the games the table allows, in its order, each game's own options (its stakes). */
export interface ChoiceSetup {
  readonly games: readonly ProfileId[];
  readonly per: 'deal' | 'orbit';
  /** Every allowed game's options, chosen or not, so that leaving a game out and taking it back loses nothing. */
  readonly stakes: Readonly<Partial<Record<ProfileId, SetupOptions>>>;
}

/** C1: how many games a dealer's-choice night allows. */
export const CHOICE_GAMES = { min: MIN_CHOICE_GAMES, max: MAX_CHOICE_GAMES } as const;

/** A dealer's-choice night's own options: a cash game's chips, buy-in and length, the same for every game (C: the stacks carry over). */
export const NIGHT_READS = ['startingChips', 'buyInPrice', 'currency', 'sessionKind', 'sessionCount'] as const satisfies readonly OptionKey[];

/** How many may sit down: D1, B2 (decision: 2–9), S1, F1, holdem 2–10, plo 2–10 (M1), plo5 2–9 (M10). */
export const playerRange: Readonly<Record<ProfileId, { readonly min: number; readonly max: number }>> = {
  draw5: { min: 2, max: 6 },
  brasileiro: { min: 2, max: 9 },
  baseball: { min: 2, max: 6 },
  fechado: { min: 2, max: 8 },
  holdem: { min: 2, max: 10 },
  plo: { min: 2, max: 10 },
  plo5: { min: 2, max: 9 }, // M10
};

/** What hold'em reads that Omaha does not (M3, M7): H4's raise option, the straddle (H11), the bomb pot (H12) and the 7-2 bounty (H14). */
const HOLDEM_OWN: readonly OptionKey[] = ['minRaise', 'straddle', 'bombPot', 'bombPotFirst', 'bounty72'];

/** T7: what a tournament reads in place of a cash game's forced bets and session length. */
const TOURNAMENT_READS = ['tournament', 'levelBy', 'levelEvery', 'levels', 'chipSet', 'night'] as const satisfies readonly OptionKey[];

/** The options each profile reads (the others are kept but ignored). */
export function profileReads(profile: ProfileId, options: SetupOptions): readonly OptionKey[] {
  const session: OptionKey[] = options.sessionKind === 'open' ? ['sessionKind'] : ['sessionKind', 'sessionCount'];
  // A tournament's posts and limits rise with its levels (tournament/levels.ts), and it lasts until one player is left.
  const cash = !options.tournament;
  const money = ['buyInPrice', 'currency'] as const;
  switch (profile) {
    case 'draw5':
      return cash ? ['startingChips', 'tournament', 'ante', 'chipSet', ...session] : ['startingChips', ...money, ...TOURNAMENT_READS];
    case 'brasileiro':
      return [
        'startingChips',
        ...money,
        'tournament',
        ...(cash ? (['escuro'] as const) : []),
        'escuroRebuy',
        'doubleFactor',
        'cheirosinha',
        ...(cash ? (['chipSet', ...session] as const) : TOURNAMENT_READS),
      ];
    case 'baseball':
      return ['ante', 'betUnit', 'raiseCap', ...session];
    case 'fechado':
      return [
        'startingChips',
        ...money,
        'tournament',
        'escuroChain',
        ...(cash ? ([options.escuroChain === 0 ? 'ante' : 'escuro'] as const) : []),
        'limit',
        ...(cash && options.limit === 'spread' ? (['minBet', 'maxBet'] as const) : []),
        'openers',
        'fourCards',
        'fullDeck',
        ...(cash ? (['chipSet', ...session] as const) : TOURNAMENT_READS),
      ];
    case 'holdem':
      return options.tournament
        ? ['startingChips', 'tournament', ...money, 'levelBy', 'levelEvery', 'levels', 'bigBlindAnte', 'minRaise', 'chipSet', 'night']
        : ['startingChips', ...money, 'tournament', 'smallBlind', 'bigBlind', 'ante', 'bigBlindAnte', 'minRaise', 'straddle', 'runouts', 'bombPot', ...(options.bombPot > 0 ? (['bombPotFirst'] as const) : []), 'bounty72', 'chipSet', ...session];
    case 'plo':
    case 'plo5':
      // M3: hold'em's blinds and levels; M4 fixes the betting; M7: of the house options, only running the board more than once.
      return profileReads('holdem', options).filter((key) => !HOLDEM_OWN.includes(key));
  }
}

// ---------------------------------------------------------------------------------------------
// Problems

/** Where a problem shows: the player list, one player's name, an option, or one blind level. */
type ProblemField =
  | { readonly kind: 'players' }
  /** A dealer's-choice night's list of games. */
  | { readonly kind: 'games' }
  | { readonly kind: 'player'; readonly player: number }
  | { readonly kind: 'dealer' }
  /** `game`: in a dealer's-choice night, the game whose stakes hold the option (absent: the night's own). */
  | { readonly kind: 'option'; readonly key: OptionKey; readonly game?: ProfileId }
  | { readonly kind: 'level'; readonly level: number };

export type Problem = { readonly field: ProblemField } & (
  | { readonly code: 'tooFewPlayers'; readonly min: number }
  | { readonly code: 'tooManyPlayers'; readonly max: number }
  /** Dealer's choice: fewer games allowed than a choice needs. */
  | { readonly code: 'tooFewGames'; readonly min: number }
  | { readonly code: 'emptyName' }
  | { readonly code: 'nameTooLong'; readonly max: number }
  | { readonly code: 'duplicateName'; readonly name: string }
  | { readonly code: 'dealerNotSeated' }
  /** A whole number of chips (or hands) is needed, at least `min`. */
  | { readonly code: 'notWhole'; readonly min: number }
  /** G18: more chips (baseball: units) than one amount may be; T9: a level longer than the longest. */
  | { readonly code: 'aboveLimit'; readonly max: number; readonly unit: 'chips' | 'units' | 'minutes' | 'hands' }
  | { readonly code: 'notAmount' }
  /** G18: a price above the limit, `max` cents of `currency`. */
  | { readonly code: 'priceAboveLimit'; readonly max: number; readonly currency: string }
  | { readonly code: 'noChips' }
  | { readonly code: 'anteAboveStack'; readonly ante: number; readonly stack: number }
  | { readonly code: 'blindAboveStack'; readonly blind: number; readonly stack: number }
  | { readonly code: 'smallBlindAboveBig'; readonly small: number; readonly big: number }
  /** A tournament level's big blind must be above its small blind (schedule.ts). */
  | { readonly code: 'bigNotAboveSmall'; readonly small: number; readonly big: number }
  /** H9: a level lower than the one before, or the same again. */
  | { readonly code: 'notRising' }
  | { readonly code: 'minAboveMax'; readonly min: number; readonly max: number }
  | { readonly code: 'escuroAboveStack'; readonly post: number; readonly stack: number }
  | { readonly code: 'noLevels' }
  /** T1: the chip set chosen is not usable (chips.ts says why). */
  | { readonly code: 'badChipSet' }
  /** T9–T19: a part of the tournament night that cannot work: its payouts, rebuys, add-on, late entry or breaks (prices in `currency`). */
  | { readonly code: 'badNight'; readonly part: NightPart; readonly currency: string }
);

type NightPart = 'payouts' | 'rebuy' | 'addOn' | 'lateEntry' | 'breaks' | 'roundTo';

export type ProblemCode = Problem['code'];

const isWhole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/** Everything that keeps this table from starting; empty when it can start. */
export function validateSetup(setup: TableSetup): Problem[] {
  if (setup.choice) return choiceProblems(setup, setup.choice);
  return [...playerProblems(setup), ...dealerProblems(setup), ...optionProblems(setup.profile, setup.options, setup.players.length)];
}

/** One game of a dealer's-choice night as a table of its own: its stakes, the night's chips, buy-in and length. */
function gameTable(setup: TableSetup, game: ProfileId): TableSetup {
  const night = Object.fromEntries(NIGHT_READS.map((key) => [key, setup.options[key]]));
  // A game the setup kept no stakes for plays at the night's options.
  return { profile: game, players: setup.players, mode: setup.mode, dealer: setup.dealer, options: { ...(setup.choice?.stakes[game] ?? setup.options), ...night, tournament: false } };
}

/**
 * A dealer's-choice night can start when it allows at least two games and every one of them could
 * start alone with these players and its stakes: each problem said once, a game's option at its
 * game's field.
 */
function choiceProblems(setup: TableSetup, choice: ChoiceSetup): Problem[] {
  const problems: Problem[] = choice.games.length < CHOICE_GAMES.min ? [{ field: { kind: 'games' }, code: 'tooFewGames', min: CHOICE_GAMES.min }] : [];
  const seen = new Set<string>();
  for (const game of choice.games) {
    for (const problem of validateSetup(gameTable(setup, game))) {
      const { field } = problem;
      const placed: Problem = field.kind === 'option' && !(NIGHT_READS as readonly OptionKey[]).includes(field.key) ? { ...problem, field: { ...field, game } } : problem;
      const key = JSON.stringify(placed);
      if (!seen.has(key)) problems.push(placed);
      seen.add(key);
    }
  }
  return problems;
}

function playerProblems({ profile, players }: TableSetup): Problem[] {
  const problems: Problem[] = [];
  const { min, max } = playerRange[profile];
  if (players.length < min) problems.push({ field: { kind: 'players' }, code: 'tooFewPlayers', min });
  if (players.length > max) problems.push({ field: { kind: 'players' }, code: 'tooManyPlayers', max });
  players.forEach((raw, player) => {
    const field = { kind: 'player', player } as const;
    // Each name against the ones before it: the second "Ana" is the one said twice.
    const code = nameProblem(raw, players.slice(0, player));
    if (code === 'emptyName') problems.push({ field, code });
    else if (code === 'nameTooLong') problems.push({ field, code, max: MAX_NAME_LENGTH });
    else if (code === 'duplicateName') problems.push({ field, code, name: cleanName(raw) });
  });
  return problems;
}

function dealerProblems({ dealer, players }: TableSetup): Problem[] {
  if (dealer.kind !== 'seat' || (Number.isInteger(dealer.seat) && dealer.seat >= 0 && dealer.seat < players.length)) return [];
  return [{ field: { kind: 'dealer' }, code: 'dealerNotSeated' }];
}

/** The smallest value of each numeric option (chips can be 0 only where nothing forces a post). */
const minimum: Partial<Record<OptionKey, number>> = {
  startingChips: 1,
  ante: 0,
  smallBlind: 1,
  bigBlind: 1,
  minBet: 1,
  maxBet: 1,
  betUnit: 1,
  raiseCap: 0,
  doubleFactor: 1,
  escuro: 1,
  sessionCount: 1,
  bombPot: 0,
  bounty72: 0,
};

/** G18: the options that are amounts of chips (baseball's are units), each at most one amount's limit. */
const AMOUNTS: ReadonlySet<OptionKey> = new Set(['startingChips', 'ante', 'smallBlind', 'bigBlind', 'minBet', 'maxBet', 'betUnit', 'escuro', 'bombPot', 'bounty72']);

function optionProblems(profile: ProfileId, o: SetupOptions, players: number): Problem[] {
  const reads = new Set(profileReads(profile, o));
  const problems: Problem[] = [];
  const at = (key: OptionKey) => ({ kind: 'option', key }) as const;
  // Numbers first; the checks between two options only compare numbers that are fine alone.
  const fine = new Set<OptionKey>();
  for (const [key, least] of Object.entries(minimum) as [OptionKey, number][]) {
    if (!reads.has(key)) continue;
    // S3: baseball's units split exactly only when every post is at least a whole unit.
    const min = profile === 'baseball' && key === 'ante' ? 1 : least;
    const value = o[key] as number;
    const units = profile === 'baseball';
    const max = AMOUNTS.has(key) ? (units ? MAX_UNITS : MAX_CHIPS) : Number.MAX_SAFE_INTEGER;
    if (!isWhole(value, min)) problems.push(key === 'startingChips' && value === 0 ? { field: at(key), code: 'noChips' } : { field: at(key), code: 'notWhole', min });
    else if (value > max) problems.push({ field: at(key), code: 'aboveLimit', max, unit: units ? 'units' : 'chips' });
    else fine.add(key);
  }
  const ok = (key: OptionKey) => fine.has(key);

  if (reads.has('buyInPrice') && !(Number.isFinite(o.buyInPrice) && o.buyInPrice >= 0)) {
    problems.push({ field: at('buyInPrice'), code: 'notAmount' });
  } else if (reads.has('buyInPrice') && !isPrice(o.buyInPrice, o.currency)) {
    problems.push({ field: at('buyInPrice'), code: 'priceAboveLimit', max: MAX_PRICE_CENTS, currency: o.currency });
  }
  const stack = o.startingChips;
  const stackOk = ok('startingChips');
  if (stackOk && ok('ante') && o.ante > stack) problems.push({ field: at('ante'), code: 'anteAboveStack', ante: o.ante, stack });
  if (ok('smallBlind') && ok('bigBlind') && o.smallBlind > o.bigBlind) {
    problems.push({ field: at('smallBlind'), code: 'smallBlindAboveBig', small: o.smallBlind, big: o.bigBlind });
  }
  if (stackOk && ok('bigBlind') && o.bigBlind > stack) problems.push({ field: at('bigBlind'), code: 'blindAboveStack', blind: o.bigBlind, stack });
  if (stackOk && ok('bombPot') && o.bombPot > stack) problems.push({ field: at('bombPot'), code: 'anteAboveStack', ante: o.bombPot, stack });
  if (ok('minBet') && ok('maxBet') && o.minBet > o.maxBet) problems.push({ field: at('minBet'), code: 'minAboveMax', min: o.minBet, max: o.maxBet });
  if (stackOk && ok('escuro')) {
    // B4: the escuro buyer posts twice the dealer's post. F13: posts of 1, 2, 4 (, 8) times it; at a
    // table smaller than the chain everyone posts (fechado.ts).
    const post = o.escuro * (profile === 'fechado' ? 2 ** (Math.min(o.escuroChain, Math.max(players, 1)) - 1) : 2);
    if (post > stack) problems.push({ field: at('escuro'), code: 'escuroAboveStack', post, stack });
  }
  if (reads.has('levels')) problems.push(...levelProblems(profile, o, stackOk ? stack : null));
  if (reads.has('chipSet') && o.chipSet && chipSetProblems(o.chipSet).length > 0) problems.push({ field: at('chipSet'), code: 'badChipSet' });
  if (reads.has('night')) problems.push(...nightProblems(o.night, o.currency).map((part): Problem => ({ field: at('night'), code: 'badNight', part, currency: o.currency })));
  return problems;
}

/** T9–T19: the parts of a tournament night that cannot work as set (prices in `currency`, each within G18's limits). */
function nightProblems(night: TournamentNight, currency: string): NightPart[] {
  const parts: NightPart[] = [];
  if (payoutProblems(night.payouts).length > 0) parts.push('payouts');
  const { rebuy, addOn } = night;
  const sold = (price: number, chips: number) => isPrice(price, currency) && isWholeIn(chips, 1, MAX_CHIPS);
  if (rebuy.on && !(sold(rebuy.price, rebuy.chips) && isWhole(rebuy.untilLevel, 1))) parts.push('rebuy');
  if (addOn.on && !(sold(addOn.price, addOn.chips) && isWhole(addOn.atLevel, 1))) parts.push('addOn');
  if (!isWhole(night.lateEntryUntil, 0)) parts.push('lateEntry');
  if (!isWhole(night.breakEvery, 0) || !isWhole(night.breakMinutes, night.breakEvery > 0 ? 1 : 0)) parts.push('breaks');
  if (!isWhole(night.roundTo, 1)) parts.push('roundTo');
  return parts;
}

/** H9, T7, T9: the tournament's schedule and breaks, checked by schedule.ts (its one model), each problem placed on its field. */
function levelProblems(profile: ProfileId, o: SetupOptions, stack: number | null): Problem[] {
  const terms = levelTerms(profile, o);
  const schedule = { levels: levelsFor(terms, o.levels), every: o.levelBy === 'hands' ? { hands: o.levelEvery } : { minutes: o.levelEvery }, ...breaksOf(o.night) };
  return scheduleProblems(schedule, terms, stack ?? undefined).map(setupProblem);
}

/** T9: the schedule's breaks, when the night has any. */
const breaksOf = (night: TournamentNight | null): Pick<LevelSchedule, 'breaks'> =>
  night && night.breakEvery > 0 ? { breaks: { every: night.breakEvery, minutes: night.breakMinutes } } : {};

function setupProblem(problem: ScheduleProblem): Problem {
  switch (problem.code) {
    case 'noLevels':
      return { field: { kind: 'option', key: 'levels' }, code: 'noLevels' };
    case 'badEvery':
      return { field: { kind: 'option', key: 'levelEvery' }, code: 'notWhole', min: 1 };
    case 'everyAboveLimit':
      return { field: { kind: 'option', key: 'levelEvery' }, code: 'aboveLimit', max: problem.max, unit: problem.unit };
    case 'breakAboveLimit':
      // The breaks have no price to say: no currency.
      return { field: { kind: 'option', key: 'night' }, code: 'badNight', part: 'breaks', currency: '' };
    case 'notWhole':
      return { field: { kind: 'level', level: problem.level }, code: 'notWhole', min: problem.min };
    case 'bigNotAboveSmall':
      return { field: { kind: 'level', level: problem.level }, code: 'bigNotAboveSmall', small: problem.small, big: problem.big };
    case 'minAboveMax':
      return { field: { kind: 'level', level: problem.level }, code: 'minAboveMax', min: problem.min, max: problem.max };
    case 'notRising':
      return { field: { kind: 'level', level: problem.level }, code: 'notRising' };
    case 'blindAboveStack':
      return { field: { kind: 'level', level: problem.level }, code: 'blindAboveStack', blind: problem.blind, stack: problem.stack };
  }
}

// ---------------------------------------------------------------------------------------------
// The engine's config

/** Options the setup produces that the engine does not read (yet): named here so their readers find them. */
interface PendingOptions {
  /** B13 / cash games: what one buy-in of `chips` costs, for the money settlement at the end. */
  readonly buyIn?: { readonly price: number; readonly currency: string; readonly chips: number };
}

type SetupGameOptions = GameOptions & PendingOptions;

/** Hold'em: the setup keeps one ante per level, paid by everyone or, as a big-blind ante, by the big blind for the table. */
function anteBy(level: Level, bigBlindAnte: boolean): Level {
  const { ante, ...blinds } = level;
  if (!ante) return blinds;
  return bigBlindAnte ? { ...blinds, bigBlindAnte: ante } : { ...blinds, ante };
}

/** T7: the tournament's levels as the engine plays them, in the terms of the game's variant. */
function engineLevels(profile: ProfileId, o: SetupOptions): Level[] {
  const terms = levelTerms(profile, o);
  const levels = levelsFor(terms, o.levels);
  return terms.sideAnte ? levels.map((level) => anteBy(level, o.bigBlindAnte)) : levels;
}

/**
 * T2: what a player may owe at once in each deal of the first two levels — a cash game's one set
 * of posts — for his starting chips to post from his own stack (chips.ts startingStacks).
 */
export function firstPosts(profile: ProfileId, o: SetupOptions): FirstPosts {
  const reads = new Set<OptionKey>(profileReads(profile, o));
  const { smallBlind, bigBlind, ante, bigBlindAnte, escuro } = gameOptions(profile, o);
  const levels = reads.has('levels') ? engineLevels(profile, o).slice(0, 2) : [{ smallBlind, bigBlind, ante, bigBlindAnte, escuro }];
  return levels.flatMap((level) => dealPosts(levelTerms(profile, o), level));
}

function gameOptions(profile: ProfileId, o: SetupOptions): SetupGameOptions {
  switch (profile) {
    case 'draw5':
      return { ante: o.ante };
    case 'baseball':
      return { ante: o.ante, betting: { kind: 'fixed', unit: o.betUnit, cap: o.raiseCap } };
    case 'brasileiro':
      // G9, B9: every new brasileiro table asks an uncontested winner to show only a bonus hand.
      return { betting: { kind: 'double', factor: o.doubleFactor }, cheirosinha: o.cheirosinha, escuro: o.escuro, escuroRebuy: o.escuroRebuy, showToClaim: true };
    case 'fechado':
      return {
        // F13: the escuro chain replaces the pingos.
        ...(o.escuroChain === 0 ? { ante: o.ante } : { ante: 0, escuroPosters: o.escuroChain, escuro: o.escuro }),
        betting: o.limit === 'spread' ? { kind: 'spread', min: o.minBet, max: o.maxBet } : { kind: 'no-limit' },
        fullDeck: o.fullDeck,
        freeOpening: o.openers === 'free',
        exchangeFour: o.fourCards,
      };
    case 'holdem': {
      // H11–H14 in a cash game; O7: every new hold'em table watches its all-in run-outs; H7: and shows its winners by itself.
      const house: GameOptions = o.tournament
        ? {}
        : {
            ...(o.straddle !== 'off' ? { straddle: o.straddle } : {}),
            ...(o.runouts > 1 ? { runouts: o.runouts as 2 | 3 } : {}),
            ...(o.bombPot > 0 ? { bombPot: o.bombPot, ...(o.bombPotFirst ? { bombPotFirst: true } : {}) } : {}),
            ...(o.bounty72 > 0 ? { bounty72: o.bounty72 } : {}),
          };
      const blinds = anteBy({ smallBlind: o.smallBlind, bigBlind: o.bigBlind, ante: o.ante }, o.bigBlindAnte);
      return { minRaise: o.minRaise, ...(o.tournament ? {} : blinds), ...house, watchRunout: true, showWinners: true };
    }
    case 'plo':
    case 'plo5': {
      // M7: a cash game may run the board more than once (H13); O7 and H7 as in hold'em.
      const blinds = anteBy({ smallBlind: o.smallBlind, bigBlind: o.bigBlind, ante: o.ante }, o.bigBlindAnte);
      return { ...(o.tournament ? {} : blinds), ...(!o.tournament && o.runouts > 1 ? { runouts: o.runouts as 2 | 3 } : {}), watchRunout: true, showWinners: true };
    }
  }
}

/** The SessionConfig of a valid setup (check `validateSetup` first), dealt first by `firstDealer`. */
export function sessionConfig(setup: TableSetup, firstDealer: Seat): SessionConfig {
  if (setup.choice) return choiceConfig(setup, setup.choice, firstDealer);
  const { profile, options: o } = setup;
  const reads = new Set(profileReads(profile, o));
  // S2: baseball keeps a record of units that starts at zero and may go negative.
  const stack = reads.has('startingChips') ? o.startingChips : 0;
  const levels = reads.has('levels') ? engineLevels(profile, o) : null;
  const options: SetupGameOptions = {
    ...gameOptions(profile, o),
    // T7: a tournament's first hand is dealt at its first level.
    ...(levels ? levelOptions(levelTerms(profile, o), levels[0]) : {}),
    // A tournament's money is its own (T10), never chips worth money (B13).
    ...(reads.has('buyInPrice') && o.buyInPrice > 0 && !reads.has('night') ? { buyIn: { price: o.buyInPrice, currency: o.currency, chips: stack } } : {}),
    // S9: 0 = no limit in pots (baseball's default of 8 applies only when absent).
    ...(reads.has('sessionKind') ? { sessionPots: o.sessionKind === 'pots' ? o.sessionCount : 0 } : {}),
  };
  const night = reads.has('night') ? o.night : null;
  const late = new Set(night && night.lateEntryUntil > 0 ? night.latePlayers.map(nameKey) : []);
  return {
    profile,
    players: setup.players.map((name) => ({ name: cleanName(name), stack, ...(late.has(nameKey(name)) ? { late: true } : {}) })),
    firstDealer,
    dealing: setup.mode === 'ledger' ? 'ledger' : 'deck',
    options,
    ...(reads.has('sessionCount') && o.sessionKind === 'hands' ? { hands: o.sessionCount } : {}),
    ...(levels
      ? {
          schedule: {
            levels,
            every: o.levelBy === 'hands' ? { hands: o.levelEvery } : { minutes: o.levelEvery },
            ...breaksOf(night),
          },
        }
      : {}),
    ...(night ? { tournament: tournamentTerms(o.buyInPrice, o.currency, night) } : {}),
    ...(reads.has('chipSet') && o.chipSet ? { chipSet: o.chipSet.chips } : {}),
  };
}

/**
 * A dealer's-choice night (section C): each game's config as if it were played alone, its profile,
 * options and dealing kept as the game's stakes; the night is the first game's config (so what reads
 * config.profile before the first deal still has a game) with the list of games.
 */
function choiceConfig(setup: TableSetup, choice: ChoiceSetup, firstDealer: Seat): SessionConfig {
  const first = sessionConfig(gameTable(setup, choice.games[0]), firstDealer);
  return { ...first, choice: { games: choice.games.map((game) => choiceGame(setup, game)), per: choice.per } };
}

/** One game of a dealer's-choice setup as the night plays it: its profile, its stakes as the engine reads them, its dealing. */
export function choiceGame(setup: TableSetup, game: ProfileId): ChoiceGame {
  const { profile, options, dealing } = sessionConfig(gameTable(setup, game), 0);
  return { profile, ...(options ? { options } : {}), ...(dealing ? { dealing } : {}) };
}

/** T10–T19: the engine's terms of a night set up in the currency's main unit. */
function tournamentTerms(buyIn: number, currency: string, night: TournamentNight): TournamentTerms {
  const cents = (amount: number) => Math.round(amount * 10 ** minorDigits(currency));
  return {
    currency,
    buyIn: cents(buyIn),
    ...(night.rebuy.on ? { rebuy: { price: cents(night.rebuy.price), chips: night.rebuy.chips, untilLevel: night.rebuy.untilLevel } } : {}),
    ...(night.addOn.on ? { addOn: { price: cents(night.addOn.price), chips: night.addOn.chips, atLevel: night.addOn.atLevel } } : {}),
    ...(night.lateEntryUntil > 0 ? { lateEntryUntil: night.lateEntryUntil } : {}),
    payouts: night.payouts,
    roundTo: night.roundTo,
  };
}

// ---------------------------------------------------------------------------------------------
// The first dealer

export interface DealerDraw {
  /** Each round of the draw: the card each drawing player turned; later rounds only among ties. */
  readonly rounds: readonly (readonly { readonly seat: Seat; readonly card: Card }[])[];
  readonly dealer: Seat;
}

/** The deck the table plays with (F1: stripped by players unless the full deck is agreed). */
function tableDeck(setup: TableSetup): Card[] {
  const players = setup.players.length;
  // C7: a dealer's-choice night draws its first dealer as its first game would.
  if (setup.choice) return tableDeck(gameTable(setup, setup.choice.games[0] ?? setup.profile));
  if (setup.profile === 'fechado' && !setup.options.fullDeck) return deck(strippedDeckLowest('fechado', players));
  if (setup.profile === 'brasileiro') return deck(strippedDeckLowest('brasileiro', players));
  return deck();
}

/**
 * F3 on the table's deck (highCardDealer draws; this shuffles). A deck that runs out before a
 * tie is broken — rare even on a stripped deck — is shuffled anew and the draw starts over.
 */
export function drawForDealer(setup: TableSetup, source: RandomSource): DealerDraw {
  for (;;) {
    const { dealer, rounds } = highCardDealer(shuffle(tableDeck(setup), source), setup.players.length);
    if (dealer !== null) {
      return { dealer, rounds: rounds.map((round) => round.flatMap((card, seat) => (card === null ? [] : [{ seat, card }]))) };
    }
  }
}

/**
 * The first dealer of a setup: the chosen seat, the F3 draw (its cards shown by the caller), or a
 * uniform draw among the players (D2, S3).
 */
export function chooseDealer(setup: TableSetup, source: RandomSource): { readonly dealer: Seat; readonly draw: DealerDraw | null } {
  switch (setup.dealer.kind) {
    case 'seat':
      return { dealer: setup.dealer.seat, draw: null };
    case 'highCard': {
      const draw = drawForDealer(setup, source);
      return { dealer: draw.dealer, draw };
    }
    case 'random':
      return { dealer: uniformBelow(source, setup.players.length), draw: null };
  }
}
