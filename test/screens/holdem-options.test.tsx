// Hold'em's house options (RULES.md H11–H14) and the all-in run-out the table watches (O7): a
// straddle asked before the cards, a bomb pot called between hands, a 7-2 shown to collect the
// bounty, and a hand all-in before the flop run twice, street by street with each run's odds, then
// its result. The figures on screen are
// the engine's, worked out here in Node on the same situations. (Its screenshots: `npm run shots`;
// the street buttons in view upright and sideways: test/e2e/screens-fit.test.ts.)
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { applySession, liveMoment, newSession, rankOf, runoutMoments, view, type HandState, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { equity } from '../../src/engine/odds/equity.ts';
import { language } from '../../src/ui/i18n/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { applyAll, gameWithDeal, playOn } from '../support/stacked-deals.ts';
import { element, openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { cellText, rowTexts, screenRows } from './support/odds-cells.ts';
import { storedState, texts, waitForLog, withText } from './support/play-table.ts';

// The figures worked out here are written as the pt-BR screen writes them.
beforeAll(() => {
  language.value = 'pt-BR';
});

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

const four = (options: SessionConfig['options']): SessionConfig => ({
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2, watchRunout: true, ...options },
});

describe("hold'em's house options", () => {
  it('H11: under the gun is asked to straddle before any card; the seat after him acts first and may raise to twice the straddle', async () => {
    const config = four({ straddle: 'utg' });
    const game: SeededGame = { id: 'e2e-straddle', config, log: [{ type: 'startHand', at: Date.now() }] };
    const app = await openApp({ games: [game] });
    // Ana deals; Bia and Caio post the blinds; Duda, under the gun, is asked behind the cover.
    await title('Passe para Duda');
    await tap('Sou Duda: ver minhas cartas');
    await screen.findByText('Duda: straddle?');
    expect(document.querySelectorAll('.own-cards .card')).toHaveLength(0); // no card dealt yet
    await expectAccessible('holdem-straddle-ask');
    await tap('Straddle de 4 fichas');
    // The shuffle comes after the straddle; the button acts first.
    await title('Passe para Ana');
    const state = await storedState(app, game);
    expect(state.log.map((a) => a.type)).toEqual(['startHand', 'straddle', 'shuffle']);
    expect(state.hand!.seats.map((s) => s.bet)).toEqual([0, 1, 2, 4]);
    await tap('Sou Ana: ver minhas cartas');
    await title('Vez de Ana');
    await within(withText('.seat', 'Duda')).findByText('straddle');
    await screen.findByRole('button', { name: 'Pagar 4' });
    await expectAccessible('holdem-straddle-turn');
    await tap('Pagar 4');
    await waitForLog(app, game, state.log.length);
  });

  it('H12, G12: between hands the table calls a bomb pot (undone and called again); everyone antes, the flop is out at once and the betting starts on it', async () => {
    const config = four({ bombPot: 10 });
    // A first hand everyone folds to the big blind.
    const folds: SessionAction[] = [
      { type: 'fold', seat: 3 },
      { type: 'fold', seat: 0 },
      { type: 'fold', seat: 1 },
    ];
    const seeded = gameWithDeal('e2e-bomb', config, () => true);
    const app = await openApp({ games: [{ ...seeded, log: [...seeded.log, ...folds] }] });
    await tap('Continuar');
    await tap('Próxima mão: bomb pot (10 fichas cada)');
    // G12: the app deals, yet a move between hands is taken back like any in the chip ledger.
    await tap('Desfazer: Próxima mão: bomb pot');
    await tap('Próxima mão: bomb pot (10 fichas cada)');
    await screen.findByText(/A próxima mão é um bomb pot: todos põem 10 fichas, sem apostas antes do flop.$/);
    await expectAccessible('holdem-bomb-between');
    await tap('Dar o bomb pot');
    // Bia deals hand 2: Caio, on her left, acts first on the flop.
    await title('Passe para Caio');
    const hand = (await storedState(app, seeded)).hand!;
    expect(hand.config.mode).toBe('bomb');
    expect(hand.board).toHaveLength(3);
    expect(hand.seats.map((s) => s.committed)).toEqual([10, 10, 10, 10]);
    await tap('Sou Caio: ver minhas cartas');
    await title('Vez de Caio');
    expect(document.querySelectorAll('.board .card:not(.card-slot)')).toHaveLength(3);
    await screen.findByText('Bomb pot: todos puseram 10 fichas; sem apostas antes do flop.');
    await expectAccessible('holdem-bomb-flop');
  });
});

describe('H14: the 7-2 bounty', () => {
  it('H14, G9: everyone folds to a 7-2; shown, it collects the bounty, said on a line of its own in the hand\'s result and in its history', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
      firstDealer: 0,
      dealing: 'deck',
      options: { smallBlind: 1, bigBlind: 2, watchRunout: true, bounty72: 10 },
    };
    // Ana, on the button, acts first with three: a deal that gives her a 7 and a 2.
    const seeded = gameWithDeal('bounty-72', config, (dealt) => {
      const ranks = dealt.hand!.seats[0].cards.map((c) => rankOf(c!)).sort((a, b) => a - b);
      return ranks[0] === 0 && ranks[1] === 5;
    });
    const folds: SessionAction[] = [
      { type: 'raise', seat: 0, to: 6 },
      { type: 'fold', seat: 1 },
      { type: 'fold', seat: 2 },
    ];
    const game: SeededGame = { ...seeded, log: [...seeded.log, ...folds] };
    const app = await openApp({ games: [game] });
    await title('Passe para Ana');
    await tap('Sou Ana: ver minhas cartas');
    await screen.findByText('Todos desistiram: o pote é seu. Mostrar o 7-2 para receber o bounty?');
    await expectAccessible('holdem-bounty-show');
    await tap('Mostrar as cartas');
    await title('Resultado da mão 1');
    await screen.findByText('Bounty 7-2: Ana recebe 10 de cada');
    await expectAccessible('holdem-bounty-result');
    const state = await storedState(app, game);
    // 9 chips in the pot, then 10 from Bia (199 after her small blind) and 10 from Caio (198).
    expect(state.stacks).toEqual([223, 189, 188]);
    app.modules.navigation.go({ name: 'game-history', gameId: game.id });
    const hand = await element('.hand-card');
    await tap(hand.querySelector<HTMLElement>('.hand-log summary')!);
    const lines = [...hand.querySelectorAll('.hand-log li')].map((li) => li.textContent);
    expect(lines.at(-1)).toBe('Bounty 7-2: Ana recebe 10 de cada');
  });
});

