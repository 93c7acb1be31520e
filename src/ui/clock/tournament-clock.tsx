/**
 * The tournament clock on the table (H9): a bar with the level, its forced bets in the game's own
 * words (T7: the blinds, the ante, the pingo, the escuro) and the time (or hands) left, that opens
 * the big clock — the level in large type, the next one, pause and resume, and who is still
 * playing. Everything is computed from the session's logged times and Date.now() read here, so
 * it is right again the moment the screen wakes or the app reopens. When the level goes up the
 * alarm rings (sound and vibration, per the settings) and a banner says the new level applies
 * from the next hand.
 *
 *   <TournamentClock table={game.table} />   // renders nothing for a cash game or a finished one
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useNow } from './now.ts';
import { ClockJump } from './clock-jump.tsx';
import { configLevelTerms, deskAt, readClock, type ClockReading, type TableView } from '../../engine/index.ts';
import { tap, taking } from '../components/tap.tsx';
import { t } from '../i18n/index.ts';
import { levelAlarm } from './alarm.ts';
import { clockDigits, ringsAt } from './face.ts';
import { speak } from '../components/speech.ts';
import { setSetting, settings } from '../settings.ts';
import { tt } from '../tournament/messages.ts';
import { chipColour, colourUpText } from '../tournament/chip-words.ts';
import { levelParts, levelText, spokenLevel, type LevelGame } from './level-text.ts';
import './clock.css';
import { clockTermsAt, tableNow } from '../../app/index.ts';

/** Rings once when this page sees the level go up (and, T21, says it aloud where the table asked). */
function useLevelAlarm(reading: ClockReading | null, timed: boolean, table: TableView): void {
  const seen = useRef<number | null>(null);
  const level = reading?.level ?? null;
  useEffect(() => {
    if (reading && ringsAt(seen.current, reading, timed)) {
      levelAlarm();
      speak(spokenReading(reading, table), 'speakLevels');
    }
    seen.current = level;
  }, [level]);
}

/** The game whose levels the clock reads, with the players still in (F13: a chain no longer than the table). */
const levelGame = (table: TableView): LevelGame => ({ profile: table.config.profile, options: table.config.options, dealtIn: table.tournament!.field.playing });

/** T5: the colour that may leave the table now (on the break the clock calls it). */
const leavingNow = (table: TableView) => deskAt(table.tournament!, tableNow(table)).colourUp;

/** T21: "Break, 10 minutes. The white chips leave the table. Level 5: 200 and 400, ante 50". */
function spokenReading(reading: ClockReading, table: TableView): string {
  const level = spokenLevel(levelGame(table), reading.level + 1, reading.blinds);
  if (!reading.onBreak) return level;
  const minutes = table.config.schedule?.breaks?.minutes ?? 0;
  const leaving = leavingNow(table);
  const colour = leaving && chipColour(table.config.chipSet, leaving.removed);
  return [tt('speech.break', { minutes }), colour ? tt('speech.colourUp', { colour }) : null, level].filter(Boolean).join('. ');
}

/** T9: the break on now, or the time to the next one. */
function breakText(reading: ClockReading): string | null {
  // On a break the big digits count the break down (leftText).
  if (reading.onBreak) return tt('clock.break');
  return reading.toBreak !== null ? tt('clock.nextBreak', { time: clockDigits(reading.toBreak) }) : null;
}

/** The time left (mm:ss), the hands left, or "last level". */
function leftText(reading: ClockReading): string {
  const { left } = reading;
  if (reading.onBreak && reading.breakLeft > 0) return clockDigits(reading.breakLeft);
  if (left.kind === 'time') return clockDigits(left.ms);
  if (left.kind === 'hands') return left.hands === 1 ? t('clock.oneHandLeft') : t('clock.handsLeft', { count: left.hands });
  return t('clock.lastLevel');
}

function PauseButton({ table, reading, big }: { table: TableView; reading: ClockReading; big?: boolean }) {
  const { paused } = reading;
  const onClick = () => void tap('clock', { type: paused ? 'resumeClock' : 'pauseClock', at: tableNow(table) });
  return (
    <button
      type="button"
      class={big ? 'button primary' : 'button secondary clock-bar-pause'}
      disabled={taking.value !== null}
      aria-label={big ? undefined : paused ? t('clock.resumeLabel') : t('clock.pauseLabel')}
      onClick={onClick}
    >
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      {big && (paused ? t('clock.resumeLabel') : t('clock.pauseLabel'))}
    </button>
  );
}

function Rising({ table, reading }: { table: TableView; reading: ClockReading }) {
  return (
    <p class="clock-banner" role="status">
      {t('clock.rising', { number: reading.level + 1, level: levelText(levelGame(table), reading.blinds) })}
    </p>
  );
}

interface BigClockProps {
  readonly table: TableView;
  readonly reading: ClockReading;
  readonly timed: boolean;
  readonly onClose: () => void;
}

