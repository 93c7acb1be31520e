// P5, P6 beside one transfer: the receiver's Pix code as a QR code to scan, a button that copies
// the same code (Pix Copia e Cola) and the code itself to select by hand; or his note for paying
// him another way. In its own chunk with the QR encoder, so the screens that list transfers stay small.
import { useState } from 'preact/hooks';
import { isolated, type PayOffer } from '../../engine/index.ts';
import { IsolatedText } from '../components/isolated-text.tsx';
import { QrCode } from '../components/qr-code.tsx';
import { tpay } from './messages.ts';
import './pix.css';

export interface TransferOfferProps {
  readonly offer: PayOffer;
  /** The receiver's name and the amount, as the transfer's line says them. */
  readonly payee: string;
  readonly amount: string;
}

export function TransferOffer({ offer, payee, amount }: TransferOfferProps) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  if (offer.kind === 'note') {
    return (
      <p class="pay-note">
        <IsolatedText text={tpay('pay.noteLine', { note: isolated(offer.note) })} />
      </p>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.code);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div class="pay-pix">
      <QrCode text={offer.code} label={tpay('pay.qr', { amount, name: payee })} size={240} />
      <button type="button" class="button secondary pay-copy" onClick={() => void copy()}>
        {tpay('pay.copy')}
        <span class="visually-hidden">
          {' '}
          ({payee}, {amount})
        </span>
      </button>
      {copied ? (
        <p class={copied === 'ok' ? 'games-notice' : 'field-problem'} role="status">
          {tpay(copied === 'ok' ? 'pay.copied' : 'pay.copyByHand')}
        </p>
      ) : null}
      <details class="pay-code" open={copied === 'failed'}>
        <summary>{tpay('pay.code')}</summary>
        <code class="pay-code-text">{offer.code}</code>
      </details>
    </div>
  );
}
