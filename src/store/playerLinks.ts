// Who is who in the players' book, as pure functions over the player records: names compared by
// the one name rule (engine/names.ts, G17), each seat linked to the player of its name, merges that
// only point one entry at another (so undoing one is exact) and renames that keep names unique in
// the book.
import { cleanName, nameKey, nameProblem } from '../engine/names.ts';
import { payProblem, type PayDetails } from '../engine/pix/pay-details.ts';
import type { GameRecord, NightRecord, PlayerRecord, PlayerSeat } from './schema.ts';

/** The names of a night's seats, in seat order: a game's players, an imported night's rows. */
export interface NightSeats {
  readonly night: string;
  readonly names: readonly string[];
}

export const gameSeats = (game: Pick<GameRecord, 'id' | 'players'>): NightSeats => ({ night: game.id, names: game.players });

export const importedSeats = (night: Pick<NightRecord, 'id' | 'results'>): NightSeats => ({
  night: night.id,
  names: night.results.map((result) => result.player),
});

/** Why the book refused a change; the UI says it in words. */
export type PlayerRefusal = 'players.badPay' | 'players.notFound' | 'players.sameEntry' | 'players.sameNight' | 'players.nameTaken' | 'players.emptyName' | 'players.nameTooLong' | 'players.notMerged';

/** A new record's id: 16 random bytes in hex (a game's, a player's). */
export function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newPlayer(name: string, now: number, id = newId()): PlayerRecord {
  return { id, name: cleanName(name), createdAt: now, mergedInto: null, seats: [] };
}

/** A seat as one string, to find it in a set or a map. */
export const seatKey = ({ night, seat }: PlayerSeat) => `${seat}@${night}`;

/**
 * Every entry's root: the entry it was merged into, followed to the end. No operation here makes a
 * cycle (and a backup with one is refused); should one be met, the walk stops where it closes.
 */
export function roots(players: readonly PlayerRecord[]): Map<string, string> {
  const byId = new Map(players.map((p) => [p.id, p]));
  const out = new Map<string, string>();
  for (const player of players) {
    let at = player;
    const seen = new Set([at.id]);
    for (let next = at.mergedInto === null ? undefined : byId.get(at.mergedInto); next && !seen.has(next.id); ) {
      seen.add(next.id);
      at = next;
      next = at.mergedInto === null ? undefined : byId.get(at.mergedInto);
    }
    out.set(player.id, at.id);
  }
  return out;
}

/**
 * Links every seat no entry holds yet to the player of that name — a player (root) of that name
 * first, else any entry of that name, which counts through its merge — and makes a new player
 * (`make`) for a name the book has not seen, or for a second seat of one player at one night.
 * Returns the records to write, new or changed; `players` is left as it is.
 */
export function linkSeats(players: readonly PlayerRecord[], nights: readonly NightSeats[], make: (name: string) => PlayerRecord): PlayerRecord[] {
  const root = roots(players);
  // Each player changed, with his seats as they grow: one array a player, not a copy a seat (a
  // spreadsheet of 3,685 nights gives one player thousands of seats).
  const changed = new Map<string, { readonly player: PlayerRecord; readonly seats: PlayerSeat[] }>();
  // The seats held already, by night: numbers rather than a string a seat (a book of 3,685 spreadsheet nights of twenty holds 73,700).
  const linked = new Map<string, Set<number>>();
  const heldAt = (night: string) => linked.get(night) ?? linked.set(night, new Set()).get(night)!;
  for (const player of players) for (const { night, seat } of player.seats) heldAt(night).add(seat);
  const byName = new Map<string, PlayerRecord>();
  for (const player of players) {
    const held = byName.get(nameKey(player.name));
    if (!held || (root.get(held.id) !== held.id && root.get(player.id) === player.id)) byName.set(nameKey(player.name), player);
  }
  const seated = new Map<string, Set<string>>();
  const sitting = (night: string) => seated.get(night) ?? seated.set(night, new Set()).get(night)!;
  for (const player of players) for (const { night } of player.seats) sitting(night).add(root.get(player.id)!);

  for (const { night, names } of nights) {
    names.forEach((name, seat) => {
      if (heldAt(night).has(seat)) return;
      let player = byName.get(nameKey(name));
      if (!player || sitting(night).has(root.get(player.id)!)) {
        player = make(name);
        root.set(player.id, player.id);
        if (!byName.has(nameKey(name))) byName.set(nameKey(name), player);
      }
      const entry = changed.get(player.id) ?? changed.set(player.id, { player, seats: [...player.seats] }).get(player.id)!;
      entry.seats.push({ night, seat });
      sitting(night).add(root.get(player.id)!);
      heldAt(night).add(seat);
    });
  }
  return [...changed.values()].map(({ player, seats }) => ({ ...player, seats }));
}

