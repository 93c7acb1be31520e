// T19 at the desk: someone nobody registered turns up while late entry is open. The table types
// his name (checked by the engine as the setup checks names, the problem said as it is typed) and
// seats him: a logged `walkIn`, undone like any move between hands. He takes a new seat after the
// last one, with the starting stack, and is dealt in from the next hand.
import { useState } from 'preact/hooks';
import { MAX_NAME_LENGTH } from '../../engine/names.ts';
import type { SessionRefusal, SessionState } from '../../engine/session.ts';
import { walkInClosed, walkInRefusal } from '../../engine/tournament/play.ts';
import { playerRange } from '../../engine/setup.ts';
import { typedName } from '../components/name-input.ts';
import { tap, taking } from '../components/tap.tsx';
import { t } from '../i18n/index.ts';
import { moneyText } from '../components/money-text.ts';
import { count } from './chip-words.ts';
import { tt } from './messages.ts';
import { CaseShort } from './case-short.tsx';

/** A name the engine refuses, in the words the New game screen uses for it. */
function nameText(refusal: SessionRefusal, name: string): string | null {
  switch (refusal.code) {
    case 'NAME_EMPTY':
      return t('setup.problem.emptyName');
    case 'NAME_TOO_LONG':
      return t('setup.problem.nameTooLong', { max: MAX_NAME_LENGTH });
    case 'NAME_TAKEN':
      return t('setup.problem.duplicateName', { name: name.trim() });
    default:
      return null;
  }
}

export function WalkIn({ state }: { state: SessionState }) {
  const [name, setName] = useState('');
  const terms = state.config.tournament;
  const closed = walkInClosed(state);
  if (closed?.code === 'TABLE_FULL') return <p class="muted">{tt('desk.tableFull', { max: playerRange[state.config.profile].max })}</p>;
  if (!terms || closed) return null;
  const players = state.config.players;
  const refused = walkInRefusal(state, name);
  const problem = name.trim() !== '' && refused ? nameText(refused, name) : null;
  const stack = count(players[0].stack);
  const seat = async (event: Event) => {
    event.preventDefault();
    if (refused) return;
    if ((await tap('walkIn', { type: 'walkIn', name: name.trim() })) === 'done') setName('');
  };
  const mine = taking.value === 'walkIn';
  return (
    <form class="desk-group walk-in" onSubmit={(event) => void seat(event)}>
      <label class="field-label" for="walk-in-name">
        {tt('desk.walkIn')}
      </label>
      <input
        id="walk-in-name"
        class="text-input"
        type="text"
        value={name}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? 'walk-in-problem' : 'walk-in-seat'}
        onInput={(event) => setName(typedName(event))}
      />
      {problem ? (
        <p class="field-problem" id="walk-in-problem" role="alert">
          {problem}
        </p>
      ) : (
        <p class="muted" id="walk-in-seat">
          {tt('desk.walkInSeat', { last: players[players.length - 1].name, first: players[0].name, chips: stack })}
        </p>
      )}
      <CaseShort state={state} chips={players[0].stack} />
      <button type="submit" class={`button secondary wide${mine ? ' taken' : ''}`} disabled={refused !== null || taking.value !== null} aria-busy={mine ? 'true' : undefined}>
        {tt('desk.walkInSit', { name: name.trim() || '…', price: moneyText(terms.buyIn, terms.currency), chips: stack })}
      </button>
    </form>
  );
}
