// Issue 20's words and frictions at the table, on screen: the hand log's blinds and amounts, an
// all-in tile's bet, an uncontested winner not asked to show (G9, B9), a fechado opener's shown
// openers (F12), a chip-ledger result with its typed board (O8), the setup's default currency in
// English, the odds history's names and the replayer's first run seen whole (H13). (Its
// screenshots: `npm run shots`; the odds history's names uncut at 360 px: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { legalActions, parseCards, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { cardName } from '../support/hidden-cards.ts';
import { drive } from '../support/stacked-deals.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { storedState, texts, withText } from './support/play-table.ts';

const four = ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 }));
const labels = (group: HTMLElement) => within(group).getAllByRole('img').map((card) => card.getAttribute('aria-label'));

describe('the hand log and the seats', () => {
  it('G11, H2, G7: the log starts with the blinds and says what each call put in; an all-in tile says what it bet', async () => {
    // Duda deals: Ana small blind, Bia big blind; Caio moves all-in, Duda calls it all-in.
    const game = drive('e2e-words-holdem', { profile: 'holdem', players: four, firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } }, (state) => {
      const seat = legalActions(state.hand!).seat;
      if (seat === 2) return { type: 'raise', seat, to: 200 };
      if (seat === 3) return { type: 'call', seat };
      return null;
    });
    await openApp({ games: [game] });
    await tap('Sou Ana: ver minhas cartas');
    await screen.findByRole('heading', { name: 'Vez de Ana' });
    fireEvent.click(document.querySelector('.hand-log summary')!);
    const lines = texts('.hand-log li');
    expect(lines.slice(0, 2)).toEqual(['Ana pôs o small blind (1)', 'Bia pôs o big blind (2)']);
    expect(lines).toContain('Caio aumentou para 200 (all-in)');
    expect(lines).toContain('Duda pagou 200 (all-in)');
    for (const name of ['Caio', 'Duda']) {
      const tile = withText('.seat', name);
      expect(tile.querySelector('.seat-bet')?.textContent).toBe('pôs 200 na mão');
      expect(tile.querySelector('.seat-mark')?.textContent).toBe('All-in');
    }
    await expectAccessible('words-hand-log');
  });
});

describe('an uncontested winner', () => {
  it('G9, B9: the last player in, without a bonus hand, takes the pot at once: nobody asks him to show', async () => {
    // Bia declines the re-buy, nobody exchanges, Bia folds: Ana's fold leaves Caio alone.
    const three = ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 }));
    const config: SessionConfig = { profile: 'brasileiro', players: three, firstDealer: 0, options: { showToClaim: true } };
    const game = drive('e2e-words-brasileiro', config, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind === 'decide') return { type: 'rebuy', seat: pending.seat, accept: false };
      if (pending.kind === 'draw') return { type: 'draw', seat: pending.seat, discard: [] };
      if (pending.kind === 'bet' && pending.seat === 1) return { type: 'fold', seat: 1 };
      return null;
    });
    expect(game.state.hand!.pending).toEqual({ kind: 'bet', seat: 0 });
    const app = await openApp({ games: [game] });
    await tap('Sou Ana: ver minhas cartas');
    await tap('Desistir');
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    await screen.findByText('Todos desistiram: Caio leva sem mostrar.');
    const state = await storedState(app, game);
    expect(state.history).toHaveLength(1);
    expect(state.log.some((a) => a.type === 'show' || a.type === 'muck')).toBe(false);
    await expectAccessible('words-brasileiro-uncontested');
  });

  it('F12, G12: a fechado opener nobody called who showed his openers is said to have shown them', async () => {
    const three = ['Ana', 'Bruno', 'Caio'].map((name) => ({ name, stack: 100 }));
    const game = drive('e2e-words-fechado', { profile: 'fechado', players: three, firstDealer: 0, dealing: 'ledger' }, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind !== 'bet') return null;
      return pending.seat === 1 ? { type: 'bet', seat: 1, to: 2 } : { type: 'fold', seat: pending.seat };
    });
    await openApp({ games: [game] });
    await screen.findByRole('heading', { level: 1, name: 'Bruno abriu: mostrou a abertura?' });
    await tap('Mostrou');
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    await screen.findByText('Todos desistiram: Bruno mostrou a abertura e leva o pote.');
    expect(screen.queryAllByText(/sem mostrar/)).toHaveLength(0);
    await expectAccessible('words-fechado-openers-shown');
  });
});

