/**
 * G17: a player's name, the one rule every way in obeys — the setup and a late entry (T19), the
 * players' book, a backup and a spreadsheet: what a name is once cleaned, how long it may be, when
 * two names are one player, and how running text shows it.
 *
 *   cleanName(' Ana \t Maria\u202E ')     // 'Ana Maria': spaces as one, controls and bidi marks gone
 *   nameProblem(' Zé ', ['Ana', 'Bia'])   // null: "Zé" can sit down
 *   nameProblem('ana  bia', ['Ana Bia'])  // 'duplicateName': names are compared as people read them
 *   nameProblem('Bi\u200Da', ['bia'])      // 'duplicateName': a joiner between letters joins nothing
 *   nameProblem('\u3164\u3164', [])        // 'emptyName': Hangul fillers show as blanks
 *   nameLength('Zé 🇧🇷')                   // 4: a flag is one character
 *   fitName('x'.repeat(19) + '🇧🇷🇵🇹')       // the 19 x and 🇧🇷: what a name field keeps of a paste
 *   isolated('Ana')                       // '\u2068Ana\u2069', for a name inside a sentence
 */

export const MAX_NAME_LENGTH = 20;

export type NameProblem = 'emptyName' | 'nameTooLong' | 'duplicateName';

/**
 * Characters a name never keeps: controls other than the spacing ones (which become a space), half
 * a surrogate pair left by a cut, and every character Unicode calls default-ignorable (its
 * Default_Ignorable_Code_Point property, which the regex engine carries, so no list here goes
 * stale): the bidi controls (a U+202E would turn the text beside the name around), zero-width
 * space and joiners, word joiner, byte-order mark, soft hyphen, the combining grapheme joiner,
 * variation selectors, tags and the Hangul fillers. Each would make two names that read the same
 * differ. JOINING ones are kept only where they do something visible (`joins`).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cs}\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/gu;
/** Every kind of space and line break, and the characters that show as one (Hangul fillers, the blank Braille pattern). */
const SPACING = /[\s\u0085\u115F\u1160\u2800\u3164\uFFA0]+/gu;
/** The default-ignorable letters that show as a blank as wide as a letter: SPACING's, not dropped. */
const FILLER = /[\u115F\u1160\u3164\uFFA0]/u;
/** Default-ignorable characters that shape what is beside them: the joiners, variation selectors and emoji tags. */
const JOINING = /[\u180B-\u180D\u180F\u200C\u200D\uFE00-\uFE0F\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** Scripts whose letters a joiner or non-joiner between them shapes (Persian's ZWNJ, an Indic half form after a virama). */
const JOINED_SCRIPT =
  /[\p{sc=Arabic}\p{sc=Syriac}\p{sc=Nko}\p{sc=Mongolian}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Tibetan}]/u;
/** What ends an emoji that a ZWJ may join to the next one (👩🏽‍💻, 🏳️‍🌈). */
const EMOJI_END = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** A variation selector's base: an emoji (❤️, 1️⃣) or an ideograph (a CJK variant). */
const VARIED = /[\p{Emoji}\p{Ideographic}]/u;
const TAG_BASE = /[\u{1F3F4}\u{E0020}-\u{E007E}]/u;

/** Whether the joining character `mark` between `before` (the last one kept) and `after` shapes them; alone it is dropped. */
function joins(before: string, mark: string, after: string): boolean {
  const code = mark.codePointAt(0)!;
  if (code === 0x200d && EMOJI_END.test(before) && PICTOGRAPHIC.test(after)) return true;
  if (code === 0x200c || code === 0x200d) return JOINED_SCRIPT.test(before) && JOINED_SCRIPT.test(after);
  if (code >= 0x180b && code <= 0x180f) return /\p{sc=Mongolian}/u.test(before);
  if (code >= 0xe0020 && code <= 0xe007f) return TAG_BASE.test(before);
  return VARIED.test(before);
}

/** `text` without its controls and default-ignorable characters, but for the fillers (SPACING's) and the joining ones that join something. */
function visibleOnly(text: string): string {
  const kept = text.replace(INVISIBLE, (ch) => (JOINING.test(ch) || FILLER.test(ch) ? ch : ''));
  // Nearly every name has none: the walk below is only for those that do (a book reads thousands).
  if (!JOINING.test(kept)) return kept;
  const chars = [...kept];
  let out = '';
  let last = '';
  chars.forEach((ch, i) => {
    if (JOINING.test(ch) && !joins(last, ch, chars[i + 1] ?? '')) return;
    out += ch;
    last = ch;
  });
  return out;
}

/**
 * A name as it is kept and shown: G17's characters stripped (joiners and variation selectors only
 * where they join), every blank as one space between words, none around, NFC.
 */
export function cleanName(raw: string): string {
  return visibleOnly(raw).replace(SPACING, ' ').trim().normalize('NFC');
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

/** A book links tens of thousands of seats by a few hundred names: each name's key is worked out once. */
const keys = new Map<string, string>();
const MAX_KEYS = 10_000;

/**
 * Who a name is: names that differ only in spacing, case, the characters cleaning strips, a joiner
 * or variation selector, or a compatibility form (a full-width "Ｚｏｒａ", a ligature "ﬁ") are one
 * player ("Ana  Maria", "ana maria", "Bi\u200Da"): Unicode's NFKC_Casefold, as its identifier
 * matching folds names that look the same. Lower-cased without a locale, so a phone set to Turkish
 * does not split "Ali" from "ALI" differently from the phone that exported the backup.
 */
export function nameKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear();
    key = cleanName(name).normalize('NFKC').replace(/\p{Default_Ignorable_Code_Point}/gu, '').toLowerCase().normalize('NFC');
    keys.set(name, key);
  }
  return key;
}

/** Something a reader sees: a letter, a digit, a punctuation mark or a symbol (not a mark alone, not a private-use glyph another phone lacks). */
const SEEN = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Why `raw` (cleaned) cannot be a new player's name beside `taken`, or null. A name that shows nothing is an empty one. */
export function nameProblem(raw: string, taken: readonly string[]): NameProblem | null {
  const name = cleanName(raw);
  if (!SEEN.test(name)) return 'emptyName';
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
