import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, cleanName, fitName, isolated, nameKey, nameLength, nameProblem } from '../../src/engine/names.ts';

/** Controls (C0, DEL, C1), bidi embeddings, overrides, isolates and marks, and the invisible ones G17 strips. */
const FORBIDDEN = /[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\p{Cs}]/u;

const hostile = fc.constantFrom('\t', '\n', '\r\n', '\u0000', '\u0007', '\u007F', '\u0085', '\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u034F', '\uFE0F', '\u{E0067}', '\u3164', '\u2800', '\uFEFF', '\u00A0', '\u3000', '  ', '\uD83C');
const letters = fc.constantFrom('a', 'B', 'ç', 'é', 'e\u0301', 'Ä', '🇧🇷', '👨‍👩‍👧', '♠', 'Ζ', 'ש', 'ي', 'ی', 'क', '\u094D', '❤', '葛', '🏴', ' ', '-', "'");
/** Names as a hostile backup or spreadsheet might carry them: letters, emoji, accents, controls, bidi characters, any length. */
const rawName = fc.array(fc.oneof({ weight: 3, arbitrary: letters }, { weight: 1, arbitrary: hostile }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) }), { maxLength: 40 }).map((parts) => parts.join(''));
/** Spacing a person would not notice: around the name, doubled inside, a tab or a newline for a space. */
const outerGap = fc.constantFrom('', ' ', '\n', '\u200B', '\t ');
const innerGap = fc.constantFrom(' ', '  ', '\t', '\n', '\u00A0', ' \u200B');
const respaced = (name: string, [before, inside, after]: readonly [string, string, string]) => `${before}${name.split(' ').join(inside)}${after}`;

