// N2: a guest phone at the table, rendered only from the last table view the host sent it (the
// guest signal): its own seat's cards and, on its turn, its actions — the same components as the
// host's table, whose taps go to the host as intentions (tap.tsx). The host deals, settles and
// ends; a guest waits for it. While the host's phone is away nothing here can be tapped (N6).
import './guest-table.css';
import { useEffect } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { handFacts, type Seat, type TableView } from '../../engine/index.ts';
import { guest, leave, lostHost, pick, welcomed, type Guest } from '../../app/index.ts';
import { go } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { SaveStatus } from '../components/save-status.tsx';
import { useTurnShown } from '../components/tap.tsx';
import { SeatTiles } from '../components/seat-tiles.tsx';
import { Pots } from '../components/pot-summary.tsx';
import { ActionPanel } from '../components/action-panel.tsx';
import { StandingsList } from '../components/standings-list.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { TournamentClock } from '../clock/tournament-clock.tsx';
import { LedgerBoard } from '../ledger/ledger-board.tsx';
import { OwnCards, SeatTurn, TableSide } from '../screens/table-turn.tsx';
import { Showdown } from '../screens/hand-result.tsx';
import { SessionEnd } from '../screens/session-end.tsx';
import { guestMoment, resultSeen as seen } from './guest-state.ts';
import { LeaveTable } from './leave-table.tsx';
import { tg } from './guest-messages.ts';
import { TableDisplay } from './table-display.tsx';
import { Join } from './join.tsx';
import { FairLine } from './fair-line.tsx';
import { GameChoice, namingSeat, namingTitle } from '../choice/game-choice.tsx';


/** Whose turn it is, said at the top of every screen where a hand is played. */
function actingName(table: TableView): string {
  const acting = table.turn.acting;
  return acting === null ? tg('table.atHost') : tg('table.toAct', { name: table.config.players[acting].name });
}

function ChooseSeat({ now }: { now: Guest }) {
  const free = now.seats.filter((s) => s.free);
  return (
    <main class="screen guest-choose">
      <h1 class="turn-title" tabIndex={-1}>
        {tg('choose.title')}
      </h1>
      <p class="muted">{tg('choose.hint')}</p>
      {free.length === 0 && <p class="notice">{tg('choose.none')}</p>}
      {now.asked !== null && (
        <p class="notice" role="status">
          {tg('choose.asked', { name: now.seats.find((s) => s.seat === now.asked)?.name ?? '' })}
        </p>
      )}
      <div class="guest-seats" role="group" aria-label={tg('choose.title')}>
        {free.map((s) => (
          <button key={s.seat} type="button" class="button primary" onClick={() => pick(s.seat)}>
            {s.name}
          </button>
        ))}
      </div>
      <button type="button" class="button secondary guest-display-pick" onClick={() => pick('table')}>
        <span>{tg('choose.display')}</span>
        <span class="muted small">{tg('choose.displayHint')}</span>
      </button>
      <div class="actions">
        <LeaveTable />
      </div>
    </main>
  );
}

/** Another seat's turn: this seat's cards, the table, and who acts. */
function Watch({ table, seat }: { table: TableView; seat: Seat }) {
  const view = table.hand!;
  return (
    <main class="screen turn guest-watch">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {actingName(table)}
      </h1>
      <TableSide table={table} view={view} />
      <div class="hand-side">
        <p class="muted guest-seat">{tg('table.seat', { name: view.seats[seat].name })}</p>
        <OwnCards table={table} view={view} seat={seat} />
        <LeaveTable />
      </div>
    </main>
  );
}

/** Chip-ledger mode (G12): the cards are real, so none here; the table, and this seat's bet controls on its turn. */
function LedgerSeat({ table, seat }: { table: TableView; seat: Seat }) {
  const view = table.hand!;
  const mine = handFacts(view).betting === seat;
  return (
    <main class="screen turn ledger guest-watch">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {mine ? t('table.turnOf', { name: view.seats[seat].name }) : actingName(table)}
      </h1>
      <div class="table-side">
        <SeatTiles view={view} acting={table.turn.acting} />
        <div class="middle">
          <Pots view={view} pot={table.pot} />
          <LedgerBoard table={table} />
        </div>
      </div>
      <div class="hand-side">
        {mine ? (
          <>
            <SaveStatus />
            <ActionPanel table={table} seat={seat} />
          </>
        ) : (
          <>
            <p class="muted guest-seat">{tg('table.seat', { name: view.seats[seat].name })}</p>
            <LeaveTable />
          </>
        )}
      </div>
    </main>
  );
}

