import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brCode, crc16, pixReference, pixText } from '../../../src/engine/pix/br-code.ts';
import { pixKey } from '../../../src/engine/pix/pix-key.ts';
import { crcOf, decode } from './decoder.ts';
import { typedKeys } from './keys.ts';

describe('P2: the published BR Codes, built again byte for byte', () => {
  it('P2: the Banco Central\'s static example (Manual de Padrões para Iniciação do Pix, BR Code appendix: a random key, "Fulano de Tal", "BRASILIA", no amount, txid ***)', () => {
    expect(brCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  // thalesog/pix-utils, tests/emvCodes.ts (STATIC_TEST_EMV, STATIC_TEST_NO_VALUE_ELEMENT_EMV), built
  // there from the city "SÃO MIGUÉL DO O": the accents go as P3 takes them off.
  it('P2, P3: pix-utils\' static code with an e-mail key, a description and R$ 10,00 (tests/emvCodes.ts STATIC_TEST_EMV)', () => {
    expect(brCode({ key: 'thalesog@me.com', name: 'Thales Ogliari', city: 'SÃO MIGUÉL DO O', description: 'Pedido 123', amount: 1000 })).toBe(
      '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63044367',
    );
  });

  it('P2: pix-utils\' static code with no amount field at all (tests/emvCodes.ts STATIC_TEST_NO_VALUE_ELEMENT_EMV)', () => {
    expect(brCode({ key: 'thalesog@me.com', name: 'Thales Ogliari', city: 'SÃO MIGUÉL DO O', description: 'Pedido 123', amount: 0 })).toBe(
      '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 1235204000053039865802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63042C6B',
    );
  });

  it('P2: the CRC is CRC-16/CCITT-FALSE: its catalogued check value, and the decoder\'s own table-driven one agrees', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crcOf('123456789')).toBe(0x29b1);
  });
});

describe('P3, P4: name, city and reference', () => {
  it('P3: accents come off, letters no accent makes are spelt out, other characters go, spaces run together, the field is cut', () => {
    expect(pixText('  José   da Conceição  ', 25)).toBe('Jose da Conceicao');
    expect(pixText('Łukasz Große', 25)).toBe('Lukasz Grosse');
    expect(pixText('Ana 🇧🇷 Clara', 25)).toBe('Ana Clara');
    expect(pixText('São José dos Campos', 15)).toBe('Sao Jose dos Ca');
    expect(pixText('Maria Eduarda Albuquerque Lins', 25)).toBe('Maria Eduarda Albuquerque');
    expect(pixText('Rio de Janeiro ', 14)).toBe('Rio de Janeiro');
    // A cut that ends on a space leaves none at the end.
    expect(pixText('Foz do Iguaçu X', 7)).toBe('Foz do');
  });

  it('P3: compatibility forms become plain letters (NFKD: full-width, ligatures), typographic apostrophes, quotes and dashes their ASCII ones', () => {
    expect(pixText('Ｊｏｓé Ｓｉｌｖａ', 25)).toBe('Jose Silva');
    expect(pixText('ﬁlipa', 25)).toBe('filipa');
    expect(pixText('Ana D’Ávila', 25)).toBe("Ana D'Avila");
    expect(pixText('Ana D\u02bcÁvila', 25)).toBe("Ana D'Avila");
    expect(pixText('Bar “do Zé” – Centro', 25)).toBe('Bar "do Ze" - Centro');
    expect(decode(brCode({ key: 'ana@example.com', name: 'Maria D’Ávila', city: 'Ｒｅｃｉｆｅ' }))).toMatchObject({ name: "Maria D'Avila", city: 'Recife', crcOk: true });
  });

  it('P3: the field is cut after the letters are spelt out, so it holds what is sent (ß → ss)', () => {
    // 25 characters as typed, 26 once ß is ss: the code carries the first 25 of the spelt-out name.
    const typed = 'Maria Eduarda Weißenbergs';
    expect([...typed]).toHaveLength(25);
    expect(pixText(typed, 25)).toBe('Maria Eduarda Weissenberg');
    expect(decode(brCode({ key: 'ana@example.com', name: typed, city: 'Recife' })).name).toBe('Maria Eduarda Weissenberg');
  });

  it('P3: a name or a city with nothing the code can carry is refused, never written empty', () => {
    expect(() => brCode({ key: 'ana@example.com', name: '🃏🃏', city: 'Recife' })).toThrow(RangeError);
    expect(() => brCode({ key: 'ana@example.com', name: 'Ana', city: '  ' })).toThrow(RangeError);
  });

  it('P4: the night\'s reference is MESA and its day; a reference of other characters is refused', () => {
    expect(pixReference('2026-12-02')).toBe('MESA20261202');
    const code = brCode({ key: 'ana@example.com', name: 'Ana', city: 'Recife', amount: 1250, reference: 'MESA20261202' });
    expect(decode(code).reference).toBe('MESA20261202');
    expect(() => brCode({ key: 'ana@example.com', name: 'Ana', city: 'Recife', reference: 'MESA-2026' })).toThrow(RangeError);
    expect(() => brCode({ key: 'ana@example.com', name: 'Ana', city: 'Recife', reference: 'A'.repeat(26) })).toThrow(RangeError);
  });

  it('P2: an amount is written with a dot and two decimals, and only when above zero; beyond R$ 10.000.000,00 or not whole cents it is refused', () => {
    const amount = (cents: number) => decode(brCode({ key: 'ana@example.com', name: 'Ana', city: 'Recife', amount: cents })).amountText;
    expect(amount(1)).toBe('0.01');
    expect(amount(1250)).toBe('12.50');
    expect(amount(1_000_000_000)).toBe('10000000.00');
    expect(amount(0)).toBeNull();
    expect(() => amount(1_000_000_001)).toThrow(RangeError);
    expect(() => amount(12.5)).toThrow(RangeError);
    expect(() => amount(-100)).toThrow(RangeError);
  });

  it('P2: a description is cut to what field 26 has left, so the longest key still makes a code', () => {
    const key = `${'a'.repeat(64)}@exampl.com.br`.slice(0, 77);
    const code = brCode({ key, name: 'Ana', city: 'Recife', description: 'Noite de pôquer na casa da Bia' });
    const read = decode(code);
    expect(read.key).toBe(key);
    expect(read.description).toBeNull();
    expect(decode(brCode({ key: 'ana@example.com', name: 'Ana', city: 'Recife', description: 'Noite de pôquer na casa da Bia' })).description).toBe('Noite de poquer na casa da Bia');
  });
});

/** What the test expects of a name or a city: its ASCII letters and digits in order, ß as ss (the module may cut the end). */
const lettersOf = (text: string) => text.replace(/ß/g, 'ss').normalize('NFD').replace(/[^A-Za-z0-9]/g, '');

const accented = fc.constantFrom(...'aeiouAEIOUáàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇñß'.split(''), ' ', '  ', '\t', '🇧🇷', '♠', "'", '-', 'x', 'Z', '7');
const humanText = (max: number) =>
  fc
    .array(accented, { minLength: 1, maxLength: max })
    .map((parts) => parts.join(''))
    .filter((text) => /[A-Za-z0-9]/.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')));

describe('P2–P4: every code parses back (the tests\' own decoder)', () => {
  it('P2, P3, P4: random keys of every type, amounts from R$ 0,01 to R$ 10.000.000,00, odd names and cities: the same key, amount and reference, names within the rules, fields within the specification, a valid CRC', () => {
    fc.assert(
      fc.property(typedKeys, fc.integer({ min: 1, max: 1_000_000_000 }), humanText(40), humanText(30), fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }), ({ typed, expected }, cents, name, city, date) => {
        const read = pixKey(typed);
        expect(read).toEqual(expected);
        const day = date.toISOString().slice(0, 10);
        const code = brCode({ key: expected.key, name, city, amount: cents, reference: pixReference(day) });
        const back = decode(code);
        expect(back.crcOk).toBe(true);
        expect(back.ids).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
        expect(back.format).toBe('01');
        expect(back.gui).toBe('br.gov.bcb.pix');
        expect(back.key).toBe(expected.key);
        expect([back.category, back.currency, back.country]).toEqual(['0000', '986', 'BR']);
        expect(back.cents).toBe(cents);
        expect(back.amountText).toMatch(/^\d{1,8}\.\d{2}$/);
        expect(back.reference).toBe(`MESA${day.replace(/-/g, '')}`);
        expect(back.reference).toMatch(/^[A-Za-z0-9]{1,25}$/);
        for (const [text, max, source] of [[back.name, 25, name], [back.city, 15, city]] as const) {
          expect(text.length).toBeGreaterThan(0);
          expect(text.length).toBeLessThanOrEqual(max);
          expect(text).toMatch(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/);
          expect(lettersOf(source).startsWith(lettersOf(text))).toBe(true);
        }
        expect(code.length).toBeLessThanOrEqual(512);
      }),
      { numRuns: 400 },
    );
  });
});
