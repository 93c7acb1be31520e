// What is in the middle: every chip put in this hand (antes, blinds, the escuro, bets, chips left
// by earlier deals) as one total, how much of it still stands in front of the seats, and the main
// and side pots once there are several. The total is the engine's (potPart); the engine's pots are untouched.
// Amounts are in the view's game (the replayer shows games other than the open one).
import type { HandView, Pot, PotPart } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from './table-messages.ts';
import { chips } from './chips.ts';

export function potName(index: number, count: number): string {
  if (count === 1) return t('table.pickPot');
  return index === 0 ? t('table.mainPot') : t('table.sidePot', { number: index });
}

/**
 * The pots as the table talks about them: a "pot" only one seat can win is the part of his bet
 * nobody has matched yet, so it is counted with the pot below it rather than named a side pot.
 */
function tablePots(pots: readonly Pot[]): Pot[] {
  const merged: Pot[] = [];
  for (const pot of pots) {
    const below = merged[merged.length - 1];
    if (below && pot.eligible.length < 2) merged[merged.length - 1] = { ...below, amount: below.amount + pot.amount };
    else if (pot.amount > 0) merged.push(pot);
  }
  return merged;
}

/** `pot`: the engine's total of the hand (potPart), the figure every other screen shows too. */
export function Pots({ view, pot }: { view: HandView; pot: PotPart }) {
  const { total, inFront } = pot;
  const shown = tablePots(view.pots);
  return (
    <div class="pots" role="group" aria-label={t('table.pots')}>
      <p class="pot pot-total">
        <span class="pot-name">{t('table.pickPot')}</span>
        <span class="pot-amount">{chips(total, view.profile)}</span>
      </p>
      {inFront > 0 && inFront < total && <p class="pot-front">{ttable('pot.inFront', { amount: chips(inFront, view.profile) })}</p>}
      {shown.length > 1 && (
        <ul class="side-pots">
          {shown.map((pot, i) => (
            <li key={i} class="pot">
              <span class="pot-name">{potName(i, shown.length)}</span>
              <span class="pot-amount">{chips(pot.amount, view.profile)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
