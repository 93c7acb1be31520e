/**
 * A hold'em night's hands as one PokerStars text (RULES.md E1–E8): the session replayed, each
 * completed hand written from the chosen player's seat, numbered so that no two hands of any
 * night share a PokerStars hand number. Hands no history can say are skipped and counted, as
 * the PHH export does (E7).
 *
 *   const { text, hands, skipped } = exportSessionStars(config, log, { hero: 0, startedAt });
 */
import { completedHands } from '../played.ts';
import { PhhError } from '../phh/errors.ts';
import type { SessionAction, SessionConfig } from '../session.ts';
import type { HandState, Seat } from '../types.ts';
import { writeStarsHand } from './write.ts';

interface NightStars {
  /** The hands, two blank lines between them, as PokerStars separates them in its files. */
  readonly text: string;
  readonly hands: number;
  readonly skipped: number;
}

/** PokerStars puts two blank lines between hands. */
const HAND_SEPARATOR = '\n\n\n';

/**
 * E2: digits unique to a hand of any night: the night's start in seconds, then the hand's
 * number in five digits (a tracker skips a hand number it already holds, so two nights must
 * never share one; the same hand exported twice must keep its number).
 */
export const starsHandId = (startedAt: number, hand: number): string => `${Math.floor(startedAt / 1000)}${String(hand).padStart(5, '0')}`;

/** E2: a tournament's number, from the night's start (the table is named after it, as PokerStars names its tables). */
const starsTournamentId = (startedAt: number): string => String(Math.floor(startedAt / 1000));

interface NightOptions {
  /** E3: whose hole cards are dealt in the history (a seat of the game's players); null: nobody's. */
  readonly hero: Seat | null;
  /** When the night began (ms): the hand numbers and the clock of hands whose log has none. */
  readonly startedAt: number;
  /** The table's name for a cash game ("Mesa" when absent). */
  readonly table?: string;
}

/** One finished hand of the night, as its replayer exports it. */
export function writeNightHand(config: SessionConfig, hand: { number: number; hand: HandState; level: number; at?: number }, options: NightOptions): string {
  const tournament = config.schedule ? { id: starsTournamentId(options.startedAt), level: hand.level + 1 } : undefined;
  return writeStarsHand(hand.hand, {
    id: starsHandId(options.startedAt, hand.number),
    table: tournament ? `${tournament.id} 1` : (options.table ?? 'Mesa'),
    at: hand.at ?? options.startedAt,
    hero: options.hero,
    ...(tournament ? { tournament } : {}),
  });
}

/** Whether a night has hands a PokerStars history can say: a hold'em night, or a dealer's-choice night that lists hold'em (C11). */
export const playsHoldem = (config: SessionConfig): boolean => (config.choice ? config.choice.games.some((game) => game.profile === 'holdem') : config.profile === 'holdem');

/**
 * Every completed hand of a hold'em night, skipping (and counting) the ones no history can say:
 * on a dealer's-choice night that lists hold'em (C11), its hold'em hands, the other games' counted
 * among those left out (the writer refuses them, E1).
 */
export function exportSessionStars(config: SessionConfig, log: readonly SessionAction[], options: NightOptions): NightStars {
  if (!playsHoldem(config)) throw new PhhError(`PokerStars histories are hold'em only, not ${config.profile}`);
  const texts: string[] = [];
  let skipped = 0;
  for (const hand of completedHands(config, log).hands) {
    try {
      texts.push(writeNightHand(config, hand, options));
    } catch (error) {
      if (!(error instanceof PhhError)) throw error;
      skipped++;
    }
  }
  return { text: texts.length > 0 ? texts.join(HAND_SEPARATOR) + '\n' : '', hands: texts.length, skipped };
}
