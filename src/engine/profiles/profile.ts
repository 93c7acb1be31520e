/**
 * A profile is a game as data plus a few hooks: its deck, its sequence of streets, its betting
 * structure, who acts first in each betting round, its direction and its ranking. The engine
 * (game.ts) runs every profile with the same loop; a new game adds a file here, not a loop.
 */
import type { Card } from '../cards.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import type { PotSplitter } from '../pots.ts';
import type { Direction } from '../seats.ts';
import type { BettingSpec, GameOptions, HandConfig, HandState, LegalAction, ProfileId, Seat } from '../types.ts';

/** Who opens a betting round (D5, D8, H3, H5; S5 and F11 add their own). */
export type FirstToAct = (state: HandState, direction: Direction) => Seat;

export type Street =
  /** Antes, blinds and straddles from the resolved config (D1, H2). */
  | { readonly kind: 'post' }
  /** One card at a time to every seat in the hand, starting after the dealer: one round per face. */
  | { readonly kind: 'deal'; readonly to: 'seats'; readonly faces: readonly ('closed' | 'open')[] }
  /** Community cards (H1). */
  | { readonly kind: 'deal'; readonly to: 'board'; readonly count: number }
  | { readonly kind: 'bet'; readonly first: FirstToAct; readonly name: string }
  /** Each seat still in, from the dealer's next, discards `min`..`max` and receives as many (D6). */
  | { readonly kind: 'draw'; readonly min: number; readonly max: number }
  | { readonly kind: 'showdown' };

export interface ForcedBets {
  readonly antes: readonly number[];
  readonly blinds: readonly number[];
  readonly minBet: number;
}

export interface Profile {
  readonly id: ProfileId;
  readonly players: { readonly min: number; readonly max: number };
  readonly direction: Direction;
  readonly streets: readonly Street[];
  /** The cards in play this hand, in a fixed order (the shuffle gives the deal order). */
  deck(config: HandConfig): Card[];
  ranking(config: HandConfig): RankingRules;
  betting(options: GameOptions): BettingSpec;
  /** Antes, blinds and the minimum bet the options imply (a config may give its own instead). */
  forcedBets(config: HandConfig): ForcedBets;
  /** H7: a player may give up a beaten hand at the showdown instead of showing it. */
  readonly muck: boolean;
  /** H7 at an all-in: hands are turned up before the rest of the board is dealt. */
  readonly showBeforeRunout: boolean;
  /** G8 odd chips, or S8 exact shares. */
  readonly split: PotSplitter;
  /**
   * Narrow what a seat may do in a betting round (F8: a mesa player only calls or folds at his
   * first turn after the open; B10: only the opener bets; F13: the escurante may not open).
   * Returns the allowed subset of `actions`; anything it drops is refused as NOT_ALLOWED.
   */
  restrict?(state: HandState, seat: Seat, actions: readonly LegalAction[]): readonly LegalAction[];
  /**
   * F5, F7, F12, B10: when the betting round of the current street must be opened, which five
   * known cards may open it (null: the round needs no opener). The engine then offers a bet only
   * to a seat whose known cards qualify (unknown cards may open: see `opened`), lets every player
   * speak even when all the others have passed, and ends a round nobody opened as a dead deal:
   * nobody wins and every chip stays on the table for the next deal (`result.leftOnTable`).
   */
  openers?(state: HandState): ((cards: readonly Card[]) => boolean) | null;
}
