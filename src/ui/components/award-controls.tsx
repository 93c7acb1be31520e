// Chip-ledger showdown (G12): the cards are real, so the table names who won the pot in play.
import { useState } from 'preact/hooks';
import type { HandView, LegalAction, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips } from './chips.ts';
import { potName } from './pots.tsx';
import { ActionButton } from './tap.tsx';

type Award = Extract<LegalAction, { type: 'award' }>;

export function AwardControls({ view, award }: { view: HandView; award: Award }) {
  const [winners, setWinners] = useState<readonly Seat[]>([]);
  const toggle = (seat: Seat) => setWinners((now) => (now.includes(seat) ? now.filter((s) => s !== seat) : [...now, seat]));
  const pot = view.pots[award.pot];
  return (
    <div class="award">
      <p class="panel-title">
        {potName(award.pot, view.pots.length)} · {chips(pot?.amount ?? 0)}
      </p>
      <div class="picks" role="group" aria-label={t('table.winner')}>
        {award.eligible.map((seat) => (
          <button key={seat} type="button" class="pick" aria-pressed={winners.includes(seat)} onClick={() => toggle(seat)}>
            {view.seats[seat].name}
          </button>
        ))}
      </div>
      <ActionButton control="award" wide action={winners.length ? { type: 'award', pot: award.pot, winners } : undefined}>
        {t('table.log.award', { names: winners.map((seat) => view.seats[seat].name).join(', ') || '…' })}
      </ActionButton>
    </div>
  );
}
