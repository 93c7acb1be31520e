// N1: a phone asked for a seat that is in the hand and played on this phone; its closed cards go
// to that phone only with the host's yes. Asked on the table (the table bar) and in the phones panel.
import { answerSeat, hosting } from '../../app/index.ts';
import { thost } from './host-messages.ts';

export function SeatAsks({ names }: { names: readonly string[] }) {
  const asking = hosting.value?.phones.filter((phone) => phone.asks !== null) ?? [];
  return (
    <>
      {asking.map((phone) => (
        <div key={phone.phone} class="confirm seat-asks" role="alertdialog" aria-labelledby={`asks-${phone.phone}`}>
          <p id={`asks-${phone.phone}`} class="confirm-question">
            {thost('asks.question', { device: phone.device, name: names[phone.asks!] ?? '' })}
          </p>
          <div class="action-row">
            <button type="button" class="button secondary" onClick={() => void answerSeat(phone.phone, false)}>
              {thost('asks.no')}
            </button>
            <button type="button" class="button primary compact" onClick={() => void answerSeat(phone.phone, true)}>
              {thost('asks.yes')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}
