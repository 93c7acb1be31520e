// N7–N10 as a round of messages: a host and its guest phones over a fake network (JSON text, read
// back with the readers as a phone reads anything that comes in), honest and cheating phones on
// either side, and the host's hand dealt with the app's own chance (src/app/chance.ts).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applySession,
  chanceFrom,
  checkDeal,
  commitmentOf,
  dealSource,
  finishedDeal,
  legalActions,
  newSession,
  seededSource,
  type RandomSource,
  type SessionAction,
  type SessionConfig,
  type SessionState,
  type Viewer,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { chanceAction, useHandSource, useRandomSource } from '../../src/app/chance.ts';
import {
  guestFairRound,
  hostFairRound,
  readFairGuestMessage,
  readFairHostMessage,
  readGuestFairKept,
  readHostFairKept,
  type AskedPhone,
  type FairCheck,
  type FairGuestMessage,
  type FairHostMessage,
  type HostFairKept,
} from '../../src/net/fair-round.ts';
import { phoneView, TABLES } from '../engine/support/fair-hand.ts';

const GAME = 'game-7';
const HOST = 'host-phone';
const fechado = TABLES.find((t) => t.profile === 'fechado')!;
const holdem = TABLES.find((t) => t.profile === 'holdem')!;

/** The guest phones and what each holds: a seat, or the table display. */
const GUESTS: readonly { phone: string; viewer: Viewer }[] = [
  { phone: 'bia-phone', viewer: 1 },
  { phone: 'caio-phone', viewer: 2 },
  { phone: 'tv', viewer: 'table' },
];

const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Edu'];
/** The guest phones `phones` as the host names them when it asks them (N8): the seat's player, or the display's device. */
const asked = (phones: readonly string[] = GUESTS.map((g) => g.phone)): AskedPhone[] =>
  phones.map((phone) => {
    const viewer = GUESTS.find((g) => g.phone === phone)!.viewer;
    return viewer === 'table' ? { phone, seat: null, name: 'TV' } : { phone, seat: viewer, name: NAMES[viewer] };
  });
/** What an honest host asks before hand `hand`, as it says it to every phone. */
const begin = (hand: number, phones?: readonly string[]): FairHostMessage => ({ t: 'fair-begin', hand, host: HOST, asked: asked(phones) });

const cryptoBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));
/** Lets every message under way arrive (each is delivered in a microtask of its own). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A change a cheating phone makes to what it sends: the message it sends instead, or null for nothing. */
type Tamper<M> = (phone: string, m: M) => M | null;

interface Table {
  readonly host: ReturnType<typeof hostFairRound>;
  /** What each guest phone said of each hand's deal. */
  readonly checks: Map<string, FairCheck[]>;
  /** Every message each guest sent, as it left the phone. */
  readonly sent: Map<string, FairGuestMessage[]>;
  /** Ends the host's current wait for the phones, as its timeout would. */
  timeUp(): void;
  /** The session each guest's view is drawn from (the host's, unless a test shows them another). */
  state: SessionState;
  /** Sends a host message to one guest as if the host had (to play a host that cheats). */
  deliver(phone: string, m: FairHostMessage): void;
  /** The guest phone reloads: a new round from what it last kept, read back as its app reads its storage. */
  reload(phone: string): void;
}

interface TableOptions {
  guests?: typeof GUESTS;
  host?: Tamper<FairHostMessage>;
  guest?: Tamper<FairGuestMessage>;
  /** Where the host keeps what it owes the phones. */
  keep?: (kept: HostFairKept | null) => Promise<void> | void;
}

function table(options: TableOptions = {}): Table {
  const guests = options.guests ?? GUESTS;
  const waits: (() => void)[] = [];
  const checks = new Map(guests.map((g) => [g.phone, [] as FairCheck[]]));
  const sent = new Map(guests.map((g) => [g.phone, [] as FairGuestMessage[]]));
  /** What each guest last kept, as the text its storage holds. */
  const stored = new Map<string, string>();
  const wire = (m: object) => JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
  const guestRound = (phone: string) =>
    guestFairRound({
      game: GAME,
      phone,
      random: cryptoBytes,
      restored: readGuestFairKept(JSON.parse(stored.get(phone) ?? 'null')),
      keep: (kept) => stored.set(phone, JSON.stringify(kept)),
      send(m) {
        sent.get(phone)!.push(m);
        const changed = options.guest ? options.guest(phone, m) : m;
        if (!changed) return;
        const text = wire(changed);
        queueMicrotask(() => {
          const read = readFairGuestMessage(text);
          if (read) host.receive(phone, read);
        });
      },
    });
  const rounds = new Map(guests.map((g) => [g.phone, guestRound(g.phone)]));
  const t: Table = {
    host: null as never,
    checks,
    sent,
    state: newSession(holdem),
    timeUp: () => waits.pop()?.(),
    deliver(phone, m) {
      const text = wire(m);
      queueMicrotask(() => {
        const read = readFairHostMessage(text);
        const viewer = guests.find((g) => g.phone === phone)!.viewer;
        const check = read && rounds.get(phone)!.receive(read, phoneView(t.state, viewer), []);
        if (check) checks.get(phone)!.push(check);
      });
    },
    reload: (phone) => void rounds.set(phone, guestRound(phone)),
  };
  const host = hostFairRound({
    game: GAME,
    hostPhone: HOST,
    random: cryptoBytes,
    wait: () => new Promise<void>((resolve) => waits.push(resolve)),
    keep: options.keep,
    send(phone, m) {
      const changed = options.host ? options.host(phone, m) : m;
      if (changed) t.deliver(phone, changed);
    },
  });
  return Object.assign(t, { host });
}

