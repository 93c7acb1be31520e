// Chip amounts of the game open on the table, as each language writes numbers (1.234 / 1 234 /
// 1,234), signed for results; baseball's in exact units (setup/amounts.ts). A screen showing
// another game (its history) formats with that game's profile instead.
import { currentGame } from '../../app/games.ts';
import { amountText } from '../setup/amounts.ts';

export const chips = (amount: number): string => amountText(currentGame.value?.record.profile ?? '', amount);

/** +12 / −5 / 0, with a real minus sign so it reads as one. */
export const signedChips = (amount: number): string =>
  amount > 0 ? `+${chips(amount)}` : amount < 0 ? `−${chips(-amount)}` : chips(0);
