import type { Connection } from './connection.ts';
import { StoreError } from './errors.ts';
import type { PayDetails } from '../engine/pix/pay-details.ts';
import { gameSeats, importedSeats, isRefusal, linkSeats, merged, newPlayer, renamed, seatKey, unmerged, withPay, type PlayerRefusal } from './playerLinks.ts';
import type { GameRecord, NightRecord, PlayerRecord } from './schema.ts';
import { committed, requests } from './transaction.ts';

export interface PlayerRepositoryOptions {
  now?: () => number;
  durability?: IDBTransactionDurability;
}

/** What `removeNights` took out: the nights and each player's record as it was before. */
export interface RemovedNights {
  readonly nights: readonly NightRecord[];
  readonly players: readonly PlayerRecord[];
}

/** What `sync` read and wrote in its one transaction: every player, and the games and imported nights it linked. */
export interface Synced {
  readonly players: PlayerRecord[];
  /** Every game, deleted ones included, as stored. */
  readonly games: GameRecord[];
  /** Oldest first. */
  readonly nights: NightRecord[];
}

const oldestFirst = (nights: NightRecord[]) => nights.sort((a, b) => a.day.localeCompare(b.day) || a.importedAt - b.importedAt);

export interface NightsImport {
  /** Ids written. */
  imported: string[];
  /** Ids already in the book (a game or an imported night of that id): left as they were. */
  skipped: string[];
}

/**
 * The players' book as stored: the people (schema PlayerRecord) and the nights imported from
 * spreadsheets. Every change is one transaction; a refusal (a name already taken, a merge of a
 * player into himself) is a StoreError with a `players.*` key and writes nothing.
 */
export class PlayerRepository {
  readonly #conn: Connection;
  readonly #now: () => number;
  readonly #durability: IDBTransactionDurability;

  constructor(conn: Connection, options: PlayerRepositoryOptions = {}) {
    this.#conn = conn;
    this.#now = options.now ?? Date.now;
    this.#durability = options.durability ?? 'strict';
  }

