// The privacy cover between two seats' private moments: "Pass to Ana", and nothing of anyone's
// cards in the page behind it (it is rendered from the table's view: names, hand, pot). Ana taps
// to see her cards. Another seat still in may look at its own cards again (G16): the cover asks
// who holds the phone, that seat says so once more, the look is logged for the whole table to
// see, and only then its cards show.
import { useState } from 'preact/hooks';
import type { Seat, TableView } from '../../engine/index.ts';
import { reveal } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from '../components/table-messages.ts';
import { chips } from '../components/chips.ts';
import { TableBar } from '../components/table-bar.tsx';
import { ActionButton, tap } from '../components/tap.tsx';

interface SeatName {
  readonly seat: Seat;
  readonly name: string;
}

/** G16, step 2: the seat holding the phone says it again; the look is logged, then its cards show. */
function PeekConfirm({ seat, name, onCancel }: { seat: Seat; name: string; onCancel: () => void }) {
  const look = async () => {
    if ((await tap('peek', { type: 'peek', seat })) === 'done') reveal(seat, 'peek');
  };
  return (
    <main class="screen cover">
      <div class="cover-middle">
        <h1 class="cover-question" tabIndex={-1}>
          {t('table.passHint', { name })}
        </h1>
        <p class="cover-hint">{ttable('peek.sureHint', { name })}</p>
      </div>
      <div class="actions">
        <ActionButton control="peek" onTap={() => void look()}>
          {t('table.iAm', { name })}
        </ActionButton>
        <button type="button" class="button secondary" onClick={onCancel}>
          {t('table.cancel')}
        </button>
      </div>
    </main>
  );
}

/** G16, step 1: who is holding the phone? Only the seats that may look are offered. */
function PeekWho({ names, peekers, onPick, onCancel }: { names: readonly SeatName[]; peekers: readonly Seat[]; onPick: (seat: Seat) => void; onCancel: () => void }) {
  return (
    <main class="screen cover">
      <h1 class="cover-question" tabIndex={-1}>
        {t('table.peekWho')}
      </h1>
      <p class="cover-hint">{ttable('peek.whoHint')}</p>
      <ul class="choices">
        {peekers.map((other) => (
          <li key={other}>
            <button type="button" class="choice" onClick={() => onPick(other)}>
              <span class="choice-name">{names[other].name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" class="button secondary" onClick={onCancel}>
          {t('table.cancel')}
        </button>
      </div>
    </main>
  );
}

/** `table`: the table's view (viewer 'table': no closed card in it); `seat`: whose phone it is (its turn part). */
export function Handover({ table, seat }: { table: TableView; seat: Seat }) {
  // null: the cover; 'who': asking who holds the phone; a seat: that seat confirming.
  const [peek, setPeek] = useState<'who' | Seat | null>(null);
  const names: readonly SeatName[] = table.hand?.seats ?? [];
  const { peekers } = table.turn;
  const name = names[seat].name;
  if (peek === 'who') return <PeekWho names={names} peekers={peekers} onPick={setPeek} onCancel={() => setPeek(null)} />;
  if (peek !== null) return <PeekConfirm seat={peek} name={names[peek].name} onCancel={() => setPeek(null)} />;
  return (
    <main class="screen cover">
      <TableBar table={table} />
      <p class="cover-meta">
        {t('table.pickPot')} {chips(table.pot.total)}
      </p>
      <div class="cover-middle">
        <h1 class="cover-title" tabIndex={-1}>
          {t('table.passTo', { name })}
        </h1>
        <p class="cover-hint">{t('table.passHint', { name })}</p>
      </div>
      <div class="actions">
        <button type="button" class="button primary huge" onClick={() => reveal(seat, 'act')}>
          {t('table.iAm', { name })}
        </button>
        {peekers.length > 0 && (
          <>
            <button type="button" class="button quiet" onClick={() => setPeek('who')}>
              {t('table.peek')}
            </button>
            <p class="cover-note">{ttable('peek.public')}</p>
          </>
        )}
      </div>
    </main>
  );
}
