// The players' book's playing stats (RULES.md V, issue 34): a player's shares for the period and
// game chosen, the counts behind one on a tap, "—" where a stat applies to none of his hands, and
// the shares night by night as a chart with its table. The hold'em night (three-nights.ts) is
// read here as it was played; the chart's per-night shares are worked out again in Node by the
// engine, as the book test does with its figures.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { numberShares } from '../../src/engine/index.ts';
import { threeNights } from '../app/book/three-nights.ts';
import { choose, openApp, tap } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { plain } from './support/book-screens.ts';

const { holdem, draw5, baseball } = threeNights(Date.now());
const nights = [holdem, draw5, baseball];

/** A player's screen, from home through the book, over every night ("Sempre"). */
async function openPlayer(name: string): Promise<void> {
  await openApp({ games: nights.map(({ game, night }) => ({ ...game, stored: { status: 'finished' as const, createdAt: night.at } })) });
  await tap(await screen.findByRole('button', { name: 'Livro dos jogadores' }));
  await screen.findByRole('heading', { level: 1, name: 'Livro dos jogadores' });
  await tap('Sempre');
  await tap('Fichas');
  const row = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.leader')].find((el) => el.textContent?.includes(name));
    if (!found) throw new Error(`no leader ${name}`);
    return found;
  });
  await tap(row);
  await screen.findByRole('heading', { level: 1, name });
}

/** The stats as the screen lists them: [name, share] per row. */
const stats = () => [...document.querySelectorAll('.player-number summary')].map((s) => [s.querySelector('.player-number-name')!.textContent, plain(s.querySelector('.player-number-share')!.textContent!)]);

describe("the book's playing stats", () => {
  it("V3–V10: Caio's hold'em night — he called two raises, checked and called the flop, won the side pot at showdown; a tap shows the counts; 3-bet is \"—\"", async () => {
    await openPlayer('Caio');
    await choose(document.querySelector<HTMLSelectElement>('.book-game select')!, 'holdem');
    await waitFor(() => expect(stats()).toHaveLength(7));
    // Ana raised, Bia went all in over her: Caio, the big blind, faced two raises (no 3-bet chance) and called.
    expect(stats()).toEqual([
      ['VPIP (pôs fichas por vontade)', '100%'],
      ['PFR (aumentou antes do flop)', '0%'],
      ['3-bet (reaumento antes do flop)', '—'],
      ['Viu o flop', '100%'],
      ['Foi ao showdown', '100%'],
      // His kings beat Ana's queens for the side pot (Bia's aces took the main pot).
      ['Ganhou no showdown', '100%'],
      // After the flop he only called Ana's bet.
      ['Agressão depois do flop', '0%'],
    ]);
    const aggression = [...document.querySelectorAll<HTMLDetailsElement>('.player-number details')].at(-1)!;
    expect(aggression.open).toBe(false);
    await tap(within(aggression).getByText('Agressão depois do flop'));
    await waitFor(() => expect(aggression.open).toBe(true));
    expect(aggression.querySelector('.player-number-counts')!.textContent).toBe('apostas e aumentos: 0; pagamentos: 1');
    const threeBet = document.querySelectorAll<HTMLDetailsElement>('.player-number details')[2];
    await tap(within(threeBet).getByText('3-bet (reaumento antes do flop)'));
    await waitFor(() => expect(threeBet.open).toBe(true));
    expect(threeBet.querySelector('.player-number-counts')!.textContent).toBe('Não se aplica a nenhuma mão deste período.');
    await expectAccessible('book-player-numbers');
  });

  it('V10: Bia, who played the three nights, sees each share night by night on a chart, its numbers in a table', async () => {
    await openPlayer('Bia');
    const chart = await screen.findByRole('img', { name: /^Estatísticas, noite a noite/ });
    // Oldest first: baseball last year, then hold'em, then draw5.
    const played = [baseball, holdem, draw5].map(({ night }) => night.seats.find((s) => s.name === 'Bia')!.numbers!);
    expect(chart.querySelector('desc')!.textContent).toContain('de Bia ao longo de 3 noites');
    await tap(await screen.findByText('Ver os números'));
    const table = document.querySelector('.chart-table table')!;
    expect(table.querySelector('thead th')!.textContent).toBe('Estatística');
    const vpip = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === 'VPIP (pôs fichas por vontade)')!;
    const expected = played.map((n) => {
      const { count, of } = numberShares(n).vpip;
      return of === 0 ? '—' : `${Math.round((100 * count) / of)}%`;
    });
    expect([...vpip.querySelectorAll('td')].map((td) => plain(td.textContent!))).toEqual(expected);
    // Her all-in over Ana's raise was her one hold'em hand: a 3-bet made of one chance.
    expect(numberShares(played[1]).threeBet).toEqual({ count: 1, of: 1 });
    await expectAccessible('book-player-chart');
  });
});
