// P5, P6 for a screen listing transfers: each one's offer read from the book once the list is
// known, read again when the list changes (the chips counted at a cash-out move it) or the book
// does (a key added from the settlement).
import { useEffect, useState } from 'preact/hooks';
import { loadTransferOffers, type SettledNight } from '../../app/index.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import type { PayOffer, Transfer } from '../../engine/index.ts';
import type { TransferOfferProps } from './transfer-offer.tsx';

/** The QR and copy button, in their own chunk with the encoder. */
export const TransferOffer = lazyPart<TransferOfferProps>(() => import('./transfer-offer.tsx').then((m) => m.TransferOffer));

/** Each transfer's offer, in order (null: nothing beside it; none until the book is read), and a way to read them again. */
export interface Offers {
  readonly offers: readonly (PayOffer | null)[];
  /** After the book changed (a key added from the settlement: missing-key.tsx). */
  readonly reread: () => void;
}

export function useOffers(night: SettledNight | null, names: readonly string[], transfers: readonly Transfer[]): Offers {
  const [offers, setOffers] = useState<{ readonly key: string; readonly offers: readonly (PayOffer | null)[] } | null>(null);
  const [reads, setReads] = useState(0);
  const key = night ? JSON.stringify([night, names, transfers]) : '';
  useEffect(() => {
    if (!night) return;
    let live = true;
    loadTransferOffers(night, names, transfers).then((found) => live && setOffers({ key, offers: found }), () => {});
    return () => {
      live = false;
    };
  }, [key, reads]);
  return { offers: offers?.key === key ? offers.offers : [], reread: () => setReads((n) => n + 1) };
}
