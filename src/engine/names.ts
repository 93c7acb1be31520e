/**
 * G17: a player's name, the one rule every way in obeys — the setup and a late entry (T19), the
 * players' book, a backup and a spreadsheet: what a name is once cleaned, how long it may be, when
 * two names are one player, and how running text shows it.
 *
 *   cleanName(' Ana \t Maria\u202E ')     // 'Ana Maria': spaces as one, controls and bidi marks gone
 *   nameProblem(' Zé ', ['Ana', 'Bia'])   // null: "Zé" can sit down
 *   nameProblem('ana  bia', ['Ana Bia'])  // 'duplicateName': names are compared as people read them
 *   nameLength('Zé 🇧🇷')                   // 4: a flag is one character
 *   fitName('x'.repeat(19) + '🇧🇷🇵🇹')       // the 19 x and 🇧🇷: what a name field keeps of a paste
 *   isolated('Ana')                       // '\u2068Ana\u2069', for a name inside a sentence
 */

export const MAX_NAME_LENGTH = 20;

export type NameProblem = 'emptyName' | 'nameTooLong' | 'duplicateName';

/**
 * Characters a name never keeps: controls other than the spacing ones (which become a space), the
 * bidi embeddings, overrides, isolates and marks (a U+202E would turn the text beside the name
 * around), invisible ones that would make two names that read the same differ (zero-width space,
 * word joiner, byte-order mark, soft hyphen), and half a surrogate pair left by a cut. The joiners
 * (U+200C, U+200D) stay: emoji sequences and Persian and Indic script need them.
 */
const STRIPPED = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\p{Cs}]/gu;
/** Every kind of space and line break (tab, newline, NEL, no-break and ideographic spaces…). */
const SPACING = /[\s\u0085]+/gu;

/** A name as it is kept and shown: G17's characters stripped, one space between words, none around, NFC. */
export function cleanName(raw: string): string {
  return raw.replace(STRIPPED, '').replace(SPACING, ' ').trim().normalize('NFC');
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * Characters as a reader counts them (grapheme clusters): a flag, a family emoji, an "é" written as
 * e + accent are one each. A browser without Intl.Segmenter counts code points, which is stricter.
 */
export function nameLength(name: string): number {
  if (!graphemes) return [...name].length;
  let count = 0;
  for (const _ of graphemes.segment(name)) count++;
  return count;
}

/**
 * What a name field keeps of what is typed or pasted: its first 20 characters, whole ones. The
 * inputs' maxLength counts UTF-16 units, so it took "🇧🇷" as 4 and could keep half of it.
 */
export function fitName(typed: string): string {
  if (nameLength(typed) <= MAX_NAME_LENGTH) return typed;
  if (!graphemes) return [...typed].slice(0, MAX_NAME_LENGTH).join('');
  let out = '';
  let count = 0;
  for (const { segment } of graphemes.segment(typed)) {
    if (count++ === MAX_NAME_LENGTH) break;
    out += segment;
  }
  return out;
}

/**
 * Who a name is: names that differ only in spacing, case or the characters cleaning strips are one
 * player ("Ana  Maria", "ana maria"). Lower-cased without a locale, so a phone set to Turkish does
 * not split "Ali" from "ALI" differently from the phone that exported the backup.
 */
export function nameKey(name: string): string {
  return cleanName(name).toLowerCase().normalize('NFC');
}

/** Why `raw` (cleaned) cannot be a new player's name beside `taken`, or null. */
export function nameProblem(raw: string, taken: readonly string[]): NameProblem | null {
  const name = cleanName(raw);
  if (name === '') return 'emptyName';
  if (nameLength(name) > MAX_NAME_LENGTH) return 'nameTooLong';
  const key = nameKey(name);
  if (taken.some((other) => nameKey(other) === key)) return 'duplicateName';
  return null;
}

/**
 * A name inside running text (a list of players, a line of the shared text, the image card),
 * between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: a Hebrew or Arabic name,
 * or an old record's stray override, then never reorders the words and numbers beside it. JSX
 * shows such a run as a <bdi> (ui/components/isolated-text.tsx).
 */
export function isolated(name: string): string {
  return `\u2068${cleanName(name)}\u2069`;
}
