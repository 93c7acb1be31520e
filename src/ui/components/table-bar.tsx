// The table's top line: the way home, the way to the phones panel (N1), which hand this is, and the pot, in small type;
// at a dealer's-choice night, the game being dealt under it in big letters.
import type { TableView } from '../../engine/index.ts';
import { back } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { SavingNote } from './save-status.tsx';
import { PhonesControl } from '../net/phones-control.tsx';
import { GameInPlay } from '../choice/game-choice.tsx';

function handLabel(table: TableView): string {
  const number = Math.max(1, table.session.handNumber);
  const total = table.config.hands;
  return total === undefined ? t('table.hand', { number }) : t('table.handOf', { number, total });
}

/** `game`: the game in force under the line (off between hands, where the dealer names it or its screen shows it). */
export function TableBar({ table, game = true }: { table: TableView; game?: boolean }) {
  return (
    <header class="table-bar">
      <button type="button" class="button quiet back" onClick={back}>
        <span aria-hidden="true">←</span> {t('table.home')}
      </button>
      <SavingNote />
      <PhonesControl />
      <span class="table-bar-hand">{handLabel(table)}</span>
      {game && <GameInPlay table={table} />}
    </header>
  );
}
