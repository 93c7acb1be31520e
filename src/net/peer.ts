// Two phones from nothing to an open data channel, with no server: the host's offer and the
// guest's answer travel as QR codes (signal-code.ts), each a whole SDP read once ICE gathering is
// complete (no trickle: there is no server to trickle through), with no STUN or TURN (the
// phones share a Wi-Fi or a hotspot, so their host candidates reach each other).
//
// One ordered, reliable channel, negotiated (id 0 on both sides) rather than announced: each
// side holds its channel from the start, so the guest has no `datachannel` event to wait for or
// miss, and no in-band open message is needed before the first text.
import { appAddress } from './app-address.ts';
import type { Channel, ChannelPath } from './channel.ts';
import { fingerprintOf, readSignal, SignalError, signalCode } from './signal-code.ts';

/**
 * Why a connection could not be made; the screens word each. A code that cannot be read is a
 * SignalError instead. 'expired': the answer came back after the offer's checks had likely given
 * up; 'apart': no candidate pair ever answered, so the phones do not reach each other on this
 * network; 'unreachable': it failed otherwise.
 */
type PeerProblem = 'unsupported' | 'no-network' | 'unreachable' | 'expired' | 'apart' | 'cancelled';

class PeerError extends Error {
  constructor(readonly reason: PeerProblem) {
    super(`No connection to the other phone: ${reason}`);
    this.name = 'PeerError';
  }
}

/** Gathering host candidates takes milliseconds; a sleeping or odd interface must not hold the code back longer. */
const GATHER_CAP_MS = 3000;
/** From the host's scan of the answer to an open channel: ICE on one Wi-Fi needs well under a second. */
const OPEN_AFTER_ANSWER_MS = 15_000;
/**
 * Past this between the host's offer and its scan of the answer, the guest's connection checks,
 * begun as it answered, have likely timed out (Chromium's give up after about 30 s; webtorrent
 * issue 148): a connection that then fails is put down to the late answer.
 */
const ANSWER_LATE_MS = 30_000;
/** The guest waits for the host to scan its answer; past this the code is stale and the screen says so. */
const OPEN_AFTER_OFFER_MS = 5 * 60_000;

export interface Offer {
  /** The text of the host's QR code. */
  readonly code: string;
  /** The guest's answer (its code's text); resolves once the channel is open. */
  accept(answer: string): Promise<Channel>;
  cancel(): void;
}

export interface Answer {
  /** The text of the guest's QR code, for the host to scan. */
  readonly code: string;
  /** Open once the host has scanned the answer. */
  readonly channel: Promise<Channel>;
  cancel(): void;
}

function peerSupported(): boolean {
  return typeof globalThis.RTCPeerConnection === 'function';
}

/**
 * The host's side: one offer per guest phone. `certificate`: the host phone's own, the same for
 * every offer, so that a phone that joined once knows it again (N4); a new one when none is given.
 */
export async function openOffer(certificate?: RTCCertificate): Promise<Offer> {
  const link = start(certificate);
  const code = await describe(link, 'offer', () => link.pc.setLocalDescription());
  const madeAt = Date.now();
  let applied: Promise<Channel> | null = null;
  return {
    code,
    accept(answer) {
      // The same answer scanned twice is one connection; a misread one leaves the offer open for another scan.
      applied ??= readSignal(answer, 'answer').then(
        async (sdp) => {
          await remote(link.pc, 'answer', sdp);
          link.fingerprints = { local: fingerprintOf(link.pc.localDescription?.sdp ?? ''), remote: fingerprintOf(sdp) };
          return opened(link, OPEN_AFTER_ANSWER_MS, Date.now() - madeAt > ANSWER_LATE_MS);
        },
        (error: unknown) => {
          applied = null;
          throw error;
        },
      );
      return applied;
    },
    cancel: () => link.cancel(),
  };
}

