// A finished hand, action by action, as the table saw it: the engine's steps (replayedHand: each
// the table's view after that action, so a card never shown is in no step, G11), each with what
// its action was in words.
import type { HandStep } from '../../engine/index.ts';
import { line } from '../components/hand-log.tsx';
import { tb } from '../book/messages.ts';

export interface Step extends HandStep {
  /** What the action of this step was, in words. */
  readonly caption: string;
}

export function replaySteps(steps: readonly HandStep[]): Step[] {
  return steps.map((step, index) => {
    if (index === 0) return { ...step, caption: tb('replay.start') };
    const seen = step.view;
    const event = seen.record[index - 1];
    const said = line(seen, event, index - 1);
    const to = event.type === 'deal' && event.to !== 'board' ? seen.seats[event.to].name : '';
    return { ...step, caption: said ?? tb('replay.dealt', { name: to }) };
  });
}
