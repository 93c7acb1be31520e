// PHH hand histories: read, write, import into the engine, export from it, replay (FORMAT.md).
export { PhhError } from './errors.ts';
export { PHH_VARIANTS, type PhhHand, type PhhVariant, type PhhProfile } from './hand.ts';
export { parsePhhAction, formatPhhAction, parsePhhCards, formatPhhCards, type PhhAction, type PhhCard } from './notation.ts';
export { parsePhh, parsePhhs, type PhhParseOptions } from './parse.ts';
export { formatPhh, formatPhhs } from './format.ts';
export { phhConfig, engineAction } from './import.ts';
export { exportPhh } from './export.ts';
export { exportSessionPhh, type SessionPhh } from './session.ts';
export { replayPhh, describeReplayFailure, type ReplayOutcome } from './replay.ts';
export { stacksMatch, describeStackDifference } from './stacks.ts';
