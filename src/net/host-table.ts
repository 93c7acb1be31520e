/**
 * The host's side of the protocol (N1–N6), with no transport, clock or randomness of its own:
 * the phones that joined the game, each over its Channel, and what each is sent.
 *
 *   const host = new HostTable({ game, now, random, viewOf, apply, onChange });
 *   host.connect(channel)   // a guest phone's pipe; it says `hello` first
 *   host.broadcast()        // after each commit: each phone the view of its own role, nothing else
 *   host.tick()             // every second or so: pings, phones gone quiet, N5's stand-in
 *   await host.shuffle(hand)   // N7–N9 before a deal: the source the phones made, or null with none
 *   host.afterHand(hand, played)   // N10 once that hand ended: the values and the hand to every phone
 *                                  // (one away then is sent them when it is back; kept across a reload: fairKept)
 *
 * The host's log is the game: an intention is applied through `apply` (the runner's act), one at
 * a time in arrival order, and only a committed state is ever sent (N2).
 */
import { cleanName, type PlayedDeal, type RandomSource, type Seat, type SessionAction, type TableView, type Viewer } from '../engine/index.ts';
import { standIn, standInDue, type ActFor } from './act-for.ts';
import type { Channel } from './channel.ts';
import { hostFairRound, type AskedPhone, type HostFairKept, type HostFairRound } from './fair-round.ts';
import { intentionRefusal, LOOKED, staleRefusal, type TableMoment } from './intentions.ts';
import { MessageBudget } from './message-budget.ts';
import { padded } from './padding.ts';
import { rejoinProof, sameProof } from './rejoin-proof.ts';
import { diff, digest } from './view-patch.ts';
import {
  PING_MS,
  PROTOCOL_VERSION,
  QUIET_MS,
  readGuestMessage,
  type EngineRefusal,
  type GuestMessage,
  type HostError,
  type HostMessage,
  type LeftPhone,
  type OfferedSeat,
  type Role,
  type Unnumbered,
} from './messages.ts';

/** A phone as the host panel lists it. */
export interface PhoneStatus {
  readonly phone: string;
  readonly device: string;
  readonly role: Role;
  readonly state: 'connected' | 'away';
  /** N6: no pipe to it (it closed, or none since this host reloaded): with no server, only a new code from this host brings it back. */
  readonly closed: boolean;
  readonly latencyMs: number | null;
  readonly awaySince: number | null;
  /** N5: when the host will check or fold for this away phone's seat, whose turn it is; null when it will not. */
  readonly standInAt: number | null;
  /** N1: the seat in the hand this phone asked for, waiting for the host's yes (answer); null when none. */
  readonly asks: Seat | null;
  /** N2: when the phone last sent past its budget of messages (the host names it); null when never. */
  readonly floodedAt: number | null;
}

/** What the host keeps of a phone across its own reloads (N4): who it is, its secret and its role. */
export interface SavedPhone {
  readonly phone: string;
  readonly device: string;
  readonly secret: string;
  readonly role: Role;
}

/** How an intention fared on the host's log: committed, refused by the engine, or not saved. */
export type Applied = 'done' | 'unsaved' | EngineRefusal;

export interface HostTableOptions {
  readonly game: string;
  readonly now: () => number;
  /** `bytes` cryptographically random bytes (the phones' ids and secrets). */
  readonly random: (bytes: number) => Uint8Array;
  /** What `viewer` sees of the game's last committed state; null when no game is open. */
  readonly viewOf: (viewer: Viewer) => TableView | null;
  /**
   * Applies an action through the host's log; resolves once it committed, or why not. `stale` is
   * asked just before the engine judges it (after any wait for the host's own tap): a refusal from
   * it means the table moved on since the action was made, and it is not applied (N3).
   */
  readonly apply: (action: SessionAction, stale: () => EngineRefusal | null) => Promise<Applied>;
  /** N3: the moment of the game's last committed state, sent with each view; null when no game is open. */
  readonly moment: () => TableMoment | null;
  /** The phones' list changed (one joined, took a role, went away or came back, answered a ping). */
  readonly onChange: () => void;
  readonly saved?: readonly SavedPhone[];
  readonly actFor?: ActFor;
  /** N8: how long each step of the shared shuffle waits for the phones (default 5 s). */
  readonly fairTimeoutMs?: number;
  /** N10: the values this host owed the phones for a hand when it reloaded (read back with readHostFairKept). */
  readonly fairKept?: HostFairKept | null;
  /** N10: what the host owes the phones now, to keep with the game (null: nothing); the deal waits for it. */
  readonly onFairKept?: (kept: HostFairKept | null) => Promise<void>;
}

