// P5 where it cannot offer a code: a transfer in reais to a player who keeps no Pix key in the
// book. The settlement says so under the transfer, and takes his key right there (the form of his
// page in the book, saved to his entry through the app's front door); the code then shows.
import { useState } from 'preact/hooks';
import { transferPayee, type PlayerRecord, type SettledNight } from '../../app/index.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import { tpay } from './messages.ts';
import './pix.css';

// The form and the key's reading, in their own chunk: most nights never open it.
const PayForm = lazyPart<{ record: PlayerRecord; onSaved: () => Promise<void> }>(() => import('./pay-form.tsx').then((m) => m.PayForm));

interface MissingKeyProps {
  readonly night: SettledNight;
  /** The receiver's seat and name. */
  readonly seat: number;
  readonly name: string;
  /** This transfer's form is the one open (one at a time: the form's fields have fixed ids). */
  readonly open: boolean;
  readonly onOpen: () => void;
  /** The book changed: the offers are read again. */
  readonly onSaved: () => void;
}

export function MissingKey({ night, seat, name, open, onOpen, onSaved }: MissingKeyProps) {
  const [payee, setPayee] = useState<PlayerRecord | 'failed' | null>(null);
  const add = async () => {
    onOpen();
    setPayee((await transferPayee(night, seat, name)) ?? 'failed');
  };
  return (
    <div class="pay-missing">
      <p class="muted">{tpay('pay.noKey', { name })}</p>
      {open && payee && payee !== 'failed' ? (
        <PayForm record={payee} onSaved={async () => onSaved()} />
      ) : (
        <button type="button" class="button secondary" onClick={() => void add()}>
          {tpay('pay.addKey', { name })}
        </button>
      )}
      {open && payee === 'failed' ? (
        <p class="field-problem" role="alert">
          {tpay('pay.bookUnread')}
        </p>
      ) : null}
    </div>
  );
}
