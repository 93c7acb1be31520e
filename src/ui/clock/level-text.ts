/**
 * A tournament level in words, in each game's own terms (T7): what the clock's bar, the big clock,
 * the level-up banner and a past game's hands write, and what the clock says aloud (T21).
 *
 *   levelText(holdem, { smallBlind: 25, bigBlind: 50, ante: 5 })   // "25/50 · ante 5"
 *   levelText(draw5, { ante: 5 })                                  // "Ante 5"
 *   levelText(fechado, { ante: 5, minBet: 5, maxBet: 50 })         // "Pingo 5 · apostas de 5 a 50"
 *   levelText(fechadoF13, { escuro: 5 })                           // "Escuro 5/10/20" (F13: 3 posts)
 *   levelText(brasileiro, { escuro: 5 })                           // "Escuro 5/10" (B4: the buyer doubles)
 *   spokenLevel(brasileiro, 5, { escuro: 50 })                     // "Nível 5: escuro 50 e 100"
 *
 * Amounts are chips as the app writes them in its language, aloud too (the voice reads "1.000"
 * in pt-BR as it reads "1,000" in English).
 */
import { chainPosts, configLevelTerms, fieldOf, type Level, type LevelField, type SessionConfig } from '../../engine/index.ts';
import { chips } from '../components/chips.ts';
import { listText } from '../setup/game-summary.ts';
import { tt } from '../tournament/messages.ts';

/**
 * The game a level belongs to: its profile and the options that choose its variant (F6, F13);
 * and, where known, how many players are dealt in (F13: fewer than the chain's posters all post).
 */
export type LevelGame = Pick<SessionConfig, 'profile' | 'options'> & { readonly dealtIn?: number };

/** How a level is put: in writing (chips, the escuro's posts as "5/10/20") or aloud (T21). */
interface Voice {
  readonly blinds: 'level.blinds' | 'speech.blinds';
  readonly ante: 'level.withAnte' | 'speech.ante';
  readonly bigBlindAnte: 'level.withBigBlindAnte' | 'speech.ante';
  /** A level that is only an ante (draw5). */
  readonly antes: 'level.ante' | 'speech.ante';
  readonly pingo: 'level.pingo' | 'speech.pingo';
  readonly escuro: 'level.escuro' | 'speech.escuro';
  readonly limits: 'level.limits' | 'speech.limits';
  readonly posts: (posts: string[]) => string;
}

const WRITTEN: Voice = {
  blinds: 'level.blinds',
  ante: 'level.withAnte',
  bigBlindAnte: 'level.withBigBlindAnte',
  antes: 'level.ante',
  pingo: 'level.pingo',
  escuro: 'level.escuro',
  limits: 'level.limits',
  posts: (posts) => posts.join('/'),
};

// Whoever pays hold'em's ante, the table hears "ante".
const SPOKEN: Voice = {
  blinds: 'speech.blinds',
  ante: 'speech.ante',
  bigBlindAnte: 'speech.ante',
  antes: 'speech.ante',
  pingo: 'speech.pingo',
  escuro: 'speech.escuro',
  limits: 'speech.limits',
  posts: (posts) => listText(posts),
};

/**
 * The level's words: first its forced bets, the line the big clock writes large ("25/50",
 * "Escuro 5/10"), then what goes with them (hold'em's ante, F6's bet limits).
 */
function words(game: LevelGame, level: Level, voice: Voice): string[] {
  const terms = configLevelTerms(game.profile, game.options);
  const amount = (value: number) => chips(value, game.profile);
  const field = (name: LevelField) => amount(fieldOf(level, name));
  const parts: string[] = [];
  if (terms.post === 'smallBlind') {
    parts.push(tt(voice.blinds, { small: field('smallBlind'), big: field('bigBlind') }));
    if (level.ante) parts.push(tt(voice.ante, { ante: amount(level.ante) }));
    else if (level.bigBlindAnte) parts.push(tt(voice.bigBlindAnte, { ante: amount(level.bigBlindAnte) }));
  } else if (terms.post === 'escuro') {
    parts.push(tt(voice.escuro, { posts: voice.posts(chainPosts(terms, fieldOf(level, 'escuro'), game.dealtIn).map(amount)) }));
  } else {
    // F4: fechado's ante is the pingo.
    parts.push(tt(game.profile === 'fechado' ? voice.pingo : voice.antes, { ante: field('ante') }));
  }
  if (terms.limits) parts.push(tt(voice.limits, { min: field('minBet'), max: field('maxBet') }));
  return parts;
}

/** The level's words, its forced bets first (what the big clock writes large). */
export const levelParts = (game: LevelGame, level: Level): string[] => words(game, level, WRITTEN);

/** The level on one line: "25/50 · ante 5", "Pingo 5 · apostas de 5 a 50". */
export const levelText = (game: LevelGame, level: Level): string => levelParts(game, level).join(' · ');

/** T21: the level as the clock says it: "Nível 5: 200 e 400, ante 50", "Nível 5: pingo 50". */
export const spokenLevel = (game: LevelGame, number: number, level: Level): string =>
  tt('speech.level', { number, level: words(game, level, SPOKEN).join(', ') });
