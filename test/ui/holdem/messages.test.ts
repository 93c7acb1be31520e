import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { th } from '../../../src/ui/holdem/messages.ts';

describe("hold'em house options message catalogs", () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('H11, H13, O7: the words follow the language chosen', () => {
    language.value = 'en';
    expect(th('straddle.yes', { amount: '4 chips' })).toBe('Straddle 4 chips');
    expect(th('runout.nextTurn')).toBe('Deal the turn');
    language.value = 'pt-BR';
    expect(th('runout.next')).toBe('Próxima carta');
    expect(th('runIt.twice')).toBe('Duas vezes');
  });
});
