/**
 * A finished hand, action by action, as the table saw it (the replayer): each step is the engine's
 * own state after that action seen through the table's view, with whose turn it was and the pot,
 * so a card never shown (a folded hand, a mucked one, a seat's closed cards) is in no step (G11).
 */
import { apply, newHand } from '../game.ts';
import { completedHands } from '../played.ts';
import type { SessionAction, SessionConfig } from '../session.ts';
import type { HandState } from '../types.ts';
import { view, type HandView } from '../hand-view.ts';
import { potPart, type PotPart } from './pot-part.ts';
import { handTurn, type TurnPart } from './turn-part.ts';

export interface HandStep {
  readonly view: HandView;
  readonly turn: TurnPart;
  readonly pot: PotPart;
}

const stepOf = (state: HandState): HandStep => {
  const seen = view(state, 'table');
  return { view: seen, turn: handTurn(state), pot: potPart(seen) };
};

/** The hand before its first action, then after each one. */
export function handSteps(hand: HandState): HandStep[] {
  // One pass through the log, each step's state the one before with its action applied (as the
  // engine's replay goes), rather than the log replayed from the start for every step.
  let state = newHand(hand.config);
  const steps = [stepOf(state)];
  hand.log.forEach((action, index) => {
    const applied = apply(state, action);
    if (!applied.ok) throw new Error(`the hand's own log was refused at ${index}: ${applied.error.code}`);
    state = applied.state;
    steps.push(stepOf(state));
  });
  return steps;
}

/** The steps of a stored game's hand `number` (from 1); null when the game has no such finished hand. */
export function replayedHand(config: SessionConfig, log: readonly SessionAction[], number: number): HandStep[] | null {
  const played = completedHands(config, log).hands.find((h) => h.number === number);
  return played ? handSteps(played.hand) : null;
}
