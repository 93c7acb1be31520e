// Issue 20's tournament night, for the book's unit and browser tests: poker fechado in the chip
// ledger, four players at R$ 20 a buy-in, 65/35 (T11's house table for four), played to the
// winner — Bia, then Ivo, then Carla go out to Ana's shoves.
import { newSession, type SessionAction, type SessionConfig } from '../../../src/engine/index.ts';
import { DEFAULT_PAYOUTS } from '../../../src/engine/tournament/payouts.ts';
import { shove } from '../../engine/support/tournament.ts';

const TOURNAMENT_NAMES = ['Ana', 'Bia', 'Carla', 'Ivo'];

/** `buyIn` in cents: 0 is a tournament nobody pays to play. */
export function fechadoTournament(buyIn = 2000): SessionConfig {
  return {
    profile: 'fechado',
    players: TOURNAMENT_NAMES.map((name) => ({ name, stack: 5000 })),
    firstDealer: 0,
    dealing: 'ledger',
    options: { betting: { kind: 'no-limit' } },
    schedule: { levels: [{ ante: 25 }, { ante: 50 }, { ante: 100 }], every: { hands: 4 } },
    tournament: { currency: 'BRL', buyIn, payouts: DEFAULT_PAYOUTS, roundTo: 100 },
  };
}

/** The log of the night played to the winner: Ana takes Bia's, Ivo's and then Carla's stack. */
export function toTheWinner(config: SessionConfig): SessionAction[] {
  let session = newSession(config);
  for (const loser of [1, 3, 2]) session = shove(session, loser, 0, 0);
  if (!session.over) throw new Error('the tournament did not end');
  return [...session.log];
}

/** The shared text of that night played to the winner, in pt-BR, after its title line (T22: money, not chips). */
export const SHARED_LINES = [
  'Mãos: 3',
  '',
  '1º Ana: +R$ 32,00',
  '2º Carla: +R$ 8,00',
  '3º Ivo: −R$ 20,00',
  '4º Bia: −R$ 20,00',
  '',
  'Quem paga a quem:',
  'Bia paga R$ 20,00 a Ana',
  'Ivo paga R$ 12,00 a Ana',
  'Ivo paga R$ 8,00 a Carla',
];
