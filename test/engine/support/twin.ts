// G11's twin: the same session with the cards one viewer cannot see dealt to one another's places.
// A view that holds no such card, and does not vary with one, is the same for both, byte for byte.
import { applySession, newSession, seededSource, shuffle, type Card, type SessionAction, type SessionState } from '../../../src/engine/index.ts';

/** The cards of the hand in play that `viewer` sees: his own, the open and shown ones, the board and his own discards. */
function seenBy(state: SessionState, viewer: number): Set<Card> {
  const hand = state.hand!;
  const seen = new Set<Card>([...hand.board, ...(hand.runout?.runs.flat() ?? [])]);
  hand.seats.forEach((s, seat) => s.cards.forEach((c, i) => c !== null && (seat === viewer || s.shown || s.up[i]) && seen.add(c)));
  for (const a of hand.log) if (a.type === 'draw' && a.seat === viewer && typeof a.discard !== 'number') a.discard.forEach((c) => seen.add(c));
  return seen;
}

/** The same session, with the cards of the hand in play that `viewer` does not see dealt to one another's places. */
export function dealtOtherwise(state: SessionState, viewer: number, seed: number): SessionState | null {
  const seen = seenBy(state, viewer);
  const start = state.log.map((a) => a.type).lastIndexOf('startHand');
  const hidden = [...new Set(state.log.slice(start).flatMap((a) => (a.type === 'shuffle' ? a.deck : a.type === 'reshuffle' ? a.order : [])))].filter((c) => !seen.has(c));
  const moved = shuffle(hidden, seededSource(seed));
  const to = new Map(hidden.map((c, i) => [c, moved[i]]));
  const swap = (c: Card) => to.get(c) ?? c;
  const log = state.log.map((a, i): SessionAction => {
    if (i < start) return a;
    if (a.type === 'shuffle') return { ...a, deck: a.deck.map(swap) };
    if (a.type === 'reshuffle') return { ...a, order: a.order.map(swap) };
    if (a.type === 'draw' && typeof a.discard !== 'number') return { ...a, discard: a.discard.map(swap) };
    if (a.type === 'show' && a.cards) return { ...a, cards: a.cards.map(swap) };
    return a;
  });
  let other = newSession(state.config);
  for (const action of log) {
    const next = applySession(other, action);
    // A hidden card can decide what a player may do (F5's openers, B11's bonus hands): that deal is not this moment's twin.
    if (!next.ok) return null;
    other = next.state;
  }
  return other;
}

