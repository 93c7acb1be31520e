import { parse as parseToml, TomlDate } from 'smol-toml';
import { actionError, PhhError } from './errors.ts';
import { FIELDS, FIXED_LIMIT_FIELDS, REQUIRED_FIELDS, type FieldKind, type FieldSpec } from './fields.ts';
import { PHH_VARIANTS, type PhhHand, type PhhVariant } from './hand.ts';
import { onHoldemTable } from './holdem.ts';
import { NotationError, parsePhhAction } from './notation.ts';

export interface PhhParseOptions {
  /** Called for fields the standard does not define (the standard says: ignore them, may warn). */
  onWarning?: (message: string) => void;
}

const SPECS = new Map(FIELDS.map((f) => [f.name, f]));

const isAmount = (v: unknown): v is number => typeof v === 'number' && v >= 0 && Number.isFinite(v);
const isInteger = (v: unknown): v is number => Number.isInteger(v);

const SCALAR_CHECKS: Record<string, [(v: unknown) => boolean, string]> = {
  string: [(v) => typeof v === 'string', 'a string'],
  integer: [isInteger, 'an integer'],
  amount: [isAmount, 'a non-negative number'],
  boolean: [(v) => typeof v === 'boolean', 'true or false'],
  'local-time': [(v) => v instanceof TomlDate && v.isTime(), 'a TOML local time (20:15:00)'],
  'string-or-integer': [(v) => typeof v === 'string' || isInteger(v), 'a string or an integer'],
};

const ARRAY_ELEMENTS: Record<string, FieldKind> = { amounts: 'amount', integers: 'integer', strings: 'string' };

function checkValue(spec: FieldSpec, value: unknown): unknown {
  const element = ARRAY_ELEMENTS[spec.kind];
  if (element === undefined) {
    const [ok, what] = SCALAR_CHECKS[spec.kind];
    if (!ok(value) && !(spec.infinite && value === Infinity)) throw new PhhError(`${spec.name}: expected ${what}, got ${describe(value)}`, spec.name);
    return value instanceof TomlDate ? value.toISOString() : value;
  }
  const [finiteOk, what] = SCALAR_CHECKS[element];
  const ok = spec.infinite ? (v: unknown) => v === Infinity || finiteOk(v) : finiteOk;
  if (!Array.isArray(value)) throw new PhhError(`${spec.name}: expected an array (each element ${what}), got ${describe(value)}`, spec.name);
  value.forEach((v, i) => {
    // A per-player entry is named by its player, as the actions name him (p1 is the first).
    const entry = spec.perPlayer ? `${spec.name} of p${i + 1}` : `${spec.name}[${i}]`;
    if (!ok(v)) throw new PhhError(`${entry}: expected ${what}, got ${describe(v)}`, spec.name);
  });
  return value;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'object' && value !== null) return 'a table';
  return String(value);
}

function checkVariant(value: unknown): PhhVariant {
  if (value === undefined) throw new PhhError('variant: missing (required)', 'variant');
  if (typeof value !== 'string') throw new PhhError(`variant: expected a string, got ${describe(value)}`, 'variant');
  if (!Object.hasOwn(PHH_VARIANTS, value)) {
    const known = Object.keys(PHH_VARIANTS).join(', ');
    throw new PhhError(`variant: Mesa does not play "${value}" (it reads ${known})`, 'variant');
  }
  return value as PhhVariant;
}

/**
 * Reads a .phh text into a checked PhhHand, or throws a PhhError that names the field (or the
 * action, by index and text) and says what is wrong. It checks the format, not the play: whether
 * the actions are legal is for the engine to say when the hand is replayed.
 */
export function parsePhh(text: string, options: PhhParseOptions = {}): PhhHand {
  return readHand(parseTomlText(text), options);
}

/**
 * Reads a .phhs text, several hands in one file (FORMAT.md): each top-level table `[1]`, `[2]`, …
 * is one hand, read as parsePhh reads a file. A PhhError names the hand it is about.
 */
export function parsePhhs(text: string, options: PhhParseOptions = {}): PhhHand[] {
  return Object.entries(parseTomlText(text)).map(([name, table]) => {
    if (typeof table !== 'object' || table === null || Array.isArray(table) || table instanceof TomlDate) {
      throw new PhhError(`${name}: expected a table holding one hand`, name);
    }
    try {
      return readHand(table as Record<string, unknown>, options);
    } catch (e) {
      if (e instanceof PhhError) throw new PhhError(`[${name}] ${e.message}`, e.field, e.actionIndex);
      throw e;
    }
  });
}

function parseTomlText(text: string): Record<string, unknown> {
  try {
    return parseToml(text);
  } catch (e) {
    throw new PhhError(`not valid TOML: ${(e as Error).message}`);
  }
}

function readHand(table: Record<string, unknown>, options: PhhParseOptions): PhhHand {
  const variant = checkVariant(table.variant);
  const hand: Record<string, unknown> = { variant };
  const userDefined: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(table)) {
    if (name === 'variant') continue;
    const spec = SPECS.get(name);
    if (spec) hand[name] = checkValue(spec, value);
    else if (name.startsWith('_')) userDefined[name] = value;
    else if (FIXED_LIMIT_FIELDS.includes(name)) {
      throw new PhhError(`${name}: not a field of ${variant}, which is ${variant === 'PO' || variant === '_MESA_PLO5' ? 'pot-limit' : 'no-limit'} (it uses min_bet)`, name);
    } else options.onWarning?.(`${name}: not a PHH field; ignored`);
  }
  if (Object.keys(userDefined).length > 0) hand.user_defined = userDefined;

  for (const name of REQUIRED_FIELDS[variant]) {
    if (hand[name] === undefined) throw new PhhError(`${name}: missing (required for ${variant})`, name);
  }

  const stacks = hand.starting_stacks as number[];
  const players = stacks.length;
  if (players < 2) throw new PhhError(`starting_stacks: a hand needs at least 2 players, got ${players}`, 'starting_stacks');
  stacks.forEach((s, i) => {
    if (s <= 0) throw new PhhError(`starting_stacks of p${i + 1}: a stack must be positive, got ${s}`, 'starting_stacks');
  });
  for (const spec of FIELDS) {
    const value = hand[spec.name];
    if (spec.perPlayer && Array.isArray(value) && value.length !== players) {
      throw new PhhError(
        `${spec.name}: expected ${players} values (one per player, as starting_stacks), got ${value.length}`,
        spec.name,
      );
    }
  }
  // The blinds at hold'em's table (NT, PO, PLO5), fechado's escuro posts (F13) and brasileiro's escuro with its re-buys (B4, B5); the other variants have none.
  if (!onHoldemTable(PHH_VARIANTS[variant]) && variant !== '_MESA_FECHADO' && variant !== '_MESA_BRASILEIRO' && (hand.blinds_or_straddles as number[] | undefined)?.some((b) => b > 0)) {
    throw new PhhError(`blinds_or_straddles: ${variant} has no blinds (leave the field out or all zeros)`, 'blinds_or_straddles');
  }
  if ((hand.min_bet as number) <= 0) throw new PhhError(`min_bet: must be positive, got ${hand.min_bet}`, 'min_bet');

  hand.actions = (hand.actions as string[]).map((a, i) => {
    try {
      return parsePhhAction(a, players);
    } catch (e) {
      if (e instanceof NotationError) throw actionError(i, a, e.message);
      throw e;
    }
  });
  return hand as unknown as PhhHand;
}
