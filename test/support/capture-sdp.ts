// Records real gathered SDPs for the signal codec's tests (test/fixtures/sdp/), and proves that
// the trimmed SDPs (src/net/signal-code.ts) still open a data channel, in every pairing of the two
// engines that have WebRTC here. Run by hand, never from a test (it starts browsers):
//   npx tsx test/support/capture-sdp.ts
// Each pairing first connects with the SDPs as the browsers gave them (those are the fixtures),
// then again with both SDPs trimmed; it fails loudly when either does not open and carry a message.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trimSdp } from '../../src/net/signal-code.ts';
import { launchChromium } from '../engines/chromium.ts';
import { launchFirefox } from '../engines/firefox.ts';
import type { EngineBrowser, Tab } from '../engines/tab.ts';

const out = resolve(import.meta.dirname, '../fixtures/sdp');

// In-page plumbing as plain text (evaluated in the page), so neither driver has to serialise a
// compiled function: one peer connection, the same negotiated channel src/net/peer.ts opens,
// non-trickle (the description is read once gathering is complete).
const PAGE = `window.capture = (() => {
  let pc, channel, opened, received;
  const gathered = () => new Promise((done) => {
    if (pc.iceGatheringState === 'complete') return done();
    pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && done());
    setTimeout(done, 5000);
  });
  function start() {
    pc = new RTCPeerConnection({ iceServers: [] });
    channel = pc.createDataChannel('mesa', { negotiated: true, id: 0 });
    opened = new Promise((ok, fail) => { channel.onopen = ok; setTimeout(() => fail(new Error('the channel did not open in 10 s')), 10000); });
    received = new Promise((ok) => { channel.onmessage = (event) => ok(event.data); });
  }
  return {
    async offer() { start(); await pc.setLocalDescription(); await gathered(); return pc.localDescription.sdp; },
    async answer(sdp) { start(); await pc.setRemoteDescription({ type: 'offer', sdp }); await pc.setLocalDescription(); await gathered(); return pc.localDescription.sdp; },
    async accept(sdp) { await pc.setRemoteDescription({ type: 'answer', sdp }); },
    async talk(text) { await opened; channel.send(text); return await received; },
    close() { pc.close(); },
  };
})(); true`;

type Capture = { capture: { offer(): Promise<string>; answer(sdp: string): Promise<string>; accept(sdp: string): Promise<void>; talk(text: string): Promise<string>; close(): void } };
const page = (tab: Tab) => ({
  offer: () => tab.evaluate(() => (globalThis as unknown as Capture).capture.offer(), null),
  answer: (sdp: string) => tab.evaluate((s) => (globalThis as unknown as Capture).capture.answer(s), sdp),
  accept: (sdp: string) => tab.evaluate((s) => (globalThis as unknown as Capture).capture.accept(s), sdp),
  talk: (text: string) => tab.evaluate((s) => (globalThis as unknown as Capture).capture.talk(s), text),
  close: () => tab.evaluate(() => (globalThis as unknown as Capture).capture.close(), null),
});

async function fresh(browser: EngineBrowser) {
  const tab = await browser.newTab();
  await tab.goto('about:blank');
  await tab.evaluate((source) => (0, eval)(source) as boolean, PAGE);
  return { tab, peer: page(tab) };
}

/** One connection; returns the SDPs as gathered. `trim` says whether each side receives them trimmed. */
async function connect(offerer: EngineBrowser, answerer: EngineBrowser, trim: boolean) {
  const a = await fresh(offerer);
  const b = await fresh(answerer);
  const pass = (sdp: string) => (trim ? trimSdp(sdp) : sdp);
  const offer = await a.peer.offer();
  const answer = await b.peer.answer(pass(offer));
  await a.peer.accept(pass(answer));
  const [heard, said] = await Promise.all([b.peer.talk('from the answer'), a.peer.talk('from the offer')]);
  if (heard !== 'from the offer' || said !== 'from the answer') throw new Error(`the messages crossed wrong: ${heard} / ${said}`);
  await a.peer.close();
  await b.peer.close();
  await a.tab.close();
  await b.tab.close();
  return { offer, answer };
}

const chromium = await launchChromium();
const firefox = await launchFirefox();
const engines = { chromium, firefox };
mkdirSync(out, { recursive: true });
try {
  for (const [from, to] of [['chromium', 'chromium'], ['firefox', 'firefox'], ['firefox', 'chromium'], ['chromium', 'firefox']] as const) {
    const raw = await connect(engines[from], engines[to], false);
    writeFileSync(join(out, `${from}-to-${to}.offer.sdp`), raw.offer);
    writeFileSync(join(out, `${from}-to-${to}.answer.sdp`), raw.answer);
    const trimmed = await connect(engines[from], engines[to], true);
    console.log(`${from} → ${to}: connected as gathered (offer ${raw.offer.length} B, answer ${raw.answer.length} B) and trimmed (offer ${trimSdp(trimmed.offer).length} B, answer ${trimSdp(trimmed.answer).length} B)`);
  }
} finally {
  await chromium.close();
  await firefox.close();
}
