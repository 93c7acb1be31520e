import type { PhhAction } from './notation.ts';

/**
 * The variants Mesa reads and writes. `NT` is the standard's no-limit Texas hold'em and `PO` its
 * pot-limit Omaha (PokerKit's `PotLimitOmahaHoldem`, RULES.md M9), and `_MESA_PLO5` the same with
 * five cards each (M10), which the standard has no code for; PHH has no
 * code for high-hand five-card draw with an ante and no blinds, so Mesa defines one (FORMAT.md).
 */
export const PHH_VARIANTS = {
  NT: 'holdem',
  PO: 'plo',
  _MESA_DRAW5: 'draw5',
  _MESA_BASEBALL: 'baseball',
  _MESA_FECHADO: 'fechado',
  _MESA_BRASILEIRO: 'brasileiro',
  _MESA_PLO5: 'plo5',
} as const;

export type PhhVariant = keyof typeof PHH_VARIANTS;

/**
 * One hand history. Property names are the PHH field names verbatim, so that this type, the
 * files and FORMAT.md read the same. Per-player arrays are in PHH order: index 0 is `p1`.
 */
export interface PhhHand {
  variant: PhhVariant;
  antes: number[];
  /** Required for NT and PO; draw5 has no blinds (absent, or all zeros). */
  blinds_or_straddles?: number[];
  min_bet: number;
  /** `Infinity` where the recorder wrote `inf` (an unknown stack). */
  starting_stacks: number[];
  actions: PhhAction[];
  ante_trimming_status?: boolean;
  author?: string;
  event?: string;
  url?: string;
  venue?: string;
  address?: string;
  city?: string;
  region?: string;
  postal_code?: string;
  country?: string;
  /** A TOML local time, kept as its text ("20:15:00.000"). */
  time?: string;
  time_zone?: string;
  time_zone_abbreviation?: string;
  day?: number;
  month?: number;
  year?: number;
  hand?: string | number;
  level?: number;
  seats?: number[];
  seat_count?: number;
  table?: string | number;
  players?: string[];
  finishing_stacks?: number[];
  winnings?: number[];
  currency?: string;
  currency_symbol?: string;
  time_limit?: number;
  time_banks?: number[];
  /** Fields whose names start with `_` (user-defined in the standard), kept as read. */
  user_defined?: Record<string, unknown>;
}
