// Undo in the chip ledger: the last action, named ("Undo: Ana bet 50"), and again back to the
// start of the hand; a mis-entered amount is fixed by taking the bet back and entering it again.
// Everything undone in this hand stays listed, so the table sees what was corrected. When the app
// deals, the same bar takes back only a move made between hands (G12: a rebuy, a walk-in…).
import type { Action, HandView, PublicEvent, SessionAction, TableView } from '../../engine/index.ts';
import { line } from '../components/hand-log.tsx';
import { signal } from '@preact/signals';
import { ActionButton, tap } from '../components/tap.tsx';
import { formatMoney, language } from '../i18n/index.ts';
import { tl } from './messages.ts';
import { tt } from '../tournament/messages.ts';
import { th } from '../holdem/messages.ts';
import './ledger.css';

/** An entered action in the public record's terms (the ledger has no hidden card to keep back). */
function asEvent(action: Action): PublicEvent {
  switch (action.type) {
    case 'draw':
      return { type: 'draw', seat: action.seat, count: typeof action.discard === 'number' ? action.discard : action.discard.length, discard: null };
    case 'show':
      return { type: 'show', seat: action.seat, cards: action.cards ?? [] };
    case 'deal':
      return { type: 'deal', to: action.to, count: action.cards.length, cards: action.cards };
    case 'shuffle':
      return { type: 'shuffle' };
    case 'reshuffle':
      return { type: 'reshuffle', count: action.order.length };
    default:
      return action;
  }
}

/** Any logged action in words; `index`: its place in the hand's record (the undo target is always the last), absent for one undone. */
export function actionText(view: HandView, action: SessionAction, index?: number): string {
  switch (action.type) {
    case 'buyIn':
      return tl('money.buyInOf', { name: view.seats[action.player]?.name ?? '?' });
    case 'buyInPrice':
      return tl('money.priceSaid', { price: formatMoney(action.price, action.currency, language.value) });
    case 'startHand':
      return tl('ledger.log.startHand');
    case 'undo':
      return tl('ledger.undo');
    case 'pauseClock':
      return tl('ledger.log.pauseClock');
    case 'resumeClock':
      return tl('ledger.log.resumeClock');
    case 'setLevel':
      return tl('ledger.log.setLevel', { number: action.level + 1 });
    case 'addOn':
      return tt('log.addOn', { name: view.seats[action.player]?.name ?? '?' });
    case 'lateEntry':
      return tt('log.lateEntry', { name: view.seats[action.player]?.name ?? '?' });
    case 'walkIn':
      return tt('log.walkIn', { name: action.name });
    case 'colourUp':
      return tt('log.colourUp');
    case 'prizeDeal':
      return tt('log.deal');
    case 'bombPot':
      return th(action.on ? 'log.bombPot' : 'log.bombPotOff');
    case 'nameGame':
      return tl('ledger.log.nameGame', { name: view.seats[action.seat]?.name ?? '?' });
  }
  const event = asEvent(action);
  if (event.type === 'deal' && event.to !== 'board') {
    return tl('ledger.openCardTitle', { name: view.seats[event.to].name });
  }
  return line(view, event, index) ?? tl('ledger.log.dealt');
}

/** A correction under way: whose bet was taken back, until the next entry. */
const fixing = signal<{ readonly name: string; readonly logLength: number } | null>(null);

export function UndoBar({ table }: { table: TableView }) {
  const view = table.hand;
  if (!view) return null;
  const { target: last, fix: fixSeat, undone, logged } = table.ledger.undo;
  const fix = fixing.value?.logLength === logged ? fixing.value : null;
  return (
    <section class="undo-bar" aria-label={tl('ledger.undo')}>
      {last ? (
        <div class="action-row">
          <ActionButton control="undo" look="secondary" action={{ type: 'undo' }}>
            <span aria-hidden="true">↶ </span>
            {tl('ledger.undoWhat', { what: actionText(view, last, view.record.length - 1) })}
          </ActionButton>
          {fixSeat !== null && (
            <ActionButton control="fix" look="secondary" onTap={() => {
              fixing.value = { name: view.seats[fixSeat].name, logLength: logged + 1 };
              void tap('fix', { type: 'undo' });
            }}>
              {tl('ledger.fix')}
            </ActionButton>
          )}
        </div>
      ) : (
        <p class="muted small">{tl('ledger.nothingToUndo')}</p>
      )}
      {fix && (
        <p class="fix-hint" role="status">
          {tl('ledger.fixHint', { name: fix.name })}
        </p>
      )}
      {undone.length > 0 && (
        <details class="undone">
          <summary>
            {tl('ledger.undone')} ({undone.length})
          </summary>
          <ul>
            {undone.map((action, i) => (
              <li key={i}>
                <s>{actionText(view, action)}</s>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
