import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { percent, points } from '../../../src/ui/odds/messages.ts';

describe('odds message catalogs', () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('O4: chances to a tenth of a percent in each language, a sliver that is not nothing never shown as 0, a certainty whole', () => {
    language.value = 'en';
    expect(percent(0.81064)).toBe('81.1%');
    expect(percent(0.0038)).toBe('0.4%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.0002)).toBe('< 0.1%');
    expect(percent(0.9998)).toBe('> 99.9%');
    expect(points(0.0029)).toBe('0.3');
    language.value = 'pt-BR';
    expect(percent(0.81064)).toMatch(/^81,1\s?%$/);
    expect(points(0.0029)).toBe('0,3');
  });
});
