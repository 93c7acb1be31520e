// The size budget of the production build: what a phone downloads before the home screen
// shows (the entry script, its static imports and the stylesheet), gzip-compressed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, inject, it } from 'vitest';

const budget = 45 * 1024;
const distDir = inject('distDir');

function initialAssets(html: string): string[] {
  // The build's paths are relative ('./assets/…', vite.config.ts base); '/assets/…' is read too.
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\.?\/([^"]+)"/g)].map((m) => m[1]);
  const links = [...html.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*\shref="\.?\/([^"]+)"/g)].map((m) => m[1]);
  return [...scripts, ...links];
}

it('the initial JavaScript and CSS stay under 45 KB gzip', () => {
  const assets = initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8'));
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  let total = 0;
  for (const asset of assets) {
    const size = gzipSync(readFileSync(join(distDir, asset)), { level: 9 }).length;
    console.log(`${asset}: ${(size / 1024).toFixed(2)} KB gzip`);
    total += size;
  }
  console.log(`initial JS + CSS: ${(total / 1024).toFixed(2)} KB gzip (budget ${budget / 1024} KB)`);
  expect(total).toBeLessThan(budget);
});
