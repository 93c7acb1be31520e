// N7–N10 at the app's level: the host's runner and store (fake IndexedDB) dealing the next hand
// while a guest phone's app module is connected over a fake channel pair — the shared shuffle
// before the deal, the hand dealt from it, the values after it, and the Deal button's wait; and
// a host or a phone that reloads in the middle of the hand, which still sends or checks them.
import { describe, expect, it } from 'vitest';
import { chanceFrom, dealSource, legalActions, replaySession, seededSource, type SessionAction } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { currentGame } from '../../src/app/games.ts';
import { hosting } from '../../src/app/network-host.ts';
import { guest } from '../../src/app/guest-view.ts';
import { leave } from '../../src/app/network-guest.ts';
import { act, closeGame, createGame, dealNextHand, loadGame, openState } from '../../src/app/runner.ts';
import { readHostMessage, type HostMessage } from '../../src/net/messages.ts';
import { channelPair, type Pair } from '../net/support/fake-channel.ts';
import { holdemConfig } from './harness.ts';
import { holdMessages, hostingHooks, joinPhone, letMessagesFlow, phoneAt, until } from './network-harness.ts';

const { store } = hostingHooks(17);
let pair: Pair;

/** Hosting the open game, with one guest phone holding `seat` (over `channel`), kept as `pair`. */
const phoneAtSeat = async (seat: number, channel?: Pair): Promise<void> => void (pair = await phoneAt(seat, channel));

/** The hand in play taken to its end on the host, at random but never betting (so no one goes broke). */
async function finishHand(seed: number): Promise<void> {
  const rng = seededSource(seed);
  for (let hand = openState()!.hand!; hand.pending.kind !== 'complete'; hand = openState()!.hand!) {
    const legal = legalActions(hand);
    const calm = legal.actions.filter((a) => a.type === 'check' || a.type === 'call' || a.type === 'fold');
    expect(await act(randomAction(hand, calm.length > 0 ? { ...legal, actions: calm } : legal, rng))).toBe('done');
  }
}

const received = (): HostMessage[] => pair.guest.received.map((text) => readHostMessage(text)!);
const kinds = () => received().map((m) => m.t);
const startsInLog = () => openState()!.log.filter((a) => a.type === 'startHand').length;

/** The order the shared source gives the deck of the hand the log's last `startHand` dealt. */
function sharedShuffle(values: readonly { phone: string; value: string }[]): SessionAction | null {
  const state = openState()!;
  const start = state.log.map((a) => a.type).lastIndexOf('startHand');
  const before = replaySession(state.config, state.log.slice(0, start + 1));
  if (!before.ok) throw new Error(before.error.message);
  return chanceFrom(before.state.hand!, dealSource(values));
}

