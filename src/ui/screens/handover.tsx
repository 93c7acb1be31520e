// The privacy cover between two seats' private moments: "Pass to Ana", and nothing of anyone's
// cards in the page behind it (it is rendered from public facts only: names, hand, pot). Ana taps
// to see her cards; any other seat still in can look at its own cards again from here.
import { useState } from 'preact/hooks';
import type { HandView, Seat, SessionState } from '../../engine/index.ts';
import { reveal } from '../../app/privacy.ts';
import { t } from '../i18n/index.ts';
import { chips } from '../components/chips.ts';
import { chipsInPlay } from '../components/pots.tsx';
import { TableBar } from '../components/table-bar.tsx';

interface SeatName {
  readonly seat: Seat;
  readonly name: string;
}

export interface HandoverProps {
  readonly state: SessionState;
  readonly seat: Seat;
  /** Public facts only: the names and the pot; never a view with cards in it. */
  readonly names: readonly SeatName[];
  readonly pot: number;
  /** Seats still holding cards, who may peek at their own. */
  readonly peekers: readonly Seat[];
}

/** The public facts a cover needs, taken from the table view. */
export function handoverFacts(view: HandView): Pick<HandoverProps, 'names' | 'pot' | 'peekers'> {
  return {
    names: view.seats.map((s) => ({ seat: s.seat, name: s.name })),
    pot: chipsInPlay(view).total,
    peekers: view.seats.filter((s) => s.inHand && !s.folded && s.cards.length > 0).map((s) => s.seat),
  };
}

export function Handover({ state, seat, names, pot, peekers }: HandoverProps) {
  const [choosing, setChoosing] = useState(false);
  const name = names[seat].name;
  if (choosing) {
    return (
      <main class="screen cover">
        <h1 class="cover-question" tabIndex={-1}>
          {t('table.peekWho')}
        </h1>
        <ul class="choices">
          {peekers.map((other) => (
            <li key={other}>
              <button type="button" class="choice" onClick={() => reveal(other, other === seat ? 'act' : 'peek')}>
                <span class="choice-name">{names[other].name}</span>
              </button>
            </li>
          ))}
        </ul>
        <div class="actions">
          <button type="button" class="button secondary" onClick={() => setChoosing(false)}>
            {t('table.cancel')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main class="screen cover">
      <TableBar state={state} />
      <p class="cover-meta">
        {t('table.pickPot')} {chips(pot)}
      </p>
      <div class="cover-middle">
        <h1 class="cover-title" tabIndex={-1}>
          {t('table.passTo', { name })}
        </h1>
        <p class="cover-hint">{t('table.passHint', { name })}</p>
      </div>
      <div class="actions">
        <button type="button" class="button primary huge" onClick={() => reveal(seat, 'act')}>
          {t('table.iAm', { name })}
        </button>
        {peekers.some((other) => other !== seat) && (
          <button type="button" class="button quiet" onClick={() => setChoosing(true)}>
            {t('table.peek')}
          </button>
        )}
      </div>
    </main>
  );
}
