import type { Language } from './languages.ts';
import { catalogs, type MessageKey, type ParamsOf } from './messages.ts';
import { formatNumber } from './format.ts';

export type Params<K extends MessageKey> = Readonly<Record<ParamsOf<K>, string | number>>;

/** The arguments after the key: none for a plain message, the placeholder values otherwise. */
export type ParamsArg<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: Params<K>];

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

export function translate<K extends MessageKey>(language: Language, key: K, ...params: ParamsArg<K>): string {
  return interpolate(catalogs[language][key], params[0] ?? {}, language);
}
