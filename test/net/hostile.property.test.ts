// N2, N3: whatever a guest phone sends — any JSON, any size up to the limit, any kind, any field,
// a lie about its count or its moment — the host's log moves only by legal intentions of that
// phone's own seat (each as its type carries it, and the chance that follows), no message the
// host sends outgrows the limit, and the host is never left busy: another phone's intention is
// still answered. The host over the real engine (support/hosted.ts); the phone a raw pipe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownAction, legalActions, type SessionAction } from '../../src/engine/index.ts';
import { MAX_MESSAGE_CHARS, readHostMessage } from '../../src/net/messages.ts';
import { hosted, settle, type Phone } from './support/hosted.ts';

const PLAYERS = ['fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'muck', 'openers', 'rebuy', 'peek', 'straddle', 'nameGame'];
const TABLE = ['startHand', 'undo', 'buyIn', 'award', 'deal', 'shuffle', 'reshuffle', 'setLevel', 'pauseClock', 'runIt', 'walkIn'];
const CHANCE = new Set(['shuffle', 'reshuffle', 'deal']);
const KINDS = ['hello', 'pick', 'act', 'resync', 'pong', 'commit', 'reveal', 'welcome', 'view', 'toString', '__proto__', 'constructor'];

/** Where the phone's real moment goes: the host's last view to it, or a lie. */
const REAL = Symbol('real');

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0.5, 1e308, 'zzz', '', null),
  fc.integer({ min: 0, max: MAX_MESSAGE_CHARS }).map((n) => 'x'.repeat(n)),
);
const seat = (own: number) => fc.oneof(fc.constant(own), fc.integer({ min: -1, max: 5 }), anyValue);

const action = (own: number) =>
  fc.record(
    {
      type: fc.oneof(fc.constantFrom(...PLAYERS, ...TABLE), fc.string()),
      seat: seat(own),
      to: fc.oneof(fc.integer({ min: 0, max: 400 }), anyValue),
      discard: fc.oneof(fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 5 }), anyValue),
      cards: fc.oneof(fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 5 }), anyValue),
      accept: fc.oneof(fc.boolean(), anyValue),
      at: anyValue,
      extra: anyValue,
    },
    { requiredKeys: ['type'] },
  );

/** One text a lying phone sends: JSON of any shape, or a message of a kind with any fields, or a deep nest inside one. */
const hostile = (own: number) =>
  fc.oneof(
    { arbitrary: fc.json({ maxDepth: 5 }), weight: 1 },
    fc.record(
      {
        t: fc.oneof(fc.constantFrom(...KINDS), fc.string()),
        n: fc.oneof(fc.integer({ min: 0, max: 20 }), anyValue),
        hand: fc.oneof(fc.constant(REAL), fc.integer({ min: 0, max: 3 }), anyValue),
        log: fc.oneof(fc.constant(REAL), fc.integer({ min: 0, max: 40 }), anyValue),
        seat: seat(own),
        action: fc.oneof(action(own), anyValue),
        extra: anyValue,
      },
      { requiredKeys: ['t'] },
    ),
    // Close to what the phone's own app sends, so that some are legal and some lie in one field only.
    {
      weight: 3,
      arbitrary: fc.record({
        t: fc.constant('act'),
        n: fc.integer({ min: 1, max: 20 }),
        hand: fc.constant(REAL),
        log: fc.constant(REAL),
        action: fc.oneof(
          fc.constantFrom('fold', 'check', 'call', 'peek').map((type) => ({ type, seat: own })),
          fc.integer({ min: 0, max: 20 }).map((to) => ({ type: 'raise', seat: own, to })),
          anyValue.map((at) => ({ type: 'fold', seat: own, at })),
        ),
      }),
    },
    fc.tuple(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 0, max: 20 })).map(([depth, n]) => {
      const nest = '['.repeat(depth) + ']'.repeat(depth);
      return { raw: `{"t":"act","n":${n},"hand":1,"log":4,"action":{"type":"peek","seat":${own},"x":${nest}}}` };
    }),
  );

/** The text as the phone sends it: its real moment filled in where the message asks for it. */
function written(message: unknown, phone: Phone): string {
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'raw' in message) return (message as { raw: string }).raw;
  const views = phone.pair.guest.received.map((text) => readHostMessage(text)).filter((m) => m?.t === 'view' || m?.t === 'patch');
  const last = views.at(-1) as { hand: number; log: number } | undefined;
  const real = { ...(message as Record<string | symbol, unknown>) };
  if (real.hand === REAL) real.hand = last?.hand;
  if (real.log === REAL) real.log = last?.log;
  return JSON.stringify(real);
}

describe('a guest phone that lies', () => {
  it('N2, N3: random hostile messages change the host\'s log only by legal intentions of the phone\'s own seat, and never leave the host busy (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1000 }), fc.array(hostile(0), { minLength: 1, maxLength: 6 }), async (seed, texts) => {
        const h = hosted(undefined, seed);
        await h.act({ type: 'startHand', at: h.clock.now });
        const own = legalActions(h.state().hand!).seat!;
        const liar = h.join();
        h.host.assign(liar.rejoin!.phone, own);
        const honestSeat = (own + 1) % 3;
        const honest = h.join();
        h.host.assign(honest.rejoin!.phone, honestSeat);
        liar.pair.flush();
        honest.pair.flush();
        const before = h.state().log.length;
        for (const message of texts) {
          // The generator wrote seat 0 as "own"; the phone's seat is whichever is to act.
          const text = written(message, liar).replaceAll('"seat":0', `"seat":${own}`);
          liar.pair.guest.send(text.length > MAX_MESSAGE_CHARS ? text.slice(0, MAX_MESSAGE_CHARS) : text);
          await settle(liar, honest);
        }
        for (const logged of h.state().log.slice(before) as SessionAction[]) {
          if (CHANCE.has(logged.type)) continue;
          expect(PLAYERS).toContain(logged.type);
          expect((logged as { seat: number }).seat).toBe(own);
          expect(knownAction(logged)).toEqual(logged);
        }
        for (const phone of [liar, honest]) for (const text of phone.pair.guest.received) expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
        // Not busy: the other phone's intention is still taken and answered.
        let answered: string | null = null;
        void honest.table.intend({ type: 'peek', seat: honestSeat }).then((outcome) => (answered = outcome));
        await settle(liar, honest);
        expect(answered === 'done' || answered === 'refused').toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
