/**
 * The shared shuffle as a round of messages (N7–N10; the rules and the check are the engine's,
 * src/engine/fair-deal.ts). Before a hand the host names the phones it asks and asks each for a
 * commitment, publishes the list with its own in it, gathers the values, and deals from the
 * source they make; after the hand it publishes the values and the hand, and every guest checks
 * the deal.
 *
 *   host                                   guest
 *   fair-begin { hand, host, asked } →     (a phone it does not know of asked: it takes no part, N8)
 *                                    ←     commit { hand, hash }              (N7)
 *   fair-commitments { hand, host, list } →                                   (N8)
 *                                    ←     reveal { hand, value }             (only now)
 *   (fair-left { hand, left, slow, benched }: the phones left out, late, or not asked for being
 *    late before, named by host-table.ts to every phone before the deal)
 *   … the hand is dealt and played from dealSource(values) (N9) …
 *   fair-revealed { hand, values, left, played } →   checkDeal → FairCheck   (N10)
 *
 * Everything a message carries comes from another phone: the readers check its shape, and a
 * message that does not fit the round (another hand, a second commitment, a phone not asked) is
 * let go without an answer.
 *
 * A reload forgets nothing the check needs (N10): each side hands what it must keep to its `keep`
 * (the host's before the deal goes on, a guest's before it sends its value) and starts again from
 * it (`restored`); where it is kept is the app's (src/app/network-host.ts, network-guest.ts), and
 * what comes back from there is read with readHostFairKept / readGuestFairKept like anything else.
 */
import {
  checkDeal,
  commitmentOf,
  dealSource,
  isHex256,
  isSessionAction,
  newSecretValue,
  type DealCheck,
  type PlayedDeal,
  type RandomSource,
  type Revealed,
  type TableView,
} from '../engine/index.ts';

interface Commitment {
  readonly phone: string;
  readonly hash: string;
}

export type FairGuestMessage = { readonly t: 'commit'; readonly hand: number; readonly hash: string } | { readonly t: 'reveal'; readonly hand: number; readonly value: string };

/**
 * A guest phone the host asks for a commitment (N8), as every phone asked sees it before it
 * commits: the seat it holds and that seat's player, or null and its device for the table display.
 */
export interface AskedPhone {
  readonly phone: string;
  readonly seat: number | null;
  readonly name: string;
}

export type FairHostMessage =
  | { readonly t: 'fair-begin'; readonly hand: number; readonly host: string; readonly asked: readonly AskedPhone[] }
  | { readonly t: 'fair-commitments'; readonly hand: number; readonly host: string; readonly list: readonly Commitment[] }
  | {
      readonly t: 'fair-revealed';
      readonly hand: number;
      readonly values: readonly Revealed[];
      /** The phones asked whose value is not in the deal: no commitment, no value, or a wrong one (N8). The host's account: a guest's check finds the missing ones itself. */
      readonly left: readonly string[];
      readonly played: PlayedDeal;
    };

/** The most phones one round takes in, and the longest phone id: anything bigger is not a table. */
const MAX_PHONES = 32;
const MAX_ID = 128;
/** A hand's log is a few hundred actions at most; this bounds what a hostile host can make a phone replay. */
const MAX_LOG = 5000;
/** The hands a guest keeps a value for at once: the one it revealed for and awaits the check of, and the next ones asked. */
const MAX_ENTRIES = 8;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHand = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;
const isPhone = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
/** At most MAX_PHONES phone ids, none twice. */
const isPhones = (value: unknown): value is string[] => Array.isArray(value) && value.length <= MAX_PHONES && value.every(isPhone) && new Set(value).size === value.length;

const isAsked = (item: Record<string, unknown>): boolean =>
  (item.seat === null || (Number.isSafeInteger(item.seat) && (item.seat as number) >= 0 && (item.seat as number) < 64)) && typeof item.name === 'string' && item.name.length <= 100;

