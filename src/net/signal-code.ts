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
const MEDIA = /^(m=application |c=|a=ice-ufrag:|a=ice-pwd:|a=fingerprint:|a=setup:|a=mid:|a=sctp-port:|a=max-message-size:)/;
/** A UDP host candidate: foundation, component, transport, priority, address, port, `typ host`. */
const CANDIDATE = /^a=candidate:(\S+) (\d+) udp (\d+) (\S+) (\d+) typ host(?: |$)/i;

/**
 * The SDP reduced to what a data channel needs: the kept lines in their original order, each
 * candidate cut to its first eight fields and written once per address and port, then
 * `a=end-of-candidates` (the description was read after gathering finished: there are no more).
 */
export function trimSdp(sdp: string): string {
  // A control character would be read back as a packed phrase: no valid SDP line holds one.
  const lines = sdp.split(/\r?\n/).map((line) => line.trim()).filter((line) => !/[\x00-\x1f\x7f]/.test(line));
  const kept: string[] = [];
  const endpoints = new Set<string>();
  const candidates: string[] = [];
  for (const line of lines) {
    const candidate = CANDIDATE.exec(line);
    if (candidate) {
      const [, foundation, component, priority, address, port] = candidate;
      if (component !== '1' || endpoints.has(`${address} ${port}`)) continue;
      endpoints.add(`${address} ${port}`);
      candidates.push(`a=candidate:${foundation} 1 udp ${priority} ${address} ${port} typ host`);
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
  if (!sdp.startsWith('v=0\r\n') || !/^m=application /m.test(sdp) || !/^a=fingerprint:/m.test(sdp)) throw new SignalError('damaged');
  return sdp;
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