/** No hand in play: the standings so far, and the host deals; at a dealer's-choice night this phone names the game when its seat deals next (section C). */
function WaitingDeal({ table, seat }: { table: TableView; seat: Seat }) {
  const { handsPlayed, nextDealer } = table.session;
  const naming = namingSeat(table);
  return (
    <main class="screen guest-between">
      <TableBar table={table} game={false} />
      <h1 class="turn-title" tabIndex={-1}>
        {naming !== null ? namingTitle(table, naming, naming === seat) : tg('table.waitingDeal')}
      </h1>
      <p class="muted">{tg('table.seat', { name: table.config.players[seat].name })}</p>
      {nextDealer !== null && naming === null && <p class="lead">{t('table.nextDealer', { name: table.config.players[nextDealer].name })}</p>}
      <GameChoice table={table} here={table.choice?.naming?.seat === seat} />
      {handsPlayed > 0 && (
        <section>
          <h2 class="section-title">{t('table.standings')}</h2>
          <StandingsList standings={table.session.standings} />
        </section>
      )}
      <div class="actions">
        <LeaveTable />
      </div>
    </main>
  );
}

function NoView() {
  return (
    <main class="screen table-wait" aria-busy="true">
      <h1 class="table-wait-text" tabIndex={-1} aria-live="polite">
        {tg('table.waitingView')}
      </h1>
      <div class="actions">
        <LeaveTable />
      </div>
    </main>
  );
}

function SeatScreen({ now }: { now: Guest }) {
  const table = now.view;
  const moment = guestMoment(now, seen.value);
  const seat = now.role as Seat;
  switch (moment) {
    case 'choose':
      return <ChooseSeat now={now} />;
    case 'display':
      return <TableDisplay table={table} />;
    case 'no-view':
      return <NoView />;
  }
  const shown = table!;
  switch (moment) {
    case 'end':
      return <SessionEnd table={shown} />;
    case 'result':
      return (
        <Showdown
          table={shown}
          view={shown.hand!}
          showdown={shown.showdown!}
          onContinue={() => (seen.value = shown.session.handsPlayed)}
        />
      );
    case 'between':
      return <WaitingDeal table={shown} seat={seat} />;
    case 'ledger':
      return <LedgerSeat table={shown} seat={seat} />;
    case 'turn':
      return <SeatTurn table={shown} view={shown.hand!} seat={seat} />;
    case 'watch':
      return <Watch table={shown} seat={seat} />;
  }
}

/** N6: the host's phone is away — a calm word over the table, which cannot be touched meanwhile. */
function HostAway() {
  return (
    <div class="guest-away" role="alertdialog" aria-labelledby="guest-away-title" aria-describedby="guest-away-hint">
      <div class="guest-away-card">
        <p id="guest-away-title" class="guest-away-title">
          <span class="join-spinner" aria-hidden="true" />
          {tg('table.hostAway')}
        </p>
        <p id="guest-away-hint">{tg('table.hostAwayHint')}</p>
        <div class="action-row">
          <button
            type="button"
            class="button secondary"
            onClick={() => {
              leave();
              go({ name: 'join' });
            }}
          >
            {tg('table.scanAgain')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Frame({ now, children }: { now: Guest; children: ComponentChildren }) {
  const away = now.state === 'host-away';
  return (
    <>
      <div class="guest-frame" inert={away} aria-hidden={away ? 'true' : undefined}>
        {now.view && typeof now.role === 'number' && <TournamentClock table={now.view} />}
        {children}
        <FairLine now={now} />
      </div>
      {away && <HostAway />}
    </>
  );
}

export function GuestTable() {
  const now = guest.value;
  useTurnShown(now?.view);
  const key = now ? `${now.role}:${now.view ? guestMoment(now, seen.value) : ''}:${now.view?.session.handsPlayed}` : '';
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [key]);
  // Not at a table any more (left, or this page reloaded), or its host's pipe closed for good: the way to join it (again).
  if (now === null || !welcomed(now) || lostHost(now)) return <Join />;
  return (
    <Frame now={now}>
      <SeatScreen now={now} />
    </Frame>
  );
}
