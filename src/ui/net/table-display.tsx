// N2: the table display — a laptop or TV browser joined as viewer 'table'. Landscape-first and
// big, for everyone around the table to read from their chairs: the tournament clock, the board
// and the pots, every seat with its stack and whose turn it is, and the result at the showdown.
// Its view is the table's, so it never holds a closed card (G11).
import './table-display.css';
import type { TableView } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { Board } from '../components/board-cards.tsx';
import { Pots } from '../components/pot-summary.tsx';
import { SeatTiles } from '../components/seat-tiles.tsx';
import { StandingsList } from '../components/standings-list.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { TournamentClock } from '../clock/tournament-clock.tsx';
import { LedgerBoard } from '../ledger/ledger-board.tsx';
import { Showdown } from '../screens/hand-result.tsx';
import { SessionEnd } from '../screens/session-end.tsx';
import { resultSeen } from './guest-state.ts';
import { tg } from './guest-messages.ts';
import { LeaveTable } from './leave-table.tsx';

function Between({ table }: { table: TableView }) {
  const { handsPlayed, nextDealer } = table.session;
  return (
    <>
      <h1 class="display-title" tabIndex={-1}>
        {tg('display.waiting')}
      </h1>
      {nextDealer !== null && <p class="lead">{t('table.nextDealer', { name: table.config.players[nextDealer].name })}</p>}
      {handsPlayed > 0 && <StandingsList standings={table.session.standings} />}
    </>
  );
}

function InHand({ table }: { table: TableView }) {
  const view = table.hand!;
  const acting = table.turn.acting;
  return (
    <>
      <h1 class="display-title" tabIndex={-1}>
        {acting === null ? tg('table.atHost') : tg('table.toAct', { name: view.seats[acting].name })}
      </h1>
      <div class="display-middle">
        {table.config.dealing === 'ledger' ? <LedgerBoard table={table} /> : <Board view={view} />}
        <Pots view={view} pot={table.pot} />
      </div>
      <SeatTiles view={view} acting={acting} />
    </>
  );
}

export function TableDisplay({ table }: { table: TableView | null }) {
  if (!table)
    return (
      <main class="screen table-wait" aria-busy="true">
        <h1 class="table-wait-text" tabIndex={-1}>
          {tg('table.waitingView')}
        </h1>
      </main>
    );
  if (table.session.over) return <SessionEnd table={table} />;
  const hand = table.hand;
  if (hand?.result && table.showdown && resultSeen.value !== table.session.handsPlayed)
    return <Showdown table={table} view={hand} showdown={table.showdown} onContinue={() => (resultSeen.value = table.session.handsPlayed)} />;
  return (
    <main class="screen display">
      <TableBar table={table} />
      <TournamentClock table={table} />
      {hand && !hand.result ? <InHand table={table} /> : <Between table={table} />}
      <div class="actions">
        <LeaveTable />
      </div>
    </main>
  );
}
