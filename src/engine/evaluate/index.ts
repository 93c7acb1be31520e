// The hand evaluator's public surface, re-exported by src/engine/index.ts.
export type { Category } from './categories.ts';
export type { ProfileId, RankingRules } from './rules.ts';
export { rankingRules } from './rules.ts';
export { evaluate, handValue, type HandValue } from './evaluate.ts';
export { evaluateOpen } from './open.ts';
export { describeHand } from './describe.ts';
export type { Language } from './names.ts';