/** A list of at most MAX_PHONES entries, each passing `ok`, no phone twice. */
function isPhoneList<T extends { phone: string }>(value: unknown, ok: (item: Record<string, unknown>) => boolean): value is T[] {
  if (!Array.isArray(value) || value.length > MAX_PHONES) return false;
  if (!value.every((item) => isRecord(item) && isPhone(item.phone) && ok(item))) return false;
  return new Set(value.map((item: T) => item.phone)).size === value.length;
}

/** The shape of a published hand; its rules are the engine's to check, by playing it (checkDeal). */
const isPlayedDeal = (value: unknown): value is PlayedDeal =>
  isRecord(value) &&
  isRecord(value.config) &&
  Array.isArray(value.config.seats) &&
  Array.isArray(value.log) &&
  value.log.length <= MAX_LOG &&
  value.log.every(isSessionAction);

export function readFairGuestMessage(value: Record<string, unknown>): FairGuestMessage | null {
  if (!isHand(value.hand)) return null;
  if (value.t === 'commit' && isHex256(value.hash)) return { t: 'commit', hand: value.hand, hash: value.hash };
  if (value.t === 'reveal' && isHex256(value.value)) return { t: 'reveal', hand: value.hand, value: value.value };
  return null;
}

export function readFairHostMessage(value: Record<string, unknown>): FairHostMessage | null {
  const { hand } = value;
  if (!isHand(hand)) return null;
  switch (value.t) {
    case 'fair-begin':
      // The host and the phones it asks fit in one list of commitments.
      if (!isPhone(value.host) || !isPhoneList<AskedPhone>(value.asked, isAsked) || value.asked.length >= MAX_PHONES) return null;
      return { t: 'fair-begin', hand, host: value.host, asked: value.asked.map(({ phone, seat, name }) => ({ phone, seat, name })) };
    case 'fair-commitments':
      if (!isPhone(value.host) || !isPhoneList<Commitment>(value.list, (c) => isHex256(c.hash))) return null;
      return { t: 'fair-commitments', hand, host: value.host, list: value.list.map(({ phone, hash }) => ({ phone, hash })) };
    case 'fair-revealed': {
      const { values, left, played } = value;
      if (!isPhoneList<Revealed>(values, (v) => isHex256(v.value)) || !isPlayedDeal(played)) return null;
      if (!Array.isArray(left) || left.length > MAX_PHONES || !left.every(isPhone)) return null;
      return { t: 'fair-revealed', hand, values: values.map(({ phone, value }) => ({ phone, value })), left, played };
    }
    default:
      return null;
  }
}

export interface HostFairRound {
  /** A guest's message, routed here by the host's table. */
  receive(phone: string, m: FairGuestMessage): void;
  /**
   * N7–N9: the round before hand `hand` (the number its table view will give it), with the guest
   * phones connected now; resolves with the hand's source once every value is in or the wait for
   * them is over and what the host owes for it is kept (`keep`). With it, to name on every phone
   * (N8): the phones whose value is not in the deal (`missing`), those that answered late
   * (`slow`), and those not asked this time for having been late before (`benched`).
   */
  beforeDeal(hand: number, phones: readonly AskedPhone[]): Promise<DealtRound>;
  /**
   * N10: once hand `hand` has ended, its values and the hand itself to every phone asked; a phone
   * not connected then is sent them when it is back (`rejoined`), until the next hand is dealt.
   */
  afterHand(hand: number, played: PlayedDeal): void;
  /** A phone came back (N4): the values and the hand it is still owed, if any. */
  rejoined(phone: string): void;
  /** The next hand is dealt with no round: what was still owed for the last one is let go (the phones' views moved on). */
  forget(): void;
}

/**
 * What the host owes the phones for a hand dealt from their values (N10), as it keeps it across its
 * own reload: the hand, the phones asked that have not been sent its values yet, the values it was
 * dealt from (the host's own first) and the phones left out of it.
 */
export interface HostFairKept {
  readonly hand: number;
  readonly asked: readonly string[];
  readonly values: readonly Revealed[];
  readonly left: readonly string[];
}

