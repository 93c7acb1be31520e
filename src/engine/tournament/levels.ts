/**
 * What a tournament level is in each game that plays in chips (T7, decision): the forced bets that
 * rise from one level to the next, in the game's own terms — hold'em's blinds and ante (H9),
 * draw5's ante (D1), fechado's pingo (F4) or the dealer's post of its escuro chain (F13) with the
 * bet limits (F6), brasileiro's escuro (B4) — and the level's stake: what a player puts in to see
 * the hand, the one number a structure is built on (hold'em's big blind).
 *
 *   const terms = levelTerms('brasileiro', { escuroChain: 0, limit: 'no-limit' });
 *   stakeOf(terms, { escuro: 50 })      // 100: the escuro everyone matches
 *   levelOf(terms, 50)                  // { escuro: 50 }
 */
import type { Level } from '../session.ts';
import type { GameOptions, ProfileId } from '../types.ts';

export type LevelField = 'smallBlind' | 'bigBlind' | 'ante' | 'escuro' | 'minBet' | 'maxBet';

export interface LevelTerms {
  /** The fields a level sets in this game, in the order the levels editor shows them. */
  readonly fields: readonly LevelField[];
  /** The field of the level's smallest post, the one a structure rounds to nice chip values. */
  readonly post: 'smallBlind' | 'ante' | 'escuro';
  /** How many of that post the stake is: a big blind is two small blinds, F13's escurante posts 4 or 8. */
  readonly stakeTimes: number;
  /** F6: the level sets the least and the most a bet or raise adds. */
  readonly limits: boolean;
  /** H2: a level may add an ante to its blinds (everyone's, or the big blind's for the table); 0 is none. */
  readonly sideAnte: boolean;
  /**
   * Where the game's least bet is a count of chips (D3's 2, F6's 1 without limit), how many of the
   * level's post it is instead, so a bet keeps its size against the posts; null: the game's
   * least bet comes with its posts (a big blind, B4's escuro) or its limits.
   */
  readonly leastBetTimes: number | null;
}

/** The table options that change what a level is: F13's escuro chain and F6's spread limit. */
export interface LevelVariant {
  readonly escuroChain: number;
  readonly limit: 'spread' | 'no-limit';
}

/** T7 decision: a level's maximum bet is ten times its least post, as fechado's 1 and 1–10 (F6). */
const MAX_BET_TIMES = 10;

export function levelTerms(profile: ProfileId, variant: LevelVariant): LevelTerms {
  switch (profile) {
    case 'holdem':
    case 'plo': // M3
    case 'plo5':
      return { fields: ['smallBlind', 'bigBlind', 'ante'], post: 'smallBlind', stakeTimes: 2, limits: false, sideAnte: true, leastBetTimes: null };
    case 'brasileiro':
      return { fields: ['escuro'], post: 'escuro', stakeTimes: 2, limits: false, sideAnte: false, leastBetTimes: null };
    case 'fechado': {
      const limits = variant.limit === 'spread';
      const post = variant.escuroChain > 0 ? 'escuro' : 'ante';
      const fields: LevelField[] = limits ? [post, 'minBet', 'maxBet'] : [post];
      return { fields, post, stakeTimes: 2 ** Math.max(0, variant.escuroChain - 1), limits, sideAnte: false, leastBetTimes: limits ? null : 1 };
    }
    case 'draw5':
      return { fields: ['ante'], post: 'ante', stakeTimes: 1, limits: false, sideAnte: false, leastBetTimes: 2 };
    case 'baseball':
      // S2: a record of units plays no tournament (no setup reads its levels); its one post is the ante.
      return { fields: ['ante'], post: 'ante', stakeTimes: 1, limits: false, sideAnte: false, leastBetTimes: null };
  }
}

/** The terms of a game already set up (its options say which variant it plays). */
export function configLevelTerms(profile: ProfileId, options: GameOptions | undefined): LevelTerms {
  return levelTerms(profile, { escuroChain: options?.escuroPosters ?? 0, limit: options?.betting?.kind === 'spread' ? 'spread' : 'no-limit' });
}

/** A level's value in one field; hold'em's ante is whoever pays it (everyone, or the big blind for the table). */
export function fieldOf(level: Level, field: LevelField): number {
  if (field === 'ante') return level.ante ?? level.bigBlindAnte ?? 0;
  return level[field] ?? 0;
}

