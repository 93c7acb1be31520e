// How a stored game ended, in a line: for the past-games list and a game's history.
import { isolated } from '../../engine/names.ts';
import type { GameRecord } from '../../store/index.ts';
import { t } from '../i18n/index.ts';
import { signedAmount } from './amounts.ts';

/** "Mãos: 12 · Ana +35 · Bia −10 · Caio −25", best first, each name isolated (G17); or where an unfinished game stands. */
export function resultText(game: GameRecord): string {
  if (!game.result || game.result.standings.length === 0) return game.status === 'active' ? t('games.inProgress') : t('games.noResult');
  const standings = [...game.result.standings].sort((a, b) => b.net - a.net);
  const line = standings.map((s) => `${isolated(s.player)} ${signedAmount(game.profile, s.net)}`).join(' · ');
  return t('games.result', { hands: game.result.hands, standings: line });
}
