// The draw: the seat's own cards as toggles; tapped ones are marked "exchange" (lifted, crossed
// and labelled, not only coloured), the button says how many, and nothing is sent until it is tapped.
import { useState } from 'preact/hooks';
import type { Card, LegalAction, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { PlayingCard } from './playing-card.tsx';
import { ActionButton } from './tap.tsx';

type DrawLegal = Extract<LegalAction, { type: 'draw' }>;

function drawLabel(count: number): string {
  if (count === 0) return t('table.drawNone');
  return count === 1 ? t('table.drawOne') : t('table.drawMany', { count });
}

export function DrawPicker({ seat, cards, legal }: { seat: Seat; cards: readonly Card[]; legal: DrawLegal }) {
  const [chosen, setChosen] = useState<readonly Card[]>([]);
  const toggle = (card: Card) =>
    setChosen((now) => (now.includes(card) ? now.filter((c) => c !== card) : now.length < legal.max ? [...now, card] : now));
  return (
    <div class="draw">
      <p class="draw-hint">{t('table.drawHint', { max: legal.max })}</p>
      <div class="card-row draw-cards" role="group" aria-label={t('table.yourCards')}>
        {cards.map((card) => {
          const on = chosen.includes(card);
          return (
            <button
              key={card}
              type="button"
              class={on ? 'draw-card chosen' : 'draw-card'}
              aria-pressed={on}
              onClick={() => toggle(card)}
            >
              <PlayingCard card={card} size="large" />
              <span class="draw-mark" aria-hidden="true">
                {on ? t('table.discard') : ''}
              </span>
            </button>
          );
        })}
      </div>
      <ActionButton control="draw" wide action={chosen.length >= legal.min ? { type: 'draw', seat, discard: chosen } : undefined}>
        {drawLabel(chosen.length)}
      </ActionButton>
    </div>
  );
}