/** The action and the chance that follows it, drawn by the app (src/app/chance.ts), as the runner does. */
function act(state: SessionState, action: SessionAction): SessionState {
  const apply = (s: SessionState, a: SessionAction) => {
    const result = applySession(s, a);
    if (!result.ok) throw new Error(`${JSON.stringify(a)}: ${result.error.code}`);
    return result.state;
  };
  state = apply(state, action);
  for (let chance = chanceAction(state); chance; chance = chanceAction(state)) state = apply(state, chance);
  return state;
}

/** A hand dealt by the host app with `source` set for it, and played to its end at random. */
function hostPlays(state: SessionState, source: RandomSource, seed: number): SessionState {
  const rng = seededSource(seed);
  useHandSource(state.history.length + 1, source);
  state = act(state, { type: 'startHand', at: 0 });
  while (state.hand!.pending.kind !== 'complete') state = act(state, randomAction(state.hand!, legalActions(state.hand!), rng));
  return state;
}

/** One whole round: commitments, values, the hand dealt and played, the values and the hand published. */
async function round(t: Table, config = holdem, seed = 1, phones = GUESTS.map((g) => g.phone)) {
  t.state = newSession(config);
  const dealt = await t.host.beforeDeal(1, asked(phones));
  t.state = hostPlays(t.state, dealt.source, seed);
  t.host.afterHand(1, finishedDeal(t.state)!);
  await settle();
  return dealt;
}

/** The deck the values deal the first hand of `config`: what the host's hand must have been shuffled to. */
function sharedDeck(config: SessionConfig, values: readonly { phone: string; value: string }[]) {
  const started = applySession(newSession(config), { type: 'startHand', at: 0 });
  return started.ok && chanceFrom(started.state.hand!, dealSource(values));
}

const shuffleOf = (state: SessionState) => state.hand!.log.find((a) => a.type === 'shuffle');

beforeEach(() => useRandomSource(seededSource(99)));

describe('reading what comes from the network (N7, N8)', () => {
  it('N7: the readers take only well-formed fair messages; anything else, whatever its shape, is let go without a throw (property)', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('commit', 'reveal', 'fair-begin', 'fair-commitments', 'fair-revealed'), fc.constant('a'.repeat(64)), fc.integer());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('t', 'hand', 'hash', 'value', 'host', 'list', 'values', 'left', 'played'), field), (value) => {
        for (const read of [readFairGuestMessage, readFairHostMessage]) {
          const m = read(value);
          // What is taken reads back the same from its own JSON: plain data, nothing else.
          if (m) expect(read(JSON.parse(JSON.stringify(m)))).toEqual(m);
        }
      }),
      { numRuns: 500 },
    );
    const hash = 'c'.repeat(64);
    expect(readFairGuestMessage({ t: 'commit', hand: 2, hash })).toEqual({ t: 'commit', hand: 2, hash });
    expect(readFairGuestMessage({ t: 'reveal', hand: 2, value: hash, extra: 1 })).toEqual({ t: 'reveal', hand: 2, value: hash });
    for (const bad of [
      { t: 'commit', hand: 0, hash },
      { t: 'commit', hand: 1.5, hash },
      { t: 'commit', hand: '2', hash },
      { t: 'commit', hand: 2, hash: hash.toUpperCase() },
      { t: 'commit', hand: 2, hash: hash.slice(1) },
      { t: 'reveal', hand: 2 },
      { t: 'pick', hand: 2, hash },
    ]) expect(readFairGuestMessage(bad)).toBeNull();
    const list = [{ phone: HOST, hash }, { phone: 'bia', hash }];
    expect(readFairHostMessage({ t: 'fair-commitments', hand: 1, host: HOST, list })).toEqual({ t: 'fair-commitments', hand: 1, host: HOST, list });
    for (const bad of [
      { t: 'fair-commitments', hand: 1, host: HOST, list: [...list, { phone: 'bia', hash }] },
      { t: 'fair-commitments', hand: 1, host: '', list },
      { t: 'fair-commitments', hand: 1, host: HOST, list: Array.from({ length: 33 }, (_, i) => ({ phone: `p${i}`, hash })) },
      { t: 'fair-commitments', hand: 1, host: 'x'.repeat(129), list },
      { t: 'fair-revealed', hand: 1, values: [], left: [], played: { config: {}, log: [] } },
      { t: 'fair-revealed', hand: 1, values: [], left: [], played: { config: { seats: [] }, log: [{ type: 'explode' }] } },
      { t: 'fair-revealed', hand: 1, values: [{ phone: 'a', value: 'zz' }], left: [], played: { config: { seats: [] }, log: [] } },
    ]) expect(readFairHostMessage(bad)).toBeNull();
  });
});