  async list(): Promise<PlayerRecord[]> {
    return (await this.#conn.db()).getAll('players');
  }

  /** The nights imported from spreadsheets, oldest first. */
  async nights(): Promise<NightRecord[]> {
    return oldestFirst(await (await this.#conn.db()).getAll('nights'));
  }

  /**
   * Links the seats of every game and imported night that no player holds yet (games played since
   * the last look, games from a backup without players) to the player of that name; returns all
   * players, and the games and nights it read, so the book reads them once.
   */
  async sync(): Promise<Synced> {
    const db = await this.#conn.db();
    const tx = db.transaction(['games', 'nights', 'players'], 'readwrite', { durability: this.#durability });
    return committed(tx, async () => {
      const [games, nights, players] = await Promise.all([tx.objectStore('games').getAll(), tx.objectStore('nights').getAll(), tx.objectStore('players').getAll()]);
      const now = this.#now();
      const changes = linkSeats(players, [...games.map(gameSeats), ...nights.map(importedSeats)], (name) => newPlayer(name, now));
      await requests(changes.map((player) => () => tx.objectStore('players').put(player)));
      const byId = new Map([...players, ...changes].map((p) => [p.id, p]));
      return { players: [...byId.values()], games, nights: oldestFirst(nights) };
    });
  }

  async rename(id: string, name: string): Promise<PlayerRecord> {
    return this.#change((players) => renamed(players, id, name));
  }

  /** P7: how the player is paid, replacing what he had; empty details take them away. */
  async setPay(id: string, pay: PayDetails): Promise<PlayerRecord> {
    return this.#change((players) => withPay(players, id, pay));
  }

  /** `fromId`'s player now counts as `intoId`'s; `unmerge` of the returned record's id undoes it. */
  async merge(fromId: string, intoId: string): Promise<PlayerRecord> {
    return this.#change((players) => merged(players, fromId, intoId));
  }

  async unmerge(id: string): Promise<PlayerRecord> {
    return this.#change((players) => unmerged(players, id));
  }

  /** Writes nights read from a spreadsheet and links their rows to players, all in one transaction. */
  async importNights(incoming: readonly NightRecord[]): Promise<NightsImport> {
    const db = await this.#conn.db();
    const tx = db.transaction(['games', 'nights', 'players'], 'readwrite', { durability: this.#durability });
    return committed(tx, async () => {
      const taken = await Promise.all(
        incoming.map(async ({ id }) => (await tx.objectStore('games').getKey(id)) !== undefined || (await tx.objectStore('nights').getKey(id)) !== undefined),
      );
      const fresh = incoming.filter((_, i) => !taken[i]);
      const now = this.#now();
      const changes = linkSeats(await tx.objectStore('players').getAll(), fresh.map(importedSeats), (name) => newPlayer(name, now));
      await requests([
        ...fresh.map((night) => () => tx.objectStore('nights').add(night)),
        ...changes.map((player) => () => tx.objectStore('players').put(player)),
      ]);
      return { imported: fresh.map((n) => n.id), skipped: incoming.filter((_, i) => taken[i]).map((n) => n.id) };
    });
  }

  /**
   * Takes imported nights out (the undo of an import, or a night deleted from the book), with
   * their seats; a player left with no seat and nobody merged into him only sat at those nights,
   * and goes too. Resolves to what was taken out, for `restoreNights` to put back.
   */
  async removeNights(ids: readonly string[]): Promise<RemovedNights> {
    const gone = new Set(ids);
    const db = await this.#conn.db();
    return committed(db.transaction(['nights', 'players'], 'readwrite', { durability: this.#durability }), async (tx) => {
      const [players, nights] = await Promise.all([tx.objectStore('players').getAll(), Promise.all(ids.map((id) => tx.objectStore('nights').get(id)))]);
      const kept = players.map((p) => ({ ...p, seats: p.seats.filter((s) => !gone.has(s.night)) }));
      const changed = kept.filter((p, i) => p.seats.length !== players[i].seats.length);
      const doomed = changed.filter((p) => p.seats.length === 0 && !players.some((other) => other.mergedInto === p.id));
      await requests([
        ...ids.map((id) => () => tx.objectStore('nights').delete(id)),
        ...changed.map((p) => () => (doomed.includes(p) ? tx.objectStore('players').delete(p.id) : tx.objectStore('players').put(p))),
      ]);
      return {
        nights: nights.filter((night): night is NightRecord => night !== undefined),
        players: players.filter((p, i) => kept[i].seats.length !== p.seats.length),
      };
    });
  }

  /**
   * Puts back nights `removeNights` took out (the undo of a delete): the nights, their seats in
   * each player's record and the players who went with them. A player changed since (renamed,
   * merged) keeps the change and gets his seats back; a night of that id written since stays.
   */
  async restoreNights(removed: RemovedNights): Promise<void> {
    const back = new Set(removed.nights.map((night) => night.id));
    const db = await this.#conn.db();
    await committed(db.transaction(['nights', 'players'], 'readwrite', { durability: this.#durability }), async (tx) => {
      const [nightsThere, playersNow] = await Promise.all([
        Promise.all(removed.nights.map((night) => tx.objectStore('nights').getKey(night.id))),
        Promise.all(removed.players.map((player) => tx.objectStore('players').get(player.id))),
      ]);
      const players = removed.players.map((before, i) => {
        const now = playersNow[i];
        const seats = before.seats.filter((seat) => back.has(seat.night));
        // Untouched since: exactly as it was; otherwise as it is now, with its seats back.
        const untouched = now && JSON.stringify({ ...before, seats: before.seats.filter((seat) => !back.has(seat.night)) }) === JSON.stringify(now);
        if (!now || untouched) return before;
        const has = new Set(now.seats.map(seatKey));
        return { ...now, seats: [...now.seats, ...seats.filter((seat) => !has.has(seatKey(seat)))] };
      });
      await requests([
        ...removed.nights.filter((_, i) => nightsThere[i] === undefined).map((night) => () => tx.objectStore('nights').add(night)),
        ...players.map((player) => () => tx.objectStore('players').put(player)),
      ]);
    });
  }

  async #change(change: (players: PlayerRecord[]) => PlayerRecord | PlayerRefusal): Promise<PlayerRecord> {
    const db = await this.#conn.db();
    return committed(db.transaction('players', 'readwrite', { durability: this.#durability }), async (tx) => {
      const next = change(await tx.objectStore('players').getAll());
      if (isRefusal(next)) throw new StoreError(next);
      await tx.objectStore('players').put(next);
      return next;
    });
  }
}
