// "Leave this table" on a guest phone, asked first: the seat stays in the game on the host (N5).
import { useState } from 'preact/hooks';
import { leave } from '../../app/index.ts';
import { back } from '../navigation.ts';
import { resultSeen } from './guest-state.ts';
import { tg } from './guest-messages.ts';

export function LeaveTable() {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" class="button quiet guest-leave" onClick={() => setAsking(true)}>
        {tg('table.leave')}
      </button>
    );
  return (
    <div class="confirm" role="alertdialog" aria-labelledby="leave-question">
      <p id="leave-question" class="confirm-question">
        {tg('table.leaveQuestion')}
      </p>
      <div class="action-row">
        <button type="button" class="button secondary" onClick={() => setAsking(false)}>
          {tg('table.stay')}
        </button>
        <button
          type="button"
          class="button primary compact"
          onClick={() => {
            leave();
            resultSeen.value = 0;
            back();
          }}
        >
          {tg('table.leaveYes')}
        </button>
      </div>
    </div>
  );
}
