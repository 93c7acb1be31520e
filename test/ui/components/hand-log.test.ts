import { beforeEach, describe, expect, it } from 'vitest';
import { apply, newHand, view, type Action, type HandConfig, type HandState, type HandView, type PublicEvent, type SessionAction } from '../../../src/engine/index.ts';
import { language, languages } from '../../../src/ui/i18n/index.ts';
import { line } from '../../../src/ui/components/hand-log.tsx';
import { actionText } from '../../../src/ui/ledger/undo-bar.tsx';

const seats = ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 }));

function step(state: HandState, action: Action): HandState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
  return next.state;
}

/**
 * One of every action a game logs. The mapped type makes `npx tsc --noEmit` fail as soon as the
 * engine gains an action type with no sample here, and the tests below then demand words for it.
 */
const samples: { readonly [K in SessionAction['type']]: Extract<SessionAction, { type: K }> } = {
  startHand: { type: 'startHand', at: 1 },
  buyIn: { type: 'buyIn', player: 1 },
  buyInPrice: { type: 'buyInPrice', price: 20, currency: 'BRL' },
  pauseClock: { type: 'pauseClock', at: 1 },
  resumeClock: { type: 'resumeClock', at: 2 },
  setLevel: { type: 'setLevel', level: 2, at: 3 },
  undo: { type: 'undo' },
  shuffle: { type: 'shuffle', deck: [0, 1, 2] },
  reshuffle: { type: 'reshuffle', order: [0, 1] },
  deal: { type: 'deal', to: 'board', cards: [48, 44, 40] },
  fold: { type: 'fold', seat: 0 },
  check: { type: 'check', seat: 0 },
  call: { type: 'call', seat: 0 },
  bet: { type: 'bet', seat: 0, to: 4 },
  raise: { type: 'raise', seat: 0, to: 8 },
  draw: { type: 'draw', seat: 0, discard: 2 },
  show: { type: 'show', seat: 0, cards: [48, 49] },
  muck: { type: 'muck', seat: 0 },
  openers: { type: 'openers', seat: 0, shown: true },
  award: { type: 'award', pot: 0, winners: [0] },
  lead: { type: 'lead', seat: 0 },
  rebuy: { type: 'rebuy', seat: 0, accept: true },
  addOn: { type: 'addOn', player: 1, at: 3 },
  lateEntry: { type: 'lateEntry', player: 2 },
  walkIn: { type: 'walkIn', name: 'Zé' },
  colourUp: { type: 'colourUp', winners: [0], at: 4 },
  prizeDeal: { type: 'prizeDeal', method: 'icm', aside: 0 },
  claimBonus: { type: 'claimBonus', seat: 0, kind: 'quads' },
  peek: { type: 'peek', seat: 1 },
  straddle: { type: 'straddle', seat: 2, accept: true },
  runIt: { type: 'runIt', times: 2 },
  reveal: { type: 'reveal' },
  bombPot: { type: 'bombPot', on: true },
};

beforeEach(() => {
  language.value = 'pt-BR';
});

describe('the hand log has words for every action', () => {
  const table: HandView = view(newHand({ profile: 'brasileiro', seats, dealer: 0, dealing: 'ledger' }), 'table');

  it.each(languages)('%s: every action type the engine logs reads as a sentence, never its code name', (lang) => {
    language.value = lang;
    for (const [type, action] of Object.entries(samples)) {
      const text = actionText(table, action);
      expect(text, type).not.toBe('');
      expect(text, type).not.toBe(type);
      expect(text, type).not.toMatch(new RegExp(`: ${type}$`)); // the old "{name}: {action}" fallback
      expect(text, type).not.toMatch(/[{}]/);
    }
  });

  it('every public event but a deal to a seat (its cards are private) gets a line in the hand log', () => {
    for (const [type, action] of Object.entries(samples)) {
      if (action.type === 'startHand' || action.type === 'buyIn' || action.type === 'buyInPrice' || action.type === 'undo' || action.type === 'bombPot') continue;
      if (action.type === 'pauseClock' || action.type === 'resumeClock' || action.type === 'setLevel') continue; // session actions, not in a hand's record
      if (['addOn', 'lateEntry', 'walkIn', 'colourUp', 'prizeDeal'].includes(action.type)) continue; // tournament moves between hands
      const event = { ...action, count: 2, cards: 'cards' in action ? action.cards : [] } as PublicEvent;
      expect(line(table, event), type).toMatch(/\S/);
    }
    expect(line(table, { type: 'deal', to: 1, count: 2, cards: [null, null] })).toBeNull();
  });

  it('B5: a re-buy of the escuro says what it cost, each one double the one before; a decline says passou', () => {
    // Four at the table, Ana deals: Davi buys the escuro (2), Caio buys it again (4), then Bia (8).
    const config: HandConfig = { profile: 'brasileiro', seats: [...seats, { name: 'Davi', stack: 100 }], dealer: 0 };
    let state = newHand(config);
    state = step(state, { type: 'rebuy', seat: 2, accept: true });
    const once = view(state, 'table');
    expect(once.record.map((e, i) => line(once, e, i))).toEqual(['Caio comprou o escuro por 4']);
    state = step(state, { type: 'rebuy', seat: 1, accept: true });
    const twice = view(state, 'table');
    expect(twice.record.map((e, i) => line(twice, e, i))).toEqual(['Caio comprou o escuro por 4', 'Bia comprou o escuro por 8']);
    expect(line(twice, { type: 'rebuy', seat: 0, accept: false })).toBe('Ana passou');
    language.value = 'en';
    expect(line(twice, { type: 'rebuy', seat: 0, accept: false })).toBe('Ana passed');
    // An undone re-buy, no longer in the record, is named at what it would have cost.
    expect(line(once, { type: 'rebuy', seat: 1, accept: true })).toBe('Bia bought the escuro for 8');
  });

  it('B9, B10, S5: openers shown or not, the table naming who leads, a bonus claimed', () => {
    const table3 = view(newHand({ profile: 'brasileiro', seats, dealer: 0 }), 'table');
    expect(line(table3, { type: 'openers', seat: 1, shown: true })).toBe('Bia mostrou a abertura');
    expect(line(table3, { type: 'openers', seat: 1, shown: false })).toBe('Bia não tinha abertura');
    expect(line(table3, { type: 'lead', seat: 2 })).toBe('Caio começa a rodada (melhor jogo aberto)');
    expect(line(table3, { type: 'claimBonus', seat: 0, kind: 'royal' })).toBe('Ana mostrou royal straight flush: bônus');
    language.value = 'en';
    expect(line(table3, { type: 'claimBonus', seat: 0, kind: 'quads' })).toBe('Ana showed four of a kind: bonus');
  });
});
