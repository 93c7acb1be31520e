// Chance is an action too, so a game's log replays exactly (README, "How it is built"): when a
// hand waits for a shuffle or a reshuffle, the engine draws the order (engine/step.ts) from the
// source this module gives it, a cryptographic one, and the app records it like any tap. N9: a
// hand dealt on several phones draws from the source the phones made together instead, its
// shuffle and every reshuffle, and the next hand goes back.
import { chanceFrom, cryptoSource, type RandomSource, type SessionAction, type SessionState } from '../engine/index.ts';

let source: RandomSource = cryptoSource();
/** N9: the shared source and the number of the hand it is for, until that hand's shuffle takes it. */
let next: { readonly hand: number; readonly source: RandomSource } | null = null;
/** The source of the hand in play: its reshuffles draw from what its shuffle drew from. */
let inPlay: RandomSource = source;

/** Tests stack the deck with a seeded source; the app never calls this. */
export function useRandomSource(given: RandomSource): void {
  source = inPlay = given;
}

/**
 * N9: hand number `hand` (the table view's `session.handNumber` once it is dealt) is shuffled, and
 * reshuffled, from `shared`; set before its `startHand`. A hand with another number ignores it.
 */
export function useHandSource(hand: number, shared: RandomSource): void {
  next = { hand, source: shared };
}

/** The source the chance `waiting` waits for draws from (the engine's ChanceSource): a shuffle picks the hand's, a reshuffle keeps it. */
export function chanceSource(waiting: SessionState): RandomSource {
  if (waiting.hand?.pending.kind === 'shuffle') {
    inPlay = next?.hand === waiting.history.length + 1 ? next.source : source;
    next = null;
  }
  return inPlay;
}

/** The chance action the session waits for now, drawn; null when it waits for a person. */
export function chanceAction(state: SessionState): SessionAction | null {
  return state.hand ? chanceFrom(state.hand, chanceSource(state)) : null;
}
