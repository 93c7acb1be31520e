// The players' book (issue 15): the leaderboard of a period, each player's running total as a
// line chart, the nights, and the book in and out as CSV. A player's line opens his page.
import { useEffect, useState } from 'preact/hooks';
import { bookCsv, bookPlayers, copyOfGame, csvText, gamesOf, importNights, leaderboard, MAX_CSV_BYTES, measuresOf, readNightsCsv, removeNights, restoreNights, running, type BookPlayer, type CsvProblem, type Measure, type Night, type RemovedNights } from '../../app/index.ts';
import { isPlayable, MAX_NAME_LENGTH, MAX_RESULT, minorDigits, UNIT } from '../../engine/index.ts';
import { FileButton } from '../components/file-button.tsx';
import { Snackbar } from '../components/snackbar.tsx';
import { useTask } from '../components/task.ts';
import { TopBar } from '../components/top-bar.tsx';
import { formatNumber, language } from '../i18n/index.ts';
import { go } from '../navigation.ts';
import { profileIds } from '../profiles.ts';
import { saveFile } from '../setup/backup-file.ts';
import { UNDO_MS } from '../setup/undo-delete.ts';
import { moneyText } from '../components/money-text.ts';
import { dayText, measureText, nightLabels, seatText } from './measure-text.ts';
import { nightGameName } from './night-game-name.ts';
import { BarChart, LineChart } from './charts.tsx';
import { chosenMeasure, Filters, filtered, MeasurePicker, measureLabel } from './filters.tsx';
import { tb } from './messages.ts';
import { BookPending, useBook } from './use-book.tsx';
import { NightItem } from './night-item.tsx';
import { placings } from './share.ts';
import './book.css';

type Notice =
  | { readonly kind: 'ok'; readonly text: string; readonly undo?: readonly string[] }
  | { readonly kind: 'problem'; readonly text: string; readonly lines?: readonly string[] };

/** A spreadsheet's problem in words, with its line. */
function csvProblemText(problem: CsvProblem): string {
  const value = problem.value ?? '';
  const words = (() => {
    switch (problem.code) {
      case 'missingColumn':
      case 'duplicateColumn':
        return tb(`book.csv.problem.${problem.code}`, { column: problem.column ?? '' });
      case 'playerTooLong':
        return tb('book.csv.problem.playerTooLong', { max: MAX_NAME_LENGTH });
      case 'aboveLimit':
        // G18: the most one result may be (limits.ts), in the column's own terms.
        return tb('book.csv.problem.aboveLimit', { value, column: problem.column ?? '', max: problem.currency ? moneyText(MAX_RESULT, problem.currency) : formatNumber(MAX_RESULT, language.value) });
      case 'moneyNotZero':
        return tb('book.csv.problem.moneyNotZero', { value, amount: moneyText(problem.cents ?? 0, problem.currency ?? 'BRL', true) });
      case 'empty':
      case 'quote':
      case 'cellCount':
      case 'player':
      case 'moneyWithoutCurrency':
      case 'moneyMissing':
        return tb(`book.csv.problem.${problem.code}`);
      default:
        return tb(`book.csv.problem.${problem.code}`, { value });
    }
  })();
  return tb('book.csv.line', { line: problem.line, problem: words });
}

/** The book's name for each seat of each night (a merged entry's seats under the name of the player it counts as). */
function namesOf(people: readonly BookPlayer[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const player of people) {
    for (const { night, index } of player.played) {
      const list = names.get(night.id) ?? names.set(night.id, night.seats.map((s) => s.name)).get(night.id)!;
      list[index] = player.name;
    }
  }
  return names;
}

/** Axis ticks: short numbers ("1,2 mil"), money with its symbol. */
function tickText(measure: Measure, value: number): string {
  if (measure.kind === 'money') {
    const main = value / 10 ** minorDigits(measure.currency);
    return new Intl.NumberFormat(language.value, { style: 'currency', currency: measure.currency, notation: 'compact' }).format(main).replace('-', '−');
  }
  const number = measure.kind === 'units' ? value / UNIT : value;
  return new Intl.NumberFormat(language.value, { notation: 'compact', maximumFractionDigits: 1 }).format(number).replace('-', '−');
}

