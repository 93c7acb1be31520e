// The players' book (issue 15): three nights of three games stored on the phone (one of them last
// year), the book and its charts after them, a merge and its undo, the book as CSV out and in, a
// night shared as text (share sheet stubbed; the clipboard and the text to copy by hand), and the
// replayer on a hand with a side pot and a mucked hand. Every figure checked here is worked out
// again in Node by the engine. Each case opens its own phone after the three nights. (What needs a
// real browser — every screen fitting 360 px with 44 px targets, the night as an image card, the
// dark screens' contrast — is in test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { parseCards } from '../../src/engine/index.ts';
import { threeNights, total } from '../app/book/three-nights.ts';
import { cardFace, cardName } from '../support/hidden-cards.ts';
import { putRecords } from '../support/seeded-store.ts';
import { choose, element, openApp, tap, type, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { catchDownloads, chooseFile, downloaded, noShareSheet, shareSheet } from './support/book-files.ts';
import { chipsText, home, leaders, nightItems, plain } from './support/book-screens.ts';

const { holdem, draw5, baseball } = threeNights(Date.now());
const nights = [holdem, draw5, baseball];

/** How the screen writes a result in money: "+R$ 12,00", "−R$ 2,00". */
const realsText = (cents: number) =>
  `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Math.abs(cents) / 100)}`.replace(/[\u00a0\u202f]/g, ' ');

/** The units the book's leaderboard is shown in: the segmented buttons after the filters. */
const unitButtons = () => [...document.querySelectorAll('.book-filters + .segmented button')].map((b) => b.textContent);

/** The phone after the three nights, at home. */
async function openAfterTheNights(locale = 'pt-BR'): Promise<OpenedApp> {
  const app = await openApp({ locale, games: nights.map(({ game, night }) => ({ ...game, stored: { status: 'finished' as const, createdAt: night.at } })) });
  await screen.findByRole('button', { name: locale === 'en' ? 'New game' : 'Novo jogo' });
  return app;
}

/** The book opened from home, its leaderboard shown. */
async function openBook(): Promise<void> {
  await tap('Livro dos jogadores');
  await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
  await waitFor(() => expect(document.querySelector('.leader')).not.toBeNull());
}

/** The leaderboard's row of `name`. */
const leaderRow = (name: string) =>
  waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>('.leader')].find((el) => el.textContent?.includes(name));
    if (!row) throw new Error(`no leader ${name}`);
    return row;
  });

/** A figure of the player's screen (its <dd>) by its label, or null. */
const figure = (label: string) =>
  [...document.querySelectorAll('.figure')].find((f) => [...f.querySelectorAll('*')].some((el) => el.children.length === 0 && el.textContent === label))?.querySelector('dd') ?? null;

const storedPlayers = (app: OpenedApp) => app.records<{ id: string; name: string; mergedInto: string | null }>('players');

/** Aninha merged into Ana from Ana's screen, the notice closed, back at the book. */
async function mergeAninha(): Promise<void> {
  await tap('Fichas');
  await tap(await leaderRow('Ana'));
  await screen.findByRole('heading', { level: 1, name: 'Ana' });
  await choose('A outra entrada', 'Aninha');
  await tap('Juntar');
  await tap(await within(await element('.snackbar')).findByRole('button', { name: 'Fechar o aviso' }));
  await screen.findByRole('button', { name: 'Separar Aninha' });
  history.back();
  await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
}

const nightCount = () => nightItems().length;

