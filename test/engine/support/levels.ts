// Every game that plays in chips, in each variant that changes what its tournament levels hold
// (T7: F13's escuro chain, F6's spread limit).
import { levelTerms, type LevelTerms } from '../../../src/engine/tournament/levels.ts';

export const HOLDEM = levelTerms('holdem', { escuroChain: 0, limit: 'no-limit' });
export const DRAW5 = levelTerms('draw5', { escuroChain: 0, limit: 'no-limit' });
export const BRASILEIRO = levelTerms('brasileiro', { escuroChain: 0, limit: 'no-limit' });
export const FECHADO = levelTerms('fechado', { escuroChain: 0, limit: 'spread' });

export const EVERY_GAME: readonly LevelTerms[] = [
  HOLDEM,
  DRAW5,
  BRASILEIRO,
  FECHADO,
  levelTerms('fechado', { escuroChain: 0, limit: 'no-limit' }),
  levelTerms('fechado', { escuroChain: 3, limit: 'spread' }),
  levelTerms('fechado', { escuroChain: 4, limit: 'no-limit' }),
];
