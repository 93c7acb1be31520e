// Build-time tool, not part of the app bundle: draws Mesa's icons (a poker chip with a spade on
// table felt) and writes them as PNG into public/icons/. Run `npx tsx src/pwa/draw-icons.ts`
// after changing the drawing; test/pwa/draw-icons.test.ts checks the committed files match it.
// Drawn from shapes in code so the icons need no image editor and no rasterizer package.
import { crc32, deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

type Rgba = readonly [number, number, number, number];

const felt: Rgba = [0x1e, 0x6b, 0x4a, 255];
const cream: Rgba = [0xf5, 0xf3, 0xee, 255];
const red: Rgba = [0xc2, 0x4a, 0x3a, 255];
const ink: Rgba = [0x1b, 0x24, 0x21, 255];
const clear: Rgba = [0, 0, 0, 0];

/**
 * `maskable`: full-bleed felt with the chip inside the central safe circle (radius 0.4), for
 * launchers that cut their own shape. Otherwise a rounded square on a transparent background.
 */
export interface IconSpec {
  readonly file: string;
  readonly size: number;
  readonly maskable: boolean;
}

export const icons: readonly IconSpec[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function inTriangle(x: number, y: number, a: readonly number[], b: readonly number[], c: readonly number[]): boolean {
  const side = (p: readonly number[], q: readonly number[]) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

// A spade in a unit box centred on the origin, y pointing down.
function inSpade(x: number, y: number): boolean {
  const lobe = (cx: number) => (x - cx) ** 2 + (y - 0.14) ** 2 <= 0.3 ** 2;
  const top = inTriangle(x, y, [0, -0.7], [-0.545, 0.02], [0.545, 0.02]);
  const stem = inTriangle(x, y, [0, 0.05], [-0.24, 0.68], [0.24, 0.68]);
  return lobe(-0.27) || lobe(0.27) || top || stem;
}

// Colour at a point of the icon in coordinates from -0.5 to 0.5.
function colourAt(x: number, y: number, maskable: boolean): Rgba {
  if (!maskable) {
    // Rounded square: outside the corner circles is transparent.
    const corner = 0.2;
    const dx = Math.max(Math.abs(x) - (0.5 - corner), 0);
    const dy = Math.max(Math.abs(y) - (0.5 - corner), 0);
    if (dx * dx + dy * dy > corner * corner) return clear;
  }
  const chip = maskable ? 0.33 : 0.38;
  const r = Math.hypot(x, y) / chip;
  if (r > 1) return felt;
  if (r > 0.76) {
    // Half a stripe of offset centres a red stripe at the top, so the chip looks level.
    const turns = (Math.atan2(y, x) / (2 * Math.PI) + 1 + 1 / 32) % 1;
    return Math.floor(turns * 16) % 2 === 0 ? red : cream;
  }
  if (r > 0.62 && r < 0.67) return felt;
  if (r < 0.6 && inSpade(x / (chip * 0.84), y / (chip * 0.84))) return ink;
  return cream;
}

const samples = 4;

/** Straight (non-premultiplied) RGBA pixels of one icon, 4×4 supersampled. */
export function drawIcon(size: number, maskable: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt((px + (sx + 0.5) / samples) / size - 0.5, (py + (sy + 0.5) / samples) / size - 0.5, maskable);
          r += c[0] * c[3];
          g += c[1] * c[3];
          b += c[2] * c[3];
          a += c[3];
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        pixels[o] = Math.round(r / a);
        pixels[o + 1] = Math.round(g / a);
        pixels[o + 2] = Math.round(b / a);
      }
      pixels[o + 3] = Math.round(a / (samples * samples));
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG file bytes: 8-bit RGBA, no filtering (filter byte 0 on every row). */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const iconsDir = resolve(fileURLToPath(import.meta.url), '../../../public/icons');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(iconsDir, { recursive: true });
  for (const icon of icons) {
    writeFileSync(resolve(iconsDir, icon.file), encodePng(icon.size, drawIcon(icon.size, icon.maskable)));
    console.log(`public/icons/${icon.file}`);
  }
}
