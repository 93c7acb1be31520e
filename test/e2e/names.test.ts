// G17 in the production build: a name is one thing. The New game screen refuses "Ana  Maria" beside
// "Ana Maria" and keeps whole characters; a backup's hostile names come in clean, its players list
// taken from the game's own seats; and each name on the past-games card is isolated in a <bdi>, so
// neither a right-to-left name nor an override reorders the text beside it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deck } from '../../src/engine/deck.ts';
import { legalActions } from '../../src/engine/game.ts';
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/session.ts';
import { sessionConfig } from '../../src/engine/setup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/store/backupFormat.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { onePhone, screenshot } from './browser.ts';

const baseURL = inject('baseURL');

/** A finished draw5 game of one hand (the first to act bets, the others fold) whose seats carry these names, as a backup file. */
function backupWith(names: readonly string[], listed: readonly string[]): string {
  const clean = sessionConfig({ profile: 'draw5', players: ['P1', 'P2', 'P3'], mode: 'pass-and-play', dealer: { kind: 'seat', seat: 0 }, options: setupDefaults.draw5 }, 0);
  const config: SessionConfig = { ...clean, players: clean.players.map((p, seat) => ({ ...p, name: names[seat] })) };
  let state: SessionState = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.code}`);
    state = result.state;
    log.push(action);
  };
  play({ type: 'startHand', at: 1_700_000_000_000 });
  play({ type: 'shuffle', deck: deck() });
  while (state.hand!.pending.kind !== 'complete') {
    const { seat, actions } = legalActions(state.hand!);
    play(actions.some((a) => a.type === 'bet') ? { type: 'bet', seat: seat!, to: 10 } : { type: 'fold', seat: seat! });
  }
  const at = 1_700_000_000_000;
  const game = { id: 'hostile', profile: 'draw5', players: listed, config, createdAt: at, updatedAt: at, status: 'finished', result: null, position: { seat: null, screen: 'table' } };
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(at).toISOString(), games: [{ game, actions: log.map((action, seq) => ({ seq, at: at + seq, action })) }] });
}

/**
 * Where each name of `selector` is drawn, and where the text right after it starts (", ", " e ",
 * an amount): with each name isolated, every name lies left of the next on its line, and what
 * follows a name starts right of it (or on the next line), whatever direction its letters run.
 */
function layout(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)!;
    return [...box.querySelectorAll('bdi')].map((bdi) => {
      // A name wrapped over two lines has a box per line: where it starts and where it ends.
      const boxes = [...bdi.getClientRects()];
      const [first, last] = [boxes[0], boxes[boxes.length - 1]];
      const next = bdi.nextSibling;
      let after: { left: number; top: number } | null = null;
      if (next?.nodeType === Node.TEXT_NODE && next.textContent!.trim() !== '') {
        const start = next.textContent!.search(/\S/);
        const range = document.createRange();
        range.setStart(next, start);
        range.setEnd(next, start + 1);
        after = range.getBoundingClientRect();
      }
      return { name: bdi.textContent, start: { left: first.left, top: first.top }, end: { right: last.right, top: last.top }, after };
    });
  }, selector);
}

describe('G17: names', () => {
  let page: Page;

  onePhone((opened) => (page = opened.page));

  it('G17: the New game screen refuses "Ana  Maria" beside "Ana Maria", and a field keeps whole characters, never half a flag', async () => {
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Pôquer de cinco cartas/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Jogadores' }).waitFor();
    const seat = (n: number) => page.getByLabel(`Nome do jogador no lugar ${n}`, { exact: true });
    await seat(1).fill('Ana Maria');
    await seat(2).fill('Ana  Maria');
    await page.locator('.field-problem', { hasText: 'Já há um jogador chamado Ana Maria.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Começar o jogo' }).last().isDisabled()).toBe(true);
    await seat(3).fill(`${'x'.repeat(19)}🇧🇷🇵🇹`);
    expect(await seat(3).inputValue()).toBe(`${'x'.repeat(19)}🇧🇷`);
    await page.getByRole('heading', { level: 2, name: 'Jogadores' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'names-setup-refused');
    await page.setViewportSize({ width: 740, height: 360 });
    await seat(2).scrollIntoViewIfNeeded();
    await screenshot(page, 'names-setup-refused-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await seat(2).fill('Bia');
    await expect.poll(() => page.getByRole('button', { name: 'Começar o jogo' }).last().isEnabled()).toBe(true);
  });

  it('G17: a backup with an override, a Hebrew name and eight "A" listed comes in with its seats’ names, each isolated on the card', async () => {
    await page.goto(`${baseURL}/?past`);
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jogos anteriores' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar backup' }).click();
    const file = backupWith(['\u202EAna\tMaria', 'שרה', 'Caio\n'], Array(8).fill('A'));
    await (await chooser).setFiles({ name: 'mesa-backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.getByText('Jogos importados: 1. Pulados: 0.').waitFor();

    const card = page.locator('.game-card');
    expect(await card.locator('.game-players').textContent()).toBe('Ana Maria, שרה e Caio');
    expect(await card.locator('.game-players bdi').allTextContents()).toEqual(['Ana Maria', 'שרה', 'Caio']);
    expect(await card.locator('.game-result bdi').count()).toBe(3);
    expect(await card.textContent()).not.toMatch(/[\u202A-\u202E\u2066-\u2069\t\n]/);

    // The names are drawn in their order, left to right; what follows each starts right of it.
    type Drawn = Awaited<ReturnType<typeof layout>>[number];
    const inOrder = (names: readonly Drawn[]) => {
      for (let i = 1; i < names.length; i++) {
        const [before, next] = [names[i - 1].end, names[i].start];
        if (Math.abs(next.top - before.top) < 2) expect(next.left, `${names[i].name} after ${names[i - 1].name}`).toBeGreaterThanOrEqual(before.right - 0.5);
      }
      for (const { name, end, after } of names) {
        if (after && Math.abs(after.top - end.top) < 2) expect(after.left, `what follows ${name}`).toBeGreaterThanOrEqual(end.right - 0.5);
      }
    };
    const players = await layout(page, '.game-card .game-players');
    expect(new Set(players.map((p) => p.start.top)).size).toBe(1);
    inOrder(players);
    // The Hebrew name's amount stays after it ("שרה −1"), not before it as the bare text would lay it out.
    const result = await layout(page, '.game-card .game-result');
    const hebrew = result.find((r) => r.name === 'שרה')!;
    expect(hebrew.after!.top).toBeCloseTo(hebrew.end.top, 0);
    inOrder(result);
    await screenshot(page, 'names-past-games');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'names-past-games-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
  });
});
