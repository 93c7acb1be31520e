// A finished hand, action by action, as the table saw it: each step is the engine's own replay of
// the hand's log up to that action, seen through view(state, 'table') — the public view, so a
// card never shown (a folded hand, a mucked one, a seat's closed cards) is never in a step (G11).
import { replay, view, type HandState, type HandView } from '../../engine/index.ts';
import { line } from '../components/hand-log.tsx';
import { tb } from '../book/messages.ts';

export interface Step {
  readonly view: HandView;
  /** What the action of this step was, in words. */
  readonly caption: string;
}

export function replaySteps(hand: HandState): Step[] {
  return Array.from({ length: hand.log.length + 1 }, (_, count) => {
    const replayed = replay(hand.config, hand.log.slice(0, count));
    if (!replayed.ok) throw new Error(`the hand's own log was refused at ${replayed.index}: ${replayed.error.code}`);
    const seen = view(replayed.state, 'table');
    if (count === 0) return { view: seen, caption: tb('replay.start') };
    const event = seen.record[count - 1];
    const said = line(seen, event, count - 1);
    const to = event.type === 'deal' && event.to !== 'board' ? seen.seats[event.to].name : '';
    return { view: seen, caption: said ?? tb('replay.dealt', { name: to }) };
  });
}
