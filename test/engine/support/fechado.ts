/** Helpers for fechado tests: stacked stripped decks and sessions played deal by deal. */
import {
  applySession,
  getProfile,
  parseCards,
  type Action,
  type Card,
  type HandConfig,
  type SessionAction,
  type SessionState,
} from '../../../src/engine/index.ts';

/**
 * A deck order for this config that deals `hands[k]` to the k-th seat in dealing order (one card
 * at a time), then `next`, then every other card of the game's (stripped) deck.
 */
export function fechadoDeck(config: HandConfig, hands: readonly string[], next = ''): Card[] {
  const parsed = hands.map((h) => parseCards(h));
  const order: Card[] = [];
  for (let round = 0; round < parsed[0].length; round++) for (const hand of parsed) order.push(hand[round]);
  order.push(...parseCards(next));
  const rest = getProfile('fechado').deck(config).filter((c) => !order.includes(c));
  if (order.length + rest.length !== getProfile('fechado').deck(config).length) throw new Error('a stacked card is not in this deck');
  return [...order, ...rest];
}

export function run(session: SessionState, ...actions: (SessionAction | Action)[]): SessionState {
  for (const action of actions) {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    session = result.state;
  }
  return session;
}
