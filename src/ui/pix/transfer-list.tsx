// Who pays whom as every settlement lists it (a cash game's end, a tournament's, a night in the
// book): a line per transfer and, beside it, what P5 and P6 offer for paying it — the
// receiver's Pix code or his note; or, where a code would be offered but the receiver keeps no
// key, that said, with his key to add on the spot.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { SettledNight } from '../../app/index.ts';
import { pixPayable, type Transfer } from '../../engine/index.ts';
import { moneyText } from '../components/money-text.ts';
import { MissingKey } from './missing-key.tsx';
import { TransferOffer, useOffers, type Offers } from './use-offers.ts';

interface TransferListProps {
  /** The night the transfers settle; null while they are not settled yet (nothing offered). */
  readonly night: SettledNight | null;
  readonly currency: string;
  readonly names: readonly string[];
  readonly transfers: readonly Transfer[];
  /** The transfer's own line ("Bia paga R$ 8,00 a Ana"). */
  readonly line: (transfer: Transfer) => ComponentChildren;
  readonly listClass: string;
  readonly itemClass?: string;
  /** The offers, when the screen has read them already (for its shared text too); else read here. */
  readonly read?: Offers;
}

export function TransferList({ night, currency, names, transfers, line, listClass, itemClass, read: given }: TransferListProps) {
  const own = useOffers(given ? null : night, names, transfers);
  const { offers, reread } = given ?? own;
  // One key form open at a time: the transfer it was opened under.
  const [adding, setAdding] = useState<number | null>(null);
  return (
    <ul class={listClass} aria-live="polite">
      {transfers.map((transfer, i) => {
        const offer = offers[i];
        const payee = names[transfer.to];
        return (
          <li key={`${transfer.from}-${transfer.to}`} class={itemClass}>
            <span class="transfer-line">{line(transfer)}</span>
            {offer ? (
              <TransferOffer offer={offer} payee={payee} amount={moneyText(transfer.cents, currency)} />
            ) : night && offer === null && pixPayable(currency, transfer.cents) ? (
              <MissingKey night={night} seat={transfer.to} name={payee} open={adding === i} onOpen={() => setAdding(i)} onSaved={reread} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
