// The tests' own reader of a BR Code, written apart from src/engine/pix (nothing of it imported):
// a plain EMV TLV reader and a table-driven CRC-16/CCITT-FALSE, so a code the module builds is
// checked by code that shares none of its mistakes.

interface Field {
  readonly id: string;
  readonly value: string;
}

/** The TLV fields of `text` in order; throws where an id or a length is not two digits or runs past the end. */
function fields(text: string): Field[] {
  const out: Field[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`No field header at ${at}: ${JSON.stringify(head)}`);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`Field ${head.slice(0, 2)} at ${at} says ${length} characters but has ${value.length}`);
    out.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return out;
}

const TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let i = 0; i < 8; i++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  return crc;
});

/** CRC-16/CCITT-FALSE over the UTF-8 bytes of `text`, by table. */
export function crcOf(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff];
  return crc;
}

export interface Decoded {
  readonly ids: readonly string[];
  readonly format: string;
  readonly gui: string;
  readonly key: string;
  readonly description: string | null;
  readonly category: string;
  readonly currency: string;
  /** Cents, or null without field 54. */
  readonly cents: number | null;
  readonly amountText: string | null;
  readonly country: string;
  readonly name: string;
  readonly city: string;
  readonly reference: string;
  readonly crcOk: boolean;
}

/** A static BR Code read back: every field by its id, the amount in cents, and whether its CRC checks. */
export function decode(code: string): Decoded {
  const top = fields(code);
  const get = (id: string, list: readonly Field[] = top) => list.find((f) => f.id === id)?.value ?? null;
  const account = fields(get('26') ?? '');
  const extra = fields(get('62') ?? '');
  const last = top[top.length - 1];
  const amountText = get('54');
  const cents = amountText === null ? null : Math.round(Number(amountText) * 100);
  return {
    ids: top.map((f) => f.id),
    format: get('00') ?? '',
    gui: get('00', account) ?? '',
    key: get('01', account) ?? '',
    description: get('02', account),
    category: get('52') ?? '',
    currency: get('53') ?? '',
    cents,
    amountText,
    country: get('58') ?? '',
    name: get('59') ?? '',
    city: get('60') ?? '',
    reference: get('05', extra) ?? '',
    crcOk: last.id === '63' && last.value.length === 4 && last.value === crcOf(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'),
  };
}
