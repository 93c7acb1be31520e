/**
 * The table of the open game. Which screen shows is decided from the last committed state and
 * the privacy cover, never from anything unsaved:
 *
 *   a seat's private moment (bet, draw, show)  → the cover "Pass to Ana", until Ana reveals;
 *                                                then her screen, from her own table view only
 *   …on the seat's own phone (N1)              → "Ana is playing on her own phone" and the
 *                                                table's view; while it is away (N5), a way to
 *                                                take the turn back to the cover on this phone
 *   the phones panel (N1)                      → over the table, which keeps the game open
 *   a seat peeking at its own cards            → its cards, from that seat's view
 *   chip-ledger mode                           → the table view (the cards are real)
 *   the hand is over                           → the showdown, then the between-hands screen (a
 *                                                game reopened after its result was seen opens
 *                                                between hands: app/seen-results.ts)
 *   the game is over                           → places and results
 *
 * While a hand is in progress the update prompt waits (updateDeferred); while the table is open
 * the screen stays awake (if the setting says so) and the cover comes back on its own (privacy.ts).
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { closeGame, coverCountdown, currentGame, hosting, loadGame, markResultSeen, revealed, seatOnPhone, seenResult, takeOver, UnshowableGame, viewOf, watchPrivacy, type CurrentGame } from '../../app/index.ts';
import { updateDeferred } from '../../pwa/update.ts';
import type { Seat, TableView } from '../../engine/index.ts';
import { back, screen } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { coverAfterMs, keepAwake } from '../settings.ts';
import { ttable } from '../components/table-messages.ts';
import { TournamentClock } from '../clock/tournament-clock.tsx';
import { SpokenTable } from '../components/spoken-table.tsx';
import { BetweenHands } from './between-hands.tsx';
import { Handover } from './handover.tsx';
import { SessionEnd } from './session-end.tsx';
import { Showdown } from './hand-result.tsx';
import { Drawn, OpenTurn, Peek, SeatTurn } from './table-turn.tsx';
import { LedgerTurn } from '../ledger/ledger-turn.tsx';
import { RunoutStage } from '../holdem/runout-stage.tsx';
import { lazyPart } from '../components/lazy-part.tsx';
import { RemoteTurn } from '../net/remote-turn.tsx';
import { useTurnShown } from '../components/tap.tsx';
import { callPhonesBack } from '../net/phones-control.tsx';

// N1: the phones panel and its QR encoder, in their own chunk.
const HostPanel = lazyPart<{ table: TableView }>(() => import('../net/host-panel.tsx').then((m) => m.HostPanel));

/**
 * The hand's result is still to be looked at: a hand ended since the last "Continue", or the one
 * looked at was reopened by an undo (G12) and ended again — whether its pots were named or its
 * hands typed — so the table always sees how it ended.
 */
function resultDue(game: CurrentGame): boolean {
  const { table } = game;
  if (!table.hand?.result) return false;
  const seen = seenResult(game.id);
  return !seen || seen.hands < table.session.handsPlayed || table.session.reopenings > seen.reopenings;
}
/** N5: the one turn of a seat on an away phone that the table took back to this phone (its turnKey). */
const playedHere = signal<string | null>(null);

/** One turn of one seat: it ends with the next action in the hand's record. */
function turnKey(game: CurrentGame, seat: Seat): string {
  return [game.id, game.table.session.handsPlayed, game.table.hand?.record.length, seat].join(':');
}

const loadFailed = signal<string | null>(null);
/** A game the engine cannot show: thrown again as the table draws, so the screen guard takes it. */
const unshowable = signal<UnshowableGame | null>(null);

function Waiting({ failed }: { failed: boolean }) {
  return (
    <main class="screen table-wait" aria-busy={!failed}>
      <h1 class="table-wait-text" tabIndex={-1} aria-live="polite">
        {failed ? t('table.loadFailed') : t('table.loading')}
      </h1>
      {failed && (
        <div class="actions">
          <button type="button" class="button primary" onClick={back}>
            {t('table.backHome')}
          </button>
        </div>
      )}
    </main>
  );
}

function Elsewhere({ game }: { game: CurrentGame }) {
  return (
    <main class="screen cover">
      <div class="cover-middle">
        <h1 class="cover-question" tabIndex={-1}>
          {game.writer === 'lost' ? t('table.lostTitle') : t('table.elsewhereTitle')}
        </h1>
        <p class="cover-hint">{t('table.elsewhereText')}</p>
      </div>
      <div class="actions">
        <button type="button" class="button primary" onClick={() => void takeOver()}>
          {t('table.takeOver')}
        </button>
        <button type="button" class="button quiet" onClick={back}>
          {t('table.backHome')}
        </button>
      </div>
    </main>
  );
}

