// P5, P6 for a screen listing transfers: each one's offer read from the book once the list is
// known, read again when the list changes (the chips counted at a cash-out move it).
import { useEffect, useState } from 'preact/hooks';
import { loadTransferOffers, type SettledNight } from '../../app/index.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import type { PayOffer, Transfer } from '../../engine/index.ts';
import type { TransferOfferProps } from './transfer-offer.tsx';

/** The QR and copy button, in their own chunk with the encoder. */
export const TransferOffer = lazyPart<TransferOfferProps>(() => import('./transfer-offer.tsx').then((m) => m.TransferOffer));

/** Each transfer's offer, in order (null: nothing beside it); none until the book is read. */
export function useOffers(night: SettledNight | null, names: readonly string[], transfers: readonly Transfer[]): readonly (PayOffer | null)[] {
  const [offers, setOffers] = useState<{ readonly key: string; readonly offers: readonly (PayOffer | null)[] } | null>(null);
  const key = night ? JSON.stringify([night, names, transfers]) : '';
  useEffect(() => {
    if (!night) return;
    let live = true;
    loadTransferOffers(night, names, transfers).then((found) => live && setOffers({ key, offers: found }), () => {});
    return () => {
      live = false;
    };
  }, [key]);
  return offers?.key === key ? offers.offers : [];
}
