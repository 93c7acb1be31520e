// T24 at the desk: a rebuy, the add-on or an entry that puts on the table more chips than the case
// still holds is said beside its buttons. It is sold all the same: the table may have chips from
// elsewhere, and the money is the table's to agree.
import { caseShortOf, type TableView } from '../../engine/index.ts';
import { count } from './chip-words.ts';
import { tt } from './messages.ts';

export function CaseShort({ table, chips }: { table: TableView; chips: number }) {
  const left = table.tournament?.desk?.caseLeft ?? null;
  if (caseShortOf(left, chips) === 0) return null;
  return (
    <p class="field-problem" role="note">
      {tt('desk.caseShort', { left: count(Math.max(0, left ?? 0)), chips: count(chips) })}
    </p>
  );
}
