// What part of the book is shown: a period (this month, this year, all time), one game or all,
// and what the figures count in. Kept while the book is open, so the way back from a player
// finds the leaderboard as it was.
import { signal } from '@preact/signals';
import { localDay, nightIn, measureKey, type BookFilter, type Measure, type Night, type Period } from '../../app/index.ts';
import { nightGameName } from './night-game-name.ts';
import { tb } from './messages.ts';

const period = signal<Period>('year');
const game = signal<string | null>(null);
const measureChoice = signal<string | null>(null);

function currentFilter(): BookFilter {
  return { period: period.value, today: localDay(Date.now()), profile: game.value };
}

/** The nights of the period and game chosen; under one game, a dealer's-choice night is its part of that game (V11). */
export function filtered(nights: readonly Night[]): Night[] {
  const filter = currentFilter();
  return nights.flatMap((night) => nightIn(night, filter) ?? []);
}

/** The chosen measure if these nights count in it, else the first they do. */
export function chosenMeasure(measures: readonly Measure[]): Measure | null {
  return measures.find((m) => measureKey(m) === measureChoice.value) ?? measures[0] ?? null;
}

export function measureLabel(measure: Measure): string {
  return measure.kind === 'money' ? tb('book.measure.money', { currency: measure.currency }) : tb(`book.measure.${measure.kind}`);
}

const PERIODS: readonly Period[] = ['month', 'year', 'all'];

/** The period and the game; `games` are the profiles the book has nights of. */
export function Filters({ games }: { games: readonly string[] }) {
  return (
    <div class="book-filters">
      <div class="segmented wide" role="group" aria-label={tb('book.period')}>
        {PERIODS.map((p) => (
          <button key={p} type="button" aria-pressed={period.value === p} onClick={() => (period.value = p)}>
            {tb(`book.period.${p}`)}
          </button>
        ))}
      </div>
      {games.length > 1 ? (
        <label class="field book-game">
          <span class="visually-hidden">{tb('book.game')}</span>
          <select class="text-input" value={game.value ?? ''} onChange={(e) => (game.value = e.currentTarget.value || null)}>
            <option value="">{tb('book.allGames')}</option>
            {games.map((profile) => (
              <option key={profile} value={profile}>
                {nightGameName(profile)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** What the figures count in, when the nights shown count in more than one thing. */
export function MeasurePicker({ measures, current }: { measures: readonly Measure[]; current: Measure }) {
  if (measures.length < 2) return null;
  return (
    <div class="segmented wide" role="group" aria-label={tb('book.measure')}>
      {measures.map((m) => (
        <button key={measureKey(m)} type="button" aria-pressed={measureKey(m) === measureKey(current)} onClick={() => (measureChoice.value = measureKey(m))}>
          {measureLabel(m)}
        </button>
      ))}
    </div>
  );
}
