// QR codes in the browser tests: read one from a screenshot, as a phone's camera would (the
// whole page, not the text in the DOM), and show an image to the app's scanner as if the camera
// were pointed at it.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG (a screenshot); throws when the picture holds none. */
export function readQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  // A screen's code is dark on light, as the app's own scanner reads it (scan-code.tsx): no inverted pass.
  const found = jsQR(onWhite(image.data), image.width, image.height, { inversionAttempts: 'dontInvert' });
  if (!found) throw new Error(`No QR code could be read in the ${image.width}×${image.height} picture`);
  return found.data;
}

/** RGBA laid over white, as a see-through picture looks on a page (jsQR reads the colour and ignores alpha). */
function onWhite(rgba: Uint8Array): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i + c] = rgba[i + c]! * alpha + 255 * (1 - alpha);
    out[i + 3] = 255;
  }
  return out;
}

/** Playwright's page (addInitScript) or Puppeteer's (evaluateOnNewDocument): both take the script as text. */
type CameraPage = { evaluate(script: string): Promise<unknown> } & ({ addInitScript(script: string): Promise<unknown> } | { evaluateOnNewDocument(script: string): Promise<unknown> });

/**
 * From now on (this document and every later one) the page's camera films `png`: getUserMedia
 * gives a canvas stream of the picture, so the app's own scanner reads a screenshot as a phone's
 * camera reads another phone's screen. Called again, the camera turns to the new picture, a
 * stream already filming included (the phone held up to another screen).
 */
export async function fakeCamera(page: CameraPage, png: Buffer): Promise<void> {
  const script = `(${cameraScript.toString()})(${JSON.stringify(`data:image/png;base64,${png.toString('base64')}`)})`;
  await ('addInitScript' in page ? page.addInitScript(script) : page.evaluateOnNewDocument(script));
  await page.evaluate(script);
}

// Runs in the page, from its text: nothing from this module's scope.
function cameraScript(src: string) {
  const picture = new Image();
  picture.src = src;
  const holder = globalThis as unknown as { mesaTestCamera?: { picture: HTMLImageElement } };
  if (holder.mesaTestCamera) {
    holder.mesaTestCamera.picture = picture;
    return;
  }
  const camera = { picture };
  holder.mesaTestCamera = camera;
  const getUserMedia = async (constraints?: MediaStreamConstraints) => {
    if (!constraints?.video) throw new DOMException('The fake camera films video only', 'NotFoundError');
    await camera.picture.decode();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d')!;
    const draw = () => {
      const shown = camera.picture;
      if (!shown.complete || shown.naturalWidth === 0) return;
      if (canvas.width !== shown.naturalWidth || canvas.height !== shown.naturalHeight) {
        canvas.width = shown.naturalWidth;
        canvas.height = shown.naturalHeight;
      }
      context.drawImage(shown, 0, 0);
    };
    draw();
    const stream = canvas.captureStream(10);
    // A canvas stream sends a frame when the canvas is drawn: draw it as a camera films, until the scanner stops the track.
    const timer = setInterval(() => {
      if (stream.getVideoTracks().every((track) => track.readyState === 'ended')) clearInterval(timer);
      else draw();
    }, 100);
    return stream;
  };
  if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
  Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: getUserMedia, configurable: true, writable: true });
}
