// The game profiles, in RULES.md's order, as the profile picker lists them. The first
// screens name the games without loading the engine (it lives in the lazy table chunk), so the
// list is written here; the type import costs nothing and keeps it to the engine's ids.
import type { ProfileId } from '../engine/index.ts';

export type { ProfileId };

export const profileIds = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem', 'plo', 'plo5'] as const satisfies readonly ProfileId[];

export function isProfileId(value: unknown): value is ProfileId {
  return typeof value === 'string' && (profileIds as readonly string[]).includes(value);
}
