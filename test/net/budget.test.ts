// N2 (issue 32, defect 5): each phone's messages of each kind within a budget a second; past it,
// one "slow down" and then nothing, and the host names the phone. The clock is the test's.
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type SessionAction } from '../../src/engine/index.ts';
import { MESSAGE_BUDGET } from '../../src/net/message-budget.ts';
import { readHostMessage, type HostMessage } from '../../src/net/messages.ts';
import { actMessage, hosted, settle, type Hosted, type Phone } from './support/hosted.ts';

let h: Hosted;

beforeEach(async () => {
  h = hosted();
  await h.act({ type: 'startHand', at: 0 });
});


const received = (phone: Phone, from = 0): HostMessage[] => phone.pair.guest.received.slice(from).map((text) => readHostMessage(text)!);
const slowDowns = (messages: readonly HostMessage[]) => messages.filter((m) => m.t === 'error' && m.reason === 'slow-down').length;

describe('N2: a budget of messages a second for each phone and kind', () => {
  it('N2: 2,000 resyncs at once get at most the budget of answers, one "slow down", and the phone is named on the host', () => {
    const bia = h.seated(1);
    const from = bia.pair.guest.received.length;
    for (let i = 0; i < 2000; i++) bia.pair.guest.send(JSON.stringify({ t: 'resync', after: 0 }));
    bia.pair.flush();
    const answers = received(bia, from);
    expect(answers.filter((m) => m.t === 'welcome').length).toBeLessThanOrEqual(MESSAGE_BUDGET.burst);
    expect(slowDowns(answers)).toBe(1);
    expect(h.host.status().find((p) => p.role === 1)).toMatchObject({ floodedAt: h.clock.now, state: 'connected' });
    // Another kind has its own budget; and a second later the resyncs are answered again, as many as the budget refilled.
    const more = bia.pair.guest.received.length;
    bia.pair.guest.send(JSON.stringify({ t: 'pong', ping: h.clock.now }));
    h.clock.now += 1000;
    for (let i = 0; i < 2000; i++) bia.pair.guest.send(JSON.stringify({ t: 'resync', after: 0 }));
    bia.pair.flush();
    const later = received(bia, more);
    expect(later.filter((m) => m.t === 'welcome').length).toBeGreaterThan(0);
    expect(later.filter((m) => m.t === 'welcome').length).toBeLessThanOrEqual(MESSAGE_BUDGET.perSecond);
    expect(slowDowns(later)).toBe(1);
  });

  it('N2: a flood of refused intentions is judged no faster than the budget, and the game is unchanged', async () => {
    const seat = legalActions(h.state().hand!).seat!;
    const other = (seat + 1) % 3;
    const phone = h.seated(other);
    const before = h.state();
    const from = phone.pair.guest.received.length;
    for (let n = 1; n <= 500; n++) phone.pair.guest.send(actMessage(phone, n, { type: 'fold', seat: other }));
    await settle(phone);
    const answers = received(phone, from);
    expect(answers.filter((m) => m.t === 'refused').length).toBeLessThanOrEqual(MESSAGE_BUDGET.burst);
    expect(slowDowns(answers)).toBe(1);
    expect(h.state()).toBe(before);
  });

  it("N2: an honest phone's pace is never limited: a whole hand of intentions, pongs and a resync after each, at a tap every 200 ms", async () => {
    const phones = [0, 1, 2].map((seat) => h.seated(seat));
    let ticked = h.clock.now;
    for (let moves = 0; h.state().hand?.pending.kind === 'bet' && moves < 100; moves++) {
      const legal = legalActions(h.state().hand!);
      const seat = legal.seat!;
      const action: SessionAction = legal.actions.some((a) => a.type === 'check') ? { type: 'check', seat } : { type: 'call', seat };
      const outcome = phones[seat]!.table.intend(action);
      await settle(...phones);
      expect(await outcome).toBe('done');
      for (const phone of phones) phone.pair.guest.send(JSON.stringify({ t: 'resync', after: 0 }));
      h.clock.now += 200;
      if (h.clock.now - ticked >= 1000) {
        h.host.tick();
        ticked = h.clock.now;
      }
      await settle(...phones);
    }
    expect(h.state().hand?.pending.kind).not.toBe('bet');
    for (const phone of phones) expect(slowDowns(received(phone))).toBe(0);
    expect(h.host.status().every((p) => p.floodedAt === null)).toBe(true);
  });
});
