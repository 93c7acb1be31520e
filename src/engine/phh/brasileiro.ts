/**
 * `_MESA_BRASILEIRO` (FORMAT.md): Poker brasileiro hands in PHH. The standard's fields carry the
 * dealer's post, the escuro and its re-buys (`blinds_or_straddles`: posts made before anyone sees
 * a card, which is what a straddle is), the jacker posts (`antes`), the unit (`min_bet`), the
 * stacks and the actions. What the standard has no field for — the double limit's factor, the
 * cheirosinha and a jacker deal with what its run carries — goes in user-defined fields.
 */
import { initialEscuro } from '../profiles/escuro.ts';
import type { GameOptions, HandConfig, HandState } from '../types.ts';
import { PhhError } from './errors.ts';

/** The user-defined fields of a `_MESA_BRASILEIRO` hand. */
const BRASILEIRO_FIELDS = {
  /** B8: the double limit's factor; absent: 2. */
  factor: '_mesa_double_factor',
  /** B12: `true` when the cheirosinha counts. */
  cheirosinha: '_mesa_cheirosinha',
  /** B10: `true` for a deal of a jacker run. */
  jacker: '_mesa_jacker',
  /** B10: [chips, deals] — what the run's earlier deals left on the table, and how many there were. */
  carried: '_mesa_carried',
  /** G9, B9: `true` when a lone winner is asked to show only for a bonus (tables set up since issue 20). */
  showToClaim: '_mesa_show_to_claim',
} as const;

/** B4, B5: every post made before the deal, re-buys included, per seat. */
export function brasileiroBlinds(state: HandState): number[] {
  const blinds = state.config.blinds.slice();
  let amount = state.escuro ? initialEscuro(state.config).amount : 0;
  for (const action of state.log) {
    if (action.type !== 'rebuy' || !action.accept) continue;
    amount *= 2;
    blinds[action.seat] += amount;
  }
  return blinds;
}

/** The user-defined fields that describe this hand (only those that differ from the defaults). */
export function brasileiroFields(config: HandConfig): Record<string, unknown> {
  const options = config.options ?? {};
  const betting = options.betting ?? { kind: 'double', factor: 2 };
  if (betting.kind !== 'double') throw new PhhError(`brasileiro plays the double limit (B8), not ${betting.kind}`);
  const fields: Record<string, unknown> = {};
  if (betting.factor !== 2) fields[BRASILEIRO_FIELDS.factor] = betting.factor;
  if (options.cheirosinha) fields[BRASILEIRO_FIELDS.cheirosinha] = true;
  if (options.showToClaim) fields[BRASILEIRO_FIELDS.showToClaim] = true;
  if (config.mode === 'jacker') fields[BRASILEIRO_FIELDS.jacker] = true;
  if (config.carried) fields[BRASILEIRO_FIELDS.carried] = [config.carried.chips, config.carried.deals];
  return fields;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The options, mode and carried chips of a `_MESA_BRASILEIRO` hand. `min_bet` is the unit (B4:
 * the dealer's post), which also sets the bonuses (B9); the re-buys are in the blinds already,
 * so the engine offers none.
 */
export function brasileiroConfig(user: Readonly<Record<string, unknown>> = {}, minBet: number): Pick<HandConfig, 'options' | 'mode' | 'carried'> {
  const bad = (field: string, what: string): never => {
    throw new PhhError(`${field}: expected ${what}, got ${JSON.stringify(user[field])}`, field);
  };
  const flag = (field: string): boolean => {
    const v = user[field];
    return v === undefined ? false : typeof v === 'boolean' ? v : bad(field, 'true or false');
  };
  const factor = user[BRASILEIRO_FIELDS.factor] ?? 2;
  if (!(isCount(factor) && factor >= 1)) bad(BRASILEIRO_FIELDS.factor, 'a whole factor of at least 1');
  const carried = user[BRASILEIRO_FIELDS.carried];
  if (carried !== undefined && !(Array.isArray(carried) && carried.length === 2 && carried.every(isCount))) {
    bad(BRASILEIRO_FIELDS.carried, '[chips, deals], two whole numbers');
  }
  const options: GameOptions = {
    betting: { kind: 'double', factor: factor as number },
    escuro: minBet,
    escuroRebuy: false,
    ...(flag(BRASILEIRO_FIELDS.cheirosinha) ? { cheirosinha: true } : {}),
    ...(flag(BRASILEIRO_FIELDS.showToClaim) ? { showToClaim: true } : {}),
  };
  const pair = carried as [number, number] | undefined;
  return {
    options,
    ...(flag(BRASILEIRO_FIELDS.jacker) ? { mode: 'jacker' as const } : {}),
    ...(pair ? { carried: { chips: pair[0], deals: pair[1] } } : {}),
  };
}
