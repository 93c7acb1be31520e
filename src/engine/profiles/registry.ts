/**
 * The profiles the engine can play. A new profile (brasileiro, fechado, baseball) is one more
 * file in this folder and one more entry here.
 */
import type { HandState, ProfileId } from '../types.ts';
import { baseball } from './baseball.ts';
import { brasileiro } from './brasileiro.ts';
import { draw5 } from './draw5.ts';
import { fechado } from './fechado.ts';
import { holdem } from './holdem.ts';
import { plo, plo5 } from './plo.ts';
import type { Profile } from './profile.ts';

const profiles: Partial<Record<ProfileId, Profile>> = { baseball, brasileiro, draw5, fechado, holdem, plo, plo5 };

export function getProfile(id: ProfileId): Profile {
  const profile = profiles[id];
  if (!profile) throw new RangeError(`profile ${id} is not playable yet`);
  return profile;
}

export const isPlayable = (id: ProfileId): boolean => profiles[id] !== undefined;

export const profileOf = (state: HandState): Profile => getProfile(state.config.profile);
