// The pots as they stand (bets of the round included): one line, or the main pot and each side pot.
import type { Pot } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips } from './chips.ts';

export function potName(index: number, count: number): string {
  if (count === 1) return t('table.pickPot');
  return index === 0 ? t('table.mainPot') : t('table.sidePot', { number: index });
}

/**
 * The pots as the table talks about them: a "pot" only one seat can win is the part of his bet
 * nobody has matched yet, so it is counted with the pot below it rather than named a side pot.
 */
export function tablePots(pots: readonly Pot[]): Pot[] {
  const merged: Pot[] = [];
  for (const pot of pots) {
    const below = merged[merged.length - 1];
    if (below && pot.eligible.length < 2) merged[merged.length - 1] = { ...below, amount: below.amount + pot.amount };
    else if (pot.amount > 0) merged.push(pot);
  }
  return merged;
}

/** `profile`: the game whose chips (or units) they are; the open game's by default. */
export function Pots({ pots, profile }: { pots: readonly Pot[]; profile?: string }) {
  const shown = tablePots(pots);
  return (
    <ul class="pots" aria-label={t('table.pots')}>
      {(shown.length ? shown : [{ amount: 0, eligible: [] }]).map((pot, i) => (
        <li key={i} class={i === 0 ? 'pot pot-main' : 'pot'}>
          <span class="pot-name">{potName(i, Math.max(shown.length, 1))}</span>
          <span class="pot-amount">{chips(pot.amount, profile)}</span>
        </li>
      ))}
    </ul>
  );
}
