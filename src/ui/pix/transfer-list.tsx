// Who pays whom as every settlement lists it (a cash game's end, a tournament's, a night in the
// book): a line per transfer and, beside it, what P5 and P6 offer for paying it — the
// receiver's Pix code or his note.
import type { ComponentChildren } from 'preact';
import type { SettledNight } from '../../app/index.ts';
import type { PayOffer, Transfer } from '../../engine/index.ts';
import { moneyText } from '../components/money-text.ts';
import { TransferOffer, useOffers } from './use-offers.ts';

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
  readonly offers?: readonly (PayOffer | null)[];
}

export function TransferList({ night, currency, names, transfers, line, listClass, itemClass, offers: given }: TransferListProps) {
  const read = useOffers(given ? null : night, names, transfers);
  const offers = given ?? read;
  return (
    <ul class={listClass} aria-live="polite">
      {transfers.map((transfer, i) => {
        const offer = offers[i];
        return (
          <li key={`${transfer.from}-${transfer.to}`} class={itemClass}>
            {line(transfer)}
            {offer ? <TransferOffer offer={offer} payee={names[transfer.to]} amount={moneyText(transfer.cents, currency)} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
