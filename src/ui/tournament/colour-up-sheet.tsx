// T5, T6: the colour-up at the break. What changes for what, who has odd chips, how many chips
// are raced for; the app deals the race (or the table taps who won its own), shows the cards and
// the stacks after, and records the colour-up once the table says it is done.
import { useState } from 'preact/hooks';
import { afterRace, cryptoSource, dealRace, deck, raceProblem, shuffle, type Card, type ChipRace, type Seat, type TableView } from '../../engine/index.ts';
import { cardText } from '../components/playing-card.tsx';
import { ActionSheet } from './action-sheet.tsx';
import { chipColour, count } from './chip-words.ts';
import { tt } from './messages.ts';
import { tableNow } from '../../app/index.ts';

export function ColourUpSheet({ table, race, onClose }: { table: TableView; race: ChipRace; onClose(): void }) {
  const { stillIn, valuesInPlay: values } = table.tournament!.desk!;
  const [drawn, setDrawn] = useState<{ readonly cards: readonly (readonly Card[])[] } | null>(null);
  const [winners, setWinners] = useState<readonly Seat[]>([]);
  const names = table.config.players.map((p) => p.name);
  const colourOf = (value: number) => chipColour(table.config.chipSet, value) ?? count(value);
  const racing = race.odd.flatMap((odd, p) => (odd > 0 ? [p] : []));
  const draw = () => {
    const result = dealRace(race, shuffle(deck(), cryptoSource()));
    setDrawn({ cards: result.cards });
    setWinners(result.winners);
  };
  const toggle = (player: Seat) => {
    if (race.prizes === 0) return;
    setDrawn(null);
    setWinners(winners.includes(player) ? winners.filter((p) => p !== player) : [...winners, player].slice(-race.prizes));
  };
  const ready = raceProblem(race, winners) === null;
  const after = ready ? afterRace(table.session.stacks, race, winners) : null;
  const per = race.chip / race.removed;
  return (
    <ActionSheet
      id="race-title"
      title={tt('race.title', { colour: colourOf(race.removed), value: count(race.removed) })}
      confirm={tt('race.confirm')}
      action={ready ? () => ({ type: 'colourUp', winners: [...winners].sort((a, b) => a - b), at: tableNow(table) }) : null}
      onClose={onClose}
    >
      {Number.isInteger(per) && <p>{tt('race.change', { per, colour: colourOf(race.removed), next: colourOf(race.chip), nextValue: count(race.chip) })}</p>}
      {racing.length === 0 ? (
        <p class="lead">{tt('race.noOdd')}</p>
      ) : (
        <>
          <p class="muted">{tt('race.odd', { next: colourOf(race.chip) })}</p>
          <p class="lead">{race.prizes === 1 ? tt('race.prizesOne', { value: count(race.chip) }) : tt('race.prizes', { count: race.prizes, value: count(race.chip) })}</p>
          <ul class="plain-list race-list">
            {racing.map((p) => (
              <li key={p} class={winners.includes(p) ? 'race-winner' : undefined}>
                <button type="button" class="race-pick" aria-pressed={winners.includes(p)} onClick={() => toggle(p)}>
                  <span>{race.oddChips[p] === 1 ? tt('race.oddOfOne', { name: names[p] }) : tt('race.oddOf', { name: names[p], count: race.oddChips[p] })}</span>
                  {drawn && <span class="race-cards">{drawn.cards[p].map(cardText).join(' ')}</span>}
                  {winners.includes(p) && <strong>{tt('race.wins', { name: names[p] })}</strong>}
                </button>
              </li>
            ))}
          </ul>
          <p class="muted">{tt('race.chooseWinners', { count: race.prizes })}</p>
          <button type="button" class="button secondary" onClick={draw}>
            {drawn ? tt('race.redraw') : tt('race.draw')}
          </button>
          {race.saved.map((p) => (
            <p key={p} class="muted">
              {tt('race.saved', { name: names[p], value: count(race.chip) })}
            </p>
          ))}
        </>
      )}
      {after && (
        <section aria-labelledby="race-after">
          <h3 class="planner-title" id="race-after">
            {tt('race.newStacks')}
          </h3>
          <ul class="plain-list race-after">
            {after.map((stack, p) =>
              stillIn.includes(p) ? (
                <li key={p}>
                  {tt('desk.stillIn', { name: names[p], chips: count(stack) })}
                </li>
              ) : null,
            )}
          </ul>
          <p class="muted">{values.slice(1).map((value) => `${colourOf(value)} ${count(value)}`).join(' · ')}</p>
        </section>
      )}
    </ActionSheet>
  );
}
