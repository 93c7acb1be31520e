/**
 * Hold'em's house options in PHH (FORMAT.md, RULES.md H11–H14). A straddle (H11) is a post of
 * the standard's `blinds_or_straddles`; a bomb pot's antes (H12) are the standard's `antes`. What
 * the standard has no field for goes in user-defined fields: that the hand is a bomb pot (no
 * betting before the flop), how many times the board was run (H13; PokerKit's "runout count"),
 * whose boards the actions deal one run after the other, that the winners showed by themselves
 * (H7's `showWinners`), so that the file's shows replay in the order they were made, and the 7-2
 * bounty paid after the pots (H14), which the hand's play and its `finishing_stacks` leave out.
 * Read back, the bounty is not paid again: the hand replays as the pots left it.
 */
import type { HandConfig, HandState, ProfileId } from '../types.ts';
import { runTimes } from '../runout.ts';
import { straddleOf } from '../profiles/straddle.ts';
import { PhhError } from './errors.ts';

/** The games played at hold'em's table (M3, M10), whose posts and house options are written as NT's. */
export const onHoldemTable = (profile: ProfileId): boolean => profile === 'holdem' || profile === 'plo' || profile === 'plo5';

const HOLDEM_FIELDS = {
  /** H12: true in a bomb pot. */
  bombPot: '_mesa_bomb_pot',
  /** H13: how many times the board was run, 2 or 3 (absent: once). */
  runouts: '_mesa_runout_count',
  /** H7: true when the hands that win a pot were turned up before the beaten ones were asked. */
  showWinners: '_mesa_show_winners',
  /** H14: per player, the 7-2 bounty received (+) or paid (−) after the pots; absent when none was paid. */
  bounty: '_mesa_bounty_72',
} as const;

/** H11: the blinds and the straddle the hand's log records, per seat. */
export function holdemBlinds(state: HandState): number[] {
  const straddle = straddleOf(state);
  return state.config.blinds.map((post, seat) => (seat === straddle?.seat ? post + straddle.amount : post));
}

/** The user-defined fields of a hold'em hand (only those it needs); `perPlayer` puts per-seat values in PHH's player order. */
export function holdemFields(state: HandState, perPlayer: (values: readonly number[]) => number[]): Record<string, unknown> {
  const bounty = state.result?.bonus;
  return {
    ...(state.config.mode === 'bomb' ? { [HOLDEM_FIELDS.bombPot]: true } : {}),
    ...(runTimes(state) > 1 ? { [HOLDEM_FIELDS.runouts]: runTimes(state) } : {}),
    ...(state.config.options.showWinners ? { [HOLDEM_FIELDS.showWinners]: true } : {}),
    ...(bounty ? { [HOLDEM_FIELDS.bounty]: perPlayer(bounty) } : {}),
  };
}

/** The config parts and the runs of a hold'em hand, from its user-defined fields. */
export function holdemConfig(user: Readonly<Record<string, unknown>> = {}): { config: Pick<HandConfig, 'mode' | 'options'>; runs: number } {
  const bad = (field: string, what: string): never => {
    throw new PhhError(`${field}: expected ${what}, got ${JSON.stringify(user[field])}`, field);
  };
  const bomb = user[HOLDEM_FIELDS.bombPot];
  if (bomb !== undefined && typeof bomb !== 'boolean') bad(HOLDEM_FIELDS.bombPot, 'true or false');
  const runs = user[HOLDEM_FIELDS.runouts] ?? 1;
  if (runs !== 1 && runs !== 2 && runs !== 3) bad(HOLDEM_FIELDS.runouts, '1, 2 or 3');
  const times = runs as 1 | 2 | 3;
  const winners = user[HOLDEM_FIELDS.showWinners];
  if (winners !== undefined && typeof winners !== 'boolean') bad(HOLDEM_FIELDS.showWinners, 'true or false');
  const options = { ...(times > 1 ? { runouts: times as 2 | 3 } : {}), ...(winners ? { showWinners: true } : {}) };
  return {
    config: { ...(bomb ? { mode: 'bomb' as const } : {}), ...(Object.keys(options).length > 0 ? { options } : {}) },
    runs: times,
  };
}