describe('the next deal while phones are connected', () => {
  it('N9: the host\'s next hand waits for the phones\' shuffle and is dealt from it; once it has ended the values go out once and the phone\'s check holds (N10)', async () => {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    await finishHand(1);
    await phoneAtSeat(1);
    expect(await dealNextHand()).toBe('done');
    const asked = received().find((m) => m.t === 'fair-begin');
    expect(asked).toMatchObject({ hand: 2 });
    expect(openState()!.history.length + 1).toBe(2);
    await finishHand(2);
    await until(() => (guest.value?.fair?.check ?? null) !== null);
    const published = received().find((m) => m.t === 'fair-revealed');
    if (published?.t !== 'fair-revealed') throw new Error('no values published');
    expect(published.values).toHaveLength(2);
    expect(openState()!.log.at(openState()!.log.map((a) => a.type).lastIndexOf('startHand') + 1)).toEqual(sharedShuffle(published.values));
    expect(guest.value!.fair).toEqual({ hand: 2, asked: [{ phone: hosting.value!.phones[0].phone, seat: 1, name: 'Bia' }], left: [], slow: [], benched: [], check: { ok: true, hand: 2 } });
    // The next deal asks again, for the next hand; hand 2's values went out once.
    expect(await dealNextHand()).toBe('done');
    await until(() => received().some((m) => m.t === 'fair-begin' && m.hand === 3));
    expect(kinds().filter((t) => t === 'fair-revealed')).toHaveLength(1);
  });

  it('N8: a second tap on Deal while the phones are asked deals once, and the host shows it is shuffling', async () => {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    await finishHand(3);
    await phoneAtSeat(2);
    const before = startsInLog();
    // The phone's answers are held back: the round waits for them.
    holdMessages();
    const first = dealNextHand();
    await until(() => hosting.value?.shuffling === true);
    expect(await dealNextHand()).toBe('busy');
    expect(await act({ type: 'startHand', at: Date.now() })).toBe('busy');
    letMessagesFlow();
    expect(await first).toBe('done');
    expect(startsInLog()).toBe(before + 1);
    expect(hosting.value?.shuffling).toBe(false);
  });

  it('N8: a phone that commits and then never reveals is named on the host\'s table, and the hand is dealt without its value', async () => {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    await finishHand(4);
    const silent = channelPair();
    const send = silent.guest.send.bind(silent.guest);
    silent.guest.send = (text) => void (JSON.parse(text).t !== 'reveal' && send(text));
    await phoneAtSeat(1, silent);
    expect(await dealNextHand()).toBe('done');
    expect(hosting.value!.left).toEqual({ hand: 2, left: [{ phone: hosting.value!.phones[0].phone, name: 'Bia', seat: true }], slow: [], benched: [] });
    expect(openState()!.hand!.pending.kind).not.toBe('shuffle');
    expect(guest.value!.fair?.left).toEqual(hosting.value!.left!.left);
  });

  it('N7: a game of real cards (ledger mode) deals with no round, whatever phones are connected', async () => {
    await createGame({ config: holdemConfig, mode: 'ledger' });
    await finishHand(5);
    await phoneAtSeat(1);
    expect(await dealNextHand()).toBe('done');
    expect(openState()!.hand!.config.dealing).toBe('ledger');
    expect(kinds().filter((t) => t.startsWith('fair'))).toEqual([]);
    expect(hosting.value!.shuffling).toBe(false);
  });
});

