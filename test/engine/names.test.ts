import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, cleanName, fitName, isolated, nameKey, nameLength, nameProblem } from '../../src/engine/names.ts';

/** Controls (C0, DEL, C1), bidi embeddings, overrides, isolates and marks, and the invisible ones G17 strips. */
const FORBIDDEN = /[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\p{Cs}]/u;

const hostile = fc.constantFrom('\t', '\n', '\r\n', '\u0000', '\u0007', '\u007F', '\u0085', '\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\uFEFF', '\u00A0', '\u3000', '  ', '\uD83C');
const letters = fc.constantFrom('a', 'B', 'ç', 'é', 'e\u0301', 'Ä', '🇧🇷', '👨‍👩‍👧', '♠', 'Ζ', 'ש', 'ي', ' ', '-', "'");
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
    // Joiners stay: they make one emoji of a family and shape Persian and Indic script.
    expect(cleanName('👨‍👩‍👧')).toBe('👨‍👩‍👧');
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
