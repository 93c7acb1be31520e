// fechado at the table: a deal nobody can open (passo / mesa only, the openers shown, the chips left
// on the table and the ladder's next step), then a deal that is opened (abro, repique, the mesa
// player who may only call or drop, the 0–4 exchange, the second round, the carried chips won).
// (Its screenshots: `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { getProfile, hasOpeners, newSession, type Card, type Openers, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { applyAll, gameWithDeal, nextDeal, playOn } from '../support/stacked-deals.ts';
import { openApp, type OpenedApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { playTurn, storedState, type Move } from './support/play-table.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { expectNothingHidden } from './support/privacy.ts';

const config: SessionConfig = {
  profile: 'fechado',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
};

const holds = (state: SessionState, seat: number, openers: Openers) =>
  hasOpeners(state.hand!.seats[seat].cards as Card[], openers, getProfile('fechado').ranking(state.hand!.config));

// Deal 1 (Ana deals, Bia speaks first): nobody holds a pair of jacks or better.
const game = gameWithDeal('e2e-fechado', config, (dealt) => [0, 1, 2].every((seat) => !holds(dealt, seat, 'jacks')));

/** The words on the action buttons, without the hint some carry under them. */
const buttons = () =>
  [...document.querySelectorAll('.action-panel button')].map((button) =>
    [...button.childNodes]
      .filter((node) => !(node instanceof Element && node.classList.contains('button-hint')))
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );
const turnOn = (app: OpenedApp, on: SeededGame) => (name: string, move: Move, shot?: string) => playTurn(app, on, name, move, shot);

describe('fechado at the table', () => {
  it('F5: passo and mesa, side by side before anyone opened, each say under their word what they do, in the three languages', async () => {
    const said = {
      'pt-BR': { iAm: 'Sou Bia: ver minhas cartas', passo: ['Passo', 'sai da mão'], mesa: ['Mesa', 'fica sem apostar'] },
      'pt-PT': { iAm: 'Sou Bia: ver as minhas cartas', passo: ['Passo', 'sai da mão'], mesa: ['Mesa', 'fica sem apostar'] },
      en: { iAm: "I'm Bia: show my cards", passo: ['Pass', 'out of the hand'], mesa: ['Mesa (check)', 'stay in, no bet'] },
    } as const;
    for (const [locale, words] of Object.entries(said)) {
      await openApp({ games: [game], locale: locale as keyof typeof said });
      await tap(words.iAm);
      for (const [name, description] of [words.passo, words.mesa]) await screen.findByRole('button', { name, description });
    }
  });

  it('F5, F7, F12: a deal nobody can open — passo or mesa only, the chips stay, the next deal needs queens', async () => {
    const app = await openApp({ games: [game] });
    const turn = turnOn(app, game);

    for (const [name, shot] of [['Bia', 'fechado-no-openers'], ['Caio', undefined], ['Ana', undefined]] as const) {
      await turn(
        name,
        async () => {
          await screen.findByText('Abertura: par de valetes ou melhor', { exact: false });
          await screen.findByText('Você não tem abertura (par de valetes ou melhor): passe ou peça mesa.', { exact: false });
          expect(buttons()).toEqual(['Passo', 'Mesa']);
          await tap('Mesa');
        },
        shot,
      );
    }
    const state = await storedState(app, game);
    expect(state.history).toHaveLength(1);
    expect(state.carried).toEqual({ chips: 3, deals: 1 });
    await screen.findByText('Ninguém abriu: 3 ficam na mesa para a próxima rodada.', { exact: false });
    await screen.findByText('Próxima abertura: par de damas ou melhor.', { exact: false });
    expectNothingHidden(state, null);
    await expectAccessible('fechado-dead-deal');

    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 1' });
    await screen.findByText('Na mesa, de uma rodada sem abertura: 3', { exact: false });
    await screen.findByText('Próxima abertura: par de damas ou melhor.', { exact: false });
    await expectAccessible('fechado-between-carried');
  });

  it('F8, F9, F11, F12: the next deal is opened with queens, repique, the mesa player only calls or drops, exchange, showdown', async () => {
    // Deal 1 as the case above left it (everyone said mesa), then deal 2 (Bia deals, Caio speaks
    // first): Caio cannot open, Ana can, Bia cannot.
    const dead = playOn(applyAll(newSession(game.config), game.log), (hand) => (hand.pending.kind === 'bet' ? { type: 'check', seat: hand.pending.seat } : null));
    expect(dead.carried).toEqual({ chips: 3, deals: 1 });
    const deal = nextDeal(dead, (dealt) => !holds(dealt, 2, 'queens') && holds(dealt, 0, 'queens') && !holds(dealt, 1, 'queens'));
    const second: SeededGame = { ...game, log: [...dead.log, ...deal] };
    const app = await openApp({ games: [second] });
    const turn = turnOn(app, second);

    await turn('Caio', async () => {
      await screen.findByText('Abertura: par de damas ou melhor', { exact: false });
      await screen.findByText('Na mesa, de uma rodada sem abertura: 3', { exact: false });
      expect(buttons()).toEqual(['Passo', 'Mesa']);
      await tap('Mesa');
    });
    let state = await turn(
      'Ana',
      async () => {
        expect(buttons()).toContain('Mesa');
        // G7: the pot on the screen counts the 3 chips carried and this deal's 3 pingos; so does its Pot pick.
        expect(document.querySelector('.pot-total .pot-amount')?.textContent).toBe('6');
        await tap('Pote');
        expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('6');
        await type(screen.getByRole('spinbutton'), '2');
        await tap('Abro com 2');
      },
      'fechado-open',
    );
    expect(state.hand?.opened).toEqual({ seat: 0, shown: true });
    await turn('Bia', async () => {
      await screen.findByText('Ana abriu.', { exact: false });
      await type(screen.getByRole('spinbutton'), '4');
      await tap('Repique para 4');
    });
    await turn(
      'Caio',
      async () => {
        await screen.findByText('Você pediu mesa: agora só acompanha ou sai.', { exact: false });
        expect(buttons()).toEqual(['Sair', 'Acompanhar 4']);
        await tap('Sair');
      },
      'fechado-mesa-only',
    );
    state = await turn('Ana', async () => {
      expect(buttons()).toContain('Contra-repique para 5');
      await tap('Acompanhar 2');
    });
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 0 });

    // F9: the exchange, 0 to 4 cards, from the first player still in on the dealer's left.
    state = await turn('Ana', async (s, seat) => {
      await screen.findByText('Troca de 0 a 4 cartas.', { exact: false });
      const cards = s.hand!.seats[seat].cards as Card[];
      for (const card of cards.slice(0, 4)) await tap(document.querySelectorAll<HTMLElement>('.draw-card')[cards.indexOf(card)]);
      await tap('Trocar 4 cartas');
    });
    expect(state.hand?.seats[0].exchanged).toEqual([4]);
    await turn('Bia', () => tap('Não trocar nenhuma'));

    // F11: the last raiser speaks first; both say mesa and the best hand takes the pot with the carried chips.
    await turn('Bia', () => tap('Mesa'));
    state = await turn('Ana', () => tap('Mesa'));
    const result = state.hand!.result!;
    expect(result.pots[0].amount).toBe(3 + 3 + 4 + 4);
    await screen.findByRole('heading', { name: 'Resultado da mão 2' });
    expectNothingHidden(state, null);
    expect(state.carried).toEqual({ chips: 0, deals: 0 });
    await expectAccessible('fechado-showdown');
  });

  it('F13: the escuro variant shows its chain of posts and what staying in costs; no openers asked', async () => {
    const escuro = gameWithDeal('e2e-fechado-escuro', { ...config, options: { escuroPosters: 3 } }, () => true);
    const app = await openApp({ games: [escuro] }); // the most recent game in progress opens
    await playTurn(
      app,
      escuro,
      'Ana',
      async () => {
        await screen.findByText('Escuro: Ana 1 · Bia 2 · Caio 4 (escurante)', { exact: false });
        await screen.findByText('Para ficar, pague o escuro de Caio (4).', { exact: false });
        expect(screen.queryAllByText(/^Abertura:/)).toHaveLength(0);
        expect(buttons()).toEqual(['Sair', 'Acompanhar 3']);
        await tap('Acompanhar 3');
      },
      'fechado-escuro',
    );
  });
});
