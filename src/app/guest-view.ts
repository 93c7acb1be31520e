/**
 * What a guest phone is at a table another phone hosts (N1–N6), as the screens read it: the one
 * signal network-guest.ts writes, and what it says of this phone's place at the table. Apart from
 * network-guest.ts so that the home screen's "Back to the table" does not bring the protocol into
 * the first download.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Refusal, Seat, SessionRefusal, TableView } from '../engine/index.ts';
import type { FairNote, GuestState } from '../net/guest-table.ts';
import type { OfferedSeat } from '../net/messages.ts';

export interface Guest {
  /** 'answering': the answer code is shown until the host scans it; 'old-version': the host runs another Mesa (update both). */
  readonly state: 'answering' | GuestState;
  /** The answer code to show the host, while answering. */
  readonly answer?: string;
  readonly role: Seat | 'table' | null;
  readonly seats: readonly OfferedSeat[];
  readonly view: TableView | null;
  /** The host's refusal of this phone's last intention. */
  readonly refusal: Refusal | SessionRefusal | null;
  /** N5: the seats whose phones are away. */
  readonly away: readonly Seat[];
  /** N8, N10: the shared shuffle of the last hand dealt with one: who was left out, and this phone's check. */
  readonly fair: FairNote | null;
  /** N1: the seat in the hand this phone asked for, waiting for the host's yes; null when none. */
  readonly asked: Seat | null;
  /** N6: the pipe to the host is closed for good: only the host's new code brings this phone back. */
  readonly closed: boolean;
}

const state = signal<Guest | null>(null);
export const guest: ReadonlySignal<Guest | null> = state;

/** What network-guest.ts, and only it, says this phone is now. */
export function showGuest(next: Guest | null): void {
  state.value = next;
}

/**
 * The host has taken this phone in: past the codes, at the table (or choosing a seat at it), or at
 * it with the host away since. A host that went away before it ever welcomed the phone (the answer
 * was never read, or the phones could not reach each other) is a failed join.
 */
export function welcomed(now: Guest | null): boolean {
  if (now === null) return false;
  if (now.state === 'host-away') return now.role !== null || now.seats.length > 0;
  return now.state === 'choosing' || now.state === 'playing';
}

/**
 * N6: at a table whose host's pipe closed for good (a host reload closes every one): nothing comes
 * back by itself, so the phone asks at once for the host's new code, which gives its seat back (N4).
 */
export function lostHost(now: Guest | null): boolean {
  return welcomed(now) && now!.state === 'host-away' && now!.closed;
}

/** At a table whose host this phone hears now: a new code would take it away from there, so the phone asks first. */
export function hostHeard(now: Guest | null): boolean {
  return now?.state === 'playing' || now?.state === 'choosing';
}

/** This phone sits at a table another phone hosts, whether or not that phone is heard now: home offers the way back to it. */
export const joined: ReadonlySignal<boolean> = computed(() => welcomed(state.value));
