// N1–N6 at the app's level: the host's hosting over the real runner and store (fake IndexedDB),
// a guest phone's app module on the other end of a fake channel pair, and the table's one tap path.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, tableView, type SessionAction } from '../../src/engine/index.ts';
import { currentGame } from '../../src/app/games.ts';
import { answerSeat, assign, hostChannel, hosting, seatOnPhone, setActFor, startHosting, stopHosting } from '../../src/app/network-host.ts';
import { guest } from '../../src/app/guest-view.ts';
import { leave, pick, sendIntention } from '../../src/app/network-guest.ts';
import { act, closeGame, createGame, loadGame, openState } from '../../src/app/runner.ts';
import { refusal, saveStatus } from '../../src/app/status.ts';
import type { Rejoin } from '../../src/net/guest-table.ts';
import { tableMoment } from '../../src/net/intentions.ts';
import { PROTOCOL_VERSION } from '../../src/net/messages.ts';
import { rejoinProof } from '../../src/net/rejoin-proof.ts';
import { channelPair, type Pair } from '../net/support/fake-channel.ts';
import { holdemConfig } from './harness.ts';
import { hostingHooks, joinPhone, letMessagesFlow, phoneAt, until } from './network-harness.ts';

const { store } = hostingHooks(11);
let pair: Pair;

beforeEach(async () => {
  await createGame({ config: holdemConfig, mode: 'pass-and-play' });
});

/** A guest phone joined to the hosting over a fresh pipe, kept as `pair`. */
const joinNewPhone = async (): Promise<Pair> => (pair = await joinPhone());

const acting = () => legalActions(openState()!.hand!).seat!;
const passive = (seat: number): SessionAction => (legalActions(openState()!.hand!).actions.some((a) => a.type === 'check') ? { type: 'check', seat } : { type: 'call', seat });

