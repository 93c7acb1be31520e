import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, encodePng, icons, iconsDir } from '../../src/pwa/draw-icons.ts';

// Decodes the PNGs the generator writes (8-bit RGBA, filter 0), so the committed files are
// compared by their pixels, not by deflate bytes that may differ between zlib versions.
function decode(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 6]);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 4 + 1;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(rows[y * stride]).toBe(0);
    pixels.set(rows.subarray(y * stride + 1, (y + 1) * stride), y * width * 4);
  }
  return { width, height, pixels };
}

describe('app icons', () => {
  it.each(icons)('public/icons/$file is what draw-icons.ts draws', ({ file, size, maskable }) => {
    const committed = decode(readFileSync(join(iconsDir, file)));
    expect([committed.width, committed.height]).toEqual([size, size]);
    expect(Buffer.from(committed.pixels).equals(Buffer.from(drawIcon(size, maskable)))).toBe(true);
  });

  it('maskable icons are opaque to the edge; the others have transparent corners', () => {
    const alphaAt = (pixels: Uint8Array, size: number, x: number, y: number) => pixels[(y * size + x) * 4 + 3];
    const size = 192;
    const maskable = drawIcon(size, true);
    const rounded = drawIcon(size, false);
    expect(alphaAt(maskable, size, 0, 0)).toBe(255);
    expect(alphaAt(rounded, size, 0, 0)).toBe(0);
    expect(alphaAt(rounded, size, 96, 0)).toBe(255);
  });

  it('encodes a PNG that decodes back to the same pixels', () => {
    const pixels = new Uint8Array(3 * 3 * 4).map((_, i) => (i * 37) % 256);
    expect(decode(encodePng(3, pixels)).pixels).toEqual(pixels);
  });
});
