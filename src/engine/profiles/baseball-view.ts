/**
 * What a Baseball table shows at a glance (S1, S5, S7), read from a view (so from what the viewer
 * may see, G11): each seat's open cards with the wild ones marked, its open hand named in the
 * user's language ("Par de reis"), and who is high this round and why — the best open hand, an
 * equal open hand nearer the dealer's left, or the chip-ledger table's word.
 *
 *   const table = baseballTable(view(state, seat), 'pt-BR');
 *   table.high        // { seat: 2, by: 'hand', hand: { name: 'Par de reis', … } }
 *   table.seats[2]    // { open: [Kd, 9h], wild: [false, false, false, true], hand: … }
 */
import { rankOf, type Card } from '../cards.ts';
import { describeHand, type HandDescription } from '../evaluate/describe.ts';
import type { Language } from '../evaluate/names.ts';
import { rankingRules } from '../evaluate/rules.ts';
import type { Seat } from '../types.ts';
import type { HandView } from '../hand-view.ts';
import { highOpenHand, openCards } from './baseball-high.ts';

interface OpenSeatView {
  readonly seat: Seat;
  /** The open cards, in the order dealt (extras for 4s included); empty while unknown or none. */
  readonly open: readonly Card[];
  /** Parallel to the view's `cards` of this seat: the card is a wild 3 or 9 the viewer can see. */
  readonly wild: readonly boolean[];
  /** The open hand (S5) described, or null (no open card, an unknown one, or folded). */
  readonly hand: HandDescription | null;
}

interface HighView {
  readonly seat: Seat;
  /** 'hand': the best open hand; 'position': equal best open hands, the nearest the dealer's left; 'table': named by the chip-ledger table. */
  readonly by: 'hand' | 'position' | 'table';
  /** The open hand that makes him high (null when the table named him without telling the cards). */
  readonly hand: HandDescription | null;
}

export interface BaseballTable {
  readonly seats: readonly OpenSeatView[];
  /** Who starts (or started) the betting round on these open cards; null while the table has not said. */
  readonly high: HighView | null;
}

const live = (s: HandView['seats'][number]) => s.inHand && !s.folded;

export function baseballTable(view: HandView, lang: Language): BaseballTable {
  const rules = rankingRules('baseball', { players: Math.max(2, view.seats.filter((s) => s.inHand).length) });
  const wildRanks = new Set(rules.wildRanks);
  const seats = view.seats.map((s): OpenSeatView => {
    const open = openCards(s);
    return {
      seat: s.seat,
      open: open ?? [],
      wild: s.cards.map((c) => c !== null && wildRanks.has(rankOf(c))),
      hand: open && open.length > 0 && live(s) ? describeHand(open, rules, lang) : null,
    };
  });
  const high = highOpenHand(
    view.seats.map((s) => ({ cards: s.cards, up: s.up, live: live(s) })),
    view.dealer,
    1,
    rules,
  );
  if (high) return { seats, high: { seat: high.seat, by: high.tie ? 'position' : 'hand', hand: seats[high.seat].hand } };
  return { seats, high: namedLead(view) };
}

/** The chip-ledger table's word on who starts this round: a `lead` after the last cards were told. */
function namedLead(view: HandView): HighView | null {
  for (let i = view.record.length - 1; i >= 0; i--) {
    const event = view.record[i];
    if (event.type === 'deal') return null;
    if (event.type === 'lead') return { seat: event.seat, by: 'table', hand: null };
  }
  return null;
}
