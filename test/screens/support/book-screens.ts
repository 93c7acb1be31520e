// The players' book's screens as the component tests read them (the counterpart of the helpers
// test/e2e/book*.test.ts kept for themselves): the leaderboard's rows, the nights listed, and the
// way home through the screens' back buttons.
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { tap } from './app.tsx';

/** The text with its no-break spaces plain and its isolates (G17) taken out. */
export const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2068\u2069]/g, '');

/** "+120", "−20", "0": a result in chips as the book's tables show it (pt-BR). */
export const signed = (n: number): string => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('pt-BR')}`;

/** "+120 fichas", "−1 ficha": a result in chips with its word. */
export const chipsText = (n: number): string => `${signed(n)} ${Math.abs(n) === 1 ? 'ficha' : 'fichas'}`;

/** The leaderboard as the screen shows it: [name, amount] per row. */
export function leaders(): [string, string][] {
  return [...document.querySelectorAll('.leader')].map((row) => [row.querySelector('.leader-name')?.textContent ?? '', plain(row.querySelector('.leader-net')?.textContent ?? '')]);
}

/** The nights the book lists now. */
export const nightItems = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.book-night')];

/** Back to home the way a player goes: the screens' back buttons. */
export async function home(): Promise<void> {
  const start = /^(Novo jogo|New game)$/;
  for (let steps = 0; steps < 8 && !screen.queryByRole('button', { name: start }); steps++) {
    const back = document.querySelector<HTMLElement>('main .top-bar .back');
    if (back) await tap(back);
    await waitFor(() => expect(document.querySelector('main')).not.toBeNull());
  }
  await screen.findByRole('button', { name: start });
}
