/**
 * The end of a hand as its screen says it: the order the hands are shown in (D13, H7) and the
 * ranking the hand was played by (G5 stripped decks, S1 wild cards), with which the screen names
 * each shown hand in its language. Public: no card in it.
 */
import type { RankingRules } from '../evaluate/rules.ts';
import { getProfile } from '../profiles/registry.ts';
import { showingOrder } from '../showdown.ts';
import type { HandState, Seat } from '../types.ts';

export interface ShowdownPart {
  /** D13, H7: the live seats in the order they show (the last aggressor first). */
  readonly order: readonly Seat[];
  readonly rules: RankingRules;
}

/** The showdown of a finished hand; null while it is played. */
export function showdownPart(hand: HandState | null): ShowdownPart | null {
  if (!hand?.result) return null;
  const profile = getProfile(hand.config.profile);
  return { order: showingOrder(hand, profile), rules: profile.ranking(hand.config) };
}
