/**
 * The guest's side of the protocol (N1–N6), with no transport or clock of its own: what one guest
 * phone knows of the table — its role, the seats offered, the last view the host sent it, who is
 * away — and its intentions on their way to the host.
 *
 *   const table = new GuestTable(channel, { device, rejoins, now, onChange, onWelcome });
 *   await table.intend({ type: 'call', seat: 2 });   // 'done' once the view that answers it came
 *
 * N2: host messages are applied in their `seq` order only. A gap (a message lost or overtaken) is
 * answered with `resync`, and nothing is applied until the host's fresh `welcome` comes; so is a
 * patch that does not make a view here (made on another, or rebuilding one of another digest).
 *
 * N7–N10: the shared shuffle's messages go, in the same order, to this phone's GuestFairRound
 * with its view as it is then; what it says of a hand's deal is the snapshot's `fair`. What the
 * round must keep across a reload (this phone's value, the list it saw, the hand it last revealed
 * for) goes to `keepFair` and comes back from `fairKept` for the same game and phone.
 */
import type { Seat, SessionAction, TableView } from '../engine/index.ts';
import type { Channel } from './channel.ts';
import { guestFairRound, type AskedPhone, type FairCheck, type GuestFairKept, type GuestFairRound } from './fair-round.ts';
import { padded } from './padding.ts';
import { rejoinProof } from './rejoin-proof.ts';
import { isTableView, PROTOCOL_VERSION, QUIET_MS, readHostMessage, type EngineRefusal, type HostError, type HostMessage, type LeftPhone, type OfferedSeat, type Role } from './messages.ts';
import { digest, patched } from './view-patch.ts';

/** 'other-host': a phone with another certificate than this game's host said it hosts that game (N4). */
export type GuestState = 'connecting' | 'choosing' | 'playing' | 'host-away' | 'refused-secret' | 'old-version' | 'other-host';

/** What this phone knows of the shared shuffle of hand `hand` (N8, N10). */
export interface FairNote {
  readonly hand: number;
  /** The phones the host said it asks, before any committed (N8). */
  readonly asked: readonly AskedPhone[];
  /** The phones the host left out of the deal, as it named them before dealing. */
  readonly left: readonly LeftPhone[];
  /** The phones the host named late to answer, or not asked for being late before (N8). */
  readonly slow: readonly LeftPhone[];
  readonly benched: readonly LeftPhone[];
  /** This phone's check of the deal (or its refusal to take part, N8); null until there is one. */
  readonly check: FairCheck | null;
}

export interface GuestSnapshot {
  readonly state: GuestState;
  readonly role: Role;
  readonly seats: readonly OfferedSeat[];
  readonly view: TableView | null;
  /** The host's refusal of this phone's last intention; null once one is accepted. */
  readonly refusal: EngineRefusal | null;
  /** N5: the seats whose phones are away. */
  readonly away: readonly Seat[];
  /** The last hand dealt from a shared shuffle this phone heard of; null before any. */
  readonly fair: FairNote | null;
  /** N1: the seat in the hand this phone asked for, waiting for the host's yes; null when none. */
  readonly asked: Seat | null;
  /**
   * N6: the pipe to the host is closed (the host reloaded or closed Mesa, or the connection
   * failed): with no server between the phones nothing brings it back by itself, only a new code
   * from the host. False while the host is merely quiet, which a Wi-Fi that blinks mends.
   */
  readonly closed: boolean;
}

/** What a phone keeps to rejoin its seat (N4): the game, who the host said it is, and the host's certificate fingerprint. */
export interface Rejoin {
  readonly game: string;
  readonly phone: string;
  readonly secret: string;
  readonly host: string;
}

export type IntentionOutcome = 'done' | 'refused' | 'busy' | 'away';

export interface GuestTableOptions {
  /** How the host lists this phone ("Android · Chrome"). */
  readonly device: string;
  /**
   * N4: every identity this phone keeps, each with the certificate of the host that gave it. Only
   * the one of this connection's host is proved to it; the others say which games have a host
   * already, so that another phone saying it hosts one of them is refused.
   */
  readonly rejoins?: readonly Rejoin[];
  readonly now: () => number;
  readonly onChange: (snapshot: GuestSnapshot) => void;
  /** The host said who this phone is: keep it for a rejoin. */
  readonly onWelcome: (rejoin: Rejoin) => void;
  /** `bytes` cryptographically random bytes: this phone's secret value for each hand (N7). */
  readonly random?: (bytes: number) => Uint8Array;
  /** N8, N10: what this phone kept of the shared shuffle at `game` as `phone` (read back with readGuestFairKept); null for nothing. */
  readonly fairKept?: (game: string, phone: string) => GuestFairKept | null;
  /** N8, N10: what to keep of it now, before anything it holds is sent. */
  readonly keepFair?: (game: string, phone: string, kept: GuestFairKept) => void;
}

