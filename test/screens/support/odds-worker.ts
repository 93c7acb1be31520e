// The odds worker (src/ui/odds/odds.worker.ts) as happy-dom can run it: the same engine call
// (`equity`) answering the same messages, in a task of its own after the request as a worker's
// reply comes, instead of on a thread. Installed as the global `Worker` by setup.ts.
import { equity } from '../../../src/engine/index.ts';
import type { OddsReply, OddsRequest } from '../../../src/ui/odds/odds-client.ts';

export class OddsWorker {
  onmessage: ((event: MessageEvent<OddsReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private terminated = false;

  constructor(url: URL | string) {
    if (!String(url).includes('odds.worker')) throw new Error(`test/screens has no worker for ${String(url)}`);
  }

  postMessage({ id, situation }: OddsRequest): void {
    setTimeout(() => {
      if (this.terminated) return;
      let reply: OddsReply;
      try {
        reply = { id, odds: equity(situation) };
      } catch (error) {
        reply = { id, error: String(error) };
      }
      this.onmessage?.(new MessageEvent('message', { data: reply }));
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}
