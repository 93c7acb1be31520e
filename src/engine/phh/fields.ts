/**
 * The PHH fields Mesa knows, in the order it writes them (the standard's table order, with
 * `ante_trimming_status` beside the forced bets it qualifies, as the published files do).
 * `actions` and the variant-dependent requirements are handled by the reader itself.
 */
export type FieldKind =
  | 'string'
  | 'integer'
  | 'amount'
  | 'boolean'
  | 'local-time'
  | 'string-or-integer'
  | 'amounts'
  | 'integers'
  | 'strings';

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  /** One element per player, in PHH order. */
  readonly perPlayer?: boolean;
  /** The standard writes an unknown stack or an unlimited clock as `inf`. */
  readonly infinite?: boolean;
}

export const FIELDS: readonly FieldSpec[] = [
  { name: 'variant', kind: 'string' },
  { name: 'ante_trimming_status', kind: 'boolean' },
  { name: 'antes', kind: 'amounts', perPlayer: true },
  { name: 'blinds_or_straddles', kind: 'amounts', perPlayer: true },
  { name: 'min_bet', kind: 'amount' },
  { name: 'starting_stacks', kind: 'amounts', perPlayer: true, infinite: true },
  { name: 'actions', kind: 'strings' },
  { name: 'author', kind: 'string' },
  { name: 'event', kind: 'string' },
  { name: 'url', kind: 'string' },
  { name: 'venue', kind: 'string' },
  { name: 'address', kind: 'string' },
  { name: 'city', kind: 'string' },
  { name: 'region', kind: 'string' },
  { name: 'postal_code', kind: 'string' },
  { name: 'country', kind: 'string' },
  { name: 'time', kind: 'local-time' },
  { name: 'time_zone', kind: 'string' },
  { name: 'time_zone_abbreviation', kind: 'string' },
  { name: 'day', kind: 'integer' },
  { name: 'month', kind: 'integer' },
  { name: 'year', kind: 'integer' },
  { name: 'hand', kind: 'string-or-integer' },
  { name: 'level', kind: 'integer' },
  { name: 'seats', kind: 'integers', perPlayer: true },
  { name: 'seat_count', kind: 'integer' },
  { name: 'table', kind: 'string-or-integer' },
  { name: 'players', kind: 'strings', perPlayer: true },
  { name: 'finishing_stacks', kind: 'amounts', perPlayer: true },
  { name: 'winnings', kind: 'amounts', perPlayer: true },
  { name: 'currency', kind: 'string' },
  { name: 'currency_symbol', kind: 'string' },
  { name: 'time_limit', kind: 'amount', infinite: true },
  { name: 'time_banks', kind: 'amounts', perPlayer: true },
];

/** Fields each variant must have (besides `variant`). */
export const REQUIRED_FIELDS: Record<string, readonly string[]> = {
  NT: ['antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'],
  PO: ['antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'],
  _MESA_DRAW5: ['antes', 'min_bet', 'starting_stacks', 'actions'],
  _MESA_BASEBALL: ['antes', 'min_bet', 'starting_stacks', 'actions'],
  _MESA_FECHADO: ['antes', 'min_bet', 'starting_stacks', 'actions'],
  _MESA_BRASILEIRO: ['antes', 'min_bet', 'starting_stacks', 'actions'],
  _MESA_PLO5: ['antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions'],
};

/** Standard fields of the fixed-limit and stud structures: a no-limit hand that has them is mislabelled. */
export const FIXED_LIMIT_FIELDS: readonly string[] = ['bring_in', 'small_bet', 'big_bet'];
