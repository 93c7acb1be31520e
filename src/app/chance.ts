// Chance is an action too, so a game's log replays exactly (README, "How it is built"): when a
// hand waits for a shuffle or a reshuffle, the app draws the order from a cryptographic source and
// records it like any tap.
import { cryptoSource, legalActions, shuffle, type RandomSource, type SessionAction, type SessionState } from '../engine/index.ts';

let source: RandomSource = cryptoSource();

/** Tests stack the deck with a seeded source; the app never calls this. */
export function useRandomSource(next: RandomSource): void {
  source = next;
}

/** The chance action the session waits for now, drawn; null when it waits for a person. */
export function chanceAction(state: SessionState): SessionAction | null {
  const hand = state.hand;
  if (!hand) return null;
  if (hand.pending.kind !== 'shuffle' && hand.pending.kind !== 'reshuffle') return null;
  const [legal] = legalActions(hand).actions;
  if (legal?.type === 'shuffle') return { type: 'shuffle', deck: shuffle(legal.cards, source) };
  if (legal?.type === 'reshuffle') return { type: 'reshuffle', order: shuffle(legal.cards, source) };
  return null;
}
