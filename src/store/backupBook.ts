// The players' book in and out of a backup (backup.ts calls these inside its one transaction):
// which players and nights go with the games exported, and how those of a file join the book
// already on the phone without losing either side.
import { nameKey } from '../engine/names.ts';
import { roots } from './playerLinks.ts';
import type { NightRecord, PlayerRecord } from './schema.ts';

/** Each player's seats at the nights that are in the file; players kept are those with a seat, and the entries they were merged into. */
function seatedIn(players: readonly PlayerRecord[], nights: ReadonlySet<string>): PlayerRecord[] {
  const kept = new Map(
    players.map((p) => [p.id, { ...p, seats: p.seats.filter((s) => nights.has(s.night)).map(({ night, seat }) => ({ night, seat })) }]),
  );
  const wanted = new Set<string>();
  for (const player of kept.values()) {
    if (player.seats.length === 0) continue;
    for (let at: PlayerRecord | undefined = player; at && !wanted.has(at.id); at = at.mergedInto === null ? undefined : kept.get(at.mergedInto)) wanted.add(at.id);
  }
  return [...kept.values()].filter((p) => wanted.has(p.id));
}

/** The book that goes with these games: every imported night when the whole phone is exported, none with a chosen few games. */
export function exportedBook(
  players: readonly PlayerRecord[],
  nights: readonly NightRecord[],
  gameIds: readonly string[],
  everything: boolean,
): { players: PlayerRecord[]; nights: NightRecord[] } {
  const exportedNights = everything ? [...nights] : [];
  const inFile = new Set([...gameIds, ...exportedNights.map((n) => n.id)]);
  return { players: seatedIn(players, inFile), nights: exportedNights };
}

export interface BookImport {
  /** Player records to write (new ones and changed ones of the phone). */
  readonly players: readonly PlayerRecord[];
  /** Imported nights to add. */
  readonly nights: readonly NightRecord[];
}

/**
 * How a backup's book joins the phone's. Seats at games the import skipped are dropped; seats at
 * games it replaced now come from the file. A player the phone already has (same id) gains the
 * file's seats and keeps his name; a new one joins as he is, except that a player of a name the
 * book already has, or that a player of the file before him has, counts as that player (a merge,
 * undone like any other). Nights already here stay.
 */
export function importedBook(
  local: { readonly players: readonly PlayerRecord[]; /** Ids of the games and nights already here. */ readonly taken: ReadonlySet<string> },
  file: { readonly players: readonly PlayerRecord[]; readonly nights: readonly NightRecord[] },
  games: { readonly written: ReadonlySet<string>; readonly replaced: ReadonlySet<string> },
): BookImport {
  const nights = file.nights.filter((n) => !local.taken.has(n.id));
  const incoming = seatedIn(file.players, new Set([...games.written, ...nights.map((n) => n.id)]));
  const changed = new Map<string, PlayerRecord>();
  for (const player of local.players) {
    const seats = player.seats.filter((s) => !games.replaced.has(s.night));
    if (seats.length !== player.seats.length) changed.set(player.id, { ...player, seats });
  }
  const localById = new Map(local.players.map((p) => [p.id, p]));
  const localRoot = roots(local.players);
  const byName = new Map<string, string>();
  for (const player of local.players) if (localRoot.get(player.id) === player.id) byName.set(nameKey(player.name), player.id);
  // G17: two of the file's players of one name ("Zora", "zora") are one too, unless they sat at one
  // night (two seats, two people): each file group's nights, and a local player's none here (the
  // file's nights and games are new to him: seatedIn, `replaced`).
  const fileRoot = roots(incoming);
  const nightsOf = new Map<string, Set<string>>();
  for (const player of incoming) {
    const root = fileRoot.get(player.id)!;
    if (!nightsOf.has(root)) nightsOf.set(root, new Set());
    for (const seat of player.seats) nightsOf.get(root)!.add(seat.night);
  }
  // P7: the phone's pay details stay; the file's fill in only a player who has none here.
  const paid = (local: PlayerRecord, file: PlayerRecord): PlayerRecord => (local.pay || !file.pay ? local : { ...local, pay: file.pay });
  for (const player of incoming) {
    const mine = localById.get(player.id);
    if (mine) {
      const current = changed.get(mine.id) ?? mine;
      changed.set(mine.id, paid({ ...current, seats: [...current.seats, ...player.seats] }, player));
      continue;
    }
    if (player.mergedInto !== null) {
      changed.set(player.id, player);
      continue;
    }
    const key = nameKey(player.name);
    const sat = nightsOf.get(player.id)!;
    const namesake = byName.get(key);
    if (namesake === undefined) {
      changed.set(player.id, player);
      byName.set(key, player.id);
      continue;
    }
    // A local namesake sat at none of the file's nights: he starts with those merged into him here.
    if (!nightsOf.has(namesake)) nightsOf.set(namesake, new Set());
    const theirs = nightsOf.get(namesake)!;
    if ([...sat].some((night) => theirs.has(night))) {
      changed.set(player.id, player);
      continue;
    }
    changed.set(player.id, { ...player, mergedInto: namesake });
    for (const night of sat) theirs.add(night);
    const root = changed.get(namesake) ?? localById.get(namesake)!;
    const filled = paid(root, player);
    if (filled !== root) changed.set(namesake, filled);
  }
  return { players: [...changed.values()], nights };
}