describe('the chip ledger’s typed board', () => {
  it('O8: the board the table typed is on the result, card by card, and named the Board', async () => {
    const two = ['Ana', 'Bia'].map((name) => ({ name, stack: 100 }));
    const typed: SessionAction[] = [
      { type: 'show', seat: 0, cards: parseCards('As Ah') },
      { type: 'show', seat: 1, cards: parseCards('Ks Kh') },
      { type: 'deal', to: 'board', cards: parseCards('Kd 7c 2s 4s 3h'), run: 0 },
    ];
    const game = drive('e2e-words-ledger-board', { profile: 'holdem', players: two, firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } }, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind === 'bet') return pending.seat === 0 ? { type: 'raise', seat: 0, to: 100 } : { type: 'call', seat: 1 };
      return typed.shift() ?? null;
    });
    expect(game.state.hand!.result!.pots[0].winners).toEqual([1]);
    await openApp({ games: [game] });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expect(labels(screen.getByRole('group', { name: 'Cartas da mesa' }))).toEqual(['Rei de ouros', 'Sete de paus', 'Dois de espadas', 'Quatro de espadas', 'Três de copas']);
    expect(screen.queryAllByText(/Cartas na mesa/)).toHaveLength(0);
    await expectAccessible('words-ledger-board-result');
  });
});

describe('a table set up in English', () => {
  it('B13: the currency the language brings (US$) is the default, so it is not said to differ from R$', async () => {
    await openApp({ locale: 'en-US' });
    await tap('New game');
    await tap(/Brazilian poker/i);
    const help = await screen.findByText((_, element) => element?.id === 'option-currency-help');
    expect(help.textContent).not.toContain('default');
    expect(texts('.field-default')).toEqual([]);
    await expectAccessible('words-setup-currency-en');
  });
});

describe('a board run twice', () => {
  const two = ['Jogador 1', 'Jogador 2'].map((name) => ({ name, stack: 100 }));
  const config: SessionConfig = { profile: 'holdem', players: two, firstDealer: 0, options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true } };
  const game = drive('e2e-words-runs', config, (state) => {
    const pending = state.hand!.pending;
    if (pending.kind === 'bet') return pending.seat === 0 ? { type: 'raise', seat: 0, to: 100 } : { type: 'call', seat: 1 };
    if (pending.kind === 'runIt') return { type: 'runIt', times: 2 };
    if (pending.kind === 'reveal') return { type: 'reveal' };
    return null;
  });

  it('O7: the odds history names each player in full, never "Joga…"', async () => {
    await openApp({ games: [game] });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    const names = await screen.findAllByRole('rowheader');
    const inHistory = names.filter((cell) => cell.closest('.runout-odds'));
    expect(inHistory.length).toBeGreaterThan(0);
    for (const cell of inHistory) expect(['Jogador 1', 'Jogador 2']).toContain(cell.textContent);
    await expectAccessible('words-odds-history');
  });

  it('H13: the replayer shows run 1’s river before run 2 is dealt', async () => {
    const first = game.state.hand!.board;
    await openApp({ games: [{ ...game, id: 'e2e-words-replay', stored: { status: 'finished' } }], at: { name: 'replay', gameId: 'e2e-words-replay', hand: 1 } });
    await screen.findByRole('heading', { level: 1, name: 'Mão 1' });
    await screen.findByRole('button', { name: 'Próxima' }); // the hand is read from the store after the heading shows
    const next = () => screen.getByRole('button', { name: 'Próxima' }) as HTMLButtonElement;
    const runOne = () => screen.queryByRole('group', { name: 'Corrida 1' });
    let seen = false;
    while (!next().disabled) {
      await tap(next());
      // Before the last step (where every run is listed with its winners), run 1 whole while run 2 is dealt.
      const run = runOne();
      if (next().disabled || !run || within(run).queryAllByRole('img').length < 5) continue;
      expect(labels(run)).toEqual(first.map(cardName));
      if (!seen) await expectAccessible('words-replay-run1-river');
      seen = true;
    }
    expect(seen).toBe(true);
  });
});
