// How a stored game ended, in a line: for the past-games list and a game's history.
import { isolated } from '../../engine/index.ts';
import type { GameRecord, ResultSummary } from '../../app/index.ts';
import { moneyText } from '../components/money-text.ts';
import { t } from '../i18n/index.ts';
import { signedAmount } from './result-amounts.ts';

type Standing = ResultSummary['standings'][number];

/** A standing in a line: chips (units); a tournament's money, or its place alone where it had none (T22). */
function standingText(profile: string, result: ResultSummary, s: Standing): string {
  if (s.place === undefined) return `${isolated(s.player)} ${signedAmount(profile, s.net)}`;
  const place = `${t('table.place', { place: s.place })} ${isolated(s.player)}`;
  return result.currency && s.money !== undefined ? `${place} ${moneyText(s.money, result.currency, true)}` : place;
}

/** "Mãos: 12 · Ana +35 · Bia −10 · Caio −25", best first; a tournament by its places, each name isolated (G17); or where an unfinished game stands. */
export function resultText(game: GameRecord): string {
  const result = game.result;
  if (!result || result.standings.length === 0) return game.status === 'active' ? t('games.inProgress') : t('games.noResult');
  const key = (s: Standing) => (s.place === undefined ? -s.net : s.place);
  const standings = [...result.standings].sort((a, b) => key(a) - key(b));
  const line = standings.map((s) => standingText(game.profile, result, s)).join(' · ');
  return t('games.result', { hands: result.hands, standings: line });
}
