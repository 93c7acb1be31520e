import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apply,
  handFacts,
  legalActions,
  newHand,
  rankOf,
  seededSource,
  shuffle,
  view,
  type Action,
  type HandConfig,
  type HandState,
} from '../../src/engine/index.ts';
import { language } from '../../src/ui/i18n/index.ts';
import { brasileiroUi } from '../../src/ui/profiles/brasileiro-ui.tsx';
import { fechadoUi } from '../../src/ui/profiles/fechado-ui.tsx';
import { baseballUi } from '../../src/ui/profiles/baseball-ui.tsx';
import { profileCatalogs } from '../../src/ui/profiles/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const seats = (stack: number) => ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack }));

function step(state: HandState, action: Action): HandState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
  return next.state;
}

function dealt(config: HandConfig, seed: number, before: readonly Action[] = []): HandState {
  let state = before.reduce(step, newHand(config));
  const [legal] = legalActions(state).actions;
  if (legal.type !== 'shuffle') throw new Error('waits for a shuffle');
  state = step(state, { type: 'shuffle', deck: shuffle(legal.cards, seededSource(seed)) });
  return state;
}

/** The exchange: every seat stands pat; a restock (F10) or a short stock (D7) is shuffled on the way. */
function standPat(state: HandState): HandState {
  for (;;) {
    const [legal] = legalActions(state).actions;
    if (legal?.type === 'reshuffle') state = step(state, { type: 'reshuffle', order: shuffle(legal.cards, seededSource(1)) });
    else if (state.pending.kind === 'draw') state = step(state, { type: 'draw', seat: state.pending.seat, discard: [] });
    else return state;
  }
}

const seatOf = (state: HandState) => legalActions(state).seat!;
const word = (ui: typeof fechadoUi, state: HandState, type: 'fold' | 'check' | 'call' | 'bet' | 'raise', amount = '2') =>
  ui.word!(view(state, seatOf(state)), seatOf(state), type, amount);

afterEach(() => {
  language.value = 'pt-BR';
});

describe('profile message catalogs', () => {
  const reference = profileCatalogs['pt-BR'];
  it.each(['pt-PT', 'en'] as const)('%s has every key of pt-BR, each non-empty, with the same placeholders', (lang) => {
    const catalog = profileCatalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const other = catalog[key as keyof typeof catalog];
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });
});

describe('fechado words', () => {
  const config: HandConfig = { profile: 'fechado', seats: seats(100), dealer: 0, options: { freeOpening: true } };

  it('F5: before anyone opens, fold is passo, check is mesa, bet is abro', () => {
    const state = dealt(config, 1);
    expect([word(fechadoUi, state, 'fold'), word(fechadoUi, state, 'check'), word(fechadoUi, state, 'bet')]).toEqual(['Passo', 'Mesa', 'Abro com 2']);
  });

  it('F8: the first raise is a repique, the next a contra-repique; fold is sair once opened', () => {
    let state = dealt(config, 1);
    state = step(state, { type: 'bet', seat: 1, to: 2 });
    expect(handFacts(view(state, 'table')).opener).toBe(1);
    expect(word(fechadoUi, state, 'raise', '4')).toBe('Repique para 4');
    expect(word(fechadoUi, state, 'fold')).toBe('Sair');
    state = step(state, { type: 'raise', seat: 2, to: 4 });
    expect(handFacts(view(state, 'table')).raises).toBe(1);
    expect(word(fechadoUi, state, 'raise', '6')).toBe('Contra-repique para 6');
    language.value = 'en';
    expect(word(fechadoUi, state, 'raise', '6')).toBe('Contra-repique: raise to 6');
  });

  it('F8: a seat that said mesa is known to have said it; F11: after the exchange the words are the generic ones', () => {
    let state = dealt(config, 2);
    state = step(state, { type: 'check', seat: 1 });
    state = step(state, { type: 'bet', seat: 2, to: 2 });
    expect(handFacts(view(state, 'table')).mesa.includes(1)).toBe(true);
    expect(handFacts(view(state, 'table')).mesa.includes(2)).toBe(false);
    state = step(state, { type: 'call', seat: 0 });
    state = step(state, { type: 'call', seat: 1 });
    state = standPat(state);
    expect(handFacts(view(state, 'table')).afterExchange).toBe(true);
    expect(handFacts(view(state, 'table')).raises).toBe(0);
    expect(word(fechadoUi, state, 'bet')).toBeNull();
    expect(word(fechadoUi, state, 'check')).toBe('Mesa');
  });
});

describe('brasileiro words', () => {
  const config: HandConfig = { profile: 'brasileiro', seats: seats(100), dealer: 0 };

  it('B7: mesa while nobody raised above the escuro, cobrir after a raise; aumentar, desistir', () => {
    let state = dealt(config, 3, [{ type: 'rebuy', seat: 1, accept: false }]);
    state = standPat(state);
    // Bia speaks first (right of the buyer, Caio); the dealer's 1 and Caio's 2 are in.
    expect(word(brasileiroUi, state, 'call', '2')).toBe('Mesa (2)');
    expect(word(brasileiroUi, state, 'raise', '6')).toBe('Aumentar para 6');
    expect(word(brasileiroUi, state, 'fold')).toBe('Desistir');
    state = step(state, { type: 'raise', seat: 1, to: 6 });
    expect(word(brasileiroUi, state, 'call', '5')).toBe('Cobrir 5');
  });

  it('B10: in a jacker deal check is passo and bet is abro until the exchange', () => {
    const state = dealt({ ...config, mode: 'jacker' }, 4);
    expect(word(brasileiroUi, state, 'check')).toBe('Passo');
    expect(word(brasileiroUi, state, 'bet', '4')).toBe('Abro com 4');
  });

  it('B6: the seat that took four waits for its fourth card until everyone else has exchanged', () => {
    let state = dealt(config, 5, [{ type: 'rebuy', seat: 1, accept: false }]);
    const first = seatOf(state);
    state = step(state, { type: 'draw', seat: first, discard: state.seats[first].cards.slice(0, 4) as number[] });
    expect(handFacts(view(state, 'table')).waitingFourth).toEqual([first]);
    state = standPat(state);
    expect(handFacts(view(state, 'table')).waitingFourth).toEqual([]);
  });
});

describe('baseball', () => {
  const config: HandConfig = { profile: 'baseball', seats: seats(0), dealer: 0 };

  it('S1: the extras are exactly the cards after the open 4s, open themselves, at every point of a hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        let state = dealt(config, seed);
        while (!state.result) {
          const table = view(state, 'table');
          for (const seat of table.seats) {
            const extras = handFacts(table).extraCards[seat.seat];
            const openFours = seat.cards.filter((c, i) => seat.up[i] && c !== null && rankOf(c) === 2).length;
            expect(extras.filter(Boolean)).toHaveLength(openFours);
            extras.forEach((extra, i) => extra && expect(seat.up[i]).toBe(true));
          }
          const seat = seatOf(state);
          state = step(state, legalActions(state).actions.some((a) => a.type === 'check') ? { type: 'check', seat } : { type: 'call', seat });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('S6: a raise is said as one unit and where it takes the bet, in units', () => {
    let state = dealt(config, 6);
    state = step(state, { type: 'bet', seat: seatOf(state), to: 60 });
    expect(baseballUi.word!(view(state, seatOf(state)), seatOf(state), 'raise', '2')).toBe('Aumentar 1 (para 2)');
  });
});
