// N7–N10 on the table's own network: the shared shuffle through HostTable and GuestTable over
// fake channels (support/hosted.ts), the host's hand dealt with the app's own chance (chance.ts),
// honest phones, silent ones and a host that cheats.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySession, chanceFrom, dealSource, finishedDeal, legalActions, newSession, seededSource } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { useHandSource } from '../../src/app/chance.ts';
import { HOST_PHONE } from '../../src/net/host-table.ts';
import { readHostMessage, type HostMessage } from '../../src/net/messages.ts';
import { holdem, hosted, type Hosted, type Phone } from './support/hosted.ts';

let h: Hosted;
let pump: ReturnType<typeof setInterval> | undefined;

afterEach(() => {
  clearInterval(pump);
  vi.useRealTimers();
});

/** Delivers every phone's messages both ways, now and whenever the test waits. */
function flowing(...phones: Phone[]): void {
  clearInterval(pump);
  pump = setInterval(() => phones.forEach((p) => p.pair.flush()), 1);
}


/** A table of Bia and Caio on their phones and a table display, Ana on the host's. */
function table(fairTimeoutMs = 5000) {
  h = hosted(holdem, 3, { fairTimeoutMs });
  const bia = h.seated(1);
  const caio = h.seated(2);
  const tv = h.seated('table', 'TV');
  return { bia, caio, tv, all: [bia, caio, tv] };
}

/** What the runner does with the network's hook: the round, the hand's source, then the deal. */
async function dealShared(hand: number) {
  const round = await h.host.shuffle(hand);
  if (round) useHandSource(hand, round.source);
  await h.act({ type: 'startHand', at: 0 });
  return round;
}

/** The hand played to its end at random, never betting, then its values and log to the phones, as network-host does. */
async function finishHand(phones: readonly Phone[]) {
  const rng = seededSource(5);
  while (h.state().hand!.pending.kind !== 'complete') {
    const legal = legalActions(h.state().hand!);
    const calm = legal.actions.filter((a) => a.type === 'check' || a.type === 'call');
    await h.act(randomAction(h.state().hand!, calm.length > 0 ? { ...legal, actions: calm } : legal, rng));
  }
  h.host.afterHand(h.state().history.length, finishedDeal(h.state())!);
  for (const phone of phones) phone.pair.flush();
}

const received = (phone: Phone): HostMessage[] => phone.pair.guest.received.map((text) => readHostMessage(text)!);
const revealedTo = (phone: Phone) => received(phone).find((m) => m.t === 'fair-revealed');

/** Every text `end` sends from now on passes through `change` first (null: not sent at all). */
function tamper(end: Phone['pair']['host'], change: (message: Record<string, unknown>) => Record<string, unknown> | null): void {
  const send = end.send.bind(end);
  end.send = (text) => {
    const changed = change(JSON.parse(text));
    if (changed) send(JSON.stringify(changed));
  };
}

const phoneOf = (phone: Phone) => phone.rejoin!.phone;

