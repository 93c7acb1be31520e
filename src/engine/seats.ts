/**
 * Seat order. "Left" is clockwise, the next index; a profile that runs to the right (brasileiro,
 * B3) passes direction -1 and every "next", "first after the dealer" and odd-chip order follows.
 */
import type { HandState, Seat } from './types.ts';

export type Direction = 1 | -1;

/** Whether a value an action carries names a seat of this hand. */
export const isSeat = (state: HandState, seat: unknown): seat is Seat =>
  Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < state.seats.length;

export const nextSeat = (count: number, seat: Seat, direction: Direction): Seat => (seat + direction + count) % count;

/** Every seat once, starting with the one after `from` and ending with `from` itself. */
export function seatsAfter(count: number, from: Seat, direction: Direction): Seat[] {
  const order: Seat[] = [];
  let seat = from;
  for (let i = 0; i < count; i++) {
    seat = nextSeat(count, seat, direction);
    order.push(seat);
  }
  return order;
}

/** The first seat after `from` (in `direction`, `from` itself last) that passes `test`; -1 if none. */
export function firstAfter(count: number, from: Seat, direction: Direction, test: (seat: Seat) => boolean): Seat {
  let seat = from;
  for (let i = 0; i < count; i++) {
    seat = nextSeat(count, seat, direction);
    if (test(seat)) return seat;
  }
  return -1;
}
