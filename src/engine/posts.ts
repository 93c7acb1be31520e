/**
 * Forced posts a config may carry instead of the ones its profile derives (a hand history's
 * `antes` and `blinds_or_straddles`): each profile takes only the shapes its rules make, and
 * refuses any other with the clause it breaks (BAD_POSTS), rather than reading it as something
 * else (a straddle). The profiles call these from their `posts` hook.
 */
import { canPlay } from './credit.ts';
import type { Refusal, ResolvedConfig, Seat } from './types.ts';
import { amountWords, seatName } from './words.ts';

export const badPosts = (rule: string, message: string): Refusal => ({ code: 'BAD_POSTS', rule, message });

/** "Ana posts 3 chips". */
export const postWords = (config: ResolvedConfig, seat: Seat, post: number): string => `${seatName(config, seat)} posts ${amountWords(config, post)}`;

const dealtIn = (config: ResolvedConfig, seat: Seat) => !config.seats[seat].out && canPlay(config.credit, config.seats[seat].stack);

/** The seats dealt in whose post in `posts` is not what `expected` says, as "Ana posts 3". */
export function wrongPosts(config: ResolvedConfig, posts: readonly number[], expected: (seat: Seat) => number): string[] {
  const wrong: string[] = [];
  posts.forEach((post, seat) => {
    if (dealtIn(config, seat) && post !== expected(seat)) wrong.push(postWords(config, seat, post));
  });
  return wrong;
}

/** No blinds in a game that has none. */
function noBlinds(config: ResolvedConfig, rule: string, game: string): Refusal | null {
  const wrong = wrongPosts(config, config.blinds, () => 0);
  return wrong.length === 0 ? null : badPosts(rule, `${game} has no blinds (${rule}): ${wrong.join(', ')}`);
}

/** Everyone dealt in antes the same (D1, S3, F4, H2). */
export function equalAntes(config: ResolvedConfig, rule: string): Refusal | null {
  const firstSeat = config.seats.findIndex((_, seat) => dealtIn(config, seat));
  const first = config.antes[firstSeat] ?? 0;
  const wrong = wrongPosts(config, config.antes, () => first);
  return wrong.length === 0 ? null : badPosts(rule, `everyone antes the same (${rule}): ${postWords(config, firstSeat, first)}, ${wrong.join(', ')}`);
}

/** D1, S3, F4: equal antes and nothing else. */
export const antesOnly = (config: ResolvedConfig, rule: string, game: string): Refusal | null =>
  noBlinds(config, rule, game) ?? equalAntes(config, rule);
