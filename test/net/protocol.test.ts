// N1–N6: the host's and the guest's side of the protocol against each other over fake channels,
// with the real engine behind the host (support/hosted.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { applySession, legalActions, type SessionAction } from '../../src/engine/index.ts';
import { readHostMessage, type HostMessage } from '../../src/net/messages.ts';
import { hosted, settle, type Hosted, type Phone } from './support/hosted.ts';
import { viewsIn } from './support/views-in.ts';

let h: Hosted;

beforeEach(async () => {
  h = hosted();
  await h.act({ type: 'startHand', at: 0 });
});

const messages = (phone: Phone): HostMessage[] => phone.pair.guest.received.map((text) => readHostMessage(text)!);
const acting = () => h.state().hand!.pending.kind === 'bet' && legalActions(h.state().hand!).seat!;

/** A phone joined and seated at `seat`: its pick of a seat in the hand waits for the host's yes (N1), given. */

/** The simplest legal move of `seat` now: check, else call. */
function passive(seat: number): SessionAction {
  const legal = legalActions(h.state().hand!);
  return legal.actions.some((a) => a.type === 'check') ? { type: 'check', seat } : { type: 'call', seat };
}

describe('N1: joining', () => {
  it('N1: a first join gets a new phone id and a 128-bit secret, the seats offered, and no table view until it holds a role', () => {
    const phone = h.join();
    const [welcome, ...rest] = messages(phone);
    expect(welcome).toMatchObject({ t: 'welcome', seq: 1, game: 'game-1', role: null });
    if (welcome.t !== 'welcome') throw new Error('no welcome');
    expect(welcome.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(welcome.seats).toEqual([
      { seat: 0, name: 'Ana', free: true },
      { seat: 1, name: 'Bia', free: true },
      { seat: 2, name: 'Caio', free: true },
    ]);
    expect(rest.map((m) => m.t)).not.toContain('view');
    expect(phone.now()).toMatchObject({ state: 'choosing', view: null });
    expect(phone.rejoin).toEqual({ game: 'game-1', phone: welcome.phone, secret: welcome.secret, host: phone.pair.guest.fingerprints.remote });
    expect(h.host.status()).toEqual([{ phone: welcome.phone, device: 'Phone', role: null, state: 'connected', closed: false, latencyMs: null, awaySince: null, standInAt: null, asks: null, floodedAt: null }]);
  });

  it('G17, N1: the name a phone gives itself is cleaned as a player\'s name is (no bidi override, no invisible marks)', () => {
    const phone = h.join(null, '\u202E Android\u200D \u034F\u3164Chrome\n');
    const [welcome] = messages(phone);
    if (welcome.t !== 'welcome') throw new Error('no welcome');
    expect(h.host.status().find((p) => p.phone === welcome.phone)?.device).toBe('Android Chrome');
  });

  it('N1: a phone picks a free seat and receives that seat\'s view; a seat another phone holds cannot be picked', () => {
    const ana = h.seated(0);
    expect(ana.now().state).toBe('playing');
    expect(ana.now().view?.viewer).toBe(0);
    expect(ana.now().view?.hand?.seats[0].cards.every((c) => c !== null)).toBe(true);
    const other = h.join();
    expect(other.now().seats.find((s) => s.seat === 0)?.free).toBe(false);
    other.table.pick(0);
    other.pair.flush();
    expect(other.now()).toMatchObject({ role: null, state: 'choosing', view: null });
    expect(seatOf(0)).toBe(ana.rejoin!.phone);
  });

  it('N1: the host assigns a seat, and a seat given to another phone is taken from the first; the table display sees no closed card', () => {
    const ana = h.seated(0);
    const display = h.join();
    h.host.assign(display.rejoin!.phone, 'table');
    display.pair.flush();
    expect(display.now()).toMatchObject({ role: 'table', state: 'playing' });
    expect(display.now().view?.hand?.seats.every((s) => s.cards.every((c) => c === null))).toBe(true);
    const second = h.join();
    h.host.assign(second.rejoin!.phone, 0);
    ana.pair.flush();
    second.pair.flush();
    expect(second.now().role).toBe(0);
    expect(ana.now()).toMatchObject({ role: null, state: 'choosing', view: null });
  });
});

const seatOf = (seat: number) => h.host.status().find((p) => p.role === seat)?.phone;

describe('N2: views in order', () => {
  it('N2: every view a phone receives is its own role\'s, whole after its welcome and then as what changed, sent after the host\'s commit', async () => {
    const bia = h.seated(1);
    const seat = acting() as number;
    await h.act(passive(seat));
    bia.pair.flush();
    expect(messages(bia).map((m) => m.t).filter((t) => t === 'view' || t === 'patch').slice(-2)).toEqual(['view', 'patch']);
    const views = viewsIn(bia.pair.guest.received);
    expect(views.length).toBeGreaterThanOrEqual(2);
    for (const view of views) expect(view.viewer).toBe(1);
    expect(JSON.stringify(bia.now().view)).toBe(JSON.stringify((await import('../../src/engine/index.ts')).tableView(h.state(), 1)));
  });

  it('N2: messages overtaken on the way are never applied out of order: the guest asks a resync and converges to the host\'s latest view', async () => {
    const bia = h.seated(1);
    const before = bia.now().view;
    const applied: unknown[] = [];
    // Two commits whose messages arrive last first.
    await h.act(passive(acting() as number));
    await h.act(passive(acting() as number));
    const waiting = bia.pair.waiting('host');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const seen = bia.snapshots.length;
    bia.pair.deliver('host', [...waiting.keys()].reverse());
    for (const snapshot of bia.snapshots.slice(seen)) applied.push(snapshot.view);
    // Nothing was applied: the last message came first (a gap), and the earlier ones are behind it.
    expect(bia.now().view).toBe(before);
    expect(applied.every((v) => v === before)).toBe(true);
    expect(bia.pair.waiting('guest').map((t) => JSON.parse(t).t)).toEqual(['resync']);
    bia.pair.flush();
    expect(JSON.stringify(bia.now().view)).toBe(JSON.stringify((await import('../../src/engine/index.ts')).tableView(h.state(), 1)));
  });

  it('N2: a lost message is noticed at the next one, and the resync brings the phone to the current view', async () => {
    const bia = h.seated(1);
    bia.pair.drop('host', 1);
    await h.act(passive(acting() as number));
    bia.pair.flush();
    const afterFirst = bia.now().view;
    await h.act(passive(acting() as number));
    bia.pair.flush();
    const { tableView } = await import('../../src/engine/index.ts');
    expect(JSON.stringify(bia.now().view)).toBe(JSON.stringify(tableView(h.state(), 1)));
    expect(afterFirst).not.toBe(bia.now().view);
    expect(bia.pair.host.received.some((t) => JSON.parse(t).t === 'resync')).toBe(true);
  });
});

describe('N3: intentions', () => {
  it('N3: an intention for the phone\'s own seat on its turn is applied on the host\'s log, and answered by the view that follows', async () => {
    const seat = acting() as number;
    const phone = h.seated(seat);
    const length = h.state().log.length;
    const outcome = phone.table.intend(passive(seat));
    await settle(phone);
    expect(await outcome).toBe('done');
    expect(h.state().log.length).toBeGreaterThan(length);
    expect(phone.now().view?.hand?.record.at(-1)).toMatchObject({ seat });
    expect(phone.now().refusal).toBeNull();
  });

  it('N3: an action out of turn comes back with the engine\'s own refusal, and the host\'s game is unchanged', async () => {
    const seat = acting() as number;
    const other = (seat + 1) % 3;
    const phone = h.seated(other);
    const before = h.state();
    const action: SessionAction = { type: 'fold', seat: other };
    const expected = applySession(before, action);
    if (expected.ok) throw new Error('the engine took a fold out of turn');
    const outcome = phone.table.intend(action);
    await settle(phone);
    expect(await outcome).toBe('refused');
    expect(phone.now().refusal).toEqual(expected.error);
    expect(h.state()).toBe(before);
  });

  it('N3: an action for another phone\'s seat is refused as not this phone\'s turn, even when that seat is to act; the game is unchanged', async () => {
    const seat = acting() as number;
    const phone = h.seated((seat + 1) % 3);
    const before = h.state();
    const outcome = phone.table.intend(passive(seat));
    await settle(phone);
    expect(await outcome).toBe('refused');
    expect(phone.now().refusal).toMatchObject({ code: 'NOT_YOUR_TURN', expected: seat });
    expect(h.state()).toBe(before);
  });

  it('N3: the table\'s moves (a deal, an undo, a buy-in) are the host\'s only', async () => {
    const phone = h.seated(acting() as number);
    const before = h.state();
    for (const action of [{ type: 'startHand', at: 1 }, { type: 'undo' }, { type: 'buyIn', player: 0 }] as SessionAction[]) {
      const outcome = phone.table.intend(action);
      await settle(phone);
      expect(await outcome).toBe('refused');
      expect(phone.now().refusal).toMatchObject({ code: 'NOT_YOUR_TURN', expected: null });
    }
    expect(h.state()).toBe(before);
  });

  it('N3: a second intention while the first is on its way is not sent', async () => {
    const seat = acting() as number;
    const phone = h.seated(seat);
    const first = phone.table.intend(passive(seat));
    expect(await phone.table.intend(passive(seat))).toBe('busy');
    await settle(phone);
    expect(await first).toBe('done');
  });
});

describe('N4: rejoin', () => {
  it('N4: a phone that comes back with its secret gets its seat back and the current view; the old pipe is closed', async () => {
    const seat = acting() as number;
    const first = h.seated(seat);
    const saved = first.rejoin!;
    await h.act(passive(seat));
    const again = h.join(saved);
    expect(first.pair.guest.closed).toBe(true);
    expect(again.now()).toMatchObject({ state: 'playing', role: seat });
    const { tableView } = await import('../../src/engine/index.ts');
    expect(JSON.stringify(again.now().view)).toBe(JSON.stringify(tableView(h.state(), seat)));
    expect(h.host.status()).toHaveLength(1);
  });

  it('N4: a wrong secret is refused and nothing changes: the seat stays with its phone, still connected', () => {
    const ana = h.seated(0);
    const forged = h.join({ ...ana.rejoin!, secret: '0'.repeat(32) });
    expect(forged.now()).toMatchObject({ state: 'refused-secret', role: null, view: null });
    h.host.tick();
    expect(forged.pair.guest.closed).toBe(true);
    expect(ana.pair.guest.closed).toBe(false);
    expect(h.host.status()).toEqual([expect.objectContaining({ phone: ana.rejoin!.phone, role: 0, state: 'connected' })]);
    const unknown = h.join({ ...ana.rejoin!, phone: 'ffffffffffffffff' });
    expect(unknown.now().state).toBe('refused-secret');
  });

  it('N4: after the host reloads, a phone with its saved secret gets its seat back (the phones were kept), and a phone of another game joins afresh', () => {
    const ana = h.seated(0);
    const saved = h.host.saved();
    h.reload(saved);
    expect(ana.now().state).toBe('host-away');
    expect(h.host.status()).toEqual([expect.objectContaining({ role: 0, state: 'away' })]);
    const back = h.join(ana.rejoin);
    expect(back.now()).toMatchObject({ state: 'playing', role: 0 });
    expect(h.host.status()[0].state).toBe('connected');
    const stranger = h.join({ ...ana.rejoin!, game: 'another-game' });
    expect(stranger.now()).toMatchObject({ state: 'choosing', role: null });
    expect(stranger.rejoin!.phone).not.toBe(ana.rejoin!.phone);
  });
});

describe('N5: away seats', () => {
  it('N5: a phone whose pipe closed is away, and every phone is told its seat is away', () => {
    const ana = h.seated(0);
    const bia = h.seated(1);
    ana.pair.host.close();
    bia.pair.flush();
    expect(h.host.status().find((p) => p.role === 0)).toMatchObject({ state: 'away', awaySince: h.clock.now });
    expect(bia.now().away).toEqual([0]);
  });

  it('N5: a phone that answers no ping for 6 s is away, with its latency measured while it answered; a pong brings it back', () => {
    const ana = h.seated(0);
    h.clock.now += 100;
    h.host.tick();
    h.clock.now += 40;
    ana.pair.flush();
    expect(h.host.status()[0]).toMatchObject({ state: 'connected', latencyMs: 40 });
    // The phone sleeps: pings go unanswered.
    ana.pair.guest.onmessage = null;
    for (let s = 0; s < 7; s++) {
      h.clock.now += 1000;
      h.host.tick();
      ana.pair.flush();
    }
    expect(h.host.status()[0].state).toBe('away');
    const stillThere = h.join(ana.rejoin);
    expect(h.host.status()[0].state).toBe('connected');
    expect(stillThere.now().role).toBe(0);
  });

  it('N5: an away seat\'s turn is played for it after the table\'s time: a check if it may, else a fold — not a moment before, and never when off', async () => {
    h = hosted(undefined, 1, { actFor: 30 });
    await h.act({ type: 'startHand', at: 0 });
    const seat = acting() as number;
    const phone = h.seated(seat);
    phone.pair.host.close();
    expect(h.host.status().find((p) => p.role === seat)!.standInAt).toBe(h.clock.now + 30_000);
    const length = h.state().log.length;
    h.clock.now += 29_000;
    h.host.tick();
    await settle();
    expect(h.state().log.length).toBe(length);
    h.clock.now += 1_000;
    h.host.tick();
    await settle();
    const hand = h.state().hand!;
    expect(hand.log.at(-1)).toEqual({ type: 'fold', seat }); // preflop, facing the big blind: no check
    // The next away turn of a phone at 'off' waits for the host.
    h.host.setActFor('off');
    const next = acting() as number;
    h.seated(next).pair.host.close();
    expect(h.host.status().find((p) => p.role === next)!.standInAt).toBeNull();
    h.clock.now += 600_000;
    h.host.tick();
    await settle();
    expect(h.state().hand!.log.length).toBe(hand.log.length);
  });

  it('N5: the wait counts from the later of the turn\'s start and the phone going away (the panel\'s standInAt), and a check is made where one may check', async () => {
    h = hosted(undefined, 1, { actFor: 60 });
    await h.act({ type: 'startHand', at: 0 });
    // Everyone calls round to the big blind, who may check.
    await h.act(passive(acting() as number));
    await h.act(passive(acting() as number));
    const bb = acting() as number;
    const phone = h.seated(bb);
    const turnAt = h.clock.now;
    expect(h.host.status()[0].standInAt).toBeNull(); // not away
    h.clock.now += 50_000;
    phone.pair.host.close();
    expect(h.host.status()[0].standInAt).toBe(turnAt + 50_000 + 60_000);
    h.clock.now += 59_000;
    h.host.tick();
    await settle();
    expect(h.state().hand!.log.at(-1)).not.toEqual({ type: 'check', seat: bb });
    h.clock.now += 1_000;
    h.host.tick();
    await settle();
    expect(h.state().hand!.log.some((a) => a.type === 'check' && a.seat === bb)).toBe(true);
    expect(h.host.status()[0].standInAt).toBeNull();
  });
});

describe('N6: the host away', () => {
  it('N6: when the pipe to the host closes, the phone keeps its last view, says the host is away for good (only a new code brings it back), and an intention on its way settles as away', async () => {
    const seat = acting() as number;
    const phone = h.seated(seat);
    const view = phone.now().view;
    const outcome = phone.table.intend(passive(seat));
    expect(phone.now().closed).toBe(false);
    phone.pair.guest.close();
    expect(await outcome).toBe('away');
    expect(phone.now()).toMatchObject({ state: 'host-away', view, closed: true });
    expect(await phone.table.intend(passive(seat))).toBe('away');
  });

  it('N6: a host silent for 6 s is away on the phone, and back as soon as it is heard', () => {
    const phone = h.seated(0);
    h.clock.now += 6_001;
    phone.table.tick();
    expect(phone.now()).toMatchObject({ state: 'host-away', closed: false });
    h.host.tick();
    phone.pair.flush();
    expect(phone.now().state).toBe('playing');
  });
});

describe('N2: garbage from the network', () => {
  it('N2: a message the host cannot read is answered with an error and changes nothing; three in a row close the pipe', () => {
    const phone = h.seated(0);
    const before = h.state();
    for (const text of ['{', JSON.stringify({ t: 'act', n: 1, action: { type: 'fold', seat: '0' } })]) phone.pair.guest.send(text);
    phone.pair.flush();
    expect(messages(phone).filter((m) => m.t === 'error')).toHaveLength(2);
    expect(phone.pair.guest.closed).toBe(false);
    phone.pair.guest.send('x'.repeat(300_000));
    phone.pair.flush();
    h.host.tick();
    expect(phone.pair.guest.closed).toBe(true);
    expect(h.state()).toBe(before);
  });
});
