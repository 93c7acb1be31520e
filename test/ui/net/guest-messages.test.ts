import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { tg } from '../../../src/ui/net/guest-messages.ts';
import { offerInHash } from '../../../src/ui/net/code-links.ts';

describe('guest phone message catalogs', () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('N4, N6: the words follow the language chosen', () => {
    language.value = 'en';
    expect(tg('join.returning', { name: 'Ana' })).toBe("You'll be back at Ana's seat");
    expect(tg('table.toAct', { name: 'Bruno' })).toBe('Bruno to act');
    language.value = 'pt-PT';
    expect(tg('join.connecting')).toBe('A ligar…');
  });
});

describe('the join link', () => {
  it('N1: only a #join= hash is an offer, taken as the whole link', () => {
    expect(offerInHash('https://m.example/#join=AbC', '#join=AbC')).toBe('https://m.example/#join=AbC');
    expect(offerInHash('https://m.example/#join=', '#join=')).toBeNull();
    expect(offerInHash('https://m.example/#answer=AbC', '#answer=AbC')).toBeNull();
    expect(offerInHash('https://m.example/', '')).toBeNull();
  });
});
