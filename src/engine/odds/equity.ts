/**
 * Each live hand's chance to win and to tie for each pot (RULES.md O1–O7), from a situation
 * (situation.ts): exact for hold'em over every board, for Omaha over every board and for Baseball
 * over every deal while there are few enough (M8, O4); otherwise a Monte Carlo sample whose seed is
 * the situation itself, with its error. Pure and synchronous: the app runs it in a worker (src/ui/odds/).
 */
import { boardOdds } from './board.ts';
import { omahaOdds } from './omaha.ts';
import type { Odds, OddsSituation, PotOdds } from './situation.ts';
import { studOdds } from './stud.ts';

/** O4: the Monte Carlo sample, and the most deals counted one by one instead. */
export const SAMPLE_DEALS = 100_000;
const EXACT_DEALS = 250_000;
/** M8: an Omaha board is sixty fives a hand, so fewer boards are counted, one by one or sampled. */
const OMAHA_BOARDS = 20_000;

/** 95% half-width of the least certain chance among the figures shown (each a proportion of `deals`). */
function error(pots: readonly PotOdds[], deals: number): number {
  let widest = 0;
  for (const pot of pots) for (const p of [...pot.win, ...pot.tie]) widest = Math.max(widest, 1.96 * Math.sqrt((p * (1 - p)) / deals));
  return widest;
}

export function equity(situation: OddsSituation): Odds {
  if (situation.game === 'board' && situation.rules.hole === 0) {
    const tally = boardOdds(situation);
    return { pots: tally.odds(situation), exact: true, deals: tally.total, error: 0 };
  }
  const { tally, exact, deals } =
    situation.game === 'board' ? omahaOdds(situation, OMAHA_BOARDS, OMAHA_BOARDS) : studOdds(situation, SAMPLE_DEALS, EXACT_DEALS);
  const pots = tally.odds(situation);
  return { pots, exact, deals, error: exact ? 0 : error(pots, deals) };
}
