// N7–N10 at the app's level: the host's runner and store (fake IndexedDB) dealing the next hand
// while a guest phone's app module is connected over a fake channel pair — the shared shuffle
// before the deal, the hand dealt from it, the values after it, and the Deal button's wait.
import { describe, expect, it } from 'vitest';
import { chanceFrom, dealSource, legalActions, replaySession, seededSource, type SessionAction } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { hosting } from '../../src/app/network-host.ts';
import { guest } from '../../src/app/network-guest.ts';
import { act, createGame, dealNextHand, openState } from '../../src/app/runner.ts';
import { readHostMessage, type HostMessage } from '../../src/net/messages.ts';
import { channelPair, type Pair } from '../net/support/fake-channel.ts';
import { holdemConfig } from './harness.ts';
import { holdMessages, hostingHooks, letMessagesFlow, phoneAt, until } from './network-harness.ts';

hostingHooks(17);
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
    expect(guest.value!.fair).toEqual({ hand: 2, left: [], check: { ok: true, hand: 2, left: [] } });
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

  it('N8: a phone that commits and then never reveals is named on the host\'s table, and the hand is dealt without its value', { timeout: 15_000 }, async () => {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    await finishHand(4);
    const silent = channelPair();
    const send = silent.guest.send.bind(silent.guest);
    silent.guest.send = (text) => void (JSON.parse(text).t !== 'reveal' && send(text));
    await phoneAtSeat(1, silent);
    expect(await dealNextHand()).toBe('done');
    expect(hosting.value!.left).toEqual({ hand: 2, phones: [{ phone: hosting.value!.phones[0].phone, name: 'Bia', seat: true }] });
    expect(openState()!.hand!.pending.kind).not.toBe('shuffle');
    expect(guest.value!.fair?.left).toEqual(hosting.value!.left!.phones);
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
