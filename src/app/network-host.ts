/**
 * The host's side of the table's own network (N1–N6): this phone keeps the game exactly as today
 * (runner, log, IndexedDB, backups) and serves each guest phone the view of its own seat. The
 * screens read `hosting` and call the functions below; they never see src/net.
 *
 *   startHosting()                 // on the open game, in either mode, at any moment
 *   const invite = await inviteNext();   // invite.code in a QR; invite.accept(answer) once scanned
 *   await assign(phone, 2);        // or the guest picks a free seat itself
 *
 * Every commit of the open game (a guest's intention, the host's own tap, a stand-in) is sent
 * to every phone as the view of its own role (N2). The phones, their secrets and their roles are
 * kept per game in IndexedDB, so a host reload keeps who holds which seat (N4). The host's own
 * pass-and-play seats keep the privacy cover as today.
 *
 * N7–N10: while hosting a game the app deals, each next hand waits for the shared shuffle with
 * the phones connected (the runner's before-deal hook), is dealt from the source they made, and
 * once it has ended its values and the hand go to those phones for their check. What the host owes
 * them (the hand, the phones asked, the values, the phones left out) is kept with the phones, in
 * the same record, before the hand is dealt, so a host that reloads still sends them (N10).
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { applySession, finishedDeal, type Seat, type SessionAction, type SessionState } from '../engine/index.ts';
import { readMeta, writeMeta } from '../store/index.ts';
import type { ActFor } from '../net/act-for.ts';
import type { Channel, ChannelPath } from '../net/channel.ts';
import { readHostFairKept, type HostFairKept } from '../net/fair-round.ts';
import { HostTable, type Applied, type FairNames, type PhoneStatus, type SavedPhone } from '../net/host-table.ts';
import { tableMoment } from '../net/intentions.ts';
import type { EngineRefusal, Role } from '../net/messages.ts';
import { listenForAnswers } from './answer-relay.ts';
import { useHandSource } from './chance.ts';
import { currentGame } from './games.ts';
import { act, openState, setBeforeDeal, viewOf } from './runner.ts';
import { refusal } from './status.ts';
import { storage } from './storage.ts';

export type { ActFor } from '../net/act-for.ts';
export type { PhoneStatus } from '../net/host-table.ts';
export type { ChannelPath } from '../net/channel.ts';

export interface Hosting {
  readonly gameId: string;
  /** Every phone ever joined to this game. */
  readonly phones: readonly PhoneStatus[];
  readonly actFor: ActFor;
  /** N7, N8: the next hand waits for the phones' shared shuffle (up to twice 5 s). */
  readonly shuffling: boolean;
  /** N8: the phones left out of hand `hand`'s deal, late to answer, or not asked for being late before, to name on the table; null when none was. */
  readonly left: ({ readonly hand: number } & FairNames) | null;
  /** N4: this phone started hosting again by itself (a reload, the game reopened): every pipe it had closed with it. */
  readonly resumed: boolean;
  /** N6: the phones with a role whose pipe is closed, the seats in seat order then the display: each needs a new code from this phone. */
  readonly recall: readonly string[];
  /** N1: the path each connected phone's pipe uses, by phone id; a phone whose browser says nothing of it is missing. */
  readonly paths: Readonly<Record<string, ChannelPath>>;
}

/** One guest phone being invited: its offer code to show, and where its answer goes. */
export interface Invite {
  readonly code: string;
  /** The guest's answer code; resolves once its phone is connected (and says hello). */
  accept(answerText: string): Promise<void>;
  cancel(): void;
}

/** How often the host pings, notices quiet phones and checks N5's timer. */
const TICK_MS = 1000;
/** How often each phone's path is read again: a phone may change network (Wi-Fi to a hotspot) mid-evening. */
const PATH_EVERY_MS = 5000;
/** How long an intention waits for the host's own tap being saved before it is applied. */
const BUSY_RETRY_MS = 20;

const state = signal<Hosting | null>(null);
export const hosting: ReadonlySignal<Hosting | null> = state;

