import { beforeEach, describe, expect, it } from 'vitest';
import type { Signal } from '@preact/signals';
import type { TableView } from '../../../src/engine/index.ts';
import type { Guest } from '../../../src/app/guest-view.ts';
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

describe('amounts on a guest phone (N2)', () => {
  it('S2, N2: with no game open, the amounts follow the game of the view the host sent: baseball in units', async () => {
    const { guest } = await import('../../../src/app/guest-view.ts');
    const { chips } = await import('../../../src/ui/components/chips.ts');
    const fed = guest as unknown as Signal<Guest | null>;
    const view = { config: { profile: 'baseball' } } as unknown as TableView;
    fed.value = { state: 'playing', role: 0, seats: [], view, refusal: null, away: [], fair: null, asked: null, closed: false };
    try {
      expect(chips(fromUnits(2, 1, 3))).toBe('2⅓');
      expect(stackText(fromUnits(1))).toBe('1 unidade');
    } finally {
      fed.value = null;
    }
  });
});
