// A brasileiro evening in chip-ledger mode (issue 8's proof): a four of a kind claimed with one tap
// (B9) pays its bonus, then a jacker run (B10): a deal nobody opens, its chips carried and shown on
// the table, and a deal opened with trips and won. Stacks checked on screen and in the stored game.
// The first hand's betting is seeded; everything from its showdown on is tapped. (Its
// screenshots: `npm run shots`.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { applySession, legalActions, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, type OpenedApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { findWithText, storedState, waitForLog } from './support/play-table.ts';

const config: SessionConfig = {
  profile: 'brasileiro',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 50 })),
  firstDealer: 0,
  dealing: 'ledger',
};
const names = config.players.map((p) => p.name);

/** Hand 1 up to its showdown: Bia declines the re-buy, nobody exchanges, everyone stays in (mesa). */
function seededLog(): SessionAction[] {
  let s = newSession(config);
  const play = (action: SessionAction) => {
    const result = applySession(s, action);
    if (!result.ok) throw new Error(result.error.code);
    s = result.state;
  };
  play({ type: 'startHand', at: Date.now() });
  for (;;) {
    const pending = s.hand!.pending;
    if (pending.kind === 'decide') play({ type: 'rebuy', seat: pending.seat, accept: false });
    else if (pending.kind === 'draw') play({ type: 'draw', seat: pending.seat, discard: 0 });
    else if (pending.kind === 'bet') {
      const stay = legalActions(s.hand!).actions.find((a) => a.type === 'check' || a.type === 'call')!;
      play({ type: stay.type as 'check' | 'call', seat: pending.seat });
    } else return [...s.log];
  }
}

const game: SeededGame = { id: 'e2e-ledger-brasileiro', config, log: seededLog() };

/** The first button `name` finds, once enabled. */
const pressFirst = async (name: string | RegExp) => tap((await screen.findAllByRole('button', { name }))[0]);

/** What the hand waits for (read again after each tap). */
const kind = (state: SessionState): string => state.hand!.pending.kind;

/** The screen's words one by one, as a reader meets them (innerText's breaks between elements). */
function mainWords(): string {
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  return words.join('\n');
}

/** Every stack appears on the screen between hands. */
function expectStacksOnScreen(stacks: readonly number[]): void {
  const text = mainWords();
  for (const stack of stacks) expect(text).toMatch(new RegExp(`\\b${stack}\\b`));
}