interface Serving {
  readonly gameId: string;
  readonly table: Promise<HostTable>;
  readonly stop: () => void;
}

let serving: Serving | null = null;

const metaKey = (gameId: string) => `tablePhones:${gameId}` as const;

interface Kept {
  readonly actFor: ActFor;
  readonly phones: readonly SavedPhone[];
  /** The table plays on several phones until it taps Stop: a reloaded host serves them again by itself (N4, N6). */
  readonly hosting: boolean;
  /** N10: the values the host owes the phones for a hand, until each phone asked was sent them. */
  readonly fair: HostFairKept | null;
}

const isRole = (value: unknown): value is Role => value === null || value === 'table' || (Number.isSafeInteger(value) && (value as number) >= 0);
const isSaved = (value: unknown): value is SavedPhone => {
  const p = value as Partial<SavedPhone> | null;
  return typeof p === 'object' && p !== null && typeof p.phone === 'string' && typeof p.device === 'string' && typeof p.secret === 'string' && isRole(p.role);
};
const ACT_FOR: readonly ActFor[] = ['off', 30, 60, 120];

/** What this host kept of a game's phones; nothing when none was kept, or it is not what we wrote. */
async function kept(gameId: string): Promise<Kept> {
  const value = (await readMeta(storage().conn, metaKey(gameId)).catch(() => null)) as Partial<Kept> | null;
  const phones = Array.isArray(value?.phones) ? value.phones.filter(isSaved) : [];
  return { actFor: ACT_FOR.includes(value?.actFor as ActFor) ? (value!.actFor as ActFor) : 'off', phones, hosting: value?.hosting === true, fair: readHostFairKept(value?.fair) };
}

/**
 * N10: whether the values kept for hand `hand` are still owed in `state`: that hand is the one in
 * play, or the last one ended with none dealt since (the phones' views are still of it).
 */
function stillOwed(hand: number, state: SessionState | null): boolean {
  if (!state?.hand) return false;
  return state.hand.pending.kind === 'complete' ? hand === state.history.length && finishedDeal(state) !== null : hand === state.history.length + 1;
}

/**
 * N3: an intention through the host's own log, as a tap. The engine's refusal goes back to the
 * phone only: the host's screen keeps its own message (status.ts `refusal`) for its own taps.
 * Whether the table moved on since it was made is asked again after each wait for the host's own
 * tap, which may be a deal.
 */
