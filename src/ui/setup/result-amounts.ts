// Results of any stored game, written in its own terms: chips, or for baseball exact record
// units (S2, S8: the engine counts sixtieths of a unit). Not tied to the game open on the table.
import { formatUnits } from '../../engine/index.ts';
import { formatNumber, language } from '../i18n/index.ts';

const separator = () => (language.value === 'en' ? '.' : ',');

/** 1.234 chips; 1⅓ units in baseball. */
export function amountText(profile: string, amount: number): string {
  return profile === 'baseball' ? formatUnits(amount, { separator: separator() }) : formatNumber(amount, language.value);
}

/** +12 / −5 / 0 chips; +1⅓ / −⅔ units in baseball. A real minus sign, so it reads as one. */
export function signedAmount(profile: string, amount: number): string {
  if (profile === 'baseball') return formatUnits(amount, { sign: 'always', separator: separator() });
  const text = formatNumber(Math.abs(amount), language.value);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}
