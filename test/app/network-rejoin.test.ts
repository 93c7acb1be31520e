// N4 at the app's level (issue 32, defect 3): the identities a guest phone keeps, each with its
// host's certificate, survive a phone posing as that host, and are proved only to it.
import { beforeEach, describe, expect, it } from 'vitest';
import { guest } from '../../src/app/guest-view.ts';
import { guestChannel, leave } from '../../src/app/network-guest.ts';
import { createGame } from '../../src/app/runner.ts';
import { channelPair } from '../net/support/fake-channel.ts';
import { holdemConfig } from './harness.ts';
import { hostingHooks, joinPhone, phoneAt, until } from './network-harness.ts';

hostingHooks(11);

beforeEach(async () => {
  await createGame({ config: holdemConfig, mode: 'pass-and-play' });
});

const kept = () => JSON.parse(localStorage.getItem('mesa.table.rejoin') ?? '[]') as { phone: string; host: string }[];

describe('N4: a guest keeps its identity from another phone posing as its host', () => {
  it("N4: a fake host's wrong-secret leaves the identity kept, and the phone still rejoins its seat at the real host", async () => {
    await phoneAt(1);
    const before = kept();
    expect(before).toHaveLength(1);
    leave();
    const fake = channelPair({ host: 'FA:KE:FA:KE' });
    guestChannel(fake.guest);
    fake.flush();
    expect(fake.host.received.join('\n')).not.toContain(before[0]!.phone);
    fake.host.send(JSON.stringify({ t: 'error', seq: 1, reason: 'wrong-secret' }));
    fake.host.close();
    fake.flush();
    expect(guest.value?.state).not.toBe('refused-secret');
    expect(kept()).toEqual(before);
    leave();
    await joinPhone();
    await until(() => guest.value?.role === 1 && guest.value.state === 'playing');
  });

  it('N4: a phone saying it hosts the game this phone joined, with another certificate, is refused in words on the screen, and nothing is kept from it', async () => {
    await phoneAt(1);
    const before = kept();
    leave();
    const fake = channelPair({ host: 'FA:KE:FA:KE' });
    guestChannel(fake.guest);
    const game = (JSON.parse(localStorage.getItem('mesa.table.rejoin')!) as { game: string }[])[0]!.game;
    fake.host.send(JSON.stringify({ t: 'welcome', seq: 1, game, phone: 'abcdef0123456789', secret: 'f'.repeat(32), seats: [], role: null, acted: 0 }));
    fake.flush();
    expect(guest.value?.state).toBe('other-host');
    expect(kept()).toEqual(before);
  });
});
