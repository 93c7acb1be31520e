/**
 * The guest's side of the table's own network (N1–N6): this phone holds no game, only the last
 * table view the host sent it, and sends intentions for its own seat. The screens read `guest`
 * and call the functions below; they never see src/net.
 *
 *   await join(offerText);          // guest.value.answer: the code the host scans
 *   pick(2);                        // one of the free seats offered (or the host assigns one)
 *   await sendIntention({ type: 'call', seat: 2 });  // through ui/components/tap.tsx
 *
 * Who the host said this phone is (its phone id and secret, N4) is kept in localStorage, so a
 * reloaded or re-scanned phone gets its seat back: the guest keeps no game, so no IndexedDB. Each
 * identity is kept with the certificate fingerprint of the host that gave it, and only proved to
 * that host (N4): a few are kept, one per host, so that a phone posing as a host, or a new table,
 * makes the phone forget none of them.
 * Beside it, for that game and phone id, what the shared shuffle must not forget (N8, N10): this
 * phone's value and commitment for the hand, the list it saw, and the last hand it revealed for.
 */
import { computed } from '@preact/signals';
import type { Seat, SessionAction } from '../engine/index.ts';
import type { Channel } from '../net/channel.ts';
import { readGuestFairKept, type GuestFairKept } from '../net/fair-round.ts';
import { GuestTable, type IntentionOutcome, type Rejoin } from '../net/guest-table.ts';
import { guest, showGuest as show, type Guest } from './guest-view.ts';
import { keepAwakeWhile } from './network-wake.ts';
import { refusal } from './status.ts';

export type { FairCheck } from '../net/fair-round.ts';

/** How often the guest checks that the host is still heard (N6). */
const TICK_MS = 1000;
const REJOIN_KEY = 'mesa.table.rejoin';
/** Identities kept, the latest first: a night's host, and a few before it. */
const MAX_REJOINS = 4;
/**
 * N8, N10: the shared shuffle as this phone keeps it, for one game and phone id: the identity last
 * welcomed at (a phone plays at one table at a time), so one record, replaced when that changes,
 * rather than one left behind per game. Its value is a secret only until this phone reveals it, and only
 * from the other phones and the host: it stays in this phone's own storage, where it was drawn,
 * which no other phone reads; once revealed the host publishes it anyway (N10).
 */
const FAIR_KEY = 'mesa.table.fair';

let table: GuestTable | null = null;
let cancelAnswer: (() => void) | null = null;
/** Counts joins, so a join left or overtaken by a newer one lets go. */
let joins = 0;
let ticker: ReturnType<typeof setInterval> | undefined;
/** A hand is played at the table this phone is at, its pipe to the host not closed for good: the screen stays on. */
const inHand = computed(() => {
  const hand = guest.value?.view?.hand;
  return !!hand && hand.pending.kind !== 'complete' && !guest.value!.closed;
});
let letSleep: (() => void) | null = null;

const isRejoin = (value: unknown): value is Rejoin => {
  const r = value as Partial<Rejoin> | null;
  return typeof r === 'object' && r !== null && [r.game, r.phone, r.secret, r.host].every((field) => typeof field === 'string');
};

/** The identities kept, each rebuilt from its fields; none when nothing (or not what we wrote) is kept. */
function savedRejoins(): Rejoin[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REJOIN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRejoin).map(({ game, phone, secret, host }) => ({ game, phone, secret, host })).slice(0, MAX_REJOINS) : [];
  } catch {
    return [];
  }
}

function writeRejoins(rejoins: readonly Rejoin[]): void {
  try {
    localStorage.setItem(REJOIN_KEY, JSON.stringify(rejoins));
  } catch {
    // A phone that keeps nothing joins as a new phone next time; the host can give it its seat again.
  }
}

/** The identity a host gave, first, in place of the one that host gave before. */
function keepRejoin(rejoin: Rejoin): void {
  writeRejoins([rejoin, ...savedRejoins().filter((r) => r.host !== rejoin.host)].slice(0, MAX_REJOINS));
}

