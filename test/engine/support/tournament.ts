// Tournament hands in tests (unit and browser): chip-ledger hands of any game where one player
// bets all he may (a shove, where there is no limit) and another calls and takes the pot, or where everyone folds to the big blind (checks
// round, where nobody must bet). Nobody buys the escuro again (B5), exchanges a card or fails
// to show his openers (F12).
import { legalActions, type Action, type SessionState } from '../../../src/engine/index.ts';
import type { TournamentTerms } from '../../../src/engine/tournament/play.ts';
import { DEFAULT_PAYOUTS } from '../../../src/engine/tournament/payouts.ts';
import { run } from './session.ts';

/** A night's terms: R$ 50 in, a rebuy until level 2 and the add-on at it, late entry until level 2. */
export const NIGHT_TERMS: TournamentTerms = {
  currency: 'BRL',
  buyIn: 5000,
  rebuy: { price: 5000, chips: 1500, untilLevel: 2 },
  addOn: { price: 3000, chips: 2000, atLevel: 2 },
  lateEntryUntil: 2,
  payouts: DEFAULT_PAYOUTS,
  roundTo: 100,
};

/** The night's chip case: 25s, 100s and 500s. */
export const NIGHT_CHIPS = [
  { colour: 'white', value: 25, count: 100 },
  { colour: 'red', value: 100, count: 100 },
  { colour: 'green', value: 500, count: 50 },
] as const;

/**
 * A chip-ledger hand (finishing the one in play, else dealing one at `at`): `loser` shoves,
 * `winner` calls and takes every pot he is in, everyone else folds (checks where it is free).
 * With -1 for both, everyone folds to the big blind.
 */
export function shove(session: SessionState, loser: number, winner: number, at?: number): SessionState {
  if (!session.hand || session.hand.pending.kind === 'complete') session = run(session, { type: 'startHand', ...(at === undefined ? {} : { at }) });
  for (let steps = 0; session.hand!.pending.kind !== 'complete'; steps++) {
    if (steps > 200) throw new Error('hand did not end');
    const legal = legalActions(session.hand!);
    const award = legal.actions.find((a) => a.type === 'award');
    if (award && award.type === 'award') {
      session = run(session, { type: 'award', pot: award.pot, winners: award.eligible.includes(winner) ? [winner] : [award.eligible[0]] });
      continue;
    }
    const seat = legal.seat!;
    const has = (type: string) => legal.actions.find((a) => a.type === type);
    const between: Action | null = has('rebuy')
      ? { type: 'rebuy', seat, accept: false }
      : has('draw')
        ? { type: 'draw', seat, discard: 0 }
        : has('openers')
          ? { type: 'openers', seat, shown: true }
          : has('show')
            ? { type: has('muck') && seat !== winner ? 'muck' : 'show', seat }
            : null;
    if (between) {
      session = run(session, between);
      continue;
    }
    const raise = has('raise') ?? has('bet');
    if (seat === loser && raise && 'max' in raise) session = run(session, { type: raise.type as 'raise', seat, to: raise.max as number });
    else if ((seat === loser || seat === winner) && has('call')) session = run(session, { type: 'call', seat });
    else if (has('check')) session = run(session, { type: 'check', seat });
    else session = run(session, { type: 'fold', seat });
  }
  return session;
}

/** A hand where everyone folds to the big blind. */
export const quiet = (session: SessionState, at?: number) => shove(session, -1, -1, at);
