// T14–T16: a deal among the players left. ICM or chip-chop over the prizes still to be won, an
// amount kept for the winner if the table wants one; every player sees his share before anyone
// agrees, and the deal is recorded as one action (its amounts follow from the stacks).
import { useState } from 'preact/hooks';
import { dealAmounts, dealProblem, maxAside, minorDigits, prizesLeft, type DealMethod, type DealProblem, type TableView } from '../../engine/index.ts';
import { NumberInput } from '../setup/number-input.tsx';
import { ActionSheet } from './action-sheet.tsx';
import { moneyText } from '../components/money-text.ts';
import { count } from './chip-words.ts';
import { tt } from './messages.ts';

/** Why the deal cannot be made as it stands, in words. */
export function dealProblemText(problem: DealProblem, currency: string): string {
  switch (problem.code) {
    case 'tooFewPlayers':
      return tt('deal.problem.tooFewPlayers');
    case 'tooManyForIcm':
      return tt('deal.problem.tooManyForIcm', { max: problem.max });
    case 'badStack':
      return tt('deal.problem.badStack');
    case 'asideTooBig':
      return tt('deal.problem.asideTooBig', { amount: moneyText(problem.max, currency) });
  }
}

export function DealSheet({ table, onClose }: { table: TableView; onClose(): void }) {
  const currency = table.config.tournament!.currency;
  const unit = 10 ** minorDigits(currency);
  const [method, setMethod] = useState<DealMethod>('icm');
  const [aside, setAside] = useState(0);
  const { players, stacks, prizes } = table.tournament!.desk!.dealTerms;
  const asideCents = Math.round((Number.isFinite(aside) ? aside : -1) * unit);
  const problem = dealProblem(method, stacks, prizes, asideCents);
  const amounts = problem ? null : dealAmounts(method, stacks, prizes, asideCents);
  const left = prizesLeft(prizes, players.length).reduce((a, b) => a + b, 0);
  const methods: DealMethod[] = ['icm', 'chipChop'];
  // T15: the players left as a deal is read at the table, the biggest stack first (seat order on a tie).
  const byStack = players.map((_, i) => i).sort((a, b) => stacks[b] - stacks[a] || a - b);
  return (
    <ActionSheet
      id="deal-title"
      title={tt('deal.title', { count: players.length })}
      confirm={tt('deal.agree')}
      action={problem === null ? () => ({ type: 'prizeDeal', method, aside: asideCents }) : null}
      onClose={onClose}
    >
      <p class="muted">{tt('deal.prizesLeft', { amount: moneyText(left, currency) })}</p>
      <div class="segmented wide" role="group" aria-label={tt('deal.method')}>
        {methods.map((m) => (
          <button key={m} type="button" aria-pressed={method === m} onClick={() => setMethod(m)}>
            {tt(m === 'icm' ? 'deal.icm' : 'deal.chipChop')}
          </button>
        ))}
      </div>
      <p class="field-help">{tt(method === 'icm' ? 'deal.icmHelp' : 'deal.chopHelp')}</p>
      <div class="field">
        <label class="field-label" for="deal-aside">
          {tt('deal.aside')} <span class="muted">({tt('deal.asideMax', { amount: moneyText(maxAside(prizes, players.length), currency) })})</span>
        </label>
        <NumberInput id="deal-aside" value={aside} decimals onChange={setAside} />
      </div>
      {problem ? (
        <p class="field-problem" role="alert">
          {dealProblemText(problem, currency)}
        </p>
      ) : (
        <ul class="plain-list deal-lines" aria-live="polite">
          {byStack.map((i) => (
            <li key={players[i]}>
              <span>
                {table.config.players[players[i]].name} · {count(stacks[i])}
              </span>
              <strong>{moneyText(amounts![i], currency)}</strong>
            </li>
          ))}
        </ul>
      )}
      {asideCents > 0 && !problem && <p class="muted">{tt('deal.playOn', { amount: moneyText(asideCents, currency) })}</p>}
    </ActionSheet>
  );
}
