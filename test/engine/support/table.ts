/** Small helpers to write hands as the rule book tells them. */
import {
  apply,
  deck,
  newHand,
  parseCards,
  type Action,
  type Card,
  type HandConfig,
  type HandState,
  type Refusal,
} from '../../../src/engine/index.ts';

export const seats = (...stacks: number[]) => stacks.map((stack, i) => ({ name: 'ABCDEFGHIJ'[i], stack }));

/**
 * A deck order that deals `hands[k]` to the k-th seat in dealing order (one card at a time, D2),
 * followed by `next` (the stock, or the board), then every other card.
 */
export function stackedDeck(hands: readonly string[], next = ''): Card[] {
  const parsed = hands.map((h) => parseCards(h));
  const order: Card[] = [];
  for (let round = 0; round < parsed[0].length; round++) for (const hand of parsed) order.push(hand[round]);
  order.push(...parseCards(next));
  return [...order, ...deck().filter((c) => !order.includes(c))];
}

/** Apply actions one after another; throws on the first refusal. */
export function play(state: HandState, ...actions: Action[]): HandState {
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code} ${result.error.message}`);
    state = result.state;
  }
  return state;
}

/** The refusal of an action that must be refused (and the state must not change). */
export function refusal(state: HandState, action: Action): Refusal {
  const before = JSON.stringify(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a refusal changed the state');
  return result.error;
}

export function dealt(config: HandConfig, deckOrder: readonly Card[] = deck()): HandState {
  return play(newHand(config), { type: 'shuffle', deck: deckOrder });
}

export const stacks = (state: HandState) => state.seats.map((s) => s.stack);

export const fold = (seat: number): Action => ({ type: 'fold', seat });
export const check = (seat: number): Action => ({ type: 'check', seat });
export const call = (seat: number): Action => ({ type: 'call', seat });
export const bet = (seat: number, to: number): Action => ({ type: 'bet', seat, to });
export const raise = (seat: number, to: number): Action => ({ type: 'raise', seat, to });
export const draw = (seat: number, cards = ''): Action => ({ type: 'draw', seat, discard: parseCards(cards) });

/** Whoever is to bet checks, round after round, while the hand waits for a bet. */
export function checkDown(state: HandState): HandState {
  while (state.pending.kind === 'bet') state = play(state, check(state.pending.seat));
  return state;
}

/** Every hand the showdown waits for is shown, in turn. */
export function showAll(state: HandState): HandState {
  while (state.pending.kind === 'show') state = play(state, { type: 'show', seat: state.pending.seat });
  return state;
}