function Leaderboard({ people, measure }: { people: readonly BookPlayer[]; measure: Measure }) {
  return (
    <ol class="plain-list leaderboard">
      {leaderboard(people, measure).map((row) => (
        <li key={row.player.id}>
          <button type="button" class="leader" onClick={() => go({ name: 'book-player', playerId: row.player.id })}>
            <span class="leader-place">{tb('night.place', { place: row.place })}</span>
            <span class="leader-name">{row.player.name}</span>
            <span class={row.value > 0 ? 'leader-net up' : row.value < 0 ? 'leader-net down' : 'leader-net'}>{measureText(measure, row.value)}</span>
            <span class="leader-nights">{tb('book.nightsCount', { count: formatNumber(row.nights, language.value) })}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

function NightList({ nights, onDelete }: { nights: readonly Night[]; onDelete: (night: Night) => void }) {
  return (
    <ul class="plain-list book-nights">
      {[...nights].reverse().map((night) => {
        const best = placings(night)[0];
        const amount = best ? seatText(night, best.seat) : null;
        return (
          <NightItem key={night.id} night={night} onDelete={onDelete}>
            {best ? (amount === null ? tb('book.night.won', { name: best.seat.name }) : tb('book.night.best', { name: best.seat.name, amount })) : null}
          </NightItem>
        );
      })}
    </ul>
  );
}

/** "Noite da planilha apagada — Desfazer", for a few seconds after a spreadsheet's night is deleted. */
function DeletedSnackbar({ busy, onUndo, onDismiss }: { busy: boolean; onUndo: () => void; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Snackbar text={tb('book.night.deleted')} undo={tb('book.night.undo')} dismiss={tb('book.night.dismiss')} busy={busy} onUndo={onUndo} onDismiss={onDismiss} />;
}

export function Book() {
  const { book, failed, reload } = useBook();
  const { busy, notice, run: act } = useTask<Notice>(() => ({ kind: 'problem', text: tb('book.refusal.failed') }));
  // The last night deleted, as the store took it out, while its undo is offered.
  const [deleted, setDeleted] = useState<RemovedNights | null>(null);


  const all = book?.nights ?? [];
  const nights = filtered(all);
  const people = book ? bookPlayers(book.players, nights) : [];
  const measures = measuresOf(nights);
  const measure = chosenMeasure(measures);
  const games = gamesOf(all);

  const exportCsv = () =>
    act(async () => {
      const names = namesOf(people);
      const text = bookCsv(nights.map((night) => ({ night, names: names.get(night.id) ?? night.seats.map((s) => s.name), label: night.label ?? night.id })));
      const outcome = await saveFile(new Blob([text], { type: 'text/csv' }), `mesa-livro-${nights[nights.length - 1]?.day ?? 'vazio'}.csv`);
      return outcome === 'cancelled' ? null : { kind: 'ok', text: tb(outcome === 'shared' ? 'book.csv.shared' : 'book.csv.saved') };
    });

  const importCsv = (file: File) =>
    act(async () => {
      if (file.size > MAX_CSV_BYTES) return { kind: 'problem', text: tb('book.csv.tooLarge') };
      let text: string;
      try {
        text = csvText(new Uint8Array(await file.arrayBuffer()));
      } catch {
        return { kind: 'problem', text: tb('book.csv.unreadable') };
      }
      const reading = readNightsCsv(text, { knownProfiles: profileIds.filter(isPlayable), now: Date.now() });
      if (!reading.ok) return { kind: 'problem', text: tb('book.csv.refused'), lines: reading.problems.map(csvProblemText) };
      // A night named after a game of the book is that game, read back: it is already in the book.
      const gameIds = new Set(all.filter((n) => n.source === 'game').map((n) => n.id));
      const fresh = reading.nights.filter((n) => !copyOfGame(n, gameIds));
      const outcome = await importNights(fresh);
      await reload();
      const skipped = reading.nights.length - outcome.imported.length;
      return { kind: 'ok', text: tb('book.csv.imported', { count: outcome.imported.length, skipped }), undo: outcome.imported };
    });

  const undoImport = (ids: readonly string[]) =>
    act(async () => {
      await removeNights(ids);
      await reload();
      return { kind: 'ok', text: tb('book.csv.undone') };
    });

  const deleteNight = (night: Night) =>
    act(async () => {
      setDeleted(null);
      const removed = await removeNights([night.id]);
      await reload();
      setDeleted(removed);
      return null;
    });

  const undoDelete = (removed: RemovedNights) =>
    act(async () => {
      setDeleted(null);
      await restoreNights(removed);
      await reload();
      return null;
    });

  const run = measure ? running(people, nights, measure) : null;
  return (
    <main class="screen book">
      <TopBar title={tb('book.title')} />
      {book?.unreadable.length ? (
        <p class="field-problem" role="alert">
          {tb('book.unreadable', { nights: book.unreadable.map((night) => `${night.label || nightGameName(night.profile)} (${dayText(night.day)})`).join('; ') })}
        </p>
      ) : null}
      {failed || book === null ? (
        <BookPending failed={failed} />
      ) : all.length === 0 ? (
        <p class="note">{tb('book.none')}</p>
      ) : (
        <>
          <Filters games={games} />
          {nights.length === 0 || !measure ? (
            <p class="note">{tb('book.emptyPeriod')}</p>
          ) : (
            <>
              <MeasurePicker measures={measures} current={measure} />
              <section class="book-section" aria-labelledby="book-leaders">
                <h2 class="section-title" id="book-leaders">
                  {tb('book.leaderboard')} · {measureLabel(measure)}
                </h2>
                <Leaderboard people={people} measure={measure} />
              </section>
              {run && run.nights.length > 1 ? (
                <section class="book-section" aria-labelledby="book-chart">
                  <h2 class="section-title" id="book-chart">
                    {tb('book.chart.running')}
                  </h2>
                  <LineChart
                    title={`${tb('book.chart.running')} · ${measureLabel(measure)}`}
                    labels={nightLabels(run.nights)}
                    lines={run.lines.map((l) => ({ name: l.player.name, values: l.values, total: measureText(measure, l.values[l.values.length - 1] ?? 0) }))}
                    tick={(v) => tickText(measure, v)}
                    value={(v) => measureText(measure, v)}
                  />
                </section>
              ) : (
                // One night has no running total to draw: its results as bars.
                <section class="book-section" aria-labelledby="book-chart">
                  <h2 class="section-title" id="book-chart">
                    {tb('book.chart.bars')}
                  </h2>
                  <BarChart
                    title={`${tb('book.chart.bars')} · ${measureLabel(measure)}`}
                    bars={leaderboard(people, measure).map((row) => ({ name: row.player.name, value: row.value, text: measureText(measure, row.value) }))}
                  />
                </section>
              )}
              <section class="book-section" aria-labelledby="book-nights">
                <h2 class="section-title" id="book-nights">
                  {tb('book.nights')}
                </h2>
                <NightList nights={nights} onDelete={(night) => void deleteNight(night)} />
              </section>
            </>
          )}
        </>
      )}
      {notice ? (
        <div class="book-notice" role={notice.kind === 'ok' ? 'status' : 'alert'}>
          <p class={notice.kind === 'ok' ? 'games-notice' : 'field-problem'}>{notice.text}</p>
          {notice.kind === 'problem' && notice.lines ? (
            <ul class="plain-list book-problems">
              {notice.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {notice.kind === 'ok' && notice.undo && notice.undo.length > 0 ? (
            <button type="button" class="button secondary" disabled={busy} onClick={() => void undoImport(notice.undo!)}>
              {tb('book.csv.undo')}
            </button>
          ) : null}
        </div>
      ) : null}
      {book !== null ? (
        <div class="backup-actions">
          <button type="button" class="button secondary" disabled={busy || nights.length === 0} onClick={() => void exportCsv()}>
            {tb('book.csv.export')}
          </button>
          <FileButton accept=".csv,text/csv,text/plain" disabled={busy} onFile={(file) => void importCsv(file)}>
            {tb('book.csv.import')}
          </FileButton>
        </div>
      ) : null}
      {book !== null ? (
        <details class="book-help disclosure">
          <summary>{tb('book.csv.help')}</summary>
          <p>{tb('book.csv.helpText')}</p>
        </details>
      ) : null}
      {deleted ? <DeletedSnackbar key={deleted.nights[0]?.id} busy={busy} onUndo={() => void undoDelete(deleted)} onDismiss={() => setDeleted(null)} /> : null}
    </main>
  );
}
