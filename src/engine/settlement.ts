/**
 * T22: the money a session ends with, as a night's result tells it — a tournament's T20
 * settlement (each prize or deal amount against the entry, rebuys and add-ons), else a cash
 * game's B13 — with its currency.
 *
 *   nightMoney(session)   // { results, transfers, currency } or null: no money to tell
 */
import { buyInTerms, sessionSettlement, type Settlement } from './money.ts';
import type { SessionState } from './session.ts';
import { prizeTable } from './tournament/play.ts';
import { tournamentSettlement } from './tournament/prizes.ts';

export type NightMoney = Settlement & { readonly currency: string };

/**
 * Null without money: a cash game with no buy-in price, a tournament not played to its end (its
 * prizes undecided) or one nobody paid anything to play (T22: its result is its places). B13
 * throws a RangeError when the chips at the end are not the chips bought.
 */
export function nightMoney(session: SessionState): NightMoney | null {
  const tournament = session.config.tournament;
  if (tournament) {
    const settled = prizeTable(session).pool > 0 ? tournamentSettlement(session) : null;
    return settled && { ...settled, currency: tournament.currency };
  }
  const terms = buyInTerms(session);
  const settled = terms ? sessionSettlement(session) : null;
  return terms && settled ? { ...settled, currency: terms.currency } : null;
}
