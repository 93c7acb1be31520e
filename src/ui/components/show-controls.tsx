// At the showdown, a seat that may give up a beaten hand chooses: show it, or muck it (H7).
import type { LegalAction, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ActionButton } from './tap.tsx';

export function ShowControls({ seat, actions }: { seat: Seat; actions: readonly LegalAction[] }) {
  const canShow = actions.some((a) => a.type === 'show' && !a.cardsRequired);
  const canMuck = actions.some((a) => a.type === 'muck');
  return (
    <div class="show-controls">
      <p class="panel-title">{t('table.showTitle')}</p>
      <div class="action-row">
        {canMuck && (
          <ActionButton control="muck" look="secondary" action={{ type: 'muck', seat }}>
            {t('table.muck')}
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