describe('the round before the deal (N7, N8, N9)', () => {
  it('N7, N8, N9: every phone commits, sees the whole list with the host\'s commitment first, reveals, and the hand\'s source is made of all the values', async () => {
    const received: FairHostMessage[] = [];
    const t = table({ host: (phone, m) => (phone === 'bia-phone' && received.push(m), m) });
    const dealt = await round(t);
    expect(dealt.missing).toEqual([]);
    expect(received.map((m) => m.t)).toEqual(['fair-begin', 'fair-commitments', 'fair-revealed']);
    const [, list, revealed] = received;
    if (list.t !== 'fair-commitments' || revealed.t !== 'fair-revealed') throw new Error('out of order');
    expect(list.host).toBe(HOST);
    expect(list.list.map((c) => c.phone)).toEqual([HOST, ...GUESTS.map((g) => g.phone)]);
    const { values } = revealed;
    expect(values.map((v) => v.phone)).toEqual([HOST, ...GUESTS.map((g) => g.phone)]);
    // Each guest committed first, then revealed the value that opens it, bound to its phone, the game and the hand.
    for (const g of GUESTS) {
      const { value } = values.find((v) => v.phone === g.phone)!;
      expect(t.sent.get(g.phone)).toEqual([
        { t: 'commit', hand: 1, hash: commitmentOf(value, { phone: g.phone, game: GAME, hand: 1 }) },
        { t: 'reveal', hand: 1, value },
      ]);
    }
    expect(list.list[0].hash).toBe(commitmentOf(values[0].value, { phone: HOST, game: GAME, hand: 1 }));
    expect(shuffleOf(t.state)).toEqual(sharedDeck(holdem, values));
  });

  it('N8: a guest whose value does not open its commitment is named and left out; the deal goes on from the others\' values, and no phone calls it checked', async () => {
    let values: readonly { phone: string; value: string }[] = [];
    const t = table({
      guest: (phone, m) => (phone === 'caio-phone' && m.t === 'reveal' ? { ...m, value: 'e'.repeat(64) } : m),
      host: (_, m) => ((values = m.t === 'fair-revealed' ? m.values : values), m),
    });
    const dealt = await round(t);
    expect(dealt.missing).toEqual(['caio-phone']);
    expect(values.map((v) => v.phone)).toEqual([HOST, 'bia-phone', 'tv']);
    expect(shuffleOf(t.state)).toEqual(sharedDeck(holdem, values));
    // The host could have dealt with or without that value: every check fails, naming it, and Caio's own says its value was left out.
    for (const phone of ['bia-phone', 'tv']) expect(t.checks.get(phone)).toEqual([{ ok: false, hand: 1, problem: 'left', left: ['caio-phone'] }]);
    expect(t.checks.get('caio-phone')).toEqual([{ ok: false, hand: 1, problem: 'dropped' }]);
  });

  it('N8: a guest that never reveals is named once the wait is over, and one that never commits too; not a moment before', async () => {
    const t = table({ guest: (phone, m) => (phone === 'tv' || (phone === 'caio-phone' && m.t === 'reveal') ? null : m) });
    let settled = false;
    const pending = t.host.beforeDeal(1, asked()).then((dealt) => ((settled = true), dealt));
    await settle();
    // The table display's commitment is awaited: no list goes out yet.
    expect(settled).toBe(false);
    expect(t.sent.get('bia-phone')).toHaveLength(1);
    t.timeUp();
    await settle();
    // The list went out without the display; Bia revealed, Caio is awaited.
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal']);
    expect(settled).toBe(false);
    t.timeUp();
    const dealt = await pending;
    expect(dealt.missing).toEqual(['caio-phone', 'tv']);
    t.state = hostPlays(newSession(holdem), dealt.source, 3);
    t.host.afterHand(1, finishedDeal(t.state)!);
    await settle();
    // Caio committed and his value is not in the deal: Bia's check fails, naming him (the display never committed: nothing to choose).
    expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'left', left: ['caio-phone'] }]);
    // Caio's phone sent its value, which never came: its check fails, saying its own value was left out.
    expect(t.checks.get('caio-phone')).toEqual([{ ok: false, hand: 1, problem: 'dropped' }]);
    // The display's commitment came too late for the list: it revealed nothing, and has nothing to check against.
    expect(t.checks.get('tv')).toEqual([]);
  });

  it('N8: a guest reveals nothing before it has seen the host\'s own commitment in the list', async () => {
    const hash = commitmentOf('1'.repeat(64), { phone: HOST, game: GAME, hand: 1 });
    const t = table();
    // A list with no fair-begin before it: this phone committed to nothing for that hand.
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: HOST, list: [{ phone: HOST, hash }] });
    await settle();
    expect(t.sent.get('bia-phone')).toEqual([]);
    t.deliver('bia-phone', begin(1));
    await settle();
    const [commit] = t.sent.get('bia-phone')!;
    const mine = { phone: 'bia-phone', hash: commit.t === 'commit' ? commit.hash : '' };
    // The list without the host's commitment, or naming this phone the host: no value goes out.
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: HOST, list: [mine] });
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: 'bia-phone', list: [mine] });
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: 'ana-phone', list: [{ phone: HOST, hash }, mine] });
    // A list for another hand.
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 2, host: HOST, list: [{ phone: HOST, hash }, mine] });
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit']);
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: HOST, list: [{ phone: HOST, hash }, mine] });
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal']);
    // And only once.
    t.deliver('bia-phone', { t: 'fair-commitments', hand: 1, host: HOST, list: [{ phone: HOST, hash }, mine] });
    await settle();
    expect(t.sent.get('bia-phone')).toHaveLength(2);
  });

  it('N8: the host takes no value before its list went out, nor a second commitment, nor one from a phone it did not ask', async () => {
    const out: [string, FairHostMessage][] = [];
    const host = hostFairRound({ game: GAME, hostPhone: HOST, random: cryptoBytes, wait: () => new Promise(() => {}), send: (phone, m) => void out.push([phone, m]) });
    const at = { phone: 'bia-phone', game: GAME, hand: 1 };
    const [value, other] = ['d'.repeat(64), 'e'.repeat(64)];
    const pending = host.beforeDeal(1, asked(['bia-phone']));
    // A value before any list: let go.
    host.receive('bia-phone', { t: 'reveal', hand: 1, value });
    host.receive('stranger', { t: 'commit', hand: 1, hash: commitmentOf(other, { ...at, phone: 'stranger' }) });
    host.receive('bia-phone', { t: 'commit', hand: 2, hash: commitmentOf(other, { ...at, hand: 2 }) });
    host.receive('bia-phone', { t: 'commit', hand: 1, hash: commitmentOf(value, at) });
    host.receive('bia-phone', { t: 'commit', hand: 1, hash: commitmentOf(other, at) });
    await settle();
    const list = out.find(([, m]) => m.t === 'fair-commitments')![1];
    expect(list.t === 'fair-commitments' && list.list.map((c) => c.phone)).toEqual([HOST, 'bia-phone']);
    expect(list.t === 'fair-commitments' && list.list[1].hash).toBe(commitmentOf(value, at));
    host.receive('bia-phone', { t: 'reveal', hand: 1, value });
    const dealt = await pending;
    expect(dealt.missing).toEqual([]);
    // A second value after the first is let go too.
    host.receive('bia-phone', { t: 'reveal', hand: 1, value: other });
    host.afterHand(1, finishedDeal(hostPlays(newSession(holdem), dealt.source, 1))!);
    const revealed = out.find(([, m]) => m.t === 'fair-revealed')![1];
    expect(revealed.t === 'fair-revealed' && revealed.values.map((v) => v.phone)).toEqual([HOST, 'bia-phone']);
    expect(revealed.t === 'fair-revealed' && revealed.values[1].value).toBe(value);
  });

  it('N8: a guest whose commitment the host changed in the list refuses to reveal, and says so', async () => {
    const t = table({
      host: (phone, m) => (m.t === 'fair-commitments' && phone === 'bia-phone' ? { ...m, list: m.list.map((c) => (c.phone === phone ? { ...c, hash: '0'.repeat(64) } : c)) } : m),
    });
    const pending = t.host.beforeDeal(1, asked());
    await settle();
    t.timeUp();
    const dealt = await pending;
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit']);
    expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'commitment' }]);
    expect(dealt.missing).toEqual(['bia-phone']);
  });

  it('N8: a guest asked again for a hand it already revealed its value for takes no part, and says so', async () => {
    const t = table();
    await t.host.beforeDeal(1, asked(['bia-phone']));
    // The host has every value; it asks again, as a host that does not like the deck would.
    t.deliver('bia-phone', begin(1));
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal']);
    expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'again' }]);
    // The next hand is a new round.
    t.deliver('bia-phone', begin(2));
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal', 'commit']);
  });
});

