// B9 in the chip ledger, one tap: "Ana mostrou quadra". The table saw the hand shown and says so
// instead of typing five cards; the engine pays the bonus when the hand ends, exactly as for
// typed cards, and the claims already made stay listed until then.
import type { BonusKind, LegalAction, TableView } from '../../engine/index.ts';
import { chips } from '../components/chips.ts';
import { ActionButton } from '../components/tap.tsx';
import { tl } from './messages.ts';
import './ledger.css';

const KINDS: readonly BonusKind[] = ['quads', 'straight-flush', 'royal'];

const claimText = (kind: BonusKind, name: string) =>
  kind === 'quads' ? tl('bonus.quads', { name }) : kind === 'royal' ? tl('bonus.royal', { name }) : tl('bonus.straightFlush', { name });

export function BonusClaim({ table }: { table: TableView }) {
  const view = table.hand;
  const bonus = table.ledger.hand?.bonus;
  if (!view || !bonus) return null;
  const offer = view.legal?.actions.find((a): a is Extract<LegalAction, { type: 'claimBonus' }> => a.type === 'claimBonus');
  const { claims, worth } = bonus;
  if (!offer && claims.length === 0) return null;
  return (
    <section class="action-panel bonus-claim" aria-label={tl('bonus.title')}>
      <p class="panel-title">{tl('bonus.title')}</p>
      {claims.map((c) => (
        <p key={c.seat} class="deal-prompt" role="status">
          {tl('bonus.claimed', { what: claimText(c.kind, view.seats[c.seat].name), amount: chips(c.chips) })}
        </p>
      ))}
      {offer && (
        <>
          <p class="muted small">
            {tl('bonus.hint', { quads: chips(worth.quads), straightFlush: chips(worth['straight-flush']), royal: chips(worth.royal) })}
          </p>
          {offer.seats.map((seat) => (
            <div key={seat} class="picks secondary-picks" role="group" aria-label={view.seats[seat].name}>
              {KINDS.map((kind) => (
                <ActionButton key={kind} control={`bonus-${kind}-${seat}`} look="secondary" action={{ type: 'claimBonus', seat, kind }}>
                  {claimText(kind, view.seats[seat].name)}
                </ActionButton>
              ))}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
