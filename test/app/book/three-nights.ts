// Issue 15's three nights, for the book's component and browser tests: a hold'em hand with a side
// pot and a mucked hand, a draw5 night for money, and a baseball night of last year; each a
// finished game as the app stores it, and its night as the engine reads it here in Node.
import { gameNight, type Night } from '../../../src/app/book/nights.ts';
import { newSession, type SessionAction, type SessionConfig } from '../../../src/engine/index.ts';
import type { SeededGame } from '../../support/seeded-store.ts';
import { playedSession, run } from '../../engine/support/session.ts';
import { stackedDeck } from '../../engine/support/table.ts';
import { finishedRecord } from './finished-record.ts';

const DAY = 86_400_000;

export interface SeededNight {
  readonly game: SeededGame;
  readonly night: Night;
}

/** A finished game as the app stores it, and its night as the engine reads it here in Node. */
function finished(id: string, config: SessionConfig, log: readonly SessionAction[], createdAt: number): SeededNight {
  return { game: { id, config, log }, night: gameNight(finishedRecord(id, config, createdAt, log.length), log) };
}

/**
 * Hold'em, one hand: Ana (button, 200) raises, Bia (60) goes all in, Caio and Ana call: a main
 * pot of 180 for three and, after Ana's flop bet is called, a side pot of 80 for Ana and Caio. At
 * the showdown Bia's aces and Caio's kings are shown; Ana's queens, beaten, are mucked.
 */
function holdemNight(at: number): SeededNight {
  const config: SessionConfig = {
    profile: 'holdem',
    players: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 60 }, { name: 'Caio', stack: 200 }],
    firstDealer: 0,
    dealing: 'deck',
    options: { smallBlind: 1, bigBlind: 2 },
  };
  const state = run(
    newSession(config),
    { type: 'startHand', at },
    { type: 'shuffle', deck: stackedDeck(['AsAh', 'KsKh', 'QcQd'], '2c7d9h 4s 3h') },
    { type: 'raise', seat: 0, to: 10 },
    { type: 'raise', seat: 1, to: 60 },
    { type: 'call', seat: 2 },
    { type: 'call', seat: 0 },
    { type: 'check', seat: 2 },
    { type: 'bet', seat: 0, to: 40 },
    { type: 'call', seat: 2 },
    ...[2, 0, 2, 0].map((seat): SessionAction => ({ type: 'check', seat })),
    { type: 'show', seat: 1 },
    { type: 'show', seat: 2 },
    { type: 'muck', seat: 0 },
  );
  return finished('night-holdem', config, state.log, at);
}

/** Draw5 for money (R$ 20 for 100 chips): three hands of seeded random play, every result different. */
function draw5Night(at: number): SeededNight {
  const config: SessionConfig = {
    profile: 'draw5',
    players: ['Ana', 'Bia', 'Duda'].map((name) => ({ name, stack: 100 })),
    firstDealer: 1,
    dealing: 'deck',
    options: { ante: 1, buyIn: { price: 20, currency: 'BRL', chips: 100 } },
    hands: 3,
  };
  for (let seed = 1; ; seed++) {
    const night = finished('night-draw5', config, playedSession(config, seed, 3).log, at);
    const nets = night.night.seats.map((s) => s.net);
    if (new Set(nets).size === 3 && !nets.includes(0) && night.night.transfers.length === 2) return night;
  }
}

/** Baseball, last year: Aninha, Bia and Caio, two hands of seeded random play. */
function baseballNight(at: number): SeededNight {
  const config: SessionConfig = { profile: 'baseball', players: ['Aninha', 'Bia', 'Caio'].map((name) => ({ name, stack: 0 })), firstDealer: 0, dealing: 'deck', hands: 2 };
  for (let seed = 1; ; seed++) {
    const night = finished('night-baseball', config, playedSession(config, seed, 2).log, at);
    if (night.night.seats.every((s) => s.net !== 0)) return night;
  }
}

/** The three nights, counted back from `now`: hold'em two hours ago, draw5 an hour ago, baseball 400 days ago. */
export function threeNights(now: number): { holdem: SeededNight; draw5: SeededNight; baseball: SeededNight } {
  return { holdem: holdemNight(now - 2 * 3600_000), draw5: draw5Night(now - 3600_000), baseball: baseballNight(now - 400 * DAY) };
}

/** A name's total over these nights, in chips / units (net) or cents (money). */
export function total(name: string, of: readonly SeededNight[], field: 'net' | 'money'): number {
  return of.flatMap(({ night }) => night.seats.filter((s) => s.name === name).map((s) => s[field] ?? 0)).reduce((a, b) => a + b, 0);
}
