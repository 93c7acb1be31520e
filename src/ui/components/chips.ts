// Chip amounts as each language writes numbers (1.234 / 1 234 / 1,234), signed for results.
import { formatNumber, language } from '../i18n/index.ts';

export const chips = (amount: number): string => formatNumber(amount, language.value);

/** +12 / −5 / 0, with a real minus sign so it reads as one. */
export const signedChips = (amount: number): string =>
  amount > 0 ? `+${chips(amount)}` : amount < 0 ? `−${chips(-amount)}` : chips(0);