describe("the players' book after three nights", () => {
  it('this year: two nights, the leaderboard in money and in chips, the running totals as a chart with its numbers', async () => {
    await openAfterTheNights();
    await openBook();
    expect((await screen.findByRole('button', { name: 'Este ano' })).getAttribute('aria-pressed')).toBe('true');
    // Money first: only the draw5 night had a price. The amounts are the engine's settlement.
    const money = ['Ana', 'Bia', 'Duda'].map((name) => [name, total(name, [draw5], 'money')] as const).sort((a, b) => b[1] - a[1]);
    expect(leaders()).toEqual(money.map(([name, cents]) => [name, realsText(cents)]));
    expect(unitButtons()).toEqual(['Dinheiro (BRL)', 'Fichas']);
    await expectAccessible('book');
    // One night with money: no running total to draw, its results as bars.
    const bars = await screen.findByRole('img', { name: /^Resultado de cada jogador · Dinheiro \(BRL\)/ });
    expect([...bars.querySelectorAll('.chart-bar-name')].map((el) => el.textContent)).toEqual(money.map(([name]) => name));

    await tap('Fichas');
    const thisYear = [holdem, draw5];
    const chips = ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => [name, total(name, thisYear, 'net')] as const).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    await waitFor(() => expect(leaders()).toEqual(chips.map(([name, n]) => [name, chipsText(n)])));

    // The chart: one line per player, a legend with each total, a description for screen readers, the numbers as a table.
    const chart = await screen.findByRole('img', { name: /Resultado acumulado, noite a noite/ });
    expect(chart.querySelectorAll('.chart-line')).toHaveLength(4);
    // The axis: −200, 0 and 200, never "−0"; its labels drawn after the players' lines, so no line covers one.
    expect([...chart.querySelectorAll('.chart-grid text, .chart-zero text')].map((el) => el.textContent)).toEqual(['−200', '0', '200']);
    const parts = [...chart.children];
    const lastLine = Math.max(...parts.flatMap((el, i) => (el.classList.contains('chart-series') ? [i] : [])));
    expect(parts.filter((el) => el.querySelector(':scope > text') && !el.classList.contains('chart-series')).every((el) => parts.indexOf(el) > lastLine || el.classList.contains('chart-axis'))).toBe(true);
    const description = chart.querySelector('desc')!.textContent!;
    expect(description).toContain('4 jogadores ao longo de 2 noites');
    for (const [name, n] of chips) expect(description.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${name} termina em ${chipsText(n)}.`);
    await tap(await screen.findByText('Ver os números'));
    const table = document.querySelector('.chart-table table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    // Duda played only the second night: nothing before it.
    const duda = [...table.querySelectorAll('tr')].find((tr) => tr.textContent?.includes('Duda'))!;
    expect(duda.querySelectorAll('td')[0].textContent).toBe('—');
    await expectAccessible('book-chart');
  });

  it('all time: the baseball night of last year counts in units, apart from the chips', async () => {
    await openAfterTheNights();
    await openBook();
    await tap('Sempre');
    await tap('Unidades');
    await waitFor(() => expect(leaders().map(([name]) => name).sort()).toEqual(['Aninha', 'Bia', 'Caio']));
    for (const [, amount] of leaders()) expect(amount).toMatch(/unidades?$/);
    expect(nightCount()).toBe(3);
    expect(screen.getAllByRole('option', { name: 'Baseball' })).toHaveLength(1);
    const game = document.querySelector<HTMLSelectElement>('.book-game select')!;
    await choose(game, 'baseball');
    await waitFor(() => expect(nightCount()).toBe(1));
    await choose(game, '');
    await waitFor(() => expect(nightCount()).toBe(3));
  });

  it("merging Aninha into Ana: her baseball night counts for Ana; undo gives the book back; merged again she shows under Ana's entries", async () => {
    const app = await openAfterTheNights();
    await openBook();
    await tap('Sempre');
    await tap('Fichas');
    await tap(await leaderRow('Ana'));
    await screen.findByRole('heading', { level: 1, name: 'Ana' });
    await waitFor(() => expect(figure('Noites')).not.toBeNull());
    expect(figure('Noites')!.textContent).toBe('2');
    expect(figure('Resultado em fichas')!.textContent!.replace(/\u00a0/g, ' ')).toBe(chipsText(total('Ana', [holdem, draw5], 'net')));
    expect(figure('Resultado em dinheiro')!.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toBe(realsText(total('Ana', [draw5], 'money')));
    expect(figure('Mãos jogadas')!.textContent).toBe(String(holdem.night.seats[0].hands! + draw5.night.seats[0].hands!));
    expect(figure('Resultado em unidades (Baseball)')).toBeNull();
    await expectAccessible('book-player');

    await choose('A outra entrada', 'Aninha');
    await tap('Juntar');
    const snackbar = await element('.snackbar');
    // The names are isolated (G17): the words as read, without the isolates.
    await waitFor(() => expect(plain(snackbar.textContent ?? '')).toContain('Aninha agora conta como Ana.'));
    await waitFor(() => expect(figure('Noites')?.textContent).toBe('3'));
    expect(figure('Resultado em unidades (Baseball)')).not.toBeNull();
    const ana = (await storedPlayers(app)).find((p) => p.name === 'Ana')!;
    expect((await storedPlayers(app)).find((p) => p.name === 'Aninha')!.mergedInto).toBe(ana.id);
    await expectAccessible('book-player-merged');

    await tap(await within(snackbar).findByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(figure('Noites')?.textContent).toBe('2'));
    expect((await storedPlayers(app)).find((p) => p.name === 'Aninha')!.mergedInto).toBeNull();

    await choose('A outra entrada', 'Aninha');
    await tap('Juntar');
    await tap(await within(await element('.snackbar')).findByRole('button', { name: 'Fechar o aviso' }));
    await screen.findByRole('button', { name: 'Separar Aninha' });
    history.back();
    await tap('Unidades');
    await waitFor(() => expect(leaders().map(([name]) => name).sort()).toEqual(['Ana', 'Bia', 'Caio']));
  });

  it("CSV out: one row per player per night, in the book's names; CSV in: a bad file is refused by line, a good one imported and undone", async () => {
    const app = await openAfterTheNights();
    await openBook();
    await tap('Sempre');
    await mergeAninha();
    await tap('Fichas');
    const caught = catchDownloads();
    const out = await downloaded(caught, 'Exportar CSV');
    expect(out.name).toMatch(/^mesa-livro-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = out.text;
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('night,date,game,player,net,money,currency,place,hands,biggest_pot');
    expect(lines).toHaveLength(1 + 9);
    // Aninha's row is written as Ana now that she counts as Ana.
    expect(lines.filter((l) => l.startsWith('night-baseball,')).map((l) => l.split(',')[3]).sort()).toEqual(['Ana', 'Bia', 'Caio']);
    const anaDraw5 = lines.find((l) => l.startsWith('night-draw5,') && l.split(',')[3] === 'Ana')!.split(',');
    expect(anaDraw5.slice(4, 7)).toEqual([String(draw5.night.seats[0].net), (draw5.night.seats[0].money! / 100).toFixed(2), 'BRL']);
    await screen.findByText('CSV salvo nos downloads.');

    const before = nightCount();
    const broken = ['date;game;player;net;money;currency', '01/02/2024;holdem;Ana;10;5,00;BRL', '01/02/2024;holdem;Zé;dez;-5,00;BRL', '31/02/2024;draw5;Ana;1;;'].join('\n');
    await chooseFile('Importar CSV', 'noites.csv', broken);
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('O arquivo não foi importado e nada mudou.'));
      if (!found) throw new Error('no refusal');
      return found;
    });
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Linha 3: o resultado “dez” não é um número (fichas inteiras; unidades no baseball).',
      'Linha 4: a data “31/02/2024” não existe, não está como 2025-03-14 ou 14/03/2025, ou não fica entre 1900 e 9999.',
    ]);
    await expectAccessible('book-csv-refused');
    expect(nightCount()).toBe(before);

    const good = ['night,date,game,player,net,money,currency', 'casa da Bia,01/02/2024,holdem,Ana,10,5.00,EUR', 'casa da Bia,01/02/2024,holdem,Zé,-10,-5.00,EUR', ',2024-02-08,draw5,Bia,7,,', ',2024-02-08,draw5,ana,-7,,'].join('\n');
    await chooseFile('Importar CSV', 'noites.csv', good);
    await screen.findByText('Noites importadas: 2. Já estavam no livro: 0.');
    await waitFor(() => expect(nightCount()).toBe(before + 2));
    expect(document.querySelectorAll('.book-night .game-badge')).toHaveLength(2);
    expect(unitButtons()).toEqual(['Dinheiro (BRL)', 'Dinheiro (EUR)', 'Fichas', 'Unidades']);
    // "ana" of the spreadsheet is Ana of the book.
    expect((await storedPlayers(app)).filter((p) => p.name.toLowerCase() === 'ana')).toHaveLength(1);
    await expectAccessible('book-csv-imported');
    await tap('Desfazer a importação');
    await screen.findByText('Importação desfeita: o livro voltou a ser o que era.');
    await waitFor(() => expect(nightCount()).toBe(before));
    expect((await storedPlayers(app)).map((p) => p.name)).not.toContain('Zé');

    // The book's own file read back: every night is already there.
    await chooseFile('Importar CSV', out.name, text);
    await screen.findByText('Noites importadas: 0. Já estavam no livro: 3.');
    expect(nightCount()).toBe(before);
  });

  it('a night imported earlier is deleted later from the book, with undo; deleted for good, its player who sat nowhere else goes too', async () => {
    const app = await openAfterTheNights();
    await openBook();
    await tap('Sempre');
    const good = ['night,date,game,player,net,money,currency', 'casa da Bia,01/02/2024,holdem,Ana,10,5.00,EUR', 'casa da Bia,01/02/2024,holdem,Zé,-10,-5.00,EUR'].join('\n');
    const before = nightCount();
    await chooseFile('Importar CSV', 'noites.csv', good);
    await screen.findByText('Noites importadas: 1. Já estavam no livro: 0.');
    // Later: the book opened again, the import's own undo long gone.
    await home();
    await openBook();
    await tap('Sempre');
    await waitFor(() => expect(nightCount()).toBe(before + 1));
    expect(screen.queryByRole('button', { name: 'Desfazer a importação' })).toBeNull();
    // Only the spreadsheet's night has a Delete: the games are deleted from the past games.
    const remove = "Apagar a noite da planilha de 1 de fevereiro de 2024 (Texas Hold'em)";
    expect(document.querySelectorAll('.book-night-delete')).toHaveLength(1);
    await screen.findByRole('button', { name: remove });
    await expectAccessible('book-night-delete');

    await tap(remove);
    const snackbar = await element('.snackbar');
    await within(snackbar).findByText('Noite apagada');
    await waitFor(() => expect(nightCount()).toBe(before));
    expect((await storedPlayers(app)).map((p) => p.name)).not.toContain('Zé');
    await expectAccessible('book-night-deleted');
    await tap(await within(snackbar).findByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(nightCount()).toBe(before + 1));
    expect((await storedPlayers(app)).map((p) => p.name)).toContain('Zé');
    expect(unitButtons()).toContain('Dinheiro (EUR)');

    await tap(remove);
    await tap(await within(await element('.snackbar')).findByRole('button', { name: 'Fechar o aviso' }));
    await waitFor(() => expect(document.querySelector('.snackbar')).toBeNull());
    await waitFor(() => expect(nightCount()).toBe(before));
    expect((await storedPlayers(app)).map((p) => p.name)).not.toContain('Zé');
    expect(unitButtons()).not.toContain('Dinheiro (EUR)');
  });

  it('shares the night: the share sheet with the text, then the clipboard, then the text to copy by hand; its CSV downloaded', async () => {
    await openAfterTheNights();
    await openBook();
    await tap(await waitFor(() => nightItems().find((item) => item.textContent?.includes('Pôquer de cinco cartas'))!));
    await screen.findByRole('heading', { level: 2, name: 'Resultado da noite' });
    const bars = await screen.findByRole('img', { name: /^Resultado de cada jogador/ });
    expect([...bars.querySelectorAll('.chart-bar-name')].map((el) => el.textContent)).toEqual([...draw5.night.seats].sort((a, b) => b.money! - a.money!).map((s) => s.name));
    expect(document.querySelectorAll('.night-transfers li')).toHaveLength(2);
    await expectAccessible('night');

    // A phone with a share sheet.
    const sent = shareSheet({ files: true });
    await tap('Compartilhar o resultado');
    await screen.findByText('Resultado enviado.');
    const [shared] = sent;
    expect(shared.title).toMatch(/^Pôquer de cinco cartas · \d+ de \w+ de \d{4}$/);
    const said = shared.text!.replace(/[\u00a0\u202f]/g, ' ').split('\n');
    expect(said[0]).toBe(shared.title);
    expect(said[1]).toBe('Mãos: 3');
    // G17: each name isolated (U+2068 … U+2069), so a right-to-left one keeps its line in order.
    const isolated = (name: string) => `\u2068${name}\u2069`;
    for (const seat of draw5.night.seats) expect(said.some((l) => l.includes(` ${isolated(seat.name)}: ${chipsText(seat.net)} (${realsText(seat.money!)})`))).toBe(true);
    expect(said).toContain('Quem paga a quem:');
    for (const t of draw5.night.transfers) {
      const amount = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(t.cents / 100).replace(/[\u00a0\u202f]/g, ' ');
      expect(said).toContain(`${isolated(draw5.night.seats[t.from].name)} paga ${amount} a ${isolated(draw5.night.seats[t.to].name)}`);
    }

    // No share sheet: the text goes to the clipboard.
    noShareSheet();
    await tap('Compartilhar o resultado');
    await screen.findByText('Resultado copiado: é só colar no grupo.');
    expect(await navigator.clipboard.readText()).toBe(shared.text);

    // A browser that will not copy either: the text is there to copy by hand.
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    try {
      await tap('Compartilhar o resultado');
      await screen.findByText('Este navegador não deixou copiar.', { exact: false });
      expect(document.querySelector<HTMLTextAreaElement>('.night-manual textarea')!.value).toBe(shared.text);
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }

    const csv = await downloaded(catchDownloads(), 'Exportar CSV da noite');
    expect(csv.text.trim().split('\r\n')).toHaveLength(4);
  });

  it("replays the hold'em hand step by step: the side pot as it forms, the mucked queens never on the page", async () => {
    await openAfterTheNights();
    await openBook();
    await tap(await waitFor(() => nightItems().find((item) => item.textContent?.includes("Texas Hold'em"))!));
    await tap('Rever a mão 1');
    await screen.findByRole('heading', { level: 1, name: 'Mão 1' });
    const caption = () => document.querySelector('.replay-caption')?.textContent;
    const count = () => document.querySelector('.replay-count')?.textContent;
    await waitFor(() => expect(caption()).toBe('Antes das cartas: as apostas obrigatórias na mesa.'));
    const steps = holdem.game.log.length; // the start, then each action of the hand (all but the session's startHand)
    expect(count()).toBe(`Passo 1 de ${steps}`);

    const queens = parseCards('QcQd');
    const noQueens = () => {
      const html = document.documentElement.outerHTML;
      const text = document.body.textContent ?? '';
      for (const card of queens) {
        expect(html).not.toContain(cardName(card));
        expect(text).not.toContain(cardFace(card));
      }
    };
    let sawSidePot = false;
    for (let step = 2; step <= steps; step++) {
      await tap('Próxima');
      await waitFor(() => expect(count()).toBe(`Passo ${step} de ${steps}`));
      noQueens();
      const pots = [...document.querySelectorAll('.pot-name')].map((el) => el.textContent);
      if (!sawSidePot && pots.includes('Pote lateral 1')) {
        sawSidePot = true;
        // The table's total first (everything in the middle), then the pots it splits into.
        expect(pots).toEqual(['Pote', 'Pote principal', 'Pote lateral 1']);
        expect([...document.querySelectorAll('.pot-amount')].map((el) => el.textContent)).toEqual(['260', '180', '80']);
        expect(caption()).toBe('Caio pagou 40');
        await expectAccessible('replay-side-pot');
      }
    }
    expect(sawSidePot).toBe(true);
    expect((screen.getByRole('button', { name: 'Próxima' }) as HTMLButtonElement).disabled).toBe(true);
    expect(caption()).toBe('Ana descartou sem mostrar');
    expect([...document.querySelectorAll('.replay-result li')].map((li) => li.textContent)).toEqual(['Pote principal (180): Bia', 'Pote lateral 1 (80): Caio']);
    for (const card of parseCards('AsAhKsKh')) expect(screen.getAllByRole('img', { name: cardName(card) })).toHaveLength(1);
    await expectAccessible('replay-end');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(count()).toBe(`Passo ${steps - 1} de ${steps}`));
    await tap('Início');
    await waitFor(() => expect(count()).toBe(`Passo 1 de ${steps}`));
    await tap('Fim');
    await waitFor(() => expect(count()).toBe(`Passo ${steps} de ${steps}`));
    noQueens();
  });

  it('G18: a night the book cannot read (25 players with money, a game stored with no config) is named above the book, which opens without it', async () => {
    const app = await openAfterTheNights();
    await app.started;
    const [game] = await app.records<Record<string, unknown>>('games');
    const money = Array.from({ length: 25 }, (_, i) => (i === 0 ? 2400 : -100));
    await putRecords({
      nights: [
        {
          id: 'sheet:big',
          label: 'Sexta grande',
          day: '2024-05-10',
          profile: 'draw5',
          currency: 'BRL',
          importedAt: 1,
          results: money.map((cents, i) => ({ player: `P${i + 1}`, net: cents / 100, money: cents, place: null, hands: null, biggestPot: null })),
        },
      ],
      games: [{ ...game, id: 'no-config', profile: 'draw5', config: null, createdAt: Date.UTC(2024, 4, 11, 12) }],
    });
    await tap('Livro dos jogadores');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível ler estas noites, que ficaram fora do livro: Pôquer de cinco cartas (11 de maio de 2024); Sexta grande (10 de maio de 2024).');
    await waitFor(() => expect(nightCount()).toBe(2));
    expect((await leaderRow('Ana')).textContent).toContain('Ana');
    await expectAccessible('book-unreadable');
  });

  it("the new-game form offers the book's players by name (a merged entry under its player's)", async () => {
    await openAfterTheNights();
    await openBook();
    await tap('Sempre');
    await mergeAninha();
    await home();
    await tap('Novo jogo');
    await tap(/Texas Hold'em/);
    const offered = () => [...document.querySelectorAll<HTMLOptionElement>('#known-players option')].map((o) => o.value);
    await waitFor(() => expect(offered()).toHaveLength(4));
    expect(offered()).toEqual(['Ana', 'Bia', 'Caio', 'Duda']);
    expect((await screen.findByLabelText('Nome do jogador no lugar 1')).getAttribute('list')).toBe('known-players');
  });

  it('a rename: a name another player has is refused; a new one is saved and shown everywhere', async () => {
    const app = await openAfterTheNights();
    await openBook();
    await tap('Fichas');
    await tap(await leaderRow('Caio'));
    await screen.findByRole('heading', { level: 1, name: 'Caio' });
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await type(name, 'ana ');
    await tap('Salvar o nome');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Já existe um jogador chamado Ana. Se for a mesma pessoa, use “Juntar com outro jogador”.'))).toBe(true),
    );
    await type(name, 'Caio  Lima');
    await tap('Salvar o nome');
    await screen.findByRole('heading', { level: 1, name: 'Caio Lima' });
    await screen.findByText('Nome salvo.');
    expect((await storedPlayers(app)).map((p) => p.name).sort()).toEqual(['Ana', 'Aninha', 'Bia', 'Caio Lima', 'Duda']);
    history.back();
    await waitFor(() => expect(leaders().map(([n]) => n)).toContain('Caio Lima'));
  });

  it('in English the book, a player and the replayer show in the English words', async () => {
    await openAfterTheNights();
    await tap('English');
    await tap("Players' book");
    await screen.findByRole('heading', { level: 1, name: "Players' book" });
    await waitFor(() => expect(document.querySelector('.leader')).not.toBeNull());
    await tap('All time');
    await expectAccessible('book-en');
    await tap(await leaderRow('Ana'));
    await screen.findByRole('heading', { level: 1, name: 'Ana' });
    await screen.findByText('Merge with another player');
    await expectAccessible('book-player-en');
    await home();
    await tap('Português (Brasil)');
    await openBook();
    await tap(await waitFor(() => nightItems().find((item) => item.textContent?.includes("Texas Hold'em"))!));
    await tap('Rever a mão 1');
    await screen.findByRole('heading', { level: 1, name: 'Mão 1' });
    await tap('Fim');
  });
});
