/**
 * Copy-on-write for the engine's hot states. `{ ...state, street: 2 }` is the natural spelling,
 * but V8 runs a spread with overrides about ten times slower than an object literal, and a hand
 * makes hundreds of these copies: these helpers copy field by field, then apply the changes.
 * Every field must be listed here; test/engine/copy.test.ts fails when one is missing.
 */
import type { HandState, Round, SeatState } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function assign<T extends object>(target: Mutable<T>, changes: Partial<T>): T {
  for (const key in changes) (target as Record<string, unknown>)[key] = (changes as Record<string, unknown>)[key];
  return target;
}

export const withHand = (s: HandState, changes: Partial<HandState>): HandState =>
  assign<HandState>(
    {
      config: s.config,
      log: s.log,
      street: s.street,
      pending: s.pending,
      seats: s.seats,
      board: s.board,
      stock: s.stock,
      muck: s.muck,
      undealt: s.undealt,
      round: s.round,
      roundOpen: s.roundOpen,
      draw: s.draw,
      showdown: s.showdown,
      tabled: s.tabled,
      runout: s.runout,
      escuro: s.escuro,
      opened: s.opened,
      result: s.result,
    },
    changes,
  );

export const withSeat = (s: SeatState, changes: Partial<SeatState>): SeatState =>
  assign<SeatState>(
    {
      stack: s.stack,
      committed: s.committed,
      bet: s.bet,
      inHand: s.inHand,
      folded: s.folded,
      allIn: s.allIn,
      cards: s.cards,
      up: s.up,
      exchanged: s.exchanged,
      shown: s.shown,
      mucked: s.mucked,
    },
    changes,
  );

export const withRound = (r: Round, changes: Partial<Round>): Round =>
  assign<Round>(
    {
      currentBet: r.currentBet,
      increment: r.increment,
      raises: r.raises,
      faced: r.faced,
      aggressor: r.aggressor,
      opener: r.opener,
      minBet: r.minBet,
      toAct: r.toAct,
    },
    changes,
  );
