// The offer and the answer as the text of a QR code: a link that opens Mesa with the code in its
// fragment (`#join=` for a host's offer, `#answer=` for a guest's answer), so a phone whose camera
// app reads the code, or a chat that carries it as text, lands in Mesa with it. The fragment never
// reaches a server. The payload is base64url of [format version, kind, deflate-raw(packed SDP)],
// where packing swaps each of the fixed phrases every such SDP repeats for one control character
// (which no SDP holds): deflate alone finds no repeats in a ~600-byte SDP's first phrases, and
// the packed ones deflate to ~240 bytes where the plain ones took ~420 (QR version 12 for 17).
//
// The SDP is trimmed to what Chromium and Firefox need to open a data channel with no STUN/TURN
// (proved in both engines and across them by test/support/capture-sdp.ts): the session lines,
// the one application section, its ICE credentials, DTLS fingerprint and role, SCTP port and
// message size, and its UDP host candidates, each once. Everything else (media-only attributes,
// trickle and msid options, TCP and relayed candidates, per-candidate extensions) is dropped.
// The same trim is applied to every code read (N1): a code is hostile input, and what it says
// decides which addresses this phone's WebRTC stack contacts, so only a few UDP host candidates
// on addresses of the local network are rebuilt from it, and one SHA-256 fingerprint.

/** Why a scanned or pasted text is not a code this phone can use; the screens word each. */
export type SignalProblem = 'not-mesa' | 'damaged' | 'wrong-kind' | 'old-version';

export class SignalError extends Error {
  constructor(readonly reason: SignalProblem) {
    super(`Not a usable Mesa code: ${reason}`);
    this.name = 'SignalError';
  }
}

export type SignalKind = 'offer' | 'answer';

/** The format this Mesa writes and reads; a code of another is from a different Mesa version. */
const FORMAT = 1;
const KIND_BYTE: Record<SignalKind, number> = { offer: 0, answer: 1 };
const FRAGMENT: Record<SignalKind, string> = { offer: 'join', answer: 'answer' };

/**
 * The phrases packing swaps, each for the control character at its place (\x01, \x02, …, never
 * \n). Part of FORMAT: changing the list needs a new format number.
 */
const PHRASES = [
  'v=0\no=',
  's=-\nt=0 0\na=group:BUNDLE 0\n',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel\nc=IN IP4 0.0.0.0\n',
  'a=mid:0\na=sctp-port:5000\na=max-message-size:',
  'a=fingerprint:sha-256 ',
  'a=ice-ufrag:',
  'a=ice-pwd:',
  'a=setup:actpass\n',
  'a=setup:active\n',
  'a=candidate:',
  ' 1 udp ',
  ' typ host\n',
  '.local ',
  'a=end-of-candidates\n',
  ' IN IP4 ',
  'mozilla...THIS_IS_SDPARTA-',
] as const;
const MARKS = PHRASES.map((_, i) => String.fromCharCode(i < 9 ? i + 1 : i + 2));

function pack(sdp: string): string {
  return PHRASES.reduce((text, phrase, i) => text.split(phrase).join(MARKS[i]), sdp.replace(/\r\n/g, '\n'));
}

function unpack(packed: string): string {
  return packed.replace(/[\x01-\x1f]/g, (mark) => PHRASES[MARKS.indexOf(mark)] ?? mark).replace(/\n/g, '\r\n');
}

/** No real trimmed SDP comes near these; beyond them a text is not ours (and never fills memory). */
const MAX_PAYLOAD = 4096;
const MAX_SDP = 8192;

/** The lines a data channel needs, in the order they are written back. */
const SESSION = /^(v=|o=|s=|t=|a=group:BUNDLE )/;
const MEDIA = /^(m=application |c=|a=ice-ufrag:|a=ice-pwd:|a=setup:|a=mid:|a=sctp-port:|a=max-message-size:)/;
/** A UDP host candidate: foundation, component, transport, priority, address, port, `typ host`. */
const CANDIDATE = /^a=candidate:([A-Za-z0-9+/]{1,32}) (\d+) udp (\d{1,10}) (\S{1,253}) (\d{1,5}) typ host(?: |$)/i;
/** The DTLS certificate's SHA-256 fingerprint: the connection is encrypted to it (N4 binds a rejoin to it). */
const FINGERPRINT = /^a=fingerprint:sha-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})$/i;

/**
 * At most this many candidates are kept, the first written (each engine writes its best first).
 * A phone on a Wi-Fi or a hotspot has one or two interfaces, each with an IPv4 and a link-local
 * IPv6 address (the real SDPs of test/fixtures/sdp/ carry two); four covers that, and bounds the
 * pairs ICE tries to 4 × 4 = 16 however many a hostile code lists.
 */
export const MAX_CANDIDATES = 4;

/**
 * An address of the local network: private IPv4 (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, fe80::/10), unique-local IPv6 (fc00::/7), or an mDNS name (`<uuid>.local`, as both
 * engines hide a host address). Nothing public, loopback or named otherwise: the phones of a table
 * share one network, and a code must not make a phone send to anywhere else.
 */
function nearby(address: string): boolean {
  if (/^[a-z0-9-]{1,63}\.local$/i.test(address)) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if (Math.max(a, b, c, d) > 255) return false;
    return a === 10 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (!address.includes(':') || !/^[0-9a-f:]{2,39}$/i.test(address)) return false;
  const first = parseInt(address.split(':')[0] || '0', 16);
  return (first & 0xffc0) === 0xfe80 || (first & 0xfe00) === 0xfc00;
}

