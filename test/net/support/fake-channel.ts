// A pair of in-memory Channels, one phone's end and the other's, delivering on demand so a test
// decides what arrives, in which order, and what is lost: `flush()` delivers everything held,
// `hold` keeps messages back (then `deliver` picks which), `drop` loses the next ones.
// Each end has the certificate fingerprints a data channel would (N4): the host's the same on
// every pair by default (its phone keeps one certificate), each guest's new on every pair.
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
  constructor(readonly fingerprints: { readonly local: string; readonly remote: string }) {}
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

/** The host phone's certificate fingerprint on a pair made without one. */
export const HOST_FINGERPRINT = 'AA:AA:AA:AA';
let guests = 0;

/** `fingerprints.host`: the certificate the host end presents (another phone posing as a host has its own). */
export function channelPair(fingerprints: { readonly host?: string; readonly guest?: string } = {}): Pair {
  const hostPrint = fingerprints.host ?? HOST_FINGERPRINT;
  const guestPrint = fingerprints.guest ?? `GG:${(++guests).toString(16).padStart(4, '0')}`;
  const host = new FakeEnd({ local: hostPrint, remote: guestPrint });
  const guest = new FakeEnd({ local: guestPrint, remote: hostPrint });
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
