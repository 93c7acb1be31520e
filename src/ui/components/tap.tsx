// A tap on the table: which control was pressed while its action is being saved, so that one
// button shows it was taken and every other waits (the next action depends on this one).
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { SessionAction } from '../../engine/index.ts';
import { act, type ActOutcome } from '../../app/runner.ts';
import { buzz } from '../settings.ts';

export const taking = signal<string | null>(null);

export async function tap(control: string, action: SessionAction): Promise<ActOutcome> {
  if (taking.value !== null) return 'busy';
  taking.value = control;
  buzz();
  try {
    return await act(action);
  } finally {
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
  const classes = ['button', look, wide && 'wide', mine && 'taken'].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      class={classes}
      disabled={current !== null}
      aria-busy={mine ? 'true' : undefined}
      onClick={() => (onTap ? onTap() : action && void tap(control, action))}
    >
      {children}
    </button>
  );
}
