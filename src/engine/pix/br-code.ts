/**
 * P2–P5: a static Pix "copia e cola" code (the Banco Central's BR Code: EMV QRCPS merchant-presented
 * payload, TLV fields of a two-digit id, a two-digit length and the value, closed by a CRC16).
 *
 *   brCode({ key: '+5511987654321', name: 'Caio Conceição', city: 'São Paulo', amount: 2000, reference: 'MESA20261202' })
 *   // '00020126360014br.gov.bcb.pix0114+5511987654321520400005303986540520.005802BR5914Caio Conceicao6009Sao Paulo62160512MESA2026120263043A05'
 *
 * Pure and dependency-free: every field is ASCII (pixText, pixReference), so its length in
 * characters is its length in bytes and the CRC runs over char codes.
 */

/** P3: what the specification allows for the merchant's name (field 59) and city (60). */
export const MAX_PIX_NAME = 25;
export const MAX_PIX_CITY = 15;
/** P4: the transaction id of field 62-05: at most 25 letters and digits. */
const MAX_PIX_REFERENCE = 25;
/** P1: the DICT's longest key (an e-mail of 77 characters), so field 26 fits its 99 characters. */
export const MAX_PIX_KEY = 77;
/** P2: the most a code carries, in cents (R$ 10.000.000,00, limits.ts MAX_PRICE_CENTS). */
export const MAX_PIX_CENTS = 1_000_000_000;

const GUI = 'br.gov.bcb.pix';
/** The specification's txid when a static code names none. */
const NO_REFERENCE = '***';

export interface BrCodeInput {
  /** A key as pixKey (pix-key.ts) normalised it. */
  readonly key: string;
  readonly name: string;
  readonly city: string;
  /** Cents of BRL; absent or 0: the payer types the amount. */
  readonly amount?: number;
  /** Letters and digits (pixReference); absent: '***'. */
  readonly reference?: string;
  /** Field 26-02, cut to what is left of the field's 99 characters. */
  readonly description?: string;
}

/** One TLV field; a value over 99 characters is a bug of the caller, not a code to hand out. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is ${value.length} characters long (99 at most)`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), four uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * P3: a name or a city as the code carries it. The EMV fields 59 and 60 are of the "ans" format
 * (the common character set, ASCII 0x20–0x7E), and the BCB manual counts lengths in characters:
 * a reader that counts UTF-8 bytes and one that counts characters agree only on ASCII, and some
 * bank apps refuse a code they cannot measure. So the compatibility forms become the plain ones
 * (NFKD: a full-width Ａ is A, ﬁ is fi) and accents come off (São → Sao, Ç → C), letters no
 * accent makes are spelt out (ß → ss), typographic quotes and dashes become ASCII ones (D’Ávila →
 * D'Avila), anything else outside ASCII is dropped, spaces run together, and only then is the
 * text cut to `max`, so the cut counts what is sent. The payer's app shows the name the key is
 * registered to (the DICT's), not this one, so little is lost but the accents; the book shows
 * the player this text where it differs from his (the form's preview).
 */
export function pixText(text: string, max: number): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => PLAIN[char] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, max).trimEnd();
}

/**
 * What no decomposition makes ASCII: Latin letters no accent makes, spelt as their languages spell
 * them in plain letters, and the typographic apostrophes, quotes and dashes of a phone's keyboard.
 */
const PLAIN: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i',
  // ‘ ’ ‛ ʼ ′; “ ” ‟ (NFKD has made ″ two ′); ‐ ‒ – — − (and ‑, which NFKD makes ‐).
  '\u2018': "'", '\u2019': "'", '\u201b': "'", '\u02bc': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201f': '"',
  '\u2010': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
};

/** P4: the night's reference: MESA and its day, YYYYMMDD ('2026-12-02' → 'MESA20261202'). */
export function pixReference(day: string): string {
  return `MESA${day.replace(/[^0-9]/g, '')}`.slice(0, MAX_PIX_REFERENCE);
}

/** Cents as the amount field writes them: a dot and two decimals, no grouping (1250 → '12.50'). */
function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** P2: the code. Throws a RangeError for what no valid code can hold (an empty name, a key too long, an amount beyond P2's). */
export function brCode({ key, name, city, amount = 0, reference, description }: BrCodeInput): string {
  if (key === '' || key.length > MAX_PIX_KEY || /[^\x21-\x7e]/.test(key)) throw new RangeError('A Pix key is 1 to 77 ASCII characters');
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_PIX_CENTS) throw new RangeError(`A Pix amount is 0 to ${MAX_PIX_CENTS} cents`);
  const merchant = pixText(name, MAX_PIX_NAME);
  const place = pixText(city, MAX_PIX_CITY);
  if (merchant === '' || place === '') throw new RangeError('A Pix code needs a name and a city');
  const txid = reference === undefined || reference === '' ? NO_REFERENCE : reference;
  if (txid !== NO_REFERENCE && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('A Pix reference is 1 to 25 letters and digits');
  const account = field('00', GUI) + field('01', key);
  // What is left of field 26 after the GUI and the key: the 02 field's own four characters, then its text.
  const room = 99 - account.length - 4;
  const said = description === undefined ? '' : pixText(description, Math.max(0, room));
  const payload = [
    field('00', '01'),
    field('26', said === '' ? account : account + field('02', said)),
    field('52', '0000'),
    field('53', '986'),
    amount > 0 ? field('54', amountText(amount)) : '',
    field('58', 'BR'),
    field('59', merchant),
    field('60', place),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16(payload);
}
