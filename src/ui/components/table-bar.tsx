// The table's top line: the way home, which hand this is, and the pot, in small type.
import type { SessionState } from '../../engine/index.ts';
import { back } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { SavingNote } from './save-status.tsx';

/** The number of the hand in play, or of the last one played. */
export function handNumber(state: SessionState): number {
  const running = state.hand !== null && state.hand.result === null;
  return state.history.length + (running ? 1 : 0);
}

export function handLabel(state: SessionState): string {
  const number = Math.max(1, handNumber(state));
  const total = state.config.hands;
  return total === undefined ? t('table.hand', { number }) : t('table.handOf', { number, total });
}

export function TableBar({ state }: { state: SessionState }) {
  return (
    <header class="table-bar">
      <button type="button" class="button quiet back" onClick={back}>
        <span aria-hidden="true">←</span> {t('table.home')}
      </button>
      <SavingNote />
      <span class="table-bar-hand">{handLabel(state)}</span>
    </header>
  );
}
