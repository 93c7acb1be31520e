// The table's top line: the way home, the way to the phones panel (N1), which hand this is, and the pot, in small type.
import type { TableView } from '../../engine/index.ts';
import { back } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { SavingNote } from './save-status.tsx';
import { PhonesControl } from '../net/phones-control.tsx';

function handLabel(table: TableView): string {
  const number = Math.max(1, table.session.handNumber);
  const total = table.config.hands;
  return total === undefined ? t('table.hand', { number }) : t('table.handOf', { number, total });
}

export function TableBar({ table }: { table: TableView }) {
  return (
    <header class="table-bar">
      <button type="button" class="button quiet back" onClick={back}>
        <span aria-hidden="true">←</span> {t('table.home')}
      </button>
      <SavingNote />
      <PhonesControl />
      <span class="table-bar-hand">{handLabel(table)}</span>
    </header>
  );
}
