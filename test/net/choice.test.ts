// C3, N3: a dealer's-choice night on several phones: the next dealer's phone names the game for its
// own seat; any other phone, or a naming the night does not list, is refused and nothing changes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionConfig } from '../../src/engine/index.ts';
import { actMessage, holdem, hosted, settle, type Hosted } from './support/hosted.ts';

const night: SessionConfig = {
  ...holdem,
  choice: { games: [{ profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } }, { profile: 'draw5', options: { ante: 2 } }], per: 'deal' },
};

let h: Hosted;

beforeEach(() => {
  h = hosted(night);
});

describe("C3: naming the game from a guest's phone", () => {
  it('C3, N3: the next dealer’s phone names the game of its deal; every phone’s view then shows it, and the deal is that game', async () => {
    const dealer = h.seated(0);
    const other = h.seated(1);
    expect(dealer.now().view!.choice).toMatchObject({ current: null, naming: { seat: 0, games: [0, 1] } });
    const outcome = dealer.table.intend({ type: 'nameGame', seat: 0, game: 1 });
    await settle(dealer, other);
    expect(await outcome).toBe('done');
    expect(h.state().game).toBe(1);
    for (const phone of [dealer, other]) expect(phone.now().view!.choice).toMatchObject({ current: 1, namedBy: 0, naming: { seat: 0 } });
    await h.act({ type: 'startHand', at: h.clock.now });
    expect(h.state().hand!.config.profile).toBe('draw5');
  });

  it('C3, N3: another seat’s phone cannot name for the dealer, nor for itself, nor can the table’s phone; nothing is logged', async () => {
    const other = h.seated(1);
    const table = h.seated('table');
    const before = h.state();
    const forDealer = other.table.intend({ type: 'nameGame', seat: 0, game: 1 });
    await settle(other);
    expect(await forDealer).toBe('refused');
    expect(other.now().refusal).toMatchObject({ code: 'NOT_YOUR_TURN' });
    const forItself = other.table.intend({ type: 'nameGame', seat: 1, game: 1 });
    await settle(other);
    expect(await forItself).toBe('refused');
    expect(other.now().refusal).toMatchObject({ code: 'NOT_DEALER' });
    const fromTable = table.table.intend({ type: 'nameGame', seat: 0, game: 1 });
    await settle(table);
    expect(await fromTable).toBe('refused');
    expect(h.state()).toBe(before);
  });

  it('C1, N3: a naming of a game the night does not list, or of no whole number, is refused; the phone’s next naming is taken', async () => {
    const dealer = h.seated(0);
    const before = h.state();
    const missing = dealer.table.intend({ type: 'nameGame', seat: 0, game: 7 });
    await settle(dealer);
    expect(await missing).toBe('refused');
    expect(dealer.now().refusal).toMatchObject({ code: 'NO_GAME' });
    const answers = () => dealer.pair.guest.received.filter((text) => ['error', 'refused'].includes(JSON.parse(text).t)).length;
    const answered = answers();
    dealer.pair.guest.send(actMessage(dealer, 2, { type: 'nameGame', seat: 0, game: 0.5 }));
    await settle(dealer);
    dealer.pair.guest.send(actMessage(dealer, 3, { type: 'nameGame', seat: 0, game: '1' }));
    await settle(dealer);
    // Each is answered (never a stall), and nothing is logged.
    expect(answers()).toBe(answered + 2);
    expect(h.state()).toBe(before);
    const next = dealer.table.intend({ type: 'nameGame', seat: 0, game: 0 });
    await settle(dealer);
    expect(await next).toBe('done');
    expect(h.state().game).toBe(0);
  });
});
