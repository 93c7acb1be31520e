import { beforeEach, describe, expect, it } from 'vitest';
import { apply, newHand, view, type Action, type HandConfig, type HandState, type HandView, type PublicEvent, type SessionAction } from '../../../src/engine/index.ts';
import { language, languages } from '../../../src/ui/i18n/index.ts';
import { line, postLines } from '../../../src/ui/components/hand-log.tsx';
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
  nameGame: { type: 'nameGame', seat: 0, game: 1 },
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
      if (action.type === 'startHand' || action.type === 'buyIn' || action.type === 'buyInPrice' || action.type === 'undo' || action.type === 'bombPot' || action.type === 'nameGame') continue;
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

/** The hand's log as the table reads it: the posts, then every event of the record. */
function logOf(state: HandState): string[] {
  const table = view(state, 'table');
  return [...postLines(table), ...table.record.map((event, i) => line(table, event, i)).filter((text): text is string => text !== null)];
}

const play = (state: HandState, ...actions: Action[]) => actions.reduce(step, state);
const three = ['Ana', 'Bia', 'Carla'].map((name) => ({ name, stack: 100 }));

describe('the hand log says what the table said, with its amounts and posts', () => {
  it('G11, H2: the blinds come first, a call says what it put in, an all-in is marked', () => {
    const hand = play(newHand({ profile: 'holdem', seats: three, dealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } }), { type: 'raise', seat: 0, to: 100 }, { type: 'call', seat: 1 });
    expect(logOf(hand)).toEqual(['Bia pôs o small blind (1)', 'Carla pôs o big blind (2)', 'Ana aumentou para 100 (all-in)', 'Bia pagou 99 (all-in)']);
    language.value = 'en';
    expect(logOf(hand)).toEqual(['Bia posted the small blind (1)', 'Carla posted the big blind (2)', 'Ana raised to 100 (all-in)', 'Bia called 99 (all-in)']);
    // Undo names the entry the same way (G12).
    expect(actionText(view(hand, 'table'), hand.log[hand.log.length - 1], hand.log.length - 1)).toBe('Bia called 99 (all-in)');
  });

  it('D1: antes all alike are one line', () => {
    const hand = play(newHand({ profile: 'draw5', seats: three, dealer: 0, dealing: 'ledger' }), { type: 'bet', seat: 1, to: 4 }, { type: 'call', seat: 2 });
    expect(logOf(hand)).toEqual(['Ante de 1 de cada um', 'Bia apostou 4', 'Carla pagou 4']);
  });

  it('B4, B7, B10: brasileiro says passo and abriu in a jacker deal, mesa while nobody raised, cobriu after; the escuro posts come first', () => {
    const jacker = play(newHand({ profile: 'brasileiro', seats: three, dealer: 0, dealing: 'ledger', mode: 'jacker' }), { type: 'check', seat: 2 }, { type: 'bet', seat: 1, to: 4 }, { type: 'call', seat: 0 });
    expect(logOf(jacker)).toEqual(['Jacker: 2 de cada um', 'Carla: passo', 'Bia abriu com 4', 'Ana cobriu 4']);
    // The undo bar names the passo a passo, not a mesa.
    const passo = play(newHand({ profile: 'brasileiro', seats: three, dealer: 0, dealing: 'ledger', mode: 'jacker' }), { type: 'check', seat: 2 });
    expect(actionText(view(passo, 'table'), passo.log[0], 0)).toBe('Carla: passo');
    const normal = play(
      newHand({ profile: 'brasileiro', seats: three, dealer: 0, dealing: 'ledger' }),
      { type: 'rebuy', seat: 1, accept: false },
      ...[2, 1, 0].map((seat): Action => ({ type: 'draw', seat, discard: 0 })),
      { type: 'call', seat: 1 },
      { type: 'raise', seat: 0, to: 6 },
      { type: 'call', seat: 2 },
    );
    expect(logOf(normal)).toEqual(['Ana (carteador) pôs 1', 'Carla comprou o escuro por 2', 'Bia passou', 'Carla trocou 0', 'Bia trocou 0', 'Ana trocou 0', 'Bia: mesa (2)', 'Ana aumentou para 6', 'Carla cobriu 4']);
    expect(actionText(view(normal, 'table'), normal.log[normal.log.length - 1], normal.log.length - 1)).toBe('Carla cobriu 4');
    language.value = 'pt-PT';
    expect(logOf(jacker).slice(1)).toEqual(['Carla: passo', 'Bia abriu com 4', 'Ana cobriu 4']);
    language.value = 'en';
    expect(logOf(jacker)).toEqual(['Jacker: everyone posted 2', 'Carla passed', 'Bia opened with 4', 'Ana covered 4']);
  });

  it('F4, F5, F8, F13: fechado says pingo, passo before anyone opened, pediu mesa, abriu, repicou, acompanhou; the escuro chain by its posts', () => {
    const four = [...three, { name: 'Davi', stack: 100 }];
    const hand = play(
      newHand({ profile: 'fechado', seats: four, dealer: 0, dealing: 'ledger', options: { freeOpening: true } }),
      { type: 'fold', seat: 1 },
      { type: 'check', seat: 2 },
      { type: 'bet', seat: 3, to: 2 },
      { type: 'raise', seat: 0, to: 4 },
      { type: 'call', seat: 2 },
    );
    expect(logOf(hand)).toEqual(['Pingo de 1 de cada um', 'Bia: passo', 'Carla pediu mesa', 'Davi abriu com 2', 'Ana repicou para 4', 'Carla acompanhou 4']);
    language.value = 'en';
    expect(logOf(hand)).toEqual(['Everyone put in a pingo of 1', 'Bia passed', 'Carla said mesa (check)', 'Davi opened with 2', 'Ana raised (repique) to 4', 'Carla called 4']);
    language.value = 'pt-BR';
    const escuro = newHand({ profile: 'fechado', seats: four, dealer: 0, dealing: 'ledger', options: { ante: 0, escuroPosters: 3 } });
    expect(logOf(escuro)).toEqual(['Ana casou 1 no escuro', 'Bia casou 2 no escuro', 'Carla casou 4 no escuro']);
  });
});
