/**
 * The table network's messages (N1–N6): JSON text, one object per message. Whatever comes off a
 * channel is hostile input until read here: a size limit, a guarded parse, and every field's shape
 * checked (an action by the engine's own knownAction: rebuilt of the fields its type carries, and
 * refused with any other), no value nested deeper than a message needs. Garbage reads as null; the caller
 * answers it with an `error` message, or closes after repeated garbage, and nothing else changes.
 *
 * Host → guest messages carry `seq`, consecutive on one connection (N2): guest-table.ts applies
 * only the next one, and asks `resync` on a gap. A `welcome` starts the count afresh: it says all
 * a phone needs besides its view (who it is, its role, the seats offered), so it is the answer to
 * a `hello`, to a `resync`, and to any change of role.
 *
 * The shared shuffle's messages (N7–N10) are fair-round.ts's and read by its own readers; the
 * host's are numbered here like any other.
 */
import { isSessionConfig, knownAction, type Refusal, type Seat, type SessionAction, type SessionRefusal, type TableView } from '../engine/index.ts';
import { readFairGuestMessage, readFairHostMessage, type FairGuestMessage, type FairHostMessage } from './fair-round.ts';
import type { Patch } from './view-patch.ts';

/** What a phone is at the table: one seat, the table display, or nothing yet. */
export type Role = Seat | 'table' | null;

export interface OfferedSeat {
  readonly seat: Seat;
  readonly name: string;
  /** No phone holds it (the host's own pass-and-play seats are free). */
  readonly free: boolean;
}

export type EngineRefusal = Refusal | SessionRefusal;

/** 2: a rejoin proves its secret rather than sending it (N4), so a phone of either kind is told the other is another version. */
export const PROTOCOL_VERSION = 2;

/** N5, N6: the host pings each phone every PING_MS; either side counts the other away after QUIET_MS unheard. */
export const PING_MS = 2000;
export const QUIET_MS = 6000;

export type GuestMessage =
  /** `proof`: rejoin-proof.ts's, never the secret itself (N4). */
  | { readonly t: 'hello'; readonly v: number; readonly game?: string; readonly phone?: string; readonly proof?: string; readonly device: string }
  | { readonly t: 'pick'; readonly seat: Seat | 'table' }
  /**
   * An intention; `n` counts this phone's intentions. `hand` and `log` are the moment of the view
   * it was made on (that view's message's own), so one the table has moved past is refused (N3).
   */
  | { readonly t: 'act'; readonly n: number; readonly hand: number; readonly log: number; readonly action: SessionAction }
  /** "I last applied seq `after`: send me where the table is now." */
  | { readonly t: 'resync'; readonly after: number }
  | { readonly t: 'pong'; readonly ping: number }
  | FairGuestMessage;

/**
 * A phone the host left out of a hand's deal (N8), as the host names it: the player of the seat it
 * holds, or its device when it holds none (the table display).
 */
export interface LeftPhone {
  readonly phone: string;
  readonly name: string;
  readonly seat: boolean;
}

/** Why the host would not go on with a phone; 'slow-down': past its budget of messages (N2), the next ones of that kind are ignored. */
export type HostError = 'unreadable' | 'wrong-secret' | 'old-version' | 'slow-down';

