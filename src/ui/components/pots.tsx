// The pots as they stand (bets of the round included): one line, or the main pot and each side pot.
import type { Pot } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips } from './chips.ts';

export function potName(index: number, count: number): string {
  if (count === 1) return t('table.pickPot');
  return index === 0 ? t('table.mainPot') : t('table.sidePot', { number: index });
}

export function Pots({ pots }: { pots: readonly Pot[] }) {
  const shown = pots.filter((pot) => pot.amount > 0);
  return (
    <ul class="pots" aria-label={t('table.pots')}>
      {(shown.length ? shown : [{ amount: 0, eligible: [] }]).map((pot, i) => (
        <li key={i} class={i === 0 ? 'pot pot-main' : 'pot'}>
          <span class="pot-name">{potName(i, Math.max(shown.length, 1))}</span>
          <span class="pot-amount">{chips(pot.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
