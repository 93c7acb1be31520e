// Numbers and amounts written the way each language writes them (1.234,5 / 1234,5 / 1,234.5).
import type { Language } from './languages.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, currency?: string): Intl.NumberFormat {
  const cacheKey = `${language} ${currency ?? ''}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      currency ? { style: 'currency', currency } : { maximumFractionDigits: 2 },
    );
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/** A count or a chip amount: grouped digits, at most two decimals. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** Money (the settlement of a cash game), in an ISO 4217 currency such as BRL or EUR. */
export function formatMoney(value: number, currency: string, language: Language): string {
  return numberFormat(language, currency).format(value);
}
