import type { Language } from './languages.ts';
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