/** T7: what a player puts in to see the hand at this level. */
export const stakeOf = (terms: LevelTerms, level: Level): number => fieldOf(level, terms.post) * terms.stakeTimes;

/**
 * B4, F13: what the escuro's posters put in at a level, from the dealer's escuro up, each twice the
 * one before, up to the stake everyone matches (brasileiro's buyer: 2; F13's chain of 3 or 4: 4 or
 * 8); never more posters than players dealt in (F13: fewer players than posters all post).
 */
export function chainPosts(terms: LevelTerms, escuro: number, dealtIn = Infinity): number[] {
  const posts: number[] = [];
  for (let times = 1; times <= terms.stakeTimes && posts.length < dealtIn; times *= 2) posts.push(times * escuro);
  return posts;
}

/**
 * T2: what one player may owe by himself in one deal at this level, each list the posts he puts in
 * at once as separate amounts (his own exact change): hold'em's small or big blind with his ante,
 * or the big blind with the table's ante (H2); draw5's ante, fechado's pingo (D1, F4); one post of
 * the escuro's chain (B4: the dealer's or the buyer's twice it, B10's jacker posts the same; F13).
 */
export function dealPosts(terms: LevelTerms, level: Level): number[][] {
  const { smallBlind = 0, bigBlind = 0, ante = 0, bigBlindAnte = 0 } = level;
  const posts =
    terms.post === 'escuro'
      ? chainPosts(terms, fieldOf(level, 'escuro')).map((post) => [post])
      : terms.post === 'ante'
        ? [[fieldOf(level, 'ante')]]
        : [
            [smallBlind, ante],
            [bigBlind, ante || bigBlindAnte],
          ];
  return posts.map((amounts) => amounts.filter((amount) => amount > 0)).filter((amounts) => amounts.length > 0);
}

/** T7: the level whose smallest post is `post`: the big blind twice the small; F6's limits from the post up to ten times it. */
export function levelOf(terms: LevelTerms, post: number): Level {
  const posts: Level = terms.post === 'smallBlind' ? { smallBlind: post, bigBlind: 2 * post } : { [terms.post]: post };
  return terms.limits ? { ...posts, minBet: post, maxBet: MAX_BET_TIMES * post } : posts;
}

/** A level's posts as a hand's options: F6's limits are the betting's spread, and the least bet follows the post (`leastBetTimes`). */
export function levelOptions(terms: LevelTerms, level: Level): GameOptions {
  const { minBet, maxBet, ...posts } = level;
  if (terms.limits && minBet !== undefined && maxBet !== undefined) return { ...posts, betting: { kind: 'spread', min: minBet, max: maxBet } };
  return terms.leastBetTimes === null ? posts : { ...posts, minBet: terms.leastBetTimes * fieldOf(level, terms.post) };
}

/**
 * T4, T5: every amount a level asks a player to put in by himself, or to bet at the least or the
 * most: the blinds and antes, the escuro and the twice-as-much of its buyer (B4, F13), the limits.
 */
export function levelAmounts(level: Level): number[] {
  const amounts = [level.smallBlind, level.bigBlind, level.ante, level.bigBlindAnte, level.escuro, level.escuro && 2 * level.escuro, level.minBet, level.maxBet];
  return amounts.filter((amount): amount is number => amount !== undefined && amount > 0);
}

/**
 * The levels as the game's terms read them now, after the table changed a variant on the setup
 * screen: the post moves between the pingo and the escuro chain's first post (F4, F13), and F6's
 * limits come (from the post up to ten times it) and go with the spread limit.
 */
export function levelsFor(terms: LevelTerms, levels: readonly Level[]): Level[] {
  const other = terms.post === 'escuro' ? 'ante' : terms.post === 'ante' ? 'escuro' : null;
  return levels.map((level) => {
    const { minBet, maxBet, ...posts } = level;
    let moved: Level = posts;
    if (other && posts[terms.post] === undefined && posts[other] !== undefined) {
      const { [other]: post, ...rest } = posts;
      moved = { ...rest, [terms.post]: post };
    }
    if (!terms.limits) return moved;
    const post = fieldOf(moved, terms.post);
    return { ...moved, minBet: minBet ?? post, maxBet: maxBet ?? MAX_BET_TIMES * post };
  });
}
