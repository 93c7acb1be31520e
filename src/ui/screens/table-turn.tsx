// A seat's private screen, rendered from the seat's own table view only: the table as that seat may see
// it, its own cards, and its options. Also the peek (own cards, no options) and the public table
// shown while no seat holds the phone. The table is on one side and the seat's hand on the other
// (turn.css): below it on a phone held upright, its cards and buttons kept in view at the bottom;
// beside it on a phone turned sideways.
import './turn.css';
import type { HandView, LegalAction, Seat, TableView } from '../../engine/index.ts';
import { coverUp } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from '../components/table-messages.ts';
import { ActionPanel } from '../components/action-panel.tsx';
import { Board } from '../components/board-cards.tsx';
import { DrawPicker } from '../components/draw-picker.tsx';
import { HandLog } from '../components/hand-log.tsx';
import { CardRow } from '../components/playing-card.tsx';
import { Pots } from '../components/pot-summary.tsx';
import { ProfileInfo, ProfileNote, profileUi } from '../components/profile-extras.tsx';
import { SaveStatus } from '../components/save-status.tsx';
import { SeatTiles } from '../components/seat-tiles.tsx';
import { TableBar } from '../components/table-bar.tsx';

/** A seat's own cards, as its profile marks them (baseball's wild cards) or in one plain row. */
function HandCards({ view, seat, label }: { view: HandView; seat: Seat; label: string }) {
  const Marked = profileUi[view.profile]?.OwnCards;
  return Marked ? <Marked view={view} seat={view.seats[seat]} /> : <CardRow cards={view.seats[seat].cards} size="large" label={label} />;
}

export function OwnCards({ table, view, seat }: { table: TableView; view: HandView; seat: Seat }) {
  const cards = view.seats[seat].cards;
  const draw = table.turn.acting === seat ? view.legal?.actions.find((a): a is Extract<LegalAction, { type: 'draw' }> => a.type === 'draw') : undefined;
  return (
    <section class="own-cards" aria-labelledby="own-cards-label">
      <p id="own-cards-label" class="visually-hidden">
        {t('table.yourCards')}
      </p>
      {draw && cards.every((c) => c !== null) ? (
        <DrawPicker key={view.record.length} seat={seat} cards={cards as number[]} legal={draw} />
      ) : (
        <HandCards view={view} seat={seat} label={t('table.yourCards')} />
      )}
    </section>
  );
}

/** The table as the screen shows it to whoever looks: seats, pots, board, the profile's extras and the hand so far. */
export function TableSide({ table, view }: { table: TableView; view: HandView }) {
  return (
    <div class="table-side">
      <SeatTiles view={view} acting={table.turn.acting} />
      <div class="middle">
        <Pots view={view} pot={table.pot} />
        <Board view={view} />
      </div>
      <ProfileInfo table={table} view={view} />
      <HandLog view={view} />
    </div>
  );
}

/** `table`: the seat's own view (the runner's viewOf), its hand `view`; the seat is the one whose turn it is. */
export function SeatTurn({ table, view, seat }: { table: TableView; view: HandView; seat: Seat }) {
  return (
    <main class="screen turn">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {t('table.turnOf', { name: view.seats[seat].name })}
      </h1>
      <TableSide table={table} view={view} />
      <div class="hand-side">
        <OwnCards table={table} view={view} seat={seat} />
        <SaveStatus />
        <ProfileNote table={table} view={view} seat={seat} />
        <ActionPanel table={table} seat={seat} />
      </div>
    </main>
  );
}

/** After an exchange, before the phone moves on: the seat's hand with its new cards, and a button to hide it. */
export function Drawn({ view, seat }: { view: HandView; seat: Seat }) {
  return (
    <main class="screen peek">
      <h1 class="turn-title" tabIndex={-1}>
        {ttable('drawn.title', { name: view.seats[seat].name })}
      </h1>
      <p class="cover-hint">{ttable('drawn.hint')}</p>
      <HandCards view={view} seat={seat} label={t('table.cardsOf', { name: view.seats[seat].name })} />
      {view.board.length > 0 && <Board view={view} />}
      <div class="actions">
        <button type="button" class="button primary" onClick={coverUp}>
          {ttable('drawn.done')}
        </button>
      </div>
    </main>
  );
}

export function Peek({ view, seat }: { view: HandView; seat: Seat }) {
  return (
    <main class="screen peek">
      <h1 class="turn-title" tabIndex={-1}>
        {t('table.peekTitle', { name: view.seats[seat].name })}
      </h1>
      <p class="cover-hint">{t('table.peekNote')}</p>
      <HandCards view={view} seat={seat} label={t('table.cardsOf', { name: view.seats[seat].name })} />
      {view.board.length > 0 && <Board view={view} />}
      <div class="actions">
        <button type="button" class="button primary" onClick={coverUp}>
          {t('table.hide')}
        </button>
      </div>
    </main>
  );
}

/**
 * The table as everyone may see it, while no seat holds the phone: the moment the app draws a
 * shuffle or deals. (Chip-ledger games have their own screen, ledger-turn.tsx.)
 */
export function OpenTurn({ table, view }: { table: TableView; view: HandView }) {
  return (
    <main class="screen turn">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {t('table.showTitle')}
      </h1>
      <TableSide table={table} view={view} />
      <div class="hand-side">
        <SaveStatus />
      </div>
    </main>
  );
}