/** N8: the phones named on every phone before a deal: left out of it, late to answer, or not asked for being late before. */
export interface FairNames {
  readonly left: readonly LeftPhone[];
  readonly slow: readonly LeftPhone[];
  readonly benched: readonly LeftPhone[];
}

/** The host's own phone in the shared shuffle's lists: no guest's id (16 hex digits) reads like it. */
export const HOST_PHONE = 'host';

/** Garbage in a row after which the host stops listening to a pipe. */
const MAX_GARBAGE = 3;

/**
 * N3: how far ahead of the last intention taken in a phone's next may count. A phone counts one
 * by one from the number its welcome says; more than this ahead is no count a phone keeps.
 */
const MAX_INTENTION_STEP = 16;

interface Link {
  readonly channel: Channel;
  /** The pipe as handed to `connect`, unpadded: the one its path is read from (N1). */
  readonly pipe: Channel;
  readonly since: number;
  seq: number;
  phone: Phone | null;
  garbage: number;
  pingedAt: number | null;
  pongAt: number | null;
  /** Refused for good: closed at the next tick, so the error sent on it has a moment to leave. */
  closing: boolean;
  /**
   * N2: the last view sent on this pipe and the seq of its message, the base of the next one's
   * patch (the channel is ordered and reliable, and a phone that missed one asks for a welcome,
   * which sends the whole view again); null before any, and from each welcome.
   */
  sent: { readonly seq: number; readonly view: TableView } | null;
}

