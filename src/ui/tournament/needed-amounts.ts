// T4: what the table's chips must make on the New game screen, for the warning under the chip case.
import { levelAmounts, levelsFor, levelTerms, type Level, type ProfileId, type SetupOptions } from '../../engine/index.ts';

/** A level's amounts, each once: fechado's pingo is often its least bet too. */
const amountsOf = (level: Level) => [...new Set(levelAmounts(level))];

/**
 * Every amount the table's forced bets and bet limits need (levels.ts levelAmounts: brasileiro's
 * escuro and its buyer's double included), by level (index) where there are levels: a
 * tournament's levels as the variant on the form reads them, or a cash game's one set of posts.
 */
export function neededAmounts(profile: ProfileId, options: SetupOptions, reads: ReadonlySet<string>): [number | null, number][] {
  if (reads.has('levels')) {
    const levels = levelsFor(levelTerms(profile, options), options.levels);
    return levels.flatMap((level, index) => amountsOf(level).map((amount): [number, number] => [index, amount]));
  }
  const cash: Level = {
    ...(reads.has('smallBlind') ? { smallBlind: options.smallBlind, bigBlind: options.bigBlind } : {}),
    ...(reads.has('ante') ? { ante: options.ante } : {}),
    ...(reads.has('escuro') ? { escuro: options.escuro } : {}),
    ...(reads.has('minBet') ? { minBet: options.minBet, maxBet: options.maxBet } : {}),
  };
  return amountsOf(cash).map((amount) => [null, amount]);
}
