/**
 * G12: what the dealer of a chip-ledger table must do with the real cards now — the deal streets
 * the last entry moved the hand through ("Deal 5 cards to each player", "Deal the flop"), and the
 * replacements owed after an exchange entered as a count. Read from the hand against the hand
 * before its last entry, which the public record of bets keeps already (hand-before.ts): no replay.
 */
import { statesBefore } from './hand-before.ts';
import { profileOf } from './profiles/registry.ts';
import { boardBefore } from './runout.ts';
import type { HandState, Seat } from './types.ts';

export type DealPrompt =
  | { readonly kind: 'seats'; readonly faces: readonly ('closed' | 'open')[]; readonly direction: 1 | -1 }
  /** `before`: the board cards already out, so the table knows which street these are. */
  | { readonly kind: 'board'; readonly count: number; readonly before: number }
  /** B5: the escuro's re-buys are decided before anyone sees a card; H11: so is the straddle. */
  | { readonly kind: 'not-yet' }
  | { readonly kind: 'exchange'; readonly seat: Seat; readonly count: number }
  /** H13: the rest of the board, run this many times, one run after the other. */
  | { readonly kind: 'runs'; readonly times: number };

/** How many board cards the real table has turned so far (of the run being dealt): the board streets the hand has reached. */
export const boardDealt = (hand: HandState): number => boardBefore(profileOf(hand), hand.street + 1);

/** The street the hand was on when its last entry came, or -1 at its start (nothing entered yet). */
function streetBefore(hand: HandState): number {
  if (hand.log.length === 0) return -1;
  return statesBefore(hand)?.[hand.log.length - 1]?.street ?? -1;
}

export function dealPrompts(hand: HandState): DealPrompt[] {
  const profile = profileOf(hand);
  const prompts: DealPrompt[] = [];
  const last = hand.log[hand.log.length - 1];
  if (last?.type === 'draw') {
    const count = typeof last.discard === 'number' ? last.discard : last.discard.length;
    prompts.push({ kind: 'exchange', seat: last.seat, count });
  }
  // The ledger never knows the board: which board cards these are follows from the street list.
  let board = 0;
  const first = streetBefore(hand) + 1;
  for (let i = 0; i <= hand.street && i < profile.streets.length; i++) {
    const street = profile.streets[i];
    if (street.kind !== 'deal') continue;
    if (i < first) board += street.to === 'board' ? street.count : 0;
    else if (street.to === 'seats') prompts.push({ kind: 'seats', faces: street.faces, direction: profile.direction });
    else {
      prompts.push({ kind: 'board', count: street.count, before: board });
      board += street.count;
    }
  }
  // H13: the board streets of every run come at once; the dealer runs them one after the other.
  if (last?.type === 'runIt' && last.times > 1) return [...prompts.filter((p) => p.kind !== 'board'), { kind: 'runs', times: last.times }];
  const now = profile.streets[hand.street];
  if (!hand.result && now?.kind === 'decide') prompts.push({ kind: 'not-yet' });
  return prompts;
}
