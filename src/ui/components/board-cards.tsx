// Community cards, with empty places for those still to come so nothing jumps when they land.
import { boardSize, getProfile, type Card, type HandView } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { PlayingCard } from './playing-card.tsx';

/** The board (`cards`: another run's, H13; the first run's by default), its places still to come empty. */
export function Board({ view, cards = view.board, label = t('table.board') }: { view: HandView; cards?: readonly Card[]; label?: string }) {
  const size = boardSize(getProfile(view.profile));
  if (size === 0) return null;
  return (
    <div class="board card-row" role="group" aria-label={label}>
      {Array.from({ length: size }, (_, i) =>
        i < cards.length ? <PlayingCard key={i} card={cards[i]} /> : <span key={i} class="card card-normal card-slot" aria-hidden="true" />,
      )}
    </div>
  );
}
