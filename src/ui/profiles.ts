// The five game profiles, in RULES.md's order, as the profile picker lists them. The engine's
// profile registry (game-engine issue) becomes the source of this list when it exists.
export const profileIds = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'] as const;
export type ProfileId = (typeof profileIds)[number];

export function isProfileId(value: unknown): value is ProfileId {
  return typeof value === 'string' && (profileIds as readonly string[]).includes(value);
}
