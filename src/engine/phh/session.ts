/**
 * A whole game's hands as PHH (issue 7): the session replayed, each hand it completed written by
 * exportPhh, numbered as the game numbered it. Hands PHH cannot say — chip-ledger hands whose
 * winners the table named, or whose open cards it left untold — are skipped and counted, so the
 * caller can say how many are missing.
 *
 *   const { hands, skipped } = exportSessionPhh(config, log);
 *   formatPhhs(hands)   // one .phhs text (FORMAT.md)
 */
import { completedHands } from '../played.ts';
import type { SessionAction, SessionConfig } from '../session.ts';
import { PhhError } from './errors.ts';
import { exportPhh } from './export.ts';
import type { PhhHand } from './hand.ts';

export interface SessionPhh {
  /** The completed hands PHH can say, in the order played; `hand` is the game's hand number. */
  readonly hands: readonly PhhHand[];
  /** Completed hands left out because PHH has no action for something the table said. */
  readonly skipped: number;
}

/** Stops quietly at an action the engine refuses, as the game's history does (completedHands). */
export function exportSessionPhh(config: SessionConfig, log: readonly SessionAction[]): SessionPhh {
  const hands: PhhHand[] = [];
  let skipped = 0;
  for (const { number, hand } of completedHands(config, log).hands) {
    try {
      hands.push(exportPhh(hand, { hand: number }));
    } catch (error) {
      if (!(error instanceof PhhError)) throw error;
      skipped++;
    }
  }
  return { hands, skipped };
}
