import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf, pixKey, pixKeyProblem } from '../../../src/engine/pix/pix-key.ts';
import { cnpjDigits, cpfDigits, typedKeys } from './keys.ts';

/** The DICT API's pattern for an e-mail key, as the Banco Central publishes it (API DICT, the Key schema). */
const DICT_EMAIL = /^[a-z0-9.!#$&'*+\/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

describe('P1: a Pix key read by its kind', () => {
  it('P1: a phone, with or without +55, spaces, brackets and dashes, is +55, its area code and the nine-digit mobile number', () => {
    for (const typed of ['+5511987654321', '+55 11 98765-4321', '+55 (11) 98765-4321', '(11) 98765-4321', '11 98765-4321', '5511987654321', '55 11 98765 4321'])
      expect(pixKey(typed), typed).toEqual({ type: 'phone', key: '+5511987654321' });
  });

  it('P1: 00, the international prefix dialled from Brazil, reads as +; a CPF or a CNPJ starting with 00 is still one', () => {
    for (const typed of ['0055 11 98765-4321', '0055 (11) 98765-4321', '005511987654321'])
      expect(pixKey(typed), typed).toEqual({ type: 'phone', key: '+5511987654321' });
    expect(pixKey('00351 912 345 678')).toEqual({ problem: 'phoneCountry' });
    // 001.234.567-97 and Banco do Brasil's 00.000.000/0001-91, in their shapes and bare.
    for (const typed of ['001.234.567-97', '001 234 567 97', '001234567-97', '00123456797']) expect(pixKey(typed), typed).toEqual({ type: 'cpf', key: '00123456797' });
    for (const typed of ['00.000.000/0001-91', '00000000000191']) expect(pixKey(typed), typed).toEqual({ type: 'cnpj', key: '00000000000191' });
  });

  it('P1: a phone of another country, a landline, a made-up area code or a short number is refused, each saying why', () => {
    expect(pixKey('+351 912 345 678')).toEqual({ problem: 'phoneCountry' });
    expect(pixKey('+1 415 555 2671')).toEqual({ problem: 'phoneCountry' });
    expect(pixKey('(11) 3456-7890')).toEqual({ problem: 'phone' });
    expect(pixKey('+55 (20) 98765-4321')).toEqual({ problem: 'phone' });
    expect(pixKey('+55 11 8765-4321')).toEqual({ problem: 'phone' });
    expect(pixKey('1198765432')).toEqual({ problem: 'phone' });
    expect(pixKey('+55 11 98765-4321 ramal 2')).toEqual({ problem: 'phone' });
  });

  it('P1: an e-mail is lowercased and must be shaped as one', () => {
    expect(pixKey('  Ana.Clara+pix@Example.COM.br ')).toEqual({ type: 'email', key: 'ana.clara+pix@example.com.br' });
    for (const typed of ['ana@', '@example.com', 'ana@example', 'ana clara@example.com', 'ana@@example.com', 'ana..b@example.com', 'ana@-example.com', 'joão@example.com', 'a%b@example.com', 'ana@exa_mple.com'])
      expect(pixKey(typed), typed).toEqual({ problem: 'email' });
    expect(pixKey(`${'a'.repeat(60)}@${'b'.repeat(20)}.com`)).toEqual({ problem: 'tooLong' });
    expect(pixKeyProblem('email', 'a%b@example.com')).toBe('email');
    expect(pixKey("o'neil.{pix}!@example.com")).toEqual({ type: 'email', key: "o'neil.{pix}!@example.com" });
  });

  it('P1: every address read as an e-mail key matches the DICT API\'s own EMAIL pattern', () => {
    // Mostly plain parts, each with one character of ASCII's punctuation or none, so many are addresses.
    const odd = fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: fc.constantFrom(...'.!#$%&\'*+/=?^_`{|}~"(),:;<>[\\]- @'), weight: 1 });
    const part = fc.tuple(fc.stringMatching(/^[a-zA-Z0-9]{0,5}$/), odd, fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/)).map((parts) => parts.join(''));
    const top = fc.constantFrom('com', 'br', 'COM', 'c0m', 'x', 'com-');
    let read = 0;
    fc.assert(
      fc.property(part, fc.array(part, { minLength: 1, maxLength: 2 }), top, (name, labels, tld) => {
        const reading = pixKey(`${name}@${[...labels, tld].join('.')}`);
        if (!('key' in reading)) return;
        read++;
        expect(reading.key).toMatch(DICT_EMAIL);
      }),
      { numRuns: 500 },
    );
    // Enough addresses were read for the pattern to be tested (most random ones are refused).
    expect(read).toBeGreaterThan(50);
  });

  it('P1: a CPF, with or without its dots and dash, is its eleven digits when its check digits are right', () => {
    expect(pixKey('529.982.247-25')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(pixKey('529982247-25')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(pixKey('52998224725')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(pixKey('529.982.247-24')).toEqual({ problem: 'cpf' });
    expect(pixKey('111.111.111-11')).toEqual({ problem: 'cpf' });
    expect(pixKey('529.982.247-2')).toEqual({ problem: 'cpf' });
    expect(pixKey('52998224724')).toEqual({ problem: 'cpf' });
  });

  it('P1: a CPF typed with spaces between its groups (3-3-3-2) is a CPF, and a wrong one is a CPF problem, never a phone\'s', () => {
    expect(pixKey('529 982 247 25')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(pixKey('529 982 247-25')).toEqual({ type: 'cpf', key: '52998224725' });
    expect(pixKey('529 982 247 24')).toEqual({ problem: 'cpf' });
    // Both a CPF and a mobile number as bare digits (below), the CPF's grouping says which.
    expect(pixKey('119 876 543 74')).toEqual({ type: 'cpf', key: '11987654374' });
    expect(pixKey('11 98765 4374')).toEqual({ type: 'phone', key: '+5511987654374' });
  });

  it('P1: eleven bare digits that are both a valid CPF and a mobile number are refused as ambiguous', () => {
    // 119.876.543-74 is a CPF (its check digits are right) and (11) 98765-4374 a São Paulo mobile.
    const both = '11987654374';
    expect(pixKey(both)).toEqual({ problem: 'ambiguous' });
    expect(pixKey(`${both.slice(0, 3)}.${both.slice(3, 6)}.${both.slice(6, 9)}-${both.slice(9)}`)).toEqual({ type: 'cpf', key: both });
    expect(pixKey(`+55${both}`)).toEqual({ type: 'phone', key: `+55${both}` });
  });

  it('P1: a CNPJ, with or without its punctuation, numeric or alphanumeric (Receita Federal\'s example 12.ABC.345/01DE-35), when its check digits are right', () => {
    expect(pixKey('11.222.333/0001-81')).toEqual({ type: 'cnpj', key: '11222333000181' });
    expect(pixKey('11222333000181')).toEqual({ type: 'cnpj', key: '11222333000181' });
    expect(pixKey('12.abc.345/01de-35')).toEqual({ type: 'cnpj', key: '12ABC34501DE35' });
    expect(pixKey('11.222.333/0001-82')).toEqual({ problem: 'cnpj' });
    expect(pixKey('00.000.000/0000-00')).toEqual({ problem: 'cnpj' });
    expect(pixKey('12.ABC.345/01DE-36')).toEqual({ problem: 'cnpj' });
  });

  it('P1: a random key is any 8-4-4-4-12 hex UUID (the BCB manual\'s own example is version 1), lowercased; one that misses the shape says so', () => {
    expect(pixKey('7F6844D0-DE89-47E5-9EF7-E0A35A681615')).toEqual({ type: 'random', key: '7f6844d0-de89-47e5-9ef7-e0a35a681615' });
    expect(pixKey('7f6844d0de8947e59ef7e0a35a681615')).toEqual({ type: 'random', key: '7f6844d0-de89-47e5-9ef7-e0a35a681615' });
    expect(pixKey('123e4567-e12b-12d1-a456-426655440000')).toEqual({ type: 'random', key: '123e4567-e12b-12d1-a456-426655440000' });
    expect(pixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({ type: 'random', key: '123e4567-e12b-12d1-a456-426655440000' });
    expect(pixKeyProblem('random', '123e4567-e12b-12d1-a456-426655440000')).toBeNull();
    expect(pixKeyProblem('random', '00000000-0000-0000-0000-000000000000')).toBeNull();
    for (const typed of ['7f6844d0-de89-47e5-9ef7-e0a35a68161', '7f6844d0-de8947e5-9ef7-e0a3-5a681615', '7f6844d0de8947e59ef7e0a35a68161'])
      expect(pixKey(typed), typed).toEqual({ problem: 'random' });
  });

  it('P1: nothing, too much, or none of the five kinds', () => {
    expect(pixKey('   ')).toEqual({ problem: 'empty' });
    expect(pixKey('1'.repeat(121))).toEqual({ problem: 'tooLong' });
    expect(pixKey('Ana Clara')).toEqual({ problem: 'unknown' });
    expect(pixKey('12345')).toEqual({ problem: 'unknown' });
  });

  it('P1: every key of every kind, however typed, reads as its normalised form, and that form passes the check a backup makes', () => {
    fc.assert(
      fc.property(typedKeys, ({ typed, expected }) => {
        expect(pixKey(typed)).toEqual(expected);
        expect(pixKeyProblem(expected.type, expected.key)).toBeNull();
        // Read again, the normalised key is itself (a phone is never taken for a CPF once it has +55); a
        // CPF's bare digits may also be a mobile number, and are then refused as ambiguous, never misread.
        if (expected.type === 'cpf') expect([expected, { problem: 'ambiguous' }]).toContainEqual(pixKey(expected.key));
        else expect(pixKey(expected.key)).toEqual(expected);
      }),
    );
  });

  it('P1: a CPF or CNPJ with either check digit changed is refused', () => {
    fc.assert(
      fc.property(fc.oneof(cpfDigits, cnpjDigits), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 9 }), (digits, last, by) => {
        const i = digits.length - last;
        const changed = digits.slice(0, i) + ((Number(digits[i]) + by) % 10) + digits.slice(i + 1);
        expect((digits.length === 11 ? isCpf : isCnpj)(changed)).toBe(false);
      }),
    );
  });

  it('P1: a key said to be of a kind it is not, or too long, is refused by the backup\'s check', () => {
    expect(pixKeyProblem('cpf', '11222333000181')).toBe('cpf');
    expect(pixKeyProblem('phone', '5511987654321')).toBe('phone');
    expect(pixKeyProblem('email', 'Ana@Example.com')).toBe('email');
    expect(pixKeyProblem('random', '7F6844D0-DE89-47E5-9EF7-E0A35A681615')).toBe('random');
    expect(pixKeyProblem('email', `${'a'.repeat(70)}@ex.com.br`)).toBe('tooLong');
  });
});
