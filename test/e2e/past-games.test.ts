// Past games in the production build (issue 7): the list, delete with undo, a game's history hand
// by hand, and backups out and in (a broken file is refused with a message, nothing changes).
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deck } from '../../src/engine/deck.ts';
import { legalActions } from '../../src/engine/game.ts';
import { applySession, newSession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/session.ts';
import { parsePhhs } from '../../src/engine/phh/parse.ts';
import { replayPhh } from '../../src/engine/phh/replay.ts';
import { sessionConfig } from '../../src/engine/setup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument } from '../../src/store/backupFormat.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { onePhone, screenshot } from './browser.ts';

const baseURL = inject('baseURL');

/**
 * A game of Ana (dealer), Bia and Caio with one finished hand: the first to act bets (10 chips in
 * draw5, the smallest bet in baseball), the others fold.
 */
function playedGame(id: string, profile: 'draw5' | 'baseball' = 'draw5'): BackupDocument['games'][number] {
  const config: SessionConfig = sessionConfig(
    { profile, players: ['Ana', 'Bia', 'Caio'], mode: 'pass-and-play', dealer: { kind: 'seat', seat: 0 }, options: setupDefaults[profile] },
    0,
  );
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
    const bet = actions.find((a) => a.type === 'bet');
    play(bet ? { type: 'bet', seat: seat!, to: profile === 'draw5' ? 10 : bet.min } : { type: 'fold', seat: seat! });
  }
  const at = 1_700_000_000_000;
  return {
    game: {
      id,
      profile,
      players: ['Ana', 'Bia', 'Caio'],
      config,
      createdAt: at,
      updatedAt: at + 60_000,
      status: 'active',
      result: null,
      position: { seat: null, screen: 'table' },
    },
    actions: log.map((action, seq) => ({ seq, at: at + seq * 1000, action })),
  };
}

/** The game with its config changed (a config the engine must refuse). */
function withConfig(entry: BackupDocument['games'][number], change: Partial<SessionConfig>): BackupDocument['games'][number] {
  return { ...entry, game: { ...entry.game, config: { ...(entry.game.config as SessionConfig), ...change } } };
}

const backup = (games: BackupDocument['games']): string =>
  JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date(0).toISOString(), games });

async function importFile(page: Page, name: string, contents: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar backup' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) });
}

const cards = (page: Page) => page.locator('.game-card');