const cryptoBytes = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

export class GuestTable {
  private snapshot: GuestSnapshot = { state: 'connecting', role: null, seats: [], view: null, refusal: null, away: [], fair: null, asked: null, closed: false };
  /** The state as the host's messages left it; the snapshot says 'host-away' over it while the host is silent. */
  private state: GuestState = 'connecting';
  /** The last seq applied, and whether a resync is awaited (nothing is applied until its welcome). */
  private last = 0;
  private resyncing = false;
  /** N2: the seq of the message that gave the view shown, which a patch names as its base. */
  private viewSeq = 0;
  private heardAt: number;
  private silent = false;
  private counted = 0;
  /** N3: the moment of the last view, which this phone's intentions carry. */
  private moment: { readonly hand: number; readonly log: number } | null = null;
  private pending: { readonly n: number; readonly settle: (outcome: IntentionOutcome) => void } | null = null;
  /** The shared shuffle as this phone plays it, for the phone and game the host last said (a new one for another). */
  private fair: { readonly key: string; readonly round: GuestFairRound } | null = null;
  /** N4: this phone proved an identity to this host, whose certificate is the one that gave it: only then is its wrong-secret believed. */
  private readonly proving: boolean;

  /** The pipe to the host, every text on it padded (N2). */
  private readonly channel: Channel;

