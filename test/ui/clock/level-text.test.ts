// A tournament level in each game's words (T7), written and said aloud (T21), in every language.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameOptions, ProfileId } from '../../../src/engine/index.ts';
import { levelParts, levelText, spokenLevel } from '../../../src/ui/clock/level-text.ts';
import { language } from '../../../src/ui/i18n/index.ts';

const game = (profile: ProfileId, options: GameOptions = {}) => ({ profile, options });
const holdem = game('holdem');
const draw5 = game('draw5');
const brasileiro = game('brasileiro');
const spread = { kind: 'spread', min: 1, max: 10 } as const;
const fechado = game('fechado', { betting: spread });
const fechadoNoLimit = game('fechado', { betting: { kind: 'no-limit' } });

beforeEach(() => {
  language.value = 'pt-BR';
});

describe('a level in words', () => {
  it("T7: hold'em writes its blinds, then the ante everyone pays or the big blind's, chips as the language writes them", () => {
    expect(levelText(holdem, { smallBlind: 25, bigBlind: 50 })).toBe('25/50');
    expect(levelText(holdem, { smallBlind: 25, bigBlind: 50, ante: 5 })).toBe('25/50 · ante 5');
    expect(levelParts(holdem, { smallBlind: 1000, bigBlind: 2000, bigBlindAnte: 2000 })).toEqual(['1.000/2.000', 'ante do big blind 2.000']);
    language.value = 'pt-PT';
    expect(levelText(holdem, { smallBlind: 5000, bigBlind: 10000, ante: 1000 })).toBe('5000/10\u00a0000 · ante 1000');
    language.value = 'en';
    expect(levelText(holdem, { smallBlind: 1000, bigBlind: 2000, bigBlindAnte: 2000 })).toBe('1,000/2,000 · big blind ante 2,000');
  });

  it("T7: draw5's level is its ante", () => {
    expect(levelParts(draw5, { ante: 5 })).toEqual(['Ante 5']);
    language.value = 'en';
    expect(levelText(draw5, { ante: 1500 })).toBe('Ante 1,500');
  });

  it("T7: fechado's level is its pingo (F4) and, with the spread limit, the bets' least and most (F6)", () => {
    expect(levelParts(fechado, { ante: 5, minBet: 5, maxBet: 50 })).toEqual(['Pingo 5', 'apostas de 5 a 50']);
    expect(levelText(fechadoNoLimit, { ante: 5 })).toBe('Pingo 5');
    language.value = 'pt-PT';
    expect(levelText(fechado, { ante: 100, minBet: 100, maxBet: 1000 })).toBe('Pingo 100 · apostas de 100 a 1000');
    language.value = 'en';
    expect(levelText(fechado, { ante: 500, minBet: 500, maxBet: 5000 })).toBe('Pingo 500 · bets 500 to 5,000');
  });

  it("T7: fechado's escuro variant writes its chain's posts, as many as its posters (F13)", () => {
    expect(levelText(game('fechado', { escuroPosters: 3, betting: { kind: 'no-limit' } }), { escuro: 5 })).toBe('Escuro 5/10/20');
    expect(levelText(game('fechado', { escuroPosters: 4, betting: { kind: 'no-limit' } }), { escuro: 250 })).toBe('Escuro 250/500/1.000/2.000');
    expect(levelParts(game('fechado', { escuroPosters: 3, betting: spread }), { escuro: 5, minBet: 5, maxBet: 50 })).toEqual(['Escuro 5/10/20', 'apostas de 5 a 50']);
    // Three players left at a chain of four: all three post, and the level says so.
    expect(levelText({ ...game('fechado', { escuroPosters: 4, betting: { kind: 'no-limit' } }), dealtIn: 3 }, { escuro: 250 })).toBe('Escuro 250/500/1.000');
  });

  it("T7: brasileiro's level is its escuro, the dealer's post and the buyer's double (B4)", () => {
    expect(levelParts(brasileiro, { escuro: 5 })).toEqual(['Escuro 5/10']);
    language.value = 'en';
    expect(levelText(brasileiro, { escuro: 1000 })).toBe('Escuro 1,000/2,000');
  });
});

describe('a level aloud', () => {
  it("T21: hold'em says its blinds and the ante, whoever pays it, as before", () => {
    expect(spokenLevel(holdem, 5, { smallBlind: 200, bigBlind: 400, ante: 50 })).toBe('Nível 5: 200 e 400, ante 50');
    expect(spokenLevel(holdem, 2, { smallBlind: 50, bigBlind: 100, bigBlindAnte: 100 })).toBe('Nível 2: 50 e 100, ante 100');
    language.value = 'en';
    expect(spokenLevel(holdem, 3, { smallBlind: 1000, bigBlind: 2000 })).toBe('Level 3: 1,000 and 2,000');
  });

  it('T21: every other game says its own forced bets and limits', () => {
    expect(spokenLevel(draw5, 4, { ante: 20 })).toBe('Nível 4: ante 20');
    expect(spokenLevel(fechadoNoLimit, 5, { ante: 50 })).toBe('Nível 5: pingo 50');
    expect(spokenLevel(fechado, 5, { ante: 50, minBet: 50, maxBet: 500 })).toBe('Nível 5: pingo 50, apostas de 50 a 500');
    expect(spokenLevel(brasileiro, 2, { escuro: 10 })).toBe('Nível 2: escuro 10 e 20');
    expect(spokenLevel(game('fechado', { escuroPosters: 3, betting: { kind: 'no-limit' } }), 6, { escuro: 50 })).toBe('Nível 6: escuro 50, 100 e 200');
    language.value = 'pt-PT';
    expect(spokenLevel(brasileiro, 2, { escuro: 1000 })).toBe('Nível 2: escuro 1000 e 2000');
    language.value = 'en';
    expect(spokenLevel(game('fechado', { escuroPosters: 4, betting: spread }), 7, { escuro: 100, minBet: 100, maxBet: 1000 })).toBe(
      'Level 7: escuro 100, 200, 400, and 800, bets 100 to 1,000',
    );
  });
});
