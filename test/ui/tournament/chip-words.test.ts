// The colour-up line the desk and the big clock show at a break (T5).
import { beforeEach, describe, expect, it } from 'vitest';
import { colourUpText } from '../../../src/ui/tournament/chip-words.ts';
import { language } from '../../../src/ui/i18n/index.ts';

beforeEach(() => {
  language.value = 'pt-BR';
});

const chips = [
  { colour: 'white', value: 1000, count: 100 },
  { colour: 'red', value: 5000, count: 100 },
] as const;

describe('the colour-up line', () => {
  it('T5: names the colour leaving and its value as the language writes numbers', () => {
    expect(colourUpText(chips, 1000)).toBe('Neste intervalo: as fichas de cor branca (1.000) saem da mesa.');
    language.value = 'en';
    expect(colourUpText(chips, 1000)).toBe('At this break: the white chips (1,000) leave the table.');
    language.value = 'pt-PT'; // Portugal groups digits from five: 1000, 10 000
    expect(colourUpText(chips, 5000)).toBe('Neste intervalo: as fichas de cor vermelha (5000) saem da mesa.');
  });
});