function Screen({ game }: { game: CurrentGame }) {
  const { table } = game;
  if (table.hand?.result && table.showdown && resultDue(game)) {
    const onContinue = () => markResultSeen(game.id, { hands: table.session.handsPlayed, reopenings: table.session.reopenings });
    return <Showdown table={table} view={table.hand} showdown={table.showdown} onContinue={onContinue} />;
  }
  if (game.record.status === 'finished' || table.session.over) return <SessionEnd table={table} />;
  if (!table.hand || table.hand.result) return <BetweenHands table={table} />;
  const seat = table.turn.phone;
  if (table.config.dealing === 'ledger') return <LedgerTurn table={table} />;
  const shown = revealed.value;
  const seen = shown ? viewOf(shown.seat) : null;
  if (shown?.purpose === 'drawn' && seen?.hand) return <Drawn view={seen.hand} seat={shown.seat} />;
  // O7, H13: the table watches an all-in's run-out, and agrees how many times to run it.
  if (seat === null && (table.hand.pending.kind === 'reveal' || table.hand.pending.kind === 'runIt')) return <RunoutStage table={table} view={table.hand} />;
  if (seat === null) return <OpenTurn table={table} view={table.hand} />;
  if (shown?.purpose === 'act' && shown.seat === seat && seen?.hand) return <SeatTurn table={seen} view={seen.hand} seat={seat} />;
  if (shown?.purpose === 'peek' && seen?.hand) return <Peek view={seen.hand} seat={shown.seat} />;
  const phone = seatOnPhone(seat);
  const turn = turnKey(game, seat);
  if (phone && playedHere.value !== turn) {
    return <RemoteTurn key={turn} table={table} view={table.hand} seat={seat} phone={phone} onPlayHere={() => (playedHere.value = turn)} />;
  }
  return <Handover table={table} seat={seat} />;
}

/** A key per distinct screen, so its heading takes focus (and is announced) when it changes. */
function screenKey(game: CurrentGame): string {
  const shown = revealed.value;
  const { session, hand, turn } = game.table;
  const remote = turn.phone !== null && seatOnPhone(turn.phone)?.state;
  return [screen.value.name, session.handsPlayed, hand?.result ? 'done' : turn.phone, remote, shown?.purpose, shown?.seat, resultDue(game)].join(':');
}

export function Table({ gameId }: { gameId: string }) {
  const game = currentGame.value;
  const ready = game?.id === gameId ? game : null;
  useEffect(() => {
    if (currentGame.value?.id === gameId) return;
    loadFailed.value = null;
    unshowable.value = null;
    loadGame(gameId).catch((error: unknown) => {
      if (error instanceof UnshowableGame) unshowable.value = error;
      else loadFailed.value = String(error);
    });
  }, [gameId]);
  useEffect(() => {
    const stopWatching = watchPrivacy(coverAfterMs);
    const letSleep = keepAwake();
    return () => {
      stopWatching();
      letSleep();
      updateDeferred.value = false;
      // Leaving the table lets another tab (or this one, later) take the game.
      void closeGame();
    };
  }, []);
  const inHand = ready?.table.hand != null && ready.table.hand.result === null;
  useEffect(() => {
    updateDeferred.value = inHand;
  }, [inHand]);
  useTurnShown(ready?.table);
  const host = hosting.value;
  const lostPhones = host?.gameId === gameId && host.resumed && host.recall.length > 0 && ready?.writer === 'mine';
  useEffect(() => {
    if (lostPhones) callPhonesBack(gameId);
  }, [lostPhones]);
  const key = ready ? screenKey(ready) : 'wait';
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [key]);
  if (unshowable.value?.gameId === gameId) throw unshowable.value;
  if (!ready) return <Waiting failed={loadFailed.value !== null} />;
  if (ready.writer !== 'mine') return <Elsewhere game={ready} />;
  return (
    <>
      <TournamentClock table={ready.table} />
      <SpokenTable table={ready.table} />
      {screen.value.name === 'phones' ? <HostPanel table={ready.table} /> : <Screen game={ready} />}
      <CoverCountdown />
    </>
  );
}

/** The cover's last seconds, said over whatever cards show: a touch anywhere starts the wait over (privacy.ts). */
function CoverCountdown() {
  const seconds = coverCountdown.value;
  if (seconds === null || !revealed.value) return null;
  return (
    <p class="cover-countdown" role="alert">
      {ttable('cover.countdown', { seconds })}
    </p>
  );
}
