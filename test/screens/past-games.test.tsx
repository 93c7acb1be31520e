// Past games (issue 7): the list, delete with undo, a game's history hand by hand, and backups
// out and in (a broken file is refused with a message, nothing changes). One page for the whole
// file, as in the browser: each test goes on from the last. (320 px and dark mode:
// test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { parsePhhs } from '../../src/engine/phh/parse.ts';
import { replayPhh } from '../../src/engine/phh/replay.ts';
import type { BackupDocument } from '../../src/store/backupFormat.ts';
import type { NightRecord } from '../../src/store/schema.ts';
import { backup, playedGame, withConfig } from '../support/backup-games.ts';
import { chooseFile, element, onePage, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { nextDownload } from './support/downloads.ts';

const importFile = (name: string, contents: string) => chooseFile('Importar backup', new File([contents], name, { type: 'application/json' }));

const cards = () => document.querySelectorAll('.game-card');
const cardCount = (count: number) => waitFor(() => expect(cards()).toHaveLength(count));

describe('past games', () => {
  let app: OpenedApp;

  onePage((opened) => (app = opened));

  it('a game started from New game shows on home as the game to continue', async () => {
    await tap('Novo jogo');
    await tap(/Texas Hold'em/);
    await tap('Começar o jogo');
    await waitFor(() => expect(app.modules.navigation.screen.value.name).toBe('table'));
    // Back out of the table, the way a player would: straight home, not to the form that started it.
    history.back();
    const resume = await screen.findByRole('button', { name: /Continuar o jogo/ });
    expect(resume.textContent).toContain("Texas Hold'em");
    expect(resume.textContent).toContain('Jogador 1, Jogador 2, Jogador 3 e Jogador 4');
    await expectAccessible('home-continue');
  });

  it('lists the games with date, game, players and state', async () => {
    await tap('Jogos anteriores');
    await screen.findByRole('heading', { level: 1, name: 'Jogos anteriores' });
    await element('.game-card');
    expect(cards()).toHaveLength(1);
    const text = cards()[0].textContent;
    expect(text).toContain("Texas Hold'em");
    expect(text).toContain('Em andamento');
    expect(text).toMatch(/\d{4}/); // the date
  });

  it('imports a backup: its game is listed and its history shows the hand, with only shown cards', async () => {
    await importFile('mesa-backup.json', backup([playedGame('imported-1')]));
    await screen.findByText('Jogos importados: 1. Pulados: 0.');
    await cardCount(2);
    await expectAccessible('past-games');

    await tap(await element('.game-open', 'Pôquer de cinco cartas'));
    await screen.findByRole('heading', { level: 2, name: 'Mãos terminadas: 1' });
    const hand = await element('.hand-card');
    expect(hand.querySelector('.hand-title')!.textContent).toContain('Mão 1');
    // D5: Bia, left of the dealer, bets; Caio and Ana fold and lose their antes to her.
    expect(hand.querySelector('.hand-nets')!.textContent).toBe('Ana −1 · Bia +2 · Caio −1');
    expect(within(hand).queryAllByText(/bia apostou 10/i)).toHaveLength(1);
    // Nobody showed: no card face is on the page.
    expect(document.querySelectorAll('.card:not(.card-down)')).toHaveLength(0);
    await expectAccessible('game-history');

    // Issue 7: the game's hands out as PHH, one .phhs file that reads back and replays.
    const download = nextDownload();
    await tap('Exportar mãos (PHH)');
    const file = await download;
    expect(file.name).toMatch(/^mesa-draw5-\d{4}-\d{2}-\d{2}\.phhs$/);
    const hands = parsePhhs(await file.text());
    expect(hands.map((h) => [h.variant, h.hand, h.players])).toEqual([['_MESA_DRAW5', 1, ['Bia', 'Caio', 'Ana']]]);
    const replayed = replayPhh(hands[0]);
    expect(replayed.ok && replayed.checked).toBe(true);
    // D5: Bia bet, the others folded: she takes the antes.
    expect(hands[0].finishing_stacks).toEqual([102, 99, 99]);
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => within(status).queryByText(/mãos exportadas: 1\./i))).toBe(true));
    history.back();
    await element('.game-card');
  });

  it('delete shows "Jogo apagado — Desfazer"; undo brings the game back', async () => {
    await tap(/^Apagar o jogo de Texas Hold'em/);
    const snackbar = await element('.snackbar');
    await within(snackbar).findByText(/jogo apagado/i);
    await cardCount(1);
    await expectAccessible('past-games-deleted');
    await tap(within(snackbar).getByRole('button', { name: 'Desfazer' }));
    await cardCount(2);
    expect(document.querySelectorAll('.snackbar')).toHaveLength(0);
  });

  it('exports every game to a JSON backup file', async () => {
    const download = nextDownload();
    await tap('Exportar todos');
    const file = await download;
    expect(file.name).toMatch(/^mesa-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const contents = await file.text();
    const doc = JSON.parse(contents) as BackupDocument;
    expect(doc.format).toBe('mesa-backup');
    expect(doc.games.map((g) => g.game.profile).sort()).toEqual(['draw5', 'holdem']);
    await screen.findByText(/backup salvo nos downloads\./i);

    // The same file again: both games are already here, so the app asks.
    await importFile(file.name, contents);
    const question = await screen.findByRole('dialog', { name: 'Jogos que já estão neste aparelho: 2' });
    await expectAccessible('past-games-conflict');
    await tap(within(question).getByRole('button', { name: 'Manter os dois' }));
    await screen.findByText('Jogos importados: 2. Pulados: 0.');
    await cardCount(4);
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
    await importFile('broken.json', contents);
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.toLowerCase().includes(message.toLowerCase()))).toBe(true));
    expect(cards()).toHaveLength(4);
  });

  it('S2: a baseball game\'s history says its bets in units, whatever game is open on the table', async () => {
    await importFile('mesa-backup.json', backup([playedGame('baseball-1', 'baseball')]));
    await screen.findByText('Jogos importados: 1. Pulados: 0.');
    await tap(await element('.game-open', 'Baseball'));
    const hand = await element('.hand-card');
    await tap(hand.querySelector<HTMLElement>('.hand-log summary')!);
    // The engine counts sixtieths of a unit: a bet of one unit is 60 inside, "1" on screen.
    const log = hand.querySelector('.hand-log')!.textContent!;
    expect(log).toContain('Ana apostou 1');
    expect(log).not.toContain('60');
    // S3: three antes of one unit; Ana's uncalled bet came back to her.
    expect(hand.querySelector('.hand-pots')!.textContent).toContain('(3)');
    expect(hand.querySelector('.hand-nets')!.textContent).toBe('Ana +2 · Bia −1 · Caio −1');
    history.back();
    await element('.game-card');
  });
});