describe('brasileiro with real cards', () => {
  it('B9, B10, G12: a quad bonus with one tap, a jacker deal nobody opens (chips carried, shown), and one opened with trips and won', async () => {
    const app: OpenedApp = await openApp({ games: [game] });

    /** Taps, then waits until the tap is stored; returns the stored game. */
    const stored = async (move: () => Promise<void>): Promise<SessionState> => {
      const before = await app.storedLog(game.id);
      await move();
      return waitForLog(app, game, before.length);
    };
    /** The acting seat stays in the cheapest way its buttons offer (passo, mesa, cobrir). */
    const stayIn = async (state: SessionState): Promise<SessionState> => {
      const legal = legalActions(state.hand!);
      await screen.findByRole('heading', { level: 1, name: `Vez de ${names[legal.seat!]}` });
      const check = legal.actions.some((a) => a.type === 'check');
      return stored(() => pressFirst(check ? /^(Passo|Mesa|Passar)/ : /^(Cobrir|Mesa|Pagar)/));
    };
    const nextHand = async (number: number): Promise<void> => {
      await screen.findByRole('heading', { name: `Resultado da mão ${number}` });
      await tap('Continuar');
      await screen.findByRole('heading', { name: `Depois da mão ${number}` });
    };

    // Hand 1's showdown: Caio showed four of a kind on the real table; one tap says so.
    await screen.findByRole('heading', { level: 1, name: 'Quem ganhou?' });
    await screen.findByRole('button', { name: 'Caio mostrou quadra' });
    await expectAccessible('ledger-brasileiro-bonus-offer');
    let state = await stored(() => tap('Caio mostrou quadra'));
    expect(state.hand!.showdown!.claims).toEqual([{ seat: 2, kind: 'quads' }]);
    await screen.findByText(/^Caio mostrou quadra: cada um dos outros paga 1/);
    await expectAccessible('ledger-brasileiro-bonus-claimed');
    state = await stored(async () => {
      await tap(await findWithText('.award .pick', 'Caio'));
      await pressFirst('Pote para Caio');
    });
    // Pot of 6 (2 each) to Caio, and 1 from each of the others for the quad.
    expect(state.hand!.result!.bonus).toEqual([-1, -1, 2]);
    expect(state.stacks).toEqual([47, 47, 56]);
    expect(state.mode).toBe('jacker');
    await nextHand(1);
    expectStacksOnScreen([47, 56]);
    await expectAccessible('ledger-brasileiro-after-bonus');

    // Hand 2, jacker: everyone posts 2 units; nobody has trips, so everyone says passo.
    state = await stored(() => pressFirst('Dar a próxima mão'));
    expect(state.hand!.config.mode).toBe('jacker');
    while (kind(state) === 'bet') {
      const passer = names[legalActions(state.hand!).seat!];
      await screen.findByRole('heading', { level: 1, name: `Vez de ${passer}` });
      state = await stored(() => pressFirst('Passo'));
      // B10: undo names a passo as the table said it, never as a mesa.
      if (kind(state) === 'bet') await screen.findByRole('button', { name: `Desfazer: ${passer}: passo` });
    }
    expect(state.hand!.result!.pots).toEqual([]);
    // B10: the result says why nobody won and what happens next.
    await screen.findByRole('heading', { name: 'Resultado da mão 2' });
    await screen.findByText('Ninguém abriu: 6 ficam na mesa e a próxima mão é jacker de novo, todos pondo mais.');
    await expectAccessible('ledger-brasileiro-jacker-dead');
    expect(state.carried).toEqual({ chips: 6, deals: 1 });
    expect(state.stacks).toEqual([45, 45, 54]);
    await nextHand(2);
    expectStacksOnScreen([45, 54]);
    await screen.findByText(/jacker: .*6.* acumuladas, 2ª rodada/);
    await expectAccessible('ledger-brasileiro-jacker-carried');

    // Hand 3: everyone posts 1 more; the first to speak opens (trips on the real table), the others cover.
    state = await stored(() => pressFirst('Dar a próxima mão'));
    await screen.findByText(/Jacker: .*9.* acumuladas, 2ª rodada/);
    await expectAccessible('ledger-brasileiro-jacker-open');
    const opener = legalActions(state.hand!).seat!;
    await screen.findByRole('heading', { level: 1, name: `Vez de ${names[opener]}` });
    state = await stored(async () => {
      const before = (await app.storedLog(game.id)).length;
      await pressFirst(/^Abro com/);
      // An opening may ask to confirm first (an all-in); otherwise it is stored at once.
      const asked = await waitFor(async () => {
        if (screen.queryByRole('button', { name: 'Confirmar' })) return true;
        expect((await app.storedLog(game.id)).length).toBeGreaterThan(before);
        return false;
      });
      if (asked) await tap('Confirmar');
    });
    expect(state.hand!.opened?.seat).toBe(opener);
    while (kind(state) === 'bet') state = await stayIn(state);
    // B10: a cover is said with what it put in ("Bia cobriu 4"), not "pagou".
    await waitFor(() => expect(document.querySelector('.turn-now-last')?.textContent).toMatch(/^✓ (Ana|Bia|Caio) cobriu \d+$/));
    // The first to draw exchanges one card: the dealer is told to deal him one card, in the singular.
    const drawer = legalActions(state.hand!).seat!;
    state = await stored(() => pressFirst('Troca 1'));
    await screen.findByText(`${names[drawer]} trocou 1: dê 1 carta.`);
    while (kind(state) === 'draw') state = await stored(() => pressFirst('Não troca'));
    while (kind(state) === 'bet') state = await stayIn(state);
    // B10: the opener proves his trips, then the table names the winner.
    expect(state.hand!.pending).toEqual({ kind: 'openers', seat: opener });
    state = await stored(() => pressFirst('Mostrou'));
    if (kind(state) === 'award') {
      state = await stored(async () => {
        await tap(await findWithText('.award .pick', names[opener]));
        await pressFirst(`Pote para ${names[opener]}`);
      });
    }
    const result = state.hand!.result!;
    expect(result.pots[0].winners).toEqual([opener]);
    expect(state.carried).toEqual({ chips: 0, deals: 0 });
    expect(state.mode).toBe('normal');
    expect(state.stacks.reduce((a, b) => a + b, 0)).toBe(150);
    // Everything the run accumulated went to the opener: the others lost their posts and covers.
    const others = state.stacks.filter((_, seat) => seat !== opener);
    expect(state.stacks[opener]).toBe(150 - others.reduce((a, b) => a + b, 0));
    expect(result.pots[0].amount).toBeGreaterThan(9);
    await screen.findByRole('heading', { name: 'Resultado da mão 3' });
    await expectAccessible('ledger-brasileiro-jacker-won');
    await tap('Continuar');
    await screen.findByRole('heading', { name: 'Depois da mão 3' });
    expectStacksOnScreen(state.stacks);
    expect((await storedState(app, game)).stacks).toEqual(state.stacks);
  });
});