async function applyIntention(action: SessionAction, stale: () => EngineRefusal | null): Promise<Applied> {
  for (;;) {
    const now = openState();
    if (!now) return 'unsaved';
    const moved = stale();
    if (moved) return moved;
    const judged = applySession(now, action);
    if (!judged.ok) return judged.error;
    const before = refusal.value;
    const outcome = await act(action);
    if (outcome === 'done') return 'done';
    if (outcome === 'refused') {
      // The game moved between the check and the tap (the host's own tap came first).
      const error = refusal.value!;
      refusal.value = before;
      return error;
    }
    if (outcome !== 'busy') return 'unsaved';
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}

/** The phones that need a new code to come back (N6), in the order the host calls them: the seats, then the display. */
function toRecall(phones: readonly PhoneStatus[]): string[] {
  const order = (phone: PhoneStatus) => (phone.role === 'table' ? Infinity : (phone.role as number));
  return phones
    .filter((phone) => phone.role !== null && phone.closed)
    .sort((a, b) => order(a) - order(b))
    .map((phone) => phone.phone);
}

/** Starts serving guest phones on the open game (this phone must hold it); `resumed` when it does so by itself, the table having played on several phones before (N4). */
export function startHosting(resumed = false): void {
  const game = currentGame.value;
  if (!game || game.writer !== 'mine') throw new Error('host only a game this tab holds');
  if (serving?.gameId === game.id) return;
  if (serving) void stopServing();
  const gameId = game.id;
  let host: HostTable | null = null;
  let savedText = '';
  let shuffling = false;
  let left: Hosting['left'] = null;
  /** The hand dealt from a shared shuffle whose values and log are still owed to the phones (N10). */
  let owed: number | null = null;
  /** What the host owes the phones as it keeps it (N10), and the last write of the record. */
  let fair: HostFairKept | null = null;
  let written: Promise<void> = Promise.resolve();
  /** The game's record as it is now, written when it changed; resolves once it is on disk. */
  const save = (): Promise<void> => {
    if (!host || serving?.gameId !== gameId) return written;
    const text = JSON.stringify({ actFor: host.standInAfter, phones: host.saved(), hosting: true, fair } satisfies Kept);
    if (text === savedText) return written;
    savedText = text;
    written = writeMeta(storage().conn, metaKey(gameId), JSON.parse(text)).catch(() => {});
    return written;
  };
  /** The path last read from each connected phone's pipe, and which phones were connected then. */
  let paths: Record<string, ChannelPath> = {};
  let connectedIds = '';
  const publish = () => {
    if (!host || serving?.gameId !== gameId) return;
    const phones = host.status();
    state.value = { gameId, phones, actFor: host.standInAfter, shuffling, left, resumed, recall: toRecall(phones), paths };
    void save();
    // A phone welcomed (or gone): its path read at once, not at the next round of reads.
    const ids = phones.filter((phone) => !phone.closed).map((phone) => phone.phone).join(' ');
    if (ids === connectedIds) return;
    connectedIds = ids;
    void readPaths();
  };
  state.value = { gameId, phones: [], actFor: 'off', shuffling: false, left: null, resumed, recall: [], paths };
  /** N1: every connected phone's path read again; published when one changed. */
  const readPaths = async () => {
    const connected = host?.status().filter((phone) => !phone.closed) ?? [];
    const read = await Promise.all(connected.map(async ({ phone }) => [phone, (await host?.pipeOf(phone)?.path?.().catch(() => null)) ?? null] as const));
    const next: Record<string, ChannelPath> = {};
    for (const [phone, path] of read) if (path) next[phone] = path;
    if (JSON.stringify(next) === JSON.stringify(paths)) return;
    paths = next;
    publish();
  };
  const table = kept(gameId).then((keep) => {
    savedText = JSON.stringify(keep);
    // N10: values kept for a hand before a reload are owed again, as long as that hand is the one in play or the last ended.
    fair = keep.fair && stillOwed(keep.fair.hand, openState()) ? keep.fair : null;
    owed = fair?.hand ?? null;
    host = new HostTable({
      game: gameId,
      now: () => Date.now(),
      random: (bytes) => crypto.getRandomValues(new Uint8Array(bytes)),
      viewOf,
      apply: applyIntention,
      moment: () => {
        const open = openState();
        return open && tableMoment(open);
      },
      onChange: publish,
      saved: keep.phones,
      actFor: keep.actFor,
      fairKept: fair,
      onFairKept: (owes) => {
        fair = owes;
        return save();
      },
    });
    publish();
    // A hand that ended before the reload: its values go out now, to each phone asked as it comes back.
    settleOwed();
    return host;
  });
  /**
   * N7–N9: the hand the table view will number `history.length + 1`, in a game the app deals, is
   * dealt from the phones' shared shuffle when any is connected. A round that fails leaves the
   * hand to this phone's own source, as with no phone.
   */
  const shuffleFirst = async (before: SessionState): Promise<void> => {
    if (before.config.dealing !== 'deck') return;
    const hand = before.history.length + 1;
    shuffling = true;
    publish();
    try {
      const round = await (await table).shuffle(hand);
      if (!round) return;
      useHandSource(hand, round.source);
      owed = hand;
      const { left: out, slow, benched } = round;
      left = out.length + slow.length + benched.length > 0 ? { hand, left: out, slow, benched } : null;
    } catch {
      // Nothing dealt yet: the hand goes on as if no phone were connected.
    } finally {
      shuffling = false;
      publish();
    }
  };
  setBeforeDeal(shuffleFirst);
  /** N10: the hand dealt from the shared shuffle has ended: once, its values and its log to the phones. */
  const settleOwed = () => {
    const now = openState();
    const played = now && finishedDeal(now);
    if (!played || owed !== now.history.length) return;
    host?.afterHand(owed, played);
    owed = null;
  };
  const ticker = setInterval(() => host?.tick(), TICK_MS);
  const pathTicker = setInterval(() => void readPaths(), PATH_EVERY_MS);
  const stopListening = listenForAnswers(() => waitingCodes.size > 0);
  // N6: a page going away (a reload, the tab closed) closes each pipe itself, so every guest is
  // told at once and shows its scanner; left to the browser, a guest may see the pipe go only
  // when its connection's checks give up, half a minute later (Firefox). (No page in Node's tests.)
  const leaving = () => host?.close();
  globalThis.addEventListener?.('pagehide', leaving);
  // Every commit of this game goes to every phone; leaving the game (or losing it to another tab) ends the hosting.
  const unwatch = currentGame.subscribe((open) => {
    if (open?.id === gameId && open.writer === 'mine') {
      host?.broadcast();
      settleOwed();
    } else if (serving?.gameId === gameId) void stopServing();
  });
  serving = {
    gameId,
    table,
    stop: () => {
      clearInterval(ticker);
      clearInterval(pathTicker);
      stopListening();
      globalThis.removeEventListener?.('pagehide', leaving);
      unwatch();
      host?.close();
    },
  };
}

/**
 * Stops serving: every phone's pipe closed (each shows the host away). The phones stay kept, and
 * the game is still hosted when it opens again (a reload, the game left and reopened).
 */
async function stopServing(): Promise<void> {
  const was = serving;
  serving = null;
  state.value = null;
  // Now, not once the table is closed: a hosting started meanwhile has set its own.
  setBeforeDeal(null);
  if (!was) return;
  await was.table.catch(() => null);
  was.stop();
}

/** The table's Stop: served no more, and not again by itself; the phones stay kept for the next time. */
export async function stopHosting(): Promise<void> {
  const gameId = serving?.gameId;
  await stopServing();
  if (gameId === undefined) return;
  const keep = await kept(gameId);
  await writeMeta(storage().conn, metaKey(gameId), { ...keep, hosting: false } satisfies Kept).catch(() => {});
}

/** The game last looked at for a hosting to resume, so a tap's commit does not read the store again. */
let resumeChecked: string | null = null;

// N4, N6: the host phone back (reloaded, or the game reopened) serves the game's phones again by
// itself, so their seats show as away rather than passed around this phone, until they rejoin.
currentGame.subscribe((open) => {
  if (!open || open.writer !== 'mine') {
    resumeChecked = null;
    return;
  }
  if (resumeChecked === open.id || serving?.gameId === open.id) return;
  const gameId = (resumeChecked = open.id);
  void kept(gameId).then((keep) => {
    const now = currentGame.value;
    if (keep.hosting && now?.id === gameId && now.writer === 'mine' && serving?.gameId !== gameId) startHosting(true);
  });
});

function served(): Promise<HostTable> {
  if (!serving) return Promise.reject(new Error('not hosting'));
  return serving.table;
}

/** A guest phone's open pipe: from here on it is the protocol's (it says hello first). */
export async function hostChannel(channel: Channel): Promise<void> {
  const now = serving;
  if (!now) throw new Error('not hosting');
  (await now.table).connect(channel);
}

/** How long a new host certificate lasts (the browser may allow less), and the least left on one kept. */
const CERTIFICATE_MS = 365 * 24 * 3600_000;
const CERTIFICATE_LEFT_MS = 24 * 3600_000;
let certificate: Promise<RTCCertificate | undefined> | null = null;

/**
 * N4: the one certificate this phone hosts every table with, kept in IndexedDB: a guest that
 * joined it keeps its fingerprint, proves its secret only to it, and refuses another phone that
 * says it hosts the same game. With none (no WebRTC, no storage) each offer makes its own, and a
 * phone that comes back joins as a new one.
 */
function hostCertificate(): Promise<RTCCertificate | undefined> {
  certificate ??= (async () => {
    if (typeof RTCPeerConnection !== 'function') return undefined;
    const conn = storage().conn;
    const kept = await readMeta(conn, 'tableCertificate').catch(() => null);
    if (kept instanceof RTCCertificate && kept.expires - Date.now() > CERTIFICATE_LEFT_MS) return kept;
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256', expires: CERTIFICATE_MS };
    const made = await RTCPeerConnection.generateCertificate(algorithm);
    await writeMeta(conn, 'tableCertificate', made).catch(() => {});
    return made;
  })().catch(() => undefined);
  return certificate;
}

/** The table codes shown and still waiting for their answer: an answer link opened in another tab comes to them (answer-relay.ts). */
const waitingCodes = new Set<object>();
/**
 * The answers that opened a connection: each is its phone's, connected already. The camera still
 * films that phone as the next code shows (the phones panel calls the next phone back at once),
 * and an answer given to a second offer would make a second connection to the same phone.
 */
const usedAnswers = new Set<string>();

/**
 * N1: desktop Chromium writes a host candidate's address as an mDNS name (`….local`) unless the
 * page holds the camera or microphone permission, and Chromium on Android does not resolve those
 * names, so an offer made before the camera is allowed may carry no address an Android guest
 * reaches. The host reads the answer with its camera anyway: the camera is asked for first (and let
 * go at once, the scanner opens its own), and the offer made after. Refused or missing, the offer is
 * made all the same, with what the browser gives, and the scanner says why it cannot film.
 */
async function cameraFirst(): Promise<void> {
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.getUserMedia) return;
  // Granted already, nothing to ask; refused, a request would only fail. Firefox cannot query the camera: asked.
  const known = await navigator.permissions?.query({ name: 'camera' as PermissionName }).then(
    (status) => status.state,
    () => 'prompt',
  );
  if (known === 'granted' || known === 'denied') return;
  try {
    const stream = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    for (const track of stream.getTracks()) track.stop();
  } catch {
    // No camera, or not allowed: the offer carries the names the browser chose.
  }
}

