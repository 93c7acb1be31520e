/**
 * The pot and its quick picks (G7, T4): one owner for the pot a screen shows and for the bet
 * sizes the controls offer, so a "Pot" pick is the pot on the screen, chips carried from earlier
 * deals included (G7: they are in the main pot). Built from a hand view, it knows no more than
 * its viewer may: a seat's picks only in his own view (his range can tell of his cards, F5).
 */
import { betSize, betStep, type BetRange } from '../tournament/chips.ts';
import type { HandView } from '../hand-view.ts';
import type { Seat } from '../types.ts';

/** A quick pick: what it is (the screen's words), and the amount the bet or raise is made to. */
interface BetPick {
  readonly kind: 'min' | 'halfPot' | 'pot' | 'allIn' | 'max';
  readonly to: number;
}

/** How the acting seat may size a bet or raise (T4: every size one the chips on the table make). */
export interface BetSizing {
  readonly seat: Seat;
  readonly type: 'bet' | 'raise';
  /** The engine's range and the seat's all-in; `betSize(wanted, range, chips)` snaps any amount into it. */
  readonly range: BetRange;
  /** The values of the chips still on the table (T4, T5); none without a chip set. */
  readonly chips: readonly number[];
  /** The least and the most size offered, as the chips make them. */
  readonly least: number;
  readonly most: number;
  /** The slider's step: the chips' common unit. */
  readonly step: number;
  /** Smallest first: the minimum, ½ pot and pot where they fall between, then the all-in (or the structure's maximum). */
  readonly picks: readonly BetPick[];
}

export interface PotPart {
  /** Every chip in play this hand: gathered in (carried chips included) and the bets still in front of the seats. */
  readonly total: number;
  readonly inFront: number;
  /** The viewer's bet sizes when his view offers a bet or raise; null otherwise. */
  readonly sizing: BetSizing | null;
}

const POT_FRACTIONS = [
  ['halfPot', 0.5],
  ['pot', 1],
] as const;

function sizingOf(hand: HandView, total: number, chips: readonly number[]): BetSizing | null {
  const legal = hand.legal;
  const sized = legal?.actions.find((a) => a.type === 'bet' || a.type === 'raise');
  if (!legal || legal.seat === null || !sized || (sized.type !== 'bet' && sized.type !== 'raise')) return null;
  const seat = legal.seat;
  const me = hand.seats[seat];
  const range: BetRange = { min: sized.min, max: sized.max, allIn: me.stack + me.bet };
  const size = (wanted: number) => betSize(wanted, range, chips);
  const least = size(sized.min);
  const most = size(sized.max);
  // A pot-sized raise: call first, then raise by the pot as it stands after the call.
  const currentBet = Math.max(...hand.seats.map((s) => s.bet));
  const toCall = currentBet - me.bet;
  const picks: BetPick[] = [{ kind: 'min', to: least }];
  const potSized = (fraction: number) => currentBet + Math.floor((total + toCall) * fraction);
  for (const [kind, fraction] of POT_FRACTIONS) {
    const to = size(potSized(fraction));
    if (to > least && to < most && !picks.some((pick) => pick.to === to)) picks.push({ kind, to });
  }
  // M6: under pot limit the most is the pot itself (when the structure's maximum is not cut below it), and the button says so.
  const isPot = potSized(1) <= sized.max && size(potSized(1)) === most;
  if (most > least) picks.push({ kind: most === range.allIn ? 'allIn' : isPot ? 'pot' : 'max', to: most });
  return { seat, type: sized.type, range, chips, least, most, step: betStep(chips), picks };
}

/** The pot of `hand` as its viewer sees it, and his quick picks; `chips`: the values on the table (T4). No hand: no pot. */
export function potPart(hand: HandView | null, chips: readonly number[] = []): PotPart {
  if (!hand) return { total: 0, inFront: 0, sizing: null };
  const inFront = hand.seats.reduce((sum, s) => sum + s.bet, 0);
  const total = hand.pot + inFront;
  return { total, inFront, sizing: sizingOf(hand, total, chips) };
}
