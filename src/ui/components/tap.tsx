// A tap on the table: which control was pressed while its action is being saved, so that every
// other waits (the next action depends on this one) and, when the save takes a moment, that
// button shows it was taken; and a tap that comes too soon after the turn changed, which is the
// same finger's, not the next player's. One tap path for every phone: a guest phone's tap goes to
// the host as an intention (N3), the host's own to the runner.
import { effect, signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { actingSeat, type SessionAction } from '../../engine/index.ts';
import { act, currentGame, guest, sendIntention, type ActOutcome } from '../../app/index.ts';
import { buzz } from '../settings.ts';

/** The control whose action is being saved: a second tap meanwhile is not taken. */
let pending: string | null = null;

/**
 * How long a save runs before the tapped button shows it was taken (pressed, with a spinner)
 * and the others turn disabled. A save takes a few milliseconds: its screen comes before anyone
 * could see a change, and drawing one meanwhile would only make the save wait for that frame
 * (the page answers IndexedDB between frames). The button's press and the buzz answer the
 * finger at once.
 */
export const TAKEN_AFTER_MS = 100;

/** The control whose save has taken TAKEN_AFTER_MS so far: it shows it was taken, every other waits. */
export const taking = signal<string | null>(null);

/**
 * How long a seat's buttons stay still and unusable after the turn changed at a chip-ledger table.
 * Nothing covers the screen there between two players, and the next player's buttons come up where
 * the last ones were ("Call" under "Call"): the second tap of a quick double tap, 100–300 ms after
 * the first, would act for him. Half a second is longer than a double tap and shorter than anyone
 * takes to see whose turn it is; a real mistake is taken back with undo. (Between two seats of a
 * pass-and-play table the privacy cover already stands in the way.)
 */
const TURN_SETTLE_MS = 500;

/** True for TURN_SETTLE_MS after a chip-ledger game moved on (an action saved, a hand dealt, the game opened). */
const settling = signal(false);
let shownState: unknown = null;
let settled: ReturnType<typeof setTimeout> | undefined;
effect(() => {
  // The table this phone shows: its own game's, or on a guest phone the view the host sent.
  const table = currentGame.value?.table ?? guest.value?.view;
  if (table === shownState) return;
  shownState = table;
  clearTimeout(settled);
  const ledger = table?.config.dealing === 'ledger';
  settling.value = ledger;
  if (ledger) settled = setTimeout(() => (settling.value = false), TURN_SETTLE_MS);
});

/** An action a seat takes, not the table's (the engine's actingSeat). */
const forSeat = (action: SessionAction) => actingSeat(action) !== null;

export async function tap(control: string, action: SessionAction): Promise<ActOutcome | 'away'> {
  if (forSeat(action) && settling.value) return 'busy';
  return tapTask(control, () => (guest.value ? sendIntention(action) : act(action)));
}

/** A tap that runs more than one action's save (the next deal, which may first wait for the phones' shuffle, N8). */
export async function tapTask<T>(control: string, run: () => Promise<T>): Promise<T | 'busy'> {
  if (pending !== null) return 'busy';
  pending = control;
  const shown = setTimeout(() => (taking.value = control), TAKEN_AFTER_MS);
  buzz();
  try {
    return await run();
  } finally {
    pending = null;
    clearTimeout(shown);
    taking.value = null;
  }
}

interface ActionButtonProps {
  /** Names the control while its tap is saved. */
  readonly control: string;
  /** Sent on tap, unless `onTap` handles the tap itself (a confirmation first). */
  readonly action?: SessionAction;
  readonly onTap?: () => void;
  readonly look?: 'primary' | 'secondary';
  readonly wide?: boolean;
  readonly children: ComponentChildren;
}

export function ActionButton({ control, action, onTap, look = 'primary', wide, children }: ActionButtonProps) {
  const current = taking.value;
  const mine = current === control;
  const waiting = action !== undefined && forSeat(action) && settling.value;
  const classes = ['button', look, wide && 'wide', mine && 'taken', waiting && 'settling'].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      class={classes}
      disabled={current !== null || waiting}
      aria-busy={mine ? 'true' : undefined}
      onClick={() => (onTap ? onTap() : action && void tap(control, action))}
    >
      {children}
    </button>
  );
}
