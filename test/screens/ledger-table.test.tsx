// What a chip-ledger table tripped over (issue 11). Hold'em with real cards, four players, 1,000
// chips for R$ 20: Ana drops to 200 and buys again, and every net result (between hands, at the
// end, in past games) counts her rebuy as the settlement does. A quick double tap on "Pagar" acts
// for one player only. The standings of a night of millions, and the bet sizes a chip case allows.
// (Its screenshots: `npm run shots`; what is in view, the fields' height, the buttons that stay
// put and the standings that fit: test/e2e/screens-fit.test.ts.)
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { SessionConfig } from '../../src/engine/index.ts';
import { bigNightGame, ledgerConfig as config, rebuyGame } from '../support/ledger-games.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { texts, waitForLog, withText } from './support/play-table.ts';

/** The app opened straight onto the game's table. */
const open = (game: SeededGame) => openApp({ games: [game], at: { name: 'table', gameId: game.id } });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const netOf = (name: string) => withText('.standing', name).querySelector('.standing-net')?.textContent;

/**
 * Straight into the phone's IndexedDB: the game's result as a version before the fix stored it
 * (Ana +200), and no record that this phone has revised its results yet.
 */
async function storeOldResult(gameId: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction(['games', 'meta'], 'readwrite');
  const games = tx.objectStore('games');
  const read = games.get(gameId);
  read.onsuccess = () => {
    const standings = [['Davi', 830], ['Ana', 200], ['Bia', -10], ['Caio', -20]].map(([player, net]) => ({ player, net }));
    games.put({ ...read.result, result: { hands: 1, standings } });
  };
  tx.objectStore('meta').delete('resultsRevision');
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

describe('a rebuy in the results', () => {
  it('B13: Ana, 1,200 chips after buying again, is −800 between hands, at the end and in past games (a result stored by an older version revised at start-up), as the settlement has her paying', async () => {
    const game = rebuyGame();
    let app = await open(game);
    await tap('Continuar');
    await heading('Depois da mão 1');
    await waitFor(() => expect(document.querySelector('.standing')).not.toBeNull());
    expect(netOf('Ana')).toBe('−800');
    expect(withText('.standing', 'Ana').querySelector('.standing-stack')?.textContent).toBe('1.200 fichas');
    // Places compare results: Ana, with the second biggest stack, comes last.
    expect(texts('.standing-name')).toEqual(['Davi', 'Bia', 'Caio', 'Ana']);
    // The undo of her rebuy is there to tap.
    await screen.findByRole('button', { name: 'Desfazer: +1 compra para Ana' });
    await expectAccessible('ledger-between-rebuy');

    await tap('Encerrar o jogo');
    await tap('Confirmar');
    await heading('Fim do jogo');
    expect(netOf('Ana')).toBe('−800');
    // R$ 20 for 1,000 chips: Ana's −800 is R$ 16,00, which she pays.
    expect(texts('.transfer-line')).toContainEqual(expect.stringMatching(/^Ana paga R\$\s16,00 a Davi$/));
    // The chips counted at the end are typed in fields, one a player.
    expect(document.querySelectorAll('.counts input')).toHaveLength(4);
    await expectAccessible('ledger-end-rebuy');

    await tap('Voltar ao início');
    await tap('Jogos anteriores');
    await waitFor(() => expect(document.querySelector('.game-result')?.textContent).toBe('Mãos: 1 · Davi +830 · Bia −10 · Caio −20 · Ana −800'));

    // The same game as a version before the fix stored it (Ana +200), on a phone that has not
    // revised its results yet: the next start sets it right, once.
    await storeOldResult(game.id);
    app = await app.reload();
    await waitFor(() => expect(document.querySelector('.game-result')?.textContent).toBe('Mãos: 1 · Davi +830 · Bia −10 · Caio −20 · Ana −800'));
    const stored = await app.records<{ id: string; result: { standings: { player: string; net: number }[] } }>('games');
    expect(stored.find((g) => g.id === game.id)?.result.standings.find((s) => s.player === 'Ana')?.net).toBe(-800);
  });
});

describe('a quick double tap', () => {
  it('G12: two taps on "Pagar" a moment apart call for one player, who is named with the next', async () => {
    const game: SeededGame = { id: 'e2e-ledger-double-tap', config, log: [{ type: 'startHand', at: Date.now() }] };
    const app = await open(game);
    // Davi (after the big blind) speaks first, under the banner that says what to deal.
    await heading('Vez de Davi');
    await screen.findByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.', { exact: false });
    let log = (await app.storedLog(game.id)).length;
    await tap('Pagar 20');
    await waitForLog(app, game, log);
    await heading('Vez de Ana');
    // The banner is gone; Ana is named with what Davi did.
    expect(screen.queryByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.', { exact: false })).toBeNull();
    await screen.findByText('Agora: Ana');
    await screen.findByText('✓ Davi pagou 20');

    // Ana taps "Pagar" twice, as a hurried finger does. The clock is held from the first tap, so
    // the second finds the screen as it is within half a second whatever the machine's speed:
    // still saving the first, or Bia's turn, whose buttons have not settled yet.
    log = (await app.storedLog(game.id)).length;
    const call = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Pagar 20' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await tap(call);
      fireEvent.click(call); // while the first tap is saved: not taken
      await heading('Vez de Bia');
      // Bia's call (the small blind's 10) stands where Ana's was: a browser gives it no click yet.
      const next = screen.getByRole('button', { name: 'Pagar 10' }) as HTMLButtonElement;
      expect(next.disabled).toBe(true);
      vi.advanceTimersByTime(500);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pagar 10' }) as HTMLButtonElement).disabled).toBe(false));
    const after = await app.storedLog(game.id);
    expect(after.slice(log)).toEqual([{ type: 'call', seat: 0 }]);
    await screen.findByText('Agora: Bia');
    await screen.findByText('✓ Ana pagou 20');
    await expectAccessible('ledger-turn-now');
  });
});

/** A click whose finger touched at `touchedAt` (the page's clock): on a busy phone the event comes long after the touch. */
function lateClick(button: HTMLElement, touchedAt: number): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: touchedAt });
  fireEvent(button, event);
}

