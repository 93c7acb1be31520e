// E3: "Export for a tracker" — opened, whose seat the PokerStars history is written from, then the
// file, shared or downloaded. The replayer exports its hand, a hold'em game's history the whole
// night. Closed it is one line, so the replayer's table stays in view.
import { useState } from 'preact/hooks';
import { backupProblem } from '../setup/backup-file.ts';
import { useTask } from '../components/task.ts';
import { t } from '../i18n/index.ts';
import './tracker-export.css';

interface Props {
  /** The game's players, in seat order; the first is chosen at first. */
  readonly players: readonly string[];
  /** Writes and saves the file for this hero (null: nobody's cards), and says what it did (null: nothing, the share was cancelled). */
  readonly save: (hero: number | null) => Promise<string | null>;
}

export function TrackerExport({ players, save }: Props) {
  const [hero, setHero] = useState(0);
  const { busy, notice, run } = useTask<{ readonly kind: 'ok' | 'problem'; readonly text: string }>((error) => ({ kind: 'problem', text: backupProblem(error) }));
  return (
    <details class="tracker-export">
      <summary class="button secondary">{t('games.history.exportStars')}</summary>
      <label class="field">
        <span class="field-label">{t('games.history.starsHero')}</span>
        <select class="text-input" value={hero} onChange={(event) => setHero(Number(event.currentTarget.value))}>
          {players.map((name, seat) => (
            <option key={seat} value={seat}>
              {name}
            </option>
          ))}
          <option value={-1}>{t('games.history.starsNobody')}</option>
        </select>
      </label>
      <button type="button" class="button secondary" disabled={busy} onClick={() =>
          void run(async () => {
            const text = await save(hero < 0 ? null : hero);
            return text === null ? null : { kind: 'ok', text };
          })
        }>
        {t('games.history.starsSave')}
      </button>
      {notice ? (
        <p class={notice.kind === 'ok' ? 'note' : 'field-problem'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
    </details>
  );
}
