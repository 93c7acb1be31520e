/**
 * The players' book's figures, as pure functions of the player records and the nights: who each
 * seat was (through merges), each player's nights and totals, the leaderboard of a period and the
 * running totals the chart draws. Chips, baseball's units and each currency's money are separate
 * measures and never added to one another.
 *
 *   const nights = all.flatMap((n) => nightIn(n, { period: 'year', today, profile: null }) ?? []);
 *   const players = bookPlayers(records, nights);
 *   leaderboard(players, { kind: 'money', currency: 'BRL' })
 */
import { nameKey } from '../../engine/names.ts';
import { sumNumbers, type PlayerNumbers } from '../../engine/index.ts';
import { roots, seatKey, type PlayerRecord } from '../../store/index.ts';
import { byTime, CHOICE, countsIn, gamePart, gamesPlayed, isTournament, type Night, type NightSeat } from './nights.ts';

export type Period = 'month' | 'year' | 'all';

export interface BookFilter {
  readonly period: Period;
  /** Today on this phone's calendar, YYYY-MM-DD: "this month" and "this year" are counted from it. */
  readonly today: string;
  /** One game profile (or CHOICE, the dealer's-choice nights whole), or null for every game. */
  readonly profile: string | null;
}

/** The night as one game's: itself when it is that game, a dealer's-choice night's part of it (V11), else null. */
const asGame = (night: Night, profile: string): Night | null => (night.profile === profile ? night : gamePart(night, profile));

/**
 * The night as the filter shows it, or null when it is not in it. V11: a dealer's-choice night
 * shows whole among all games and under CHOICE, and under each game it played as that game's part.
 */
export function nightIn(night: Night, filter: BookFilter): Night | null {
  const digits = { month: 7, year: 4, all: 0 }[filter.period];
  if (night.day.slice(0, digits) !== filter.today.slice(0, digits)) return null;
  return filter.profile === null ? night : asGame(night, filter.profile);
}

/** The games these nights offer to filter by: each night's, and each game a dealer's-choice night played. */
export function gamesOf(nights: readonly Night[]): string[] {
  return [...new Set(nights.flatMap((night) => [night.profile, ...gamesPlayed(night).map((game) => game.profile)]))];
}

/** What the book adds up: chips, baseball's record units, or the money of one currency (in cents). */
export type Measure = { readonly kind: 'chips' } | { readonly kind: 'units' } | { readonly kind: 'money'; readonly currency: string };

export const measureKey = (measure: Measure): string => (measure.kind === 'money' ? `money:${measure.currency}` : measure.kind);

/** The measure a night's chips or units count in; null for a tournament's (T22: its result is money, or places). */
export function countedIn(night: Night): 'chips' | 'units' | null {
  return isTournament(night) ? null : countsIn(night.profile);
}

/** What a seat adds to `measure`, or null when its night does not count in it. */
export function seatValue(night: Night, seat: NightSeat, measure: Measure): number | null {
  if (measure.kind === 'money') return night.currency === measure.currency ? seat.money : null;
  return countedIn(night) === measure.kind ? seat.net : null;
}

/** The measures these nights count in: money first (what people settle), then chips, then units. */
export function measuresOf(nights: readonly Night[]): Measure[] {
  const currencies = [...new Set(nights.flatMap((n) => (n.currency ? [n.currency] : [])))].sort();
  const counts = new Set(nights.map(countedIn));
  return [
    ...currencies.map((currency): Measure => ({ kind: 'money', currency })),
    ...(counts.has('chips') ? [{ kind: 'chips' } as const] : []),
    ...(counts.has('units') ? [{ kind: 'units' } as const] : []),
  ];
}

/** A seat of a night, from the player's side. */
export interface Played {
  readonly night: Night;
  readonly seat: NightSeat;
  /** The seat's place in `night.seats`. */
  readonly index: number;
}

export interface BookPlayer {
  /** The player's root entry; `?name` for seats no entry holds yet (a book not synced). */
  readonly id: string;
  readonly name: string;
  /** The entries merged into this player, the root left out. */
  readonly merged: readonly PlayerRecord[];
  /** His nights, oldest first. */
  readonly played: readonly Played[];
}

/** Every player with at least one of these nights, each seat counted for exactly one player. */
export function bookPlayers(players: readonly PlayerRecord[], nights: readonly Night[]): BookPlayer[] {
  const root = roots(players);
  const byId = new Map(players.map((p) => [p.id, p]));
  const owner = new Map(players.flatMap((p) => p.seats.map((s) => [seatKey(s), root.get(p.id)!] as const)));
  const played = new Map<string, Played[]>();
  for (const night of [...nights].sort(byTime)) {
    night.seats.forEach((seat, index) => {
      const id = owner.get(seatKey({ night: night.id, seat: index })) ?? `?${nameKey(seat.name)}`;
      (played.get(id) ?? played.set(id, []).get(id)!).push({ night, seat, index });
    });
  }
  return [...played].map(([id, list]) => ({
    id,
    name: byId.get(id)?.name ?? list[0].seat.name,
    merged: players.filter((p) => p.id !== id && root.get(p.id) === id),
    played: list,
  }));
}

