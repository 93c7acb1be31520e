import type { Language } from './languages.ts';
import { catalogs, type MessageKey, type MessageParams } from './messages.ts';
import type { ptBR } from './pt-BR.ts';
import { formatNumber } from './format.ts';

/**
 * Fills `{name}` placeholders; numbers are written in the language's own style. A placeholder
 * with no value stays visible as `{name}` rather than breaking the screen.
 */
export function interpolate(template: string, params: Readonly<Record<string, string | number>>, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}

/** A message in a given language (`t()` is the current language's). */
export function translate<K extends MessageKey>(language: Language, key: K, ...params: MessageParams<(typeof ptBR)[K]>): string {
  return interpolate(catalogs[language][key], params[0] ?? {}, language);
}
