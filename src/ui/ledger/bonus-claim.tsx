// B9 in the chip ledger, one tap: "Ana mostrou quadra" (H14: "Ana mostrou 7-2"). The table saw the
// hand shown and says so instead of typing the cards; the engine pays the bonus (the 7-2 bounty
// only if that hand wins a pot) when the hand ends, exactly as for typed cards, and the claims
// already made stay listed until then.
import type { BonusKind, LegalAction, TableView } from '../../engine/index.ts';
import { chips } from '../components/chips.ts';
import { ActionButton } from '../components/tap.tsx';
import { tl } from './messages.ts';
import './ledger.css';

const CLAIM_TEXT = {
  quads: 'bonus.quads',
  'straight-flush': 'bonus.straightFlush',
  royal: 'bonus.royal',
  'seven-two': 'bonus.sevenTwo',
} as const satisfies Record<BonusKind, string>;

const claimText = (kind: BonusKind, name: string) => tl(CLAIM_TEXT[kind], { name });

export function BonusClaim({ table }: { table: TableView }) {
  const view = table.hand;
  const bonus = table.ledger.hand?.bonus;
  if (!view || !bonus) return null;
  const offer = view.legal?.actions.find((a): a is Extract<LegalAction, { type: 'claimBonus' }> => a.type === 'claimBonus');
  const { claims, worth } = bonus;
  if (!offer && claims.length === 0) return null;
  // H14: hold'em's one claim is the 7-2, paid only if that hand wins a pot.
  const bounty = worth['seven-two'];
  const title = bounty === undefined ? tl('bonus.title') : tl('bonus.title72');
  return (
    <section class="action-panel bonus-claim" aria-label={title}>
      <p class="panel-title">{title}</p>
      {claims.map((c) => (
        <p key={c.seat} class="deal-prompt" role="status">
          {tl(c.kind === 'seven-two' ? 'bonus.claimed72' : 'bonus.claimed', { what: claimText(c.kind, view.seats[c.seat].name), amount: chips(c.chips) })}
        </p>
      ))}
      {offer && (
        <>
          <p class="muted small">
            {bounty === undefined
              ? tl('bonus.hint', { quads: chips(worth.quads ?? 0), straightFlush: chips(worth['straight-flush'] ?? 0), royal: chips(worth.royal ?? 0) })
              : tl('bonus.hint72', { amount: chips(bounty) })}
          </p>
          {offer.seats.map((seat) => (
            <div key={seat} class="picks secondary-picks" role="group" aria-label={view.seats[seat].name}>
              {offer.kinds.map((kind) => (
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
