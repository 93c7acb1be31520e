/**
 * The players' book as CSV, one row per player per night (the columns are in CSV.md beside this
 * file). `bookCsv` writes nights out; `readNightsCsv` reads a spreadsheet of past nights and
 * either returns every night ready to store or the problems, each with its line number — never a
 * part of the file.
 */
import { minorDigits, UNIT } from '../../engine/index.ts';
import { isCurrency, MAX_NIGHT_PLAYERS, MAX_RESULT } from '../../engine/limits.ts';
import { cleanName, nameKey, nameProblem, type NameProblem } from '../../engine/names.ts';
import { isDay, type NightRecord, type NightResultRecord } from '../../store/index.ts';
import { CHOICE, countsIn, type Night } from './nights.ts';

const CSV_COLUMNS = ['night', 'date', 'game', 'player', 'net', 'money', 'currency', 'place', 'hands', 'biggest_pot'] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['date', 'game', 'player', 'net'];

/**
 * Larger than any home game's spreadsheet (some 12,000 rows: twenty players a week for eleven
 * years); checked before the file is read. Its import and the book it makes each stay within a
 * second or so of work (`npm run bench -- limits`), where 2 MB took three.
 */
export const MAX_CSV_BYTES = 512 * 1024;
/** A file with more problems than this stops being read: the first ones say enough. */
const MAX_PROBLEMS = 20;

type CsvProblemCode =
  | 'empty'
  | 'quote'
  | 'missingColumn'
  | 'duplicateColumn'
  | 'cellCount'
  | 'date'
  | 'game'
  | 'player'
  | 'playerTooLong'
  | 'net'
  | 'money'
  | 'currency'
  | 'moneyWithoutCurrency'
  | 'place'
  | 'hands'
  | 'biggestPot'
  /** G18: a number beyond what the book keeps (`column`, `value`; limits.ts MAX_RESULT, in cents of `currency` for money). */
  | 'aboveLimit'
  | 'mixedNight'
  | 'duplicatePlayer'
  | 'fewPlayers'
  | 'manyPlayers'
  | 'moneyMissing'
  | 'moneyNotZero';

export interface CsvProblem {
  /** The line of the file, from 1 (a quoted cell may hold line breaks: the line its row starts on). */
  readonly line: number;
  readonly code: CsvProblemCode;
  /** The column, the cell as written, the night's name or its money's sum (in cents), as the problem needs. */
  readonly column?: string;
  readonly value?: string;
  readonly cents?: number;
  readonly currency?: string;
}

export type CsvReading = { readonly ok: true; readonly nights: readonly NightRecord[] } | { readonly ok: false; readonly problems: readonly CsvProblem[] };

// ---- Writing -------------------------------------------------------------------------------

/**
 * Spreadsheets run a cell starting with one of these as a formula; a quote in front keeps a name
 * text (and a name that starts with a quote gets one more, so reading drops exactly one).
 */
