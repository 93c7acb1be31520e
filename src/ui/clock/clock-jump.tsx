// T23 on the table: the phone's time went back (the clock stands where it was) or ran far ahead
// with nothing recorded, said under the clock bar and on the big clock, with the host's way out:
// pick a level of the schedule and start it now — a logged `setLevel`, applied from the next deal.
import { useState } from 'preact/hooks';
import type { ClockReading, TableView } from '../../engine/index.ts';
import { tap, taking } from '../components/tap.tsx';
import { t } from '../i18n/index.ts';
import { tt } from '../tournament/messages.ts';
import { durationText } from './face.ts';
import { levelText, type LevelGame } from './level-text.ts';
import { trustPhoneTime } from '../../app/index.ts';

interface ClockJumpProps {
  readonly table: TableView;
  readonly reading: ClockReading;
  readonly game: LevelGame;
  /** Where the notice stands (the bar or the big clock): its setter's ids are its own. */
  readonly place: 'bar' | 'big';
}

export function ClockJump({ table, reading, game, place }: ClockJumpProps) {
  const [setting, setSetting] = useState(false);
  const [chosen, setChosen] = useState(reading.level);
  const jump = reading.jump;
  if (!jump && !setting) return null;
  const levels = table.config.schedule!.levels;
  const level = Math.min(Math.max(0, chosen), levels.length - 1);
  const open = () => {
    setChosen(reading.level);
    setSetting(true);
  };
  const start = async () => {
    if ((await tap('setLevel', { type: 'setLevel', level, at: trustPhoneTime(table) })) === 'done') setSetting(false);
  };
  const busy = taking.value !== null;
  const id = `clock-set-${place}`;
  return (
    <div class="clock-jump" role={setting ? 'group' : 'alert'} aria-labelledby={setting ? id : undefined}>
      {jump && <p>{tt(jump.kind === 'back' ? 'clock.behind' : 'clock.ahead', { time: durationText(jump.ms) })}</p>}
      {!setting ? (
        <button type="button" class="button secondary" onClick={open}>
          {tt('clock.setLevel')}
        </button>
      ) : (
        <>
          <p class="clock-set-help" id={id}>
            {tt('clock.setLevelHelp')}
          </p>
          <div class="clock-set-row">
            <button type="button" class="button secondary" aria-label={tt('clock.levelDown')} disabled={level === 0} onClick={() => setChosen(level - 1)}>
              −
            </button>
            <p class="clock-set-level" aria-live="polite">
              <strong>{t('clock.level', { number: level + 1 })}</strong> {levelText(game, levels[level])}
            </p>
            <button type="button" class="button secondary" aria-label={tt('clock.levelUp')} disabled={level === levels.length - 1} onClick={() => setChosen(level + 1)}>
              +
            </button>
          </div>
          <div class="clock-set-actions">
            <button type="button" class="button primary" disabled={busy} onClick={() => void start()}>
              {tt('clock.startLevel', { number: level + 1 })}
            </button>
            <button type="button" class="button quiet" onClick={() => setSetting(false)}>
              {tt('deal.cancel')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