/** The guest's side: the host's offer (its code's text) answered. */
export async function answerOffer(offer: string): Promise<Answer> {
  const sdp = await readSignal(offer, 'offer');
  const link = start();
  const code = await describe(link, 'answer', async () => {
    await remote(link.pc, 'offer', sdp);
    await link.pc.setLocalDescription();
  });
  link.fingerprints = { local: fingerprintOf(link.pc.localDescription?.sdp ?? ''), remote: fingerprintOf(sdp) };
  const channel = opened(link, OPEN_AFTER_OFFER_MS, false);
  // The screen may stop listening (cancel, a new scan) before the host answers; the rejection is then nobody's.
  channel.catch(() => {});
  return { code, channel, cancel: () => link.cancel() };
}

interface Link {
  readonly pc: RTCPeerConnection;
  readonly dc: RTCDataChannel;
  /**
   * Every text received, kept from the channel's creation until the Channel's reader takes it:
   * the other phone sends as soon as its side is open, which can be before this side listens. In
   * the browser test on a loaded machine, a guest's hello reached the host's channel before the
   * host's code had its Channel, and was lost (the host then dropped the silent phone).
   */
  readonly inbox: string[];
  /** Both ends' certificate fingerprints, from the two SDPs, once both are known (before the channel opens). */
  fingerprints: Channel['fingerprints'];
  /** Rejects whatever waits on this link with 'cancelled' and closes it. */
  cancel(): void;
  readonly cancelled: Promise<never>;
}

function start(certificate?: RTCCertificate): Link {
  if (!peerSupported()) throw new PeerError('unsupported');
  const pc = new RTCPeerConnection({ iceServers: [], ...(certificate ? { certificates: [certificate] } : {}) });
  const dc = pc.createDataChannel('mesa', { negotiated: true, id: 0, ordered: true });
  // Only text is part of the protocol: anything else from the other phone is dropped.
  const inbox: string[] = [];
  dc.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data === 'string') inbox.push(event.data);
  });
  let cancel!: () => void;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = () => {
      reject(new PeerError('cancelled'));
      pc.close();
    };
  });
  cancelled.catch(() => {});
  return { pc, dc, inbox, fingerprints: { local: '', remote: '' }, cancel, cancelled };
}

/** Runs `negotiate`, waits for the candidates, and returns the local description as a code. */
async function describe(link: Link, kind: 'offer' | 'answer', negotiate: () => Promise<void>): Promise<string> {
  try {
    await Promise.race([negotiate(), link.cancelled]);
    await Promise.race([gathered(link.pc), link.cancelled]);
    const sdp = link.pc.localDescription?.sdp ?? '';
    if (!/^a=candidate:.* udp .* typ host/im.test(sdp)) throw new PeerError('no-network');
    return await signalCode(kind, sdp, appAddress());
  } catch (error) {
    link.pc.close();
    if (error instanceof PeerError || error instanceof SignalError) throw error;
    throw new PeerError('unreachable');
  }
}

/** The other phone's description; one the browser refuses came from a code that is not what it seemed. */
async function remote(pc: RTCPeerConnection, type: 'offer' | 'answer', sdp: string): Promise<void> {
  try {
    await pc.setRemoteDescription({ type, sdp });
  } catch {
    throw new SignalError('damaged');
  }
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((done) => {
    if (pc.iceGatheringState === 'complete') return done();
    const timer = setTimeout(finish, GATHER_CAP_MS);
    pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && finish());
    function finish() {
      clearTimeout(timer);
      done();
    }
  });
}

/**
 * The channel once open; rejects when it is cancelled or takes longer than `ms`, with why it most
 * likely failed (`late`: the answer came after ANSWER_LATE_MS). A connection
 * state of 'failed' before the channel opens is not the end: Chromium offering to a Firefox that
 * answered 45 s before the host scanned went connecting → failed → connecting → connected
 * (measured here), so only the time limit gives up.
 */