/** The next guest phone's invitation: its offer code, and the answer it waits for. */
export async function inviteNext(): Promise<Invite> {
  await served();
  const { openOffer } = await import('../net/peer.ts');
  await cameraFirst();
  const offer = await openOffer(await hostCertificate());
  const mark = {};
  waitingCodes.add(mark);
  return {
    code: offer.code,
    accept: async (answer) => {
      // Declined as a scan given up: the scanner says nothing and reads on.
      if (usedAnswers.has(answer.trim())) throw Object.assign(new Error('this answer opened a connection already'), { reason: 'cancelled' });
      await hostChannel(await offer.accept(answer));
      usedAnswers.add(answer.trim());
      waitingCodes.delete(mark);
    },
    cancel: () => {
      waitingCodes.delete(mark);
      offer.cancel();
    },
  };
}

/** The host gives a phone a seat, the table display, or nothing (a seat another phone held is taken from it). */
export async function assign(phone: string, role: Seat | 'table' | null): Promise<void> {
  (await served()).assign(phone, role);
}

/** N1: the host's yes or no to a phone that asked for a seat in the hand (its `asks`). */
export async function answerSeat(phone: string, yes: boolean): Promise<void> {
  (await served()).answer(phone, yes);
}

/** N5: how long an away seat's turn waits before the host checks or folds for it. */
export function setActFor(value: ActFor): void {
  void served().then((host) => host.setActFor(value));
}

/** The phone that holds `seat`, for the host screen ("Ana plays on her phone"); null when none does. */
export function seatOnPhone(seat: Seat): PhoneStatus | null {
  return state.value?.phones.find((phone) => phone.role === seat) ?? null;
}
