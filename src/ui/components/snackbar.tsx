// The bar at the bottom of a screen after a change that can be taken back: what was done, "Undo",
// and a × to let it go. How long it stays is up to the screen.
import { IsolatedText } from './isolated-text.tsx';

interface SnackbarProps {
  readonly text: string;
  /** The undo button's words. */
  readonly undo: string;
  /** The × button's name, for screen readers. */
  readonly dismiss: string;
  /** While the screen is busy saving, undo waits. */
  readonly busy?: boolean;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
}

export function Snackbar({ text, undo, dismiss, busy = false, onUndo, onDismiss }: SnackbarProps) {
  return (
    <div class="snackbar" role="status">
      <span class="snackbar-text">
        <IsolatedText text={text} />
      </span>
      <button type="button" class="button quiet" disabled={busy} onClick={onUndo}>
        {undo}
      </button>
      <button type="button" class="icon-button" aria-label={dismiss} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
