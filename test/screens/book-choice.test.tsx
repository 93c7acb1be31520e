// The players' book and a dealer's-choice night (RULES.md V11, issue 34): the night's summary with
// its results by game, the night under each game it played, and a player's lines per game. The
// night is a real one played at random (test/app/book/choice-night.ts); every figure checked here
// is worked out again in Node by the engine and the book's own reading of the night.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { gameNight, type Night } from '../../src/app/book/nights.ts';
import { CHOICE_NIGHT, playedChoiceNight } from '../app/book/choice-night.ts';
import { finishedRecord } from '../app/book/finished-record.ts';
import { choose, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { shareSheet } from './support/book-files.ts';
import { chipsText, nightItems, plain, signed } from './support/book-screens.ts';

const AT = Date.now() - 3600_000;
const state = playedChoiceNight(5, 18);
const night: Night = gameNight(finishedRecord('choice', CHOICE_NIGHT, AT, state.log.length), state.log);

const NAMES: Record<string, string> = { holdem: "Texas Hold'em", draw5: 'Pôquer de cinco cartas', fechado: 'Pôquer fechado' };

/** The phone after the night, the book open over all time. */
async function openBook(locale = 'pt-BR'): Promise<OpenedApp> {
  const app = await openApp({ locale, games: [{ id: 'choice', config: CHOICE_NIGHT, log: state.log, stored: { status: 'finished' as const, createdAt: AT } }] });
  const book = locale === 'en' ? "Players' book" : 'Livro dos jogadores';
  await tap(await screen.findByRole('button', { name: book }));
  await screen.findByRole('heading', { level: 1, name: book });
  await tap(locale === 'en' ? 'All time' : 'Sempre');
  await waitFor(() => expect(nightItems()).toHaveLength(1));
  return app;
}

/** The results by game as the table shows them: per game, its heading, then [name, chips] per player. */
function gamesTable(): { head: string; rows: [string, string][] }[] {
  const table = document.querySelector('.night-games table')!;
  return [...table.querySelectorAll('tbody')].map((group) => ({
    head: plain(group.querySelector('th[scope="rowgroup"]')!.textContent!),
    rows: [...group.querySelectorAll('tr:not(.night-game-head)')].map((tr) => [tr.querySelector('th')!.textContent!, plain(tr.querySelector('td')!.textContent!)] as [string, string]),
  }));
}

/** The night's players, best first (the night's order in the table). */
const order = [...night.seats.keys()].sort((a, b) => night.seats[b].net - night.seats[a].net);

describe("the book's dealer's-choice night", () => {
  it("V11: the night is listed once, as dealer's choice; its summary shows each game it played with its deals and each player's chips in it", async () => {
    await openBook();
    expect(nightItems()[0].textContent).toContain('Escolha do carteador');
    await tap(nightItems()[0]);
    await screen.findByRole('heading', { level: 2, name: 'Resultado da noite' });
    await screen.findByRole('table', { name: 'Resultado por jogo' });
    // Omaha was allowed but never named: it has no part.
    const played = night.games!.filter((game) => game.hands > 0);
    expect(played.map((g) => g.profile)).toEqual(['holdem', 'draw5', 'fechado']);
    expect(gamesTable()).toEqual(
      played.map((game) => ({
        head: `${NAMES[game.profile]} ${game.hands} mãos`,
        rows: order.map((seat) => [night.seats[seat].name, signed(game.seats[seat].net)]),
      })),
    );
    // The games' chips add up to each player's night (a rebuy counts in no game).
    for (const seat of order) expect(played.reduce((sum, game) => sum + game.seats[seat].net, 0)).toBe(night.seats[seat].net);
    expect(document.querySelector('.night-games')!.textContent).toContain('As recompras são da noite, não de um jogo');
    await expectAccessible('night-games');

    // The text for the group chat says the games too.
    const sent = shareSheet({ files: true });
    await tap('Compartilhar o resultado');
    await screen.findByText('Resultado enviado.');
    const said = plain(sent[0].text!).split('\n');
    expect(sent[0].title).toMatch(/^Escolha do carteador · /);
    const from = said.indexOf('Por jogo:');
    expect(said.slice(from + 1)).toEqual(played.map((game) => `${NAMES[game.profile]} (${game.hands} mãos): ${order.map((seat) => `${night.seats[seat].name} ${signed(game.seats[seat].net)}`).join(', ')}`));
  });

  it("V11: under one of its games the book shows the night's part of it; a player's screen has a line per game with his nights, hands and chips", async () => {
    await openBook();
    const select = document.querySelector<HTMLSelectElement>('.book-game select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Todos os jogos', 'Escolha do carteador', "Texas Hold'em", 'Pôquer de cinco cartas', 'Pôquer fechado']);
    await choose(select, 'draw5');
    await waitFor(() => expect(nightItems()[0].textContent).toContain('na escolha do carteador'));
    const draw5 = night.games![1];
    const ana = night.seats.findIndex((s) => s.name === 'Ana');
    await tap(await waitFor(() => [...document.querySelectorAll<HTMLElement>('.leader')].find((el) => el.textContent?.includes('Ana'))!));
    await screen.findByRole('heading', { level: 1, name: 'Ana' });
    // Her figures under draw5 are her draw5 hands and chips of the night.
    const figure = (label: string) => [...document.querySelectorAll('.figures:not(.player-games) .figure')].find((f) => f.querySelector('dt')!.textContent === label)!.querySelector('dd')!.textContent;
    await waitFor(() => expect(figure('Mãos jogadas')).toBe(String(draw5.seats[ana].hands)));
    expect(plain(figure('Resultado em fichas')!)).toBe(chipsText(draw5.seats[ana].net));

    // Over every game, her lines per game.
    await choose(document.querySelector<HTMLSelectElement>('.book-game select')!, '');
    const section = await screen.findByRole('region', { name: 'Por jogo' });
    const lines = [...section.querySelectorAll('.player-game')].map((line) => [
      line.querySelector('.player-game-name')!.textContent,
      line.querySelector('.player-game-counts')!.textContent,
      plain(line.querySelector('dd')!.textContent!),
    ]);
    expect(lines).toEqual(
      night.games!.filter((g) => g.hands > 0).map((game) => [
        NAMES[game.profile],
        `noites: 1 · mãos: ${game.seats[ana].hands}`,
        chipsText(game.seats[ana].net),
      ]),
    );
    await expectAccessible('book-player-games');
  });

  it("V11: in English and in Portugal's Portuguese the night and the lines per game are in their words", async () => {
    await openBook('en');
    expect(nightItems()[0].textContent).toContain("Dealer's choice");
    await tap(nightItems()[0]);
    const table = await screen.findByRole('table', { name: 'Results by game' });
    expect(within(table).getByRole('columnheader', { name: 'Chips' })).toBeTruthy();
    expect(plain(table.querySelector('tbody th[scope="rowgroup"]')!.textContent!)).toBe(`Texas Hold'em ${night.games![0].hands} hands`);

    await openBook('pt-PT');
    expect(nightItems()[0].textContent).toContain('Escolha do dador');
  });
});
