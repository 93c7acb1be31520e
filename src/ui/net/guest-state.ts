// What a guest phone's screen shows, from the guest signal alone (N2): the screens only render the
// moment named here, so which one shows is decided in one place, from the last view the host sent.
import { signal } from '@preact/signals';
import type { Guest } from '../../app/index.ts';
import { tg } from './guest-messages.ts';
import { reasonText } from './scan-messages.ts';

type GuestMoment =
  /** The host left the seat to this phone: the free seats, and the table display. */
  | 'choose'
  /** This phone is the table display (viewer 'table'). */
  | 'display'
  /** Welcomed, with no view yet. */
  | 'no-view'
  /** The game is over: places and results. */
  | 'end'
  /** The hand just ended: its result, until this phone looked at it. */
  | 'result'
  /** No hand in play: the host deals the next one. */
  | 'between'
  /** Chip-ledger mode: no cards on the screen, this seat's bet controls on its turn. */
  | 'ledger'
  /** This seat's turn: its cards and its actions. */
  | 'turn'
  /** Another seat's turn (or chance's): this seat's cards and the table. */
  | 'watch';

/** How many hands had been played when this phone last looked at a result ("Continue"): the result stays until then, as on the host. */
export const resultSeen = signal(0);

/** `seenHands`: how many hands had been played when this phone last looked at a result ("Continue"). */
export function guestMoment(now: Guest, seenHands: number): GuestMoment {
  if (now.state === 'choosing' || now.role === null) return 'choose';
  if (now.role === 'table') return 'display';
  const table = now.view;
  if (!table) return 'no-view';
  if (table.session.over) return 'end';
  const hand = table.hand;
  if (hand?.result && table.showdown && seenHands !== table.session.handsPlayed) return 'result';
  if (!hand || hand.result) return 'between';
  if (table.config.dealing === 'ledger') return 'ledger';
  return table.turn.acting === now.role ? 'turn' : 'watch';
}

/** The name of the seat this phone holds (or is given back, N4), from the seats the host listed. */
export function seatName(now: Guest | null): string | null {
  if (now === null || typeof now.role !== 'number') return null;
  const seat = now.role;
  return now.seats.find((s) => s.seat === seat)?.name ?? now.view?.config.players[seat]?.name ?? null;
}

/**
 * Why joining failed, in words, where the scanner is not there to say it (the link Mesa was opened
 * with, or a connection lost after the answer was shown): a refused code or an unreachable phone in
 * the scanner's own words (src/net's reasons), anything else as a failed connection.
 */
export function joinFailure(error: unknown): string {
  return reasonText(error, 'offer') ?? `${tg('join.failed')} ${tg('join.failedHint')}`;
}
