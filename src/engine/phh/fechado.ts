/**
 * `_MESA_FECHADO` (FORMAT.md): Poker fechado hands in PHH. The standard's fields carry the
 * pingos (`antes`), the escuro's chain of posts (`blinds_or_straddles`), the smallest bet or
 * raise (`min_bet`), the stacks and the actions. What the standard has no field for — the table
 * options a hand depends on and the chips earlier deals left on the table (F7), which also say
 * which openers the deal needs (F12) — goes in user-defined fields (a leading `_`).
 */
import { FECHADO_BETTING } from '../profiles/fechado.ts';
import type { BettingSpec, GameOptions, HandConfig } from '../types.ts';
import { PhhError } from './errors.ts';

/** The user-defined fields of a `_MESA_FECHADO` hand. */
const FECHADO_FIELDS = {
  /** F6: the largest bet or raise (the smallest is `min_bet`); absent: no limit. */
  maxBet: '_mesa_max_bet',
  /** F1: the full 52-card deck instead of the stripped one. */
  fullDeck: '_mesa_full_deck',
  /** F12: anyone may open. */
  freeOpening: '_mesa_free_opening',
  /** F9: "first" when only the first to exchange may take 4 cards. */
  fourCards: '_mesa_four_cards',
  /** F13: the escuro variant with this many posters (3 or 4); the posts are `blinds_or_straddles`. */
  escuro: '_mesa_escuro',
  /** F13, T7: the dealer's post the chain doubles from, when it is not 1 chip. */
  escuroPost: '_mesa_escuro_post',
  /** F7, F12: [chips, deals] — what earlier deals left on the table, and how many deals in a row nobody won. */
  carried: '_mesa_carried',
} as const;

/** The user-defined fields that describe this fechado hand (only those that differ from the defaults). */
export function fechadoFields(config: HandConfig): Record<string, unknown> {
  const options = config.options ?? {};
  const fields: Record<string, unknown> = {};
  const betting = options.betting ?? FECHADO_BETTING;
  if (betting.kind === 'spread') fields[FECHADO_FIELDS.maxBet] = betting.max;
  else if (betting.kind !== 'no-limit') throw new PhhError(`fechado plays a spread limit or no limit, not ${betting.kind}`);
  if (options.fullDeck) fields[FECHADO_FIELDS.fullDeck] = true;
  if (options.freeOpening) fields[FECHADO_FIELDS.freeOpening] = true;
  if (options.exchangeFour === 'first') fields[FECHADO_FIELDS.fourCards] = 'first';
  if (options.escuroPosters !== undefined) fields[FECHADO_FIELDS.escuro] = options.escuroPosters;
  if (options.escuroPosters !== undefined && (options.escuro ?? 1) !== 1) fields[FECHADO_FIELDS.escuroPost] = options.escuro;
  if (config.carried) fields[FECHADO_FIELDS.carried] = [config.carried.chips, config.carried.deals];
  return fields;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The options and carried chips of a `_MESA_FECHADO` hand, from its user-defined fields. */
export function fechadoConfig(user: Readonly<Record<string, unknown>> = {}, minBet: number): Pick<HandConfig, 'options' | 'carried'> {
  const bad = (field: string, what: string): never => {
    throw new PhhError(`${field}: expected ${what}, got ${JSON.stringify(user[field])}`, field);
  };
  const flag = (field: string): boolean => {
    const v = user[field];
    return v === undefined ? false : typeof v === 'boolean' ? v : bad(field, 'true or false');
  };
  const max = user[FECHADO_FIELDS.maxBet];
  if (max !== undefined && !(isCount(max) && max >= minBet)) bad(FECHADO_FIELDS.maxBet, `a whole amount of at least min_bet (${minBet})`);
  const betting: BettingSpec = max === undefined ? { kind: 'no-limit' } : { kind: 'spread', min: minBet, max: max as number };
  const four = user[FECHADO_FIELDS.fourCards];
  if (four !== undefined && four !== 'first') bad(FECHADO_FIELDS.fourCards, '"first"');
  const escuro = user[FECHADO_FIELDS.escuro];
  if (escuro !== undefined && escuro !== 3 && escuro !== 4) bad(FECHADO_FIELDS.escuro, '3 or 4');
  const post = user[FECHADO_FIELDS.escuroPost];
  if (post !== undefined && !(escuro !== undefined && isCount(post) && post >= 1)) bad(FECHADO_FIELDS.escuroPost, `a whole number of chips, 1 or more, with ${FECHADO_FIELDS.escuro}`);
  const carried = user[FECHADO_FIELDS.carried];
  if (carried !== undefined && !(Array.isArray(carried) && carried.length === 2 && carried.every(isCount))) {
    bad(FECHADO_FIELDS.carried, '[chips, deals], two whole numbers');
  }
  const options: GameOptions = {
    betting,
    ...(flag(FECHADO_FIELDS.fullDeck) ? { fullDeck: true } : {}),
    ...(flag(FECHADO_FIELDS.freeOpening) ? { freeOpening: true } : {}),
    ...(four === 'first' ? { exchangeFour: 'first' as const } : {}),
    ...(escuro === 3 || escuro === 4 ? { escuroPosters: escuro } : {}),
    ...(post !== undefined ? { escuro: post as number } : {}),
  };
  const pair = carried as [number, number] | undefined;
  return { options, ...(pair ? { carried: { chips: pair[0], deals: pair[1] } } : {}) };
}
