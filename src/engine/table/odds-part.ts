/**
 * The odds and the run-out as the table watches them (O7, O8, H13): what the screens of an all-in
 * show beside the view of the hand. Built from the table's view of the hand (odds/moments.ts) and
 * the viewer's, so it holds no card the viewer may not see.
 */
import type { Card } from '../cards.ts';
import { evaluate } from '../evaluate/evaluate.ts';
import { evaluateOpen } from '../evaluate/open.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import { runoutBoard, runoutMoments, type OddsMoment } from '../odds/moments.ts';
import type { HandState, Seat } from '../types.ts';
import type { HandView } from '../hand-view.ts';

export interface OddsPart {
  /** O7: a finished hand's chances after each betting round from the moment betting closed; empty when it had no such moment. */
  readonly runout: readonly OddsMoment[];
  /** H7, O8: at an all-in, the board cards that were out when betting closed (what the chip-ledger table types first); null when no board card was to come. */
  readonly atClose: number | null;
  /**
   * H13: while a later run of the board is dealt, for each run already out (the first first), the
   * seats in the main pot whose hand is best on it, ties together; only hands the viewer sees count.
   */
  readonly runLeaders: readonly (readonly Seat[])[];
}

const valueOf = (cards: readonly Card[], rules: RankingRules) => (cards.length >= 5 ? evaluate(cards, rules) : evaluateOpen(cards, rules)).value;

function leaders(view: HandView, board: readonly Card[], rules: RankingRules): Seat[] {
  const eligible = view.pots[0]?.eligible ?? [];
  const live = view.seats.filter((s) => eligible.includes(s.seat) && s.cards.every((c) => c !== null));
  const values = live.map((s) => valueOf([...(s.cards as Card[]), ...board], rules));
  const best = Math.max(...values);
  return live.filter((_, i) => values[i] === best).map((s) => s.seat);
}

/** The odds part of `hand`, `view` being the viewer's view of it and `rules` its ranking. */
export function oddsPart(hand: HandState, view: HandView, rules: RankingRules): OddsPart {
  return {
    runout: hand.result ? runoutMoments(hand) : [],
    atClose: runoutBoard(hand),
    runLeaders: (view.runout?.boards ?? []).slice(0, -1).map((board) => leaders(view, board, rules)),
  };
}
