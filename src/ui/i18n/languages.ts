// The languages Mesa speaks, and how the device's preference list picks one.

export const languages = ['pt-BR', 'pt-PT', 'en'] as const;
export type Language = (typeof languages)[number];

/** Each language named in itself, so a reader can find theirs whatever is on screen. */
export const languageNames: Readonly<Record<Language, string>> = {
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  en: 'English',
};

/** Short labels for the language switch, where three full names do not fit a 320 px row. */
export const languageCodes: Readonly<Record<Language, string>> = {
  'pt-BR': 'PT-BR',
  'pt-PT': 'PT-PT',
  en: 'EN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of the device's languages that Mesa speaks. Plain `pt` means Brazil (browsers
 * report it for Brazilian Portuguese, the most common reader); any other Portuguese region
 * (Portugal, Angola, Mozambique…) writes the European norm. Nothing known: English.
 */
export function detectLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const [base = '', region = ''] = tag.toLowerCase().split(/[-_]/);
    if (base === 'en') return 'en';
    if (base === 'pt') return region === '' || region === 'br' ? 'pt-BR' : 'pt-PT';
  }
  return 'en';
}
