// G11 on the phone: while the cover is up nothing of anyone's cards is in the page, a revealed or
// peeking seat sees only its own, and the cover comes back by itself (page hidden, idle, reload).
// (The cover and the exchanged cards turned sideways, what shows without scrolling, and a second
// tab on the same game, which needs two pages sharing one browser's locks: test/e2e/screens-fit.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { dealtGame, type SeededGame } from '../support/seeded-store.ts';
import { cardName } from '../support/hidden-cards.ts';
import { openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { expectNothingHidden } from './support/privacy.ts';
import { storedState } from './support/tournament-app.ts';

const config = {
  profile: 'holdem' as const,
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
  firstDealer: 3,
  options: { smallBlind: 1, bigBlind: 2 },
};

let seed = 20;

afterEach(() => {
  vi.useRealTimers();
});

/** A new phone holding one game dealt from its own deck, reopened in progress at Caio's cover. */
async function phoneWithGame(localStorage: Record<string, string> = {}): Promise<{ app: OpenedApp; game: SeededGame }> {
  const game = dealtGame(`e2e-privacy-${seed}`, config, seed++);
  const app = await openApp({ locale: 'pt-BR', games: [game], localStorage });
  // Dealer Duda: Ana small blind, Bia big blind, Caio first to act (H3).
  await screen.findByRole('heading', { name: 'Passe para Caio' });
  return { app, game };
}

const reveal = async () => {
  await tap('Sou Caio: ver minhas cartas');
  await screen.findByRole('heading', { name: 'Vez de Caio' });
};

/**
 * The app's timers and clock faked from here on (the idle cover's wait and its countdown), the
 * store's own scheduling (setImmediate) left real; Caio reveals under them.
 */
async function revealUnderFakeTime(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  await tap('Sou Caio: ver minhas cartas');
  await vi.waitFor(() => screen.getByRole('heading', { name: 'Vez de Caio' }));
}

/** Fake time moved on by `ms`, every timer due meanwhile run. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the privacy cover', () => {
  it('G11: with the cover up no closed card is in the page; revealed, only the seat’s own', async () => {
    const { app, game } = await phoneWithGame();
    const state = await storedState(app, game);
    expectNothingHidden(state, null);
    // The cover says what is in the pot: the blinds, 1 and 2.
    expect(document.querySelector('.cover-meta')?.textContent).toBe('Pote 3');
    await expectAccessible('table-cover');
    await reveal();
    expectNothingHidden(state, 2);
    // The seat's own cards are there, named for a screen reader.
    const own = state.hand!.seats[2].cards as number[];
    expect(within(await screen.findByRole('group', { name: 'Suas cartas' })).getAllByRole('img')).toHaveLength(own.length);
  });

  it('G11, G16: another seat looks at its own cards: the cover asks who holds the phone, then that seat once more; only its cards show, and the table sees who looked', async () => {
    const { app, game } = await phoneWithGame();
    const state = await storedState(app, game);
    await screen.findByText('Quem olhar as próprias cartas fica no histórico da mão: a mesa verá.');
    await tap('Outro jogador quer ver as próprias cartas');
    await screen.findByRole('heading', { name: 'Quem está com o celular?' });
    expectNothingHidden(state, null);
    // Caio, whose turn it is, looks with his turn; the others still in are offered.
    expect([...document.querySelectorAll('.choice-name')].map((el) => el.textContent)).toEqual(['Ana', 'Bia', 'Duda']);
    await expectAccessible('table-peek-who');
    await tap('Duda');
    // A deliberate second step, still nothing of anyone's cards on the page.
    await screen.findByRole('heading', { name: 'Só Duda deve ver a tela agora.' });
    await screen.findByText('A mesa verá no histórico da mão que Duda olhou as próprias cartas.');
    expectNothingHidden(state, null);
    expect(await app.storedLog(game.id)).toHaveLength(game.log.length);
    await expectAccessible('table-peek-sure');
    await tap('Sou Duda: ver minhas cartas');
    await screen.findByRole('heading', { name: 'Cartas de Duda' });
    // The look is logged before the cards show.
    expect((await app.storedLog(game.id)).slice(game.log.length)).toEqual([{ type: 'peek', seat: 3 }]);
    expectNothingHidden(state, 3);
    expect(screen.queryAllByRole('button', { name: /Pagar|Desistir|Aumentar/ })).toHaveLength(0); // no options while peeking
    await expectAccessible('table-peek');
    await tap('Esconder as cartas');
    await screen.findByRole('heading', { name: 'Passe para Caio' });
    expectNothingHidden(state, null);
    // Caio's own screen: his hand's log names the look.
    await reveal();
    fireEvent.click(document.querySelector('.hand-log summary')!);
    await waitFor(() => expect([...document.querySelectorAll('.hand-log li')].some((li) => li.textContent?.includes('Duda olhou as próprias cartas'))).toBe(true));
  });

  it('G16: at the end of the hand everyone sees who looked at their cards', async () => {
    const game = dealtGame(`e2e-privacy-${seed++}`, config, seed);
    // Duda looked twice and Ana once; then everyone folds to Bia, the big blind.
    const looked: SeededGame = {
      ...game,
      id: `${game.id}-looked`,
      log: [...game.log, { type: 'peek', seat: 3 }, { type: 'peek', seat: 0 }, { type: 'peek', seat: 3 }, { type: 'fold', seat: 2 }, { type: 'fold', seat: 3 }, { type: 'fold', seat: 0 }],
    };
    await openApp({ locale: 'pt-BR', games: [looked], at: { name: 'table', gameId: looked.id } });
    await screen.findByRole('heading', { name: 'Resultado da mão 1' });
    await screen.findByText('Olharam as próprias cartas durante a mão: Duda (2×), Ana');
    await expectAccessible('table-result-peeks');
  });

  it('comes back when the page is hidden (visibilitychange)', async () => {
    const { app, game } = await phoneWithGame();
    const state = await storedState(app, game);
    await reveal();
    // The phone switches to another app: the page is hidden the way a lock screen hides it.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await screen.findByRole('heading', { name: 'Passe para Caio' });
      expectNothingHidden(state, null);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('comes back after a while with no touch', async () => {
    const { app, game } = await phoneWithGame();
    const state = await storedState(app, game);
    await revealUnderFakeTime();
    await pass(30_000);
    expect(screen.queryByRole('heading', { name: 'Vez de Caio' })).not.toBeNull();
    await pass(20_000);
    expect(screen.queryByRole('heading', { name: 'Passe para Caio' })).not.toBeNull();
    expectNothingHidden(state, null);
  });

  it('G11: the last 10 s are counted down on screen, a touch starts the wait over, and the cover comes at the time the table chose', async () => {
    const { app, game } = await phoneWithGame({ 'mesa.settings.coverAfter': '30' });
    const state = await storedState(app, game);
    await revealUnderFakeTime();
    const countdown = () => document.querySelector('.cover-countdown');
    await pass(19_000);
    expect(countdown()).toBeNull();
    await pass(2_000);
    expect(countdown()?.textContent).toMatch(/^As cartas se escondem em (9|10) s\. Toque na tela para continuar vendo\.$/);
    // The warning lies over the table, and the player's buttons stay there. (No axe here: it
    // schedules with the timers faked now; the countdown's screen is checked in the browser.)
    expect(screen.queryByRole('button', { name: 'Pagar 2' })).not.toBeNull();
    // A touch: the wait starts over, the warning goes.
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Vez de Caio' }));
    await pass(0);
    expect(countdown()).toBeNull();
    await pass(19_000);
    expect(screen.queryByRole('heading', { name: 'Vez de Caio' })).not.toBeNull();
    await pass(12_000);
    expect(screen.queryByRole('heading', { name: 'Passe para Caio' })).not.toBeNull();
    expect(countdown()).toBeNull();
    expectNothingHidden(state, null);
  });

  it('G11: with "never" chosen the cards stay until the phone moves on or the page is hidden', async () => {
    await phoneWithGame({ 'mesa.settings.coverAfter': '0' });
    await revealUnderFakeTime();
    await pass(5 * 60_000);
    expect(screen.queryByRole('heading', { name: 'Vez de Caio' })).not.toBeNull();
    expect(document.querySelector('.cover-countdown')).toBeNull();
  });

  it('G11: the Settings screen offers the cover times a table wants and remembers the choice', async () => {
    await openApp({ locale: 'pt-BR', at: { name: 'settings' } });
    await screen.findByRole('heading', { level: 1, name: 'Configurações' });
    const group = await screen.findByRole('group', { name: 'Esconder as cartas sem um toque em' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['30 s', '45 s', '1 min', '2 min', 'Nunca']);
    expect(within(group).getByRole('button', { name: '45 s' }).getAttribute('aria-pressed')).toBe('true');
    await tap(within(group).getByRole('button', { name: '2 min' }));
    await waitFor(() => expect(localStorage.getItem('mesa.settings.coverAfter')).toBe('120'));
    await expectAccessible('settings-cover-after');
  });

  it('a reload mid-hand reopens at the same seat and state, cover up', async () => {
    let { app, game } = await phoneWithGame();
    await reveal();
    await tap('Pagar 2');
    await screen.findByRole('heading', { name: 'Passe para Duda' });
    await tap('Sou Duda: ver minhas cartas');
    await screen.findByRole('heading', { name: 'Vez de Duda' });
    const before = await storedState(app, game);
    app = await app.reload();
    await screen.findByRole('heading', { name: 'Passe para Duda' });
    expect(await storedState(app, game)).toEqual(before);
    expectNothingHidden(before, null);
    await tap('Sou Duda: ver minhas cartas');
    await screen.findByRole('button', { name: 'Pagar 2' });
  });
});

describe('after an exchange', () => {
  it('G11, D6: the player sees his new cards before the cover, then hides them to pass the phone', async () => {
    const draw = dealtGame('e2e-privacy-draw', { profile: 'draw5', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })), firstDealer: 0 }, 7);
    // Everyone checks the first round (D5: from the dealer's left): Bia exchanges first.
    const atDraw: SeededGame = { ...draw, log: [...draw.log, ...[1, 2, 0].map((seat) => ({ type: 'check' as const, seat }))] };
    const app = await openApp({ locale: 'pt-BR', games: [atDraw] });
    await tap('Sou Bia: ver minhas cartas');
    const before = await storedState(app, atDraw);
    const kept = before.hand!.seats[1].cards.slice(2) as number[];
    for (const card of before.hand!.seats[1].cards.slice(0, 2) as number[]) await tap(cardName(card));
    await tap('Trocar 2 cartas');
    await screen.findByRole('heading', { name: 'Bia: suas cartas depois da troca' });
    const after = await storedState(app, atDraw);
    const now = after.hand!.seats[1].cards as number[];
    expect(now.filter((card) => !kept.includes(card))).toHaveLength(2);
    const shown = within(await screen.findByRole('group', { name: 'Cartas de Bia' })).getAllByRole('img').map((c) => c.getAttribute('aria-label'));
    expect(shown).toEqual(now.map(cardName));
    expectNothingHidden(after, 1);
    await expectAccessible('table-drawn');
    await tap('Esconder e passar o celular');
    await screen.findByRole('heading', { name: 'Passe para Caio' });
    expectNothingHidden(after, null);
  });
});
