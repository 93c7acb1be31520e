// The tournament's part of the table view: what the screens read instead of the session. Each
// answer read from the view (at a screen's own time) is the session's own, at every moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caseShortOf,
  clockAt,
  deskAt,
  newSession,
  readClock,
  tableView,
  walkInNameRefusal,
  type Level,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { addOnOpen, chipsInCase, colourUpDue, walkInRefusal } from '../../../src/engine/tournament/play.ts';
import { run } from '../support/session.ts';
import { NIGHT_CHIPS, NIGHT_TERMS, quiet, shove } from '../support/tournament.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;
const levels: Level[] = [
  { smallBlind: 25, bigBlind: 50 },
  { smallBlind: 50, bigBlind: 100 },
  { smallBlind: 100, bigBlind: 200 },
  { smallBlind: 200, bigBlind: 400 },
  { smallBlind: 300, bigBlind: 600 },
];
const config = (every: { minutes: number } | { hands: number }): SessionConfig => ({
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name, i) => ({ name, stack: 1500, ...(i === 3 ? { late: true } : {}) })),
  firstDealer: 0,
  dealing: 'ledger',
  schedule: { levels, every, breaks: { every: 2, minutes: 10 } },
  tournament: NIGHT_TERMS,
  chipSet: NIGHT_CHIPS,
});

const part = (s: SessionState) => tableView(s, 'table').tournament!;

/** A timed night some way in: a first deal, a pause and its end, Bia out (Caio, short of his starting stack, may rebuy too). */
function timedNight(): SessionState {
  let s = run(newSession(config({ minutes: 20 })), { type: 'startHand', at: T0 });
  s = quiet(s, T0 + MINUTE);
  s = run(s, { type: 'pauseClock', at: T0 + 5 * MINUTE }, { type: 'resumeClock', at: T0 + 9 * MINUTE });
  return shove(s, 1, 0, T0 + 10 * MINUTE);
}

describe('the tournament part of the table view', () => {
  it('H9: a cash game has none; a tournament has its clock, field and desk, and the part survives a JSON round trip', () => {
    const cash = newSession({ ...config({ hands: 2 }), schedule: undefined, tournament: undefined, chipSet: undefined });
    expect(tableView(cash, 'table').tournament).toBeNull();
    const s = timedNight();
    const tournament = part(s);
    expect(tournament.clock).not.toBeNull();
    expect(tournament.field).toMatchObject({ playing: 2, total: 3, waiting: ['Davi'] });
    expect(tournament.desk).toMatchObject({ stillIn: [0, 2], late: [3], rebuyers: [1, 2], addOnLevel: 2 });
    expect(JSON.parse(JSON.stringify(tournament))).toEqual(tournament);
  });

  it('H9, T9, T23: the clock read from the view at any time is the clock read from the session (property)', () => {
    const s = timedNight();
    const terms = part(s).clock!;
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 400 }), (minutes) => {
        const at = T0 + minutes * MINUTE;
        expect(readClock(terms, at)).toEqual(clockAt(s, at));
      }),
    );
  });

  it('T18, T5: the desk read from the view at any time offers the add-on and the colour-up exactly when the session does (property)', () => {
    const timed = timedNight();
    // Levels by hands: the add-on's break comes once four hands are played.
    const byHands = [1, 2, 3, 4].reduce((s) => quiet(s), newSession(config({ hands: 2 })));
    fc.assert(
      fc.property(fc.constantFrom(timed, byHands), fc.integer({ min: 0, max: 400 }), (s, minutes) => {
        const at = T0 + minutes * MINUTE;
        const desk = deskAt(part(s), at);
        expect(desk.addOn).toBe(addOnOpen(s, at));
        expect(desk.colourUp).toEqual(colourUpDue(s, at));
      }),
    );
    expect(deskAt(part(byHands), T0).addOn).toBe(true);
    expect(deskAt(part(timed), T0 + 200 * MINUTE).colourUp).not.toBeNull();
  });

  it('T24, T19: the case short for a sale, and a walk-in name refused, from the view as the session says them', () => {
    const s = timedNight();
    const desk = part(s).desk!;
    expect(desk.caseLeft).toBe(chipsInCase(s));
    // 100 whites, 100 reds and 50 greens hold 37,500; the table plays with 4,500 of them (Davi not here yet).
    expect(desk.caseLeft).toBe(37_500 - 4500);
    expect([33_000, 34_000].map((chips) => caseShortOf(desk.caseLeft, chips))).toEqual([0, 1000]);
    const names = s.config.players.map((p) => p.name);
    for (const name of ['', 'Ana', 'ana ', 'Zé', 'x'.repeat(40)]) expect(walkInNameRefusal(desk.walkInClosed, names, name)).toEqual(walkInRefusal(s, name));
  });
});
