/**
 * N5: the host acts for a seat whose phone is away, once its turn has waited the table's time.
 * Only the moves that give nothing away and cost nothing are made for him: a check where he may
 * check, else a fold; a straddle or an escuro bought again (B5) is declined. A draw, a show or a
 * muck, and whether the opener shows his openers, are his own choices with his own cards: those
 * wait for the host, who can pass the host phone to the player or act for him on it.
 */
import type { Action, Legal, Seat } from '../engine/index.ts';

/** N5's settings: seconds before an away seat's turn is played for it, or never. */
export type ActFor = 'off' | 30 | 60 | 120;

/** The move made for an away `seat` whose options are `legal`; null when his turn waits for the host. */
export function standIn(seat: Seat, legal: Legal): Action | null {
  const may = (type: Legal['actions'][number]['type']) => legal.actions.some((a) => a.type === type);
  if (legal.seat !== seat) return null;
  if (may('check')) return { type: 'check', seat };
  if (may('fold')) return { type: 'fold', seat };
  if (may('straddle')) return { type: 'straddle', seat, accept: false };
  if (may('rebuy')) return { type: 'rebuy', seat, accept: false };
  return null;
}

/** When an away seat's turn is played for it: `actFor` after the later of the turn's start and the phone going away. */
export function standInDue(actFor: ActFor, turnSince: number, awaySince: number): number | null {
  return actFor === 'off' ? null : Math.max(turnSince, awaySince) + actFor * 1000;
}
