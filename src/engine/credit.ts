/**
 * Credit (S2): in a profile that keeps balances in record units, a balance may go negative, so a
 * seat may always post, call, bet and raise in full: nobody is ever all-in and there are no side
 * pots. Everywhere else a seat can put in at most its stack (D3).
 */
import type { ResolvedConfig } from './types.ts';

/** What a seat with this stack can still put in. */
export const headroom = (config: ResolvedConfig, stack: number): number => (config.credit ? Infinity : stack);

/** Whether a seat left with this stack is all-in. */
export const isAllIn = (config: ResolvedConfig, stack: number): boolean => !config.credit && stack === 0;

/** Whether a seat with this balance can be dealt in (credit: always; otherwise it needs chips). */
export const canPlay = (credit: boolean | undefined, stack: number): boolean => credit === true || stack > 0;
