// N8, N10 on a guest phone: under the table, for the hand on screen, the phones the host left out
// of its shuffle, and what this phone's own check of the deal found — a quiet line when it holds,
// the host named when it does not.
import './fair-line.css';
import type { FairCheck, Guest } from '../../app/index.ts';
import { tg } from './guest-messages.ts';
import { leftPhoneText } from './phones.ts';

function checkText(check: FairCheck): string {
  if (check.ok) return tg('fair.ok');
  switch (check.problem) {
    case 'commitment':
      return tg('fair.changed');
    case 'again':
      return tg('fair.again');
    case 'view':
      return tg('fair.unseen');
    default:
      return tg('fair.mismatch');
  }
}

export function FairLine({ now }: { now: Guest }) {
  const fair = now.fair;
  const shown = fair !== null && now.view?.session.handNumber === fair.hand ? fair : null;
  const check = shown?.check ?? null;
  const caught = check !== null && !check.ok && check.problem !== 'view';
  return (
    <div class="fair-line" role="status">
      {shown?.left.map((phone) => (
        <p key={phone.phone} class="muted small">
          {leftPhoneText(phone)}
        </p>
      ))}
      {check && <p class={caught ? 'notice notice-problem' : 'muted small'}>{checkText(check)}</p>}
    </div>
  );
}
