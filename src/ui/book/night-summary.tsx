// A night's result where the night is looked at (the end of a game, its history): each player's
// result as a bar chart, a dealer's-choice night's results by game, who pays whom, and the ways to
// send it on — text for the group chat, an image card, the night's CSV.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { bookCsv, countedIn, gameNight, seatValue, storedGame, type GameRecord, type Measure, type Night } from '../../app/index.ts';
import type { SessionAction, SessionConfig } from '../../engine/index.ts';
import { saveFile } from '../setup/backup-file.ts';
import { measureText } from './measure-text.ts';
import { IsolatedText } from '../components/isolated-text.tsx';
import { useTask } from '../components/task.ts';
import { BarChart } from './charts.tsx';
import { NightGames } from './night-games.tsx';
import { tb } from './messages.ts';
import { placings, shareNightImage, shareNightText, transferLines } from './share.ts';
import { useOffers } from '../pix/use-offers.ts';
import { TransferList } from '../pix/transfer-list.tsx';
import './night.css';

type Notice = { readonly kind: 'ok' | 'problem'; readonly text: string } | { readonly kind: 'manual'; readonly text: string };

/** The measure a night is told in: its money where it had a price, else its chips or units; none for a tournament without money (T22). */
function nightMeasure(night: Night): Measure | null {
  if (night.currency) return { kind: 'money', currency: night.currency };
  const counted = countedIn(night);
  return counted && { kind: counted };
}

/**
 * `full`: with the chart and who pays whom (a game's history); without, only the results by game
 * of a dealer's-choice night and the ways to share (the end of a game, whose screen already lists
 * the places and settles the money).
 */
function NightSummary({ night, finished, full = true }: { night: Night; finished: boolean; full?: boolean }) {
  const { busy, notice, run } = useTask<Notice>(() => ({ kind: 'problem', text: tb('night.shareFailed') }));
  const names = night.seats.map((s) => s.name);
  const settled = night.currency ? { id: night.id, day: night.day, currency: night.currency } : null;
  // P5, P6: each transfer's code or note, on screen and in the shared text.
  const read = useOffers(settled, names, night.transfers);
  const { offers } = read;
  const measure = nightMeasure(night);
  const bars = measure
    ? placings(night).map(({ seat }) => {
        const value = seatValue(night, seat, measure) ?? 0;
        return { name: seat.name, value, text: measureText(measure, value) };
      })
    : [];
  const shareText = () =>
    run(async () => {
      const outcome = await shareNightText(night, offers);
      if (outcome.kind === 'manual') return outcome;
      return outcome.kind === 'cancelled' ? null : { kind: 'ok', text: tb(outcome.kind === 'shared' ? 'night.shared' : 'night.copied') };
    });
  const shareImage = () =>
    run(async () => {
      const outcome = await shareNightImage(night);
      return outcome === 'cancelled' ? null : { kind: 'ok', text: tb(outcome === 'shared' ? 'night.imageShared' : 'night.imageSaved') };
    });
  const exportCsv = () =>
    run(async () => {
      const text = bookCsv([{ night, names: night.seats.map((s) => s.name), label: night.label ?? night.id }]);
      const outcome = await saveFile(new Blob([text], { type: 'text/csv' }), `mesa-${night.profile}-${night.day}.csv`);
      return outcome === 'cancelled' ? null : { kind: 'ok', text: tb(outcome === 'shared' ? 'book.csv.shared' : 'book.csv.saved') };
    });
  const transfers = transferLines(night);
  return (
    <section class="night" aria-labelledby="night-title">
      <h2 class="section-title" id="night-title">
        {finished ? tb('night.title') : tb('night.soFar')}
      </h2>
      {full && bars.length > 0 ? <BarChart title={tb('book.chart.bars')} bars={bars} /> : null}
      <NightGames night={night} />
      {full && night.currency ? (
        <div class="night-settle">
          <h3 class="night-subtitle">{tb('night.settle')}</h3>
          {transfers.length > 0 ? (
            <TransferList
              night={settled}
              currency={night.currency}
              names={names}
              transfers={night.transfers}
              line={(transfer) => <IsolatedText text={transfers[night.transfers.indexOf(transfer)]} />}
              listClass="plain-list night-transfers"
              read={read}
            />
          ) : (
            <p>{tb('night.even')}</p>
          )}
        </div>
      ) : null}
      <div class="night-actions">
        <button type="button" class="button primary compact" disabled={busy} onClick={() => void shareText()}>
          {tb('night.share')}
        </button>
        <button type="button" class="button secondary" disabled={busy} onClick={() => void shareImage()}>
          {tb('night.shareImage')}
        </button>
        <button type="button" class="button secondary" disabled={busy} onClick={() => void exportCsv()}>
          {tb('night.exportCsv')}
        </button>
      </div>
      {notice?.kind === 'manual' ? (
        <div class="night-manual" role="status">
          <p>{tb('night.copyByHand')}</p>
          <textarea class="text-input" readOnly rows={Math.min(12, notice.text.split('\n').length)} value={notice.text} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : notice ? (
        <p class={notice.kind === 'ok' ? 'games-notice' : 'field-problem'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}

/** A stored game's night, from its record and log (the end of the game, its history): the log replayed once, not at each render of the screen around it. */
/**
 * The night of the game just ended, its log read back from the store as the past games read it:
 * the table's screens hold its view only, never the log. Read again when a hand more is in it.
 */
export function EndedGameNight({ game, hands }: { game: GameRecord<SessionConfig>; hands: number }) {
  const [log, setLog] = useState<readonly SessionAction[] | null>(null);
  useEffect(() => {
    let live = true;
    // Not read, the summary is left out: the standings above already give the result.
    storedGame(game.id).then((stored) => live && setLog(stored.log), () => {});
    return () => {
      live = false;
    };
  }, [game.id, hands]);
  return log ? <GameNight game={game} log={log} finished full={false} /> : null;
}

export function GameNight({ game, log, finished, full }: { game: GameRecord<SessionConfig>; log: readonly SessionAction[]; finished: boolean; full?: boolean }) {
  const night = useMemo(() => gameNight(game, log), [game, log]);
  return <NightSummary night={night} finished={finished} full={full} />;
}
