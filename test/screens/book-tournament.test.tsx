// The players' book after a tournament night and a cash night (issue 20): the tournament counts in
// money (T22: each prize minus what was paid) in the leaderboard, its night and its shared text,
// and never in chips; merging two people who sat at one night is refused with the night named.
// Every figure is worked out again in Node. (That refusal on screen without scrolling at 360×740
// and 740×360, and these screens on a phone held either way: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { gameNight, type Night } from '../../src/app/book/nights.ts';
import type { SessionAction, SessionConfig } from '../../src/engine/index.ts';
import { finishedRecord } from '../app/book/finished-record.ts';
import { fechadoTournament, toTheWinner, SHARED_LINES } from '../app/book/tournament-night.ts';
import { playedSession } from '../engine/support/session.ts';
import { databaseReady, putRecords, writeGame, type SeededGame } from '../support/seeded-store.ts';
import { choose, openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { shareSheet } from './support/book-files.ts';
import { home, leaders, nightItems, plain } from './support/book-screens.ts';

interface SeededNight {
  readonly game: SeededGame;
  readonly night: Night;
}

function finished(id: string, config: SessionConfig, log: readonly SessionAction[], createdAt: number): SeededNight {
  return { game: { id, config, log }, night: gameNight(finishedRecord(id, config, createdAt, log.length), log) };
}

const now = Date.now();
const tournamentConfig = fechadoTournament();
const tournament = finished('night-tournament', tournamentConfig, toTheWinner(tournamentConfig), now - 2 * 3600_000);
/** The same tournament with nobody paying to play (T22: its places are its result). */
const freeConfig = fechadoTournament(0);
const freeroll = finished('night-freeroll', freeConfig, toTheWinner(freeConfig), now - 3 * 3600_000);
/** Hold'em for chips: Gabi, Hugo and Ana at one table, two hands of seeded random play. */
const cashConfig: SessionConfig = {
  profile: 'holdem',
  players: ['Gabi', 'Hugo', 'Ana'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2 },
};
const cash = finished('night-holdem', cashConfig, playedSession(cashConfig, 3, 2).log, now - 3600_000);

const realsText = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Math.abs(cents) / 100))}`;

/**
 * The phone after the three nights: the tournament as issue 14's app stored it (its result in
 * chips), on a phone revised to the results of before issue 20 (RESULTS_FORMAT 2); the app opened
 * again, which is its upgrade: the revision at start-up sets the result right.
 */
async function openAfterTheNights(): Promise<OpenedApp> {
  const app = await openApp({ locale: 'pt-BR' });
  await screen.findByRole('button', { name: 'Novo jogo' });
  // The app's own revision of this empty phone done first, so the older phone's mark below stays.
  await waitFor(async () => {
    expect(await databaseReady()).toBe(true);
    expect(await app.records('meta')).toContainEqual(expect.objectContaining({ key: 'resultsRevision' }));
  });
  const chips = { hands: 3, standings: tournament.night.seats.map((s) => ({ player: s.name, net: s.net })) };
  await writeGame({ ...tournament.game, stored: { status: 'finished', createdAt: tournament.night.at, result: chips } });
  for (const { game, night } of [freeroll, cash]) await writeGame({ ...game, stored: { status: 'finished', createdAt: night.at } });
  await putRecords({ meta: [{ key: 'resultsRevision', value: { format: 2, done: true } }] });
  return app.reload();
}

async function openBook(): Promise<OpenedApp> {
  const app = await openAfterTheNights();
  await tap('Livro dos jogadores');
  await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
  return app;
}

describe("the players' book after a tournament night", () => {
  it("T22: the money leaderboard counts the tournament, each prize minus what was paid; its chips count in no leaderboard", async () => {
    expect(tournament.night.seats.map((s) => [s.name, s.money])).toEqual([
      ['Ana', 3200],
      ['Bia', -2000],
      ['Carla', 800],
      ['Ivo', -2000],
    ]);
    await openBook();
    await tap('Dinheiro (BRL)');
    await waitFor(() =>
      expect(leaders()).toEqual([
        ['Ana', realsText(3200)],
        ['Carla', realsText(800)],
        ['Bia', realsText(-2000)],
        ['Ivo', realsText(-2000)],
      ]),
    );
    await expectAccessible('book-tournament-money');

    // In chips: the cash night's players only, Ana with her hold'em chips alone.
    await tap('Fichas');
    await waitFor(() => expect(leaders().map(([name]) => name).sort()).toEqual(['Ana', 'Gabi', 'Hugo']));
    const anaChips = cash.night.seats.find((s) => s.name === 'Ana')!.net;
    const ana = leaders().find(([name]) => name === 'Ana')!;
    expect(ana[1]).toBe(`${anaChips > 0 ? '+' : anaChips < 0 ? '−' : ''}${Math.abs(anaChips).toLocaleString('pt-BR')} ${Math.abs(anaChips) === 1 ? 'ficha' : 'fichas'}`);
  });

  it("T22: the tournament's night and its shared text say each place's money, not chips", async () => {
    await openBook();
    const night = await waitFor(() => {
      const found = nightItems().find((item) => item.textContent?.includes('Pôquer fechado') && plain(item.textContent).includes('R$ 32,00'));
      if (!found) throw new Error('no tournament night with R$ 32,00');
      return found;
    });
    await tap(night);
    await screen.findByRole('heading', { level: 2, name: 'Resultado da noite' });
    const bars = await screen.findByRole('img', { name: /^Resultado de cada jogador/ });
    expect([...bars.querySelectorAll('.chart-bar-name')].map((el) => el.textContent)).toEqual(['Ana', 'Carla', 'Ivo', 'Bia']);
    await expectAccessible('book-tournament-night');

    const sent = shareSheet();
    await tap('Compartilhar o resultado');
    await screen.findByText('Resultado enviado.');
    const [{ text }] = sent;
    const lines = plain(text!).split('\n');
    expect(lines.slice(1)).toEqual(SHARED_LINES);
    expect(text).not.toMatch(/fichas/);
  });

  it('T22: a tournament nobody paid to play shows its places only: its winner in the list, no amounts, no chart, nobody to pay', async () => {
    await openBook();
    const item = await waitFor(() => {
      const found = nightItems().find((el) => el.textContent?.includes('Pôquer fechado') && el.textContent.includes('Ana venceu'));
      if (!found) throw new Error('no freeroll night');
      return found;
    });
    expect(item.querySelector('.book-night-best')?.textContent).toBe('Ana venceu');
    expect([...document.querySelectorAll('.book-night-best')].map((el) => plain(el.textContent ?? ''))).toContain('melhor: Ana +R$ 32,00');
    await expectAccessible('book-tournament-list');
    await tap(item);
    await screen.findByRole('heading', { level: 2, name: 'Resultado da noite' });
    expect(screen.queryByRole('img', { name: /^Resultado de cada jogador/ })).toBeNull();
    expect(screen.queryByText('Quem paga a quem', { exact: false })).toBeNull();
    await expectAccessible('book-freeroll-night');
  });

  it('the list marks each tournament night, so a tournament and a cash game of one game read apart', async () => {
    await openBook();
    const games = await waitFor(() => {
      const found = [...document.querySelectorAll('.book-night-game')].map((el) => plain(el.textContent ?? ''));
      if (found.length < 3) throw new Error('the three nights are not listed yet');
      return found;
    });
    expect(games.filter((game) => game.startsWith('Pôquer fechado'))).toEqual(['Pôquer fechadotorneio', 'Pôquer fechadotorneio']);
    expect(games.filter((game) => game.startsWith('Texas'))).toEqual(["Texas Hold'em"]);
  });

  it('T22: the past games list a tournament stored in chips by an older version in its places and money, revised at start-up', async () => {
    await openAfterTheNights();
    await tap('Jogos anteriores');
    const line = await waitFor(() => {
      const found = [...document.querySelectorAll('.game-result')].find((el) => el.textContent?.includes('1º Ana'));
      if (!found) throw new Error('no tournament line');
      return found;
    });
    expect(plain(line.textContent!)).toBe('Mãos: 3 · 1º Ana +R$ 32,00 · 2º Carla +R$ 8,00 · 3º Ivo −R$ 20,00 · 4º Bia −R$ 20,00');
    await expectAccessible('past-games-tournament');
    await home();
    await tap('Livro dos jogadores');
    await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
  });

  it('merging Hugo into Gabi, who sat at the same night, is refused with the night named', async () => {
    const app = await openBook();
    await tap('Fichas');
    await tap(await waitFor(() => leaderRow('Gabi')));
    await screen.findByRole('heading', { level: 1, name: 'Gabi' });
    const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(cash.night.at));
    await choose('A outra entrada', 'Hugo');
    await tap('Juntar');
    const said = await screen.findByRole('alert');
    await waitFor(() => expect(said.textContent).toBe(`Gabi e Hugo jogaram na mesma noite (Texas Hold'em, ${day}): são duas pessoas e não dá para juntar.`));
    await expectAccessible('book-merge-refused');
    // Nothing changed: both are still their own players.
    const stored = await app.records<{ name: string; mergedInto: string | null }>('players');
    expect(stored.filter((p) => p.name === 'Gabi' || p.name === 'Hugo').map((p) => p.mergedInto)).toEqual([null, null]);
  });
});

/** The leaderboard's row of `name`. */
function leaderRow(name: string): HTMLElement {
  const row = [...document.querySelectorAll<HTMLElement>('.leader')].find((el) => el.querySelector('.leader-name')?.textContent === name);
  if (!row) throw new Error(`no leader ${name}`);
  return row;
}
