// Chip-ledger games of issue 11 (hold'em with real cards, four players, 1,000 chips for R$ 20),
// seeded by the component tests (test/screens/ledger-table.test.tsx) and by the layout checks
// that stay in a browser (test/e2e/screens-fit.test.ts).
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import type { SeededGame } from './seeded-store.ts';

export const ledgerConfig: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Hand 1: Davi raises to 800, Ana calls, the blinds fold, it is checked down and Davi wins; Ana buys again. */
export function rebuyGame(): SeededGame {
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'raise', seat: 3, to: 800 },
    { type: 'call', seat: 0 },
    { type: 'fold', seat: 1 },
    { type: 'fold', seat: 2 },
  ];
  for (let street = 0; street < 3; street++) log.push({ type: 'check', seat: 3 }, { type: 'check', seat: 0 });
  log.push({ type: 'award', pot: 0, winners: [3] }, { type: 'buyIn', player: 0 });
  const replayed = replaySession(ledgerConfig, log);
  if (!replayed.ok || replayed.state.stacks.join() !== '1200,990,980,1830') throw new Error('the seeded game should leave Ana 1,200 chips after her rebuy');
  return { id: 'e2e-ledger-rebuy', config: ledgerConfig, log };
}

/** Four 20-letter names (one a single word) and a night of millions: the widest standings a table writes. */
export function bigNightGame(): SeededGame {
  const big: SessionConfig = {
    ...ledgerConfig,
    players: ['Maria Eduarda Campos', 'Aleksandrovitchenkov', 'Bartolomeu Gonçalves', 'Cristóvão Albuquerqu'].map((name) => ({ name, stack: 5_000_000 })),
    options: { smallBlind: 25_000, bigBlind: 50_000, buyIn: { price: 20, currency: 'BRL', chips: 5_000_000 } },
  };
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'raise', seat: 3, to: 4_975_000 },
    { type: 'call', seat: 0 },
    { type: 'fold', seat: 1 },
    { type: 'fold', seat: 2 },
  ];
  for (let street = 0; street < 3; street++) log.push({ type: 'check', seat: 3 }, { type: 'check', seat: 0 });
  log.push({ type: 'award', pot: 0, winners: [3] }, { type: 'buyIn', player: 0 });
  if (!replaySession(big, log).ok) throw new Error('the seeded night should replay');
  return { id: 'e2e-ledger-big-night', config: big, log };
}
