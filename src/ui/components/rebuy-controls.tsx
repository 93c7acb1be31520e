// B5: before the deal a seat decides whether to buy the escuro again (at the price the engine
// names) or to decline.
import type { LegalAction, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips } from './chips.ts';
import { ActionButton } from './tap.tsx';

type Rebuy = Extract<LegalAction, { type: 'rebuy' }>;

export function RebuyControls({ seat, rebuy }: { seat: Seat; rebuy: Rebuy }) {
  return (
    <div class="show-controls">
      <p class="panel-title">{t('table.rebuyTitle')}</p>
      <div class="action-row">
        <ActionButton control="decline" look="secondary" action={{ type: 'rebuy', seat, accept: false }}>
          {t('table.rebuyDecline')}
        </ActionButton>
        <ActionButton control="rebuy" action={{ type: 'rebuy', seat, accept: true }}>
          {t('table.rebuy', { amount: chips(rebuy.amount) })}
        </ActionButton>
      </div>
    </div>
  );
}
