// Which screen a guest phone shows, decided from the guest signal alone (the last view the host
// sent, N2), and the words of a failed join.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, newSession, seededSource, tableView, type Seat, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { hostHeard, lostHost, welcomed, type Guest } from '../../../src/app/guest-view.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { tscan } from '../../../src/ui/net/scan-messages.ts';
import { guestMoment, joinFailure, seatName } from '../../../src/ui/net/guest-state.ts';
import { ledger, run } from '../../engine/support/session.ts';
import { seats } from '../../engine/support/table.ts';

const holdem: SessionConfig = { profile: 'holdem', players: seats(100, 100, 100), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 }, hands: 2 };

function guestAt(state: SessionState, role: Seat | 'table' | null, patch: Partial<Guest> = {}): Guest {
  const view = role === null ? null : tableView(state, role);
  const names = state.config.players.map((p, seat) => ({ seat, name: p.name, free: seat !== role }));
  return { state: 'playing', role, seats: names, view: view && JSON.parse(JSON.stringify(view)), refusal: null, away: [], fair: null, asked: null, closed: false, ...patch };
}

/** Plays the hand in progress to its end at random, never betting (so nobody goes broke and a next hand can be dealt). */
function finish(state: SessionState, seed: number): SessionState {
  const rng = seededSource(seed);
  while (state.hand!.pending.kind !== 'complete') {
    const legal = legalActions(state.hand!);
    const calm = legal.actions.filter((a) => a.type === 'check' || a.type === 'call');
    state = run(state, randomAction(state.hand!, calm.length > 0 ? { ...legal, actions: calm } : legal, rng));
  }
  return state;
}

describe('the guest phone’s moment', () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('N2: before the host welcomes the phone it shows no table; then the choice of seat, the display, or its seat', () => {
    const state = newSession(holdem);
    expect(welcomed(null)).toBe(false);
    expect(welcomed(guestAt(state, 1, { state: 'answering', answer: 'x' }))).toBe(false);
    expect(welcomed(guestAt(state, 1, { state: 'connecting' }))).toBe(false);
    expect(welcomed(guestAt(state, 1, { state: 'refused-secret' }))).toBe(false);
    expect(welcomed(guestAt(state, 1, { state: 'host-away' }))).toBe(true);
    // N6 before any welcome: the host never read the answer, or could not be reached.
    expect(welcomed({ state: 'host-away', role: null, seats: [], view: null, refusal: null, away: [], fair: null, asked: null, closed: true })).toBe(false);
    expect(welcomed(guestAt(state, 1, { state: 'old-version' }))).toBe(false);
    expect(guestMoment(guestAt(state, null, { state: 'choosing' }), 0)).toBe('choose');
    expect(guestMoment(guestAt(state, 'table'), 0)).toBe('display');
    expect(guestMoment(guestAt(state, 1, { view: null }), 0)).toBe('no-view');
    expect(guestMoment(guestAt(state, 1), 0)).toBe('between');
  });

  it('N6: a host only quiet is waited for; one whose pipe closed (a reload there) is a lost table, whose new code is asked for at once; only a heard host makes a new link ask first', () => {
    const state = newSession(holdem);
    const quiet = guestAt(state, 1, { state: 'host-away' });
    const closed = guestAt(state, 1, { state: 'host-away', closed: true });
    expect(lostHost(quiet)).toBe(false);
    expect(lostHost(closed)).toBe(true);
    // A join that never reached the host is a failed join, not a lost table; a refusal is said as it is.
    expect(lostHost(guestAt(state, null, { state: 'host-away', seats: [], closed: true }))).toBe(false);
    expect(lostHost(guestAt(state, 1, { state: 'refused-secret', closed: true }))).toBe(false);
    expect(hostHeard(guestAt(state, 1))).toBe(true);
    expect(hostHeard(guestAt(state, null, { state: 'choosing' }))).toBe(true);
    expect([quiet, closed, null].map(hostHeard)).toEqual([false, false, false]);
  });

  it('N2: in a hand, the acting seat’s phone shows its turn and every other seat’s phone the table; in the chip ledger, the ledger seat', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (seed, steps) => {
        const rng = seededSource(seed);
        let state = run(newSession(holdem), { type: 'startHand', at: 0 });
        for (let i = 0; i < steps && state.hand!.pending.kind !== 'complete'; i++) state = run(state, randomAction(state.hand!, legalActions(state.hand!), rng));
        if (state.hand!.pending.kind === 'complete') return;
        const acting = tableView(state, 'table').turn.acting;
        for (const seat of [0, 1, 2] as Seat[]) expect(guestMoment(guestAt(state, seat), 0)).toBe(seat === acting ? 'turn' : 'watch');
      }),
      { numRuns: 40 },
    );
    const real = run(newSession(ledger), { type: 'startHand', at: 0 });
    expect(guestMoment(guestAt(real, 2), 0)).toBe('ledger');
  });

  it('N2: a finished hand shows its result until the phone looked at it, then waits for the deal; a finished game shows its end', () => {
    let state = finish(run(newSession(holdem), { type: 'startHand', at: 0 }), 7);
    expect(guestMoment(guestAt(state, 0), 0)).toBe('result');
    expect(guestMoment(guestAt(state, 0), 1)).toBe('between');
    state = finish(run(state, { type: 'startHand', at: 1 }), 8);
    // The second and last hand: the game is over, whatever was looked at.
    expect(guestMoment(guestAt(state, 0), 1)).toBe('end');
  });

  it('N4: the seat given back is named from the seats the host listed', () => {
    const state = newSession(holdem);
    expect(seatName(guestAt(state, 2, { state: 'connecting' }))).toBe(holdem.players[2].name);
    expect(seatName(guestAt(state, 'table'))).toBeNull();
    expect(seatName(null)).toBeNull();
  });

  it('N1: a code the reader refused, or a phone out of reach, is said in the scanner’s words; any other failure says to share one network and try a new code', () => {
    language.value = 'en';
    const failed = (reason: string) => joinFailure(Object.assign(new Error('x'), { reason }));
    expect(failed('wrong-kind')).toBe(tscan('code.wrong-kind.offer'));
    expect(failed('not-mesa')).toBe(tscan('code.not-mesa'));
    expect(failed('unreachable')).toBe(tscan('peer.unreachable'));
    expect(joinFailure(new Error('ICE failed'))).toMatch(/^Could not connect to the host's phone\. Both phones must be on the same Wi-Fi/);
    expect(joinFailure(null)).toMatch(/^Could not connect/);
  });
});
