/**
 * P1: a Pix key as a player types it, read into one of the DICT's five kinds and written as the
 * DICT writes it (the form a BR Code carries):
 *
 *   pixKey('(11) 98765-4321')      // { type: 'phone', key: '+5511987654321' }
 *   pixKey('Ana@Example.com')      // { type: 'email', key: 'ana@example.com' }
 *   pixKey('529.982.247-25')       // { type: 'cpf', key: '52998224725' }
 *   pixKey('11.222.333/0001-81')   // { type: 'cnpj', key: '11222333000181' }
 *   pixKey('123E4567-E12B-12D1-A456-426655440000')  // { type: 'random', key: '123e4567-e12b-12d1-a456-426655440000' }
 *   pixKey('123')                  // { problem: 'unknown' }
 *
 * `pixKeyProblem(type, key)` checks a key already normalised (a backup's).
 */
import { MAX_PIX_KEY } from './br-code.ts';

export type PixKeyType = 'phone' | 'email' | 'cpf' | 'cnpj' | 'random';

/**
 * Why a text is no Pix key: `empty`; `tooLong` (over 77 characters); `phoneCountry` (a phone of
 * another country: Pix keys are Brazilian numbers); `phone` (no mobile number with an area code);
 * `email`; `cpf` / `cnpj` (check digits wrong, or all one digit); `random` (hex digits and dashes
 * that miss the 8-4-4-4-12 shape of a random key); `ambiguous` (eleven bare digits that are both a
 * valid CPF and a mobile number); `unknown` (none of the five).
 */
export type PixKeyProblem = 'empty' | 'tooLong' | 'phoneCountry' | 'phone' | 'email' | 'cpf' | 'cnpj' | 'random' | 'ambiguous' | 'unknown';

export type PixKey = { readonly type: PixKeyType; readonly key: string };
export type PixKeyReading = PixKey | { readonly problem: PixKeyProblem };

/** Longer than any key written with its dots, dashes and spaces: read no further. */
const MAX_TYPED = 120;

/** Brazil's area codes (DDD), as Anatel assigns them. */
const AREA_CODES = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(' '),
);

/** The ten or eleven digits after +55: an area code and a mobile number (nine digits, the first a 9). */
const isMobile = (digits: string): boolean => /^\d{2}9\d{8}$/.test(digits) && AREA_CODES.has(digits.slice(0, 2));

/**
 * Modulo-11 check digit over `base`. Each character counts its code less 48, so a digit counts
 * itself and a letter of the alphanumeric CNPJ (Receita Federal, from July 2026) counts A = 17, B = 18…
 */
function checkDigit(base: string, weights: readonly number[]): number {
  const sum = [...base].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Eleven digits whose last two are the CPF's check digits (and not one digit repeated, which passes them). */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9), CPF_WEIGHTS.slice(1));
  const second = checkDigit(digits.slice(0, 10), CPF_WEIGHTS);
  return digits.endsWith(`${first}${second}`);
}

/** Fourteen characters (twelve digits or capital letters, then two digits) whose last two are the CNPJ's check digits. */
export function isCnpj(digits: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 12), CNPJ_WEIGHTS.slice(1));
  const second = checkDigit(digits.slice(0, 13), CNPJ_WEIGHTS);
  return digits.endsWith(`${first}${second}`);
}

/**
 * An address as the DICT keeps it. The characters are those of the DICT API's EMAIL pattern
 * (`^[a-z0-9.!#$&'*+\/=?^_\`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$`:
 * lowercase ASCII, no `%`), and every address read here matches it; the shape is stricter, as a
 * mail server would deliver it: no empty part between dots, and a domain with a top level of letters.
 */
