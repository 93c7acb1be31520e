/**
 * Betting structures: how much a bet or a raise may be. One betting round (round.ts) runs every
 * structure; a structure only answers "from how much to how much", before the player's stack is
 * taken into account (the round clamps to the stack and allows the short all-in, D3).
 *
 * All amounts are "to" amounts: the seat's total bet in the round after the action.
 */
import type { BettingSpec } from '../types.ts';

export interface BetContext {
  /** Highest bet of the round so far (0: nobody has bet). */
  readonly currentBet: number;
  /** Last full bet or raise increment of the round (starts at the round's minimum bet). */
  readonly increment: number;
  /** Full raises after the opening bet in this round. */
  readonly raises: number;
  /** The round's minimum opening bet (D3: 2; H5: the big blind). */
  readonly minBet: number;
  /** The acting seat's bet in this round, and his chips in the pot this hand (antes included). */
  readonly seatBet: number;
  readonly seatCommitted: number;
  /** H4: how a no-limit minimum raise is measured. */
  readonly minRaise: 'increment' | 'lastBet';
  /** Every chip in the pot before this action: posts, bets of earlier rounds and the bets in front of the seats now (M4). */
  readonly pot: number;
}

export interface Bounds {
  readonly min: number;
  /** `Infinity` where only the stack limits (no-limit). */
  readonly max: number;
}

export interface BettingStructure {
  /** Bounds of an opening bet. */
  bet(ctx: BetContext): Bounds;
  /** Bounds of a raise, or null when no raise is allowed any more (a raise cap, S6). */
  raise(ctx: BetContext): Bounds | null;
  /**
   * The smallest raise (added on top of the current bet) that counts as full: a shorter all-in
   * raise does not reopen the action to players who already acted (D10, H6).
   */
  fullRaise(ctx: BetContext): number;
  /** The clause whose limit a bet's maximum is, and its words, for a refusal above it (M4: the pot); absent where the maximum is an agreed amount or none. */
  readonly limit?: { readonly rule: string; readonly words: string };
}

/** D3, D4, H3–H5: bet at least the minimum; a raise adds at least the last full increment. */
const noLimit: BettingStructure = {
  bet: (ctx) => ({ min: ctx.minBet, max: Infinity }),
  raise: (ctx) => ({
    // H4 option "raise by the last bet's size": 100 → 200 → at least 400.
    min: ctx.currentBet + (ctx.minRaise === 'lastBet' ? Math.max(ctx.currentBet, ctx.increment) : ctx.increment),
    max: Infinity,
  }),
  fullRaise: (ctx) => ctx.increment,
};

/**
 * M4: no-limit's minimum, and at most the pot after the call: call first, then raise by the whole
 * pot as it then stands (to currentBet + pot + the call). Never below the minimum (M4 decision: a
 * pot smaller than the least bet, after a short blind, still allows the least bet, as PokerKit).
 */
const potLimit: BettingStructure = {
  bet: (ctx) => {
    const { min } = noLimit.bet(ctx);
    return { min, max: Math.max(min, ctx.pot) };
  },
  raise: (ctx) => {
    const { min } = noLimit.raise(ctx)!;
    return { min, max: Math.max(min, ctx.currentBet + ctx.pot + ctx.currentBet - ctx.seatBet) };
  },
  fullRaise: noLimit.fullRaise,
  limit: { rule: 'M4', words: 'the pot' },
};

/** S6: every bet and raise is one unit; at most `cap` raises after the bet. */
export function fixedLimit(unit: number, cap: number): BettingStructure {
  return {
    bet: () => ({ min: unit, max: unit }),
    raise: (ctx) => (ctx.raises >= cap ? null : { min: ctx.currentBet + unit, max: ctx.currentBet + unit }),
    fullRaise: () => unit,
  };
}

/** F6: each bet or raise adds between `min` and `max`; no cap on the number of raises. */
export function spreadLimit(min: number, max: number): BettingStructure {
  return {
    bet: () => ({ min, max }),
    raise: (ctx) => ({ min: ctx.currentBet + min, max: ctx.currentBet + max }),
    fullRaise: () => min,
  };
}

/**
 * B8: the raiser first covers; his raise then adds at least 1 and at most `factor` times the
 * chips he has in the pot this hand after covering. Escuro 2, nothing in: cover to 2, raise to
 * at most 2 + 2 × 2 = 6; with 2 in facing 6: cover to 6, raise to at most 6 + 2 × 6 = 18.
 * `before`: chips every player already has in from earlier deals (B8 in jacker mode).
 */
export function doubleLimit(factor: number, before = 0): BettingStructure {
  const cap = (ctx: BetContext) => ctx.currentBet + factor * (before + ctx.seatCommitted + ctx.currentBet - ctx.seatBet);
  return {
    bet: (ctx) => ({ min: ctx.minBet, max: cap(ctx) }),
    raise: (ctx) => ({ min: ctx.currentBet + 1, max: cap(ctx) }),
    fullRaise: () => 1,
  };
}

export function bettingStructure(spec: BettingSpec): BettingStructure {
  switch (spec.kind) {
    case 'no-limit':
      return noLimit;
    case 'pot-limit':
      return potLimit;
    case 'fixed':
      return fixedLimit(spec.unit, spec.cap);
    case 'spread':
      return spreadLimit(spec.min, spec.max);
    case 'double':
      return doubleLimit(spec.factor, spec.before);
  }
}
