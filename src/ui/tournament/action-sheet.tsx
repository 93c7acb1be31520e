// A sheet of the tournament desk that ends in one logged action (the colour-up, a deal): its
// button sends the action once and the sheet closes when the log has it; a refused action leaves
// it open, the refusal said as every tap's is.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { type SessionAction } from '../../engine/index.ts';
import { tap } from '../components/tap.tsx';
import { tt } from './messages.ts';

interface ActionSheetProps {
  /** The title's id, which names the dialog. */
  readonly id: string;
  readonly title: string;
  /** The button's words. */
  readonly confirm: string;
  /** Makes the action as the button is tapped (a colour-up records that moment); null while the sheet is not ready. */
  readonly action: (() => SessionAction) | null;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
}

export function ActionSheet({ id, title, confirm, action, onClose, children }: ActionSheetProps) {
  const [saving, setSaving] = useState(false);
  const send = async (made: SessionAction) => {
    setSaving(true);
    const outcome = await tap(made.type, made);
    setSaving(false);
    if (outcome === 'done') onClose();
  };
  return (
    <div class="sheet-backdrop">
      <div class="sheet" role="dialog" aria-modal="true" aria-labelledby={id}>
        <h2 class="sheet-title" id={id} tabIndex={-1}>
          {title}
        </h2>
        {children}
        <div class="actions">
          <button type="button" class="button primary" disabled={action === null || saving} onClick={() => action && void send(action())}>
            {confirm}
          </button>
          <button type="button" class="button quiet" onClick={onClose}>
            {tt('deal.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
