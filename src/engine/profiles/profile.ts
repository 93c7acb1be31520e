/**
 * A profile is a game as data plus a few hooks: its deck, its sequence of streets, its betting
 * structure, who acts first in each betting round, its direction and its ranking. The engine
 * (game.ts) runs every profile with the same loop; a new game adds a file here, not a loop.
 */
import type { Card } from '../cards.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import type { PotSplitter } from '../pots.ts';
import type { Direction } from '../seats.ts';
import type {
  Action,
  BettingSpec,
  BonusKind,
  Escuro,
  GameOptions,
  HandConfig,
  HandMode,
  HandState,
  LegalAction,
  PotResult,
  ProfileId,
  Refusal,
  ResolvedConfig,
  Seat,
} from '../types.ts';

/** Who opens a betting round (D5, D8, H3, H5; S5 and F11 add their own). */
export type FirstToAct = (state: HandState, direction: Direction) => Seat;

/**
 * A profile's own decision street: seats decide in turn something that is neither a bet nor a
 * draw (B5: re-buying the escuro). The engine asks `next` who decides, offers `legal`, checks
 * that the action comes from that seat and hands it to `apply`.
 */
export interface DecisionStep {
  /** The seat that decides now, or -1 when the street is over. */
  next(state: HandState): Seat;
  legal(state: HandState, seat: Seat): LegalAction[];
  apply(state: HandState, action: Action): HandState | Refusal;
}

/** B6: one seat may exchange up to `max` cards, receiving at most `now` at once and the rest after everyone else. */
export interface DrawPrivilege {
  readonly seat: Seat;
  readonly max: number;
  readonly now: number;
}

export type Street =
  /** Antes, blinds and straddles from the resolved config (D1, H2). */
  | { readonly kind: 'post' }
  /** One card at a time to every seat in the hand, starting after the dealer: one round per face. */
  | { readonly kind: 'deal'; readonly to: 'seats'; readonly faces: readonly ('closed' | 'open')[] }
  /** Community cards (H1). */
  | { readonly kind: 'deal'; readonly to: 'board'; readonly count: number }
  | {
      readonly kind: 'bet';
      readonly first: FirstToAct;
      readonly name: string;
      /** A round some hands do not play (B10: the jacker opening exists in jacker mode only). */
      readonly skip?: (state: HandState) => boolean;
    }
  /** Each seat still in, from the dealer's next, discards `min`..`max` and receives as many (D6). */
  | {
      readonly kind: 'draw';
      readonly min: number;
      readonly max: number;
      /** B6: the seat that may exchange more, if any in this hand. */
      readonly privilege?: (state: HandState) => DrawPrivilege | null;
    }
  | { readonly kind: 'decide'; readonly step: DecisionStep }
  /** F10: before the exchange, the undealt cards and the folded hands are shuffled together into the stock. */
  | { readonly kind: 'restock' }
  | { readonly kind: 'showdown' };

interface ForcedBets {
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
  /** The structure (the config too: B8 in jacker mode counts the posts of earlier deals). */
  betting(options: GameOptions, config?: ResolvedConfig): BettingSpec;
  /** Antes, blinds and the minimum bet the options imply (a config may give its own instead). */
  forcedBets(config: HandConfig): ForcedBets;
  /**
   * Forced posts given with the config that this game does not make (a hand history's antes and
   * blinds replace the derived ones): a BAD_POSTS refusal naming the clause, or null.
   */
  posts(config: ResolvedConfig): Refusal | null;
  /**
   * The clauses a refused card names: which cards the deck holds (B2, F1), the order they are
   * dealt in (D2, S3), and when a discard may be dealt again (D7, F10).
   */
  readonly clauses: { readonly deck: string; readonly deal: string; readonly stock: string };
  /** H7: a player may give up a beaten hand at the showdown instead of showing it. */
  readonly muck: boolean;
  /** H7 at an all-in: hands are turned up before the rest of the board is dealt. */
  readonly showBeforeRunout: boolean;
  /** G8 odd chips, or S8 exact shares. */
  readonly split: PotSplitter;
  /**
   * S2: balances are record units that may go negative (ResolvedConfig.credit): no all-in, no
   * side pots, and a seat is dealt in whatever its balance.
   */
  readonly credit?: boolean;
  /**
   * S1: an open card that at once gives its owner one more open card (baseball: every 4), which
   * may earn another in turn; closed cards never do. Dealing follows it in every mode (extras.ts),
   * and since the open cards then decide the play, a chip-ledger table tells the engine the open
   * cards (or, leaving them unknown, who is high: the `lead` action).
   */
  extraCard?(card: Card): boolean;
  /** S9: a session's default length in resolved pots (SessionConfig.pots). */
  readonly sessionPots?: number;
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
  /**
   * B10 (chip ledger): an opener who cannot show his openers makes the whole deal dead, to be
   * repeated with everything on the table; without it (F12) the others still play for the rest.
   */
  readonly failedOpenerRedeals?: boolean;
  /** B4: the escuro a hand starts with (null: none). */
  escuro?(config: ResolvedConfig): Escuro | null;
  /**
   * G9 exceptions: whether the last player in, before taking the pots, may show his hand (B9:
   * to claim a bonus) or must (B10: a jacker opener nobody covered). Absent: he shows nothing.
   */
  uncontestedShow?(state: HandState): 'may' | 'must' | null;
  /** B9, H14: chips each seat receives (+) or pays (−) after the pots are paid (`pots`), from the hands shown; null for none. */
  bonus?(state: HandState, pots: readonly PotResult[]): number[] | null;
  /** B9, H14 in the chip ledger: what the table may claim it saw shown, and the chips each other player pays for it; null: nothing. */
  claims?(config: ResolvedConfig): Readonly<Partial<Record<BonusKind, number>>> | null;
  /** B9, B10: how the session plays the deal after this finished one (absent: always 'normal'). */
  nextMode?(hand: HandState): HandMode;
}