export type HostMessage =
  | {
      readonly t: 'welcome';
      readonly seq: number;
      readonly game: string;
      readonly phone: string;
      readonly secret: string;
      readonly seats: readonly OfferedSeat[];
      readonly role: Role;
      /**
       * The last of this phone's intentions the host has taken in (0: none yet, or the host reloaded):
       * the phone counts its next from it (N3). A `view`'s `acted` is the last the host dealt with.
       */
      readonly acted: number;
    }
  /**
   * The whole view of this phone's viewer after the host's log committed; `acted` as in `welcome`.
   * `hand` and `log`: the moment it shows (tableMoment), which the phone's intentions carry back (N3).
   */
  | { readonly t: 'view'; readonly seq: number; readonly view: TableView; readonly acted: number; readonly hand: number; readonly log: number }
  /**
   * What changed in that view since the one the message numbered `base` carried or made (view-patch.ts),
   * and `sum`, the digest of the view it makes; `acted`, `hand` and `log` as in `view`. A phone whose
   * view is not that one, or whose rebuilt view has another digest, asks for the whole view (N2).
   */
  | { readonly t: 'patch'; readonly seq: number; readonly base: number; readonly patch: Patch; readonly sum: string; readonly acted: number; readonly hand: number; readonly log: number }
  /** N1: this phone asked for `seat`, in the hand now and played on the host: it waits for the host's yes. */
  | { readonly t: 'asked'; readonly seq: number; readonly seat: Seat }
  | { readonly t: 'refused'; readonly seq: number; readonly n: number; readonly refusal: EngineRefusal }
  | { readonly t: 'ping'; readonly seq: number; readonly at: number }
  /** The seats whose phones are away (N5). */
  | { readonly t: 'away'; readonly seq: number; readonly seats: readonly Seat[] }
  | { readonly t: 'error'; readonly seq: number; readonly reason: HostError }
  /** N8: the phones left out of hand `hand`'s deal, late to answer, or not asked for being late before, said to every phone before the hand is dealt. */
  | { readonly t: 'fair-left'; readonly seq: number; readonly hand: number; readonly left: readonly LeftPhone[]; readonly slow: readonly LeftPhone[]; readonly benched: readonly LeftPhone[] }
  | (FairHostMessage & { readonly seq: number });

/** A view is a few KB; a message many times that size is nobody's. */
export const MAX_MESSAGE_CHARS = 256 * 1024;

/** A view nests below ten levels; a deeper value is nobody's, and a deep one stalls whatever walks it (a clone, a write). */
const MAX_DEPTH = 20;

type Shape = (value: unknown) => boolean;
type Fields = Readonly<Record<string, Shape>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const count: Shape = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const moment: Shape = (value) => typeof value === 'number' && Number.isFinite(value);
const text =
  (most: number): Shape =>
  (value) =>
    typeof value === 'string' && value.length <= most;
const optional =
  (shape: Shape): Shape =>
  (value) =>
    value === undefined || shape(value);
const nullable =
  (shape: Shape): Shape =>
  (value) =>
    value === null || shape(value);
const listOf =
  (shape: Shape, most: number): Shape =>
  (value) =>
    Array.isArray(value) && value.length <= most && value.every(shape);
const seat: Shape = (value) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 64;
const viewer: Shape = (value) => value === 'table' || seat(value);
const record: Shape = isRecord;
const token = text(64);

/** Only the listed fields (and `t`), each of its shape: an unknown field is as suspect as a wrong one. */
function exactly(value: Record<string, unknown>, fields: Fields): boolean {
  return Object.keys(value).every((key) => key === 't' || Object.hasOwn(fields, key)) && Object.entries(fields).every(([key, shape]) => shape(value[key]));
}

const refusalFields: Fields = {
  code: text(40),
  message: text(2000),
  min: optional(count),
  max: optional(count),
  expected: optional(nullable(seat)),
  reason: optional(text(40)),
  rule: optional(text(10)),
  card: optional(count),
  currency: optional(text(3)),
};
const refusal: Shape = (value) => isRecord(value) && exactly(value, refusalFields);

/**
 * A table view's outline: every part present and of its kind, the setup one the engine accepts.
 * The host is the game's authority (it deals), so its view is not checked card by card; this keeps
 * a damaged or foreign message from reaching the screens.
 */
const viewFields: Fields = {
  viewer,
  config: isSessionConfig,
  hand: nullable(record),
  turn: record,
  session: record,
  ledger: record,
  pot: record,
  showdown: nullable(record),
  profile: record,
  odds: nullable(record),
  tournament: nullable(record),
  choice: nullable(record),
};
const tableView: Shape = (value) => isRecord(value) && exactly(value, viewFields);

/** A view a phone rebuilt from a patch, checked as a whole one is. */
export const isTableView = (value: unknown): value is TableView => tableView(value);