/** The button, once the browser would give it a click again (its seat's buttons have settled). */
const ready = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

/** Waits until the page's clock reads `at`: the moment a busy main thread gets round to an event. */
const clockReaches = (at: number) => waitFor(() => expect(performance.now()).toBeGreaterThanOrEqual(at));

describe('a double tap on a slow phone', () => {
  /** Ana's turn (Davi called), her "Pagar 20" ready, and how long the log is. */
  async function anasTurn() {
    const game: SeededGame = { id: 'ledger-slow-phone', config, log: [{ type: 'startHand', at: Date.now() }] };
    const app = await open(game);
    await heading('Vez de Davi');
    await tap('Pagar 20');
    await heading('Vez de Ana');
    const call = await ready('Pagar 20');
    return { app, game, call, log: (await app.storedLog(game.id)).length };
  }

  it('G12: the second touch of a double tap, 250 ms after the first, handed to the page 900 ms late when Bia\'s buttons have settled, calls for nobody', async () => {
    const { app, game, call, log } = await anasTurn();
    const first = performance.now();
    await tap(call);
    await heading('Vez de Bia');
    const bia = await ready('Pagar 10');
    const second = first + 250;
    await clockReaches(second + 900);
    lateClick(bia, second);
    // Bia's own choice, made after her buttons were shown ready, is the one that counts: she folds.
    await tap('Desistir');
    await heading('Vez de Caio');
    expect((await app.storedLog(game.id)).slice(log)).toEqual([
      { type: 'call', seat: 0 },
      { type: 'fold', seat: 1 },
    ]);
  });

  it('G12: a touch within half a second after Bia\'s turn was drawn, handed to the page 900 ms late, does not act for her', async () => {
    const { app, game, call, log } = await anasTurn();
    // When Bia's turn reaches the screen: her heading is drawn with her buttons, in one commit.
    let drawnAt = Number.NaN;
    const observer = new MutationObserver(() => {
      if (Number.isNaN(drawnAt) && screen.queryByRole('heading', { level: 1, name: 'Vez de Bia' })) drawnAt = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await tap(call);
      await heading('Vez de Bia');
    } finally {
      observer.disconnect();
    }
    const bia = await ready('Pagar 10');
    const touched = drawnAt + 300;
    await clockReaches(touched + 900);
    lateClick(bia, touched);
    await tap('Desistir');
    await heading('Vez de Caio');
    expect((await app.storedLog(game.id)).slice(log)).toEqual([
      { type: 'call', seat: 0 },
      { type: 'fold', seat: 1 },
    ]);
  });
});

describe('the standings at a night of millions', () => {
  it('B13: 20-letter names and seven-digit results, placed by result', async () => {
    await open(bigNightGame());
    await tap('Continuar');
    await heading('Depois da mão 1');
    await waitFor(() => expect(document.querySelector('.standing')).not.toBeNull());
    expect(texts('.standing-name')).toEqual(['Cristóvão Albuquerqu', 'Aleksandrovitchenkov', 'Bartolomeu Gonçalves', 'Maria Eduarda Campos']);
    expect(netOf('Maria')).toBe('−4.975.000');
    await expectAccessible('ledger-standings-360');
  });
});

describe('bet sizes at a table with a chip case', () => {
  it('T4: the picks, the slider and a typed amount only ever make a raise the chips can push (25s the smallest), the all-in as it is', async () => {
    const chips: SessionConfig = {
      ...config,
      players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name, i) => ({ name, stack: i === 3 ? 4990 : 5000 })),
      options: { smallBlind: 25, bigBlind: 50 },
      chipSet: [
        { colour: 'white', value: 25, count: 100 },
        { colour: 'red', value: 100, count: 100 },
        { colour: 'green', value: 500, count: 50 },
        { colour: 'black', value: 1000, count: 50 },
      ],
    };
    const game: SeededGame = { id: 'e2e-ledger-chip-sizes', config: chips, log: [{ type: 'startHand', at: Date.now() }] };
    const app = await open(game);
    await heading('Vez de Davi');

    // The minimum raise is 100; half the pot would be 112, which 25s cannot push: it comes to
    // the minimum, so it has no pick of its own.
    // The pot (175) is offered, and Davi's all-in as his stack is, even 4,990 (a stack is chips).
    expect(texts('.picks .pick')).toEqual(['Mínimo', 'Pote', 'All-in']);
    await tap('Pote');
    await screen.findByRole('button', { name: 'Aumentar para 175' });
    const slider = document.querySelector<HTMLInputElement>('.slider')!;
    expect([slider.min, slider.step]).toEqual(['100', '25']);

    // A typed 130 makes a raise to 125 (the button says so as it is typed), 140 one to 150.
    // Typing fires input only; leaving the field fires its change, as a browser does.
    const field = document.querySelector<HTMLInputElement>('.amount-input')!;
    const fill = (text: string) => fireEvent.input(field, { target: { value: text } });
    fill('130');
    await screen.findByRole('button', { name: 'Aumentar para 125' });
    // The buttons settle half a second after the turn came (G12) before the picture is taken.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Desistir' }) as HTMLButtonElement).disabled).toBe(false));
    await expectAccessible('ledger-bet-typed-chips');
    fill('140');
    await screen.findByRole('button', { name: 'Aumentar para 150' });
    // Leaving the field writes the raise it makes.
    fireEvent.change(field);
    fireEvent.blur(field);
    await waitFor(() => expect(field.value).toBe('150'));

    // The slider's end is the all-in, not the last step of 25s below it.
    fireEvent.input(slider, { target: { value: slider.max } });
    await screen.findByRole('button', { name: 'Aumentar para 4.990' });

    // The raise made is the one the button said.
    fill('140');
    const log = (await app.storedLog(game.id)).length;
    await tap('Aumentar para 150');
    await waitForLog(app, game, log);
    expect((await app.storedLog(game.id)).slice(log)).toEqual([{ type: 'raise', seat: 3, to: 150 }]);
  });
});
