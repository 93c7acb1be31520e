/**
 * Places and prizes as players go out (T13), and the money settlement at the end of a tournament
 * (T20): what each player paid in (entry, rebuys, add-on) against the prize he takes, settled by
 * the fewest transfers (money.ts).
 *
 *   tournamentPlaces(s)       // [{ player, name, place, prize }] best first; prize null while still open
 *   tournamentSettlement(s)   // null until the tournament is over
 */
import { fewestTransfers, type Settlement } from '../money.ts';
import { standings, type SessionState } from '../session.ts';
import type { Seat } from '../types.ts';
import { sharedPrizes } from './payouts.ts';
import { prizeTable, progressOf } from './play.ts';

export interface TournamentPlace {
  readonly player: Seat;
  readonly name: string;
  /** Finishing place (shared places repeat), or null while the player is still in. */
  readonly place: number | null;
  /** Cents won: the place's prize or the deal's amount; null while it is not decided yet. */
  readonly prize: number | null;
}

/**
 * T13: every player who entered, best first. A player out has his place and its prize at once
 * (places shared by players out in the same hand with the same stack share their prizes). The
 * players left have no place until the end; after a deal their prize is the deal's, and the
 * winner's takes what was kept aside once play is over.
 */
export function tournamentPlaces(session: SessionState): TournamentPlace[] {
  const { prizes } = prizeTable(session);
  const deal = progressOf(session).deal;
  const entered = standings(session).filter((s) => session.buyIns[s.player] > 0);
  return entered.map((s): TournamentPlace => {
    const out = session.leftAfter[s.player] >= 0;
    const place = out || session.over ? s.place : null;
    const dealt = deal?.players.indexOf(s.player) ?? -1;
    if (dealt >= 0) {
      const won = session.over && place === 1 ? deal!.aside : 0;
      return { player: s.player, name: s.name, place, prize: deal!.amounts[dealt] + won };
    }
    if (place === null) return { player: s.player, name: s.name, place, prize: null };
    const sharing = entered.filter((other) => other.place === place);
    return { player: s.player, name: s.name, place, prize: sharedPrizes(prizes, place, sharing.length)[sharing.indexOf(s)] };
  });
}

/** T20: cents each player paid in: his entry, his rebuys and his add-ons. */
export function paidIn(session: SessionState, player: Seat): number {
  const terms = session.config.tournament!;
  const buyIns = session.buyIns[player];
  const rebuys = Math.max(0, buyIns - 1);
  const addOns = progressOf(session).addOns[player] ?? 0;
  return (buyIns > 0 ? terms.buyIn : 0) + rebuys * (terms.rebuy?.price ?? 0) + addOns * (terms.addOn?.price ?? 0);
}

/** T20: the settlement once the tournament is over (money.ts's shape: `worth` is the prize); null before. */
export function tournamentSettlement(session: SessionState): Settlement | null {
  if (!session.config.tournament || !session.over) return null;
  const places = tournamentPlaces(session);
  const prize = (player: Seat) => places.find((p) => p.player === player)?.prize ?? 0;
  const results = session.config.players.map((p, player) => {
    const paid = paidIn(session, player);
    const worth = prize(player);
    return { name: p.name, paid, worth, net: worth - paid };
  });
  return { results, transfers: fewestTransfers(results.map((r) => r.net)) };
}