describe('G17: one name rule', () => {
  it('G17: cleaning is idempotent', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        expect(cleanName(cleanName(raw))).toBe(cleanName(raw));
      }),
    );
  });

  it('G17: a clean name holds no control, bidi control or invisible character, and no space around it or twice inside', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const clean = cleanName(raw);
        expect(clean).not.toMatch(FORBIDDEN);
        expect(clean).toBe(clean.trim());
        expect(clean).not.toMatch(/\s\s|[\t\n\r\u00A0\u3000]/);
      }),
    );
  });

  it('G17: a name the rule accepts is at most 20 characters, counted as a reader counts them (graphemes)', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        if (nameProblem(raw, []) !== null) return;
        expect(nameLength(cleanName(raw))).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        expect(cleanName(raw)).not.toBe('');
      }),
    );
  });

  it('G17: names differing only in spacing, case or invisible characters have one key and are one player', () => {
    fc.assert(
      fc.property(rawName, fc.tuple(outerGap, innerGap, outerGap), fc.boolean(), (raw, gaps, upper) => {
        const name = cleanName(raw);
        // Only where case maps back and forth (not ß → SS): what a person reads as the same letters.
        fc.pre(name !== '' && name.toUpperCase().toLowerCase() === name.toLowerCase());
        const other = respaced(upper ? name.toUpperCase() : name.toLowerCase(), gaps);
        expect(nameKey(other)).toBe(nameKey(name));
        if (nameProblem(name, []) === null) expect(nameProblem(other, [name])).toBe('duplicateName');
      }),
    );
  });

  it('G17: "Ana  Maria" and "Ana Maria" are one name; a tab or newline inside is a space', () => {
    expect(cleanName('  Ana  Maria ')).toBe('Ana Maria');
    expect(cleanName('Ana\tMaria')).toBe('Ana Maria');
    expect(cleanName('Ana\nMaria')).toBe('Ana Maria');
    expect(nameProblem('Ana  Maria', ['Ana Maria'])).toBe('duplicateName');
    expect(nameProblem('ANA MARIA', ['ana\u00A0maria'])).toBe('duplicateName');
  });

  it('G17: bidi controls and invisible characters are stripped (a right-to-left override cannot reverse the text beside a name)', () => {
    expect(cleanName('\u202Eevil\u202C')).toBe('evil');
    expect(cleanName('Bi\u200Ba')).toBe('Bia');
    expect(nameProblem('\u202E\u2066', [])).toBe('emptyName');
    // Joiners stay where they join: one emoji of a family, Persian and Indic script.
    expect(cleanName('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('G17: "Bia", "Bi"+ZWJ+"a", "Bia"+U+034F and every other invisible mark in it are one name, cleaned to "Bia"', () => {
    const marked = ['Bi\u200Da', 'Bi\u200Ca', 'Bia\u034F', '\u034FBia', 'B\u00ADia', 'Bia\uFE0F', '\uFE0FBia', 'Bi\u2063a', 'Bia\u{E0067}', 'Bi\u180Ea', '\u200EBia\u200F'];
    for (const name of marked) {
      expect(cleanName(name)).toBe('Bia');
      expect(nameProblem(name, ['bia'])).toBe('duplicateName');
    }
  });

  it('G17: "Zora", "zora" and the full-width "Ｚｏｒａ" are one player; "ﬁ" is "fi"', () => {
    expect(nameKey('Zora')).toBe(nameKey('zora'));
    expect(nameKey('Ｚｏｒａ')).toBe(nameKey('zora'));
    expect(nameKey('Raﬁ')).toBe(nameKey('rafi'));
    expect(nameProblem('zora', ['Zora'])).toBe('duplicateName');
    expect(nameKey('Zora')).not.toBe(nameKey('Zoraa'));
  });

  it('G17: joiners, variation selectors and tags stay only where they join: an emoji sequence, Persian and Indic letters, an emoji or ideograph, a flag', () => {
    const kept = ['🏳️‍🌈', '👩🏽‍💻', '🧑‍🦰', '🏃‍♀️', '❤️', '1️⃣', 'می\u200Cخواهم', 'क्\u200Dष', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', '葛\u{E0100}'];
    for (const name of kept) expect(cleanName(name)).toBe(name.normalize('NFC'));
    // Alone, or between letters they do not shape, they go.
    expect(cleanName('\u200D👍')).toBe('👍');
    expect(cleanName('👍\u200D\u200D👍')).toBe('👍\u200D👍');
    expect(cleanName('Ana \u200D😀')).toBe('Ana 😀');
    expect(cleanName('a\u{E0067}\u{E007F}')).toBe('a');
    // The key folds them all: a family written with or without its joiners is one name.
    expect(nameKey('👨‍👩‍👧')).toBe(nameKey('👨👩👧'));
  });

  it('G17: a name that shows nothing (Hangul fillers, the blank Braille pattern, marks alone) is refused as empty; between words a filler is a space', () => {
    for (const blank of ['\u3164', '\u115F\u1160', '\uFFA0\uFFA0', '\u2800', '\u0301\u0308', '\u200D\u034F', '\u{E0067}', '\uE000']) {
      expect(nameProblem(blank, [])).toBe('emptyName');
    }
    expect(cleanName('\u3164\u3164')).toBe('');
    expect(cleanName('Ana\u3164Maria')).toBe('Ana Maria');
    expect(nameProblem('Ana\u3164', ['ana'])).toBe('duplicateName');
  });

  it('G17: invisible characters put anywhere in a name do not change who it is', () => {
    const invisible = fc.constantFrom('\u200B', '\u200C', '\u200D', '\u034F', '\u00AD', '\u2060', '\uFEFF', '\uFE0F', '\uFE0E', '\u{E0067}', '\u{E007F}', '\u202E', '\u2066', '\u180E', '\u{E0100}');
    fc.assert(
      fc.property(rawName, fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 6 }), (raw, marks) => {
        const name = cleanName(raw);
        const chars = [...name];
        for (const [at, mark] of marks) chars.splice(at % (chars.length + 1), 0, mark);
        const marked = chars.join('');
        expect(nameKey(marked)).toBe(nameKey(name));
        if (nameProblem(name, []) === null) expect(nameProblem(marked, [name])).toBe('duplicateName');
      }),
    );
  });

  it('G17: a clean name keeps a joiner, variation selector or tag only right after something it joins, never alone or after a space', () => {
    fc.assert(
      fc.property(rawName, (raw) => {
        const chars = [...cleanName(raw)];
        chars.forEach((ch, i) => {
          if (!/\p{Default_Ignorable_Code_Point}/u.test(ch)) return;
          expect(i).toBeGreaterThan(0);
          expect(chars[i - 1]).not.toBe(' ');
        });
      }),
    );
  });

  it('G17: the limit counts whole characters: a flag, a family emoji or an accent written as two code points is one', () => {
    expect(nameLength('🇧🇷')).toBe(1);
    expect(nameLength('👨‍👩‍👧')).toBe(1);
    expect(nameLength('Jose\u0301')).toBe(4);
    expect(nameProblem(`${'A'.repeat(19)}🇧🇷`, [])).toBeNull();
    expect(nameProblem('🇧🇷'.repeat(20), [])).toBeNull();
    expect(nameProblem(`${'A'.repeat(20)}🇧🇷`, [])).toBe('nameTooLong');
    expect(nameProblem('x'.repeat(300), [])).toBe('nameTooLong');
  });

  it('G17: a name field keeps the first 20 whole characters of what is typed, never half a flag', () => {
    expect(fitName(`${'x'.repeat(19)}🇧🇷🇵🇹`)).toBe(`${'x'.repeat(19)}🇧🇷`);
    expect(fitName(`${'x'.repeat(18)}👨‍👩‍👧🇧🇷é`)).toBe(`${'x'.repeat(18)}👨‍👩‍👧🇧🇷`);
    fc.assert(
      fc.property(rawName, (raw) => {
        const kept = fitName(raw);
        expect(nameLength(kept)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        expect(raw.startsWith(kept)).toBe(true);
        if (nameLength(raw) <= MAX_NAME_LENGTH) expect(kept).toBe(raw);
      }),
    );
  });

  it('G17: a name in running text is isolated (U+2068 … U+2069) and shown clean', () => {
    expect(isolated(' Ana\nMaria ')).toBe('\u2068Ana Maria\u2069');
    expect(isolated('\u202Eevil')).toBe('\u2068evil\u2069');
  });
});
