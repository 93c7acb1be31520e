import type { FirstDealer, Problem } from '../../engine/index.ts';
import { seatNames, setDealer, type PlayerEntry } from './draft.ts';
import { problemText } from './problem-text.ts';
import { ts, type SetupPlainKey } from './messages.ts';

interface Props {
  readonly dealer: FirstDealer;
  readonly players: readonly PlayerEntry[];
  readonly problems: readonly Problem[];
}

const kinds: readonly { kind: FirstDealer['kind']; label: SetupPlainKey; help: SetupPlainKey }[] = [
  { kind: 'random', label: 'setup.dealer.random', help: 'setup.dealer.randomHelp' },
  { kind: 'highCard', label: 'setup.dealer.highCard', help: 'setup.dealer.highCardHelp' },
  { kind: 'seat', label: 'setup.dealer.seat', help: 'setup.dealer.seatHelp' },
];

/** Who deals first: drawn at random, by the highest card (F3), or named by the table. */
export function DealerPicker({ dealer, players, problems }: Props) {
  const problem = problems.find((p) => p.field.kind === 'dealer');
  const current = kinds.find((k) => k.kind === dealer.kind) ?? kinds[0];
  const pick = (kind: FirstDealer['kind']) => setDealer(kind === 'seat' ? { kind, seat: 0 } : { kind });
  return (
    <section class="setup-section" aria-labelledby="setup-dealer">
      <h2 class="section-title" id="setup-dealer">
        {ts('setup.dealer.title')}
      </h2>
      <div class="segmented wide" role="group" aria-label={ts('setup.dealer.title')}>
        {kinds.map(({ kind, label }) => (
          <button key={kind} type="button" aria-pressed={dealer.kind === kind} onClick={() => pick(kind)}>
            {ts(label)}
          </button>
        ))}
      </div>
      <p class="setup-hint">{ts(current.help)}</p>
      {dealer.kind === 'seat' ? (
        <label class="field">
          <span class="field-label">{ts('setup.dealer.who')}</span>
          <select
            class="text-input"
            value={String(dealer.seat)}
            onChange={(event) => setDealer({ kind: 'seat', seat: Number(event.currentTarget.value) })}
          >
            {seatNames(players).map((name, seat) => (
              <option key={players[seat].id} value={String(seat)}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {problem ? <p class="field-problem">{problemText(problem)}</p> : null}
    </section>
  );
}
