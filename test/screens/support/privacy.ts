// G11 on the page happy-dom holds: no card `viewer` may not see is anywhere a person or a screen
// reader could find it — the markup, the text, the accessible names and descriptions, the title,
// the address — as test/e2e/play-table.ts `expectNothingHidden` checks it in the browser.
import { expect } from 'vitest';
import type { Seat, SessionState } from '../../../src/engine/index.ts';
import { hiddenCards } from '../../support/hidden-cards.ts';

/** What a screen reader could say: the text and every label, description, alt and title in the page. */
function accessibleText(): string {
  const named = [...document.querySelectorAll('[aria-label], [alt], [title], [aria-description], [aria-valuetext], [placeholder]')].flatMap((el) =>
    ['aria-label', 'alt', 'title', 'aria-description', 'aria-valuetext', 'placeholder'].map((attribute) => el.getAttribute(attribute) ?? ''),
  );
  return [document.body.textContent ?? '', ...named].join('\n');
}

/** `viewer` null: the cover is up, so only the table's public cards may show. */
export function expectNothingHidden(state: SessionState, viewer: Seat | null): void {
  const hidden = hiddenCards(state, viewer);
  const html = document.documentElement.outerHTML;
  const text = document.body.textContent ?? '';
  const aria = accessibleText();
  const title = document.title;
  const url = decodeURIComponent(location.href);
  const leaks = hidden.filter(({ name, face }) => [html, aria, title, url].some((where) => where.includes(name)) || [text, title, url, aria].some((where) => where.includes(face)));
  expect(
    leaks.map(({ face }) => face),
    `cards hidden from ${viewer ?? 'the table'} found on the page`,
  ).toEqual([]);
}