interface Phone extends SavedPhone {
  device: string;
  role: Role;
  link: Link | null;
  latencyMs: number | null;
  awaySince: number | null;
  /** The last of its intentions the host dealt with. */
  acted: number;
  /** N3: the last of its intentions taken in, on arrival: one counted again is the same intention. */
  taken: number;
  /** N1: the seat in the hand it asked for, until the host answers. */
  asks: Seat | null;
}

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export class HostTable {
  private readonly phones = new Map<string, Phone>();
  private readonly links = new Set<Link>();
  private queue: Promise<void> = Promise.resolve();
  private awaySeats = '[]';
  /** N5's turn and its clock; G16: the seats whose phones looked at their cards in it. */
  private turn: { key: string; since: number; seat: Seat | null; stoodIn: boolean; looked: Set<Seat> } = { key: '', since: 0, seat: null, stoodIn: false, looked: new Set() };
  private actFor: ActFor;
  private readonly fair: HostFairRound;
  /** N2: each phone's budget for each kind of message, and when it last went past one. */
  private readonly budgets = new Map<string, Map<string, MessageBudget>>();
  private readonly flooded = new Map<string, number>();

  constructor(private readonly options: HostTableOptions) {
    this.actFor = options.actFor ?? 'off';
    this.fair = hostFairRound({
      game: options.game,
      hostPhone: HOST_PHONE,
      random: options.random,
      timeoutMs: options.fairTimeoutMs,
      restored: options.fairKept,
      keep: options.onFairKept,
      send: (phone, m) => {
        const link = this.phones.get(phone)?.link;
        if (!link) return false;
        this.send(link, m);
        return true;
      },
    });
    for (const saved of options.saved ?? []) this.phones.set(saved.phone, { ...saved, link: null, latencyMs: null, awaySince: options.now(), acted: 0, taken: 0, asks: null });
    this.noteTurn();
  }

  /** Every phone ever joined to this game, in the order they joined. */
  status(): PhoneStatus[] {
    return [...this.phones.values()].map((p) => ({
      phone: p.phone,
      device: p.device,
      role: p.role,
      state: p.awaySince === null ? 'connected' : 'away',
      closed: p.link === null,
      latencyMs: p.latencyMs,
      awaySince: p.awaySince,
      standInAt: this.standInFor(p)?.at ?? null,
      asks: p.asks,
      floodedAt: this.flooded.get(p.phone) ?? null,
    }));
  }

  /**
   * N7–N9 before hand number `hand` is dealt: the shared shuffle with every phone connected with a
   * role (a seat or the table display), this phone's own value among them; null when no such phone
   * is connected. The phones left out, late, or not asked for being late before are named to every
   * one of those phones before the deal (N8).
   */
  async shuffle(hand: number): Promise<({ readonly source: RandomSource } & FairNames) | null> {
    const asked = [...this.phones.values()].filter((p) => p.link && p.awaySince === null && p.role !== null);
    if (asked.length === 0) {
      // Dealt with no round: values still owed for the last hand can no longer be checked by a phone that comes back.
      this.fair.forget();
      return null;
    }
    const { source, missing, slow, benched } = await this.fair.beforeDeal(hand, asked.map((p) => this.asked(p)));
    const names = (ids: readonly string[]) => ids.map((id) => this.named(this.phones.get(id)!));
    const named: FairNames = { left: names(missing), slow: names(slow), benched: names(benched) };
    if (missing.length + slow.length + benched.length > 0) for (const p of asked) if (p.link) this.send(p.link, { t: 'fair-left', hand, ...named });
    return { source, ...named };
  }

  /** N10: hand `hand`, dealt from a shared shuffle, has ended: its values and the hand itself to every phone asked (one away, once it is back). */
  afterHand(hand: number, played: PlayedDeal): void {
    this.fair.afterHand(hand, played);
  }

  saved(): SavedPhone[] {
    return [...this.phones.values()].map(({ phone, device, secret, role }) => ({ phone, device, secret, role }));
  }

  /** A new pipe to a guest phone: nothing is sent on it before its `hello`. Every text on it is padded (N2). */
  connect(pipe: Channel): void {
    const channel = padded(pipe);
    const link: Link = { channel, pipe, since: this.options.now(), seq: 0, phone: null, garbage: 0, pingedAt: null, pongAt: null, closing: false, sent: null };
    this.links.add(link);
    channel.onmessage = (text) => this.receive(link, text);
    channel.onclose = () => this.closed(link);
  }

  /** The pipe `phoneId` is on now, as handed to `connect` (N1: the host's panel reads its path); null when it has none. */
  pipeOf(phoneId: string): Channel | null {
    return this.phones.get(phoneId)?.link?.pipe ?? null;
  }

  /** After each commit: each phone with a role the view of that role (what changed in it), then who is away. */
  broadcast(): void {
    this.noteTurn();
    for (const phone of this.phones.values()) if (phone.link) this.sendView(phone);
    this.sendAway();
  }

  /** The host gives `phone` a role (a seat another phone held is taken from it). */
  assign(phoneId: string, role: Role): void {
    const phone = this.phones.get(phoneId);
    if (!phone) throw new RangeError(`no phone ${phoneId} at this table`);
    this.setRole(phone, role);
  }

  /** N1: the host's yes or no to a phone that asked for a seat in the hand: the seat, if still free, or the choice again. */
  answer(phoneId: string, yes: boolean): void {
    const phone = this.phones.get(phoneId);
    const seat = phone?.asks ?? null;
    if (!phone || seat === null) return;
    phone.asks = null;
    if (yes && phone.role === null && this.seats().some((s) => s.seat === seat && s.free)) return this.setRole(phone, seat);
    this.welcome(phone);
    this.changed();
  }

  /** N5: the table's choice of how long an away seat's turn waits; the turn waiting now counts with it at once. */
  get standInAfter(): ActFor {
    return this.actFor;
  }

  setActFor(value: ActFor): void {
    this.actFor = value;
    this.options.onChange();
    this.standInIfDue(this.options.now());
  }

  /** Pings, quiet phones counted away, and N5: an away seat's turn played for it once it waited long enough. */
  tick(): void {
    const now = this.options.now();
    let changed = false;
    for (const link of [...this.links]) {
      if (link.closing) {
        this.drop(link);
        continue;
      }
      if (!link.phone) {
        // A pipe that never said hello is nobody's.
        if (now - link.since > QUIET_MS) this.drop(link);
        continue;
      }
      if (link.pingedAt === null || now - link.pingedAt >= PING_MS) {
        link.pingedAt = now;
        this.send(link, { t: 'ping', at: now });
      }
      const phone = link.phone;
      if (phone.awaySince === null && now - (link.pongAt ?? link.since) > QUIET_MS) {
        phone.awaySince = now;
        changed = true;
      }
    }
    if (changed) this.changed();
    this.standInIfDue(now);
  }

  /** Stops serving: every pipe closed, the phones kept for the next time. */
  close(): void {
    for (const link of [...this.links]) this.drop(link);
    for (const phone of this.phones.values()) phone.link = null;
  }

  private receive(link: Link, text: string): void {
    if (!this.links.has(link) || link.closing) return;
    const message = readGuestMessage(text);
    const phone = link.phone;
    if (phone && !this.withinBudget(phone, link, message?.t ?? 'unreadable')) return;
    if (!message || (message.t === 'hello') === (phone !== null)) {
      this.refuse(link, 'unreadable', ++link.garbage >= MAX_GARBAGE);
      return;
    }
    link.garbage = 0;
    if (message.t === 'hello') this.hello(link, message);
    else this.handle(phone!, link, message);
  }

  private handle(phone: Phone, link: Link, message: Exclude<GuestMessage, { t: 'hello' }>): void {
    switch (message.t) {
      case 'pick':
        if (phone.role !== null || !(message.seat === 'table' || this.seats().some((s) => s.seat === message.seat && s.free))) this.welcome(phone);
        else if (message.seat !== 'table' && this.inHand(message.seat)) this.ask(phone, message.seat);
        else this.setRole(phone, message.seat);
        return;
      case 'act':
        // The same intention again (a burst, a replay) is taken once; a count far ahead is no phone's.
        if (message.n <= phone.taken) return;
        if (message.n > phone.taken + MAX_INTENTION_STEP) return this.refuse(link, 'unreadable', false);
        phone.taken = message.n;
        this.enqueue(() => this.intention(phone, message));
        return;
      case 'resync':
        this.welcome(phone);
        return;
      case 'commit':
      case 'reveal':
        this.fair.receive(phone.phone, message);
        return;
      case 'pong': {
        const now = this.options.now();
        if (message.ping > now || message.ping < link.since) return;
        link.pongAt = now;
        phone.latencyMs = now - message.ping;
        phone.awaySince = null;
        this.changed();
      }
    }
  }

  /** N1, N4: a first join gets a new phone id and secret; a returning phone its seat, if its secret is right. */
  private hello(link: Link, hello: Extract<GuestMessage, { t: 'hello' }>): void {
    if (hello.v !== PROTOCOL_VERSION) return this.refuse(link, 'old-version', true);
    let phone: Phone;
    if (hello.game === this.options.game && hello.phone !== undefined) {
      const known = this.phones.get(hello.phone);
      // A wrong secret changes nothing: the phone that holds the seat keeps it.
      if (!known || !this.proven(link, known, hello.proof)) return this.refuse(link, 'wrong-secret', true);
      phone = known;
    } else {
      const id = hex(this.options.random(8));
      phone = { phone: id, device: '', secret: hex(this.options.random(16)), role: null, link: null, latencyMs: null, awaySince: null, acted: 0, taken: 0, asks: null };
      this.phones.set(id, phone);
    }
    const old = phone.link;
    // G17: the host's panel and every phone's list of phones left out name it inside sentences, as
    // a player's name is: cleaned by the same rule, so a U+202E cannot turn the sentence around.
    phone.device = cleanName(hello.device);
    phone.link = link;
    phone.awaySince = null;
    link.phone = phone;
    // The phone is back on a new pipe: the old one, if the host still thought it open, is done.
    if (old && old !== link) this.drop(old);
    link.pongAt = this.options.now();
    this.welcome(phone);
    // N10: the values of the last hand, if this phone was away when they went out; after its view, to check them against.
    this.fair.rejoined(phone.phone);
    this.changed();
  }

  /**
   * N2: whether `phone` may send one more message of `kind` now; the first past its budget is
   * answered "slow down" (and the phone named on the host), the next ones ignored, until the
   * budget has refilled.
   */
  private withinBudget(phone: Phone, link: Link, kind: string): boolean {
    const now = this.options.now();
    const kinds = this.budgets.get(phone.phone) ?? new Map<string, MessageBudget>();
    this.budgets.set(phone.phone, kinds);
    const budget = kinds.get(kind) ?? new MessageBudget(now);
    kinds.set(kind, budget);
    const spend = budget.spend(now);
    if (spend === 'warn') {
      this.flooded.set(phone.phone, now);
      this.send(link, { t: 'error', reason: 'slow-down' });
      this.options.onChange();
    }
    return spend === 'take';
  }

  /** N4: the hello's proof is the one `phone`'s secret gives on this very connection (rejoin-proof.ts). */
  private proven(link: Link, phone: Phone, proof: string | undefined): boolean {
    const { local, remote } = link.channel.fingerprints;
    return proof !== undefined && sameProof(proof, rejoinProof(phone.secret, this.options.game, phone.phone, local, remote));
  }

  /**
   * N3: an intention checked for the phone's seat (G16: one look a turn), then judged by the engine
   * on the host's log, unless the table moved on since the moment it was made at.
   */
  private async intention(phone: Phone, { n, hand, log, action }: Extract<GuestMessage, { t: 'act' }>): Promise<void> {
    phone.acted = n;
    const looked = action.type === 'peek' && this.turn.looked.has(action.seat) ? LOOKED : null;
    const refused = intentionRefusal(phone.role, action, this.options.viewOf('table')?.turn.acting ?? null) ?? looked;
    const outcome = refused ?? (await this.options.apply(action, () => staleRefusal({ hand, log }, this.options.moment())));
    if (outcome === 'done' && action.type === 'peek') this.turn.looked.add(action.seat);
    if (outcome === 'done') return; // the broadcast after the commit answered it
    if (!phone.link) return;
    if (outcome === 'unsaved') this.sendView(phone);
    else this.send(phone.link, { t: 'refused', n, refusal: outcome });
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch(() => {});
  }

  /** N1: a seat in the hand, played on the host, is the host's to give: the phone waits for its yes (answer). */
  private ask(phone: Phone, seat: Seat): void {
    phone.asks = seat;
    if (phone.link) this.send(phone.link, { t: 'asked', seat });
    this.changed();
  }

  /** N1: whether `seat` was dealt into the hand in play (its closed cards are in it). */
  private inHand(seat: Seat): boolean {
    const hand = this.options.viewOf('table')?.hand;
    return !!hand && hand.pending.kind !== 'complete' && hand.seats[seat]?.inHand === true;
  }

  private setRole(phone: Phone, role: Role): void {
    phone.asks = null;
    const before = new Map([...this.phones.values()].map((p) => [p, p.role]));
    if (typeof role === 'number') for (const other of this.phones.values()) if (other !== phone && other.role === role) other.role = null;
    phone.role = role;
    for (const p of this.phones.values()) if (p.role === null || p.role !== before.get(p)) this.welcome(p);
    this.changed();
  }

  /** Who the phone is, its role and the seats offered, then its view: all a phone needs, with a fresh count (N2). */
  private welcome(phone: Phone): void {
    if (!phone.link) return;
    phone.link.sent = null;
    this.send(phone.link, { t: 'welcome', game: this.options.game, phone: phone.phone, secret: phone.secret, seats: this.seats(), role: phone.role, acted: phone.taken });
    this.sendView(phone);
    this.send(phone.link, { t: 'away', seats: this.away() });
  }

  /**
   * N2: a phone with a role gets the view of that role, and a phone with none gets no table view:
   * whole after a welcome, then what changed since the last one sent on its pipe.
   */
  private sendView(phone: Phone): void {
    const link = phone.link;
    const view = phone.role === null ? null : this.options.viewOf(phone.role);
    const moment = this.options.moment();
    if (!link || !view || !moment) return;
    const base = link.sent;
    if (base) this.send(link, { t: 'patch', base: base.seq, patch: diff(base.view, view), sum: digest(view), acted: phone.acted, ...moment });
    else this.send(link, { t: 'view', view, acted: phone.acted, ...moment });
    link.sent = { seq: link.seq, view };
  }

  private sendAway(): void {
    const seats = JSON.stringify(this.away());
    if (seats === this.awaySeats) return;
    this.awaySeats = seats;
    for (const link of this.links) if (link.phone) this.send(link, { t: 'away', seats: this.away() });
  }

  private away(): Seat[] {
    return [...this.phones.values()].flatMap((p) => (typeof p.role === 'number' && p.awaySince !== null ? [p.role] : [])).sort((a, b) => a - b);
  }

  /** How the host names `phone` to the phones it asks with it (N8): its seat and that seat's player, or its device. */
  private asked(phone: Phone): AskedPhone {
    const { name, seat } = this.named(phone);
    return { phone: phone.phone, seat: seat ? (phone.role as Seat) : null, name };
  }

  /** How every phone names `phone` when it is left out of a deal (N8): its seat's player, or its device. */
  private named(phone: Phone): LeftPhone {
    const player = typeof phone.role === 'number' ? this.options.viewOf('table')?.config.players[phone.role]?.name : undefined;
    return { phone: phone.phone, name: player ?? phone.device, seat: player !== undefined };
  }

  private seats(): OfferedSeat[] {
    const held = new Set([...this.phones.values()].map((p) => p.role));
    return (this.options.viewOf('table')?.config.players ?? []).map((player, seat) => ({ seat, name: player.name, free: !held.has(seat) }));
  }

  private send(link: Link, message: Unnumbered<HostMessage>): void {
    link.seq++;
    link.channel.send(JSON.stringify({ ...message, seq: link.seq }));
  }

  private refuse(link: Link, reason: HostError, close: boolean): void {
    this.send(link, { t: 'error', reason });
    link.closing = close;
  }

  private drop(link: Link): void {
    link.channel.close();
    this.closed(link);
  }

  /** The pipe is gone (closed by either end): its phone, if the pipe was still its own, is away. */
  private closed(link: Link): void {
    if (!this.links.delete(link)) return;
    const phone = link.phone;
    if (!phone || phone.link !== link) return;
    phone.link = null;
    phone.awaySince = this.options.now();
    this.changed();
  }

  private changed(): void {
    this.sendAway();
    this.options.onChange();
  }

  /** N5: the turn's clock starts over whenever the turn moves on (a new seat to act, or a new move in the hand). */
  private noteTurn(): void {
    const { key, seat } = this.turnNow();
    if (key === this.turn.key) return;
    this.turn = { key, since: this.options.now(), seat, stoodIn: false, looked: new Set() };
    // The panel's countdown (standInAt) moves with the turn.
    if (this.phones.size > 0) this.options.onChange();
  }

  /** The turn as the table is now; a look (G16) is no move of the hand, so it neither starts N5's wait over nor gives another look. */
  private turnNow(): { readonly key: string; readonly seat: Seat | null } {
    const table = this.options.viewOf('table');
    const seat = table?.turn.acting ?? null;
    const moves = table?.hand?.record.filter((event) => event.type !== 'peek').length ?? -1;
    return { key: `${seat}@${moves}`, seat };
  }

  /** N5's one timer: when the host plays the turn of `phone`'s seat for it, and what it plays; null when it will not. */
  private standInFor(phone: Phone): { readonly at: number; readonly action: SessionAction } | null {
    const { seat, since, stoodIn } = this.turn;
    if (seat === null || stoodIn || phone.role !== seat || phone.awaySince === null) return null;
    const at = standInDue(this.actFor, since, phone.awaySince);
    const legal = at === null ? undefined : this.options.viewOf(seat)?.hand?.legal;
    const action = legal ? standIn(seat, legal) : null;
    return at !== null && action ? { at, action } : null;
  }

  private standInIfDue(now: number): void {
    const phone = [...this.phones.values()].find((p) => p.role === this.turn.seat);
    const due = phone && this.standInFor(phone);
    if (!due || now < due.at) return;
    this.turn.stoodIn = true;
    // Played for this turn only: queued behind intentions that may move the table on first.
    const turn = this.turn.key;
    const moved = { code: 'WRONG_PHASE', reason: 'stale', message: 'the turn the stand-in was for has passed' } as const;
    this.enqueue(async () => void (await this.options.apply(due.action, () => (this.turnNow().key === turn ? null : moved))));
  }
}