const FORMULA = /^[=+\-@\t\r']/;

const quoted = (text: string) => (/[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const textCell = (text: string) => quoted(FORMULA.test(text) ? `'${text}` : text);
const numberCell = (value: string | number | null) => (value === null ? '' : quoted(String(value)));

/** Baseball's sixtieths as units with up to four decimals (1⅓ → 1.3333), read back to the nearest sixtieth. */
function unitsText(amount: number): string {
  return String(Number((amount / UNIT).toFixed(4)));
}

function moneyText(cents: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const size = Math.abs(cents);
  const whole = Math.floor(size / 10 ** digits);
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(size % 10 ** digits).padStart(digits, '0')}`;
}

export interface CsvNight {
  readonly night: Night;
  /** The name to write for each seat (the book's name of the player who sat there). */
  readonly names: readonly string[];
  /** The night column: an imported night's own name, a game's id. */
  readonly label: string;
}

/**
 * The nights as CSV text: a header, then a row per player per night, lines ending CRLF, with a BOM
 * for spreadsheets. V11: a dealer's-choice night is one night, game CHOICE, even where the book
 * shows one game's part of it.
 */
export function bookCsv(nights: readonly CsvNight[]): string {
  const rows = nights.flatMap(({ night: shown, names, label }) => {
    const night = shown.partOf ?? shown;
    return night.seats.map((seat, i) =>
      [
        textCell(label),
        night.day,
        night.profile,
        textCell(names[i]),
        numberCell(countsIn(night.profile) === 'units' ? unitsText(seat.net) : seat.net),
        numberCell(night.currency && seat.money !== null ? moneyText(seat.money, night.currency) : null),
        night.currency ?? '',
        numberCell(seat.place),
        numberCell(seat.hands),
        numberCell(seat.biggestPot === null ? null : countsIn(night.profile) === 'units' ? unitsText(seat.biggestPot) : seat.biggestPot),
      ].join(','),
    );
  });
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

// ---- Reading -------------------------------------------------------------------------------

/**
 * A spreadsheet file's text. UTF-8 (with or without its byte-order mark) as Mesa writes it, UTF-16
 * by its byte-order mark (Excel's "Unicode text"); anything else that is not valid UTF-8 is what
 * Excel on Windows saves as "CSV": Windows-1252, read as such, so "João" never comes in as "Jo�o".
 */
export function csvText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** Bytes 0x80–0x9F of Windows-1252 (the five it leaves undefined kept as their C1 code points, as browsers do). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Windows-1252 by its table: Node's TextDecoder('windows-1252') reads 0x80–0x9F as Latin-1's
 * controls (so "’" and "€" would be lost), and the tests run there as well as in the browsers.
 */
function windows1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** The delimiter of the header line: a comma, or the semicolon (or tab) of spreadsheets set to Portuguese. */
function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** RFC 4180 rows; blank lines skipped. Null with the line of an unclosed quote. */
function rows(text: string, delimiter: string): CsvRow[] | { readonly quoteAt: number } {
  const out: CsvRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(field);
    if (cells.some((c) => c.trim() !== '')) out.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
      quoteLine = line;
    } else if (c === delimiter) {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  if (quoted) return { quoteAt: quoteLine };
  endRow();
  return out;
}

/** A text cell as the spreadsheet meant it: trimmed, without the quote that kept a formula out. */
const text = (value: string) => value.trim().replace(/^'(?=[=+\-@'])/, '');

/** "12", "+12", "−12", "1.5" or "1,5" (no thousands separators): the number, or null. */
function decimal(value: string): { readonly negative: boolean; readonly whole: string; readonly fraction: string } | null {
  const match = /^([+\-−]?)(\d+)(?:[.,](\d+))?$/.exec(value.trim());
  return match ? { negative: match[1] === '-' || match[1] === '−', whole: match[2], fraction: match[3] ?? '' } : null;
}

/** A number read, or why not: not one at all, or beyond the book's limit (G18). */
type Read = number | 'bad' | 'aboveLimit';

/** Within ±MAX_RESULT: a result the book can add up exactly over its nights (limits.ts). */
const bounded = (n: number): Read => (Math.abs(n) <= MAX_RESULT ? n : 'aboveLimit');

function wholeNumber(value: string, min: number): Read {
  const n = decimal(value);
  if (!n || n.fraction !== '' || (n.negative && min >= 0)) return 'bad';
  const result = (n.negative ? -1 : 1) * Number(n.whole);
  return result >= min ? bounded(result) : 'bad';
}

/** Baseball units to the nearest sixtieth; chips must be whole. */
function amount(value: string, profile: string): Read {
  if (countsIn(profile) === 'chips') return wholeNumber(value, -Infinity);
  const n = decimal(value);
  if (!n) return 'bad';
  const units = Number(`${n.whole}.${n.fraction || '0'}`);
  const sixtieths = Math.round(units * UNIT);
  return bounded(n.negative ? -sixtieths : sixtieths);
}

function cents(value: string, currency: string): Read {
  const n = decimal(value);
  const digits = minorDigits(currency);
  if (!n || n.fraction.length > digits) return 'bad';
  return bounded((n.negative ? -1 : 1) * (Number(n.whole) * 10 ** digits + Number(n.fraction.padEnd(digits, '0') || '0')));
}

/** YYYY-MM-DD, or DD/MM/YYYY as spreadsheets in Portuguese write it. */
function dayOf(value: string): string | null {
  const v = value.trim();
  const european = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const day = european ? `${european[3]}-${european[2].padStart(2, '0')}-${european[1].padStart(2, '0')}` : v;
  return isDay(day) ? day : null;
}

interface Row {
  readonly line: number;
  readonly label: string;
  readonly day: string;
  readonly profile: string;
  readonly currency: string | null;
  readonly result: NightResultRecord;
}

/** An imported night's id: the same spreadsheet night (name, day and game) is the same night. */
export const sheetNightId = (label: string, day: string, profile: string): string => `sheet:${day}:${profile}:${label}`;

/**
 * Reads a spreadsheet of past nights. `knownProfiles`: the games this build plays; a night of
 * several of them is CHOICE (V11: its results are the night's, its games' parts stay in the game).
 * Every row is checked, then every night (its rows agree on day, game and currency, names are not
 * repeated, its money adds up to zero); any problem and no night comes back.
 */
export function readNightsCsv(input: string, options: { readonly knownProfiles: readonly string[]; readonly now: number }): CsvReading {
  const problems: CsvProblem[] = [];
  const refuse = (problem: CsvProblem): CsvReading => ({ ok: false, problems: [problem] });
  const source = input.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const parsed = rows(source, delimiterOf(firstLine));
  if (!Array.isArray(parsed)) return refuse({ line: parsed.quoteAt, code: 'quote' });
  if (parsed.length === 0) return refuse({ line: 1, code: 'empty' });
  const [header, ...body] = parsed;
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const index = new Map<string, number>();
  for (const [i, name] of names.entries()) {
    if (index.has(name) && (CSV_COLUMNS as readonly string[]).includes(name)) return refuse({ line: header.line, code: 'duplicateColumn', column: name });
    index.set(name, i);
  }
  const missing = REQUIRED.find((column) => !index.has(column));
  if (missing) return refuse({ line: header.line, code: 'missingColumn', column: missing });
  if (body.length === 0) return refuse({ line: header.line, code: 'empty' });

  const parsedRows: Row[] = [];
  // A spreadsheet names a few dozen players over thousands of rows: each name is checked once.
  const nameChecks = new Map<string, NameProblem | null>();
  for (const row of body) {
    if (problems.length >= MAX_PROBLEMS) break;
    const raw = (column: Column) => (index.has(column) ? (row.cells[index.get(column)!] ?? '') : '');
    const problem = (code: CsvProblemCode, column: Column) => problems.push({ line: row.line, code, column, value: raw(column).trim() });
    if (row.cells.length > header.cells.length) {
      problems.push({ line: row.line, code: 'cellCount' });
      continue;
    }
    const before = problems.length;
    const day = dayOf(raw('date'));
    if (!day) problem('date', 'date');
    const profile = raw('game').trim().toLowerCase();
    if (profile !== CHOICE && !options.knownProfiles.includes(profile)) problem('game', 'game');
    // G17: the setup's name rule; a name said twice in a night is found below, with the night.
    const player = cleanName(text(raw('player')));
    if (!nameChecks.has(player)) nameChecks.set(player, nameProblem(player, []));
    const named = nameChecks.get(player);
    if (named === 'emptyName') problem('player', 'player');
    if (named === 'nameTooLong') problem('playerTooLong', 'player');
    const currency = raw('currency').trim().toUpperCase() || null;
    /** A number read from its column: a problem of its own code, or of the limit, when it is not one the book keeps. */
    const checked = (column: Column, code: CsvProblemCode, read: Read, min = -Infinity): number | null => {
      if (typeof read === 'number' && read >= min) return read;
      if (read === 'aboveLimit') problems.push({ line: row.line, code: 'aboveLimit', column, value: raw(column).trim(), ...(column === 'money' && currency ? { currency } : {}) });
      else problem(code, column);
      return null;
    };
    const net = checked('net', 'net', amount(raw('net'), profile));
    if (currency !== null && !isCurrency(currency)) problem('currency', 'currency');
    const moneyText = raw('money').trim();
    let money: number | null = null;
    if (moneyText !== '') {
      if (currency === null) problems.push({ line: row.line, code: 'moneyWithoutCurrency' });
      else if (isCurrency(currency)) money = checked('money', 'money', cents(moneyText, currency));
    }
    const optional = (column: Column, code: CsvProblemCode, min: number, read: (v: string) => Read = (v) => wholeNumber(v, min)) => {
      const value = raw(column).trim();
      return value === '' ? null : checked(column, code, read(value), min);
    };
    const place = optional('place', 'place', 1);
    const hands = optional('hands', 'hands', 0);
    const biggestPot = optional('biggest_pot', 'biggestPot', 0, (v) => amount(v, profile));
    if (problems.length > before) continue;
    parsedRows.push({ line: row.line, label: text(raw('night')), day: day!, profile, currency, result: { player, net: net!, money, place, hands, biggestPot } });
  }
  if (problems.length > 0) return { ok: false, problems };

  // A night is its name, date and game: a weekly "sexta" is a new night every Friday. A date
  // typed wrong still shows, as a night of one player (fewPlayers) with money that does not add up.
  const groups = new Map<string, Row[]>();
  for (const row of parsedRows) {
    const key = sheetNightId(row.label, row.day, row.profile);
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(row);
  }
  const nights: NightRecord[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    const seen = new Set<string>();
    for (const row of group) {
      if (row.currency !== first.currency) {
        problems.push({ line: row.line, code: 'mixedNight', value: first.label || first.day });
      } else if (seen.has(nameKey(row.result.player))) {
        problems.push({ line: row.line, code: 'duplicatePlayer', value: row.result.player });
      } else if (first.currency !== null && row.result.money === null) {
        problems.push({ line: row.line, code: 'moneyMissing' });
      }
      seen.add(nameKey(row.result.player));
    }
    if (group.length < 2) problems.push({ line: first.line, code: 'fewPlayers', value: first.label || first.day });
    if (group.length > MAX_NIGHT_PLAYERS) problems.push({ line: first.line, code: 'manyPlayers', value: first.label || first.day });
    const sum = group.reduce((total, row) => total + (row.result.money ?? 0), 0);
    if (first.currency !== null && sum !== 0) {
      problems.push({ line: first.line, code: 'moneyNotZero', value: first.label || first.day, cents: sum, currency: first.currency });
    }
    nights.push({
      id: sheetNightId(first.label, first.day, first.profile),
      label: first.label,
      day: first.day,
      profile: first.profile,
      currency: first.currency,
      importedAt: options.now,
      results: group.map((row) => row.result),
    });
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS) };
  return { ok: true, nights };
}