describe('hosting the open game', () => {
  it('N1: the host serves the open game; a phone that joins is listed, takes a free seat, and is shown as that seat\'s phone', async () => {
    startHosting();
    expect(hosting.value).toMatchObject({ gameId: currentGame.value!.id, actFor: 'off' });
    await joinNewPhone();
    expect(hosting.value!.phones).toEqual([expect.objectContaining({ role: null, state: 'connected', device: expect.any(String) })]);
    // Seat 2 is in the hand played on this phone: the phone waits for the host's yes (N1).
    pick(2);
    await until(() => hosting.value?.phones[0].asks === 2 && guest.value?.asked === 2);
    expect(guest.value!).toMatchObject({ role: null, view: null });
    await answerSeat(hosting.value!.phones[0].phone, true);
    await until(() => guest.value?.role === 2);
    expect(seatOnPhone(2)).toMatchObject({ role: 2, state: 'connected' });
    expect(seatOnPhone(1)).toBeNull();
    expect(JSON.stringify(guest.value!.view)).toBe(JSON.stringify(tableView(openState()!, 2)));
  });

  it('N3: a guest\'s intention is committed to the host\'s log before its view comes back; a refused one changes neither the log nor the host\'s own message', async () => {
    startHosting();
    await joinNewPhone();
    const seat = acting();
    await assign(hosting.value!.phones[0].phone, seat);
    await until(() => guest.value?.role === seat);
    const id = currentGame.value!.id;
    const logged = (await store().storage.games.history(id)).length;
    expect(await sendIntention(passive(seat))).toBe('done');
    const after = (await store().storage.games.history(id)).length;
    expect(after).toBeGreaterThan(logged);
    expect(JSON.stringify(guest.value!.view)).toBe(JSON.stringify(tableView(openState()!, seat)));
    // The same seat again, now out of turn, sent by hand so that this process's one refusal signal is the host's alone.
    leave();
    const before = openState();
    const hostSaid = { code: 'NOT_ENOUGH_CHIPS', message: "the host's own tap" } as const;
    refusal.value = hostSaid;
    const raw = channelPair();
    letMessagesFlow(raw);
    await hostChannel(raw.host);
    const [kept] = JSON.parse(localStorage.getItem('mesa.table.rejoin')!) as Rejoin[];
    const proof = rejoinProof(kept!.secret, kept!.game, kept!.phone, raw.guest.fingerprints.remote, raw.guest.fingerprints.local);
    raw.guest.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: 'test', game: kept!.game, phone: kept!.phone, proof }));
    raw.guest.send(JSON.stringify({ t: 'act', n: 9, ...tableMoment(openState()!), action: { type: 'fold', seat } }));
    await until(() => raw.guest.received.some((text) => JSON.parse(text).t === 'refused'));
    expect(JSON.parse(raw.guest.received.find((text) => JSON.parse(text).t === 'refused')!)).toMatchObject({ n: 9, refusal: { code: 'NOT_YOUR_TURN' } });
    expect(openState()).toBe(before);
    expect(await store().storage.games.history(id)).toHaveLength(after);
    expect(refusal.value).toBe(hostSaid);
  });

  it('N3: a look with a 50,000-deep nest in a field it does not carry is refused whole: nothing is written, and the host is not left busy', async () => {
    const hand = openState()!.hand!;
    const seat = hand.seats.findIndex((s, i) => s.inHand && i !== acting());
    pair = await phoneAt(seat);
    const length = openState()!.log.length;
    const nest = '['.repeat(50_000) + ']'.repeat(50_000);
    const { hand: number, log } = tableMoment(openState()!);
    pair.guest.send(`{"t":"act","n":1,"hand":${number},"log":${log},"action":{"type":"peek","seat":${seat},"x":${nest}}}`);
    await until(() => pair.guest.received.some((text) => JSON.parse(text).t === 'error'));
    expect(openState()!.log).toHaveLength(length);
    expect(await act(passive(acting()))).toBe('done');
    expect(saveStatus.value).toEqual({ state: 'idle' });
    expect(await store().storage.games.history(currentGame.value!.id)).toHaveLength(length + 1);
  });

  it('N4: the phones and their secrets are kept per game: after the host reloads, it serves them again by itself, and the phone rejoins with its secret and keeps its seat', async () => {
    pair = await phoneAt(1);
    const id = currentGame.value!.id;
    // The host's page reloads: hosting and the game are gone from memory, the store keeps them.
    await closeGame();
    await until(() => guest.value?.state === 'host-away');
    expect(hosting.value).toBeNull();
    await loadGame(id);
    // Nothing tapped: the seat held by a phone shows as that phone's, away, not as this phone's to pass.
    await until(() => hosting.value?.phones.length === 1);
    expect(seatOnPhone(1)).toMatchObject({ role: 1, state: 'away' });
    expect(hosting.value!.phones[0]).toMatchObject({ role: 1, state: 'away' });
    await joinNewPhone();
    await until(() => guest.value?.role === 1 && guest.value.state === 'playing');
    expect(hosting.value!.phones).toEqual([expect.objectContaining({ role: 1, state: 'connected' })]);
    expect(await store().storage.conn.db().then((db) => db.get('meta', `tablePhones:${id}`))).toMatchObject({ value: { phones: [expect.objectContaining({ role: 1 })] } });
  });

  it('N4, N6: a host reload closes every pipe: hosting started again by itself says so, and the phone with a seat is to be called back with a new code until it is back', async () => {
    pair = await phoneAt(1);
    const id = currentGame.value!.id;
    expect(hosting.value).toMatchObject({ resumed: false, recall: [] });
    const phone = hosting.value!.phones[0].phone;
    await closeGame();
    await loadGame(id);
    await until(() => hosting.value?.phones.length === 1);
    expect(hosting.value).toMatchObject({ resumed: true, recall: [phone] });
    expect(hosting.value!.phones[0]).toMatchObject({ role: 1, closed: true });
    await joinNewPhone();
    await until(() => guest.value?.role === 1 && guest.value.state === 'playing');
    expect(hosting.value).toMatchObject({ resumed: true, recall: [] });
    // Its pipe closing again puts it back on the list: only a new code brings it back.
    pair.host.close();
    await until(() => hosting.value?.recall.length === 1);
  });

  it('N6: the host\'s page going away (a reload, the tab closed) closes each pipe itself, so the phone says so at once rather than when its connection gives up', async () => {
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    try {
      pair = await phoneAt(1);
      expect(pair.guest.closed).toBe(false);
      page.dispatchEvent(new Event('pagehide'));
      expect(pair.guest.closed).toBe(true);
      await until(() => guest.value?.closed === true);
      expect(guest.value!.state).toBe('host-away');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("N4: after the table's Stop the game opens again played on this phone alone, its phones still kept for the next time", async () => {
    pair = await phoneAt(1);
    const id = currentGame.value!.id;
    await stopHosting();
    await closeGame();
    await loadGame(id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hosting.value).toBeNull();
    startHosting();
    await until(() => hosting.value?.phones.length === 1);
    expect(seatOnPhone(1)).toMatchObject({ role: 1, state: 'away' });
  });

  it('N5: with act-for set, an away seat\'s turn is folded or checked on the host\'s log once the time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startHosting();
    await joinNewPhone();
    const seat = acting();
    await assign(hosting.value!.phones[0].phone, seat);
    await until(() => guest.value?.role === seat);
    setActFor(30);
    await until(() => hosting.value?.actFor === 30);
    pair.guest.close();
    await until(() => hosting.value?.phones[0].state === 'away');
    const length = openState()!.log.length;
    vi.setSystemTime(Date.now() + 31_000);
    await until(() => openState()!.log.length > length);
    expect(openState()!.log[length]).toMatchObject({ seat, type: expect.stringMatching(/^(check|fold)$/) });
  });

  it('N6: closing the game ends the hosting, and the phone shows the host away with its last view', async () => {
    pair = await phoneAt(0);
    const view = guest.value!.view;
    await closeGame();
    await until(() => guest.value?.state === 'host-away');
    expect(hosting.value).toBeNull();
    expect(guest.value!.view).toBe(view);
  });
});