function BigClock({ table, reading, timed, onClose }: BigClockProps) {
  const players = table.tournament!.field;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const left = leftText(reading);
  // T7: hold'em's blinds large and its ante below; any other game's level in words, sized to its
  // longest word so that "Escuro 250/500/1.000/2.000" stays whole on a phone (clock.css).
  const game = levelGame(table);
  const [posts, ...more] = levelParts(game, reading.blinds);
  const blinds = configLevelTerms(game.profile, game.options).post === 'smallBlind';
  const longest = Math.max(10, ...posts.split(' ').map((word) => word.length));
  const onBreak = breakText(reading);
  const leaving = reading.onBreak ? leavingNow(table) : null;
  return (
    <div class={`clock-big${reading.paused ? ' paused' : ''}${reading.onBreak ? ' on-break' : ''}`} role="dialog" aria-modal="true" aria-labelledby="clock-big-level">
      <h2 id="clock-big-level" class="clock-big-level">
        {t('clock.level', { number: reading.level + 1 })}
      </h2>
      <p class={blinds ? 'clock-big-blinds' : 'clock-big-blinds words'} style={blinds ? undefined : { '--longest': longest }}>
        {posts}
      </p>
      {more.length > 0 && <p class="clock-big-ante">{more.join(' · ')}</p>}
      <p
        class={reading.left.kind === 'time' ? 'clock-big-time' : 'clock-big-time words'}
        aria-label={reading.left.kind === 'time' ? t('clock.timeLeft', { time: left }) : undefined}
      >
        {left}
      </p>
      {reading.paused && <p class="clock-big-paused">{t('clock.paused')}</p>}
      {onBreak && <p class="clock-big-break">{onBreak}</p>}
      {leaving && <p class="clock-big-colour-up">{colourUpText(table.config.chipSet, leaving.removed)}</p>}
      {reading.next && <p class="clock-big-next">{t('clock.next', { level: levelText(game, reading.next) })}</p>}
      {reading.rising && <Rising table={table} reading={reading} />}
      <ClockJump table={table} reading={reading} game={game} place="big" />
      <section class="clock-players" aria-labelledby="clock-players">
        <h3 id="clock-players" class="clock-players-count">
          {t('clock.players', { left: players.playing, total: players.total })}
        </h3>
        {players.waiting.length > 0 && <p class="clock-waiting">{tt('clock.waiting', { names: players.waiting.join(', ') })}</p>}
        {players.out.length > 0 && (
          <ol class="clock-out" aria-label={t('clock.out')}>
            {players.out.map((p) => (
              <li key={p.name}>
                <span class="clock-out-place">{t('table.place', { place: p.place })}</span> {p.name}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div class="actions">
        {timed && <PauseButton table={table} reading={reading} big />}
        <button
          type="button"
          role="switch"
          class="button secondary clock-speak"
          aria-checked={settings.speakLevels.value}
          onClick={() => setSetting('speakLevels', !settings.speakLevels.value)}
        >
          {tt('clock.speak')} {settings.speakLevels.value ? '✓' : ''}
        </button>
        <button ref={close} type="button" class="button secondary" onClick={onClose}>
          {t('clock.close')}
        </button>
      </div>
    </div>
  );
}

export function TournamentClock({ table }: { table: TableView }) {
  const now = useNow();
  const terms = clockTermsAt(table, now);
  const reading = table.session.over || !terms ? null : readClock(terms, now);
  const every = table.config.schedule?.every;
  const timed = every !== undefined && 'minutes' in every;
  useLevelAlarm(reading, timed, table);
  const [big, setBig] = useState(false);
  const open = useRef<HTMLButtonElement>(null);
  if (!reading) return null;
  const onClose = () => {
    setBig(false);
    open.current?.focus();
  };
  const left = leftText(reading);
  return (
    <section class={reading.paused ? 'clock-bar paused' : 'clock-bar'} aria-label={t('clock.title')}>
      <div class="clock-bar-row">
        <button ref={open} type="button" class="clock-bar-open" aria-haspopup="dialog" title={t('clock.open')} onClick={() => setBig(true)}>
          <span class="clock-bar-level">{t('clock.level', { number: reading.level + 1 })}</span>
          <span class="clock-bar-blinds">{levelText(levelGame(table), reading.blinds)}</span>
          <span class="clock-bar-time">{reading.paused ? `${t('clock.paused')} · ${left}` : left}</span>
          {breakText(reading) && <span class="clock-bar-break">{breakText(reading)}</span>}
        </button>
        {timed && <PauseButton table={table} reading={reading} />}
      </div>
      {reading.rising && <Rising table={table} reading={reading} />}
      {!big && <ClockJump table={table} reading={reading} game={levelGame(table)} place="bar" />}
      {big && <BigClock table={table} reading={reading} timed={timed} onClose={onClose} />}
    </section>
  );
}
