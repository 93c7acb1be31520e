import { TWO, type Rank } from '../cards.ts';
import { strippedDeckLowest } from '../deck.ts';

export type ProfileId = 'draw5' | 'brasileiro' | 'baseball' | 'fechado' | 'holdem' | 'plo' | 'plo5';

/** How a table ranks hands: everything the evaluator needs to know about a profile. */
export interface RankingRules {
  readonly profile: ProfileId;
  /** Lowest rank of the deck in use (G5, B2, F1); 0 (the 2) for the full deck. */
  readonly lowest: Rank;
  /** Whether the ace also plays below `lowest` to make the lowest straight (G4, B12). */
  readonly aceLow: boolean;
  /** Stripped decks rank flush above full house (G5). */
  readonly flushOverFullHouse: boolean;
  /** Ranks whose every card is wild (S1: 3s and 9s in baseball). */
  readonly wildRanks: readonly Rank[];
  /**
   * Omaha (M2): a hand's first `hole` cards are the player's own, and exactly two of them play
   * with exactly three of the rest (the board); 0: the best five of all the cards (G6).
   */
  readonly hole: number;
  /** Identifies the rule set; equal keys mean equal rules. */
  readonly key: string;
}

export interface RankingOptions {
  players: number;
  /** brasileiro only (B12), off by default: with it off there is no ace-low straight. */
  cheirosinha?: boolean;
  /** fechado only (F1 decision): play the full 52-card deck. */
  fullDeck?: boolean;
}

const THREE: Rank = 1;
const NINE: Rank = 7;
/** M1: each Omaha player holds four cards of his own; M10: five in PLO5. */
export const OMAHA_HOLE = 4;
export const PLO5_HOLE = 5;

// One object per distinct rule set, so the evaluator can recognise rules by identity.
const interned = new Map<string, RankingRules>();

/** The ranking a profile uses with this many players and these table options. */
export function rankingRules(profile: ProfileId, options: RankingOptions): RankingRules {
  const { players } = options;
  if (!Number.isInteger(players) || players < 2) {
    throw new RangeError(`a table needs at least 2 players, not ${players}`);
  }
  let lowest = TWO;
  let aceLow = true;
  let wildRanks: Rank[] = [];
  let hole = 0;
  switch (profile) {
    case 'brasileiro':
      lowest = strippedDeckLowest('brasileiro', players);
      aceLow = options.cheirosinha === true;
      break;
    case 'fechado':
      lowest = options.fullDeck === true ? TWO : strippedDeckLowest('fechado', players);
      break;
    case 'baseball':
      wildRanks = [THREE, NINE];
      break;
    case 'draw5':
    case 'holdem':
      break;
    case 'plo':
      hole = OMAHA_HOLE; // M1
      break;
    case 'plo5':
      hole = PLO5_HOLE; // M10
      break;
    default:
      throw new RangeError(`unknown profile ${String(profile)}`);
  }
  return internRules({ profile, lowest, aceLow, flushOverFullHouse: lowest > TWO, wildRanks, hole });
}

function internRules(rules: Omit<RankingRules, 'key'>): RankingRules {
  const key = [rules.profile, rules.lowest, rules.aceLow, rules.flushOverFullHouse, rules.wildRanks.join('+'), rules.hole].join(
    '/',
  );
  let found = interned.get(key);
  if (!found) {
    found = Object.freeze({ ...rules, wildRanks: Object.freeze([...rules.wildRanks]), key });
    interned.set(key, found);
  }
  return found;
}
