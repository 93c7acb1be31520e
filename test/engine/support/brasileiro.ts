/** Helpers for brasileiro tests: tables, stacked stripped decks, re-buy decisions, sessions. */
import {
  applySession,
  evaluate,
  getProfile,
  newHand,
  parseCards,
  rankOf,
  type Action,
  type Card,
  type GameOptions,
  type HandConfig,
  type HandState,
  type SessionAction,
  type SessionState,
} from '../../../src/engine/index.ts';
import { play, seats } from './table.ts';

export const table = (stacks: number[], dealer = 0, options: GameOptions = {}, more: Partial<HandConfig> = {}): HandConfig => ({
  profile: 'brasileiro',
  seats: seats(...stacks),
  dealer,
  options,
  ...more,
});

/**
 * A deck order for this config that deals `hands[k]` to the k-th seat in dealing order (from the
 * dealer's right, one card at a time; seats beyond `hands` get a high-card hand), then `next`
 * (the stock), then the rest of the stripped deck.
 */
export function brasileiroDeck(config: HandConfig, hands: readonly string[], next = ''): Card[] {
  const cards = getProfile('brasileiro').deck(config);
  const fixed = [...hands.flatMap((h) => parseCards(h)), ...parseCards(next)];
  if (fixed.some((c) => !cards.includes(c)) || new Set(fixed).size !== fixed.length) throw new Error('stacked cards must be distinct cards of this deck');
  const free = cards.filter((c) => !fixed.includes(c));
  const players = config.seats.filter((s) => !s.out && s.stack > 0).length;
  const rules = getProfile('brasileiro').ranking(config);
  // Seats not given a hand get a high-card hand from the free cards (so no bonus, B9, by accident).
  const junk = (): Card[] => {
    const hand: Card[] = [];
    for (const c of free) {
      if (hand.length === 5) break;
      if (hand.some((h) => rankOf(h) === rankOf(c))) continue;
      if (hand.length === 4 && evaluate([...hand, c], rules).category !== 'high-card') continue;
      hand.push(c);
    }
    for (const c of hand) free.splice(free.indexOf(c), 1);
    return hand;
  };
  const parsed = Array.from({ length: players }, (_, k) => (k < hands.length ? parseCards(hands[k]) : junk()));
  const order: Card[] = [];
  for (let round = 0; round < 5; round++) for (const hand of parsed) order.push(hand[round]);
  order.push(...parseCards(next));
  return [...order, ...free];
}

export const rebuy = (seat: number, accept = true): Action => ({ type: 'rebuy', seat, accept });
export const stand = (seat: number): Action => ({ type: 'draw', seat, discard: [] });

/** Decline every re-buy still offered (B5), then shuffle: the hand waits for the exchange. */
export function dealtBr(config: HandConfig, deckOrder: readonly Card[], ...before: Action[]): HandState {
  let state = play(newHand(config), ...before);
  while (state.pending.kind === 'decide') state = play(state, rebuy(state.pending.seat, false));
  return play(state, { type: 'shuffle', deck: deckOrder });
}

export function run(session: SessionState, ...actions: (SessionAction | Action)[]): SessionState {
  for (const action of actions) {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    session = result.state;
  }
  return session;
}
