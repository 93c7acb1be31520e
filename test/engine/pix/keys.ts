// Pix keys for the property tests, made here with their own check-digit sums (not pix-key.ts's):
// each as a person might type it, with the key the DICT writes.
import fc from 'fast-check';
import type { PixKey } from '../../../src/engine/pix/pix-key.ts';

/** The modulo-11 digit of the CPF and CNPJ over these digits and weights. */
function mod11(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += digits[i] * weights[i];
  return sum % 11 < 2 ? 0 : 11 - (sum % 11);
}

const digitsArb = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });

export const cpfDigits = digitsArb(9)
  .filter((d) => new Set(d).size > 1)
  .map((d) => {
    const a = mod11(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const b = mod11([...d, a], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...d, a, b].join('');
  });

export const cnpjDigits = digitsArb(12)
  .filter((d) => new Set(d).size > 1)
  .map((d) => {
    const a = mod11(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const b = mod11([...d, a], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...d, a, b].join('');
  });

const areaCode = fc.constantFrom('11', '21', '31', '41', '47', '51', '61', '71', '81', '85', '91', '98');

export interface TypedKey {
  readonly typed: string;
  readonly expected: PixKey;
}

const phone = fc.tuple(areaCode, digitsArb(8), fc.integer({ min: 0, max: 4 })).map(([ddd, rest, style]): TypedKey => {
  const number = `9${rest.join('')}`;
  const typed = [
    `+55${ddd}${number}`,
    `+55 (${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`,
    `(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`,
    `${ddd} ${number.slice(0, 5)} ${number.slice(5)}`,
    `0055 ${ddd} ${number.slice(0, 5)}-${number.slice(5)}`,
  ][style];
  return { typed, expected: { type: 'phone', key: `+55${ddd}${number}` } };
});

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9_+-]{1,10})?$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom('com', 'com.br', 'pt', 'org'), fc.boolean())
  .map(([local, domain, tld, shout]): TypedKey => {
    const key = `${local}@${domain}.${tld}`;
    return { typed: shout ? key.toUpperCase() : ` ${key} `, expected: { type: 'email', key } };
  });

const cpf = fc.tuple(cpfDigits, fc.constantFrom('.', ' ', '')).map(([d, between]): TypedKey => ({
  typed: `${d.slice(0, 3)}${between}${d.slice(3, 6)}${between}${d.slice(6, 9)}${between === ' ' ? ' ' : '-'}${d.slice(9)}`,
  expected: { type: 'cpf', key: d },
}));

const cnpj = fc.tuple(cnpjDigits, fc.boolean()).map(([d, dotted]): TypedKey => ({
  typed: dotted ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d,
  expected: { type: 'cnpj', key: d },
}));

/** Any 8-4-4-4-12 hex UUID, whatever its version digits say (the DICT's pattern asks no more). */
const random = fc.tuple(fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), fc.boolean()).map(([uuid, shout]): TypedKey => ({ typed: shout ? uuid.toUpperCase() : uuid, expected: { type: 'random', key: uuid } }));

/** A key of any of the five kinds, as typed, with what it must read as. */
export const typedKeys = fc.oneof(phone, email, cpf, cnpj, random);
