// A hold'em hand in chip-ledger mode (G12): real cards, so no cover; the app says what to deal,
// runs the betting, and the table names the winners of two side pots (one of them split) and the
// main pot, side pots first (G7, G8). An award tapped by mistake is undone and entered again. Then
// the cash-out of a game set up without a price: the price typed there is saved with the game
// (B13). And a 7-2 the table saw, claimed with a tap for the bounty (H14). (Its screenshots:
// `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { legalActions, newSession, replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { applyAll } from '../support/stacked-deals.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, type OpenedApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, storedState, texts, waitForLog } from './support/play-table.ts';

const config: SessionConfig = {
  profile: 'holdem',
  players: [
    { name: 'Ana', stack: 50 },
    { name: 'Bia', stack: 100 },
    { name: 'Caio', stack: 200 },
    { name: 'Davi', stack: 200 },
  ],
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 1, bigBlind: 2 },
};
const game: SeededGame = { id: 'e2e-ledger-holdem', config, log: [{ type: 'startHand', at: Date.now() } satisfies SessionAction] };

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("hold'em with real cards", () => {
  it('G12, G7, G8: the table deals, bets through the app, and names the winners of two side pots (one split) and the main pot, with an undo', async () => {
    const app: OpenedApp = await openApp({ games: [game] });

    /** Waits for `name`'s turn, makes the move, and waits until it is stored. */
    const turn = async (name: string, move: () => Promise<void>): Promise<SessionState> => {
      await heading(`Vez de ${name}`);
      const before = await app.storedLog(game.id);
      await move();
      return waitForLog(app, game, before.length);
    };
    const allIn = (name: string, button: string) =>
      turn(name, async () => {
        await tap(button);
        await tap('Confirmar');
      });
    const award = async (names: string[]): Promise<SessionState> => {
      const before = await app.storedLog(game.id);
      for (const name of names) await tap(await findWithText('.award .pick', name));
      await tap(`Pote para ${names.join(' + ')}`);
      return waitForLog(app, game, before.length);
    };

    // H1, H3: the app says what to deal; Davi (after the big blind) speaks first, with no cover.
    await screen.findByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.', { exact: false });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Passe para Davi' })).toBeNull());
    await expectAccessible('ledger-holdem-deal');
    // The app never knows the real board: no empty card places, and nothing said before the flop.
    expect(document.querySelectorAll('.card-slot')).toHaveLength(0);
    expect(document.querySelectorAll('.ledger-board')).toHaveLength(0);
    await turn('Davi', async () => {
      await type(screen.getByRole('spinbutton'), '200');
      await tap('Aumentar para 200');
      await tap('Confirmar');
    });
    await allIn('Ana', 'Pagar 50');
    await allIn('Bia', 'Pagar 99');
    let state = await allIn('Caio', 'Pagar 198');
    expect(state.hand?.pending).toEqual({ kind: 'award', pot: 2 });

    // Everyone is all-in: the app asks for the whole board, then the winners, side pots first.
    await heading('Quem ganhou?');
    for (const text of ['Vire o flop (3 cartas)', 'Vire o turn', 'Vire o river']) await screen.findByText(text);
    await screen.findByText('Board: 5 cartas');
    expect(document.querySelectorAll('.card-slot')).toHaveLength(0);
    // No winner picked yet: the award button is idle and says why.
    expect((screen.getByRole('button', { name: 'Pote para …' }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('Toque primeiro quem ganhou.');
    await expectAccessible('ledger-holdem-award');
    state = await award(['Caio']);
    expect(state.hand?.showdown?.awarded[0][2]).toEqual([2]);

    // A slip: Caio did not win that pot. Undo names what it takes back; the record keeps it.
    const before = await app.storedLog(game.id);
    await tap('Desfazer: Pote para Caio');
    state = await waitForLog(app, game, before.length);
    expect(state.hand?.pending).toEqual({ kind: 'award', pot: 2 });
    expect(state.hand?.showdown?.awarded[0][2]).toBeNull();
    fireEvent.click(await waitFor(() => document.querySelector('.undone summary')!));
    await findWithText('.undone s', 'Pote para Caio');
    await expectAccessible('ledger-holdem-undone');

    // G20: the awards fit one ranking of the hands — Caio and Davi tie, Bia beats both, Ana beats her.
    state = await award(['Caio', 'Davi']);
    state = await award(['Bia']);
    state = await award(['Ana']);
    const pots = state.history.length === 1 ? state.hand!.result!.pots : [];
    expect(pots.map((p) => [p.amount, p.winners, p.shares])).toEqual([
      [200, [0], [200]],
      [150, [1], [150]],
      [200, [2, 3], [100, 100]],
    ]);
    expect(state.stacks).toEqual([200, 150, 100, 100]);
    await heading('Resultado da mão 1');
    expect(document.querySelectorAll('.card-slot')).toHaveLength(0);
    await screen.findByText('Board: 5 cartas');
    await expectAccessible('ledger-holdem-result');
    // The raw log holds the undone award and the undo itself; its replay is the state shown.
    const log = await app.storedLog(game.id);
    expect(log.filter((a) => a.type === 'undo')).toHaveLength(1);
    expect((await storedState(app, game)).stacks).toEqual([200, 150, 100, 100]);
  });
});