/** What a host kept (read back from its store): its shape checked like a message's; null when it is not one. */
export function readHostFairKept(value: unknown): HostFairKept | null {
  if (!isRecord(value) || !isHand(value.hand)) return null;
  const { hand, asked, values, left } = value;
  if (!isPhones(asked) || !isPhones(left) || !isPhoneList<Revealed>(values, (v) => isHex256(v.value)) || values.length === 0) return null;
  return { hand, asked: [...asked], values: values.map(({ phone, value }) => ({ phone, value })), left: [...left] };
}

interface DealtRound {
  readonly source: RandomSource;
  readonly missing: readonly string[];
  readonly slow: readonly string[];
  readonly benched: readonly string[];
}

interface HostDeps {
  readonly game: string;
  readonly hostPhone: string;
  /** False when `phone` is not connected now, so nothing went out to it. */
  send(phone: string, m: FairHostMessage): boolean | void;
  random(bytes: number): Uint8Array;
  /** How long each step waits for the phones (default 5 s). */
  readonly timeoutMs?: number;
  wait?(ms: number): Promise<void>;
  /** What this host kept before it reloaded (`keep`'s last), to owe the phones again. */
  readonly restored?: HostFairKept | null;
  /** What the host owes now, to keep across a reload, or null for nothing; the deal waits for it (N10). */
  keep?(kept: HostFairKept | null): Promise<void> | void;
}

interface HostRound {
  readonly hand: number;
  readonly asked: readonly string[];
  stage: 'commit' | 'reveal' | 'dealt';
  readonly commitments: Map<string, string>;
  readonly reveals: Map<string, string>;
  /** Wakes the step waiting for the phones when a message it counts came in. */
  wake: (() => void) | null;
  /** The step waiting now has waited LATE_MS: a phone that answers from here on is late (N8). */
  overdue: boolean;
  readonly late: Set<string>;
  values: readonly Revealed[];
  left: readonly string[];
}

/** A round dealt from what a host kept before its reload: nothing more to ask, only to publish. A record without the host's own value first is none of its own. */
function restoredRound(kept: HostFairKept | null | undefined, hostPhone: string): HostRound | null {
  if (!kept || kept.values[0]?.phone !== hostPhone) return null;
  return { ...newRound(kept.hand, kept.asked), stage: 'dealt', values: kept.values, left: kept.left };
}

const newRound = (hand: number, asked: readonly string[]): HostRound => ({
  hand,
  asked,
  stage: 'commit',
  commitments: new Map(),
  reveals: new Map(),
  wake: null,
  overdue: false,
  late: new Set(),
  values: [],
  left: [],
});

const DEFAULT_TIMEOUT_MS = 5000;
/**
 * N8: an answer that comes this long after its step began is late (an honest phone answers in
 * milliseconds). A phone late, or silent, in LATE_ROUNDS rounds in a row is not asked for the next
 * BENCH_HANDS hands: one slow phone does not slow every deal.
 */
const LATE_MS = 2000;
const LATE_ROUNDS = 2;
const BENCH_HANDS = 5;