describe('a host that picks which values make the deal (N8)', () => {
  const forged = Array.from({ length: 8 }, (_, i) => ({ phone: `ghost-${i}`, value: String(i + 1).repeat(64) }));
  const forgedCommitments = forged.map(({ phone, value }) => ({ phone, hash: commitmentOf(value, { phone, game: GAME, hand: 1 }) }));

  /**
   * A host that has every value before the deal (kept, as the honest round keeps them) and deals
   * itself from `choose(values)` instead, publishing those values; `change` alters what it says
   * before (the phones it asks, the list).
   */
  async function cheat(choose: (values: readonly { phone: string; value: string }[]) => { phone: string; value: string }[], change: Tamper<FairHostMessage> = (_, m) => m) {
    let values: readonly { phone: string; value: string }[] = [];
    let chosen: { phone: string; value: string }[] = [];
    const t = table({
      keep: (kept) => void (kept && (values = kept.values)),
      host: (phone, m) => (m.t === 'fair-revealed' ? { ...m, values: chosen, left: [] } : change(phone, m)),
    });
    t.state = newSession(holdem);
    const pending = t.host.beforeDeal(1, asked());
    await settle();
    t.timeUp();
    await settle();
    t.timeUp();
    await pending;
    chosen = choose(values);
    t.state = hostPlays(t.state, dealSource(chosen), 4);
    t.host.afterHand(1, finishedDeal(t.state)!);
    await settle();
    return t;
  }

  it('N8: a host forging 8 commitments of made-up phones (announced as table displays) and dealing from the subset it likes fails every honest phone\'s check, naming them', async () => {
    const ghosts = forged.map(({ phone }, i) => ({ phone, seat: null, name: `TV ${i + 2}` }));
    const t = await cheat(
      (values) => [...values, ...forged.filter((_, i) => i % 3 === 0)],
      (_, m) => (m.t === 'fair-begin' ? { ...m, asked: [...m.asked, ...ghosts] } : m.t === 'fair-commitments' ? { ...m, list: [...m.list, ...forgedCommitments] } : m),
    );
    const missing = forged.filter((_, i) => i % 3 !== 0).map((f) => f.phone);
    for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: false, hand: 1, problem: 'left', left: missing }]);
  });

  it('N8: commitments of phones the host never announced before the phones committed: no honest phone reveals its value, and each says why', async () => {
    const t = await cheat(
      (values) => [...values, ...forged.slice(0, 3)],
      (_, m) => (m.t === 'fair-commitments' ? { ...m, list: [...m.list, ...forgedCommitments] } : m),
    );
    for (const g of GUESTS) {
      expect(t.sent.get(g.phone)!.map((m) => m.t)).toEqual(['commit']);
      expect(t.checks.get(g.phone)).toEqual([{ ok: false, hand: 1, problem: 'asked' }]);
    }
  });

  it('N8: a host that drops a guest\'s value after seeing it fails that phone\'s own check above all, and every other phone\'s', async () => {
    for (const dropped of GUESTS.map((g) => g.phone)) {
      const t = await cheat((values) => values.filter((v) => v.phone !== dropped));
      for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([g.phone === dropped ? { ok: false, hand: 1, problem: 'dropped' } : { ok: false, hand: 1, problem: 'left', left: [dropped] }]);
    }
  });

  it('N8: a phone asked with phones it does not know of commits to nothing and says so: itself missing or in another role, a seat twice, another player\'s name, a seat away', async () => {
    const bia = (change: (list: AskedPhone[]) => AskedPhone[]): FairHostMessage => ({ t: 'fair-begin', hand: 1, host: HOST, asked: change(asked()) });
    const strange: FairHostMessage[] = [
      bia((list) => list.filter((a) => a.phone !== 'bia-phone')),
      bia((list) => list.map((a) => (a.phone === 'bia-phone' ? { ...a, seat: 2, name: 'Caio' } : a))),
      bia((list) => list.map((a) => (a.phone === 'bia-phone' ? { ...a, seat: null, name: 'TV' } : a))),
      bia((list) => [...list, { phone: 'ghost', seat: 2, name: 'Caio' }]),
      bia((list) => [...list, { phone: 'ghost', seat: 9, name: 'Nobody' }]),
      bia((list) => list.map((a) => (a.phone === 'caio-phone' ? { ...a, name: 'Zé' } : a))),
    ];
    for (const m of strange) {
      const t = table();
      t.deliver('bia-phone', m);
      await settle();
      expect(t.sent.get('bia-phone')).toEqual([]);
      expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'asked' }]);
    }
    // A seat the phone was told is away is no phone to shuffle with either.
    const round = guestFairRound({ game: GAME, phone: 'bia-phone', random: cryptoBytes, send: () => {} });
    const view = phoneView(newSession(holdem), 1);
    expect(round.receive(begin(1), view, [2])).toEqual({ ok: false, hand: 1, problem: 'asked' });
    expect(round.receive(begin(1), view, [3])).toBeNull();
  });
});

