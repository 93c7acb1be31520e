// T19 at the desk: someone nobody registered turns up while late entry is open. The table types
// his name (checked by the engine as the setup checks names, the problem said as it is typed) and
// seats him: a logged `walkIn`, undone like any move between hands. He takes a new seat after the
// last one, with the starting stack, and is dealt in from the next hand.
import { useState } from 'preact/hooks';
import { MAX_NAME_LENGTH, walkInNameRefusal, type SessionRefusal, type TableView } from '../../engine/index.ts';
import { typedName } from '../components/name-input.ts';
import { tap, taking } from '../components/tap.tsx';
import { moneyText } from '../components/money-text.ts';
import { count } from './chip-words.ts';
import { tt } from './messages.ts';
import { CaseShort } from './case-short.tsx';
import { ts } from '../setup/messages.ts';

/** A name the engine refuses, in the words the New game screen uses for it. */
function nameText(refusal: SessionRefusal, name: string): string | null {
  switch (refusal.code) {
    case 'NAME_EMPTY':
      return ts('setup.problem.emptyName');
    case 'NAME_TOO_LONG':
      return ts('setup.problem.nameTooLong', { max: MAX_NAME_LENGTH });
    case 'NAME_TAKEN':
      return ts('setup.problem.duplicateName', { name: name.trim() });
    default:
      return null;
  }
}

export function WalkIn({ table }: { table: TableView }) {
  const [name, setName] = useState('');
  const terms = table.config.tournament;
  const desk = table.tournament?.desk;
  const closed = desk?.walkInClosed ?? null;
  if (desk && closed?.code === 'TABLE_FULL') return <p class="muted">{tt('desk.tableFull', { max: desk.seats })}</p>;
  if (!terms || !desk || closed) return null;
  const players = table.config.players;
  const refused = walkInNameRefusal(closed, players.map((p) => p.name), name);
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
      <CaseShort table={table} chips={players[0].stack} />
      <button type="submit" class={`button secondary wide${mine ? ' taken' : ''}`} disabled={refused !== null || taking.value !== null} aria-busy={mine ? 'true' : undefined}>
        {tt('desk.walkInSit', { name: name.trim() || '…', price: moneyText(terms.buyIn, terms.currency), chips: stack })}
      </button>
    </form>
  );
}
