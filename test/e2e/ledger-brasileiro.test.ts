// A brasileiro evening in chip-ledger mode (issue 8's proof) in Chromium: a four of a kind claimed
// with one tap (B9) pays its bonus, then a jacker run (B10): a deal nobody opens, its chips carried
// and shown on the table, and a deal opened with trips and won. Stacks checked on screen and in
// the stored game. The first hand's betting is seeded; everything from its showdown on is tapped.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, legalActions, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { onePhone, screenshot } from './browser.ts';
import { openSeeded, storedLog, storedState, waitForLog, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

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

let page: Page;

onePhone((opened) => (page = opened.page));

const tapButton = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();

/** Taps, then waits until the tap is stored; returns the stored game. */
async function stored(move: () => Promise<void>): Promise<SessionState> {
  const before = await storedLog(page, game.id);
  await move();
  return waitForLog(page, game, before.length);
}

/** What the hand waits for (read again after each tap). */
const kind = (state: SessionState): string => state.hand!.pending.kind;

/** Every stack appears on the screen between hands. */
async function expectStacksOnScreen(stacks: readonly number[]): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const stack of stacks) expect(text).toMatch(new RegExp(`\\b${stack}\\b`));
}

/** The acting seat stays in the cheapest way its buttons offer (passo, mesa, cobrir). */
async function stayIn(state: SessionState): Promise<SessionState> {
  const legal = legalActions(state.hand!);
  await page.getByRole('heading', { level: 1, name: `Vez de ${names[legal.seat!]}` }).waitFor();
  const check = legal.actions.some((a) => a.type === 'check');
  return stored(() => tapButton(check ? /^(Passo|Mesa|Passar)/ : /^(Cobrir|Mesa|Pagar)/));
}

async function nextHand(number: number): Promise<void> {
  await page.getByRole('heading', { name: `Resultado da mão ${number}` }).waitFor();
  await tapButton('Continuar');
  await page.getByRole('heading', { name: `Depois da mão ${number}` }).waitFor();
}

describe('brasileiro with real cards', () => {
  it('B9, B10, G12: a quad bonus with one tap, a jacker deal nobody opens (chips carried, shown), and one opened with trips and won', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openSeeded(page, baseURL, game);

    // Hand 1's showdown: Caio showed four of a kind on the real table; one tap says so.
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    await page.getByRole('button', { name: 'Caio mostrou quadra', exact: true }).waitFor();
    await screenshot(page, 'ledger-brasileiro-bonus-offer');
    let state = await stored(() => tapButton('Caio mostrou quadra'));
    expect(state.hand!.showdown!.claims).toEqual([{ seat: 2, kind: 'quads' }]);
    await page.getByText(/^Caio mostrou quadra: cada um dos outros paga 1/).waitFor();
    await screenshot(page, 'ledger-brasileiro-bonus-claimed');
    state = await stored(async () => {
      await page.locator('.award .pick', { hasText: 'Caio' }).click();
      await tapButton('Pote para Caio');
    });
    // Pot of 6 (2 each) to Caio, and 1 from each of the others for the quad.
    expect(state.hand!.result!.bonus).toEqual([-1, -1, 2]);
    expect(state.stacks).toEqual([47, 47, 56]);
    expect(state.mode).toBe('jacker');
    await nextHand(1);
    await expectStacksOnScreen([47, 56]);
    await screenshot(page, 'ledger-brasileiro-after-bonus');

    // Hand 2, jacker: everyone posts 2 units; nobody has trips, so everyone says passo.
    await tapButton('Dar a próxima mão');
    state = await storedState(page, game);
    expect(state.hand!.config.mode).toBe('jacker');
    while (kind(state) === 'bet') {
      const passer = names[legalActions(state.hand!).seat!];
      await page.getByRole('heading', { level: 1, name: `Vez de ${passer}` }).waitFor();
      state = await stored(() => tapButton('Passo'));
      // B10: undo names a passo as the table said it, never as a mesa.
      if (kind(state) === 'bet') await page.getByRole('button', { name: `Desfazer: ${passer}: passo`, exact: true }).waitFor();
    }
    expect(state.hand!.result!.pots).toEqual([]);
    // B10: the result says why nobody won and what happens next.
    await page.getByRole('heading', { name: 'Resultado da mão 2' }).waitFor();
    await page.getByText('Ninguém abriu: 6 ficam na mesa e a próxima mão é jacker de novo, todos pondo mais.', { exact: true }).waitFor();
    await screenshot(page, 'ledger-brasileiro-jacker-dead');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-brasileiro-jacker-dead-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(state.carried).toEqual({ chips: 6, deals: 1 });
    expect(state.stacks).toEqual([45, 45, 54]);
    await nextHand(2);
    await expectStacksOnScreen([45, 54]);
    await page.getByText(/jacker: .*6.* acumuladas, 2ª rodada/).waitFor();
    await screenshot(page, 'ledger-brasileiro-jacker-carried');

    // Hand 3: everyone posts 1 more; the first to speak opens (trips on the real table), the others cover.
    await tapButton('Dar a próxima mão');
    state = await storedState(page, game);
    await page.getByText(/Jacker: .*9.* acumuladas, 2ª rodada/).waitFor();
    await screenshot(page, 'ledger-brasileiro-jacker-open');
    const opener = legalActions(state.hand!).seat!;
    await page.getByRole('heading', { level: 1, name: `Vez de ${names[opener]}` }).waitFor();
    state = await stored(async () => {
      await tapButton(/^Abro com/);
      const confirm = page.getByRole('button', { name: 'Confirmar', exact: true });
      if (await confirm.count()) await confirm.click();
    });
    expect(state.hand!.opened?.seat).toBe(opener);
    while (kind(state) === 'bet') state = await stayIn(state);
    // B10: a cover is said with what it put in ("Bia cobriu 4"), not "pagou".
    expect(await page.locator('.turn-now-last').textContent()).toMatch(/^✓ (Ana|Bia|Caio) cobriu \d+$/);
    // The first to draw exchanges one card: the dealer is told to deal him one card, in the singular.
    const drawer = legalActions(state.hand!).seat!;
    state = await stored(() => tapButton('Troca 1'));
    await page.getByText(`${names[drawer]} trocou 1: dê 1 carta.`, { exact: true }).waitFor();
    while (kind(state) === 'draw') state = await stored(() => tapButton('Não troca'));
    while (kind(state) === 'bet') state = await stayIn(state);
    // B10: the opener proves his trips, then the table names the winner.
    expect(state.hand!.pending).toEqual({ kind: 'openers', seat: opener });
    state = await stored(() => tapButton('Mostrou'));
    if (kind(state) === 'award') {
      state = await stored(async () => {
        await page.locator('.award .pick', { hasText: names[opener] }).click();
        await tapButton(`Pote para ${names[opener]}`);
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
    await page.getByRole('heading', { name: 'Resultado da mão 3' }).waitFor();
    await screenshot(page, 'ledger-brasileiro-jacker-won');
    await tapButton('Continuar');
    await page.getByRole('heading', { name: 'Depois da mão 3' }).waitFor();
    await expectStacksOnScreen(state.stacks);
    expect((await storedState(page, game)).stacks).toEqual(state.stacks);
  });
});
