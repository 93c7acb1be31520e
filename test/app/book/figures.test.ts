// The players' book's figures: nights read from the engine's own results, players across nights
// (through merges), totals, leaderboards and running totals — checked on real sessions played at
// random, and as properties: a player's total is the sum of his nights, a merge loses nothing and
// its undo gives the same book back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newSession, replaySession, sessionSettlement, standings, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { DEFAULT_PAYOUTS } from '../../../src/engine/tournament/payouts.ts';
import { paidIn, tournamentPlaces, tournamentSettlement } from '../../../src/engine/tournament/prizes.ts';
import { bookPlayers, leaderboard, nightIn, measuresOf, nightlyNumbers, running, seatValue, totals, type Measure } from '../../../src/app/book/figures.ts';
import { gameNight, importedNight, localDay, type Night } from '../../../src/app/book/nights.ts';
import { nameKey } from '../../../src/engine/names.ts';
import { isRefusal, linkSeats, merged, newPlayer, unmerged } from '../../../src/store/playerLinks.ts';
import type { PlayerRecord } from '../../../src/store/schema.ts';
import { playedSession, run } from '../../engine/support/session.ts';
import { shove } from '../../engine/support/tournament.ts';
import { finishedRecord } from './finished-record.ts';
import { fechadoTournament, toTheWinner } from './tournament-night.ts';

const POOL = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi'];

/** A night of random legal play: `profile`, these names, `hands` hands at most. */
function playedNight(id: string, config: SessionConfig, seed: number, hands: number, at: number): { night: Night; state: SessionState } {
  const state = playedSession(config, seed, hands);
  return { night: gameNight(finishedRecord(id, config, at), state.log), state };
}

const table = (names: readonly string[], stack: number) => names.map((name) => ({ name, stack }));

describe('a night read from a game: the engine\'s figures', () => {
  it('each seat\'s net is the engine\'s standing, its money the engine\'s settlement, its hands those it was dealt', () => {
    const config: SessionConfig = {
      profile: 'draw5',
      players: table(['Ana', 'Bia', 'Caio'], 100),
      firstDealer: 0,
      options: { ante: 1, buyIn: { price: 20, currency: 'BRL', chips: 100 } },
      hands: 6,
    };
    const { night, state } = playedNight('g', config, 7, 6, Date.UTC(2024, 4, 10, 22));
    const places = standings(state);
    const settled = sessionSettlement(state)!;
    expect(night.seats.map((s) => s.net)).toEqual([0, 1, 2].map((seat) => places.find((p) => p.player === seat)!.net));
    expect(night.seats.map((s) => s.money)).toEqual(settled.results.map((r) => r.net));
    expect(night.transfers).toEqual(settled.transfers);
    expect(night.currency).toBe('BRL');
    expect(night.hands).toBe(state.history.length);
    expect(night.seats.every((s) => s.hands === state.history.length)).toBe(true);
    expect(night.seats.every((s) => s.place === null)).toBe(true);
    expect(night.day).toBe(localDay(Date.UTC(2024, 4, 10, 22)));
  });

  it('H9: a tournament night keeps each player\'s place', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: table(['Ana', 'Bia', 'Caio'], 40),
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 5, bigBlind: 10 }, { smallBlind: 10, bigBlind: 20 }], every: { hands: 2 } },
    };
    const { night, state } = playedNight('t', config, 3, 200, 0);
    expect(state.over).toBe(true);
    expect(night.seats.map((s) => s.place)).toEqual([0, 1, 2].map((seat) => standings(state).find((p) => p.player === seat)!.place));
    expect(night.seats.filter((s) => s.place === 1)).toHaveLength(1);
  });

  it('T19: a late registrant who never sat down has no place in the night', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [...table(['Ana', 'Bia', 'Caio'], 40), { name: 'Duda', stack: 40, late: true }],
      firstDealer: 0,
      schedule: { levels: [{ smallBlind: 5, bigBlind: 10 }, { smallBlind: 10, bigBlind: 20 }], every: { hands: 2 } },
      tournament: { currency: 'BRL', buyIn: 1000, lateEntryUntil: 1, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    };
    const { night, state } = playedNight('late', config, 3, 200, 0);
    expect(state.over).toBe(true);
    expect(night.seats[3].place).toBeNull();
    expect(night.seats.slice(0, 3).every((s) => s.place !== null)).toBe(true);
    expect(night.seats.filter((s) => s.place === 1)).toHaveLength(1);
  });

  it('S2: a baseball night counts units, never money', () => {
    const config: SessionConfig = { profile: 'baseball', players: table(['Ana', 'Bia', 'Caio'], 0), firstDealer: 0, hands: 3 };
    const { night } = playedNight('b', config, 11, 3, 0);
    expect(measuresOf([night])).toEqual([{ kind: 'units' }]);
    expect(night.currency).toBeNull();
    expect(night.transfers).toEqual([]);
    // S8: balances are exact sixtieths of a unit and add up to nothing.
    expect(night.seats.reduce((sum, s) => sum + s.net, 0)).toBe(0);
    expect(night.seats.some((s) => s.net !== 0)).toBe(true);
  });

  it('the biggest pot is the most a seat took in one hand, and every hand of a seat is one it was dealt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const config: SessionConfig = { profile: 'holdem', players: table(['Ana', 'Bia', 'Caio', 'Duda'], 200), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
        const { night, state } = playedNight('h', config, seed, 8, 0);
        const took = (seat: number) =>
          state.history.map((h) => h.after[seat] - h.before[seat]).reduce((best, gain) => Math.max(best, gain), 0);
        night.seats.forEach((seat, i) => {
          expect(seat.hands).toBeLessThanOrEqual(state.history.length);
          // What a seat took from the pots is at least what it gained in that hand.
          expect(seat.biggestPot!).toBeGreaterThanOrEqual(took(i));
          expect(seat.biggestPot!).toBeLessThanOrEqual(800);
        });
      }),
      { numRuns: 25 },
    );
  });
});

