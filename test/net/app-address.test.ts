// The address a host's or guest's code links to (src/net/app-address.ts): the folder the page is
// served from, whatever the path, query or hash it was opened with, with the relative base of the
// one build (vite.config.ts) and with the dev server's '/'.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appAddressAt } from '../../src/net/app-address.ts';
import { readSignal, signalCode, trimSdp } from '../../src/net/signal-code.ts';
import { offerInHash } from '../../src/ui/net/code-links.ts';

describe('the app address a code links to', () => {
  it('under a sub-path, with the relative base: that folder, from the folder itself or its index.html', () => {
    expect(appAddressAt('./', 'https://ana.github.io/mesa/')).toBe('https://ana.github.io/mesa/');
    expect(appAddressAt('./', 'https://ana.github.io/mesa/index.html')).toBe('https://ana.github.io/mesa/');
    expect(appAddressAt('./', 'https://host.example/a/b/mesa/')).toBe('https://host.example/a/b/mesa/');
  });

  it('at a domain root, with the relative base: the root', () => {
    expect(appAddressAt('./', 'https://mesa.example/')).toBe('https://mesa.example/');
    expect(appAddressAt('./', 'http://192.168.0.7:4173/index.html')).toBe('http://192.168.0.7:4173/');
  });

  it('leaves the query and the hash the page was opened with behind (a join link must not carry the last one)', () => {
    expect(appAddressAt('./', 'https://ana.github.io/mesa/?source=pwa#join=AAAA')).toBe('https://ana.github.io/mesa/');
  });

  it("with the dev server's absolute base '/': the root, whatever the page", () => {
    expect(appAddressAt('/', 'http://localhost:5173/some/page?x=1#join=AAAA')).toBe('http://localhost:5173/');
  });

  it('a join link built from a page under a sub-path opens that folder and is read back as the same offer', async () => {
    const sdp = readFileSync(join(resolve(import.meta.dirname, '../fixtures/sdp'), 'chromium-to-chromium.offer.sdp'), 'utf8');
    const link = await signalCode('offer', sdp, appAddressAt('./', 'https://ana.github.io/mesa/#join=old'));
    const opened = new URL(link);
    expect(opened.origin + opened.pathname).toBe('https://ana.github.io/mesa/');
    expect(offerInHash(link, opened.hash)).toBe(link);
    expect(await readSignal(link, 'offer')).toBe(trimSdp(sdp));
  });
});
