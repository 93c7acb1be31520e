// G11 in the component tests (the counterpart of expectNothingHidden in test/e2e/play-table.ts):
// every card `viewer` may not see is absent from the page's HTML, its text, its title and its
// address; `viewer` null: the cover is up, so only the table's public cards may show.
import { expect } from 'vitest';
import type { Seat, SessionState } from '../../../src/engine/index.ts';
import { hiddenCards } from '../../support/hidden-cards.ts';

export function expectNothingHidden(state: SessionState, viewer: Seat | null): void {
  // The HTML holds every accessible name (aria-label, alt, title): what a screen reader would read.
  const html = document.documentElement.outerHTML;
  const text = document.body.textContent ?? '';
  const { title } = document;
  const url = decodeURIComponent(location.href);
  const leaks = hiddenCards(state, viewer).filter(({ name, face }) => [html, title, url].some((where) => where.includes(name)) || [text, title, url].some((where) => where.includes(face)));
  expect(leaks.map(({ face }) => face), `cards hidden from ${viewer ?? 'the table'} found on the page`).toEqual([]);
}
