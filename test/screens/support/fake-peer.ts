// src/net/peer.ts replaced for the pages opened after `fakePeer()`, so the host's phones panel
// goes through its whole add-a-phone step with no WebRTC: each offer is a made-up join link, and
// the answer pasted under it names the guest phone (`answerFor(name)`) whose pipe then opens — a
// fake channel pair (test/net/support/fake-channel.ts) to a GuestTable of src/net that keeps the
// identity the host gives it, as the phone's own storage would, so it rejoins its seat next time.
import { afterEach, vi } from 'vitest';
import { GuestTable, type Rejoin } from '../../../src/net/guest-table.ts';
import { channelPair } from '../../net/support/fake-channel.ts';

export interface FakeGuest {
  readonly table: GuestTable | null;
  /** What the host said this phone is, kept across its connections. */
  readonly rejoin: Rejoin | null;
}

let pumps: ReturnType<typeof setInterval>[] = [];

afterEach(() => {
  vi.doUnmock('../../../src/net/peer.ts');
  for (const pump of pumps) clearInterval(pump);
  pumps = [];
});

/** The answer text that opens `name`'s pipe (alone, or at the end of a link). */
export const answerFor = (name: string) => `answer-of-${name}`;

/** From now on, the pages opened use the fake peer; returns the guest phones by name as they connect. */
export function fakePeer(): Map<string, FakeGuest> {
  const guests = new Map<string, { table: GuestTable | null; rejoin: Rejoin | null }>();
  let offers = 0;
  const connect = (answer: string) => {
    const name = answer.split('answer-of-').at(-1)!;
    const phone = guests.get(name) ?? { table: null, rejoin: null };
    guests.set(name, phone);
    phone.table?.close();
    const pair = channelPair();
    phone.table = new GuestTable(pair.guest, {
      device: `${name} phone`,
      rejoins: phone.rejoin ? [phone.rejoin] : [],
      now: () => Date.now(),
      onChange: () => {},
      onWelcome: (rejoin) => (phone.rejoin = rejoin),
    });
    pumps.push(setInterval(() => pair.flush(), 5));
    return pair.host;
  };
  vi.doMock('../../../src/net/peer.ts', () => ({
    openOffer: async () => {
      const code = `${location.origin}/#join=offer${++offers}`;
      return { code, accept: async (answer: string) => connect(answer), cancel: () => {} };
    },
  }));
  return guests;
}
