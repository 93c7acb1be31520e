import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  clockAt,
  deck,
  legalActions,
  levelAt,
  newSession,
  nextLevelAt,
  replaySession,
  runningTime,
  type Level,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { seats } from './support/table.ts';
import { run } from './support/session.ts';

const MINUTE = 60_000;
const t0 = 1_700_000_000_000;
const levels: Level[] = [
  { smallBlind: 25, bigBlind: 50 },
  { smallBlind: 50, bigBlind: 100 },
  { smallBlind: 100, bigBlind: 200, ante: 25 },
];
const byTime: SessionConfig = { profile: 'holdem', players: seats(1500, 1500, 1500), firstDealer: 0, schedule: { levels, every: { minutes: 20 } } };
const byHands: SessionConfig = { ...byTime, schedule: { levels, every: { hands: 3 } } };

/** The hand in play to its end: everyone folds to the last player (checks where nothing is bet). */
function finishHand(session: SessionState): SessionState {
  while (session.hand!.pending.kind !== 'complete') {
    const legal = legalActions(session.hand!);
    const seat = legal.seat!;
    const check = legal.actions.some((a) => a.type === 'check');
    session = run(session, check ? { type: 'check', seat } : { type: 'fold', seat });
  }
  return session;
}

/** Deals a hand at `at` (shuffled) and plays it out. */
function hand(session: SessionState, at: number): SessionState {
  const dealt = run(session, { type: 'startHand', at });
  return dealt.over ? dealt : finishHand(run(dealt, { type: 'shuffle', deck: deck() }));
}
const pause = (at: number): SessionAction => ({ type: 'pauseClock', at });
const resume = (at: number): SessionAction => ({ type: 'resumeClock', at });

