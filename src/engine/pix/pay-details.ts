/**
 * P6–P8: how a player of the book is paid — a Pix key with the name and city its code needs, and
 * a free note for every other way ("IBAN PT50 …", "MB WAY 912 345 678") — and what the settlement
 * offers beside each transfer to him.
 *
 *   payOffer(details, 'BRL', 1250, '2026-12-02')  // { kind: 'pix', code: '000201…' } (P5)
 *   payOffer(details, 'EUR', 1250, '2026-12-02')  // { kind: 'note', note: 'IBAN PT50…' } or null (P6)
 */
import { brCode, MAX_PIX_CENTS, MAX_PIX_CITY, MAX_PIX_NAME, pixReference, pixText } from './br-code.ts';
import { cleanName } from '../names.ts';
import { pixKey, pixKeyProblem, type PixKeyProblem, type PixKeyType } from './pix-key.ts';

/** A player's Pix: the key as pixKey normalised it, and the name and city as typed (pixText cleans them for the code). */
interface PixDetails {
  readonly type: PixKeyType;
  readonly key: string;
  readonly name: string;
  readonly city: string;
}

export interface PayDetails {
  readonly pix?: PixDetails;
  /** Another way to be paid, said in the player's words. */
  readonly note?: string;
}

/**
 * P7: the longest note: an IBAN (34 characters at most, 42 written in groups) with a bank's name
 * and a phone number beside it still fits, and the transfer list stays a list.
 */
export const MAX_PAY_NOTE = 120;

/** Why a player's details are refused: the key's own problem, or a name or city the code cannot carry. */
export type PayProblem = PixKeyProblem | 'pixName' | 'pixCity' | 'noteTooLong';

/**
 * P3: a name or a city holds at least one letter or digit once the code has cleaned it, and is no
 * longer than its field (counted as typed, so a name is never cut without the player seeing it).
 */
function textProblem(text: string, max: number): boolean {
  return [...text.trim()].length > max || !/[A-Za-z0-9]/.test(pixText(text, max));
}

/**
 * P3: a name or a city as the code will carry it, when that is not what the player typed (accents
 * off, ß spelt out, cut to the field): the book shows it under the field before he saves. Null
 * when the code carries it as typed, or carries nothing (then the form's problem says why).
 */
export function pixTextSent(typed: string, max: number): string | null {
  const sent = pixText(typed, max);
  return sent === '' || sent === cleanName(typed) ? null : sent;
}

/** The first problem of a player's details, or null; what the book form and a backup both check. */
export function payProblem(details: PayDetails): PayProblem | null {
  if (details.pix) {
    const keyProblem = pixKeyProblem(details.pix.type, details.pix.key);
    if (keyProblem) return keyProblem;
    if (textProblem(details.pix.name, MAX_PIX_NAME)) return 'pixName';
    if (textProblem(details.pix.city, MAX_PIX_CITY)) return 'pixCity';
  }
  if (details.note !== undefined && [...details.note].length > MAX_PAY_NOTE) return 'noteTooLong';
  return null;
}

/** What the book's form holds, as typed. */
export interface TypedPayDetails {
  readonly key: string;
  readonly name: string;
  readonly city: string;
  readonly note: string;
}

/**
 * P7: the details a player typed, cleaned as names are (G17: controls and bidi marks gone, spaces
 * as one), or the first problem and the field it is in. No key means no Pix: a name and city
 * typed without one are not kept; an empty note is no note.
 */
export function readPayDetails(typed: TypedPayDetails): { readonly details: PayDetails } | { readonly problem: PayProblem; readonly field: keyof TypedPayDetails } {
  const note = cleanName(typed.note);
  const noteDetails = note === '' ? {} : { note };
  if (typed.key.trim() === '') {
    const problem = payProblem(noteDetails);
    return problem ? { problem, field: 'note' } : { details: noteDetails };
  }
  const reading = pixKey(typed.key);
  if ('problem' in reading) return { problem: reading.problem, field: 'key' };
  const details: PayDetails = { pix: { ...reading, name: cleanName(typed.name), city: cleanName(typed.city) }, ...noteDetails };
  const problem = payProblem(details);
  if (problem === null) return { details };
  return { problem, field: problem === 'pixName' ? 'name' : problem === 'pixCity' ? 'city' : problem === 'noteTooLong' ? 'note' : 'key' };
}

export type PayOffer = { readonly kind: 'pix'; readonly code: string } | { readonly kind: 'note'; readonly note: string };

/** P5: a transfer a Pix code is offered for when its receiver keeps a key: in BRL, of an amount a code can carry. */
export const pixPayable = (currency: string, cents: number): boolean => currency === 'BRL' && cents > 0 && cents <= MAX_PIX_CENTS;

/**
 * P5, P6: what the settlement shows beside a transfer of `cents` in `currency` to a player with
 * these details, on the night of `day` (YYYY-MM-DD): in BRL to a player with a key, the Pix code
 * of that amount with the night's reference; otherwise his note, if he left one; else nothing.
 */
export function payOffer(details: PayDetails | null | undefined, currency: string, cents: number, day: string): PayOffer | null {
  const pix = details?.pix;
  if (pix && pixPayable(currency, cents) && payProblem({ pix }) === null) {
    return { kind: 'pix', code: brCode({ key: pix.key, name: pix.name, city: pix.city, amount: cents, reference: pixReference(day) }) };
  }
  const note = details?.note?.trim();
  return note ? { kind: 'note', note } : null;
}