const offeredSeat: Shape = (value) => isRecord(value) && exactly(value, { seat, name: text(100), free: (v) => typeof v === 'boolean' });

const leftPhone: Shape = (value) => isRecord(value) && exactly(value, { phone: token, name: text(100), seat: (v) => typeof v === 'boolean' });

const GUEST: Readonly<Record<Exclude<GuestMessage, FairGuestMessage>['t'], Fields>> = {
  hello: { v: count, game: optional(token), phone: optional(token), proof: optional(token), device: text(100) },
  pick: { seat: viewer },
  act: { n: count, hand: count, log: count, action: record },
  resync: { after: count },
  pong: { ping: moment },
};

const HOST: Readonly<Record<Exclude<HostMessage, FairHostMessage>['t'], Fields>> = {
  welcome: { seq: count, game: token, phone: token, secret: token, seats: listOf(offeredSeat, 64), role: nullable(viewer), acted: count },
  view: { seq: count, view: tableView, acted: count, hand: count, log: count },
  // Whether the patch fits the phone's view is view-patch.ts's to say, as it applies it.
  patch: { seq: count, base: count, patch: record, sum: token, acted: count, hand: count, log: count },
  asked: { seq: count, seat },
  refused: { seq: count, n: count, refusal },
  ping: { seq: count, at: moment },
  away: { seq: count, seats: listOf(seat, 64) },
  error: { seq: count, reason: (value) => value === 'unreadable' || value === 'wrong-secret' || value === 'old-version' || value === 'slow-down' },
  'fair-left': { seq: count, hand: count, left: listOf(leftPhone, 64), slow: listOf(leftPhone, 64), benched: listOf(leftPhone, 64) },
};

/** The shared shuffle's kinds, each read by fair-round.ts's reader; `null` from it is garbage like any other. */
const FAIR_GUEST = new Set(['commit', 'reveal']);
const FAIR_HOST = new Set(['fair-begin', 'fair-commitments', 'fair-revealed']);

/** The JSON object `text` holds, within the size limit, with a kind; null otherwise. */
function parse(text: string): (Record<string, unknown> & { t: string }) | null {
  if (typeof text !== 'string' || text.length > MAX_MESSAGE_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(value) && typeof value.t === 'string' && within(value, MAX_DEPTH) ? (value as Record<string, unknown> & { t: string }) : null;
}

/** Whether no list or object inside `value` lies more than `depth` levels down (walked without recursion). */
function within(value: object, depth: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, level] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (level > depth) return false;
    for (const inner of Object.values(item)) stack.push([inner, level + 1]);
  }
  return true;
}

/** The message `value` is when it is one of `kinds` in every field; null otherwise. */
function read<M>(value: Record<string, unknown> & { t: string }, kinds: Readonly<Record<string, Fields>>): M | null {
  if (!Object.hasOwn(kinds, value.t)) return null;
  return exactly(value, kinds[value.t]) ? (value as M) : null;
}

export function readGuestMessage(text: string): GuestMessage | null {
  const value = parse(text);
  if (!value) return null;
  if (FAIR_GUEST.has(value.t)) return readFairGuestMessage(value);
  const message = read<GuestMessage>(value, GUEST);
  return message?.t === 'act' ? intention(message) : message;
}

/** N3: an intention whose action is rebuilt of the fields its type carries; null when it carries any other. */
function intention({ n, hand, log, action }: Extract<GuestMessage, { t: 'act' }>): GuestMessage | null {
  const known = knownAction(action);
  return known && { t: 'act', n, hand, log, action: known };
}

export function readHostMessage(text: string): HostMessage | null {
  const value = parse(text);
  if (!value) return null;
  if (!FAIR_HOST.has(value.t)) return read<HostMessage>(value, HOST);
  const fair = count(value.seq) ? readFairHostMessage(value) : null;
  return fair && { ...fair, seq: value.seq as number };
}

/** A host message without its `seq`, which the host's connection numbers when it sends it. */
export type Unnumbered<M> = M extends { readonly seq: number } ? Omit<M, 'seq'> : never;
