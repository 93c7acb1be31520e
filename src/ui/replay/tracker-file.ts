// E1–E3: a hold'em game's hands as a PokerStars text file for a tracker, shared or downloaded like
// a backup: the whole night (the game's history) or one hand (the replayer). The writer loads on use.
import { isMoment, type SessionAction, type SessionConfig } from '../../engine/index.ts';
import type { GameRecord } from '../../app/index.ts';
import { t } from '../i18n/index.ts';
import { saveFile } from '../setup/backup-file.ts';

type Game = Pick<GameRecord<SessionConfig>, 'config' | 'createdAt' | 'players'>;

// G18: a date from before the limits were checked may be none a calendar has.
const startOf = (game: Game) => (isMoment(game.createdAt) ? game.createdAt : 0);
const dayOf = (game: Game) => (isMoment(game.createdAt) ? new Date(game.createdAt).toISOString().slice(0, 10) : 'undated');

const save = async (text: string, name: string): Promise<boolean> => (await saveFile(new Blob([text], { type: 'text/plain' }), name)) !== 'cancelled';

/** Every hand of the night from `hero`'s seat; what the screen says (null: the share was cancelled). */
export async function saveNightForTracker(game: Game, log: readonly SessionAction[], hero: number | null): Promise<string | null> {
  const { exportSessionStars } = await import('../../engine/index.ts');
  const { text, hands, skipped } = exportSessionStars(game.config, log, { hero, startedAt: startOf(game) });
  if (hands === 0) return t('games.history.starsNone');
  if (!(await save(text, `mesa-holdem-${dayOf(game)}-tracker.txt`))) return null;
  return skipped > 0 ? t('games.history.starsSkipped', { count: hands, skipped }) : t('games.history.starsSaved', { count: hands });
}

/** Hand `number` of the game from `hero`'s seat, as the replayer exports it. */
export async function saveHandForTracker(game: Game, log: readonly SessionAction[], number: number, hero: number | null): Promise<string | null> {
  const { completedHands, writeNightHand, PhhError } = await import('../../engine/index.ts');
  const hand = completedHands(game.config, log).hands.find((h) => h.number === number);
  if (!hand) return t('games.history.starsHandNot');
  let text: string;
  try {
    text = writeNightHand(game.config, hand, { hero, startedAt: startOf(game) });
  } catch (error) {
    if (error instanceof PhhError) return t('games.history.starsHandNot');
    throw error;
  }
  if (!(await save(`${text}\n`, `mesa-holdem-${dayOf(game)}-hand-${number}.txt`))) return null;
  return t('games.history.starsHandSaved', { number });
}
