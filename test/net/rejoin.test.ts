// N4 (issue 32, defect 3): a phone proves its secret to the host without sending it, bound to the
// connection's two certificates, and only to the host it joined; another phone posing as that host
// learns nothing it can use, and makes the phone forget nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { GuestTable, type GuestSnapshot, type Rejoin } from '../../src/net/guest-table.ts';
import { readHostMessage } from '../../src/net/messages.ts';
import { channelPair, HOST_FINGERPRINT, type Pair } from './support/fake-channel.ts';
import { hosted, type Hosted } from './support/hosted.ts';

let h: Hosted;

beforeEach(async () => {
  h = hosted();
  await h.act({ type: 'startHand', at: 0 });
});


/** A guest phone holding `rejoins`, on a pipe whose other end is the test's: a phone posing as a host (its own certificate). */
function facingFake(rejoins: readonly Rejoin[]): { pair: Pair; table: GuestTable; snapshots: GuestSnapshot[]; welcomed: Rejoin[] } {
  const pair = channelPair({ host: 'FA:KE:FA:KE' });
  const snapshots: GuestSnapshot[] = [];
  const welcomed: Rejoin[] = [];
  const table = new GuestTable(pair.guest, { device: 'Phone', rejoins, now: () => h.clock.now, onChange: (s) => snapshots.push(s), onWelcome: (r) => welcomed.push(r) });
  pair.flush();
  return { pair, table, snapshots, welcomed };
}

/** Each text sent again to the real host over a pipe of its own, as a phone that read them would. */
function replayed(texts: readonly string[]): Pair {
  const pair = channelPair();
  h.host.connect(pair.host);
  for (const text of texts) pair.guest.send(text);
  pair.flush();
  return pair;
}

const holder = (seat: number) => h.host.status().find((p) => p.role === seat);

describe('N4: the secret is proved, never sent', () => {
  it('N4: the host remembered at the first join is the one the phone names: its certificate is kept with the identity', () => {
    const bia = h.seated(1);
    expect(bia.rejoin).toMatchObject({ game: 'game-1', host: HOST_FINGERPRINT });
  });

  it('N4: a phone coming back gets its seat with a proof; its secret is in nothing it sends', () => {
    const bia = h.seated(1);
    const again = h.join(bia.rejoin);
    expect(again.now()).toMatchObject({ state: 'playing', role: 1 });
    expect(again.pair.host.received.length).toBeGreaterThan(0);
    for (const text of again.pair.host.received) expect(text).not.toContain(bia.rejoin!.secret);
  });

  it('N4: a phone posing as the host learns nothing that takes the seat at the real host, and the phone does not tell it who it is', () => {
    const bia = h.seated(1);
    const fake = facingFake([bia.rejoin!]);
    const heard = fake.pair.host.received;
    expect(heard.length).toBeGreaterThan(0);
    for (const text of heard) {
      expect(text).not.toContain(bia.rejoin!.secret);
      expect(text).not.toContain(bia.rejoin!.phone);
    }
    const thief = replayed(heard);
    expect(thief.guest.received.map((t) => readHostMessage(t)).some((m) => m?.t === 'welcome' && m.phone === bia.rejoin!.phone)).toBe(false);
    expect(holder(1)).toMatchObject({ phone: bia.rejoin!.phone, state: 'connected' });
    expect(bia.pair.guest.closed).toBe(false);
  });

  it('N4: a proof replayed on another connection is refused by the real host, and the seat stays with its phone', () => {
    const bia = h.seated(1);
    const again = h.join(bia.rejoin);
    const hello = again.pair.host.received[0]!;
    expect(JSON.parse(hello)).toMatchObject({ t: 'hello', phone: bia.rejoin!.phone });
    const thief = replayed([hello]);
    expect(thief.guest.received.map((t) => readHostMessage(t)?.t)).toEqual(['error']);
    expect(readHostMessage(thief.guest.received[0]!)).toMatchObject({ reason: 'wrong-secret' });
    expect(holder(1)).toMatchObject({ phone: bia.rejoin!.phone, state: 'connected' });
    expect(again.pair.guest.closed).toBe(false);
  });

  it("N4: another phone's wrong-secret makes the phone forget nothing; from its own host it does", () => {
    const bia = h.seated(1);
    const fake = facingFake([bia.rejoin!]);
    fake.pair.host.send(JSON.stringify({ t: 'error', seq: 1, reason: 'wrong-secret' }));
    fake.pair.flush();
    expect(fake.table.current.state).not.toBe('refused-secret');
    expect(fake.snapshots.map((s) => s.state)).not.toContain('refused-secret');
    // The host it joined, over a pipe of its own certificate, is believed.
    const forged = h.join({ ...bia.rejoin!, secret: '0'.repeat(32) });
    expect(forged.now().state).toBe('refused-secret');
  });

  it('N4: a phone that says it hosts the game this phone joined, with another certificate, is refused in words and given nothing', () => {
    const bia = h.seated(1);
    const fake = facingFake([bia.rejoin!]);
    fake.pair.host.send(JSON.stringify({ t: 'welcome', seq: 1, game: 'game-1', phone: 'abcdef0123456789', secret: 'f'.repeat(32), seats: [], role: null, acted: 0 }));
    fake.pair.flush();
    expect(fake.table.current.state).toBe('other-host');
    expect(fake.welcomed).toEqual([]);
    expect(fake.pair.guest.closed).toBe(true);
  });

  it('N4: a host of another game (another certificate) takes the phone as a new one: its identity there is kept beside the first', () => {
    const bia = h.seated(1);
    const other = hosted(undefined, 2, { game: 'game-2' });
    const pair = channelPair({ host: 'BB:BB:BB:BB' });
    const snapshots: GuestSnapshot[] = [];
    const welcomed: Rejoin[] = [];
    other.host.connect(pair.host);
    new GuestTable(pair.guest, { device: 'Phone', rejoins: [bia.rejoin!], now: () => h.clock.now, onChange: (s) => snapshots.push(s), onWelcome: (r) => welcomed.push(r) });
    pair.flush();
    expect(snapshots.at(-1)?.state).toBe('choosing');
    expect(welcomed).toEqual([expect.objectContaining({ game: 'game-2', host: 'BB:BB:BB:BB' })]);
    for (const text of pair.host.received) expect(text).not.toContain(bia.rejoin!.phone);
  });
});
