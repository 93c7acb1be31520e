// What the deal sheet says when a deal cannot be made (T15, T16): each problem its own words.
import { beforeEach, describe, expect, it } from 'vitest';
import { dealProblem } from '../../../src/engine/tournament/icm.ts';
import { dealProblemText } from '../../../src/ui/tournament/deal-sheet.tsx';
import { language } from '../../../src/ui/i18n/index.ts';

beforeEach(() => {
  language.value = 'pt-BR';
});

const prizes = [50_000, 30_000, 20_000];
const problem = (stacks: number[], aside = 0, method: 'icm' | 'chipChop' = 'icm') => dealProblem(method, stacks, prizes, aside)!;

describe('deal problems in words', () => {
  it('T15, T16: too few players, a player without chips, too many for ICM and too much kept aside each say what is wrong', () => {
    expect(dealProblemText(problem([3000]), 'BRL')).toBe('Um acordo precisa de pelo menos 2 jogadores ainda no torneio.');
    expect(dealProblemText(problem([3000, 0]), 'BRL')).toBe('Alguém que resta está sem fichas: um acordo é só entre quem ainda tem fichas.');
    expect(dealProblemText(problem(Array(11).fill(100)), 'BRL')).toBe('O ICM é exato até 10 jogadores.');
    expect(dealProblemText(problem([3000, 2000], 25_000), 'BRL')).toBe('Para o vencedor, no máximo R$\u00a0200,00 (o que o 1º paga a mais que o 2º).');
    language.value = 'en';
    expect(dealProblemText(problem([3000], 0, 'chipChop'), 'EUR')).toBe('A deal needs at least 2 players still in the tournament.');
    expect(dealProblemText(problem([3000, 0], 0, 'chipChop'), 'EUR')).toBe('Someone still in has no chips: a deal is only among players who still have chips.');
    language.value = 'pt-PT';
    expect(dealProblemText(problem([3000]), 'EUR')).toBe('São precisos pelo menos 2 jogadores ainda no torneio para um acordo.');
  });
});
