// Chip amounts of the game open on the table, as each language writes numbers (1.234 / 1 234 /
// 1,234), signed for results; baseball's in exact units (setup/result-amounts.ts). A screen showing
// another game (its history) formats with that game's profile instead. A guest phone has no game
// open: the game is the one of the view the host sent it (N2).
import { currentGame, guest } from '../../app/index.ts';
import { UNIT } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { tp } from '../profiles/messages.ts';
import { amountText } from '../setup/result-amounts.ts';

const openProfile = () => currentGame.value?.record.profile ?? guest.value?.view?.config.profile ?? '';

export const chips = (amount: number, profile = openProfile()): string => amountText(profile, amount);

/** +12 / −5 / 0, with a real minus sign so it reads as one. */
export const signedChips = (amount: number): string =>
  amount > 0 ? `+${chips(amount)}` : amount < 0 ? `−${chips(-amount)}` : chips(0);

/**
 * An amount with its word: "120 fichas", or in baseball, which counts record units and never
 * chips (S2, S8), "2⅓ unidades". Every stack and result label goes through here.
 */
export function stackText(amount: number, profile = openProfile()): string {
  const number = amountText(profile, amount);
  if (profile !== 'baseball') return amount === 1 ? t('table.stackOne') : t('table.stack', { amount: number });
  return Math.abs(amount) === UNIT ? tp('baseball.stackOne', { amount: number }) : tp('baseball.stack', { amount: number });
}

/** A result with its word and sign: "−3 fichas", "+⅔ unidades". */
export function signedStackText(amount: number, profile = openProfile()): string {
  const text = stackText(Math.abs(amount), profile);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}
