// T4 at the chip-ledger cash-out: a player's chips counted by colour, added up by the app (no
// sums at the table), checked against what the ledger says he holds, and taken as his count.
import { useState } from 'preact/hooks';
import { byValue, countedValue, type ChipDenomination } from '../../engine/index.ts';
import { NumberInput } from '../setup/number-input.tsx';
import { SWATCH, colourName, count } from './chip-words.ts';
import { tt } from './messages.ts';
import './tournament.css';

interface Props {
  readonly name: string;
  readonly chips: readonly ChipDenomination[];
  /** What the ledger says he holds. */
  readonly expected: number;
  onTotal(total: number): void;
}

export function ChipCounter({ name, chips, expected, onTotal }: Props) {
  const [open, setOpen] = useState(false);
  const colours = byValue({ name, chips });
  const [counts, setCounts] = useState<number[]>(() => colours.map(() => 0));
  const whole = counts.map((n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0));
  const total = countedValue(colours, whole);
  if (!open) {
    return (
      <button type="button" class="button quiet" onClick={() => setOpen(true)}>
        {tt('count.title')}
      </button>
    );
  }
  return (
    <div class="chip-counter" role="group" aria-label={tt('count.who', { name })}>
      <ul class="plain-list chip-counts">
        {colours.map((chip, i) => (
          <li key={chip.colour} class="chip-count">
            <span class="swatch" style={{ background: SWATCH[chip.colour] }} aria-hidden="true" />
            <label for={`count-${name}-${i}`}>
              {colourName(chip.colour)} ({count(chip.value)})
            </label>
            <NumberInput id={`count-${name}-${i}`} value={counts[i]} onChange={(n) => setCounts(counts.map((c, j) => (j === i ? n : c)))} />
          </li>
        ))}
      </ul>
      <p class="lead" aria-live="polite">
        {tt('count.total', { total: count(total) })} ·{' '}
        {total === expected ? tt('count.matches', { chips: count(expected) }) : tt('count.differs', { chips: count(expected), diff: count(Math.abs(total - expected)) })}
      </p>
      <button type="button" class="button secondary" onClick={() => onTotal(total)}>
        {tt('count.use')}
      </button>
    </div>
  );
}