function opened(link: Link, ms: number, late: boolean): Promise<Channel> {
  const { pc, dc } = link;
  const open = new Promise<Channel>((resolve, reject) => {
    // Reading why it failed takes a moment, in which the channel may still open: whichever comes first settles it.
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void whyFailed(pc, late).then((reason) => {
        pc.close();
        reject(new PeerError(reason));
      });
    };
    const timer = setTimeout(fail, ms);
    link.cancelled.catch(() => clearTimeout(timer));
    dc.addEventListener('close', fail, { once: true });
    const ready = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      dc.removeEventListener('close', fail);
      resolve(channelOf(link));
    };
    if (dc.readyState === 'open') ready();
    else dc.addEventListener('open', ready, { once: true });
  });
  return Promise.race([open, link.cancelled]);
}

/** Why a connection that did not open failed, read from its checks before it is closed. */
async function whyFailed(pc: RTCPeerConnection, late: boolean): Promise<PeerProblem> {
  if (late) return 'expired';
  const stats = await pc.getStats().catch(() => null);
  if (!stats) return 'unreachable';
  let answered = false;
  stats.forEach((report: { type?: string; state?: string }) => {
    if (report.type === 'candidate-pair' && report.state === 'succeeded') answered = true;
  });
  return answered ? 'unreachable' : 'apart';
}

/** The candidate pair in use and its round trip; null when the browser says nothing of it. */
async function pathOf(pc: RTCPeerConnection): Promise<ChannelPath | null> {
  const stats = await pc.getStats().catch(() => null);
  if (!stats) return null;
  type Pair = { localCandidateId?: string; remoteCandidateId?: string; currentRoundTripTime?: number };
  let pair: Pair | undefined;
  stats.forEach((report: { type?: string; selectedCandidatePairId?: string }) => {
    if (report.type === 'transport' && report.selectedCandidatePairId) pair ??= stats.get(report.selectedCandidatePairId) as Pair | undefined;
  });
  // Firefox gives no transport report: it marks its pair in use `selected`.
  stats.forEach((report: Pair & { type?: string; selected?: boolean }) => {
    if (report.type === 'candidate-pair' && report.selected) pair ??= report;
  });
  const local = pair?.localCandidateId && (stats.get(pair.localCandidateId) as { candidateType?: string } | undefined)?.candidateType;
  const remote = pair?.remoteCandidateId && (stats.get(pair.remoteCandidateId) as { candidateType?: string } | undefined)?.candidateType;
  if (!local || !remote) return null;
  const rtt = pair!.currentRoundTripTime;
  return { local, remote, rttMs: typeof rtt === 'number' ? rtt * 1000 : null };
}

/**
 * The open data channel as a Channel: `onclose` once, when the channel closes, the connection
 * fails or closes, or `close()` is called. ICE 'disconnected' is left alone: a phone whose Wi-Fi
 * blinks often comes back on its own, and a lost one turns 'failed'. The texts are read in order
 * from the link's inbox, those that came before a reader was set included.
 */
function channelOf({ pc, dc, inbox, fingerprints }: Link): Channel {
  let ended = false;
  let reader: Channel['onmessage'] = null;
  const end = () => {
    if (ended) return;
    ended = true;
    dc.close();
    pc.close();
    channel.onclose?.();
  };
  const deliver = () => {
    while (!ended && reader && inbox.length > 0) reader(inbox.shift()!);
  };
  const channel: Channel = {
    fingerprints,
    send(text) {
      if (ended || dc.readyState !== 'open') return;
      try {
        dc.send(text);
      } catch {
        end();
      }
    },
    get onmessage() {
      return reader;
    },
    set onmessage(read) {
      reader = read;
      // After the caller's own set-up (its onclose too), as a message event would come.
      queueMicrotask(deliver);
    },
    onclose: null,
    close: end,
    path: () => (ended ? Promise.resolve(null) : pathOf(pc)),
  };
  dc.addEventListener('message', deliver);
  dc.addEventListener('close', end);
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') end();
  });
  return channel;
}
