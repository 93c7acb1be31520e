import { stringify, TomlDate } from 'smol-toml';
import { FIELDS } from './fields.ts';
import type { PhhHand } from './hand.ts';
import { formatPhhAction } from './notation.ts';

/**
 * TOML text for a hand, fields in the standard's order, one action per line so that a person can
 * read and annotate it. `parsePhh(formatPhh(h))` equals `h`.
 */
export function formatPhh(hand: PhhHand): string {
  const source = hand as unknown as Record<string, unknown>;
  const lines: string[] = [];
  for (const { name, kind } of FIELDS) {
    const value = source[name];
    if (value === undefined) continue;
    if (name === 'actions') {
      lines.push(formatActions(hand));
    } else {
      lines.push(stringify({ [name]: kind === 'local-time' ? new TomlDate(value as string) : value }).trimEnd());
    }
  }
  if (hand.user_defined && Object.keys(hand.user_defined).length > 0) lines.push(stringify(hand.user_defined).trimEnd());
  return lines.join('\n') + '\n';
}

/**
 * A .phhs text, several hands in one file (FORMAT.md): hand i under the table header `[i]`, its
 * fields as formatPhh writes them; parsePhhs reads each back as parsePhh reads a .phh file.
 */
export function formatPhhs(hands: readonly PhhHand[]): string {
  return hands.map((hand, i) => `[${i + 1}]\n${formatPhh(hand)}`).join('\n');
}

function formatActions(hand: PhhHand): string {
  if (hand.actions.length === 0) return 'actions = []';
  // A JSON string literal is also a valid TOML basic string: same quotes, and its escapes (\" \\ \n \uXXXX …) are TOML's.
  const items = hand.actions.map((a) => `  ${JSON.stringify(formatPhhAction(a))},`);
  return ['actions = [', ...items, ']'].join('\n');
}
