// The opened app as a guest phone at a table another phone hosts, with no WebRTC: the host is
// test/net/support/hosted.ts's HostTable over a real engine session, and the pipe between them a
// fake channel pair (test/net/support/fake-channel.ts) that delivers on its own until the page
// closes. The guest's side is the app's own module instance (the one its screens read), handed
// the pipe as peer.ts would once the host scanned the answer.
import { afterEach } from 'vitest';
import type { SessionConfig } from '../../../src/engine/index.ts';
import { hosted, holdem, type Hosted } from '../../net/support/hosted.ts';
import { channelPair, type Pair } from '../../net/support/fake-channel.ts';

export interface GuestAtTable {
  readonly host: Hosted;
  readonly pair: Pair;
}

let pumps: ReturnType<typeof setInterval>[] = [];

afterEach(() => {
  for (const pump of pumps) clearInterval(pump);
  pumps = [];
});

/** The app's guest joined to a new host (by default Ana, Bia, Caio at hold'em, no hand dealt yet), its messages flowing; the phone still chooses its seat. */
export async function guestAtTable(config: SessionConfig = holdem): Promise<GuestAtTable> {
  const host = hosted(config);
  const pair = channelPair();
  host.host.connect(pair.host);
  // After openApp: the module instance the app's screens use.
  const { guestChannel } = await import('../../../src/app/network-guest.ts');
  guestChannel(pair.guest);
  pumps.push(setInterval(() => pair.flush(), 5));
  return { host, pair };
}
