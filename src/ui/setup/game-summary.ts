// How a stored game is described in a line or two (home's "continue", the past-games list):
// which game, who played and when. Light: home loads it with the first screen.
import { isMoment, isolated } from '../../engine/index.ts';
import { language, t, type Language } from '../i18n/index.ts';
import { isProfileId } from '../profiles.ts';

export function profileName(profile: string): string {
  return isProfileId(profile) ? t(`profile.${profile}.name`) : profile;
}

/** The games of a stored dealer's-choice night, by the short names the table knows them by; null for a night of one game. */
function choiceShortNames(config: unknown): string[] | null {
  const games = (config as { choice?: { games?: unknown } } | null)?.choice?.games;
  if (!Array.isArray(games)) return null;
  // A stored config is read as anything from outside is: a game it does not know is left unnamed.
  return games.flatMap((game) => {
    const profile = (game as { profile?: unknown } | null)?.profile;
    return isProfileId(profile) && profile !== 'baseball' ? [t(`profile.${profile}.short`)] : [];
  });
}

/** A stored game's name: its game's, or a dealer's-choice night's with its games ("Escolha do carteador: Hold'em, PLO e Fechado"). */
export function gameName(game: { readonly profile: string; readonly config: unknown }): string {
  const games = choiceShortNames(game.config);
  return games ? t('games.choiceGames', { choice: t('profile.choice.name'), games: listText(games) }) : profileName(game.profile);
}

/** "a, b e c" / "a, b and c". */
export function listText(items: readonly string[], lang: Language = language.value): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

/** "Ana, Bia e Caio" / "Ana, Bia and Caio", each name isolated (G17; JSX shows it with IsolatedText). */
export function playerList(players: readonly string[], lang: Language = language.value): string {
  return listText(players.map(isolated), lang);
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "agora", "há 5 minutos", "ontem"… up to a week; then the date. */
export function whenText(at: number, now: number, lang: Language = language.value): string {
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  let amount = (at - now) / 60_000;
  if (Math.abs(amount) < 1) return relative.format(0, 'second');
  for (const [unit, next] of units) {
    if (Math.abs(amount) < next) return relative.format(Math.round(amount), unit);
    amount /= next;
  }
  return dateText(at, lang);
}

/** The date and time of a moment; a stored one beyond the table limits (G18: from before they were checked) is said to be unknown, never thrown at the screen. */
export function dateText(at: number, lang: Language = language.value): string {
  if (!isMoment(at)) return t('games.unknownDate');
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

