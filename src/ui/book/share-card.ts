// The night as an image for a group chat: a cream card on the felt, the game and day, each
// player's place and result, and who pays whom. Drawn on a canvas at three times a phone's width
// (sharp on any screen) and handed over as a PNG.
import type { Night } from '../../app/index.ts';
import { isolated } from '../../engine/index.ts';
import { nightGameName } from './night-game-name.ts';
import { dayText, seatText } from './measure-text.ts';
import { tb } from './messages.ts';
import { placings, transferLines } from './share.ts';

const WIDTH = 1080;
const MARGIN = 48;
const PAD = 48;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const COLOURS = { felt: '#1e6b4a', card: '#f5f3ee', ink: '#1b2421', muted: '#56625c', line: '#d9d4c9', up: '#1e6b4a', down: '#b3261e' };

/** Shrinks the font until `text` fits `width` (a long name never runs off the card). */
function fit(ctx: CanvasRenderingContext2D, text: string, size: number, weight: number, width: number): void {
  for (let s = size; s >= 20; s -= 2) {
    ctx.font = `${weight} ${s}px ${FONT}`;
    if (ctx.measureText(text).width <= width) return;
  }
}

export async function nightCard(night: Night): Promise<Blob> {
  const placed = placings(night);
  const transfers = night.currency ? transferLines(night) : [];
  const settle = night.currency ? (transfers.length > 0 ? transfers : [tb('night.even')]) : [];
  const row = 76;
  const height = MARGIN * 2 + PAD * 2 + 140 + placed.length * row + (settle.length > 0 ? 80 + settle.length * 56 : 0) + 56;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.fillStyle = COLOURS.felt;
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = COLOURS.card;
  ctx.beginPath();
  ctx.roundRect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, height - 2 * MARGIN - 56, 36);
  ctx.fill();

  const left = MARGIN + PAD;
  const right = WIDTH - MARGIN - PAD;
  const inner = right - left;
  let y = MARGIN + PAD + 52;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLOURS.ink;
  const game = nightGameName(night.profile);
  fit(ctx, game, 56, 700, inner);
  ctx.fillText(game, left, y);
  y += 56;
  const when = night.hands === null ? dayText(night.day) : `${dayText(night.day)} · ${tb('night.hands', { count: night.hands })}`;
  ctx.fillStyle = COLOURS.muted;
  fit(ctx, when, 36, 400, inner);
  ctx.fillText(when, left, y);
  y += 28;

  for (const { place, seat } of placed) {
    ctx.strokeStyle = COLOURS.line;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(right, y);
    ctx.stroke();
    const baseline = y + 52;
    // A tournament without money (T22) has places only: the name takes the whole row.
    const amount = seatText(night, seat);
    let amountWidth = 0;
    if (amount !== null) {
      const value = night.currency ? (seat.money ?? 0) : seat.net;
      ctx.textAlign = 'right';
      ctx.fillStyle = value > 0 ? COLOURS.up : value < 0 ? COLOURS.down : COLOURS.ink;
      fit(ctx, amount, 40, 700, inner * 0.55);
      amountWidth = ctx.measureText(amount).width + 24;
      ctx.fillText(amount, right, baseline);
    }
    ctx.textAlign = 'left';
    ctx.fillStyle = COLOURS.ink;
    // G17: isolated, as in the shared text: a right-to-left name stays after its place.
    const name = `${tb('night.place', { place })}  ${isolated(seat.name)}`;
    fit(ctx, name, 40, 600, inner - amountWidth);
    ctx.fillText(name, left, baseline);
    y += row;
  }

  if (settle.length > 0) {
    y += 56;
    ctx.fillStyle = COLOURS.muted;
    ctx.font = `700 36px ${FONT}`;
    ctx.fillText(tb('night.settle'), left, y);
    for (const line of settle) {
      y += 56;
      ctx.fillStyle = COLOURS.ink;
      fit(ctx, line, 36, 400, inner);
      ctx.fillText(line, left, y);
    }
  }

  ctx.fillStyle = COLOURS.card;
  ctx.font = `700 34px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText('♠ Mesa', WIDTH / 2, height - MARGIN + 2);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}
