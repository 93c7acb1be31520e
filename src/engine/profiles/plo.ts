/**
 * plo, Pot-Limit Omaha (RULES.md M1–M9): hold'em's table (M3: H2–H9, H13) with four closed cards
 * each, of which exactly two play with exactly three of the board (M2), and pot-limit betting (M4);
 * plo5 (M10) the same with five cards each.
 */
import { OMAHA_HOLE, PLO5_HOLE, rankingRules } from '../evaluate/rules.ts';
import { holdemTable, playersDealtIn } from './holdem.ts';
import type { Profile } from './profile.ts';

/** Omaha's profile for `hole` cards each, as many players as the deck deals (with a board of 5) and the clause that says so. */
function omaha(id: 'plo' | 'plo5', hole: number, maxPlayers: number, clause: string): Profile {
  return {
    ...holdemTable,
    id,
    players: { min: 2, max: maxPlayers },
    streets: holdemTable.streets.map((street) =>
      street.kind === 'deal' && street.to === 'seats' ? { ...street, faces: Array<'closed'>(hole).fill('closed') } : street,
    ),
    ranking: (config) => rankingRules(id, { players: playersDealtIn(config) }),
    // M4: always pot-limit, whatever a stored config says.
    betting: () => ({ kind: 'pot-limit' }),
    clauses: { deck: clause, deal: clause, stock: clause },
  };
}

// M1: 40 hole cards and a board of 5 at most, from 52; M10: 45 and 5 with nine players.
export const plo = omaha('plo', OMAHA_HOLE, 10, 'M1');
export const plo5 = omaha('plo5', PLO5_HOLE, 9, 'M10');