function refused(session: SessionState, action: SessionAction): string {
  const before = JSON.stringify(session);
  const result = applySession(session, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(JSON.stringify(session)).toBe(before);
  return result.error.code;
}

describe('tournament clock', () => {
  it('H9: levels by time count only running time — a 20-minute pause moves the level change 20 minutes later', () => {
    let s = hand(newSession(byTime), t0);
    s = run(s, pause(t0 + 10 * MINUTE), resume(t0 + 30 * MINUTE));
    expect(runningTime(s, t0 + 35 * MINUTE)).toBe(15 * MINUTE);
    s = hand(s, t0 + 39 * MINUTE); // 19 minutes of play: still level 1
    expect(s.hand!.config.options).toMatchObject({ smallBlind: 25, bigBlind: 50 });
    expect(nextLevelAt(s, t0 + 39 * MINUTE)).toBe(t0 + 40 * MINUTE);
    s = hand(s, t0 + 41 * MINUTE); // 21 minutes of play
    expect(s.hand!.config.options).toMatchObject({ smallBlind: 50, bigBlind: 100 });
    expect(s.history.map((h) => h.level)).toEqual([0, 0, 1]);
  });

  it('H9: while paused the clock stands still — same level, same time left, no end scheduled', () => {
    let s = hand(newSession(byTime), t0);
    s = run(s, pause(t0 + 18 * MINUTE));
    const early = clockAt(s, t0 + 19 * MINUTE)!;
    const late = clockAt(s, t0 + 90 * MINUTE)!;
    expect(early).toEqual(late);
    expect(late).toMatchObject({ level: 0, paused: true, left: { kind: 'time', ms: 2 * MINUTE }, endsAt: null });
    expect(nextLevelAt(s, t0 + 90 * MINUTE)).toBeNull();
    expect(levelAt(s, t0 + 90 * MINUTE)).toBe(0);
    s = run(s, resume(t0 + 90 * MINUTE));
    expect(clockAt(s, t0 + 91 * MINUTE)).toMatchObject({ level: 0, paused: false, left: { kind: 'time', ms: MINUTE }, endsAt: t0 + 92 * MINUTE });
  });

  it('H9: the clock crosses levels — time left counts down to each change, and stops at the last level', () => {
    const s = hand(newSession(byTime), t0);
    const reading = (minutes: number) => clockAt(s, t0 + minutes * MINUTE)!;
    expect(reading(0)).toMatchObject({ level: 0, blinds: levels[0], next: levels[1], left: { kind: 'time', ms: 20 * MINUTE }, elapsed: 0 });
    expect(reading(19.5)).toMatchObject({ level: 0, left: { kind: 'time', ms: 0.5 * MINUTE } });
    expect(reading(20)).toMatchObject({ level: 1, blinds: levels[1], next: levels[2], left: { kind: 'time', ms: 20 * MINUTE }, elapsed: 0 });
    expect(reading(45)).toMatchObject({ level: 2, blinds: levels[2], next: null, left: { kind: 'last' }, endsAt: null, elapsed: 5 * MINUTE });
    expect(reading(500)).toMatchObject({ level: 2, left: { kind: 'last' } });
  });

  it('H9: a level reached during a hand applies from the next deal; the clock says it is rising until then', () => {
    let s = run(newSession(byTime), { type: 'startHand', at: t0 + 0 }, { type: 'shuffle', deck: deck() });
    s = run(s, pause(t0 + 5 * MINUTE), resume(t0 + 6 * MINUTE));
    const during = clockAt(s, t0 + 22 * MINUTE)!;
    expect(during).toMatchObject({ level: 1, rising: true, blinds: levels[1] });
    expect(s.hand!.config.options.bigBlind).toBe(50); // the hand in play keeps its blinds
    s = finishHand(s);
    expect(clockAt(s, t0 + 22 * MINUTE)).toMatchObject({ level: 1, rising: true });
    s = run(s, { type: 'startHand', at: t0 + 22 * MINUTE });
    expect(s.hand!.config.options.bigBlind).toBe(100);
    expect(clockAt(s, t0 + 22 * MINUTE)).toMatchObject({ level: 1, rising: false });
  });

  it('H9: pausing mid-hand leaves the hand alone; the betting carries on while paused', () => {
    let s = run(newSession(byTime), { type: 'startHand', at: t0 }, { type: 'shuffle', deck: deck() });
    const before = s.hand;
    s = run(s, pause(t0 + MINUTE));
    expect(s.hand).toBe(before);
    s = finishHand(s);
    expect(s.history).toHaveLength(1);
    expect(clockAt(s, t0 + 50 * MINUTE)).toMatchObject({ paused: true, level: 0, left: { kind: 'time', ms: 19 * MINUTE } });
  });

  it('H9: pause and resume are refused when they make no sense, and a refusal changes nothing', () => {
    const fresh = newSession(byTime);
    expect(refused(fresh, pause(t0))).toBe('CLOCK_NOT_STARTED');
    const s = hand(fresh, t0);
    expect(refused(s, resume(t0 + MINUTE))).toBe('CLOCK_RUNNING');
    const paused = run(s, pause(t0 + MINUTE));
    expect(refused(paused, pause(t0 + 2 * MINUTE))).toBe('CLOCK_PAUSED');
    expect(refused(paused, resume(Number.NaN))).toBe('NEEDS_TIME');
    expect(refused(hand(newSession(byHands), t0), pause(t0))).toBe('NO_CLOCK');
    expect(refused(hand(newSession({ ...byTime, schedule: undefined }), t0), pause(t0))).toBe('NO_CLOCK');
    let over = newSession({ ...byTime, hands: 1 });
    over = hand(over, t0);
    expect(over.over).toBe(true);
    expect(refused(over, pause(t0 + MINUTE))).toBe('SESSION_OVER');
  });

  it('H9, T23: a device clock set back never runs the clock backwards — it stands at the latest time the log carried', () => {
    let s = hand(newSession(byTime), t0);
    s = run(s, pause(t0 + 10 * MINUTE), resume(t0 + 5 * MINUTE)); // resumed "before" the pause: at the pause's moment
    expect(s.clock).toEqual({ held: 0, pausedAt: null, latest: t0 + 10 * MINUTE });
    expect(runningTime(s, t0 - MINUTE)).toBe(10 * MINUTE);
    expect(clockAt(s, t0 - MINUTE)).toMatchObject({ level: 0, left: { kind: 'time', ms: 10 * MINUTE }, jump: { kind: 'back', ms: 11 * MINUTE } });
    expect(runningTime(s, t0 + 12 * MINUTE)).toBe(12 * MINUTE);
  });

  it('H9: levels by hands — hands left count the hand in play, and need no clock', () => {
    let s = newSession(byHands);
    expect(clockAt(s, t0)).toMatchObject({ level: 0, left: { kind: 'hands', hands: 3 }, started: true, endsAt: null });
    s = hand(s, t0);
    s = hand(s, t0);
    expect(clockAt(s, t0)).toMatchObject({ level: 0, left: { kind: 'hands', hands: 1 }, rising: false });
    s = run(s, { type: 'startHand', at: t0 }, { type: 'shuffle', deck: deck() });
    expect(clockAt(s, t0)).toMatchObject({ level: 0, left: { kind: 'hands', hands: 1 } });
    s = finishHand(s);
    expect(clockAt(s, t0)).toMatchObject({ level: 1, left: { kind: 'hands', hands: 3 }, rising: true, blinds: levels[1] });
    expect(clockAt(newSession({ ...byHands, schedule: undefined }), t0)).toBeNull();
  });

  it('H9: a session stored before the clock existed (no pauses field) reads as never paused', () => {
    const s = hand(newSession(byTime), t0);
    const { clock: _absent, ...old } = s;
    expect(clockAt(old as SessionState, t0 + 25 * MINUTE)).toEqual(clockAt(s, t0 + 25 * MINUTE));
  });

  it('H9: replaying a log of deals, pauses and resumes rebuilds the same session, with levels from running time only', () => {
    // Steps: a deal (played out), or a pause/resume toggle, each some seconds after the last.
    const step = fc.record({ kind: fc.constantFrom('deal', 'toggle'), gap: fc.integer({ min: 0, max: 30 * MINUTE }) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 14 }), (steps) => {
        let s = newSession(byTime);
        let now = t0;
        // The oracle: running time summed interval by interval as the log goes.
        let ran = 0;
        let runningSince: number | null = null;
        for (const { kind, gap } of steps) {
          now += gap;
          if (s.over) break;
          if (kind === 'deal') {
            if (s.startedAt === null) runningSince = now; // the clock starts with the first deal
            const played = ran + (runningSince !== null ? now - runningSince : 0);
            s = hand(s, now);
            if (s.over) break;
            expect(s.history.at(-1)!.level).toBe(Math.min(levels.length - 1, Math.floor(played / (20 * MINUTE))));
          } else if (s.startedAt !== null) {
            if (runningSince !== null) {
              ran += now - runningSince;
              runningSince = null;
              s = run(s, pause(now));
            } else {
              runningSince = now;
              s = run(s, resume(now));
            }
          }
        }
        const replayed = replaySession(byTime, s.log);
        expect(replayed.ok && replayed.state).toEqual(s);
      }),
      { numRuns: 60 },
    );
  });
});

