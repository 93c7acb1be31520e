// Money as the app's language writes it ("R$ 12,50", "12,50 €", "$12.50"), from cents: the
// engine and the store keep every sum of money in its currency's minor units.
import { minorDigits } from '../../engine/index.ts';
import { formatMoney, language } from '../i18n/index.ts';

/** Cents in a currency, "+" for a gain when `signed`, a real minus sign for a loss. */
export function moneyText(cents: number, currency: string, signed = false): string {
  const text = formatMoney(Math.abs(cents) / 10 ** minorDigits(currency), currency, language.value);
  return cents < 0 ? `−${text}` : signed && cents > 0 ? `+${text}` : text;
}