describe("an import of the players' book's nights", () => {
  const night = (id: string): NightRecord => ({
    id,
    label: id,
    day: '2025-03-14',
    profile: 'draw5',
    currency: null,
    importedAt: 1,
    results: [
      { player: 'Ana', net: 5, money: null, place: null, hands: null, biggestPot: null },
      { player: 'Bia', net: -5, money: null, place: null, hands: null, biggestPot: null },
    ],
  });
  const status = () => screen.findByRole('status');

  it('says how many nights it brought and how many the book had, and the games beside them when there are any', async () => {
    await openApp({ at: { name: 'past-games' } });
    await importFile('noites.json', backup([], [night('sheet:1'), night('sheet:2')]));
    await waitFor(async () => expect((await status()).textContent).toBe('Noites importadas para o livro dos jogadores: 2. Já estavam lá: 0.'));
    await importFile('noites.json', backup([], [night('sheet:1'), night('sheet:2')]));
    await waitFor(async () => expect((await status()).textContent).toBe('Noites importadas para o livro dos jogadores: 0. Já estavam lá: 2.'));
    await importFile('tudo.json', backup([playedGame('g1')], [night('sheet:2'), night('sheet:3')]));
    await waitFor(async () =>
      expect((await status()).textContent).toBe('Jogos importados: 1. Pulados: 0. Noites importadas para o livro dos jogadores: 1. Já estavam lá: 1.'),
    );
  });

  it('says it in English and in Portugal\'s Portuguese', async () => {
    await openApp({ locale: 'en', at: { name: 'past-games' } });
    await chooseFile('Import a backup', new File([backup([], [night('sheet:1')])], 'nights.json', { type: 'application/json' }));
    await waitFor(async () => expect((await status()).textContent).toBe("Nights imported into the players' book: 1. Already there: 0."));
    await openApp({ locale: 'pt-PT', at: { name: 'past-games' } });
    await chooseFile('Importar cópia', new File([backup([], [night('sheet:1')])], 'noites.json', { type: 'application/json' }));
    await waitFor(async () => expect((await status()).textContent).toBe('Noites importadas para o livro dos jogadores: 1. Já lá estavam: 0.'));
  });
});
