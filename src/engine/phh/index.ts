// PHH hand histories: read, write, import into the engine, export from it, replay (FORMAT.md).
export { PhhError } from './errors.ts';
export { type PhhHand } from './hand.ts';
export { parsePhhAction, formatPhhAction } from './notation.ts';
export { parsePhh } from './parse.ts';
export { formatPhh, formatPhhs } from './format.ts';
export { phhConfig } from './import.ts';
// M3, M10: the games at hold'em's table (its blinds, board and house options), for the screens' words too.
export { onHoldemTable } from './holdem.ts';
export { exportPhh } from './export.ts';
export { exportSessionPhh } from './session.ts';
export { replayPhh, describeReplayFailure, type ReplayOutcome } from './replay.ts';
export { stacksMatch, describeStackDifference } from './stacks.ts';
