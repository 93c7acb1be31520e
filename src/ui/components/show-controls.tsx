// At the showdown, a seat that may give up a beaten hand chooses: show it, or muck it (H7). The
// last player in, offered the show only for a bonus hand or a 7-2 (G9, B9, H14), is asked that instead.
import type { HandView, LegalAction, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ActionButton } from './tap.tsx';

export function ShowControls({ view, seat, actions }: { view: HandView; seat: Seat; actions: readonly LegalAction[] }) {
  const canShow = actions.some((a) => a.type === 'show' && !a.cardsRequired);
  const canMuck = actions.some((a) => a.type === 'muck');
  const alone = view.seats.filter((s) => s.inHand && !s.folded).length === 1;
  return (
    <div class="show-controls">
      <p class="panel-title">{t(!alone ? 'table.showTitle' : view.bounty ? 'table.showBountyTitle' : 'table.showBonusTitle')}</p>
      <div class="action-row">
        {canMuck && (
          <ActionButton control="muck" look="secondary" action={{ type: 'muck', seat }}>
            {t(alone ? 'table.takeUnshown' : 'table.muck')}
          </ActionButton>
        )}
        {canShow && (
          <ActionButton control="show" action={{ type: 'show', seat }}>
            {t('table.show')}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
