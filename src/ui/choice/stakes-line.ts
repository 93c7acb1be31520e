// A dealer's-choice game's stakes on one line, as the tournament clock writes a level: "100/200 ·
// ante 25", "Ante 100", "Pingo 100 · apostas de 100 a 1.000", "Escuro 100/200". A cash game's
// stakes are its one level.
import type { ChoiceGame, Level } from '../../engine/index.ts';
import { levelText } from '../clock/level-text.ts';

export function stakesLine({ profile, options = {} }: ChoiceGame): string {
  const { smallBlind, bigBlind, ante, bigBlindAnte, escuro, betting } = options;
  const limits = betting?.kind === 'spread' ? { minBet: betting.min, maxBet: betting.max } : {};
  const level: Level = { smallBlind, bigBlind, ante, bigBlindAnte, escuro, ...limits };
  return levelText({ profile, options }, level);
}