export interface Totals {
  readonly nights: number;
  /** Hands dealt in, over the nights that say. */
  readonly hands: number;
  readonly chips: number;
  readonly units: number;
  /** Cents by currency. */
  readonly money: Readonly<Record<string, number>>;
  readonly biggestPot: { readonly chips: number; readonly units: number };
  /** Places in tournaments, best first. */
  readonly places: readonly number[];
  /** V10: his numbers over the nights whose hands Mesa saw; null when it saw none (spreadsheets' nights only). */
  readonly numbers: PlayerNumbers | null;
}

export function totals(played: readonly Played[]): Totals {
  const money: Record<string, number> = {};
  const sum = { hands: 0, chips: 0, units: 0 };
  const biggestPot = { chips: 0, units: 0 };
  for (const { night, seat } of played) {
    const counts = countsIn(night.profile);
    const counted = countedIn(night);
    if (counted) sum[counted] += seat.net;
    sum.hands += seat.hands ?? 0;
    biggestPot[counts] = Math.max(biggestPot[counts], seat.biggestPot ?? 0);
    if (night.currency && seat.money !== null) money[night.currency] = (money[night.currency] ?? 0) + seat.money;
  }
  const places = played.flatMap(({ seat }) => (seat.place === null ? [] : [seat.place])).sort((a, b) => a - b);
  const numbers = nightlyNumbers(played).map((n) => n.numbers);
  return { nights: played.length, ...sum, money, biggestPot, places, numbers: numbers.length ? sumNumbers(numbers) : null };
}

/** One line of a player's results by game: a game, and his totals in it. */
export interface GameTotals {
  readonly profile: string;
  readonly totals: Totals;
}

/**
 * V11: a player's cash results game by game over his nights: each game's nights (a dealer's-choice
 * night's part among them, gamePart) and his totals in them; a tournament, whose chips count in no
 * result (T22), is left out. Empty unless a dealer's-choice night is among them: otherwise each
 * night is one game, and the book's game filter already says it.
 */
export function byGame(played: readonly Played[]): GameTotals[] {
  if (!played.some(({ night }) => night.profile === CHOICE)) return [];
  const cash = played.filter(({ night }) => !isTournament(night));
  return gamesOf(cash.map(({ night }) => night))
    .filter((profile) => profile !== CHOICE)
    .map((profile) => ({
      profile,
      totals: totals(
        cash.flatMap(({ night, index }) => {
          const shown = asGame(night, profile);
          return shown ? [{ night: shown, seat: shown.seats[index], index }] : [];
        }),
      ),
    }));
}

/** V10: his numbers night by night, oldest first, over the nights whose hands Mesa saw. */
export function nightlyNumbers(played: readonly Played[]): { readonly night: Night; readonly numbers: PlayerNumbers }[] {
  return played.flatMap(({ night, seat }) => (seat.numbers ? [{ night, numbers: seat.numbers }] : []));
}

export interface Ranked {
  readonly player: BookPlayer;
  /** The player's total in the measure. */
  readonly value: number;
  /** 1 = first; equal totals share the place and the next is skipped. */
  readonly place: number;
  /** Nights that count in the measure. */
  readonly nights: number;
}

/** The players who played a night counting in `measure`, best total first. */
export function leaderboard(players: readonly BookPlayer[], measure: Measure): Ranked[] {
  const rows = players.flatMap((player) => {
    const values = player.played.flatMap(({ night, seat }) => {
      const value = seatValue(night, seat, measure);
      return value === null ? [] : [value];
    });
    return values.length === 0 ? [] : [{ player, value: values.reduce((a, b) => a + b, 0), nights: values.length }];
  });
  rows.sort((a, b) => b.value - a.value || a.player.name.localeCompare(b.player.name));
  return rows.map((row) => ({ ...row, place: 1 + rows.filter((other) => other.value > row.value).length }));
}

export interface Running {
  /** The nights that count in the measure, oldest first: the chart's x axis. */
  readonly nights: readonly Night[];
  /** Per player, his running total after each of those nights; null before his first. */
  readonly lines: readonly { readonly player: BookPlayer; readonly values: readonly (number | null)[] }[];
}

/** Each player's running total across the nights, as the line chart draws it. */
export function running(players: readonly BookPlayer[], nights: readonly Night[], measure: Measure): Running {
  const counted = [...nights].sort(byTime).filter((night) => night.seats.some((seat) => seatValue(night, seat, measure) !== null));
  const lines = leaderboard(players, measure).map(({ player }) => {
    const at = new Map(player.played.map(({ night, seat }) => [night.id, seatValue(night, seat, measure)]));
    let total: number | null = null;
    const values = counted.map((night) => {
      const value = at.get(night.id);
      if (value !== undefined && value !== null) total = (total ?? 0) + value;
      return total;
    });
    return { player, values };
  });
  return { nights: counted, lines };
}
