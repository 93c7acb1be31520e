// N1, N3, G16 against a guest phone that lies: raw texts sent on a seated phone's own pipe to a
// host over the real engine (support/hosted.ts), as a changed browser would send them.
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, levelAt, type SessionConfig } from '../../src/engine/index.ts';
import { MAX_MESSAGE_CHARS } from '../../src/net/messages.ts';
import { actMessage, holdem, hosted, settle, type Hosted, type Phone } from './support/hosted.ts';

let h: Hosted;

beforeEach(async () => {
  h = hosted();
  await h.act({ type: 'startHand', at: h.clock.now });
});

const acting = () => legalActions(h.state().hand!).seat!;

function send(phone: Phone, ...texts: string[]): void {
  for (const text of texts) phone.pair.guest.send(text);
}

const errors = (phone: Phone) => phone.pair.guest.received.filter((text) => JSON.parse(text).t === 'error').length;

/** A seat that may look now: in the hand, not to act. */
const peeker = () => h.state().hand!.seats.findIndex((s, seat) => s.inHand && seat !== acting());

describe('N3: what a phone sends is rebuilt from the fields the host knows', () => {
  it('N3: a look with a 50,000-deep nest in a field it does not carry is refused whole: nothing logged, the host answers the next intention', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const before = h.state();
    const nest = '['.repeat(50_000) + ']'.repeat(50_000);
    send(phone, actMessage(phone, 1, { type: 'peek', seat }).replace(/}}$/, `,"x":${nest}}}`));
    await settle(phone);
    expect(h.state()).toBe(before);
    expect(errors(phone)).toBe(1);
    const next = phone.table.intend({ type: 'peek', seat });
    await settle(phone);
    expect(await next).toBe('done');
    expect(h.state().log.at(-1)).toEqual({ type: 'peek', seat });
  });

  it('N3: fields named like an object\'s own (constructor, toString, __proto__) are not known fields', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const before = h.state();
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      send(phone, actMessage(phone, 1, { type: 'peek', seat }).replace(/}}$/, `,"${key}":1}}`));
      send(phone, actMessage(phone, 1, { type: 'peek', seat }, { [key]: 1 }));
    }
    await settle(phone);
    expect(h.state()).toBe(before);
  });

  it('N3: big fields an action does not carry never reach the log or any view: every message the host sends stays under the limit', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const other = h.seated((seat + 1) % 3);
    const big = 'x'.repeat(200 * 1024);
    const length = h.state().log.length;
    send(phone, actMessage(phone, 1, { type: 'peek', seat, note: big }));
    await settle(phone, other);
    send(phone, actMessage(phone, 2, { type: 'peek', seat, note: big }));
    await settle(phone, other);
    expect(h.state().log).toHaveLength(length);
    expect(JSON.stringify(h.state().log)).not.toContain('xxxx');
    for (const p of [phone, other]) for (const text of p.pair.guest.received) expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
  });
});

describe('N3: the time of what the host applies is the host\'s', () => {
  const timed: SessionConfig = {
    ...holdem,
    players: holdem.players.map((p) => ({ ...p, stack: 1500 })),
    options: {},
    schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }, { smallBlind: 100, bigBlind: 200 }], every: { minutes: 20 } },
  };

  it('N3: a fold carrying a time 10 hours ahead, or "zzz", changes no tournament level: the phone\'s time is never taken', async () => {
    for (const at of [10 * 3_600_000, 'zzz'] as const) {
      h = hosted(timed);
      await h.act({ type: 'startHand', at: h.clock.now });
      const seat = acting();
      const phone = h.seated(seat);
      const clock = h.state().clock;
      send(phone, actMessage(phone, 1, { type: 'fold', seat, at: typeof at === 'number' ? h.clock.now + at : at }));
      await settle(phone);
      expect(h.state().clock).toEqual(clock);
      expect(levelAt(h.state(), h.clock.now + 60_000)).toBe(0);
    }
  });
});

describe('N3: one intention, applied once', () => {
  it('N3: five act messages with the same n in a burst are applied once', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const length = h.state().log.length;
    send(phone, ...Array.from({ length: 5 }, () => actMessage(phone, 1, { type: 'peek', seat })));
    await settle(phone);
    expect(h.state().log).toHaveLength(length + 1);
  });

  it('N3: an n of 2^53−1 is refused and does not lock the phone out: its own next intention is applied', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const length = h.state().log.length;
    send(phone, actMessage(phone, Number.MAX_SAFE_INTEGER, { type: 'peek', seat }));
    await settle(phone);
    expect(h.state().log).toHaveLength(length);
    let outcome: string | null = null;
    void phone.table.intend({ type: 'peek', seat }).then((o) => (outcome = o));
    await settle(phone);
    expect(outcome).toBe('done');
    expect(h.state().log).toHaveLength(length + 1);
  });

  it('N3: after the host reloads, a phone that had sent more intentions than the step allows counts again from the host\'s welcome, and is not locked out', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    for (let i = 0; i < 20; i++) {
      const outcome = phone.table.intend({ type: 'peek', seat });
      await settle(phone);
      expect(['done', 'refused']).toContain(await outcome);
    }
    h.reload(h.host.saved());
    const back = h.join(phone.rejoin);
    const length = h.state().log.length;
    const outcome = back.table.intend({ type: 'peek', seat });
    await settle(back);
    expect(await outcome).toBe('done');
    expect(h.state().log).toHaveLength(length + 1);
  });
});

