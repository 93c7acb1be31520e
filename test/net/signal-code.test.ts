// The offer/answer codes end to end for the real SDPs of both engines (test/fixtures/sdp/, made
// by test/support/capture-sdp.ts, which also proved the trimmed SDPs connect): trim, pack,
// deflate, link, QR picture, camera read (jsQR), and back to the same trimmed SDP. Then what a
// phone may be shown instead: other QR codes, a chat message, half a code, the other phone's code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr';
import { describe, expect, it, vi } from 'vitest';
import { MAX_CANDIDATES, readSignal, SignalError, signalCode, trimSdp, type SignalKind, type SignalProblem } from '../../src/net/signal-code.ts';

const dir = resolve(import.meta.dirname, '../fixtures/sdp');
const fixtures = readdirSync(dir)
  .filter((name) => name.endsWith('.sdp'))
  .sort()
  .map((name) => ({ name, kind: (name.endsWith('.offer.sdp') ? 'offer' : 'answer') as SignalKind, sdp: readFileSync(join(dir, name), 'utf8') }));
const address = 'https://mesa-poker.example.app/mesa/';

/** The largest QR version a code may need: 69×69 modules, read by a phone across a table at 300 CSS pixels. */
const MAX_VERSION = 13;

/** A QR code as a camera sees a screen: 3 pixels a module, quiet zone, black on white, read by jsQR. */
function cameraRead(text: string): { read: string; version: number } {
  const code = generate(text, { minCorrectionLevel: correction.L });
  const scale = 3;
  const side = (code.size + 8) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      if (!code.get(Math.floor(x / scale) - 4, Math.floor(y / scale) - 4)) continue;
      rgba.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  const found = jsQR(rgba, side, side);
  if (!found) throw new Error('jsQR found no code');
  return { read: found.data, version: (code.size - 17) / 4 };
}

async function reason(text: string, expect: SignalKind): Promise<SignalProblem | 'read'> {
  try {
    await readSignal(text, expect);
    return 'read';
  } catch (error) {
    if (error instanceof SignalError) return error.reason;
    throw error;
  }
}

const other = (kind: SignalKind): SignalKind => (kind === 'offer' ? 'answer' : 'offer');
const payloadOf = (link: string) => link.slice(link.indexOf('=') + 1);
const base64url = (bytes: number[]) => Buffer.from(bytes).toString('base64url');

describe('the codes of real Chromium and Firefox SDPs', () => {
  it('covers offers and answers of all four pairings', () => {
    expect(fixtures.map((f) => f.name)).toEqual(
      ['chromium-to-chromium', 'chromium-to-firefox', 'firefox-to-chromium', 'firefox-to-firefox'].flatMap((pair) => [`${pair}.answer.sdp`, `${pair}.offer.sdp`]),
    );
  });

  for (const { name, kind, sdp } of fixtures) {
    it(`${name}: trimmed, coded, drawn as a QR code, read by a camera and back to the same trimmed SDP`, async () => {
      const trimmed = trimSdp(sdp);
      const link = await signalCode(kind, sdp, address);
      expect(link.startsWith(`${address}#${kind === 'offer' ? 'join' : 'answer'}=`)).toBe(true);
      const { read, version } = cameraRead(link);
      expect(read).toBe(link);
      expect(version).toBeLessThanOrEqual(MAX_VERSION);
      expect(payloadOf(link).length).toBeLessThanOrEqual(400);
      expect(await readSignal(read, kind)).toBe(trimmed);
    });

    it(`${name}: the trimmed SDP keeps one UDP host candidate per address and nothing a data channel does without`, () => {
      const trimmed = trimSdp(sdp);
      expect(trimmed).not.toMatch(/extmap-allow-mixed|msid-semantic|ice-options|a=sendrecv|tcptype| TCP | tcp |typ srflx|typ relay|network-cost|generation/);
      const endpoints = [...trimmed.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+ \d+) typ host$/gm)].map((m) => m[1]);
      expect(endpoints.length).toBeGreaterThan(0);
      expect(new Set(endpoints).size).toBe(endpoints.length);
      for (const line of ['a=ice-ufrag:', 'a=ice-pwd:', 'a=fingerprint:sha-256 ', 'a=setup:', 'a=mid:0', 'a=sctp-port:', 'a=max-message-size:', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel'])
        expect(trimmed).toContain(line);
      expect(trimmed.endsWith('a=end-of-candidates\r\n')).toBe(true);
      expect(trimSdp(trimmed)).toBe(trimmed);
    });
  }

  it('a link inside a chat message, escaped, or with a full stop after it reads the same', async () => {
    const { sdp } = fixtures.find((f) => f.name === 'firefox-to-chromium.offer.sdp')!;
    const link = await signalCode('offer', sdp, address);
    const trimmed = trimSdp(sdp);
    expect(await readSignal(`Entra na mesa: ${link}. Até já!`, 'offer')).toBe(trimmed);
    expect(await readSignal(`\n  ${payloadOf(link)}  \n`, 'offer')).toBe(trimmed);
    expect(await readSignal(link.replace('#', '%23'), 'offer')).toBe(trimmed);
  });
});

