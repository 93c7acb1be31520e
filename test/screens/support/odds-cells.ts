// What the app's odds say, worked out here in Node from the engine's figures, and what the screen
// says: the odds and the house-option component tests check the one against the other.
import type { Odds } from '../../../src/engine/index.ts';
import { percent } from '../../../src/ui/odds/messages.ts';

/** A cell of the odds table: the chance `seat` has to win pot `pot`, and the tie when there is one. */
export function cellText(odds: Odds, pot: number, seat: number): string {
  const p = odds.pots[pot];
  const k = p.seats.indexOf(seat);
  return percent(p.win[k]) + (p.tie[k] > 0 ? percent(p.tie[k]) : '');
}

/** The live odds' rows of the main pot: each player's name and his chance to win it. */
export const rowTexts = (odds: Odds, players: readonly { readonly name: string }[]): string[] =>
  odds.pots[0].seats.map((seat, k) => `${players[seat].name}${percent(odds.pots[0].win[k])}`);

/** The live odds' rows on the screen, as rowTexts writes them. */
export const screenRows = (): string[] =>
  [...document.querySelectorAll('.odds-row')].map((el) => `${el.querySelector('.odds-name')!.firstChild!.textContent}${el.querySelector('.odds-win')!.textContent}`);