describe('T23: the clock never goes back', () => {
  const setLevel = (level: number, at: number): SessionAction => ({ type: 'setLevel', level, at });

  it('T23: level 3 dealt at T0+45 min, the phone then set back to T0+6: the clock still reads level 3, says the phone is behind, and the next hand posts 100/200', () => {
    let s = hand(newSession(byTime), t0);
    s = hand(s, t0 + 25 * MINUTE);
    s = hand(s, t0 + 45 * MINUTE);
    expect(s.history.at(-1)!.level).toBe(2);
    const back = clockAt(s, t0 + 6 * MINUTE)!;
    expect(back).toMatchObject({ level: 2, blinds: levels[2], left: { kind: 'last' }, jump: { kind: 'back', ms: 39 * MINUTE } });
    s = run(s, { type: 'startHand', at: t0 + 6 * MINUTE });
    expect(s.level).toBe(2);
    expect(s.hand!.config.options).toMatchObject({ smallBlind: 100, bigBlind: 200, ante: 25 });
    // The log replays to the same levels, and a reload (the replay) still says the phone is behind.
    const replayed = replaySession(byTime, s.log);
    expect(replayed.ok && replayed.state).toEqual(s);
    expect(clockAt(s, t0 + 7 * MINUTE)!.jump).toEqual({ kind: 'back', ms: 38 * MINUTE });
  });

  it('T23: behind the latest time, the clock stands there — its time left waits for the phone to catch up, then counts on; a second or two back is not a jump', () => {
    let s = hand(newSession(byTime), t0);
    s = hand(s, t0 + 12 * MINUTE);
    expect(clockAt(s, t0 + 2 * MINUTE)).toMatchObject({ level: 0, left: { kind: 'time', ms: 8 * MINUTE }, endsAt: t0 + 20 * MINUTE });
    expect(clockAt(s, t0 + 12 * MINUTE - 2000)).toMatchObject({ left: { kind: 'time', ms: 8 * MINUTE }, jump: null });
    expect(clockAt(s, t0 + 13 * MINUTE)).toMatchObject({ left: { kind: 'time', ms: 7 * MINUTE }, jump: null });
    // A pause and a resume "in the past" take effect at the latest time: no running time lost or gained.
    s = run(s, pause(t0 + 3 * MINUTE), resume(t0 + 4 * MINUTE));
    expect(runningTime(s, t0 + 15 * MINUTE)).toBe(15 * MINUTE);
  });

  it('T23: over any sequence of phone times, back and forth, with deals, pauses and resumes among them, the level never falls below one the log reached, and the hands are dealt at levels that never fall', () => {
    const event = fc.record({ kind: fc.constantFrom('deal', 'toggle', 'read'), at: fc.integer({ min: -60, max: 240 }) });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 20 }), (events) => {
        let s = newSession(byTime);
        let reached = 0;
        for (const { kind, at: minute } of events) {
          const at = t0 + minute * MINUTE;
          if (s.over) break;
          if (kind === 'deal') {
            s = hand(s, at);
            if (s.over) break;
            expect(s.history.at(-1)!.level).toBeGreaterThanOrEqual(reached);
            reached = s.history.at(-1)!.level;
          } else if (kind === 'toggle' && s.startedAt !== null) {
            s = run(s, s.clock?.pausedAt == null ? pause(at) : resume(at));
          }
          const level = clockAt(s, at)!.level;
          expect(level).toBeGreaterThanOrEqual(reached);
          // Any earlier phone time reads the same as the latest time the log carried.
          const latest = s.clock?.latest ?? t0;
          if (s.startedAt !== null) expect(clockAt(s, latest - 90 * MINUTE)!.level).toBe(clockAt(s, latest)!.level);
        }
        const replayed = replaySession(byTime, s.log);
        expect(replayed.ok && replayed.state).toEqual(s);
      }),
      { numRuns: 80 },
    );
  });

  it('T23: a level set by hand starts now with its whole length, holds whatever the phone said before, applies from the next deal and replays', () => {
    let s = hand(newSession(byTime), t0);
    s = hand(s, t0 + 45 * MINUTE); // level 3
    const now = t0 + 6 * MINUTE; // the phone set back: the host sets level 2 (index 1) by hand
    s = run(s, setLevel(1, now));
    expect(clockAt(s, now)).toMatchObject({ level: 1, left: { kind: 'time', ms: 20 * MINUTE }, jump: null, endsAt: now + 20 * MINUTE });
    expect(clockAt(s, now + 5 * MINUTE)).toMatchObject({ level: 1, left: { kind: 'time', ms: 15 * MINUTE } });
    expect(clockAt(s, now + 21 * MINUTE)).toMatchObject({ level: 2 });
    s = run(s, { type: 'startHand', at: now + MINUTE });
    expect(s.hand!.config.options).toMatchObject({ smallBlind: 50, bigBlind: 100 });
    const replayed = replaySession(byTime, s.log);
    expect(replayed.ok && replayed.state).toEqual(s);
    // Set while paused: it stays paused at the level's start until resumed.
    let p = run(hand(newSession(byTime), t0), pause(t0 + 5 * MINUTE), setLevel(2, t0 + 6 * MINUTE));
    expect(clockAt(p, t0 + 60 * MINUTE)).toMatchObject({ level: 2, paused: true, elapsed: 0 });
    p = run(p, resume(t0 + 70 * MINUTE));
    expect(clockAt(p, t0 + 75 * MINUTE)).toMatchObject({ level: 2, elapsed: 5 * MINUTE });
  });

  it('T23: a level set by hand outside the schedule, before the first deal, or without a clock is refused and changes nothing', () => {
    const s = hand(newSession(byTime), t0);
    expect(refused(s, setLevel(3, t0))).toBe('NO_LEVEL');
    expect(refused(s, setLevel(-1, t0))).toBe('NO_LEVEL');
    expect(refused(s, setLevel(1.5, t0))).toBe('NO_LEVEL');
    expect(refused(s, setLevel(1, Number.NaN))).toBe('NEEDS_TIME');
    expect(refused(newSession(byTime), setLevel(1, t0))).toBe('CLOCK_NOT_STARTED');
    expect(refused(hand(newSession(byHands), t0), setLevel(1, t0))).toBe('NO_CLOCK');
  });

  it('T23: more than two levels (and half an hour) of play with nothing logged reads as a jump ahead; the next deal carries the table on from there', () => {
    let s = hand(newSession({ ...byTime, schedule: { levels: [...levels, ...levels], every: { minutes: 20 } } }), t0);
    expect(clockAt(s, t0 + 40 * MINUTE)!.jump).toBeNull();
    expect(clockAt(s, t0 + 41 * MINUTE)).toMatchObject({ level: 2, jump: { kind: 'ahead', ms: 41 * MINUTE } });
    // Paused, the clock does not run: no jump however long the pause.
    const paused = run(s, pause(t0 + MINUTE));
    expect(clockAt(paused, t0 + 600 * MINUTE)!.jump).toBeNull();
    s = hand(s, t0 + 3 * 60 * MINUTE);
    expect(s.level).toBe(5);
    expect(clockAt(s, t0 + 3 * 60 * MINUTE)!.jump).toBeNull();
  });
});
