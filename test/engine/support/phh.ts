// Hand histories in tests: a hand written out, read back and replayed from the record alone.
import { expect } from 'vitest';
import { formatPhh, parsePhh, replayPhh, type HandState, type PhhHand } from '../../../src/engine/index.ts';

export function reimported(hand: PhhHand): HandState {
  const outcome = replayPhh(parsePhh(formatPhh(hand)));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  expect(outcome.checked).toBe(true);
  return outcome.state;
}
