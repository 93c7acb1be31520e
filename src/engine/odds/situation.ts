/**
 * What the odds are computed from (RULES.md O1–O7): the live hands as the table sees them face
 * up, the cards still to come and who contests each pot. Plain data, so a situation crosses to
 * the odds worker as it is and hashes to the same Monte Carlo seed wherever it is built.
 */
import type { Card, Rank } from '../cards.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import type { Seat } from '../types.ts';

export interface OddsHand {
  readonly seat: Seat;
  /** Every card the hand holds, all face up (O2). */
  readonly cards: readonly Card[];
}

interface Common {
  readonly rules: RankingRules;
  /** The live hands; in a stud deal, in the order the next street is dealt (S3: from the dealer's left). */
  readonly hands: readonly OddsHand[];
  /** Seen cards that no live hand holds and no one will be dealt again (O5: a folded seat's open cards). */
  readonly dead: readonly Card[];
  /** The contestants of each pot, main pot first (G7); each one of `hands`' seats. */
  readonly pots: readonly (readonly Seat[])[];
}

/** Hold'em (H1): community cards up to `boardSize`, every hand playing the best five of its own and the board's; Omaha (M2) where the rules' `hole` says: two of its own and three of the board's. */
export interface BoardSituation extends Common {
  readonly game: 'board';
  readonly board: readonly Card[];
  readonly boardSize: number;
}

/** Stud (S1–S3): each street deals one card to every live hand in order; an open card of `extraRank` gives its owner one more open card at once. */
export interface StudSituation extends Common {
  readonly game: 'stud';
  readonly streets: readonly ('open' | 'closed')[];
  readonly extraRank: Rank | null;
}

export type OddsSituation = BoardSituation | StudSituation;

/** One pot's odds, parallel to its contestants. */
export interface PotOdds {
  readonly seats: readonly Seat[];
  /** Chance to win the pot alone. */
  readonly win: readonly number[];
  /** Chance to tie for it. */
  readonly tie: readonly number[];
  /** Expected part of the pot: win + each tie's fraction; these add up to 1 over the contestants. */
  readonly share: readonly number[];
}

export interface Odds {
  readonly pots: readonly PotOdds[];
  /** Every way the cards can come was counted (O4), or a Monte Carlo sample was. */
  readonly exact: boolean;
  /** Boards or deals counted (the Monte Carlo sample size when not exact). */
  readonly deals: number;
  /** O4: half-width of the 95% interval of the least certain figure (0 when exact). */
  readonly error: number;
}
