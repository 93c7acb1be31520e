// P5, P6: what the settlement offers beside each transfer — a Pix code, a player's note — from
// the players' book, for the screens that list who pays whom (the end of a game, its history).
import { payOffer, type PayOffer, type Transfer } from '../../engine/index.ts';
import { seatPlayer, type GameRecord, type PlayerRecord } from '../../store/index.ts';
import { players as book } from './load.ts';
import { localDay } from './nights.ts';

/** The night a settlement belongs to: its game's or imported night's id, its day (YYYY-MM-DD) and currency. */
export interface SettledNight {
  readonly id: string;
  readonly day: string;
  readonly currency: string;
}

/** A game's night, as its book night names it: its id, the day it started on this phone (P4). */
export const settledGame = (game: Pick<GameRecord, 'id' | 'createdAt'>, currency: string): SettledNight => ({ id: game.id, day: localDay(game.createdAt), currency });

/** P5, P6: each transfer's offer, in order, its receiver found by his seat (or his name) in the book. */
export function transferOffers(players: readonly PlayerRecord[], night: SettledNight, names: readonly string[], transfers: readonly Transfer[]): (PayOffer | null)[] {
  return transfers.map((transfer) => payOffer(seatPlayer(players, night.id, transfer.to, names[transfer.to])?.pay, night.currency, transfer.cents, night.day));
}

/** The same, the book read from the store; a book that cannot be read offers nothing (the list stands as before). */
export async function loadTransferOffers(night: SettledNight, names: readonly string[], transfers: readonly Transfer[]): Promise<(PayOffer | null)[]> {
  if (transfers.length === 0) return [];
  const players = await book().list().catch(() => []);
  return transferOffers(players, night, names, transfers);
}

/**
 * P5: the book's entry of the player who receives at seat `seat` of the night, so a settlement can
 * take his key where it lacks one: the night's seats linked to their players first (a name new to
 * the book gets its entry, as opening the book would give it). null: the book cannot be read.
 */
export async function transferPayee(night: SettledNight, seat: number, name: string): Promise<PlayerRecord | null> {
  try {
    const { players } = await book().sync();
    return seatPlayer(players, night.id, seat, name) ?? null;
  } catch {
    return null;
  }
}