export function hostFairRound(deps: HostDeps): HostFairRound {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let round = restoredRound(deps.restored, deps.hostPhone);
  /** N8: each phone's rounds late in a row, and the last hand it is not asked for once benched. */
  const lateRounds = new Map<string, number>();
  const benchedTo = new Map<string, number>();
  /** The last hand's values, published, and the phones asked that were not connected to be sent them. */
  let owed: { readonly message: Extract<FairHostMessage, { t: 'fair-revealed' }>; phones: readonly string[] } | null = null;

  /** What the host owes now: a hand dealt and not yet ended, or the values not yet sent to every phone asked. */
  function kept(): HostFairKept | null {
    if (round?.stage === 'dealt') return { hand: round.hand, asked: round.asked, values: round.values, left: round.left };
    if (owed && owed.phones.length > 0) return { hand: owed.message.hand, asked: owed.phones, values: owed.message.values, left: owed.message.left };
    return null;
  }

  /** Until `done` or the timeout, whichever comes first; an answer after LATE_MS is marked late. */
  async function step(r: HostRound, done: () => boolean): Promise<void> {
    let over = false;
    r.overdue = false;
    void wait(LATE_MS).then(() => {
      if (!over) r.overdue = true;
    });
    const timer = wait(timeoutMs).then(() => {
      over = true;
    });
    while (!done() && !over) await Promise.race([new Promise<void>((resolve) => (r.wake = resolve)), timer]);
    over = true;
    r.overdue = false;
    r.wake = null;
  }

  /** N8: each phone asked late or silent once more, or on time again; one late too often is benched. */
  function noteLate(hand: number, asked: readonly string[], late: ReadonlySet<string>): void {
    for (const phone of asked) {
      const rounds = late.has(phone) ? (lateRounds.get(phone) ?? 0) + 1 : 0;
      if (rounds >= LATE_ROUNDS) benchedTo.set(phone, hand + BENCH_HANDS);
      if (rounds === 0 || rounds >= LATE_ROUNDS) lateRounds.delete(phone);
      else lateRounds.set(phone, rounds);
    }
  }

  return {
    receive(phone, m) {
      const r = round;
      if (!r || m.hand !== r.hand || !r.asked.includes(phone)) return;
      if (m.t === 'commit' && r.stage === 'commit' && !r.commitments.has(phone)) r.commitments.set(phone, m.hash);
      else if (m.t === 'reveal' && r.stage === 'reveal' && r.commitments.has(phone) && !r.reveals.has(phone)) r.reveals.set(phone, m.value);
      else return;
      if (r.overdue) r.late.add(phone);
      r.wake?.();
    },

    async beforeDeal(hand, phones) {
      if (round && round.stage !== 'dealt') throw new Error('a shared shuffle is already under way');
      // A new hand: every phone's view moves on, and the last hand's values can no longer be checked.
      owed = null;
      const guests = [...new Map(phones.map((p) => [p.phone, p])).values()].filter((p) => p.phone !== deps.hostPhone);
      const benched = guests.filter((p) => (benchedTo.get(p.phone) ?? 0) >= hand);
      const named = guests.filter((p) => !benched.includes(p));
      const asked = named.map((p) => p.phone);
      const r: HostRound = (round = newRound(hand, asked));
      const own = newSecretValue(deps.random);
      // N8: who is asked is said before anyone commits: no commitment of another phone may be in the list.
      for (const phone of asked) deps.send(phone, { t: 'fair-begin', hand, host: deps.hostPhone, asked: named });
      await step(r, () => r.commitments.size === asked.length);
      // N8: the list goes out once, whole, the host's own commitment first; nothing is taken after it.
      r.stage = 'reveal';
      const list = [{ phone: deps.hostPhone, hash: commitmentOf(own, { phone: deps.hostPhone, game: deps.game, hand }) }, ...[...r.commitments].map(([phone, hash]) => ({ phone, hash }))];
      for (const phone of asked) deps.send(phone, { t: 'fair-commitments', hand, host: deps.hostPhone, list });
      await step(r, () => r.reveals.size === r.commitments.size);
      r.stage = 'dealt';
      const opens = ([phone, value]: [string, string]) => r.commitments.get(phone) === commitmentOf(value, { phone, game: deps.game, hand });
      r.values = [{ phone: deps.hostPhone, value: own }, ...[...r.reveals].filter(opens).map(([phone, value]) => ({ phone, value }))];
      const accepted = new Set(r.values.map((v) => v.phone));
      r.left = asked.filter((phone) => !accepted.has(phone));
      noteLate(hand, asked, new Set([...r.late, ...r.left]));
      // N10: what the host owes is kept before the deal goes on, so a reload does not skip the check.
      await deps.keep?.(kept());
      return { source: dealSource(r.values), missing: [...r.left], slow: asked.filter((phone) => r.late.has(phone) && accepted.has(phone)), benched: benched.map((p) => p.phone) };
    },

    afterHand(hand, played) {
      const r = round;
      if (!r || r.hand !== hand || r.stage !== 'dealt') return;
      round = null;
      const message = { t: 'fair-revealed', hand, values: r.values, left: r.left, played } as const;
      owed = { message, phones: r.asked.filter((phone) => deps.send(phone, message) === false) };
      void deps.keep?.(kept());
    },

    rejoined(phone) {
      if (!owed?.phones.includes(phone) || deps.send(phone, owed.message) === false) return;
      owed.phones = owed.phones.filter((p) => p !== phone);
      void deps.keep?.(kept());
    },

    forget() {
      if (!owed && round?.stage !== 'dealt') return;
      owed = null;
      if (round?.stage === 'dealt') round = null;
      void deps.keep?.(null);
    },
  };
}