describe('the check after the hand (N10)', () => {
  it('N10: after an honest hand every guest\'s check passes — the seats\' and the table display\'s — reshuffles included', async () => {
    for (const [config, seed] of [[holdem, 1], [fechado, 2], [fechado, 4]] as const) {
      const t = table();
      await round(t, config, seed);
      for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: true, hand: 1 }]);
    }
  });

  it('N10: a host that publishes its own value other than the one it committed to is caught by every guest', async () => {
    const t = table({ host: (_, m) => (m.t === 'fair-revealed' ? { ...m, values: m.values.map((v) => (v.phone === HOST ? { ...v, value: 'a'.repeat(64) } : v)) } : m) });
    await round(t);
    for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: false, hand: 1, problem: 'value' }]);
  });

  it('N10: a host that deals from another deck than the shared one is caught by every guest, whether it publishes that deck or the shared one', async () => {
    for (const publish of ['its own', 'the shared'] as const) {
      const t = table();
      t.state = newSession(holdem);
      const dealt = await t.host.beforeDeal(1, asked());
      t.state = hostPlays(t.state, seededSource(12345), 1);
      // "The shared": the log it played, with the deck the shared source deals put in place of its own.
      const played = finishedDeal(t.state)!;
      const shared = hostPlays(newSession(holdem), dealt.source, 1);
      const shuffled = finishedDeal(shared)!.log[0];
      t.host.afterHand(1, publish === 'its own' ? played : { ...played, log: [shuffled, ...played.log.slice(1)] });
      await settle();
      for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: false, hand: 1, problem: publish === 'its own' ? 'order' : expect.stringMatching(/^(cards|replay)$/) }]);
    }
  });

  it('N10: values that come when the phone holds no finished view of that hand fail its check', async () => {
    const t = table();
    t.state = newSession(holdem);
    const dealt = await t.host.beforeDeal(1, asked(['bia-phone']));
    t.state = hostPlays(t.state, dealt.source, 1);
    const played = finishedDeal(t.state)!;
    // The next hand is dealt before the values of the last one reach the phone.
    t.state = act(t.state, { type: 'startHand', at: 1 });
    t.host.afterHand(1, played);
    await settle();
    expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'view' }]);
  });
});

