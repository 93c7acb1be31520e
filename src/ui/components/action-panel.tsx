// The acting seat's controls, from `legalActions` only: betting, the show-or-muck choice, the
// escuro re-buy (B5), and any profile's own decisions (profile-extras.tsx). The draw is chosen on the cards themselves
// (draw-picker.tsx), so it is not here.
import type { HandView, LegalAction, Seat } from '../../engine/index.ts';
import { BetControls } from './bet-controls.tsx';
import { extraActions, profileExtras } from './profile-extras.tsx';
import { RebuyControls } from './rebuy-controls.tsx';
import { ShowControls } from './show-controls.tsx';

/** `chips`: the values of the chip set still on the table (T4: bet sizes it makes); none without one. */
export function ActionPanel({ view, seat, chips }: { view: HandView; seat: Seat; chips?: readonly number[] }) {
  const legal = view.legal;
  if (!legal || legal.seat !== seat) return null;
  const extras = extraActions(legal.actions);
  const Extra = profileExtras[view.profile];
  const betting = legal.actions.some((a) => a.type === 'fold' || a.type === 'check' || a.type === 'call' || a.type === 'bet' || a.type === 'raise');
  const showing = view.pending.kind === 'show';
  const rebuy = legal.actions.find((a): a is Extract<LegalAction, { type: 'rebuy' }> => a.type === 'rebuy');
  // A new decision (the record grew) starts from fresh controls: no amount or confirmation carried over.
  const decision = view.record.length;
  return (
    <section class="action-panel">
      {Extra && extras.length > 0 && <Extra key={`x${decision}`} view={view} seat={seat} actions={extras} />}
      {betting && <BetControls key={`b${decision}`} view={view} seat={seat} actions={legal.actions} chips={chips} />}
      {showing && <ShowControls key={`s${decision}`} view={view} seat={seat} actions={legal.actions} />}
      {rebuy && <RebuyControls key={`r${decision}`} seat={seat} rebuy={rebuy} />}
    </section>
  );
}