/**
 * What a guest phone makes of the round, beside the engine's own check of the deal (DealCheck):
 * `commitment`, the host's list holds another hash for this phone than the one it sent;
 * `again`, the host asked again for a hand this phone already revealed its value for (a host that
 * has seen the values must not deal again until it likes the deck); `view`, the values came when
 * this phone held no finished view of that hand to check them against; `asked`, the host asked
 * or listed a phone this phone does not know of (N8), so it takes no part; `dropped`, this phone
 * sent its value and the deal was made without it.
 */
export type FairCheck = DealCheck | { readonly ok: false; readonly hand: number; readonly problem: 'commitment' | 'again' | 'view' | 'asked' | 'dropped' };

export interface GuestFairRound {
  /** A host's fair message, with this phone's table view and the seats it was told are away, as they are now; a check to show, or null. */
  receive(m: FairHostMessage, view: TableView | null, away: readonly number[]): FairCheck | null;
}

/** What a guest phone keeps of the shared shuffle across its own reload (N8, N10). */
export interface GuestFairKept {
  /** The latest hand it revealed its value for (0 for none): it never takes part in that hand, or an earlier one, again. */
  readonly revealed: number;
  /** Its value and commitment for each hand not checked yet, and the list it revealed after. */
  readonly entries: readonly KeptEntry[];
}

interface GuestDeps {
  readonly game: string;
  readonly phone: string;
  send(m: FairGuestMessage): void;
  random(bytes: number): Uint8Array;
  /** What this phone kept before it reloaded (`keep`'s last, for this game and phone). */
  readonly restored?: GuestFairKept | null;
  /** What to keep now, across a reload: called before anything it holds is sent (a commitment, a value). */
  keep?(kept: GuestFairKept): void;
}

interface GuestEntry {
  readonly value: string;
  readonly hash: string;
  /** The phones the host said it asks, its own first (N8): no other may be in the list. */
  readonly asked: readonly string[];
  /** The list this phone revealed after, and the host named in it. */
  seen: { readonly list: readonly Commitment[]; readonly host: string } | null;
}

interface KeptEntry extends GuestEntry {
  readonly hand: number;
}

const isSeen = (value: unknown): value is GuestEntry['seen'] =>
  value === null || (isRecord(value) && isPhone(value.host) && isPhoneList<Commitment>(value.list, (c) => isHex256(c.hash)));

const isKeptEntry = (value: unknown): value is KeptEntry =>
  isRecord(value) && isHand(value.hand) && isHex256(value.value) && isHex256(value.hash) && isPhones(value.asked) && value.asked.length > 0 && isSeen(value.seen);

/** What a guest kept (read back from its storage): its shape checked like a message's; null when it is not one. */
export function readGuestFairKept(value: unknown): GuestFairKept | null {
  if (!isRecord(value) || !(value.revealed === 0 || isHand(value.revealed))) return null;
  const { revealed, entries } = value;
  if (!Array.isArray(entries) || entries.length > MAX_ENTRIES || !entries.every(isKeptEntry)) return null;
  if (new Set(entries.map((e) => e.hand)).size !== entries.length) return null;
  const copy = (seen: GuestEntry['seen']) => seen && { host: seen.host, list: seen.list.map(({ phone, hash }) => ({ phone, hash })) };
  return { revealed, entries: entries.map(({ hand, value, hash, asked, seen }) => ({ hand, value, hash, asked: [...asked], seen: copy(seen) })) };
}

/**
 * N8: whether every phone the host asks is one this phone knows of: itself, in the role it holds,
 * and phones holding other seats of this game, each once, named for that seat's player and not
 * away. A table display is known only by the device the host names: every phone shows the list,
 * for the table to count.
 */