/** A few nights of random play among names of the pool, some priced, some baseball. */
const evenings = fc
  .array(
    fc.record({
      names: fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 2, maxLength: 4 }),
      profile: fc.constantFrom('draw5' as const, 'holdem' as const, 'baseball' as const),
      priced: fc.boolean(),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
      day: fc.integer({ min: 0, max: 700 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((specs) =>
    specs.map((spec, i) => {
      const baseball = spec.profile === 'baseball';
      const config: SessionConfig = {
        profile: spec.profile,
        players: table(spec.names, baseball ? 0 : 100),
        firstDealer: 0,
        hands: 4,
        options: {
          ...(spec.profile === 'holdem' ? { smallBlind: 1, bigBlind: 2 } : spec.profile === 'draw5' ? { ante: 1 } : {}),
          ...(spec.priced && !baseball ? { buyIn: { price: 10, currency: i % 2 ? 'EUR' : 'BRL', chips: 100 } } : {}),
        },
      };
      return playedNight(`n${i}`, config, spec.seed, 4, Date.UTC(2023, 0, 1) + spec.day * 86_400_000).night;
    }),
  );

let ids = 0;
const make = (name: string) => newPlayer(name, 0, `p${ids++}`);
const booked = (nights: readonly Night[]): PlayerRecord[] => linkSeats([], nights.map((n) => ({ night: n.id, names: n.seats.map((s) => s.name) })), make);
const MEASURES: Measure[] = [{ kind: 'chips' }, { kind: 'units' }, { kind: 'money', currency: 'BRL' }, { kind: 'money', currency: 'EUR' }];

/** A measure's sum straight from the nights, by name (one name is one player when nothing is merged). */
function byName(nights: readonly Night[], measure: Measure): Map<string, number> {
  const sums = new Map<string, number>();
  for (const night of nights) {
    for (const seat of night.seats) {
      const value = seatValue(night, seat, measure);
      if (value !== null) sums.set(nameKey(seat.name), (sums.get(nameKey(seat.name)) ?? 0) + value);
    }
  }
  return sums;
}

describe("the book's figures (properties over nights played by the engine)", () => {
  it("a player's net over all nights is the sum of his nights, in every measure", () => {
    fc.assert(
      fc.property(evenings, (nights) => {
        const players = bookPlayers(booked(nights), nights);
        for (const measure of MEASURES) {
          const expected = byName(nights, measure);
          const board = leaderboard(players, measure);
          expect(new Map(board.map((r) => [nameKey(r.player.name), r.value]))).toEqual(expected);
        }
        for (const player of players) {
          const sum = totals(player.played);
          expect(sum.chips).toBe(byName(nights, { kind: 'chips' }).get(nameKey(player.name)) ?? 0);
          expect(sum.units).toBe(byName(nights, { kind: 'units' }).get(nameKey(player.name)) ?? 0);
          expect(sum.nights).toBe(nights.filter((n) => n.seats.some((s) => s.name === player.name)).length);
          // The running total ends at the total.
          for (const measure of MEASURES) {
            const line = running(players, nights, measure).lines.find((l) => l.player.id === player.id);
            const board = leaderboard([player], measure)[0];
            expect(line?.values.at(-1) ?? null).toBe(board?.value ?? null);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('money nights add up to zero, and the period totals add up to the total', () => {
    fc.assert(
      fc.property(evenings, (nights) => {
        for (const night of nights) if (night.currency) expect(night.seats.reduce((sum, s) => sum + s.money!, 0)).toBe(0);
        const players = booked(nights);
        const all = totals(bookPlayers(players, nights).flatMap((p) => p.played));
        const months = [...new Set(nights.map((n) => n.day.slice(0, 7)))];
        const parts = months.map((month) => {
          const inMonth = nights.flatMap((n) => nightIn(n, { period: 'month', today: `${month}-15`, profile: null }) ?? []);
          return totals(bookPlayers(players, inMonth).flatMap((p) => p.played));
        });
        expect(parts.reduce((sum, t) => sum + t.chips, 0)).toBe(all.chips);
        expect(parts.reduce((sum, t) => sum + t.units, 0)).toBe(all.units);
        expect(parts.reduce((sum, t) => sum + t.nights, 0)).toBe(all.nights);
      }),
      { numRuns: 20 },
    );
  });

  it('merging two players loses nothing (the merged total is the sum of both) and its undo gives the same book back', () => {
    fc.assert(
      fc.property(evenings, fc.nat(), fc.nat(), (nights, a, b) => {
        const players = booked(nights);
        const before = bookPlayers(players, nights);
        const from = players[a % players.length];
        const into = players[b % players.length];
        const change = merged(players, from.id, into.id);
        if (isRefusal(change)) {
          // The same entry, or two people who sat at one night (they stay two).
          const sat = (id: string) => before.find((p) => p.id === id)!.played.map(({ night }) => night.id);
          expect(from.id === into.id || sat(from.id).some((night) => sat(into.id).includes(night))).toBe(true);
          return;
        }
        // One player never has two places in a night.
        expect(from.id === into.id || !before.find((p) => p.id === from.id)!.played.some(({ night }) => before.find((p) => p.id === into.id)!.played.some((o) => o.night.id === night.id))).toBe(true);
        const after = players.map((p) => (p.id === change.id ? change : p));
        const book = bookPlayers(after, nights);
        expect(book).toHaveLength(before.length - 1);
        const one = book.find((p) => p.id === into.id)!;
        expect(one.name).toBe(into.name);
        expect(one.merged.map((p) => p.id)).toEqual([from.id]);
        for (const measure of MEASURES) {
          const value = (list: typeof book, id: string) => leaderboard(list, measure).find((r) => r.player.id === id)?.value ?? 0;
          expect(value(book, into.id)).toBe(value(before, into.id) + value(before, from.id));
        }
        expect(one.played.length).toBe(before.find((p) => p.id === into.id)!.played.length + before.find((p) => p.id === from.id)!.played.length);
        // Every seat still counts exactly once.
        expect(book.flatMap((p) => p.played).length).toBe(nights.reduce((n, night) => n + night.seats.length, 0));
        const undone = unmerged(after, change.id);
        if (isRefusal(undone)) throw new Error(undone);
        expect(bookPlayers(after.map((p) => (p.id === undone.id ? undone : p)), nights)).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });
});

describe('filters, leaderboard and running totals', () => {
  const sheet = (id: string, day: string, profile: string, rows: [string, number, number | null][], currency: string | null = null): Night =>
    importedNight({
      id,
      label: id,
      day,
      profile,
      currency,
      importedAt: 0,
      results: rows.map(([player, net, money]) => ({ player, net, money, place: null, hands: null, biggestPot: null })),
    });
  const nights = [
    sheet('a', '2024-01-05', 'holdem', [['Ana', 30, 300], ['Bia', -30, -300]], 'BRL'),
    sheet('b', '2024-02-09', 'draw5', [['Ana', -10, null], ['Bia', 5, null], ['Caio', 5, null]]),
    sheet('c', '2024-02-20', 'baseball', [['Bia', 120, null], ['Caio', -120, null]]),
    sheet('d', '2023-12-31', 'holdem', [['Caio', 7, null], ['Ana', -7, null]]),
  ];
  const players = booked(nights);

  it('this month, this year, all time, one game', () => {
    const ids = (period: 'month' | 'year' | 'all', profile: string | null = null) =>
      nights.flatMap((n) => nightIn(n, { period, today: '2024-02-25', profile }) ?? []).map((n) => n.id);
    expect(ids('month')).toEqual(['b', 'c']);
    expect(ids('year')).toEqual(['a', 'b', 'c']);
    expect(ids('all')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('all', 'holdem')).toEqual(['a', 'd']);
  });

  it("V1, V10: a player's numbers add up his nights that Mesa played, each counting the hands he was dealt; a spreadsheet's night has none", () => {
    const config: SessionConfig = { profile: 'holdem', players: table(['Ana', 'Bia', 'Caio'], 100), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 }, hands: 5 };
    const played = [1, 2].map((seed) => playedNight(`g${seed}`, config, seed, 5, Date.UTC(2024, 2, seed, 22)).night);
    const all = [...nights, ...played];
    const ana = bookPlayers(booked(all), all).find((p) => p.name === 'Ana')!;
    const seats = played.map((night) => night.seats.find((seat) => seat.name === 'Ana')!);
    expect(nightlyNumbers(ana.played).map((n) => n.night.id)).toEqual(['g1', 'g2']);
    const sum = totals(ana.played).numbers!;
    expect(sum.hands).toBe(seats[0].hands! + seats[1].hands!);
    expect(sum.vpip).toBe(seats[0].numbers!.vpip + seats[1].numbers!.vpip);
    expect(sum.hands).toBeGreaterThan(0);
    // Only spreadsheet nights: no numbers at all (shown as such, not as zeros).
    expect(totals(bookPlayers(players, nights).find((p) => p.name === 'Ana')!.played).numbers).toBeNull();
  });

  it('ranks by one measure; equal totals share a place; a spreadsheet night settles in the fewest transfers', () => {
    const book = bookPlayers(players, nights);
    const chips = leaderboard(book, { kind: 'chips' }).map((r) => [r.player.name, r.value, r.place, r.nights]);
    expect(chips).toEqual([
      ['Ana', 13, 1, 3],
      ['Caio', 12, 2, 2],
      ['Bia', -25, 3, 2],
    ]);
    expect(leaderboard(book, { kind: 'units' }).map((r) => [r.player.name, r.value])).toEqual([['Bia', 120], ['Caio', -120]]);
    expect(measuresOf(nights)).toEqual([{ kind: 'money', currency: 'BRL' }, { kind: 'chips' }, { kind: 'units' }]);
    const tie = bookPlayers(players, [nights[1]]);
    expect(leaderboard(tie, { kind: 'chips' }).map((r) => r.place)).toEqual([1, 1, 3]);
    expect(nights[0].transfers).toEqual([{ from: 1, to: 0, cents: 300 }]);
  });

  it('running totals start at a player\'s first night and stay flat on nights he missed', () => {
    const run = running(bookPlayers(players, nights), nights, { kind: 'chips' });
    expect(run.nights.map((n) => n.id)).toEqual(['d', 'a', 'b']);
    expect(Object.fromEntries(run.lines.map((l) => [l.player.name, l.values]))).toEqual({
      Ana: [-7, 23, 13],
      Caio: [7, 7, 12],
      Bia: [null, -30, -25],
    });
  });
});

describe("T22: a tournament's result is its money", () => {
  const tournamentNight = (buyIn = 2000, at = 0) => {
    const config = fechadoTournament(buyIn);
    const log = toTheWinner(config);
    return { night: gameNight(finishedRecord(`t${buyIn}`, config, at, log.length), log), state: replaySession(config, log) };
  };

  it("T22: each seat's money is its prize (T13) minus its entry, rebuys and add-ons (T20), in the tournament's currency; its transfers T20's", () => {
    const { night, state } = tournamentNight();
    if (!state.ok) throw new Error(state.error.code);
    const settled = tournamentSettlement(state.state)!;
    expect(night.currency).toBe('BRL');
    // 4 × R$ 20 = R$ 80, 65/35: Ana R$ 52, Carla R$ 28; each paid R$ 20.
    expect(night.seats.map((s) => [s.name, s.place, s.money])).toEqual([
      ['Ana', 1, 3200],
      ['Bia', 4, -2000],
      ['Carla', 2, 800],
      ['Ivo', 3, -2000],
    ]);
    expect(night.seats.map((s) => s.money)).toEqual(settled.results.map((r) => r.net));
    expect(night.transfers).toEqual(settled.transfers);
  });

  it("T22: the money leaderboard counts the tournament beside a cash night; a tournament's chips count in no leaderboard", () => {
    const { night: tournament } = tournamentNight(2000, Date.UTC(2025, 2, 7, 22));
    const cash = importedNight({
      id: 'cash',
      label: 'sexta',
      day: '2025-03-14',
      profile: 'fechado',
      currency: 'BRL',
      importedAt: 0,
      results: [
        { player: 'Ana', net: -50, money: -1000, place: null, hands: null, biggestPot: null },
        { player: 'Ivo', net: 50, money: 1000, place: null, hands: null, biggestPot: null },
      ],
    });
    const nights = [tournament, cash];
    const players = bookPlayers(booked(nights), nights);
    expect(leaderboard(players, { kind: 'money', currency: 'BRL' }).map((r) => [r.player.name, r.value, r.nights])).toEqual([
      ['Ana', 2200, 2],
      ['Carla', 800, 1],
      ['Ivo', -1000, 2],
      ['Bia', -2000, 1],
    ]);
    expect(leaderboard(players, { kind: 'chips' }).map((r) => [r.player.name, r.value, r.nights])).toEqual([
      ['Ivo', 50, 1],
      ['Ana', -50, 1],
    ]);
    expect(measuresOf([tournament])).toEqual([{ kind: 'money', currency: 'BRL' }]);
    const ana = totals(players.find((p) => p.name === 'Ana')!.played);
    expect([ana.nights, ana.chips, ana.money, ana.places]).toEqual([2, -50, { BRL: 2200 }, [1]]);
  });

  it("T22: after a deal (T15) each seat's money is the deal's amount minus what it paid", () => {
    const config = fechadoTournament();
    // Bia goes out; the three left chop the prizes by their chips, nothing kept aside: that ends it (T16).
    const out = shove(newSession(config), 1, 0, 0);
    const dealt = run(out, { type: 'prizeDeal', method: 'chipChop', aside: 0 });
    expect(dealt.over).toBe(true);
    const night = gameNight(finishedRecord('deal', config, 0, dealt.log.length), dealt.log);
    const deal = dealt.tournament!.deal!;
    expect(deal.players).toEqual([0, 2, 3]);
    expect(night.seats.map((s) => s.money)).toEqual([deal.amounts[0] - 2000, -2000, deal.amounts[1] - 2000, deal.amounts[2] - 2000]);
    expect(night.seats.reduce((sum, s) => sum + s.money!, 0)).toBe(0);
  });

  it('T22: a tournament nobody paid to play has no money and counts in no leaderboard; its places are its result', () => {
    const { night } = tournamentNight(0);
    expect(night.currency).toBeNull();
    expect(night.transfers).toEqual([]);
    expect(night.seats.map((s) => [s.name, s.place, s.money])).toEqual([
      ['Ana', 1, null],
      ['Bia', 4, null],
      ['Carla', 2, null],
      ['Ivo', 3, null],
    ]);
    expect(measuresOf([night])).toEqual([]);
    const players = bookPlayers(booked([night]), [night]);
    for (const measure of MEASURES) expect(leaderboard(players, measure)).toEqual([]);
    expect(players.map((p) => [p.name, totals(p.played).nights, totals(p.played).places])).toEqual([
      ['Ana', 1, [1]],
      ['Bia', 1, [4]],
      ['Carla', 1, [2]],
      ['Ivo', 1, [3]],
    ]);
  });

  it('T22: any tournament played to its end at random: the money adds up to nothing, each seat its prize minus what it paid (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 2, max: 5 }), (seed, reais, players) => {
        const config: SessionConfig = {
          profile: 'holdem',
          players: table(POOL.slice(0, players), 40),
          firstDealer: 0,
          schedule: { levels: [{ smallBlind: 5, bigBlind: 10 }, { smallBlind: 10, bigBlind: 20 }], every: { hands: 2 } },
          tournament: { currency: 'EUR', buyIn: reais * 100, payouts: DEFAULT_PAYOUTS, roundTo: 100 },
        };
        const { night, state } = playedNight('r', config, seed, 400, 0);
        fc.pre(state.over);
        const prizes = tournamentPlaces(state);
        expect(night.currency).toBe('EUR');
        expect(night.seats.reduce((sum, s) => sum + s.money!, 0)).toBe(0);
        night.seats.forEach((seat, i) => expect(seat.money).toBe((prizes.find((p) => p.player === i)!.prize ?? 0) - paidIn(state, i)));
      }),
      { numRuns: 25 },
    );
  });
});
