// The board of a chip-ledger hand: the cards lie on the real table and the app never knows them,
// so no empty card places waiting to be filled, only how many are out there.
import type { HandState } from '../../engine/index.ts';
import { boardDealt } from './deal-prompt.ts';
import { tl } from './messages.ts';

export function LedgerBoard({ hand }: { hand: HandState }) {
  const count = boardDealt(hand);
  return count > 0 ? <p class="muted ledger-board">{tl('ledger.board', { count })}</p> : null;
}