const EMAIL = /^[a-z0-9!#$&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The DICT's random key (EVP): a UUID of any version, as the DICT API's pattern and the BCB manual's example `123e4567-e12b-12d1-a456-426655440000`. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A random key mistyped: five groups of hex digits, or a run of them about a UUID's length, with a letter among them (digits alone are a number). */
const UUID_LIKE = /^(?=.*[a-f])(?:[0-9a-f]+(?:-[0-9a-f]+){4}|[0-9a-f]{28,36})$/;
/** A CPF's own grouping, 3-3-3-2, with spaces, dots or a dash between the groups: never a phone's. */
const CPF_SHAPE = /^\d{3}[\s.]?\d{3}[\s.]?\d{3}[\s-]?\d{2}$/;

const phone = (digits: string): PixKeyReading => (isMobile(digits) ? { type: 'phone', key: `+55${digits}` } : { problem: 'phone' });
const cpf = (digits: string): PixKeyReading => (isCpf(digits) ? { type: 'cpf', key: digits } : { problem: 'cpf' });
const cnpj = (digits: string): PixKeyReading => (isCnpj(digits) ? { type: 'cnpj', key: digits } : { problem: 'cnpj' });

/** Digits written with the punctuation people put in them: dots, dashes, slashes, spaces, brackets. */
function numeric(text: string): PixKeyReading {
  const digits = text.replace(/\D/g, '');
  if (/[()]/.test(text)) return phone(digits);
  if (text.includes('/') || digits.length === 14) return cnpj(digits);
  if (text.includes('.')) return digits.length === 11 ? cpf(digits) : { problem: digits.length > 11 ? 'cnpj' : 'cpf' };
  if (CPF_SHAPE.test(text) && /\D/.test(text)) return cpf(digits);
  if (/[\s-]/.test(text)) return digits.length === 13 && digits.startsWith('55') ? phone(digits.slice(2)) : phone(digits);
  if (digits.length === 13 && digits.startsWith('55')) return phone(digits.slice(2));
  if (digits.length === 11) {
    const asCpf = isCpf(digits);
    const asPhone = isMobile(digits);
    if (asCpf && asPhone) return { problem: 'ambiguous' };
    if (asCpf) return { type: 'cpf', key: digits };
    return asPhone ? phone(digits) : { problem: 'cpf' };
  }
  return { problem: digits.length === 10 ? 'phone' : 'unknown' };
}

/** P1: the key a player typed, or why it is none. */
export function pixKey(text: string): PixKeyReading {
  const typed = text.trim();
  if (typed === '') return { problem: 'empty' };
  if (typed.length > MAX_TYPED) return { problem: 'tooLong' };
  const reading = read(typed);
  return 'key' in reading && reading.key.length > MAX_PIX_KEY ? { problem: 'tooLong' } : reading;
}

/** A number after its international prefix (+ or 00): a Brazilian mobile after 55, else another country's. */
function international(number: string): PixKeyReading {
  if (!/^[\d\s().-]+$/.test(number)) return { problem: 'phone' };
  const digits = number.replace(/\D/g, '');
  return digits.startsWith('55') ? phone(digits.slice(2)) : { problem: 'phoneCountry' };
}

function read(typed: string): PixKeyReading {
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    if (email.length > MAX_PIX_KEY) return { problem: 'tooLong' };
    return EMAIL.test(email) && email.split('@')[0].length <= 64 ? { type: 'email', key: email } : { problem: 'email' };
  }
  const lower = typed.toLowerCase();
  if (UUID.test(lower)) return { type: 'random', key: lower };
  if (/^[0-9a-f]{32}$/.test(lower) && /[a-f]/.test(lower)) {
    return { type: 'random', key: `${lower.slice(0, 8)}-${lower.slice(8, 12)}-${lower.slice(12, 16)}-${lower.slice(16, 20)}-${lower.slice(20)}` };
  }
  if (UUID_LIKE.test(lower)) return { problem: 'random' };
  if (typed.startsWith('+')) return international(typed.slice(1));
  // 00 dials out of Brazil as + does (0055 11 98765-4321); a CPF or CNPJ may start with 00 too, in its own shape.
  if (/^00[1-9]/.test(typed) && !/[./]/.test(typed) && !CPF_SHAPE.test(typed) && !/^\d{14}$/.test(typed)) return international(typed.slice(2));
  if (/^[\d\s().\-/]+$/.test(typed)) return numeric(typed);
  // An alphanumeric CNPJ, with or without its dots, slash and dash: 12.ABC.345/01DE-35.
  const letters = typed.toUpperCase().replace(/[\s./-]/g, '');
  if (/^[0-9A-Z]{12}\d{2}$/.test(letters) && /[A-Z]/.test(letters)) return cnpj(letters);
  return { problem: 'unknown' };
}

/** P1: a key said to be of `type` and already normalised (a backup's): null when it is one, else why not. */
export function pixKeyProblem(type: PixKeyType, key: string): PixKeyProblem | null {
  if (key.length > MAX_PIX_KEY) return 'tooLong';
  switch (type) {
    case 'phone':
      return /^\+55\d{11}$/.test(key) && isMobile(key.slice(3)) ? null : 'phone';
    case 'email':
      return EMAIL.test(key) && key.split('@')[0].length <= 64 ? null : 'email';
    case 'cpf':
      return isCpf(key) ? null : 'cpf';
    case 'cnpj':
      return isCnpj(key) ? null : 'cnpj';
    case 'random':
      return UUID.test(key) ? null : 'random';
  }
}

export const PIX_KEY_TYPES: readonly PixKeyType[] = ['phone', 'email', 'cpf', 'cnpj', 'random'];