describe('N7–N10: a hand dealt while phones are connected', () => {
  it('N9: the deck is the shuffle the phones\' values make, and every phone\'s check holds after the hand (N10)', async () => {
    const { all } = table();
    flowing(...all);
    const round = await dealShared(1);
    expect(round?.left).toEqual([]);
    // Every phone with a role was asked, in messages numbered like any other of the host's (N2).
    for (const phone of all) {
      expect(received(phone).map((m) => m.t)).toEqual(expect.arrayContaining(['fair-begin', 'fair-commitments']));
      expect(received(phone).map((m) => m.seq)).toEqual(received(phone).map((_, i) => i + 1));
    }
    await finishHand(all);
    const published = revealedTo(all[0]);
    if (published?.t !== 'fair-revealed') throw new Error('no values published');
    expect(published.values.map((v) => v.phone).sort()).toEqual([HOST_PHONE, ...all.map(phoneOf)].sort());
    const started = applySession(newSession({ ...holdem, dealing: 'deck' }), { type: 'startHand', at: 0 });
    if (!started.ok) throw new Error(started.error.message);
    const shared = chanceFrom(started.state.hand!, dealSource(published.values));
    expect(h.state().hand!.log.find((a) => a.type === 'shuffle')).toEqual(shared);
    const asked = [
      { phone: phoneOf(all[0]), seat: 1, name: 'Bia' },
      { phone: phoneOf(all[1]), seat: 2, name: 'Caio' },
      { phone: phoneOf(all[2]), seat: null, name: 'TV' },
    ];
    for (const phone of all) expect(phone.now().fair).toEqual({ hand: 1, asked, left: [], slow: [], benched: [], check: { ok: true, hand: 1 } });
  });

  it('N8: a phone that never reveals, and one that never commits, are left out and named on the host and every other phone; the deal goes on, and no phone calls it checked', async () => {
    const { bia, caio, tv, all } = table(30);
    tamper(bia.pair.guest, (m) => (m.t === 'reveal' ? null : m));
    tamper(tv.pair.guest, (m) => (m.t === 'commit' ? null : m));
    flowing(...all);
    const round = await dealShared(1);
    const named = [
      { phone: phoneOf(bia), name: 'Bia', seat: true },
      { phone: phoneOf(tv), name: 'TV', seat: false },
    ];
    expect(round?.left).toEqual(named);
    // Each made the deal wait the whole wait for it.
    expect(round?.slow).toEqual([]);
    expect(h.state().hand?.pending.kind).toBe('bet');
    await finishHand(all);
    for (const phone of all) expect(phone.now().fair?.left).toEqual(named);
    // Bia committed and her value is not in the deal: the host could have dealt with or without it, so Caio's check fails,
    // naming her; Bia, whose value went out, finds it dropped. The display never committed: nothing to choose.
    expect(caio.now().fair?.check).toEqual({ ok: false, hand: 1, problem: 'left', left: [phoneOf(bia)] });
    expect(bia.now().fair?.check).toEqual({ ok: false, hand: 1, problem: 'dropped' });
    expect(tv.now().fair?.check).toBeNull();
    const published = revealedTo(caio);
    expect(published?.t === 'fair-revealed' && published.values.map((v) => v.phone).sort()).toEqual([HOST_PHONE, phoneOf(caio)].sort());
  });

  it('N8: a host that changes a phone\'s commitment in the list gets no value from it, and the phone says so', async () => {
    const { bia, caio, all } = table(30);
    tamper(bia.pair.host, (m) => {
      if (m.t !== 'fair-commitments') return m;
      const list = (m.list as { phone: string; hash: string }[]).map((c) => (c.phone === phoneOf(bia) ? { ...c, hash: 'e'.repeat(64) } : c));
      return { ...m, list };
    });
    flowing(...all);
    const round = await dealShared(1);
    expect(bia.pair.host.received.map((text) => JSON.parse(text).t)).not.toContain('reveal');
    expect(round?.left.map((p) => p.phone)).toEqual([phoneOf(bia)]);
    expect(bia.now().fair?.check).toEqual({ ok: false, hand: 1, problem: 'commitment' });
    expect(caio.now().fair?.check).toBeNull();
  });

  it('N10: a host that deals a deck not from the values is caught on every phone after the hand', async () => {
    const { all } = table();
    flowing(...all);
    // The host runs the round, then deals from its own source instead.
    expect(await h.host.shuffle(1)).not.toBeNull();
    await h.act({ type: 'startHand', at: 0 });
    await finishHand(all);
    for (const phone of all) expect(phone.now().fair?.check).toEqual({ ok: false, hand: 1, problem: 'order' });
  });

  it('N8: a slow phone is named on the host and every phone; late in two rounds in a row, it is not asked for the next 5 hands, named so, and the deal waits for it no more', async () => {
    vi.useFakeTimers();
    const { caio, tv, all } = table();
    // Caio's phone holds each answer 4.5 s: just inside each 5 s wait.
    const send = caio.pair.guest.send.bind(caio.pair.guest);
    caio.pair.guest.send = (text) => void (['commit', 'reveal'].includes(JSON.parse(text).t) ? setTimeout(() => send(text), 4500) : send(text));
    flowing(...all);
    const slow = [{ phone: phoneOf(caio), name: 'Caio', seat: true }];
    /** The next hand dealt, the fake clock moved on until it is; how long the deal waited. */
    const deal = async () => {
      const hand = h.state().history.length + 1;
      const started = Date.now();
      let done = false;
      const dealt = dealShared(hand).then((round) => ((done = true), round));
      while (!done) await vi.advanceTimersByTimeAsync(50);
      return { round: await dealt, waited: Date.now() - started, hand };
    };
    const slowRound = async (hand: number) => {
      const { round, waited } = await deal();
      expect(waited).toBeGreaterThanOrEqual(9000);
      // In the deal, not left out: named slow, before the deal, on the host and on every phone.
      expect(round).toMatchObject({ left: [], slow, benched: [] });
      await vi.advanceTimersByTimeAsync(10);
      for (const phone of all) expect(phone.now().fair).toMatchObject({ hand, slow, benched: [] });
      await finishHand(all);
      await vi.advanceTimersByTimeAsync(10);
      for (const phone of all) expect(phone.now().fair?.check).toEqual({ ok: true, hand });
    };
    await slowRound(1);
    await slowRound(2);
    // Late twice in a row: the next hands go without it, named so on every phone, its own included, and wait for nobody.
    for (const hand of [3, 4, 5, 6, 7]) {
      const { round, waited } = await deal();
      expect(waited).toBeLessThan(2000);
      expect(round).toMatchObject({ left: [], slow: [], benched: slow });
      await vi.advanceTimersByTimeAsync(10);
      for (const phone of all) expect(phone.now().fair).toMatchObject({ hand, left: [], slow: [], benched: slow });
      expect(received(caio).filter((m) => m.t === 'fair-begin').map((m) => m.hand)).toEqual([1, 2]);
      await finishHand(all);
      await vi.advanceTimersByTimeAsync(10);
      expect(tv.now().fair?.check).toEqual({ ok: true, hand });
    }
    // Then it is asked again, and named again when it is late.
    await slowRound(8);
    expect(received(caio).filter((m) => m.t === 'fair-begin').map((m) => m.hand)).toEqual([1, 2, 8]);
  });

  it('N7: with no phone holding a role connected there is no round, and nothing is sent', async () => {
    h = hosted(holdem, 3);
    const choosing = h.join();
    const gone = h.seated(0);
    gone.pair.guest.close();
    expect(await dealShared(1)).toBeNull();
    expect(received(choosing).map((m) => m.t).filter((t) => t.startsWith('fair'))).toEqual([]);
  });
});