describe('what is not a usable code gets its reason and nothing else', () => {
  const offer = fixtures.find((f) => f.name === 'chromium-to-firefox.offer.sdp')!.sdp;
  const answer = fixtures.find((f) => f.name === 'chromium-to-firefox.answer.sdp')!.sdp;

  it('random text, another QR code’s link, an empty paste: not-mesa', async () => {
    expect(await reason('Olá, pessoal! Vamos jogar hoje às 21h?', 'offer')).toBe('not-mesa');
    expect(await reason('https://example.com/menu?table=12', 'offer')).toBe('not-mesa');
    expect(await reason('   ', 'answer')).toBe('not-mesa');
    expect(await reason('hello', 'answer')).toBe('not-mesa');
  });

  it('a truncated payload or a changed one: damaged', async () => {
    const link = await signalCode('offer', offer, address);
    expect(await reason(link.slice(0, link.length - 40), 'offer')).toBe('damaged');
    expect(await reason(link.slice(0, link.indexOf('=') + 3), 'offer')).toBe('damaged');
    expect(await reason(payloadOf(link).slice(0, 60), 'offer')).toBe('damaged');
    expect(await reason(`${address}#join=`, 'offer')).toBe('damaged');
  });

  it('a guest’s answer where the host’s offer is expected, and the other way round: wrong-kind', async () => {
    const answerLink = await signalCode('answer', answer, address);
    const offerLink = await signalCode('offer', offer, address);
    expect(await reason(answerLink, 'offer')).toBe('wrong-kind');
    expect(await reason(offerLink, 'answer')).toBe('wrong-kind');
    expect(await reason(payloadOf(answerLink), 'offer')).toBe('wrong-kind');
    expect(await reason(payloadOf(offerLink), 'answer')).toBe('wrong-kind');
  });

  it('a code of a later format: old-version', async () => {
    const bytes = [...Buffer.from(payloadOf(await signalCode('offer', offer, address)), 'base64url')];
    const later = base64url([2, ...bytes.slice(1)]);
    expect(await reason(`${address}#join=${later}`, 'offer')).toBe('old-version');
    expect(await reason(later, 'offer')).toBe('old-version');
  });

  it('a 1 MB paste, a 1 MB payload and a payload that inflates to megabytes: refused without reading them whole', async () => {
    expect(await reason('bla bla '.repeat(1 << 17), 'offer')).toBe('not-mesa');
    expect(await reason('A'.repeat(1 << 20), 'offer')).toBe('not-mesa');
    expect(await reason(`${address}#join=${'A'.repeat(1 << 20)}`, 'offer')).toBe('damaged');
    const bomb = await new Response(new Blob(['v=0\n' + 'x'.repeat(2 << 20)]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    // Counted, not timed: what the inflater was made to produce before the code was refused.
    const Inflater = DecompressionStream;
    let inflated = 0;
    vi.stubGlobal('DecompressionStream', function (format: CompressionFormat) {
      const real = new Inflater(format);
      const count = new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, out) => (inflated += chunk.length, out.enqueue(chunk)) });
      return { writable: real.writable, readable: real.readable.pipeThrough(count) };
    });
    try {
      expect(await reason(`${address}#join=${base64url([1, 0, ...new Uint8Array(bomb)])}`, 'offer')).toBe('damaged');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(inflated).toBeGreaterThan(0);
    expect(inflated).toBeLessThan(100_000);
  });

  it('deflated text that is not an SDP: damaged', async () => {
    const text = await new Response(new Blob(['hello, table']).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    expect(await reason(`${address}#answer=${base64url([1, 1, ...new Uint8Array(text)])}`, 'answer')).toBe('damaged');
  });
});

// SDP-like texts: the lines both engines write, in any order, with noise, TCP and duplicate candidates.
const token = fc.stringMatching(/^[A-Za-z0-9+/]{4,32}$/);
const candidate = fc
  .record({ foundation: fc.nat(), udp: fc.boolean(), priority: fc.nat(), host: fc.uuid(), port: fc.integer({ min: 1, max: 65535 }), extra: fc.constantFrom('', ' generation 0 network-cost 999', ' tcptype active') })
  .map((c) => `a=candidate:${c.foundation} 1 ${c.udp ? 'udp' : 'TCP'} ${c.priority} ${c.host}.local ${c.port} typ host${c.extra}`);
const sdpLike = fc
  .record({
    session: fc.bigInt({ min: 0n, max: 2n ** 63n }),
    ufrag: token,
    pwd: token,
    fingerprint: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    setup: fc.constantFrom('actpass', 'active', 'passive'),
    size: fc.integer({ min: 1024, max: 1 << 30 }),
    candidates: fc.array(candidate, { minLength: 1, maxLength: 6 }),
    noise: fc.array(fc.oneof(fc.constantFrom('a=extmap-allow-mixed', 'a=msid-semantic: WMS', 'a=ice-options:trickle', 'a=sendrecv', 'a=end-of-candidates'), fc.stringMatching(/^a=[a-z-]{1,12}:[ -~]{0,20}$/)), { maxLength: 6 }),
    lf: fc.constantFrom('\r\n', '\n'),
  })
  .chain((s) =>
    // The first candidate twice: engines repeat one when two interfaces share an address.
    fc.shuffledSubarray([...s.candidates, s.candidates[0]!, ...s.noise], { minLength: s.candidates.length + s.noise.length + 1 }).map((media) =>
      [
        'v=0',
        `o=- ${s.session} 2 IN IP4 127.0.0.1`,
        's=-',
        't=0 0',
        'a=group:BUNDLE 0',
        'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
        'c=IN IP4 0.0.0.0',
        `a=ice-ufrag:${s.ufrag}`,
        `a=ice-pwd:${s.pwd}`,
        `a=fingerprint:sha-256 ${[...s.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':')}`,
        `a=setup:${s.setup}`,
        'a=mid:0',
        'a=sctp-port:5000',
        `a=max-message-size:${s.size}`,
        ...media,
        '',
      ].join(s.lf),
    ),
  );

describe('properties', () => {
  it('every SDP-like text comes back from its code as its trimmed self, of either kind', async () => {
    await fc.assert(
      fc.asyncProperty(sdpLike, fc.constantFrom<SignalKind>('offer', 'answer'), async (sdp, kind) => {
        const trimmed = trimSdp(sdp);
        const link = await signalCode(kind, sdp, address);
        // N1: a code with no UDP host candidate is of no use to connect.
        if (!/^a=candidate:/m.test(trimmed)) return void expect(await reason(link, kind)).toBe('damaged');
        expect(await readSignal(link, kind)).toBe(trimmed);
        expect(await reason(link, other(kind))).toBe('wrong-kind');
        expect(trimmed).not.toMatch(/TCP|tcptype|extmap|msid|sendrecv|network-cost/);
        const endpoints = [...trimmed.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+ \d+) typ host$/gm)].map((m) => m[1]);
        expect(new Set(endpoints).size).toBe(endpoints.length);
        expect(endpoints.length).toBe(Math.min(MAX_CANDIDATES, new Set([...sdp.matchAll(/^a=candidate:\S+ 1 udp \d+ (\S+ \d+) typ host/gm)].map((m) => m[1])).size));
      }),
      { numRuns: 150 },
    );
  });

  it('any text, or a code with one character changed, gives an SDP or a SignalError, never another failure', async () => {
    const link = await signalCode('offer', fixtures[0]!.sdp, address);
    const changed = fc.record({ at: fc.nat({ max: link.length - 1 }), char: fc.constantFrom(...'AZaz09-_.#= ') }).map(({ at, char }) => link.slice(0, at) + char + link.slice(at + 1));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 600 }), fc.stringMatching(/^[A-Za-z0-9_-]{0,600}$/), changed), fc.constantFrom<SignalKind>('offer', 'answer'), async (text, kind) => {
        const outcome = await reason(text, kind);
        if (outcome === 'read') expect((await readSignal(text, kind)).startsWith('v=0\r\n')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

// Defect 9 of issue 32: what a code read may make this phone's WebRTC stack contact.
describe('N1: a code read keeps only nearby UDP host candidates', () => {
  const offer = fixtures.find((f) => f.name === 'chromium-to-chromium.offer.sdp')!.sdp;
  /** A code of `sdp` as it is, untrimmed: what a changed app could show instead of its real code. */
  async function rawCode(kind: SignalKind, sdp: string): Promise<string> {
    const deflated = await new Response(new Blob([sdp.replace(/\r\n/g, '\n')]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    return `${address}#${kind === 'offer' ? 'join' : 'answer'}=${base64url([1, kind === 'offer' ? 0 : 1, ...new Uint8Array(deflated)])}`;
  }
  const withCandidates = (lines: readonly string[]) => offer.replace(/^a=candidate:.*\r?\n/gm, '').replace('a=ice-ufrag:', `${lines.join('\n')}\na=ice-ufrag:`);
  const candidatesOf = (sdp: string) => [...sdp.matchAll(/^a=candidate:.*$/gm)].map((m) => m[0]);

  it('N1: a code with 105 candidates — public, TCP, relayed, reflexive and private — is read with at most MAX_CANDIDATES private UDP host ones, rebuilt', async () => {
    const hostile = [
      'a=candidate:1 1 udp 2122260223 8.8.8.8 443 typ host generation 0',
      'a=candidate:2 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active',
      'a=candidate:3 1 udp 41885439 10.0.0.9 50000 typ relay raddr 0.0.0.0 rport 0',
      'a=candidate:4 1 udp 1686052607 200.1.2.3 40000 typ srflx raddr 192.168.1.20 rport 40000',
      'a=candidate:5 1 udp 2122260223 2001:db8::1 40000 typ host',
      'a=candidate:6 1 udp 2122260223 127.0.0.1 40000 typ host',
      ...Array.from({ length: 99 }, (_, i) => `a=candidate:${100 + i} 1 udp 2122260223 192.168.${Math.floor(i / 200)}.${(i % 200) + 1} ${40000 + i} typ host`),
    ];
    expect(hostile).toHaveLength(105);
    const sdp = await readSignal(await rawCode('offer', withCandidates(hostile)), 'offer');
    const kept = candidatesOf(sdp);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    expect(kept).toEqual(kept.map((_, i) => `a=candidate:${100 + i} 1 udp 2122260223 192.168.0.${i + 1} ${40000 + i} typ host`));
    expect(kept.join('\n')).not.toMatch(/8\.8\.8\.8|tcp|relay|srflx|2001:db8|127\.0\.0\.1|raddr|generation/i);
  });

  it('N1: private, link-local and .local addresses are kept; public, loopback, malformed and out-of-range ones are not', async () => {
    const lines = (addresses: readonly string[]) => addresses.map((a, i) => `a=candidate:${i} 1 udp 2122260223 ${a} ${5000 + i} typ host`);
    const near = ['10.1.2.3', '172.20.0.5', '169.254.7.8', 'fe80::1c2:3ff:fe4:5'];
    const others = ['172.32.0.1', '11.0.0.1', '192.169.0.1', '0.0.0.0', '255.255.255.255', '127.0.0.1', '::1', '2001:db8::2', '10.0.0.300', 'example.com', 'a.b.local'];
    const keptFrom = async (addresses: readonly string[]) => candidatesOf(await readSignal(await rawCode('offer', withCandidates([...lines(addresses), 'a=candidate:9 1 udp 1 c0ffee-1.local 1 typ host'])), 'offer'));
    expect((await keptFrom(near)).map((line) => line.split(' ')[4])).toEqual(near);
    const fromOthers = await keptFrom(['fd00::5', ...others]);
    expect(fromOthers.map((line) => line.split(' ')[4])).toEqual(['fd00::5', 'c0ffee-1.local']);
    const badPort = 'a=candidate:7 1 udp 2122260223 192.168.0.9 70000 typ host';
    expect(await reason(await rawCode('offer', withCandidates([badPort])), 'offer')).toBe('damaged');
  });

  it('N1: a code with no candidate this phone may reach, or no SHA-256 fingerprint, is damaged', async () => {
    expect(await reason(await rawCode('offer', withCandidates(['a=candidate:1 1 udp 2122260223 8.8.8.8 443 typ host'])), 'offer')).toBe('damaged');
    const noFingerprint = offer.replace(/^a=fingerprint:.*$/m, 'a=fingerprint:sha-1 00:11');
    expect(await reason(await rawCode('offer', noFingerprint), 'offer')).toBe('damaged');
  });
});