describe('a game of real cards on several phones', () => {
  it("N1, N3: in the chip ledger a guest's bet goes through its phone as in a dealt game, and its view is its seat's; the table's moves stay with the host", async () => {
    await closeGame();
    await createGame({ config: holdemConfig, mode: 'ledger' });
    expect(openState()!.config.dealing).toBe('ledger');
    const seat = acting();
    await phoneAt(seat);
    const length = openState()!.log.length;
    expect(await sendIntention(passive(seat))).toBe('done');
    expect(openState()!.log).toHaveLength(length + 1);
    expect(openState()!.log[length]).toMatchObject({ seat });
    await until(() => JSON.stringify(guest.value!.view) === JSON.stringify(tableView(openState()!, seat)));
    // A new hand is the table's move: refused as out of turn, the log as it was.
    expect(await sendIntention({ type: 'startHand', at: Date.now() })).toBe('refused');
    expect(refusal.value).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(openState()!.log).toHaveLength(length + 1);
  });
});

describe('the one tap path', () => {
  it('N3: a tap on a guest phone goes to the host as an intention, and on the host to the runner', async () => {
    const { tap } = await import('../../src/ui/components/tap.tsx');
    const seat = acting();
    // No guest: the host's own tap.
    expect(await tap('call', passive(seat))).toBe('done');
    startHosting();
    await joinNewPhone();
    const next = acting();
    pick(next);
    await until(() => hosting.value?.phones[0].asks === next);
    await answerSeat(hosting.value!.phones[0].phone, true);
    await until(() => guest.value?.role === next);
    const sent = pair.host.received.length;
    expect(await tap('call', passive(next))).toBe('done');
    expect(pair.host.received.slice(sent).map((text) => JSON.parse(text).t)).toContain('act');
    leave();
    expect(await act(passive(acting()))).toBe('done');
  });
});