describe('a reload in the middle of a hand (N8, N10)', () => {
  const phones = GUESTS.map((g) => g.phone);
  /** What the store gives back of what the host kept: its JSON, read as the app reads it. */
  const storedKept = (kept: HostFairKept | null | undefined) => readHostFairKept(JSON.parse(JSON.stringify(kept ?? null)));

  it('N10: a host restored from what it kept before the deal went on sends, once the hand has ended, the very values and hand the one never reloaded sends, and every guest\'s check passes', async () => {
    const kept: (HostFairKept | null)[] = [];
    const uninterrupted: [string, FairHostMessage][] = [];
    // What the host that never reloaded publishes is only noted: the guests hear the reloaded one.
    // Its store takes a while to write.
    const keep = async (k: HostFairKept | null) => void (await settle(), kept.push(k));
    const t = table({ keep, host: (phone, m) => (m.t === 'fair-revealed' ? (uninterrupted.push([phone, m]), null) : m) });
    t.state = newSession(holdem);
    const dealt = await t.host.beforeDeal(1, asked(phones));
    // Kept, on disk, by the time the source came back, before a card was dealt.
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ hand: 1, asked: phones, left: [] });
    expect(kept[0]!.values.map((v) => v.phone)).toEqual([HOST, ...phones]);
    t.state = hostPlays(t.state, dealt.source, 2);
    const played = finishedDeal(t.state)!;
    const reloaded: [string, FairHostMessage][] = [];
    const again = hostFairRound({
      game: GAME,
      hostPhone: HOST,
      random: cryptoBytes,
      restored: storedKept(kept[0]),
      send: (phone, m) => (reloaded.push([phone, m]), t.deliver(phone, m)),
    });
    again.afterHand(1, played);
    t.host.afterHand(1, played);
    await settle();
    await settle();
    expect(reloaded.map(([phone, m]) => [phone, m.t])).toEqual(phones.map((phone) => [phone, 'fair-revealed']));
    expect(JSON.parse(JSON.stringify(reloaded))).toEqual(JSON.parse(JSON.stringify(uninterrupted)));
    for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: true, hand: 1 }]);
    // Sent to every phone: nothing is owed any more; and only once.
    expect(kept.at(-1)).toBeNull();
    again.afterHand(1, played);
    expect(reloaded).toHaveLength(phones.length);
  });

  it('N10: a guest restored from what it kept checks the deal, whether it reloaded after revealing its value, as the value left, or between its commitment and the list', async () => {
    for (const when of ['after its value', 'as its value left', 'before the list'] as const) {
      const t = table({
        host: (phone, m) => (when === 'before the list' && phone === 'bia-phone' && m.t === 'fair-commitments' && t.reload(phone), m),
        // The page reloads the moment the value is sent: what was kept by then must do.
        guest: (phone, m) => (when === 'as its value left' && phone === 'bia-phone' && m.t === 'reveal' && t.reload(phone), m),
      });
      t.state = newSession(holdem);
      const dealt = await t.host.beforeDeal(1, asked(phones));
      expect(dealt.missing).toEqual([]);
      if (when === 'after its value') t.reload('bia-phone');
      t.state = hostPlays(t.state, dealt.source, 3);
      t.host.afterHand(1, finishedDeal(t.state)!);
      await settle();
      expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal']);
      for (const g of GUESTS) expect(t.checks.get(g.phone)).toEqual([{ ok: true, hand: 1 }]);
    }
  });

  it('N8: a guest restored after it revealed its value for a hand refuses to take part in that hand again, and says so', async () => {
    const t = table();
    await t.host.beforeDeal(1, asked(['bia-phone']));
    t.reload('bia-phone');
    // The host, having seen the values, asks again after making the phone reload.
    t.deliver('bia-phone', begin(1));
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal']);
    expect(t.checks.get('bia-phone')).toEqual([{ ok: false, hand: 1, problem: 'again' }]);
    // The next hand is a new round, reload or not.
    t.reload('bia-phone');
    t.deliver('bia-phone', begin(2));
    await settle();
    expect(t.sent.get('bia-phone')!.map((m) => m.t)).toEqual(['commit', 'reveal', 'commit']);
  });

  it('N10: a phone away when the values went out is sent them once it is back, once; the next hand\'s round lets them go', async () => {
    const away = new Set(['caio-phone']);
    const kept: (HostFairKept | null)[] = [];
    const out: [string, FairHostMessage][] = [];
    const owedHand: HostFairKept = { hand: 4, asked: ['bia-phone', 'caio-phone'], values: [{ phone: HOST, value: '1'.repeat(64) }], left: ['caio-phone'] };
    const host = hostFairRound({
      game: GAME,
      hostPhone: HOST,
      random: cryptoBytes,
      wait: () => new Promise(() => {}),
      keep: (k) => void kept.push(k),
      send: (phone, m) => !away.has(phone) && (out.push([phone, m]), true),
      restored: owedHand,
    });
    const played = finishedDeal(hostPlays(newSession(holdem), seededSource(1), 1))!;
    host.afterHand(4, played);
    expect(out.map(([phone, m]) => [phone, m.t])).toEqual([['bia-phone', 'fair-revealed']]);
    // Still owed to Caio's phone, and kept so.
    expect(kept.at(-1)).toEqual({ hand: 4, asked: ['caio-phone'], values: [{ phone: HOST, value: '1'.repeat(64) }], left: ['caio-phone'] });
    host.rejoined('bia-phone');
    host.rejoined('caio-phone');
    expect(out).toHaveLength(1);
    away.clear();
    host.rejoined('caio-phone');
    host.rejoined('caio-phone');
    expect(out.map(([phone, m]) => [phone, m.t])).toEqual([
      ['bia-phone', 'fair-revealed'],
      ['caio-phone', 'fair-revealed'],
    ]);
    expect(out[1][1]).toEqual(out[0][1]);
    expect(kept.at(-1)).toBeNull();
    // Owed to a phone still away, then a new hand's round begins: its view moves on, the values are let go.
    away.add('caio-phone');
    const late: string[] = [];
    const next = hostFairRound({
      game: GAME,
      hostPhone: HOST,
      random: cryptoBytes,
      wait: () => new Promise(() => {}),
      send: (phone, m) => !away.has(phone) && (late.push(`${phone} ${m.t}`), true),
      restored: storedKept(owedHand),
    });
    next.afterHand(4, played);
    void next.beforeDeal(5, asked(['bia-phone']));
    away.clear();
    next.rejoined('caio-phone');
    expect(late).toEqual(['bia-phone fair-revealed', 'bia-phone fair-begin']);
  });

  it('N10: what a host or a guest kept is read back only in the shape it was written; anything else, or a record that is not its own, is nothing', () => {
    const value = 'a'.repeat(64);
    const hostKept = { hand: 3, asked: ['bia-phone'], values: [{ phone: HOST, value }, { phone: 'bia-phone', value }], left: [] };
    expect(readHostFairKept(hostKept)).toEqual(hostKept);
    for (const bad of [
      null,
      'x',
      [],
      { ...hostKept, hand: 0 },
      { ...hostKept, hand: '3' },
      { ...hostKept, asked: 'bia-phone' },
      { ...hostKept, asked: ['bia-phone', 'bia-phone'] },
      { ...hostKept, asked: [1] },
      { ...hostKept, left: [''] },
      { ...hostKept, values: [] },
      { ...hostKept, values: [{ phone: HOST, value: value.toUpperCase() }] },
      { ...hostKept, values: [{ phone: HOST }] },
      { ...hostKept, asked: Array.from({ length: 33 }, (_, i) => `p${i}`) },
    ]) expect(readHostFairKept(bad)).toBeNull();
    const hash = commitmentOf(value, { phone: 'bia-phone', game: GAME, hand: 3 });
    const guestKept = { revealed: 3, entries: [{ hand: 3, value, hash, asked: [HOST, 'bia-phone'], seen: { host: HOST, list: [{ phone: HOST, hash }] } }] };
    expect(readGuestFairKept(guestKept)).toEqual(guestKept);
    expect(readGuestFairKept({ revealed: 0, entries: [] })).toEqual({ revealed: 0, entries: [] });
    const entry = guestKept.entries[0];
    for (const bad of [
      null,
      { revealed: -1, entries: [] },
      { revealed: 1.5, entries: [] },
      { revealed: 3 },
      { ...guestKept, entries: [{ ...entry, value: 'z'.repeat(64) }] },
      { ...guestKept, entries: [{ ...entry, hash: undefined }] },
      { ...guestKept, entries: [{ ...entry, asked: [] }] },
      { ...guestKept, entries: [{ ...entry, asked: undefined }] },
      { ...guestKept, entries: [{ ...entry, seen: { host: '', list: [] } }] },
      { ...guestKept, entries: [{ ...entry, seen: { host: HOST, list: [{ phone: HOST, hash: 1 }] } }] },
      { ...guestKept, entries: [entry, entry] },
      { ...guestKept, entries: Array.from({ length: 9 }, (_, i) => ({ ...entry, hand: i + 1 })) },
    ]) expect(readGuestFairKept(bad)).toBeNull();
    // Read as a record, but not this host's (its own value is not first): nothing owed, nothing sent.
    const out: unknown[] = [];
    const host = hostFairRound({ game: GAME, hostPhone: HOST, random: cryptoBytes, send: (...m) => void out.push(m), restored: { ...hostKept, values: [hostKept.values[1]] } });
    host.afterHand(3, finishedDeal(hostPlays(newSession(holdem), seededSource(1), 1))!);
    expect(out).toEqual([]);
  });
});

