/**
 * plo, Pot-Limit Omaha (RULES.md M1–M9): hold'em's table (M3: H2–H9, H13) with four closed cards
 * each, of which exactly two play with exactly three of the board (M2), and pot-limit betting (M4).
 */
import { OMAHA_HOLE, rankingRules } from '../evaluate/rules.ts';
import { holdemTable, playersDealtIn } from './holdem.ts';
import type { Profile } from './profile.ts';

export const plo: Profile = {
  ...holdemTable,
  id: 'plo',
  players: { min: 2, max: 10 }, // M1: 40 hole cards and a board of 5 at most, from 52
  streets: holdemTable.streets.map((street) =>
    street.kind === 'deal' && street.to === 'seats' ? { ...street, faces: Array<'closed'>(OMAHA_HOLE).fill('closed') } : street,
  ),
  ranking: (config) => rankingRules('plo', { players: playersDealtIn(config) }),
  // M4: always pot-limit, whatever a stored config says.
  betting: () => ({ kind: 'pot-limit' }),
  clauses: { deck: 'M1', deal: 'M1', stock: 'M1' },
};
