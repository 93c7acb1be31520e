// The odds worker (O9): counts boards and deals away from the screen, one situation per message.
// Vite bundles it, with the evaluator and the odds module, into a chunk of its own that loads
// only when a table first needs odds.
import { equity } from '../../engine/index.ts';
import type { OddsReply, OddsRequest } from './odds-client.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<OddsRequest>) => void) | null; postMessage(reply: OddsReply): void };

scope.onmessage = ({ data: { id, situation } }) => {
  try {
    scope.postMessage({ id, odds: equity(situation) });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
