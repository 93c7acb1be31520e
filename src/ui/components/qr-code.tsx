// A QR code drawn as one SVG path: sharp at any size and on any screen density, with its white
// quiet zone (4 modules, as ISO 18004 asks) inside the picture, so a dark page around it never
// eats the border a camera needs to find the code. lean-qr picks the smallest version that holds
// the text; correction starts at L (a code shown on a screen is not smudged or torn) and lean-qr
// raises it for free when the chosen version has room left.
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'preact/hooks';

/** ISO 18004's quiet zone, in modules. */
const QUIET = 4;

interface QrCodeProps {
  /** What the code holds. */
  readonly text: string;
  /** What a screen reader says for the picture ("The table's code for Ana's phone"). */
  readonly label: string;
  /** The widest the code is drawn, in CSS pixels (it shrinks to its container, and to ¾ of a sideways screen's height). */
  readonly size?: number;
}

export function QrCode({ text, label, size = 320 }: QrCodeProps) {
  const code = useMemo(() => generate(text, { minCorrectionLevel: correction.L }), [text]);
  const side = code.size + 2 * QUIET;
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      shape-rendering="crispEdges"
      style={{ display: 'block', width: `min(100%, ${size}px, 75dvh)`, height: 'auto', aspectRatio: '1', margin: '0 auto' }}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