/** The identity of the host at `host`, which said it does not know it: it goes, and what was kept of the shuffle under it. */
function forgetRejoin(host: string): void {
  writeRejoins(savedRejoins().filter((r) => r.host !== host));
  try {
    localStorage.removeItem(FAIR_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** What this phone kept of the shared shuffle at `game` as `phone`; null when nothing, another game or phone, or not what we wrote. */
function keptFair(game: string, phone: string): GuestFairKept | null {
  try {
    const value = JSON.parse(localStorage.getItem(FAIR_KEY) ?? 'null') as { game?: unknown; phone?: unknown; kept?: unknown } | null;
    return value && value.game === game && value.phone === phone ? readGuestFairKept(value.kept) : null;
  } catch {
    return null;
  }
}

function keepFair(game: string, phone: string, kept: GuestFairKept): void {
  try {
    localStorage.setItem(FAIR_KEY, JSON.stringify({ game, phone, kept }));
  } catch {
    // A phone that keeps nothing checks no deal it reloads in the middle of, as before (N10).
  }
}

/** How the host lists this phone: its system and browser, as far as the browser says. */
function deviceLabel(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const system = [/Android/, /iPhone/, /iPad/, /Windows/, /Mac OS/, /CrOS/, /Linux/].find((re) => re.test(agent))?.source.replace(' OS', '').replace('CrOS', 'ChromeOS');
  const browser = [/Firefox/, /Edg/, /SamsungBrowser/, /Chrome/, /Safari/].find((re) => re.test(agent))?.source.replace('Edg', 'Edge').replace('SamsungBrowser', 'Samsung Internet');
  return [system, browser].filter(Boolean).join(' · ') || 'Mesa';
}

const empty = (): Guest => ({ state: 'answering', role: null, seats: [], view: null, refusal: null, away: [], fair: null, asked: null, closed: false });

/** Answers the host's offer (its code's text): `guest.value.answer` holds the code for the host to scan. Rejects with the signal's SignalError or PeerError. */
export async function join(offerText: string): Promise<void> {
  leave();
  const attempt = joins;
  show(empty());
  const { answerOffer } = await import('../net/peer.ts');
  let answer: Awaited<ReturnType<typeof answerOffer>>;
  try {
    answer = await answerOffer(offerText);
  } catch (error) {
    if (attempt === joins) show(null);
    throw error;
  }
  if (attempt !== joins) return answer.cancel();
  cancelAnswer = () => answer.cancel();
  show({ ...empty(), answer: answer.code });
  const channel = await answer.channel.catch(() => null);
  if (attempt !== joins) return;
  cancelAnswer = null;
  if (channel) guestChannel(channel);
  else show({ ...empty(), state: 'host-away', closed: true });
}

/** An open pipe to the host: from here on it is the protocol's (this phone says hello first). */
export function guestChannel(channel: Channel): void {
  table?.close();
  const mine = new GuestTable(channel, {
    device: deviceLabel(),
    rejoins: savedRejoins(),
    now: () => Date.now(),
    onChange: (snapshot) => {
      if (table !== mine) return;
      // A secret its own host (the certificate that gave it) no longer knows is forgotten: the next scan joins as a new phone.
      if (snapshot.state === 'refused-secret') forgetRejoin(channel.fingerprints.remote);
      show({ ...snapshot });
    },
    onWelcome: keepRejoin,
    fairKept: keptFair,
    keepFair,
  });
  table = mine;
  show({ ...mine.current });
  clearInterval(ticker);
  ticker = setInterval(() => table?.tick(), TICK_MS);
  letSleep ??= keepAwakeWhile(inHand);
}

/** Takes one of the free seats offered, or the table display. */
export function pick(role: Seat | 'table'): void {
  table?.pick(role);
}

/**
 * A tap on a guest phone: the intention goes to the host, and settles when its answer comes:
 * 'done' with the view that answers it, 'refused' with the host engine's refusal (in `refusal`,
 * status.ts, so the table's own messages word it), 'away' while the host is away.
 */
export async function sendIntention(action: SessionAction): Promise<IntentionOutcome> {
  if (!table) return 'away';
  const outcome = await table.intend(action);
  if (outcome === 'done') refusal.value = null;
  if (outcome === 'refused') refusal.value = table.current.refusal;
  return outcome;
}

/** Leaves the table: the pipe closed, the code withdrawn. What the host said this phone is stays kept, to come back. */
export function leave(): void {
  joins++;
  cancelAnswer?.();
  cancelAnswer = null;
  clearInterval(ticker);
  letSleep?.();
  letSleep = null;
  const was = table;
  table = null;
  was?.close();
  show(null);
}
