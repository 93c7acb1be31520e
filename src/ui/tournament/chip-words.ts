// Chips in words and colours: "8 × white (25)", a swatch's colour.
import { type ChipColour, type ChipDenomination } from '../../engine/index.ts';
import { formatNumber, language } from '../i18n/index.ts';
import { tt } from './messages.ts';

export const colourName = (colour: ChipColour) => tt(`colour.${colour}`);

/** The colour of the set's chip worth `value` ("white"), or null when the set has none (or there is no set). */
export function chipColour(chips: readonly ChipDenomination[] | undefined, value: number): string | null {
  const chip = chips?.find((c) => c.value === value);
  return chip ? colourName(chip.colour) : null;
}

/** The swatch of each colour (CSS colours, readable on light and dark). */
export const SWATCH: Readonly<Record<ChipColour, string>> = {
  white: '#f4f4f0',
  red: '#c62828',
  blue: '#1f5fbf',
  green: '#2e7d32',
  black: '#1b1b1b',
  purple: '#6a2c91',
  yellow: '#f2c81f',
  orange: '#ef7d1a',
  pink: '#e77fb0',
  grey: '#8a8f94',
  brown: '#7b4a2a',
  lightblue: '#7cc3ef',
};

/** A number of chips as the app's language writes numbers (1.500 / 1 500 / 1,500). */
export const count = (amount: number) => formatNumber(amount, language.value);

/** T5: "At this break: the white chips (25) leave the table." (the value alone names a chip the set lacks). */
export const colourUpText = (chips: readonly ChipDenomination[] | undefined, removed: number) =>
  tt('desk.colourUpDue', { colour: chipColour(chips, removed) ?? count(removed), value: count(removed) });

/** "8 × white (25)" for each colour a stack holds. */
export const stackLines = (denominations: readonly ChipDenomination[], counts: readonly number[]): string[] =>
  denominations.flatMap((d, i) => (counts[i] > 0 ? [tt('plan.stackLine', { count: counts[i], colour: colourName(d.colour), value: count(d.value) })] : []));
