// The host's table while a seat's turn is on that seat's own phone (N1, N5): the table as
// everyone may see it, and who is playing. While the phone is away: since when, the countdown to
// the check or fold the table chose (N5), and a way to play the turn on this phone after all,
// behind the privacy cover as for any seat without a phone.
import '../screens/turn.css';
import type { PhoneStatus } from '../../app/index.ts';
import type { HandView, Seat, TableView } from '../../engine/index.ts';
import { useNow } from '../clock/now.ts';
import { SaveStatus } from '../components/save-status.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { TableSide } from '../screens/table-turn.tsx';
import { thost } from './host-messages.ts';
import { clockTime, countdownText } from './phones.ts';

/**
 * N5: what the table does about an away seat's turn, and when, as the host's own timer says it
 * (`standInAt`): only a bet is checked or folded for him; a draw or a show is his own choice with
 * his own cards, and waits.
 */
function AwayNote({ phone, name }: { phone: PhoneStatus; name: string }) {
  const now = useNow();
  const left = phone.standInAt === null ? null : phone.standInAt - now;
  return (
    <>
      {phone.awaySince !== null && <p class="muted">{thost('remote.awaySince', { time: clockTime(phone.awaySince) })}</p>}
      <p class="lead" role="status">
        {left === null ? thost('remote.waits', { name }) : left > 0 ? thost('remote.actForIn', { name, time: countdownText(left) }) : thost('remote.actingFor', { name })}
      </p>
    </>
  );
}

/** `table`: the table's view (no closed card); `phone`: the phone holding `seat`, whose turn it is. */
export function RemoteTurn({ table, view, seat, phone, onPlayHere }: { table: TableView; view: HandView; seat: Seat; phone: PhoneStatus; onPlayHere: () => void }) {
  const name = view.seats[seat].name;
  const away = phone.state === 'away';
  return (
    <main class="screen turn remote-turn">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {away ? thost('remote.away', { name }) : thost('remote.title', { name })}
      </h1>
      <TableSide table={table} view={view} />
      <div class="hand-side">
        <SaveStatus />
        {away ? (
          <>
            <AwayNote phone={phone} name={name} />
            <button type="button" class="button primary" onClick={onPlayHere}>
              {thost('remote.playHere', { name })}
            </button>
          </>
        ) : (
          <p class="muted">{thost('remote.hint', { name })}</p>
        )}
      </div>
    </main>
  );
}
