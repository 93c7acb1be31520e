// A pair of in-memory Channels, one phone's end and the other's, delivering on demand so a test
// decides what arrives, in which order, and what is lost: `flush()` delivers everything held,
// `hold` keeps messages back (then `deliver` picks which), `drop` loses the next ones.
import type { Channel } from '../../../src/net/channel.ts';

interface End extends Channel {
  /** Every text this end received, in the order it was handed over (dropped ones excluded). */
  readonly received: string[];
  readonly closed: boolean;
}

interface Wire {
  /** Texts sent towards the other end, not yet delivered. */
  readonly queue: string[];
}

class FakeEnd implements End {
  onmessage: ((text: string) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly received: string[] = [];
  closed = false;
  other!: FakeEnd;
  readonly out: Wire = { queue: [] };
  /** How many of the next sent texts are lost on the way. */
  dropping = 0;

  send(text: string): void {
    if (this.closed) return;
    if (this.dropping > 0) {
      this.dropping--;
      return;
    }
    this.out.queue.push(text);
  }

  /** As an RTCDataChannel's: what this end sent before is still delivered; what the other end had not delivered is lost. */
  close(): void {
    if (this.closed) return;
    for (const text of this.out.queue.splice(0)) this.other.hand(text);
    this.closed = true;
    this.other.closed = true;
    this.other.out.queue.length = 0;
    this.onclose?.();
    this.other.onclose?.();
  }

  hand(text: string): void {
    if (this.closed) return;
    this.received.push(text);
    this.onmessage?.(text);
  }
}

export interface Pair {
  readonly host: End;
  readonly guest: End;
  /** Delivers everything sent so far both ways, and what that provokes, until the wire is quiet. */
  flush(): void;
  /** The texts sent from `from` and not delivered yet. */
  waiting(from: 'host' | 'guest'): readonly string[];
  /** Delivers the waiting texts from `from` at these positions, in this order, and forgets the others. */
  deliver(from: 'host' | 'guest', order: readonly number[]): void;
  /** The next `count` texts sent from `from` are lost. */
  drop(from: 'host' | 'guest', count: number): void;
}

export function channelPair(): Pair {
  const host = new FakeEnd();
  const guest = new FakeEnd();
  host.other = guest;
  guest.other = host;
  const end = (from: 'host' | 'guest') => (from === 'host' ? host : guest);
  const flush = () => {
    for (let rounds = 0; host.out.queue.length + guest.out.queue.length > 0; rounds++) {
      if (rounds > 10_000) throw new Error('the two ends never stop talking');
      for (const from of [host, guest]) {
        const texts = from.out.queue.splice(0);
        for (const text of texts) from.other.hand(text);
      }
    }
  };
  return {
    host,
    guest,
    flush,
    waiting: (from) => [...end(from).out.queue],
    deliver: (from, order) => {
      const sender = end(from);
      const texts = sender.out.queue.splice(0);
      for (const i of order) sender.other.hand(texts[i]);
    },
    drop: (from, count) => (end(from).dropping = count),
  };
}