describe('a reload in the middle of a hand dealt from the phones\' shuffle (N10)', () => {
  /** The host's record of the open game's phones, and of what it owes them (N4, N10), as its store holds it. */
  const record = async (): Promise<Record<string, unknown> | undefined> =>
    (await (await store().storage.conn.db()).get('meta', `tablePhones:${currentGame.value!.id}`))?.value as Record<string, unknown> | undefined;

  /** Until the record holds nothing owed (its writes are not awaited by the hand's end). */
  async function nothingOwed(): Promise<void> {
    for (let i = 0; i < 200 && (await record())?.fair !== null; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await record())?.fair).toBeNull();
  }

  /** The host's page reloads: hosting and the game are gone from memory, the store keeps them; it serves its phones again by itself. */
  async function reloadHost(): Promise<void> {
    const id = currentGame.value!.id;
    await closeGame();
    await until(() => guest.value === null || guest.value.state === 'host-away');
    expect(hosting.value).toBeNull();
    await loadGame(id);
    await until(() => hosting.value?.phones.length === 1);
  }

  /** The phone back on a new pipe, as a reloaded page or a new scan comes back: a new GuestTable over the same localStorage. */
  async function phoneBack(seat: number): Promise<void> {
    pair = await joinPhone();
    await until(() => guest.value?.role === seat && guest.value.state === 'playing');
  }

  /** The hand in play, dealt with the phone at seat 1 asked; the phone's id. */
  async function dealtWithPhone(seed: number): Promise<string> {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    await finishHand(seed);
    await phoneAtSeat(1);
    expect(await dealNextHand()).toBe('done');
    expect(openState()!.hand!.pending.kind).not.toBe('complete');
    return hosting.value!.phones[0].phone;
  }

  /** The hands whose values came to the phone on its pipe, read or not. */
  const revealedHands = () => pair.guest.received.flatMap((text) => (JSON.parse(text).t === 'fair-revealed' ? [JSON.parse(text).hand] : []));

  it('N10: a host reloaded in the middle of the hand kept what it owes before the deal, and sends the values once the hand has ended; the phone\'s check holds', async () => {
    const phone = await dealtWithPhone(6);
    // Kept with the game before a card was dealt: the hand, the phone asked, the values (the host's own first), none left out.
    const kept = (await record())?.fair as { hand: number; asked: string[]; values: { phone: string }[]; left: string[] };
    expect(kept).toMatchObject({ hand: 2, asked: [phone], left: [] });
    expect(kept.values.map((v) => v.phone)).toEqual(['host', phone]);
    await reloadHost();
    await phoneBack(1);
    await finishHand(7);
    await until(() => (guest.value?.fair?.check ?? null) !== null);
    expect(guest.value!.fair).toMatchObject({ hand: 2, left: [], slow: [], benched: [], check: { ok: true, hand: 2 } });
    const published = received().find((m) => m.t === 'fair-revealed');
    expect(published?.t === 'fair-revealed' && published.values).toEqual(kept.values);
    // Sent: nothing owed any more, and nothing sent again by the next commits or the next deal.
    await nothingOwed();
    expect(await dealNextHand()).toBe('done');
    await until(() => received().some((m) => m.t === 'fair-begin' && m.hand === 3));
    expect(revealedHands()).toEqual([2]);
  });

  it('N10: a hand that ended while its phone was away, the host reloading before the values reached it: they go to the phone once it is back, once', async () => {
    await dealtWithPhone(8);
    // The phone's page goes (its pipe closes); the hand ends without it.
    leave();
    await until(() => hosting.value?.phones[0].state === 'away');
    await finishHand(9);
    await reloadHost();
    await phoneBack(1);
    await until(() => (guest.value?.fair?.check ?? null) !== null);
    expect(guest.value!.fair).toMatchObject({ hand: 2, left: [], slow: [], benched: [], check: { ok: true, hand: 2 } });
    expect(revealedHands()).toEqual([2]);
    await nothingOwed();
  });

  it('N10: a guest phone reloaded in the middle of the hand, after it revealed its value, still checks the deal', async () => {
    await dealtWithPhone(10);
    const before = pair;
    await phoneBack(1);
    expect(pair).not.toBe(before);
    await finishHand(11);
    await until(() => (guest.value?.fair?.check ?? null) !== null);
    expect(guest.value!.fair).toMatchObject({ hand: 2, left: [], slow: [], benched: [], check: { ok: true, hand: 2 } });
  });

  it('N10: a malformed record of what the host owes is ignored: hosting resumes, nothing is sent for it, and the next hand is shuffled as ever', async () => {
    type Fair = { hand: number; asked: string[]; values: { phone: string; value: string }[]; left: string[] };
    const bad: ((fair: Fair) => unknown)[] = [
      () => 'garbage',
      (fair) => ({ ...fair, values: [{ ...fair.values[0], value: 'not hex' }, ...fair.values.slice(1)] }),
      (fair) => ({ ...fair, asked: [7] }),
      (fair) => ({ ...fair, hand: -2 }),
      // Well-formed, but not this host's: its own value is not first.
      (fair) => ({ ...fair, values: fair.values.slice(1) }),
      // Well-formed, but for a hand long gone.
      (fair) => ({ ...fair, hand: 1 }),
    ];
    for (const [i, spoil] of bad.entries()) {
      await dealtWithPhone(20 + i);
      const kept = (await record())!;
      await (await store().storage.conn.db()).put('meta', { key: `tablePhones:${currentGame.value!.id}`, value: { ...kept, fair: spoil(kept.fair as Fair) } });
      await reloadHost();
      await phoneBack(1);
      await finishHand(30 + i);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(revealedHands()).toEqual([]);
      expect(guest.value!.fair?.check ?? null).toBeNull();
    }
    expect(await dealNextHand()).toBe('done');
    await finishHand(14);
    await until(() => guest.value?.fair?.hand === 3 && guest.value.fair.check !== null);
    expect(guest.value!.fair).toMatchObject({ hand: 3, left: [], slow: [], benched: [], check: { ok: true, hand: 3 } });
  });
});
