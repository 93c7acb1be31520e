// A tap on the table: which control was pressed while its action is being saved, so that every
// other waits (the next action depends on this one) and, when the save takes a moment, that
// button shows it was taken; and a tap whose finger touched too soon after the turn changed on
// screen, which is the last player's, not the next one's, however late the phone hands it over.
// One tap path for every phone: a guest phone's tap goes to the host as an intention (N3), the
// host's own to the runner.
import { effect, signal } from '@preact/signals';
import { useId, useLayoutEffect } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { actingSeat, type SessionAction, type TableView } from '../../engine/index.ts';
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

/** While a chip-ledger table's seat buttons wait (G12): from the change of turn until they are shown ready. */
const settling = signal(false);

/**
 * The first touch, on the page's clock (`performance.now()`, which an input event's `timeStamp`
 * reads), that may act for a seat (G12). A busy phone hands a touch to the page late, after the
 * screen moved on and after any timer: so a tap is judged by when the finger touched, not by what
 * the screen is when its event arrives. Never while the new turn is not on screen yet; from then,
 * TURN_SETTLE_MS after it was drawn, or sooner if the buttons were shown ready sooner (a timer may
 * run a moment early on this clock, and a touch on a button shown ready is the new player's).
 */
let readyAt = Number.NEGATIVE_INFINITY;
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
  readyAt = ledger ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
});

/**
 * Called by the screen that draws the table (the open game's, a guest's): notes when each new state
 * of a chip-ledger table reached the screen, the moment its seats' buttons settle from.
 */
export function useTurnShown(table: TableView | null | undefined): void {
  useLayoutEffect(() => {
    if (table?.config.dealing !== 'ledger' || table !== shownState) return;
    readyAt = performance.now() + TURN_SETTLE_MS;
    clearTimeout(settled);
    settled = setTimeout(() => {
      readyAt = Math.min(readyAt, performance.now());
      settling.value = false;
    }, TURN_SETTLE_MS);
  }, [table]);
}

/** An action a seat takes, not the table's (the engine's actingSeat). */
const forSeat = (action: SessionAction) => actingSeat(action) !== null;

/** A touch (its event's timeStamp) too soon after the turn changed to act for this seat. A touch is never later than now. */
const tooSoon = (action: SessionAction, touchedAt: number) => forSeat(action) && Math.min(touchedAt, performance.now()) < readyAt;

/** `touchedAt`: when the finger touched, for a tap that has its event. */
export async function tap(control: string, action: SessionAction, touchedAt = performance.now()): Promise<ActOutcome | 'away'> {
  if (tooSoon(action, touchedAt)) return 'busy';
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
  /** A short line under the words, saying what the act does where its word alone may not (fechado's passo and mesa). */
  readonly hint?: string | null;
  readonly children: ComponentChildren;
}

export function ActionButton({ control, action, onTap, look = 'primary', wide, hint, children }: ActionButtonProps) {
  const hintId = useId();
  const current = taking.value;
  const mine = current === control;
  const waiting = action !== undefined && forSeat(action) && settling.value;
  const classes = ['button', look, wide && 'wide', hint && 'hinted', mine && 'taken', waiting && 'settling'].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      class={classes}
      disabled={current !== null || waiting}
      aria-busy={mine ? 'true' : undefined}
      aria-describedby={hint ? hintId : undefined}
      onClick={(event) => {
        // A late double tap opens nothing for the next player either (a confirmation is his too).
        if (action && tooSoon(action, event.timeStamp)) return;
        if (onTap) onTap();
        else if (action) void tap(control, action, event.timeStamp);
      }}
    >
      {children}
      {/* Said as the button's description, not its name: the name stays the word the table says. */}
      {hint && (
        <span id={hintId} class="button-hint" aria-hidden="true">
          {hint}
        </span>
      )}
    </button>
  );
}
