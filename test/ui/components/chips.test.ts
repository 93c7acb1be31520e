import { beforeEach, describe, expect, it } from 'vitest';
import { fromUnits } from '../../../src/engine/units.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { signedStackText, stackText } from '../../../src/ui/components/chips.ts';

beforeEach(() => {
  language.value = 'pt-BR';
});

describe('amounts with their word, chosen by profile', () => {
  it('S2, S8: baseball counts units, with exact fractions, never chips', () => {
    expect(stackText(fromUnits(3), 'baseball')).toBe('3 unidades');
    expect(stackText(fromUnits(2, 1, 3), 'baseball')).toBe('2⅓ unidades');
    expect(stackText(fromUnits(1), 'baseball')).toBe('1 unidade');
    expect(signedStackText(-fromUnits(3), 'baseball')).toBe('−3 unidades');
    expect(signedStackText(fromUnits(0, 2, 3), 'baseball')).toBe('+⅔ unidades');
    language.value = 'en';
    expect(signedStackText(-fromUnits(3), 'baseball')).toBe('−3 units');
    expect(stackText(fromUnits(1), 'baseball')).toBe('1 unit');
  });

  it('every other profile counts chips, as each language writes numbers', () => {
    expect(stackText(1234, 'holdem')).toBe('1.234 fichas');
    expect(signedStackText(-3, 'brasileiro')).toBe('−3 fichas');
    expect(signedStackText(0, 'draw5')).toBe('0 fichas');
    // One chip is a ficha, a chip: the word agrees with the count, signed or not.
    expect(stackText(1, 'holdem')).toBe('1 ficha');
    expect(signedStackText(-1, 'draw5')).toBe('−1 ficha');
    language.value = 'en';
    expect(signedStackText(12, 'fechado')).toBe('+12 chips');
    expect(signedStackText(1, 'fechado')).toBe('+1 chip');
  });
});
