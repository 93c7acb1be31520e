// What is in the middle: every chip put in this hand (antes, blinds, the escuro, bets, chips left
// by earlier deals) as one total, how much of it still stands in front of the seats, and the main
// and side pots once there are several, as the table names them (the view's facts, G7). The total is the engine's (potPart).
// Amounts are in the view's game (the replayer shows games other than the open one).
import { handFacts, type HandView, type PotPart } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from './table-messages.ts';
import { chips } from './chips.ts';

export function potName(index: number, count: number): string {
  if (count === 1) return t('table.pickPot');
  return index === 0 ? t('table.mainPot') : t('table.sidePot', { number: index });
}

/** `pot`: the engine's total of the hand (potPart), the figure every other screen shows too. */
export function Pots({ view, pot }: { view: HandView; pot: PotPart }) {
  const { total, inFront } = pot;
  const shown = handFacts(view).tablePots;
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
