// The acting seat's controls, from `legalActions` only: betting, the show-or-muck choice, the
// escuro re-buy (B5), and any profile's own decisions (profile-extras.tsx). The draw is chosen on the cards themselves
// (draw-picker.tsx), so it is not here.
import type { LegalAction, Seat, TableView } from '../../engine/index.ts';
import { BetControls } from './bet-controls.tsx';
import { extraActions, profileExtras } from './profile-extras.tsx';
import { RebuyControls } from './rebuy-controls.tsx';
import { ShowControls } from './show-controls.tsx';

/** `table`: the view of whoever holds the phone (the seat's own, or the table's in the chip ledger). */
export function ActionPanel({ table, seat }: { table: TableView; seat: Seat }) {
  const view = table.hand;
  const legal = view?.legal;
  if (!view || !legal || table.turn.acting !== seat) return null;
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
      {betting && <BetControls key={`b${decision}`} view={view} seat={seat} actions={legal.actions} sizing={table.pot.sizing} />}
      {showing && <ShowControls key={`s${decision}`} view={view} seat={seat} actions={legal.actions} />}
      {rebuy && <RebuyControls key={`r${decision}`} seat={seat} rebuy={rebuy} />}
    </section>
  );
}
