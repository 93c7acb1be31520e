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

  it('N2: every message either way is sent at a power of two of at least 512 bytes, and reads back as it was', async () => {
    const h = hosted(holdem, 3);
    await h.act({ type: 'startHand', at: 0 });
    const phone = h.seated(0);
    h.host.tick();
    phone.pair.flush();
    const texts = [...phone.pair.guest.received, ...phone.pair.host.received];
    expect(texts.map((t) => JSON.parse(t).t)).toEqual(expect.arrayContaining(['welcome', 'view', 'away', 'ping', 'hello', 'pick', 'pong']));
    for (const text of texts) {
      const size = utf8(text);
      expect(size).toBeGreaterThanOrEqual(512);
      expect(size & (size - 1)).toBe(0);
    }
    expect(phone.now()).toMatchObject({ state: 'playing', role: 0 });
  });
});
