// The bar at the bottom of a screen after a change that can be taken back: what was done, "Undo",
// and a × to let it go. How long it stays is up to the screen (or `dismissAfterMs`). Inline, it
// sits where the change was, in the page, over nothing another tap may want.
import { useEffect } from 'preact/hooks';
import { IsolatedText } from './isolated-text.tsx';

interface SnackbarProps {
  readonly text: string;
  /** The undo button's words. */
  readonly undo: string;
  /** The × button's name, for screen readers. */
  readonly dismiss: string;
  /** While the screen is busy saving, undo waits. */
  readonly busy?: boolean;
  /** In the page's flow where the change was, rather than over the bottom of the screen. */
  readonly inline?: boolean;
  /** Lets the undo go by itself after this long. */
  readonly dismissAfterMs?: number;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
}

export function Snackbar({ text, undo, dismiss, busy = false, inline = false, dismissAfterMs, onUndo, onDismiss }: SnackbarProps) {
  useEffect(() => {
    if (dismissAfterMs === undefined) return;
    const timer = setTimeout(onDismiss, dismissAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div class={inline ? 'snackbar inline' : 'snackbar'} role="status">
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