describe('the host app\'s chance (N9, src/app/chance.ts)', () => {
  it('N9: the hand the host set a source for draws its shuffle and every reshuffle from it; the next hand, and a hand of another number, draw from the phone\'s own source', () => {
    const values = [{ phone: HOST, value: '5'.repeat(64) }];
    const commitments = [{ phone: HOST, hash: commitmentOf(values[0].value, { phone: HOST, game: GAME, hand: 1 }) }];
    // Fechado's 32 cards run short at the draw (F10) in most hands: the first such hand, whose reshuffle is drawn too.
    const state = Array.from({ length: 20 }, (_, seed) => hostPlays(newSession(fechado), dealSource(values), seed)).find((s) => s.hand!.log.some((a) => a.type === 'reshuffle'))!;
    expect(state).toBeDefined();
    // The engine's own check finds every chance of the hand drawn from the shared source, in order.
    expect(checkDeal({ game: GAME, hand: 1, host: HOST, commitments, values, played: finishedDeal(state)!, seen: phoneView(state, 0).hand! })).toMatchObject({ ok: true });
    // The next hand, with no source set: the phone's own, which the shared hands did not draw from.
    const start: SessionAction = { type: 'startHand', at: 1 };
    const waiting = applySession(state, start);
    expect(shuffleOf(act(state, start))).toEqual(waiting.ok && chanceFrom(waiting.state.hand!, seededSource(99)));
    // A source set for hand 5 is not taken by hand 1.
    useRandomSource(seededSource(99));
    useHandSource(5, dealSource(values));
    const fresh = applySession(newSession(fechado), start);
    expect(shuffleOf(act(newSession(fechado), start))).toEqual(fresh.ok && chanceFrom(fresh.state.hand!, seededSource(99)));
  });
});
