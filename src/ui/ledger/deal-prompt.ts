/**
 * What the dealer of a chip-ledger table (G12) must do with the real cards now: the deal streets
 * the last action moved the hand through ("Deal 5 cards to each player", "Deal the flop"), and the
 * replacements owed after an exchange recorded as a count. Worked out from the hand alone: the
 * hand before its last action (a replay of a few dozen actions) against the hand now.
 */
import { getProfile, replay, type HandState, type Seat } from '../../engine/index.ts';
import { boardBefore } from '../../engine/runout.ts';

export type DealPrompt =
  | { readonly kind: 'seats'; readonly faces: readonly ('closed' | 'open')[]; readonly direction: 1 | -1 }
  | { readonly kind: 'board'; readonly count: number; readonly before: number }
  /** B5: the escuro's re-buys are decided before anyone sees a card. */
  | { readonly kind: 'not-yet' }
  | { readonly kind: 'exchange'; readonly seat: Seat; readonly count: number }
  /** H13: the rest of the board, run this many times, one run after the other. */
  | { readonly kind: 'runs'; readonly times: number };

/** The hand before its last action, or null at the start of the hand. */
function previous(hand: HandState): HandState | null {
  if (hand.log.length === 0) return null;
  const before = replay(hand.config, hand.log.slice(0, -1));
  return before.ok ? before.state : null;
}

/** How many board cards the real table has turned so far (of the run being dealt): the board streets the hand has reached. */
export const boardDealt = (hand: HandState): number => boardBefore(getProfile(hand.config.profile), hand.street + 1);

export function dealPrompts(hand: HandState): DealPrompt[] {
  const profile = getProfile(hand.config.profile);
  const before = previous(hand);
  const prompts: DealPrompt[] = [];
  const last = hand.log[hand.log.length - 1];
  if (last?.type === 'draw') {
    const count = typeof last.discard === 'number' ? last.discard : last.discard.length;
    prompts.push({ kind: 'exchange', seat: last.seat, count });
  }
  // The ledger never knows the board: which board cards these are follows from the street list.
  let board = 0;
  const first = before ? before.street + 1 : 0;
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