describe('N3: an intention made on another moment of the table', () => {
  /** Plays the hand as the host until `seat` is to act again on a later betting round. */
  async function playUntilAgain(seat: number): Promise<void> {
    await h.act({ type: 'call', seat });
    while (acting() !== seat) {
      const s = acting();
      const legal = legalActions(h.state().hand!);
      await h.act(legal.actions.some((a) => a.type === 'check') ? { type: 'check', seat: s } : { type: 'call', seat: s });
    }
  }

  it('N3: a fold tapped preflop, held up while the host played the seat, is refused as stale on the flop with its reason; nothing changes', async () => {
    const seat = acting();
    const phone = h.seated(seat);
    const outcome = phone.table.intend({ type: 'fold', seat });
    // The tap is on its way; the host moves the table on meanwhile.
    const held = phone.pair.waiting('guest');
    phone.pair.deliver('guest', []);
    await playUntilAgain(seat);
    phone.pair.flush();
    const before = h.state();
    send(phone, ...held);
    await settle(phone);
    expect(h.state()).toBe(before);
    expect(await outcome).toBe('refused');
    expect(phone.now().refusal).toMatchObject({ code: 'WRONG_PHASE', reason: 'stale' });
  });

  it('N3: an intention of a hand that is over is refused as such', async () => {
    const seat = acting();
    const phone = h.seated(seat);
    const outcome = phone.table.intend({ type: 'fold', seat });
    const held = phone.pair.waiting('guest');
    phone.pair.deliver('guest', []);
    for (let s = acting(); h.state().hand!.result === null; s = acting()) await h.act({ type: 'fold', seat: s });
    await h.act({ type: 'startHand', at: h.clock.now });
    phone.pair.flush();
    const before = h.state();
    send(phone, ...held);
    await settle(phone);
    expect(h.state()).toBe(before);
    expect(await outcome).toBe('refused');
    expect(phone.now().refusal).toMatchObject({ code: 'HAND_OVER' });
  });

  it('N3: an intention without the moment it was made at is not read', async () => {
    const seat = acting();
    const phone = h.seated(seat);
    const before = h.state();
    send(phone, JSON.stringify({ t: 'act', n: 1, action: { type: 'fold', seat } }));
    await settle(phone);
    expect(h.state()).toBe(before);
    expect(errors(phone)).toBe(1);
  });
});

describe('G16: one look per seat per turn from a phone', () => {
  it('G16: a second look before the turn moves on is refused; after a move of the hand the seat may look once again', async () => {
    const seat = peeker();
    const phone = h.seated(seat);
    const look = async () => {
      const outcome = phone.table.intend({ type: 'peek', seat });
      await settle(phone);
      return outcome;
    };
    expect(await look()).toBe('done');
    const length = h.state().log.length;
    expect(await look()).toBe('refused');
    expect(phone.now().refusal).toMatchObject({ code: 'NOT_ALLOWED', reason: 'looked', rule: 'G16' });
    expect(h.state().log).toHaveLength(length);
    const mover = acting();
    await h.act(legalActions(h.state().hand!).actions.some((a) => a.type === 'check') ? { type: 'check', seat: mover } : { type: 'call', seat: mover });
    phone.pair.flush();
    if (acting() !== seat) expect(await look()).toBe('done');
  });

  it('G16, N5: a look does not start the turn\'s stand-in wait over', async () => {
    h = hosted(undefined, 1, { actFor: 30 });
    await h.act({ type: 'startHand', at: h.clock.now });
    const away = h.seated(acting());
    const lookerSeat = peeker();
    const looker = h.seated(lookerSeat);
    away.pair.host.close();
    const due = h.host.status().find((p) => p.role !== lookerSeat)!.standInAt;
    expect(due).toBe(h.clock.now + 30_000);
    h.clock.now += 10_000;
    const outcome = looker.table.intend({ type: 'peek', seat: lookerSeat });
    await settle(looker);
    expect(await outcome).toBe('done');
    expect(h.host.status().find((p) => p.role !== lookerSeat)!.standInAt).toBe(due);
  });
});

describe('N1: a seat in the hand is the host\'s to give', () => {
  it('N1: a phone that picks, mid-hand, a seat in the hand played on the host waits for the host\'s yes, and is sent no closed card before it', async () => {
    const phone = h.join();
    phone.table.pick(1);
    phone.pair.flush();
    expect(phone.now()).toMatchObject({ role: null, view: null, asked: 1 });
    expect(h.host.status()[0]).toMatchObject({ role: null, asks: 1 });
    expect(phone.pair.guest.received.map((t) => JSON.parse(t).t)).not.toContain('view');
    h.host.answer(phone.rejoin!.phone, true);
    phone.pair.flush();
    expect(phone.now()).toMatchObject({ role: 1, asked: null, state: 'playing' });
    expect(h.host.status()[0]).toMatchObject({ role: 1, asks: null });
  });

  it('N1: the host\'s no leaves the phone choosing, with no view', () => {
    const phone = h.join();
    phone.table.pick(2);
    phone.pair.flush();
    h.host.answer(phone.rejoin!.phone, false);
    phone.pair.flush();
    expect(phone.now()).toMatchObject({ role: null, asked: null, state: 'choosing', view: null });
    expect(h.host.status()[0]).toMatchObject({ role: null, asks: null });
  });

  it('N1: between hands a free seat is taken at once, as before', async () => {
    for (let s = acting(); h.state().hand!.result === null; s = acting()) await h.act({ type: 'fold', seat: s });
    const phone = h.join();
    phone.table.pick(1);
    phone.pair.flush();
    expect(phone.now()).toMatchObject({ role: 1, asked: null });
  });
});
