// N2: a view sent as what changed. Over random played hands, the guest rebuilds exactly each view
// the host meant; a patch lost, twice, overtaken or forged leads to a resync and never to a wrong
// view. That no patch holds a card its phone may not see (G11) is views.property.test.ts's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, tableView, type SessionConfig, type SessionState, type TableView } from '../../src/engine/index.ts';
import { chanceAction } from '../../src/app/chance.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { diff, digest, patched } from '../../src/net/view-patch.ts';
import { run } from '../engine/support/session.ts';
import { holdem, hosted, type Phone } from './support/hosted.ts';

const players = (...stacks: number[]) => stacks.map((stack, i) => ({ name: ['Ana', 'Bia', 'Caio', 'Davi'][i]!, stack }));
const TABLES: readonly SessionConfig[] = [
  { profile: 'holdem', players: players(200, 150, 300), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
  { profile: 'fechado', players: players(80, 80, 80, 80), firstDealer: 0 },
  { profile: 'draw5', players: players(100, 100, 60), firstDealer: 1 },
  { profile: 'baseball', players: players(0, 0, 0), firstDealer: 2 },
];

/** Every state of `hands` random hands played from a new game, chance drawn as the app draws it. */
function played(config: SessionConfig, seed: number, hands: number): SessionState[] {
  const rng = seededSource(seed);
  let state = newSession({ ...config, dealing: 'deck' });
  const states = [state];
  const chance = () => {
    for (let c = chanceAction(state); c; c = chanceAction(state)) states.push((state = run(state, c)));
  };
  for (let hand = 0; hand < hands; hand++) {
    const dealt = applySession(state, { type: 'startHand', at: hand * 60_000 });
    if (!dealt.ok) break;
    states.push((state = dealt.state));
    chance();
    while (state.hand!.result === null) {
      states.push((state = run(state, randomAction(state.hand!, legalActions(state.hand!), rng))));
      chance();
    }
  }
  return states;
}

describe('N2: views sent as what changed', () => {
  it('N2: for random played hands of every viewer, each view is rebuilt exactly from the last one and its patch (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.integer(), fc.integer({ min: 1, max: 3 }), (table, seed, hands) => {
        const config = TABLES[table]!;
        const states = played(config, seed, hands);
        for (const viewer of [...config.players.keys(), 'table' as const]) {
          let last: TableView = tableView(states[0]!, viewer);
          for (const state of states.slice(1)) {
            const next = tableView(state, viewer);
            const patch = diff(last, next);
            const rebuilt = patched(last, patch);
            expect(rebuilt).toEqual(next);
            expect(digest(rebuilt)).toBe(digest(next));
            last = next;
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('N2: at a hosted table the guest shows, after every commit, exactly the host\'s view of its seat, sent as patches after its first', async () => {
    const h = hosted(holdem, 7);
    const bia = h.seated(1);
    const rng = seededSource(11);
    for (let move = 0; move < 60; move++) {
      const state = h.state();
      if (state.hand?.result && state.hand.seats.filter((s) => s.stack > 0).length < 2) break;
      await h.act(state.hand && !state.hand.result ? randomAction(state.hand, legalActions(state.hand), rng) : { type: 'startHand', at: move * 60_000 });
      bia.pair.flush();
      expect(bia.now().view).toEqual(tableView(h.state(), 1));
    }
    const kinds = bia.pair.guest.received.map((t) => JSON.parse(t).t);
    expect(kinds.filter((t) => t === 'view')).toHaveLength(1);
    expect(kinds.filter((t) => t === 'patch').length).toBeGreaterThanOrEqual(20);
  });
});

/** Bia seated, and the texts of the host's next two commits held on the wire. */
async function twoHeld(): Promise<{ bia: Phone; views: Set<string>; host: () => TableView; waiting: readonly string[] }> {
  const h = hosted(holdem, 3);
  await h.act({ type: 'startHand', at: 0 });
  const bia = h.seated(1);
  const views = new Set([digest(tableView(h.state(), 1))]);
  for (let i = 0; i < 2; i++) {
    const hand = h.state().hand!;
    await h.act(randomAction(hand, legalActions(hand), seededSource(i)));
    views.add(digest(tableView(h.state(), 1)));
  }
  return { bia, views, host: () => tableView(h.state(), 1), waiting: bia.pair.waiting('host') };
}

/** Delivers `texts` in place of what the host sent; then: no view the phone showed was a wrong one, it asked for a resync, and after it the phone shows the host's view. */
function expectResync({ bia, views, host }: Awaited<ReturnType<typeof twoHeld>>, deliver: () => void): void {
  const seen = bia.snapshots.length;
  deliver();
  for (const snapshot of bia.snapshots.slice(seen)) expect(views.has(digest(snapshot.view))).toBe(true);
  expect(bia.pair.waiting('guest').map((t) => JSON.parse(t).t)).toContain('resync');
  bia.pair.flush();
  expect(bia.now().view).toEqual(host());
}

const forged = (text: string, change: (m: Record<string, unknown>) => void) => {
  const message = JSON.parse(text) as Record<string, unknown>;
  change(message);
  return JSON.stringify(message);
};

describe('N2: a patch that does not fit', () => {
  it('N2: a patch lost on the way leads to a resync, never to a wrong view', async () => {
    const held = await twoHeld();
    expectResync(held, () => held.bia.pair.deliver('host', [held.waiting.findIndex((t) => JSON.parse(t).t === 'patch') + 1]));
  });

  it('N2: patches overtaken on the way lead to a resync, never to a wrong view', async () => {
    const held = await twoHeld();
    expectResync(held, () => held.bia.pair.deliver('host', [...held.waiting.keys()].reverse()));
  });

  it('N2: a patch delivered twice is applied once', async () => {
    const held = await twoHeld();
    held.bia.pair.deliver('host', [...held.waiting.keys(), ...held.waiting.keys()]);
    expect(held.bia.now().view).toEqual(held.host());
    expect(held.bia.pair.waiting('guest').map((t) => JSON.parse(t).t)).not.toContain('resync');
  });

  it('N2: a forged patch (another base, a changed value, a wrong digest, a key into nothing, __proto__) leads to a resync and changes no view', async () => {
    const forgeries: ((m: Record<string, unknown>) => void)[] = [
      (m) => (m.base = (m.base as number) - 1),
      (m) => (m.patch = { ...(m.patch as object), pot: { total: [99_999] } }),
      (m) => (m.sum = 'abc'),
      (m) => (m.patch = { hand: { nothing: { here: [1] } } }),
      (m) => (m.patch = { hand: { seats: { 9: [{}] } } }),
      (m) => (m.patch = { config: { players: [] } }),
      (m) => (m.patch = JSON.parse('{"__proto__": {"polluted": [true]}}')),
    ];
    for (const forge of forgeries) {
      const held = await twoHeld();
      const first = held.waiting.findIndex((t) => JSON.parse(t).t === 'patch');
      const before = held.bia.now().view;
      expectResync(held, () => {
        held.bia.pair.deliver('host', []);
        held.bia.pair.guest.onmessage!(forged(held.waiting[first]!, forge));
        expect(held.bia.now().view).toBe(before);
      });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('N2: patched refuses what does not fit and leaves its base as it was', () => {
    const base = { a: [1, 2], b: { c: 3 } };
    const copy = structuredClone(base);
    for (const patch of [{ a: { 3: [4] } }, { a: { 0: [] } }, { b: { d: [] } }, { b: { c: { e: [1] } } }, { a: [1, 2] }, JSON.parse('{"__proto__":{"x":[1]}}'), 'text', null]) {
      expect(patched(base, patch)).toBeNull();
      expect(base).toEqual(copy);
    }
    expect(patched(base, { a: { 2: [3], 3: [4] }, b: { c: [] } })).toEqual({ a: [1, 2, 3, 4], b: {} });
    expect(base).toEqual(copy);
  });
});
