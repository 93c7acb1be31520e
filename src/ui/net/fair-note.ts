// N8, N10 on a guest phone, worded: what this phone knows of the shared shuffle of the hand on
// screen — the phones asked with it, those the host named left out or slow, and its own check —
// as the lines fair-line.tsx shows, a failed check marked to be shown as a problem.
import type { FairCheck, Guest } from '../../app/index.ts';
import { tg } from './guest-messages.ts';
import { namedPhones } from './phones.ts';

type Note = NonNullable<Guest['fair']>;

export interface FairLineText {
  readonly text: string;
  /** A check that failed: the host is named, plainly, not in a quiet line. */
  readonly problem: boolean;
}

function checkText(check: FairCheck, note: Note): string {
  if (check.ok) return tg('fair.ok');
  switch (check.problem) {
    case 'left':
      // Named as the host named them before any committed; a phone it never named, by its id.
      return tg('fair.missing', { names: check.left.map((phone) => note.asked.find((a) => a.phone === phone)?.name ?? phone).join(', ') });
    case 'dropped':
      return tg('fair.dropped');
    case 'asked':
      return tg('fair.asked');
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

/** The lines for `note`, in order: who was asked, who was named, then the check (none before there is one). */
export function fairNoteLines(note: Note): FairLineText[] {
  const quiet = (text: string): FairLineText => ({ text, problem: false });
  const asked = note.asked.length > 0 ? [quiet(tg('fair.with', { names: note.asked.map((a) => a.name).join(', ') }))] : [];
  const { check } = note;
  const checked = check ? [{ text: checkText(check, note), problem: !check.ok && check.problem !== 'view' }] : [];
  return [...asked, ...namedPhones(note).map(quiet), ...checked];
}
