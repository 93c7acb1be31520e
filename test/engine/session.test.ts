import { describe, expect, it } from 'vitest';
import {
  applySession,
  deck,
  legalActions,
  MAX_MOVES,
  nextLevelAt,
  newSession,
  playLog,
  replaySession,
  seededSource,
  shuffle,
  sittingOut,
  standings,
  waitsForBuyIn,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { seats, stackedDeck } from './support/table.ts';
import { playQuietly, run } from './support/session.ts';

/** Deal a hand and let everyone fold to the first bettor (or check it down when nobody can bet). */
function foldAround(session: SessionState, at = 0, order = deck()): SessionState {
  session = run(session, { type: 'startHand', at });
  if (session.over) return session;
  return playQuietly(run(session, { type: 'shuffle', deck: order }));
}

describe('sessions', () => {
  it('D14: the dealer moves one seat left each hand; 10 hands end the session; equal balances share the place', () => {
    const config: SessionConfig = { profile: 'draw5', players: seats(100, 100, 100), firstDealer: 1, hands: 10 };
    let session = newSession(config);
    const dealers: number[] = [];
    for (let i = 0; i < 10; i++) {
      session = foldAround(session);
      dealers.push(session.hand!.config.dealer);
    }
    expect(dealers).toEqual([1, 2, 0, 1, 2, 0, 1, 2, 0, 1]);
    expect(session.over).toBe(true);
    expect(applySession(session, { type: 'startHand' })).toMatchObject({ ok: false, error: { code: 'SESSION_OVER' } });
    const places = standings(session);
    expect(places.map((p) => p.stack).reduce((a, b) => a + b)).toBe(300);
    for (const p of places) expect(p.place).toBe(1 + places.filter((q) => q.stack > p.stack).length);
  });

  it('D14, G19: a player who cannot pay the ante leaves; when only one can pay, the cash game waits for a buy-in', () => {
    const config: SessionConfig = { profile: 'draw5', players: seats(100, 1, 100), firstDealer: 0 };
    let session = foldAround(newSession(config)); // seat 1 antes his last chip
    expect(session.stacks[1]).toBe(0);
    expect(session.leftAfter).toEqual([-1, 1, -1]);
    session = run(session, { type: 'startHand', at: 0 });
    expect(session.hand!.seats[1].inHand).toBe(false);
    expect(session.hand!.config.dealer).toBe(2); // skips the player who left
    const alone = newSession({ profile: 'draw5', players: seats(1, 100), firstDealer: 0 });
    // Seat 1 (dealt first) wins the showdown: A cannot pay the next ante.
    const ended = foldAround(alone, 0, stackedDeck(['As Ad Ac Ah Ks', '2c 3d 4h 5s 7c']));
    expect(ended.over).toBe(false);
    expect(waitsForBuyIn(ended)).toBe(true);
    expect(sittingOut(ended)).toEqual([0]);
    expect(standings(ended).map((s) => [s.name, s.place])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('H2: the button moves one seat clockwise each hand', () => {
    let session = newSession({ profile: 'holdem', players: seats(100, 100, 100, 100), firstDealer: 3, options: { bigBlind: 2 } });
    const buttons: number[] = [];
    for (let i = 0; i < 5; i++) {
      session = foldAround(session);
      buttons.push(session.hand!.config.dealer);
    }
    expect(buttons).toEqual([3, 0, 1, 2, 3]);
  });

  it('H9: tournament blinds rise by a schedule of hands or of minutes; eliminated players leave and get places', () => {
    const levels = [
      { smallBlind: 10, bigBlind: 20 },
      { smallBlind: 20, bigBlind: 40, ante: 5 },
      { smallBlind: 50, bigBlind: 100 },
    ];
    const byHands: SessionConfig = { profile: 'holdem', players: seats(1000, 1000, 1000), firstDealer: 0, schedule: { levels, every: { hands: 2 } } };
    let session = newSession(byHands);
    const blinds: number[] = [];
    for (let i = 0; i < 5; i++) {
      session = foldAround(session);
      blinds.push(session.hand!.config.options.bigBlind!);
    }
    expect(blinds).toEqual([20, 20, 40, 40, 100]);
    expect(session.history.map((h) => h.level)).toEqual([0, 0, 1, 1, 2]);

    const byTime: SessionConfig = { ...byHands, schedule: { levels, every: { minutes: 15 } } };
    let timed = newSession(byTime);
    expect(applySession(timed, { type: 'startHand' })).toMatchObject({ ok: false, error: { code: 'NEEDS_TIME' } });
    const minute = 60_000;
    const t0 = 1_700_000_000_000;
    timed = foldAround(timed, t0);
    expect(nextLevelAt(timed, t0 + minute)).toBe(t0 + 15 * minute);
    timed = foldAround(timed, t0 + 14 * minute);
    expect(timed.hand!.config.options.bigBlind).toBe(20);
    timed = foldAround(timed, t0 + 16 * minute);
    expect(timed.hand!.config.options).toMatchObject({ bigBlind: 40, ante: 5 });
    timed = foldAround(timed, t0 + 300 * minute);
    expect(timed.hand!.config.options.bigBlind).toBe(100);
  });

  it('H9: finishing places — the last eliminated places above the first; replaying the log rebuilds the session', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: seats(1000, 30, 60),
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 10, bigBlind: 20 }], every: { hands: 100 } },
    };
    const rng = seededSource(3);
    let session = newSession(config);
    for (let hand = 0; hand < 200 && !session.over; hand++) {
      session = run(session, { type: 'startHand' });
      if (session.over) break;
      while (session.hand!.pending.kind !== 'complete') {
        const legal = legalActions(session.hand!);
        // Everyone shoves or calls: players bust quickly.
        const shove = legal.actions.find((a) => a.type === 'raise' || a.type === 'bet' || a.type === 'call');
        const action =
          shove && (shove.type === 'raise' || shove.type === 'bet')
            ? { type: shove.type, seat: legal.seat!, to: shove.max }
            : shove
              ? { type: 'call' as const, seat: legal.seat! }
              : randomAction(session.hand!, legal, rng);
        session = run(session, action);
      }
    }
    expect(session.over).toBe(true);
    const places = standings(session);
    expect(places[0].place).toBe(1);
    expect(places[0].stack).toBe(1090);
    const out = places.slice(1);
    for (const p of out) expect(session.leftAfter[p.player]).toBeGreaterThan(0);
    if (session.leftAfter[out[0].player] !== session.leftAfter[out[1].player]) {
      expect(session.leftAfter[out[0].player]).toBeGreaterThan(session.leftAfter[out[1].player]);
      expect(out.map((p) => p.place)).toEqual([2, 3]);
    }
    const again = replaySession(config, session.log);
    expect(again.ok && again.state).toEqual(session);
  });
});