/**
 * A night both entries' players sat at (each group through its merges), or null: two seats at one
 * table are two people, and one player never has two places in one night.
 */
export function sharedNight(players: readonly PlayerRecord[], fromId: string, intoId: string): string | null {
  const root = roots(players);
  const nightsOf = (id: string) => players.filter((p) => root.get(p.id) === root.get(id)).flatMap((p) => p.seats.map((seat) => seat.night));
  const into = new Set(nightsOf(intoId));
  return nightsOf(fromId).find((night) => into.has(night)) ?? null;
}

/** The group of `fromId` now counts as the group of `intoId`: the one record that changes, or why not. */
export function merged(players: readonly PlayerRecord[], fromId: string, intoId: string): PlayerRecord | PlayerRefusal {
  const root = roots(players);
  const from = root.get(fromId);
  const into = root.get(intoId);
  if (from === undefined || into === undefined) return 'players.notFound';
  if (from === into) return 'players.sameEntry';
  if (sharedNight(players, from, into) !== null) return 'players.sameNight';
  return { ...players.find((p) => p.id === from)!, mergedInto: into };
}

/** Undoes the merge of `id`: it is its own player again, with everything it had. */
export function unmerged(players: readonly PlayerRecord[], id: string): PlayerRecord | PlayerRefusal {
  const player = players.find((p) => p.id === id);
  if (!player) return 'players.notFound';
  if (player.mergedInto === null) return 'players.notMerged';
  return { ...player, mergedInto: null };
}

/** The player of the book, other than `id`'s, who already has `name` by G17's key: whom a rename to it would clash with. */
export function nameHolder(players: readonly PlayerRecord[], id: string, name: string): PlayerRecord | undefined {
  const root = roots(players);
  const group = root.get(id);
  const key = nameKey(name);
  return players.find((other) => root.get(other.id) === other.id && other.id !== group && nameKey(other.name) === key);
}

/** A new name for an entry, by the setup's rule (G17): refused when empty, too long or another player of the book has it. */
export function renamed(players: readonly PlayerRecord[], id: string, name: string): PlayerRecord | PlayerRefusal {
  const player = players.find((p) => p.id === id);
  if (!player) return 'players.notFound';
  const problem = nameProblem(name, []);
  if (problem === 'emptyName') return 'players.emptyName';
  if (problem === 'nameTooLong') return 'players.nameTooLong';
  return nameHolder(players, id, name) ? 'players.nameTaken' : { ...player, name: cleanName(name) };
}

/**
 * P5: the book's player of a game's seat, for what the settlement offers him: the root of the
 * entry linked to that seat, else (a game the book has not linked yet, as at its own end) the
 * player the book would link it to, by G17's name.
 */
export function seatPlayer(players: readonly PlayerRecord[], night: string, seat: number, name: string): PlayerRecord | undefined {
  const root = roots(players);
  const byId = new Map(players.map((p) => [p.id, p]));
  const linked = players.find((p) => p.seats.some((s) => s.night === night && s.seat === seat));
  if (linked) return byId.get(root.get(linked.id)!);
  const key = nameKey(name);
  return players.find((p) => root.get(p.id) === p.id && nameKey(p.name) === key);
}

/** P7: an entry with new pay details (already read by readPayDetails), or none when `pay` is empty. */
export function withPay(players: readonly PlayerRecord[], id: string, pay: PayDetails): PlayerRecord | PlayerRefusal {
  const player = players.find((p) => p.id === id);
  if (!player) return 'players.notFound';
  if (payProblem(pay) !== null) return 'players.badPay';
  const { pay: _old, ...rest } = player;
  return pay.pix || pay.note ? { ...rest, pay } : rest;
}

export const isRefusal = (value: PlayerRecord | PlayerRefusal): value is PlayerRefusal => typeof value === 'string';
