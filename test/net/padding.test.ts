// N2 (issue 32, defect 8): what a phone's closed cards are must not show in the length of what
// is sent, which anyone on the Wi-Fi sees through the encryption.
import { describe, expect, it } from 'vitest';
import { legalActions, type SessionConfig } from '../../src/engine/index.ts';
import { readHostMessage } from '../../src/net/messages.ts';
import { hosted } from './support/hosted.ts';

const fechado: SessionConfig = { profile: 'fechado', players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 80 })), firstDealer: 0 };
const holdem: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** The view of the first seat to act after the deal of `seed`'s deck, as the host sent it: its text and the view's own JSON. */
async function firstView(config: SessionConfig, seed: number): Promise<{ sent: string; plain: string }> {
  const h = hosted(config, seed);
  await h.act({ type: 'startHand', at: 0 });
  const seat = legalActions(h.state().hand!).seat!;
  const phone = h.seated(seat);
  const sent = phone.pair.guest.received.filter((text) => readHostMessage(text)?.t === 'view').at(-1)!;
  const message = readHostMessage(sent);
  if (message?.t !== 'view') throw new Error('no view');
  return { sent, plain: JSON.stringify(message) };
}

/** The patch that deals the first seat to act its cards (its phone seated before the deal), as the host sent it, and the message's own JSON. */
async function dealPatch(config: SessionConfig, seed: number): Promise<{ sent: string; plain: string }> {
  const h = hosted(config, seed);
  const phones = config.players.map((_, seat) => h.seated(seat));
  await h.act({ type: 'startHand', at: 0 });
  const phone = phones[legalActions(h.state().hand!).seat!]!;
  phone.pair.flush();
  const sent = phone.pair.guest.received.at(-1)!;
  const message = readHostMessage(sent);
  if (message?.t !== 'patch') throw new Error('no patch');
  return { sent, plain: JSON.stringify(message) };
}

describe('N2: lengths tell nothing of closed cards', () => {
  it('N2: in fechado the first seat\'s view is sent at one length whether it holds openers or not, and whatever its cards', async () => {
    const views = await Promise.all(Array.from({ length: 24 }, (_, seed) => firstView(fechado, seed + 1)));
    const plain = new Set(views.map((v) => v.plain.length));
    // The views themselves differ in length (openers open options; card numbers differ in digits).
    expect(Math.max(...plain) - Math.min(...plain)).toBeGreaterThan(100);
    expect(new Set(views.map((v) => utf8(v.sent))).size).toBe(1);
  });

  it('N2: in hold\'em a seat\'s view is sent at one length whatever its two cards', async () => {
    const views = await Promise.all(Array.from({ length: 12 }, (_, seed) => firstView(holdem, seed + 1)));
    expect(new Set(views.map((v) => v.plain.length)).size).toBeGreaterThan(1);
    expect(new Set(views.map((v) => utf8(v.sent))).size).toBe(1);
  });

  it('N2: in fechado and hold\'em the patch that deals a seat its cards is sent at one length whatever they are (openers or not)', async () => {
    for (const [config, seeds] of [[fechado, 24], [holdem, 12]] as const) {
      const patches = await Promise.all(Array.from({ length: seeds }, (_, seed) => dealPatch(config, seed + 1)));
      expect(new Set(patches.map((p) => p.plain.length)).size, config.profile).toBeGreaterThan(1);
      expect(new Set(patches.map((p) => utf8(p.sent))).size, config.profile).toBe(1);
    }
  });

  it('N2: every message either way is sent at one of the sizes (256, 384, 512, 768, 1024, 1536 bytes, then 4 KB and its doublings), and reads back as it was', async () => {
    const h = hosted(holdem, 3);
    await h.act({ type: 'startHand', at: 0 });
    const phone = h.seated(0);
    await h.act({ type: 'call', seat: legalActions(h.state().hand!).seat! });
    h.host.tick();
    phone.pair.flush();
    const texts = [...phone.pair.guest.received, ...phone.pair.host.received];
    expect(texts.map((t) => JSON.parse(t).t)).toEqual(expect.arrayContaining(['welcome', 'view', 'patch', 'away', 'ping', 'hello', 'pick', 'pong']));
    const sizes = [256, 384, 512, 768, 1024, 1536, 4096, 8192];
    for (const text of texts) expect(sizes).toContain(utf8(text));
    expect(phone.now()).toMatchObject({ state: 'playing', role: 0 });
  });
});