describe('the all-in run-out the table watches, run twice (H13, O7)', () => {
  it("O7, H13: the table agrees to run it twice, then watches each street with its odds, each run in turn, and gets each run's result and odds", async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
        { name: 'Caio', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'deck',
      options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true },
    };
    // Ana (the button) shoves, Bia calls, Caio folds: betting closed before the flop, the hands up.
    const moves: Record<number, SessionAction> = { 0: { type: 'raise', seat: 0, to: 100 }, 1: { type: 'call', seat: 1 }, 2: { type: 'fold', seat: 2 } };
    const decide = (hand: HandState): SessionAction | null => (hand.pending.kind === 'bet' ? moves[hand.pending.seat] : null);
    // A deal whose two runs go to different players, so each run's result is somebody's.
    const seeded = gameWithDeal('e2e-runout', config, (dealt) => {
      const ran = playOn(playOn(dealt, decide), (h) => (h.pending.kind === 'runIt' ? { type: 'runIt', times: 2 } : h.pending.kind === 'reveal' ? { type: 'reveal' } : null));
      const runs = ran.hand!.result?.pots[0].runs;
      return !!runs && runs[0].winners.length === 1 && runs[1].winners.length === 1 && runs[0].winners[0] !== runs[1].winners[0];
    });
    const started = applyAll(newSession(config), seeded.log);
    const closed = playOn(started, decide);
    expect(closed.hand!.pending).toEqual({ kind: 'runIt' });
    const game: SeededGame = { ...seeded, log: closed.log };
    let app = await openApp({ games: [game] });

    // The hands are face up with their odds before the runs are agreed.
    await title('Todos all-in: quantas vezes rodar o board?');
    const expected = (hand: HandState) => rowTexts(equity(liveMoment(view(hand, 'table'))!.situation), config.players);
    const rowsRead = (hand: HandState) => waitFor(() => expect(screenRows()).toEqual(expected(hand)));
    await rowsRead(closed.hand!);
    await expectAccessible('holdem-run-it-choice');
    await tap('Duas vezes');

    // Run 1, street by street.
    await title('All-in: cartas na mesa');
    await screen.findByRole('button', { name: 'Abrir o flop' });
    let state = await storedState(app, game);
    expect(state.hand!.runout).toEqual({ times: 2, runs: [] });
    await rowsRead(state.hand!);
    await expectAccessible('holdem-runout-preflop');

    await tap('Abrir o flop');
    await screen.findByRole('button', { name: 'Abrir o turn' });
    state = await storedState(app, game);
    expect(state.hand!.board).toHaveLength(3);
    expect(document.querySelectorAll('.runout-board .board .card:not(.card-slot)')).toHaveLength(3);
    await rowsRead(state.hand!);
    await expectAccessible('holdem-runout-flop');
    // A reload comes back to the same street: the flop is in the log.
    app = await app.reload();
    await screen.findByRole('button', { name: 'Abrir o turn' });
    await rowsRead(state.hand!);
    await tap('Abrir o turn');
    await tap('Abrir o river');

    // Run 2 starts from the hands alone, the first run above it with who holds it.
    await screen.findByText('Corrida 2 de 2');
    await screen.findByRole('button', { name: 'Abrir o flop' });
    state = await storedState(app, game);
    expect(state.hand!.runout!.runs).toEqual([[]]);
    await rowsRead(state.hand!);
    await expectAccessible('holdem-runout-run2');
    // The calm pace: switched on, the flop comes on its own (the pace's timer run here by hand,
    // so no wait hangs on the machine's speed); a tap still brings the next street at once.
    const length = state.log.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(await screen.findByLabelText('Abrir sozinho'));
      await waitFor(() => expect((screen.getByLabelText('Abrir sozinho') as HTMLInputElement).checked).toBe(true));
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    await waitForLog(app, game, length);
    await screen.findByRole('button', { name: 'Abrir o turn' });
    fireEvent.click(screen.getByLabelText('Abrir sozinho'));
    for (const street of ['Abrir o turn', 'Abrir o river']) await tap(street);

    // The result: each run's board and who took its half.
    await title('Resultado da mão 1');
    state = await storedState(app, game);
    const [pot] = state.hand!.result!.pots;
    // 100 each and Caio's big blind: 202 chips, 101 a run.
    expect(pot.runs!.map((r) => r.amount)).toEqual([101, 101]);
    const lines = texts('.runs-result .run-leaders');
    expect(lines.map((line) => line.split(' — ')[0])).toEqual(pot.runs!.map((r) => `${config.players[r.winners[0]].name} ganha 101`));
    await expectAccessible('holdem-run-twice-result');
    // O7, H13: how the odds went, one table per run, each from the all-in through its own flop and turn.
    const moments = runoutMoments(state.hand!);
    const figure = (j: number, seat: number) => cellText(equity(moments[j].situation), 0, seat);
    const tables = document.querySelectorAll('.runout-odds .odds-table');
    expect(tables).toHaveLength(2);
    for (const run of [0, 1]) {
      const table = tables[run];
      expect(table.querySelector('caption')?.textContent).toBe(`Corrida ${run + 1}`);
      expect(texts('thead th', table)).toEqual(['Jogador', 'Pré-flop', 'Flop', 'Turn']);
      const columns = [0, ...moments.flatMap((m, j) => (m.run === run ? [j] : []))];
      for (const [r, seat] of moments[0].situation.pots[0].entries()) {
        await waitFor(() => expect(texts('td', table.querySelectorAll('tbody tr')[r])).toEqual(columns.map((j) => figure(j, seat))));
      }
    }
    await expectAccessible('holdem-run-twice-odds');
  });

  it('H13, G12: in the chip ledger the table agrees to run it twice and names the winners of each run in turn', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2, runouts: 3 },
    };
    const started = applySession(newSession(config), { type: 'startHand', at: Date.now() });
    if (!started.ok) throw new Error(started.error.code);
    const moves: SessionAction[] = [{ type: 'raise', seat: 0, to: 100 }, { type: 'call', seat: 1 }];
    const allIn = playOn(started.state, (h) => (h.pending.kind === 'bet' ? moves.shift()! : null));
    const game: SeededGame = { id: 'e2e-ledger-runs', config, log: allIn.log };
    const app = await openApp({ games: [game] });
    await title('Todos all-in: quantas vezes rodar o board?');
    await screen.findByRole('button', { name: 'Três vezes' });
    await tap('Duas vezes');
    await screen.findByText('Vire o resto do board 2 vezes, uma corrida depois da outra.');
    await screen.findByText('Corrida 1 de 2');
    await tap('Ana');
    await tap('Pote para Ana');
    await screen.findByText('Corrida 2 de 2');
    // The second board lies beside the first: the pot says which run its count is of.
    expect(document.querySelector('.ledger-board')?.textContent).toBe('Corrida 2: 5 cartas no board');
    await tap('Bia');
    await expectAccessible('holdem-ledger-run2-award');
    await tap('Pote para Bia');
    await title('Resultado da mão 1');
    const state = await storedState(app, game);
    expect(state.hand!.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[0], [1]]);
    expect(texts('.runs-result .run-leaders')).toEqual(['Ana ganha 100', 'Bia ganha 100']);
  });
});
