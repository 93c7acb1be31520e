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

  it('H9: a device clock set back never runs the clock backwards', () => {
    let s = hand(newSession(byTime), t0);
    s = run(s, pause(t0 + 10 * MINUTE), resume(t0 + 5 * MINUTE)); // resumed "before" the pause
    expect(s.clock).toEqual({ pausedFor: 0, pausedAt: null });
    expect(runningTime(s, t0 - MINUTE)).toBe(0);
    expect(clockAt(s, t0 - MINUTE)).toMatchObject({ level: 0, left: { kind: 'time', ms: 20 * MINUTE } });
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