describe('a log replayed (playLog)', () => {
  // Sixty hands checked down: nobody goes broke, so the night runs its length.
  const config: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 5000 })), firstDealer: 0, options: { smallBlind: 5, bigBlind: 10 } };
  let night = newSession(config);
  const source = seededSource(7);
  for (let hand = 0; hand < 60; hand++) {
    night = run(night, { type: 'startHand', at: hand });
    while (!night.hand!.result) {
      const legal = legalActions(night.hand!);
      const [first] = legal.actions;
      const type = first?.type === 'shuffle' ? 'shuffle' : (['check', 'call', 'show'] as const).find((t) => legal.actions.some((a) => a.type === t))!;
      night = run(night, type === 'shuffle' ? { type, deck: shuffle(deck(), source) } : ({ type, seat: legal.seat! } as SessionAction));
    }
  }

  it('grows one log for the whole replay, not a copy per move (a 200,000-move night took minutes), and ends on the state applySession gives', () => {
    const logs = new Set<readonly SessionAction[]>();
    const played = playLog(newSession(night.config), night.log, (_, after) => logs.add(after.log));
    expect(night.log.length).toBeGreaterThan(500);
    expect(logs.size).toBe(1);
    expect(played).toEqual({ state: night, refused: null });
    // The last state's log is its own: a move played on it later does not change the replay's input.
    expect(played.state.log).not.toBe(night.log);
  });

  it('stops at the first move the engine refuses, with the state before it and the refusal', () => {
    const cut = night.log.findIndex((action, i) => i > 100 && action.type === 'startHand');
    const bad: SessionAction = { type: 'fold', seat: 0 };
    const played = playLog(newSession(night.config), [...night.log.slice(0, cut), bad, ...night.log.slice(cut)]);
    expect(played.refused?.code).toBe(refusedAt(replaySession(night.config, night.log.slice(0, cut)), bad));
    expect(played.state).toEqual((replaySession(night.config, night.log.slice(0, cut)) as { state: SessionState }).state);
  });
});

describe('G18: the moves of one game', () => {
  // A table that says "bomb pot" and takes it back between hands: the cheapest moves there are.
  const table: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia'].map((name) => ({ name, stack: 1000 })), firstDealer: 0, options: { smallBlind: 5, bigBlind: 10, bombPot: 10 } };
  const toggles = (count: number): SessionAction[] => Array.from({ length: count }, (_, i) => ({ type: 'bombPot', on: i % 2 === 0 }));

  it('G18: a game takes 20,000 moves and refuses the next, saying the limit; a stored log past it still replays', () => {
    const last = playLog(newSession(table), toggles(MAX_MOVES - 1));
    expect(last.refused).toBeNull();
    const full = applySession(last.state, { type: 'startHand', at: 0 });
    if (!full.ok) throw new Error(full.error.code);
    expect(full.state.log).toHaveLength(MAX_MOVES);
    expect(applySession(full.state, { type: 'shuffle', deck: deck() })).toMatchObject({ ok: false, error: { code: 'TOO_MANY_MOVES', max: 20_000 } });
    // A log the limit came after (none can be made now) is not lost: the store's replay plays it whole.
    expect(playLog(newSession(table), toggles(MAX_MOVES + 1)).refused).toBeNull();
  });
});

function refusedAt(result: ReturnType<typeof replaySession>, action: SessionAction): string {
  if (!result.ok) throw new Error(result.error.code);
  const next = applySession(result.state, action);
  if (next.ok) throw new Error('accepted');
  return next.error.code;
}