// Heads-up, equal stacks, no price at setup: Ana goes all in, Bia calls and wins; the host ends the game (G19).
function finishedGame(): SeededGame {
  const headsUp: SessionConfig = { ...config, players: [{ name: 'Ana', stack: 100 }, { name: 'Bia', stack: 100 }] };
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }];
  const hand = () => {
    const replayed = replaySession(headsUp, log);
    if (!replayed.ok) throw new Error(replayed.error.code);
    return replayed.state.hand!;
  };
  const first = legalActions(hand()).seat!;
  log.push({ type: 'raise', seat: first, to: 100 }, { type: 'call', seat: 1 - first });
  log.push({ type: 'award', pot: 0, winners: [1] });
  const end = replaySession(headsUp, log);
  if (!end.ok || end.state.stacks[1] !== 200) throw new Error('the seeded game should leave Bia holding every chip');
  return { id: 'e2e-ledger-cash-out', config: headsUp, log };
}

/** The game's last hand shown, then the host ends the game (G19: it does not end because a player is broke). */
async function endGame(): Promise<void> {
  await heading('Resultado da mão 1');
  await tap('Continuar');
  await tap('Encerrar o jogo');
  await tap('Confirmar');
  await heading('Fim do jogo');
}

describe('the cash-out of a game set up without a price', () => {
  it('B13: the price typed at the end is saved with the game: reopened, it shows the same settlement', async () => {
    const over = finishedGame();
    let app = await openApp({ games: [over] });
    await endGame();
    await screen.findByText('Diga o preço da compra para ver quem paga quem.', { exact: false });
    const before = await app.storedLog(over.id);
    const price = await screen.findByLabelText('Preço da compra');
    await type(price, '25');
    fireEvent.keyDown(price, { key: 'Enter' });
    fireEvent.blur(price);
    await waitForLog(app, over, before.length);
    const saved = (await app.storedLog(over.id)).slice(before.length);
    expect(saved).toEqual([{ type: 'buyInPrice', price: 25, currency: 'BRL' }]);
    await waitFor(() => expect(document.querySelector('.transfer')).not.toBeNull());
    const said = texts('.transfer-line');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Ana paga R\$\s25,00 a Bia$/);

    app = await app.reload();
    // Reopened: its last hand's result was seen before the game ended (issue 35), so the end at once.
    await heading('Fim do jogo');
    expect(screen.queryByRole('heading', { name: 'Resultado da mão 1' })).toBeNull();
    await waitFor(() => expect(texts('.transfer-line')).toEqual(said));
    expect((screen.getByLabelText('Preço da compra') as HTMLInputElement).value).toBe('25');
    await expectAccessible('ledger-cash-out-reopened');
  });

  it('G18: a price of 100000000000000 typed at the end says the limit, is not saved, and the game over screen stays open', async () => {
    const over = { ...finishedGame(), id: 'e2e-ledger-cash-out-limit' };
    const app = await openApp({ games: [over] });
    await endGame();
    const before = await app.storedLog(over.id);
    const price = await screen.findByLabelText('Preço da compra');
    await type(price, '100000000000000');
    fireEvent.blur(price);
    await findWithText('.cash-out .problem', /^O cacife custa no máximo R\$\s10\.000\.000,00\.$/);
    await expectAccessible('ledger-cash-out-limit');
    expect(screen.queryByRole('heading', { name: 'Esta tela não abriu' })).toBeNull();
    expect(await app.storedLog(over.id)).toEqual(before);
    await type(price, '25');
    fireEvent.blur(price);
    await waitFor(() => expect(document.querySelector('.transfer')).not.toBeNull());
  });

  it('H14, G12: the table saw Bia show 7-2: one tap claims it, and when the pot goes to her the result says the bounty', async () => {
    const bounty: SessionConfig = { ...config, players: config.players.slice(0, 3).map((p) => ({ ...p, stack: 100 })), options: { smallBlind: 1, bigBlind: 2, bounty72: 10 } };
    // Everyone limps and checks down on the real table, to the award.
    let state = applyAll(newSession(bounty), [{ type: 'startHand', at: Date.now() }]);
    while (state.hand!.pending.kind === 'bet') {
      const { seat, actions } = legalActions(state.hand!);
      state = applyAll(state, [{ type: actions.some((a) => a.type === 'check') ? 'check' : 'call', seat: seat! }]);
    }
    const seeded: SeededGame = { id: 'ledger-bounty', config: bounty, log: state.log };
    const app = await openApp({ games: [seeded] });
    await heading('Quem ganhou?');
    await screen.findByText('Alguém mostrou 7-2? Um toque: se essa mão ganhar um pote, cada um dos outros paga 10.');
    expect(screen.queryAllByRole('button', { name: /mostrou quadra/ })).toHaveLength(0);
    await expectAccessible('ledger-holdem-bounty-offer');
    await tap('Bia mostrou 7-2');
    await screen.findByText('Bia mostrou 7-2: se ganhar um pote, cada um dos outros paga 10.');
    expect((await app.storedLog(seeded.id)).at(-1)).toEqual({ type: 'claimBonus', seat: 1, kind: 'seven-two' });
    await tap(await findWithText('.award .pick', 'Bia'));
    await tap('Pote para Bia');
    await heading('Resultado da mão 1');
    await screen.findByText('Bounty 7-2: Bia recebe 10 de cada');
    // A pot of 6, then 10 from Ana and from Caio.
    expect((await storedState(app, seeded)).stacks).toEqual([88, 124, 88]);
  });
});
