import { describe, expect, it } from 'vitest';
import { clockAt, deck, legalActions, newSession, seededSource, shuffle, tableView, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { clockDigits, RING_WITHIN_MS, ringsAt } from '../../src/ui/clock/face.ts';
import { run } from '../engine/support/session.ts';

const MINUTE = 60_000;

/** Who the clock shows at the table: the tournament part of the table view. */
const playersLeft = (s: SessionState) => tableView(s, 'table').tournament!.field;
const t0 = 1_700_000_000_000;

/** A hand where everyone goes all in at once and shows down (a seeded shuffle decides). */
function allInHand(session: SessionState, at: number, seed: number): SessionState {
  session = run(session, { type: 'startHand', at }, { type: 'shuffle', deck: shuffle(deck(), seededSource(seed)) });
  while (session.hand!.pending.kind !== 'complete') {
    const { seat, actions } = legalActions(session.hand!);
    const push = actions.find((a) => a.type === 'bet' || a.type === 'raise');
    const has = (type: string) => actions.some((a) => a.type === type);
    const action: SessionAction =
      push && (push.type === 'bet' || push.type === 'raise')
        ? { type: push.type, seat: seat!, to: push.max }
        : has('call')
          ? { type: 'call', seat: seat! }
          : has('check')
            ? { type: 'check', seat: seat! }
            : { type: 'show', seat: seat! };
    session = run(session, action);
  }
  return session;
}

describe('the clock face', () => {
  it('shows mm:ss rounded up, and hours when a level is that long', () => {
    expect([20 * MINUTE, 19 * MINUTE + 59_001, 61_000, 999, 1, 0, -5].map(clockDigits)).toEqual(['20:00', '20:00', '01:01', '00:01', '00:01', '00:00', '00:00']);
    expect(clockDigits(90 * MINUTE + 5000)).toBe('1:30:05');
  });

  it('H9: players left and the eliminated with their finishing places, the best place first', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name, i) => ({ name, stack: [300, 100, 200, 1000][i] })),
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 10, bigBlind: 20 }], every: { minutes: 20 } },
    };
    let s = newSession(config);
    expect(playersLeft(s)).toEqual({ playing: 4, total: 4, out: [], waiting: [] });
    for (let hand = 0; hand < 40 && !s.over && s.leftAfter.filter((l) => l >= 0).length < 2; hand++) s = allInHand(s, t0 + hand * MINUTE, hand);
    const left = playersLeft(s);
    const out = s.leftAfter.flatMap((l, player) => (l >= 0 ? [player] : []));
    expect(out.length).toBeGreaterThanOrEqual(2);
    expect(left.playing).toBe(4 - out.length);
    expect(left.total).toBe(4);
    // The places of those out are the last ones, and whoever lasted longer places higher.
    expect(left.out.map((p) => p.place).every((place) => place > left.playing)).toBe(true);
    const lasted = (name: string) => s.leftAfter[config.players.findIndex((p) => p.name === name)];
    for (let i = 1; i < left.out.length; i++) {
      expect(left.out[i].place).toBeGreaterThanOrEqual(left.out[i - 1].place);
      expect(lasted(left.out[i].name)).toBeLessThanOrEqual(lasted(left.out[i - 1].name));
    }
  });

  it('T19: a late registrant before he sits down is neither out nor placed: the clock counts him as still to come, then as playing', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio', 'Hugo'].map((name) => ({ name, stack: 1000, ...(name === 'Hugo' ? { late: true } : {}) })),
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 10, bigBlind: 20 }], every: { minutes: 20 } },
      tournament: { currency: 'BRL', buyIn: 5000, lateEntryUntil: 2, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    };
    let s = run(newSession(config), { type: 'startHand', at: t0 }, { type: 'shuffle', deck: deck() });
    expect(playersLeft(s)).toEqual({ playing: 3, total: 3, out: [], waiting: ['Hugo'] });
    const hugo = s.hand!.seats[3];
    expect(hugo.inHand).toBe(false);
    expect(s.hand!.config.seats[3].waiting).toBe(true);
    s = newSession(config);
    s = run(s, { type: 'lateEntry', player: 3 });
    expect(playersLeft(s)).toEqual({ playing: 4, total: 4, out: [], waiting: [] });
  });

  it('H9: rings when this page sees the level go up, not for the level found on opening, nor long after', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia'].map((name) => ({ name, stack: 1500 })),
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }], every: { minutes: 20 } },
    };
    const s = run(newSession(config), { type: 'startHand', at: t0 });
    const justAfter = clockAt(s, t0 + 20 * MINUTE + 1000)!;
    expect(ringsAt(0, justAfter, true)).toBe(true);
    expect(ringsAt(null, justAfter, true)).toBe(false);
    expect(ringsAt(1, justAfter, true)).toBe(false);
    expect(ringsAt(0, clockAt(s, t0 + 20 * MINUTE + RING_WITHIN_MS + 1)!, true)).toBe(false);
    expect(ringsAt(0, clockAt(s, t0 + 19 * MINUTE)!, true)).toBe(false);
    // Levels by hands change at the end of a hand: the page that saw it rings whenever it was.
    expect(ringsAt(0, { ...justAfter, elapsed: 0 }, false)).toBe(true);
  });
});
