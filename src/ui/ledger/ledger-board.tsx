// The board of a chip-ledger hand: the cards lie on the real table and the app knows only those
// the table typed (O8), so no empty card places waiting to be filled: the typed cards, and how
// many are out there, and on which run when the table runs it more than once (H13).
import type { TableView } from '../../engine/index.ts';
import { Board } from '../components/board-cards.tsx';
import { tl } from './messages.ts';

export function LedgerBoard({ table }: { table: TableView }) {
  const view = table.hand;
  const count = table.ledger.hand?.boardDealt ?? 0;
  if (!view || count === 0) return null;
  const runout = view.runout;
  const text = runout && runout.times > 1 ? tl('ledger.boardRun', { run: runout.boards.length, count }) : tl('ledger.board', { count });
  if (view.board.length === 0) return <p class="muted ledger-board">{text}</p>;
  return (
    <>
      <Board view={view} />
      {view.board.length < count && <p class="muted ledger-board">{text}</p>}
    </>
  );
}