/** The SHA-256 certificate fingerprint of a (trimmed) SDP, in capitals; '' when it has none. */
export function fingerprintOf(sdp: string): string {
  for (const line of sdp.split(/\r?\n/)) {
    const found = FINGERPRINT.exec(line.trim());
    if (found) return found[1]!.toUpperCase();
  }
  return '';
}

/**
 * The SDP reduced to what a data channel needs: the kept lines in their original order, the first
 * SHA-256 fingerprint, each candidate on a nearby address cut to its first eight fields and
 * written once per address and port (MAX_CANDIDATES at most), then `a=end-of-candidates` (the
 * description was read after gathering finished: there are no more).
 */
export function trimSdp(sdp: string): string {
  // A control character would be read back as a packed phrase: no valid SDP line holds one.
  const lines = sdp.split(/\r?\n/).map((line) => line.trim()).filter((line) => !/[\x00-\x1f\x7f]/.test(line));
  const kept: string[] = [];
  const endpoints = new Set<string>();
  const candidates: string[] = [];
  let fingerprinted = false;
  for (const line of lines) {
    const candidate = CANDIDATE.exec(line);
    const fingerprint = FINGERPRINT.exec(line);
    if (candidate) {
      const [, foundation, component, priority, address, port] = candidate as unknown as [string, string, string, string, string, string];
      const usable = component === '1' && Number(priority) < 2 ** 32 && Number(port) >= 1 && Number(port) <= 65535 && nearby(address);
      if (!usable || endpoints.has(`${address} ${port}`) || candidates.length >= MAX_CANDIDATES) continue;
      endpoints.add(`${address} ${port}`);
      candidates.push(`a=candidate:${foundation} 1 udp ${priority} ${address} ${port} typ host`);
    } else if (fingerprint) {
      if (!fingerprinted) kept.push(`a=fingerprint:sha-256 ${fingerprint[1]!.toUpperCase()}`);
      fingerprinted = true;
    } else if (SESSION.test(line) || MEDIA.test(line)) {
      kept.push(line);
    }
  }
  return [...kept, ...candidates, 'a=end-of-candidates', ''].join('\r\n');
}

/** The link text for a QR code: `address` is the app's own (origin and base path, e.g. `https://mesa.example/`). */
export async function signalCode(kind: SignalKind, sdp: string, address: string): Promise<string> {
  const packed = await squeeze(new TextEncoder().encode(pack(trimSdp(sdp))), new CompressionStream('deflate-raw'), Infinity);
  const bytes = new Uint8Array(2 + packed.length);
  bytes.set([FORMAT, KIND_BYTE[kind]]);
  bytes.set(packed, 2);
  return `${address.replace(/#.*$/, '')}#${FRAGMENT[kind]}=${toBase64Url(bytes)}`;
}

/**
 * The SDP in a code: the link, the bare payload, or either with other words around it (a chat
 * app adds some). Throws a SignalError for anything else.
 */
export async function readSignal(text: string, expect: SignalKind): Promise<string> {
  const { kind, payload } = findPayload(text);
  if (kind && kind !== expect) throw new SignalError('wrong-kind');
  if (payload.length > MAX_PAYLOAD) throw new SignalError(kind ? 'damaged' : 'not-mesa');
  const bytes = fromBase64Url(payload);
  // A bare token that does not even start as one of our payloads is somebody else's text.
  if (!bytes || bytes.length < 3) throw new SignalError(kind ? 'damaged' : 'not-mesa');
  if (bytes[0] !== FORMAT) throw new SignalError(kind || bytes[0]! > FORMAT ? 'old-version' : 'not-mesa');
  const carried = bytes[1] === KIND_BYTE.offer ? 'offer' : bytes[1] === KIND_BYTE.answer ? 'answer' : null;
  if (!carried) throw new SignalError(kind ? 'damaged' : 'not-mesa');
  if (carried !== expect) throw new SignalError('wrong-kind');
  let sdp: string;
  try {
    sdp = unpack(new TextDecoder('utf-8', { fatal: true }).decode(await squeeze(bytes.subarray(2), new DecompressionStream('deflate-raw'), MAX_SDP)));
  } catch {
    throw new SignalError('damaged');
  }
  // Only what the trim rebuilt reaches WebRTC (N1): a code with nothing this phone may use is damaged.
  const trimmed = trimSdp(sdp);
  if (!trimmed.startsWith('v=0\r\n') || !/^m=application /m.test(trimmed) || !fingerprintOf(trimmed) || !/^a=candidate:/m.test(trimmed)) throw new SignalError('damaged');
  return trimmed;
}

/** Where the payload is: after `#join=` / `#answer=` (or its escaped `%23`), else the whole text as one token. */
function findPayload(text: string): { kind: SignalKind | null; payload: string } {
  const marked = /(?:#|%23)(join|answer)=([A-Za-z0-9_-]*)/.exec(text);
  if (marked) return { kind: marked[1] === 'join' ? 'offer' : 'answer', payload: marked[2]! };
  const bare = text.trim();
  if (!/^[A-Za-z0-9_-]+$/.test(bare)) throw new SignalError('not-mesa');
  return { kind: null, payload: bare };
}

/** The bytes through a (de)compression stream, refusing more than `limit` bytes out. */
async function squeeze(input: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  // The write's and the close's own failures surface through the reader; unhandled, they would be reported twice.
  writer.write(input).catch(() => {});
  writer.close().catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
