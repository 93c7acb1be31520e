// N2: what comes off a channel is hostile until read: a size limit, a guarded parse, every field's
// shape, the actions by the engine's own check. Garbage reads as null, never as a message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, newSession, tableView } from '../../src/engine/index.ts';
import { MAX_MESSAGE_CHARS, readGuestMessage, readHostMessage } from '../../src/net/messages.ts';
import { holdem } from './support/hosted.ts';

const text = (value: unknown) => JSON.stringify(value);

describe('reading a guest\'s message', () => {
  it('N2: each kind of message reads back as sent', () => {
    const sent = [
      { t: 'hello', v: 1, device: 'Android · Chrome' },
      { t: 'hello', v: 1, game: 'g', phone: 'p', proof: 's', device: 'x' },
      { t: 'pick', seat: 2 },
      { t: 'pick', seat: 'table' },
      { t: 'act', n: 3, hand: 2, log: 17, action: { type: 'raise', seat: 1, to: 40 } },
      { t: 'resync', after: 7 },
      { t: 'pong', ping: 1_700_000_000_000 },
    ];
    for (const message of sent) expect(readGuestMessage(text(message))).toEqual(message);
  });

  it('N2: garbage reads as null: not JSON, not an object, an unknown kind or field, a field of the wrong shape, an action the engine would not read', () => {
    const garbage = [
      '',
      '{',
      'null',
      '[]',
      '"hello"',
      text({ t: 'hello', device: 'x' }),
      text({ t: 'hello', v: 1, device: 'x', admin: true }),
      text({ t: 'pick', seat: -1 }),
      text({ t: 'pick', seat: 1.5 }),
      text({ t: 'act', n: 1, action: { type: 'fold', seat: '0' } }),
      text({ t: 'act', n: 1, action: { type: 'steal', seat: 0 } }),
      text({ t: 'act', n: -1, action: { type: 'fold', seat: 0 } }),
      text({ t: 'resync' }),
      text({ t: 'view', seq: 1 }),
      text({ t: '__proto__' }),
      text({ t: 'toString' }),
      // N3: a field named like an object's own is no known field, in a message or in its action.
      '{"t":"pick","seat":1,"__proto__":1}',
      text({ t: 'pick', seat: 1, constructor: 1 }),
      text({ t: 'pick', seat: 1, toString: 'x' }),
      text({ t: 'act', n: 1, hand: 1, log: 3, action: { type: 'fold', seat: 0, constructor: 1 } }),
      '{"t":"act","n":1,"hand":1,"log":3,"action":{"type":"fold","seat":0,"__proto__":{"at":1}}}',
      // N3: an action carrying a field its type does not (a time on a fold), or an intention without its moment.
      text({ t: 'act', n: 1, hand: 1, log: 3, action: { type: 'fold', seat: 0, at: 1 } }),
      text({ t: 'act', n: 1, action: { type: 'fold', seat: 0 } }),
    ];
    for (const g of garbage) expect(readGuestMessage(g), g).toBeNull();
  });

  it('N3: an action read is a new object of the fields its type carries, its lists copied', () => {
    const sent = { t: 'act', n: 1, hand: 1, log: 3, action: { type: 'draw', seat: 2, discard: [4, 9] } };
    const read = readGuestMessage(text(sent));
    expect(read).toEqual(sent);
    expect(Object.getPrototypeOf((read as { action: object }).action)).toBe(Object.prototype);
  });

  it('N2: a value nested deeper than any message needs is not read, and reading it does not throw', () => {
    const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(readGuestMessage(`{"t":"pick","seat":1,"x":${nest(50_000)}}`)).toBeNull();
    expect(readGuestMessage(`{"t":"resync","after":1,"x":${nest(30)}}`)).toBeNull();
    expect(readHostMessage(`{"t":"ping","seq":1,"at":1,"x":${nest(50_000)}}`)).toBeNull();
  });

  it('N2: a message longer than 256 KB is not read at all', () => {
    const device = 'x'.repeat(90);
    const padded = text({ t: 'hello', v: 1, device }) + ' '.repeat(MAX_MESSAGE_CHARS);
    expect(readGuestMessage(padded)).toBeNull();
    expect(readGuestMessage(text({ t: 'hello', v: 1, device }))).not.toBeNull();
  });

  it('N2: random text never reads as a message, and never throws (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (input) => {
        const read = readGuestMessage(input);
        if (read !== null) expect(readGuestMessage(text(read))).toEqual(read);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading the host\'s message', () => {
  const dealt = applySession(newSession({ ...holdem, dealing: 'deck' }), { type: 'startHand', at: 0 });
  if (!dealt.ok) throw new Error('no deal');

  it('N2: a view, a refusal and a welcome read back as sent', () => {
    const view = { t: 'view', seq: 4, view: tableView(dealt.state, 1), acted: 0, hand: 1, log: 4 };
    expect(readHostMessage(text(view))).toEqual(view);
    const refused = { t: 'refused', seq: 5, n: 2, refusal: { code: 'BET_TOO_SMALL', message: 'at least 4', min: 4 } };
    expect(readHostMessage(text(refused))).toEqual(refused);
    const welcome = { t: 'welcome', seq: 1, game: 'g', phone: 'p', secret: 's', seats: [{ seat: 0, name: 'Ana', free: true }], role: null, acted: 0 };
    expect(readHostMessage(text(welcome))).toEqual(welcome);
  });

  it('N2: a view that is not a table view, or a message without its number, is not read', () => {
    const view = tableView(dealt.state, 1);
    expect(readHostMessage(text({ t: 'view', view, acted: 0 }))).toBeNull();
    expect(readHostMessage(text({ t: 'view', seq: 1, view: { ...view, config: { profile: 'chess' } }, acted: 0 }))).toBeNull();
    expect(readHostMessage(text({ t: 'view', seq: 1, view: { ...view, state: {} }, acted: 0 }))).toBeNull();
    expect(readHostMessage(text({ t: 'refused', seq: 1, n: 1, refusal: { code: 'X' } }))).toBeNull();
    expect(readHostMessage(text({ t: 'error', seq: 1, reason: 'bored' }))).toBeNull();
  });

  it('N7, N8: the shared shuffle\'s messages read with their number, and not without it or with a field of the wrong shape', () => {
    const hash = 'a'.repeat(64);
    const begin = { t: 'fair-begin', seq: 3, hand: 2, host: 'host', asked: [{ phone: 'p1', seat: 1, name: 'Bia' }, { phone: 'p2', seat: null, name: 'TV' }] };
    const list = { t: 'fair-commitments', seq: 4, hand: 2, host: 'host', list: [{ phone: 'host', hash }] };
    const left = { t: 'fair-left', seq: 5, hand: 2, left: [{ phone: 'p1', name: 'Bia', seat: true }], slow: [{ phone: 'p2', name: 'TV', seat: false }], benched: [] };
    for (const message of [begin, list, left]) expect(readHostMessage(text(message))).toEqual(message);
    const garbage = [
      { ...begin, seq: undefined },
      { ...begin, seq: -1 },
      { ...begin, hand: 0 },
      { ...begin, host: undefined },
      { ...begin, asked: undefined },
      { ...begin, asked: [{ phone: 'p1', seat: '1', name: 'Bia' }] },
      { ...begin, asked: [{ phone: 'p1', name: 'Bia' }] },
      { ...begin, asked: [begin.asked[0], begin.asked[0]] },
      { ...begin, asked: Array.from({ length: 32 }, (_, i) => ({ phone: `p${i}`, seat: null, name: 'TV' })) },
      { ...left, slow: undefined },
      { ...left, benched: [{ phone: 'p1' }] },
      { t: 'fair-commitments', seq: 4, hand: 2, host: 'host', list: [{ phone: 'host', hash: 'nothex' }] },
      { t: 'fair-left', seq: 5, hand: 2, left: [{ phone: 'p1', name: 'Bia' }] },
      { t: 'fair-left', seq: 5, hand: 2, left: [{ phone: 'p1', name: 'Bia', seat: true, cards: [] }] },
    ];
    for (const g of garbage) expect(readHostMessage(text(g)), text(g)).toBeNull();
    expect(readGuestMessage(text({ t: 'commit', hand: 2, hash }))).toEqual({ t: 'commit', hand: 2, hash });
    expect(readGuestMessage(text({ t: 'reveal', hand: 2, value: hash }))).toEqual({ t: 'reveal', hand: 2, value: hash });
    expect(readGuestMessage(text({ t: 'reveal', hand: 2, value: 'short' }))).toBeNull();
  });
});