function knowsAsked(asked: readonly AskedPhone[], me: string, view: TableView | null, away: readonly number[]): boolean {
  const own = asked.find((a) => a.phone === me);
  if (!view || !own || own.seat !== (view.viewer === 'table' ? null : view.viewer)) return false;
  const seats = asked.flatMap((a) => (a.seat === null ? [] : [a.seat]));
  if (new Set(seats).size !== seats.length) return false;
  return asked.every((a) => a.seat === null || (view.config.players[a.seat]?.name === a.name && !away.includes(a.seat)));
}

export function guestFairRound(deps: GuestDeps): GuestFairRound {
  const entries = new Map<number, GuestEntry>();
  /** The latest hand this phone revealed its value for: it never takes part in that hand, or an earlier one, again. */
  let revealed = deps.restored?.revealed ?? 0;
  const binding = (hand: number) => ({ phone: deps.phone, game: deps.game, hand });
  // Only what this phone could have kept itself: a hand not before the last revealed, its value opening its commitment.
  for (const { hand, value, hash, asked, seen } of deps.restored?.entries ?? []) if (hand >= revealed && commitmentOf(value, binding(hand)) === hash) entries.set(hand, { value, hash, asked, seen });
  const keep = () => deps.keep?.({ revealed, entries: [...entries].map(([hand, entry]) => ({ hand, ...entry })) });

  return {
    receive(m, view, away) {
      const { hand } = m;
      switch (m.t) {
        case 'fair-begin': {
          if (hand <= revealed) return { ok: false, hand, problem: 'again' };
          if (!knowsAsked(m.asked, deps.phone, view, away)) return { ok: false, hand, problem: 'asked' };
          const value = newSecretValue(deps.random);
          const hash = commitmentOf(value, binding(hand));
          entries.set(hand, { value, hash, asked: [m.host, ...m.asked.map((a) => a.phone)], seen: null });
          // A host that asks for ever more hands gets no more room: the oldest is let go.
          while (entries.size > MAX_ENTRIES) entries.delete(Math.min(...entries.keys()));
          keep();
          deps.send({ t: 'commit', hand, hash });
          return null;
        }
        case 'fair-commitments': {
          const entry = entries.get(hand);
          if (!entry || entry.seen || hand <= revealed) return null;
          // N8: a commitment of a phone not announced before this one committed was made up after it.
          if (m.host !== entry.asked[0] || !m.list.every((c) => entry.asked.includes(c.phone))) return { ok: false, hand, problem: 'asked' };
          const mine = m.list.find((c) => c.phone === deps.phone);
          // Left out of the list (a commitment that came too late): the host names this phone after the hand.
          if (!mine) return null;
          if (mine.hash !== entry.hash) return { ok: false, hand, problem: 'commitment' };
          // N8: never a value before the host's own commitment is there to hold it to.
          if (m.host === deps.phone || !m.list.some((c) => c.phone === m.host)) return null;
          entry.seen = { list: m.list, host: m.host };
          revealed = hand;
          for (const earlier of entries.keys()) if (earlier < hand) entries.delete(earlier);
          // Kept before the value leaves: a reload after it still checks the deal, and never reveals for this hand again.
          keep();
          deps.send({ t: 'reveal', hand, value: entry.value });
          return null;
        }
        case 'fair-revealed': {
          const seen = entries.get(hand)?.seen;
          if (!seen) return null;
          entries.delete(hand);
          keep();
          const finished = view?.hand && view.hand.result !== null && view.session.handNumber === hand ? view.hand : null;
          if (!finished) return { ok: false, hand, problem: 'view' };
          const check = checkDeal({ game: deps.game, hand, host: seen.host, commitments: seen.list, values: m.values, played: m.played, seen: finished });
          // N8: above all, this phone's own value left out after it sent it.
          return !check.ok && check.problem === 'left' && check.left.includes(deps.phone) ? { ok: false, hand, problem: 'dropped' } : check;
        }
      }
    },
  };
}
