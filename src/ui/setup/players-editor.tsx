import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { knownNames } from '../../app/index.ts';
import { isolated, type Problem } from '../../engine/index.ts';
import { typedName } from '../components/name-input.ts';
import { Snackbar } from '../components/snackbar.tsx';
import { t } from '../i18n/index.ts';
import { MAX_SEATS, addPlayer, movePlayer, removePlayer, renamePlayer, restorePlayer, seatNames, type PlayerEntry, type RemovedSeat } from './draft.ts';
import { problemText } from './problem-text.ts';
import { UNDO_MS } from './undo-delete.ts';
import './setup.css';
import { ts } from './messages.ts';

interface Props {
  readonly players: readonly PlayerEntry[];
  readonly problems: readonly Problem[];
  readonly dealerSeat: number | null;
}

/** The players' book's names, offered as each name is typed: the same name is the same player. */
const known = signal<readonly string[]>([]);

function askBook(): void {
  knownNames().then(
    (names) => (known.value = names),
    () => {}, // no storage: nothing to offer, the form works the same
  );
}

/**
 * The players in seat order: a name each (an empty field shows, and plays under, its seat's default
 * name), arrows to change seats, and a way to add and remove. The × removes at once and offers undo
 * for a few seconds, as the rest of the app does: removing the default seats a table does not need is
 * the common case, and a question before each would be a tap more every time.
 */
export function PlayersEditor({ players, problems, dealerSeat }: Props) {
  useEffect(askBook, []);
  const [removed, setRemoved] = useState<RemovedSeat | null>(null);
  const names = seatNames(players);
  const listProblems = problems.filter((p) => p.field.kind === 'players');
  const problemOf = (seat: number) => problems.find((p) => p.field.kind === 'player' && p.field.player === seat);
  return (
    <section class="setup-section" aria-labelledby="setup-players">
      <h2 class="section-title" id="setup-players">
        {ts('setup.players.title')}
      </h2>
      <p class="setup-hint">{ts('setup.players.hint')}</p>
      <ol class="plain-list seat-list">
        {players.map((player, seat) => {
          const problem = problemOf(seat);
          const name = names[seat];
          const inputId = `player-${player.id}`;
          const errorId = `${inputId}-problem`;
          return (
            <li key={player.id} class={`seat-row${problem ? ' has-problem' : ''}`}>
              <div class="seat-line">
                <span class="seat-number" aria-hidden="true">
                  {seat + 1}
                </span>
                <label class="visually-hidden" for={inputId}>
                  {ts('setup.players.nameLabel', { n: seat + 1 })}
                </label>
                <input
                  id={inputId}
                  class="text-input seat-name"
                  type="text"
                  value={player.name}
                  placeholder={name}
                  autoComplete="off"
                  list="known-players"
                  enterKeyHint="next"
                  aria-invalid={problem ? 'true' : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onInput={(event) => renamePlayer(player.id, typedName(event))}
                />
                {dealerSeat === seat ? (
                  <span class="dealer-chip" title={ts('setup.dealer.chosen')}>
                    D<span class="visually-hidden"> {ts('setup.dealer.chosen')}</span>
                  </span>
                ) : null}
                <div class="seat-buttons">
                  <button
                    type="button"
                    class="icon-button"
                    aria-label={ts('setup.players.moveUp', { name })}
                    disabled={seat === 0}
                    onClick={() => movePlayer(player.id, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    class="icon-button"
                    aria-label={ts('setup.players.moveDown', { name })}
                    disabled={seat === players.length - 1}
                    onClick={() => movePlayer(player.id, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    class="icon-button danger"
                    aria-label={ts('setup.players.remove', { name })}
                    disabled={players.length <= 1}
                    onClick={() => setRemoved(removePlayer(player.id))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </div>
              {problem ? (
                <p class="field-problem" id={errorId}>
                  {problemText(problem)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <datalist id="known-players">
        {known.value.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {removed ? (
        <Snackbar
          key={removed.player.id}
          inline
          dismissAfterMs={UNDO_MS}
          text={ts('setup.players.removed', { name: isolated(removed.name) })}
          undo={t('games.undo')}
          dismiss={t('games.dismiss')}
          busy={players.length >= MAX_SEATS}
          onUndo={() => {
            restorePlayer(removed);
            setRemoved(null);
          }}
          onDismiss={() => setRemoved(null)}
        />
      ) : null}
      {listProblems.map((problem) => (
        <p class="field-problem" key={problem.code}>
          {problemText(problem)}
        </p>
      ))}
      <button type="button" class="button secondary" disabled={players.length >= MAX_SEATS} onClick={addPlayer}>
        <span aria-hidden="true">+</span> {ts('setup.players.add')}
      </button>
    </section>
  );
}