  constructor(
    pipe: Channel,
    private readonly options: GuestTableOptions,
  ) {
    this.channel = padded(pipe);
    this.heardAt = options.now();
    this.channel.onmessage = (text) => this.receive(text);
    this.channel.onclose = () => this.hostGone();
    const { local, remote } = this.channel.fingerprints;
    const rejoin = options.rejoins?.find((r) => r.host === remote);
    this.proving = rejoin !== undefined;
    const proof = rejoin && { game: rejoin.game, phone: rejoin.phone, proof: rejoinProof(rejoin.secret, rejoin.game, rejoin.phone, remote, local) };
    this.channel.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, device: options.device, ...proof }));
  }

  get current(): GuestSnapshot {
    return this.snapshot;
  }

  /** Takes one of the free seats offered, or the table display. */
  pick(role: Seat | 'table'): void {
    this.channel.send(JSON.stringify({ t: 'pick', seat: role }));
  }

  /** Sends an intention for this phone's seat; settles when the host's answer comes. */
  intend(action: SessionAction): Promise<IntentionOutcome> {
    if (this.snapshot.state !== 'playing') return Promise.resolve('away');
    if (this.pending) return Promise.resolve('busy');
    if (!this.moment) return Promise.resolve('away');
    const n = ++this.counted;
    this.channel.send(JSON.stringify({ t: 'act', n, ...this.moment, action }));
    return new Promise((settle) => (this.pending = { n, settle }));
  }

  /** N6: a host silent for QUIET_MS is away (the table waits), until it is heard again. */
  tick(): void {
    if (this.silent || this.options.now() - this.heardAt <= QUIET_MS || !['choosing', 'playing'].includes(this.state)) return;
    this.silent = true;
    this.settle('away');
    this.update({});
  }

  close(): void {
    this.channel.close();
  }

  private receive(text: string): void {
    const message = readHostMessage(text);
    if (!message) return;
    this.heardAt = this.options.now();
    if (message.t === 'error') return this.refused(message.reason);
    if (message.seq <= this.last) return;
    if (message.t === 'welcome') {
      this.resyncing = false;
    } else if (this.resyncing || this.last === 0) {
      return;
    } else if (message.seq !== this.last + 1) {
      return this.resync();
    }
    this.last = message.seq;
    const wasSilent = this.silent;
    this.silent = false;
    this.apply(message);
    if (wasSilent) this.update({});
  }

  private apply(message: Exclude<HostMessage, { t: 'error' }>): void {
    switch (message.t) {
      case 'welcome':
        if (this.otherHost(message.game)) return;
        // N3: the host counts from the last intention it took in (0 after its own reload); one on its way keeps its number.
        this.counted = this.pending ? Math.max(this.counted, message.acted) : message.acted;
        this.options.onWelcome({ game: message.game, phone: message.phone, secret: message.secret, host: this.channel.fingerprints.remote });
        this.fairRound(message.game, message.phone);
        // A role taken from this phone takes its view with it.
        if (message.role !== this.snapshot.role) this.moment = null;
        this.update(
          { role: message.role, seats: message.seats, view: message.role === this.snapshot.role ? this.snapshot.view : null, asked: null },
          message.role === null ? 'choosing' : 'playing',
        );
        // The view that follows answers an intention; with no role none follows, so one taken in is settled here.
        if (this.pending && message.role === null && message.acted >= this.pending.n) this.settle('done');
        return;
      case 'view':
        return this.show(message, message.view);
      case 'patch': {
        const view = this.snapshot.view && message.base === this.viewSeq ? patched(this.snapshot.view, message.patch) : null;
        if (isTableView(view) && digest(view) === message.sum) return this.show(message, view);
        return this.resync();
      }
      case 'refused':
        if (this.pending?.n !== message.n) return;
        this.update({ refusal: message.refusal });
        this.settle('refused');
        return;
      case 'away':
        this.update({ away: message.seats });
        return;
      case 'asked':
        this.update({ asked: message.seat });
        return;
      case 'ping':
        this.channel.send(JSON.stringify({ t: 'pong', ping: message.at }));
        return;
      case 'fair-left':
        this.noteFair(message.hand, { left: message.left, slow: message.slow, benched: message.benched });
        return;
      case 'fair-begin':
      case 'fair-commitments':
      case 'fair-revealed': {
        const check = this.fair?.round.receive(message, this.snapshot.view, this.snapshot.away) ?? null;
        if (message.t === 'fair-begin') this.noteFair(message.hand, { asked: message.asked });
        if (check) this.noteFair(message.hand, { check });
      }
    }
  }

  /** N2: a view the host sent, whole or as a patch; `acted` settles the intention it answers. */
  private show({ seq, acted, hand, log }: { seq: number; acted: number; hand: number; log: number }, view: TableView): void {
    this.viewSeq = seq;
    this.moment = { hand, log };
    this.update({ view, ...(this.pending && acted >= this.pending.n ? { refusal: null } : {}) });
    if (this.pending && acted >= this.pending.n) this.settle('done');
  }

  /** N2: nothing more is applied until the host's welcome, and the whole view after it. */
  private resync(): void {
    this.resyncing = true;
    this.channel.send(JSON.stringify({ t: 'resync', after: this.last }));
  }

  /** The round for this phone at this game; kept across welcomes and, through `keepFair`, reloads, so a hand revealed for is never revealed for again (N8). */
  private fairRound(game: string, phone: string): void {
    const key = JSON.stringify([game, phone]);
    if (this.fair?.key === key) return;
    const send = (m: object) => this.channel.send(JSON.stringify(m));
    const { fairKept, keepFair } = this.options;
    const restored = fairKept?.(game, phone) ?? null;
    const keep = keepFair && ((kept: GuestFairKept) => keepFair(game, phone, kept));
    this.fair = { key, round: guestFairRound({ game, phone, send, random: this.options.random ?? cryptoBytes, restored, keep }) };
  }

  private noteFair(hand: number, change: Partial<Omit<FairNote, 'hand'>>): void {
    const note = this.snapshot.fair?.hand === hand ? this.snapshot.fair : { hand, asked: [], left: [], slow: [], benched: [], check: null };
    this.update({ fair: { ...note, ...change } });
  }

  /**
   * N4: a game this phone joined at another host's certificate is not this host's to welcome it
   * to: this phone takes nothing from it and says so ('other-host').
   */
  private otherHost(game: string): boolean {
    const remote = this.channel.fingerprints.remote;
    if (!this.options.rejoins?.some((r) => r.game === game && r.host !== remote)) return false;
    this.update({}, 'other-host');
    this.channel.close();
    return true;
  }

  private refused(reason: HostError): void {
    // 'unreadable' answers a message of ours the host could not read, 'slow-down' too many of them (N2): nothing to change here.
    if (reason === 'unreadable' || reason === 'slow-down') return;
    // N4: a host this phone proved nothing to has no secret of it to call wrong: nothing is forgotten.
    if (reason === 'wrong-secret' && !this.proving) return;
    this.update({}, reason === 'wrong-secret' ? 'refused-secret' : 'old-version');
  }

  /** N6: the pipe to the host is gone for good; the last view stays, and only a new code from the host brings the phone back. */
  private hostGone(): void {
    this.settle('away');
    const ended = this.state === 'refused-secret' || this.state === 'old-version' || this.state === 'other-host';
    this.update({ closed: true }, ended ? this.state : 'host-away');
  }

  private settle(outcome: IntentionOutcome): void {
    const pending = this.pending;
    this.pending = null;
    pending?.settle(outcome);
  }

  /** The snapshot with `change`; a host gone quiet shows as away over whatever the phone was doing. */
  private update(change: Partial<Omit<GuestSnapshot, 'state'>>, state: GuestState = this.state): void {
    this.state = state;
    const shown = this.silent && (state === 'choosing' || state === 'playing') ? 'host-away' : state;
    this.snapshot = { ...this.snapshot, ...change, state: shown };
    this.options.onChange(this.snapshot);
  }
}
