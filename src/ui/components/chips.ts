// Chip amounts as each language writes numbers (1.234 / 1 234 / 1,234), signed for results.
// Baseball counts in sixtieths of a unit (S2, S8), so its amounts are written as exact units.
import { formatUnits } from '../../engine/index.ts';
import { currentGame } from '../../app/games.ts';
import { formatNumber, language } from '../i18n/index.ts';

const inUnits = () => currentGame.value?.record.profile === 'baseball';
const separator = () => (language.value === 'en' ? '.' : ',');

export const chips = (amount: number): string =>
  inUnits() ? formatUnits(amount, { separator: separator() }) : formatNumber(amount, language.value);

/** +12 / −5 / 0, with a real minus sign so it reads as one. */
export const signedChips = (amount: number): string =>
  amount > 0 ? `+${chips(amount)}` : amount < 0 ? `−${chips(-amount)}` : chips(0);
