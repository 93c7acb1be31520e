// G19: a cash game ends only when the host ends it. Three-handed hold'em with real cards, two
// players broke in one hand: no "Fim do jogo", each is offered a buy-in, nothing is dealt until one
// buys, and the host ends the game after confirming. Pass-and-play brasileiro with no price
// agreed: the broke player is offered a buy-in of his starting chips and is dealt in again. (The
// buy-in offers and the end question on a phone held either way: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { sittingOut } from '../../src/engine/index.ts';
import { allInGame, brokeAfterOneHand } from '../support/cash-games.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { element, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';

const open = (game: SeededGame) => openApp({ games: [game], at: { name: 'table', gameId: game.id } });
const texts = (selector: string, within: ParentNode = document) => [...within.querySelectorAll(selector)].map((el) => el.textContent);

async function storedRecordStatus(app: OpenedApp, id: string): Promise<string> {
  return (await app.records<{ id: string; status: string }>('games')).find((game) => game.id === id)!.status;
}

describe('a cash game the host ends', () => {
  it('G19: two of three hold’em players broke in one hand — no game over; both are offered a buy-in; the host ends the game after confirming', async () => {
    const game = allInGame();
    const app = await open(game);
    await tap(await element('.award .pick', 'Caio'));
    let before = (await app.storedLog(game.id)).length;
    await tap('Pote para Caio');
    await app.waitForLog(game, before);
    await screen.findByRole('heading', { level: 1, name: 'Resultado da mão 1' });
    await tap('Continuar');
    await screen.findByRole('heading', { level: 1, name: 'Depois da mão 1' });
    expect(screen.queryAllByRole('heading', { name: 'Fim do jogo' })).toHaveLength(0);
    expect(await storedRecordStatus(app, game.id)).toBe('active');

    // Both broke players are offered a buy-in; the table is told why nothing can be dealt.
    const out = await element('.sitting-out');
    await within(out).findByText('Só Caio tem fichas: para continuar, alguém compra de novo.');
    expect(screen.queryAllByText(/próximo carteador/i)).toHaveLength(0);
    expect(texts('.buy-in-name', out)).toEqual(['Ana', 'Bia']);
    expect(within(out).getAllByRole('button', { name: 'Comprar 1.000 fichas' })).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: 'Dar a próxima mão' })).toHaveLength(0);
    // The award can still be taken back from here.
    await screen.findByRole('button', { name: 'Desfazer: Pote para Caio' });
    await expectAccessible('cash-two-broke');

    // Bia buys in: the next hand could be dealt; her buy-in is undone, and the table waits again.
    before = (await app.storedLog(game.id)).length;
    const bia = [...out.querySelectorAll<HTMLElement>('.buy-in')].find((el) => el.textContent?.includes('Bia'))!;
    await tap(within(bia).getByRole('button'));
    let state = await app.waitForLog(game, before);
    expect(state.stacks).toEqual([0, 1000, 3000]);
    await screen.findByRole('button', { name: 'Dar a próxima mão' });
    expect(texts('.buy-in-name', await element('.sitting-out'))).toEqual(['Ana']);
    before = (await app.storedLog(game.id)).length;
    await tap('Desfazer: +1 compra para Bia');
    state = await app.waitForLog(game, before);
    expect(sittingOut(state)).toEqual([0, 1]);

    // The host ends the game: asked first, and cancelling changes nothing.
    await tap('Encerrar o jogo');
    await screen.findByText('Encerrar o jogo agora? A classificação atual vira o resultado.');
    await screen.findByRole('button', { name: 'Confirmar' });
    await expectAccessible('cash-end-confirm');
    await tap('Cancelar');
    await screen.findByRole('heading', { level: 1, name: 'Depois da mão 1' });
    await tap('Encerrar o jogo');
    await tap('Confirmar');
    await screen.findByRole('heading', { level: 1, name: 'Fim do jogo' });
    await waitFor(async () => expect(await storedRecordStatus(app, game.id)).toBe('finished'));
    // R$ 20 for 1,000 chips: Caio won both stacks.
    expect(texts('.transfer-line')).toEqual([expect.stringMatching(/^Ana paga R\$\s20,00 a Caio$/), expect.stringMatching(/^Bia paga R\$\s20,00 a Caio$/)]);
  });
});

describe('a broke player at a pass-and-play table with no price', () => {
  it('G19: brasileiro, price 0 — the broke player is offered a buy-in of his starting chips, and is dealt in again, not “Fora”', async () => {
    const { game, broke } = brokeAfterOneHand();
    const name = game.config.players[broke].name;
    const app = await open(game);
    await screen.findByRole('heading', { level: 1, name: 'Resultado da mão 1' });
    await tap('Continuar');
    await screen.findByRole('heading', { level: 1, name: 'Depois da mão 1' });
    const out = await element('.sitting-out');
    expect(texts('.buy-in-name', out)).toEqual([name]);
    // One player out: the others may play on without him.
    await screen.findByRole('button', { name: 'Dar a próxima mão' });
    expect(within(out).queryAllByRole('status')).toHaveLength(0);
    await expectAccessible('cash-brasileiro-broke');
    const before = (await app.storedLog(game.id)).length;
    await tap(within(out).getByRole('button', { name: 'Comprar 10 fichas' }));
    const bought = await app.waitForLog(game, before);
    expect(bought.stacks[broke]).toBe(10);
    expect(bought.buyIns[broke]).toBe(2);
    await waitFor(() => expect(document.querySelectorAll('.sitting-out')).toHaveLength(0));
    await tap('Dar a próxima mão');
    const dealt = await app.waitForLog(game, before + 1);
    expect(dealt.hand!.seats[broke].inHand).toBe(true);
    // Whoever acts first sees the table: the player who bought in has his chips, no "Fora".
    const pending = dealt.hand!.pending;
    const first = game.config.players['seat' in pending ? pending.seat : 0].name;
    await tap(`Sou ${first}: ver minhas cartas`);
    const tile = await element('.seat', name);
    expect(tile.textContent).not.toContain('Fora');
    expect(tile.querySelector('.seat-stack')!.textContent).toMatch(/fichas$/);
    expect((await app.storedState(game)).hand!.seats[broke].inHand).toBe(true);
  });
});
