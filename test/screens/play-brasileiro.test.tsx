// Brasileiro at the table: the escuro bought again before any card is seen, the exchange with the
// 4-card privilege and its late fourth card, mesa at the double limit with the maximum in view,
// everything to the right; then a hand with four of a kind, its bonus at the showdown, and the
// jacker deal that follows (passo / abro, only trips open). (Its screenshots: `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { describeHand, evaluate, getProfile, legalActions, type Card, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { gameWithDeal } from '../support/stacked-deals.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, playTurn, storedState, texts, withText } from './support/play-table.ts';
import { expectNothingHidden } from './support/privacy.ts';

const config: SessionConfig = {
  profile: 'brasileiro',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  dealing: 'deck',
};

const nameOf = (seat: number) => config.players[seat].name;
const buttons = () => texts('.action-panel button');
const acting = (state: SessionState) => {
  const pending = state.hand!.pending;
  return 'seat' in pending ? pending.seat : -1;
};

describe('brasileiro at the table', () => {
  it('B3–B8: the escuro bought again before the deal, the 4-card exchange, mesa with the double limit in view', async () => {
    // The first hand waits for Bia's re-buy before any card is dealt; the app then shuffles.
    const game: SeededGame = { id: 'e2e-brasileiro', config, log: [{ type: 'startHand', at: Date.now() }] };
    const app = await openApp({ games: [game] }); // the most recent game in progress opens, cover up

    let state = await playTurn(
      app,
      game,
      'Bia',
      async () => {
        expect(document.querySelectorAll('.own-cards .card')).toHaveLength(0); // B5: before looking at any card
        await screen.findByText('Tudo gira para a direita ←');
        await within(document.querySelector<HTMLElement>('.profile-info')!).findByText('Ana (carteador) pôs 1');
        // The hand log begins with the same posts (G7, B4).
        expect(texts('.hand-log li')).toEqual(['Ana (carteador) pôs 1', 'Caio comprou o escuro por 2']);
        await screen.findByText('Escuro de Caio: para ficar, 2');
        await screen.findByText('Agora, para ficar na mão: 2. Comprando, passa a 4 e você fala por último.');
        expect(withText('.seat', 'Caio').querySelector('.seat-badge')?.textContent).toBe('escuro');
        expect(within(withText('.seat', 'Ana')).getAllByLabelText('Carteador')).toHaveLength(1);
        await tap('Comprar (4)');
      },
      'brasileiro-rebuy',
    );
    expect(state.hand?.escuro).toMatchObject({ buyer: 1, amount: 4 });
    // B6: the exchange starts on the dealer's right, who may take 4: three now, the fourth later.
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 2 });
    state = await playTurn(
      app,
      game,
      'Caio',
      async () => {
        await screen.findByText('Você pode trocar até 4: recebe 3 agora e a quarta depois que todos trocarem.');
        // B5: the hand log says what the re-buy cost, in words.
        fireEvent.click(document.querySelector('.hand-log summary')!);
        await findWithText('.hand-log li', 'Bia comprou o escuro por 4');
        for (let i = 0; i < 4; i++) await tap(document.querySelectorAll<HTMLElement>('.draw-card')[i]);
        await tap('Trocar 4 cartas');
      },
      'brasileiro-exchange-four',
    );
    expect(state.hand?.seats[2].cards).toHaveLength(4);
    state = await playTurn(app, game, 'Bia', async () => {
      await screen.findByText('Caio recebe a quarta carta depois que todos trocarem.');
      await tap('Não trocar nenhuma');
    });
    state = await playTurn(app, game, 'Ana', () => tap('Não trocar nenhuma'));
    expect(state.hand?.seats[2].cards).toHaveLength(5);

    // B7: the betting starts on the right of the last buyer (Bia): Ana, then Caio, Bia last; all say mesa.
    expect(acting(state)).toBe(0);
    const raise = legalActions(state.hand!).actions.find((a) => a.type === 'raise')!;
    state = await playTurn(
      app,
      game,
      'Ana',
      async () => {
        await screen.findByText(`Limite duplo: você pode ir até ${raise.type === 'raise' ? raise.max : 0}.`);
        expect(buttons()).toContain('Desistir');
        expect(buttons()).toContain('Mesa (3)');
        expect(buttons()).toContain(`Aumentar para ${raise.type === 'raise' ? raise.min : 0}`);
        await tap('Mesa (3)');
      },
      'brasileiro-mesa',
    );
    state = await playTurn(app, game, 'Caio', () => tap('Mesa (2)'));
    state = await playTurn(app, game, 'Bia', async () => {
      expect(buttons()).toContain('Mesa');
      await tap('Mesa');
    });
    expect(state.hand?.result?.pots[0].amount).toBe(12);
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    expectNothingHidden(state, null);
    await expectAccessible('brasileiro-showdown');
  });

  it('B9, B10: four of a kind shown earns +1 from each player; the next deal is jacker, passo or abro on trips', async () => {
    const rules = (state: SessionState) => getProfile('brasileiro').ranking(state.hand!.config);
    const quads = (state: SessionState) => state.hand!.seats.findIndex((s) => evaluate(s.cards as Card[], rules(state)).category === 'four-of-a-kind');
    // Bia declines the re-buy; the deal gives someone four of a kind.
    const game = gameWithDeal('e2e-brasileiro-bonus', config, (dealt) => quads(dealt) >= 0, [{ type: 'rebuy', seat: 1, accept: false }]);
    const app = await openApp({ games: [game] });

    let state = await storedState(app, game);
    const lucky = quads(state);
    const hand = describeHand(state.hand!.seats[lucky].cards as Card[], rules(state), 'pt-BR').name;
    while (state.hand?.pending.kind === 'draw') state = await playTurn(app, game, nameOf(acting(state)), () => tap('Não trocar nenhuma'));
    while (state.hand && !state.hand.result) state = await playTurn(app, game, nameOf(acting(state)), () => tap(/^Mesa/));

    expect(state.hand!.result!.bonus![lucky]).toBe(2);
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    await screen.findByText(`${nameOf(lucky)} mostrou ${hand.charAt(0).toLowerCase()}${hand.slice(1)}: +1 de cada`, { exact: false });
    await screen.findByText(`${nameOf(lucky)} recebe 2 de bônus.`, { exact: false });
    await expectAccessible('brasileiro-bonus');

    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 1' });
    await screen.findByText('A próxima mão é jacker: sem escuro, todos põem 2.', { exact: false });
    await screen.findByText('Próximo carteador: Caio', { exact: false }); // B3: the deal moves to the right
    await tap('Dar a próxima mão');

    // The jacker deal: everyone posts 2, the dealer's right (Bia) speaks first: passo, or abro with trips.
    await screen.findByRole('heading', { name: 'Passe para Bia' });
    state = await storedState(app, game);
    expect(state.hand?.config.mode).toBe('jacker');
    const mayOpen = legalActions(state.hand!).actions.some((a) => a.type === 'bet');
    state = await playTurn(
      app,
      game,
      'Bia',
      async () => {
        await screen.findByText('Jacker: 6 acumuladas, 1ª rodada.', { exact: false });
        await screen.findByText('Só abre quem tem trinca ou melhor.', { exact: false });
        expect(within(withText('.seat', 'Caio')).getAllByLabelText('Carteador')).toHaveLength(1);
        const shown = buttons();
        expect(shown).toContain('Passo');
        expect(shown.some((text) => text.startsWith('Abro com'))).toBe(mayOpen);
        if (!mayOpen) await screen.findByText('Sem trinca você não abre: passe.', { exact: false });
        await tap('Passo');
      },
      'brasileiro-jacker',
    );
    expect(state.hand?.log.at(-1)).toEqual({ type: 'check', seat: 1 });
  });
});