describe('past games', () => {
  let page: Page;

  onePhone((opened) => (page = opened.page));

  it('a game started from New game shows on home as the game to continue', async () => {
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Texas Hold'em/ }).click();
    await page.getByRole('button', { name: 'Começar o jogo' }).click();
    await expect.poll(() => page.evaluate(() => (history.state as { screen: { name: string } }).screen.name)).toBe('table');
    // Back out of the table, the way a player would: straight home, not to the form that started it.
    await page.goBack();
    const resume = page.getByRole('button', { name: /Continuar o jogo/ });
    await resume.waitFor();
    expect(await resume.textContent()).toContain("Texas Hold'em");
    expect(await resume.textContent()).toContain('Jogador 1, Jogador 2, Jogador 3 e Jogador 4');
    await screenshot(page, 'home-continue');
  });

  it('lists the games with date, game, players and state', async () => {
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jogos anteriores' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(1);
    const text = await cards(page).first().textContent();
    expect(text).toContain("Texas Hold'em");
    expect(text).toContain('Em andamento');
    expect(text).toMatch(/\d{4}/); // the date
  });

  it('imports a backup: its game is listed and its history shows the hand, with only shown cards', async () => {
    await importFile(page, 'mesa-backup.json', backup([playedGame('imported-1')]));
    await page.getByText('Jogos importados: 1. Pulados: 0.').waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    await screenshot(page, 'past-games');

    await page.locator('.game-open', { hasText: 'Pôquer de cinco cartas' }).click();
    await page.getByRole('heading', { level: 2, name: 'Mãos terminadas: 1' }).waitFor();
    const hand = page.locator('.hand-card');
    expect(await hand.locator('.hand-title').textContent()).toContain('Mão 1');
    // D5: Bia, left of the dealer, bets; Caio and Ana fold and lose their antes to her.
    expect(await hand.locator('.hand-nets').textContent()).toBe('Ana −1 · Bia +2 · Caio −1');
    expect(await hand.getByText('Bia apostou 10').count()).toBe(1);
    // Nobody showed: no card face is on the page.
    expect(await page.locator('.card:not(.card-down)').count()).toBe(0);
    await screenshot(page, 'game-history');

    // Issue 7: the game's hands out as PHH, one .phhs file that reads back and replays.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar mãos (PHH)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mesa-draw5-\d{4}-\d{2}-\d{2}\.phhs$/);
    const hands = parsePhhs(readFileSync((await file.path())!, 'utf8'));
    expect(hands.map((h) => [h.variant, h.hand, h.players])).toEqual([['_MESA_DRAW5', 1, ['Bia', 'Caio', 'Ana']]]);
    const replayed = replayPhh(hands[0]);
    expect(replayed.ok && replayed.checked).toBe(true);
    // D5: Bia bet, the others folded: she takes the antes.
    expect(hands[0].finishing_stacks).toEqual([102, 99, 99]);
    await page.getByRole('status').getByText('Mãos exportadas: 1.').waitFor();
    await page.goBack();
    await cards(page).first().waitFor();
  });

  it('delete shows "Jogo apagado — Desfazer"; undo brings the game back', async () => {
    await page.getByRole('button', { name: /^Apagar o jogo de Texas Hold'em/ }).click();
    const snackbar = page.locator('.snackbar');
    await snackbar.getByText('Jogo apagado').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await screenshot(page, 'past-games-deleted');
    await snackbar.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await snackbar.count()).toBe(0);
  });

  it('exports every game to a JSON backup file', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar todos' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mesa-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(readFileSync((await file.path())!, 'utf8')) as BackupDocument;
    expect(doc.format).toBe('mesa-backup');
    expect(doc.games.map((g) => g.game.profile).sort()).toEqual(['draw5', 'holdem']);
    await page.getByText('Backup salvo nos downloads.').waitFor();

    // The same file again: both games are already here, so the app asks.
    await importFile(page, file.suggestedFilename(), readFileSync((await file.path())!, 'utf8'));
    const question = page.getByRole('dialog', { name: 'Jogos que já estão neste aparelho: 2' });
    await question.waitFor();
    await screenshot(page, 'past-games-conflict');
    await question.getByRole('button', { name: 'Manter os dois' }).click();
    await page.getByText('Jogos importados: 2. Pulados: 0.').waitFor();
    await expect.poll(() => cards(page).count()).toBe(4);
  });

  it.each([
    ['a truncated file', '{"format":"mesa-backup","version":1,"games":[', 'O arquivo está danificado ou não é um backup. Nada foi importado.'],
    ['another app\'s JSON', '{"hello":"world"}', 'Este arquivo não é um backup do Mesa. Nada foi importado.'],
    ['a newer version', JSON.stringify({ format: 'mesa-backup', version: 99, exportedAt: '', games: [] }), 'Este backup vem de uma versão mais nova do Mesa: atualize o app para importá-lo.'],
    [
      'a game whose config is malformed',
      backup([withConfig(playedGame('bad-config'), { firstDealer: 9 })]),
      'O jogo 1 do backup tem uma configuração de mesa que o Mesa não consegue ler. Nada foi importado.',
    ],
    ['a game whose log the rules refuse', backup([{ ...playedGame('bad'), actions: [{ seq: 0, at: 0, action: { type: 'fold', seat: 0 } }] }]), 'Um jogo do backup tem jogadas que não batem com as regras. Nada foi importado.'],
  ])('refuses %s with a clear message and changes nothing', async (_, contents, message) => {
    await importFile(page, 'broken.json', contents);
    await page.getByRole('alert').getByText(message).waitFor();
    expect(await cards(page).count()).toBe(4);
  });

  it('S2: a baseball game\'s history says its bets in units, whatever game is open on the table', async () => {
    await importFile(page, 'mesa-backup.json', backup([playedGame('baseball-1', 'baseball')]));
    await page.getByText('Jogos importados: 1. Pulados: 0.').waitFor();
    await page.locator('.game-open', { hasText: 'Baseball' }).click();
    const hand = page.locator('.hand-card');
    await hand.waitFor();
    await hand.locator('.hand-log summary').click();
    // The engine counts sixtieths of a unit: a bet of one unit is 60 inside, "1" on screen.
    const log = (await hand.locator('.hand-log').textContent())!;
    expect(log).toContain('Ana apostou 1');
    expect(log).not.toContain('60');
    // S3: three antes of one unit; Ana's uncalled bet came back to her.
    expect(await hand.locator('.hand-pots').textContent()).toContain('(3)');
    expect(await hand.locator('.hand-nets').textContent()).toBe('Ana +2 · Bia −1 · Caio −1');
    await page.goBack();
    await cards(page).first().waitFor();
  });

  it('works at 320 px with 44 px targets, and in dark mode', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('main button')].map((b) => b.getBoundingClientRect()).filter((box) => Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(320);
    expect(layout.small).toBe(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'past-games-dark');
  });
});
