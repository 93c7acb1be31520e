// N8, N10 on a guest phone: under the table, for the hand on screen, the phones the host asked
// with this one, those it left out of its shuffle or named slow, and what this phone's own check
// of the deal found — a quiet line when it holds, a plain "not checked" when it does not.
import './fair-line.css';
import type { Guest } from '../../app/index.ts';
import { fairNoteLines } from './fair-note.ts';

export function FairLine({ now }: { now: Guest }) {
  const fair = now.fair;
  const shown = fair !== null && now.view?.session.handNumber === fair.hand ? fair : null;
  return (
    <div class="fair-line" role="status">
      {shown &&
        fairNoteLines(shown).map(({ text, problem }) => (
          <p key={text} class={problem ? 'notice notice-problem' : 'muted small'}>
            {text}
          </p>
        ))}
    </div>
  );
}
