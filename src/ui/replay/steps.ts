// A finished hand, action by action, as the table saw it: each step is the engine's own state after
// that action, seen through view(state, 'table') — the public view, so a
// card never shown (a folded hand, a mucked one, a seat's closed cards) is never in a step (G11).
import { apply, newHand, view, type HandState, type HandView } from '../../engine/index.ts';
import { line } from '../components/hand-log.tsx';
import { tb } from '../book/messages.ts';

export interface Step {
  readonly view: HandView;
  /** What the action of this step was, in words. */
  readonly caption: string;
}

export function replaySteps(hand: HandState): Step[] {
  // One pass through the log, each step's state the one before with its action applied (as the
  // engine's replay goes), rather than the log replayed from the start for every step.
  let state = newHand(hand.config);
  const steps: Step[] = [{ view: view(state, 'table'), caption: tb('replay.start') }];
  hand.log.forEach((action, index) => {
    const applied = apply(state, action);
    if (!applied.ok) throw new Error(`the hand's own log was refused at ${index}: ${applied.error.code}`);
    state = applied.state;
    const seen = view(state, 'table');
    const event = seen.record[index];
    const said = line(seen, event, index);
    const to = event.type === 'deal' && event.to !== 'board' ? seen.seats[event.to].name : '';
    steps.push({ view: seen, caption: said ?? tb('replay.dealt', { name: to }) });
  });
  return steps;
}
