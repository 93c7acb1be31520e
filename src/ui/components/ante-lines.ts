// The hand log's line for the antes of a hand, shared by the generic log and the profiles' own posts.
import type { ForcedPost } from '../../engine/index.ts';

/**
 * G7: antes all alike in one line ("Ante de 1 de cada um"), any other seat's ante on its own
 * (a short stack all-in for part of it, a big-blind ante).
 */
export function anteLines(posts: readonly ForcedPost[], each: (amount: number) => string, one: (post: ForcedPost) => string): string[] {
  const antes = posts.filter((p) => p.ante > 0);
  if (antes.length === 0) return [];
  const common = antes[0].ante;
  if (antes.length > 1 && antes.every((p) => p.ante === common)) return [each(common)];
  return antes.map(one);
}
