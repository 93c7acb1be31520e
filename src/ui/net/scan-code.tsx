// The scanner of a table's code: the rear camera, read every ~150 ms by the browser's own
// BarcodeDetector where it has one that knows QR codes, else by jsQR, loaded only then (its own
// chunk, precached with the rest: never fetched from elsewhere). Below it, a field to paste the
// code into, for a phone without a camera, a refused camera, or a code sent by chat.
//
// `onCode` receives each code read; when what it returns rejects with one of src/net's reasons
// (SignalError, PeerError: told apart by `reason`, the screens never import src/net), the
// scanner words it and goes on reading. A code `onCode` takes stops the camera.
import { useEffect, useRef, useState } from 'preact/hooks';
import { reasonOf, reasonText, tscan } from './scan-messages.ts';
import './scan-code.css';

interface ScanCodeProps {
  /** Which code this phone waits for: the host's offer (a guest joining) or a guest's answer (the host). */
  readonly expect: 'offer' | 'answer';
  readonly onCode: (text: string) => unknown;
  /** What to point the camera at, when more needs saying than the code's name (the host's new code after it reloaded). */
  readonly aim?: string;
  /** A code handed over without the camera (an answer link opened in another tab): used as a scanned one, once per object. */
  readonly handed?: { readonly code: string } | null;
}

type Camera = 'starting' | 'live' | 'refused' | 'missing' | 'busy' | 'done';

/** Between two reads of the picture: quick enough to feel instant, slow enough to leave a phone cool. */
const READ_EVERY_MS = 150;
/** jsQR reads a downscaled frame: a code filling a third of the picture still has 3 pixels a module. */
const READ_WIDTH = 640;

export function ScanCode({ expect, onCode, aim, handed }: ScanCodeProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  // The text last refused: the camera sees it again ten times a second, and it is worded once.
  const refused = useRef<string | null>(null);
  const busy = useRef(false);
  // A code being used takes a moment (the reply is gathered, the host's phone answers): said, so a tap is seen.
  const [checking, setChecking] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  /** Hands a code to `onCode`; true when it was taken. */
  async function offer(text: string): Promise<boolean> {
    busy.current = true;
    setChecking(true);
    try {
      await latest.current(text);
      setProblem(null);
      return true;
    } catch (error) {
      refused.current = text;
      const reason = reasonOf(error);
      if (reason !== 'cancelled') setProblem(reasonText(error, expect) ?? tscan('scan.failed'));
      return false;
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('missing');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        return stopped || setCamera(cameraProblem(error));
      }
      if (stopped) return stop();
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => {});
      setCamera('live');
      const read = await reader();
      const tick = async () => {
        if (stopped) return;
        const text = busy.current || element.readyState < 2 ? null : await read(element).catch(() => null);
        if (stopped) return;
        if (text && text !== refused.current && (await offer(text))) {
          stop();
          return setCamera('done');
        }
        timer = setTimeout(tick, READ_EVERY_MS);
      };
      tick();
    })();
    return stop;
  }, [attempt]);

  useEffect(() => {
    if (!handed) return;
    refused.current = null;
    void offer(handed.code);
  }, [handed]);

  const blocked = camera === 'refused' || camera === 'missing' || camera === 'busy';
  return (
    <div class="scan-code">
      <p class="scan-aim">{aim ?? tscan(expect === 'offer' ? 'scan.aim.offer' : 'scan.aim.answer')}</p>
      {!blocked && camera !== 'done' && (
        <div class="scan-view">
          <video ref={video} class="scan-video" muted playsInline autoPlay aria-label={tscan('scan.video')} />
          {camera === 'starting' && <p class="scan-starting">{tscan('scan.starting')}</p>}
        </div>
      )}
      {blocked && (
        <div class="notice notice-problem" role="alert">
          <p>{tscan(`scan.${camera}`)}</p>
          <button type="button" class="button secondary" onClick={() => (setCamera('starting'), setAttempt((n) => n + 1))}>
            {tscan('scan.retry')}
          </button>
        </div>
      )}
      {checking && (
        <p class="scan-checking" role="status">
          {tscan('scan.checking')}
        </p>
      )}
      {!checking && problem && (
        <p class="field-problem" role="alert">
          {problem}
        </p>
      )}
      <form
        class="field scan-paste"
        onSubmit={async (event) => {
          event.preventDefault();
          const text = pasted.trim();
          if (!text) return setProblem(tscan('scan.empty'));
          refused.current = null;
          if (await offer(text)) setPasted('');
        }}
      >
        <label class="field-label" for="scan-paste">
          {tscan('scan.paste')}
        </label>
        <input
          id="scan-paste"
          class="text-input"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          value={pasted}
          onInput={(event) => setPasted(event.currentTarget.value)}
        />
        <button type="submit" class="button primary compact" disabled={checking}>
          {tscan('scan.use')}
        </button>
      </form>
    </div>
  );
}

type Read = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own QR reader when it has one, else jsQR on a downscaled frame. */
async function reader(): Promise<Read> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    const scale = Math.min(1, READ_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The part of the Shape Detection API used here (TypeScript's DOM library has none of it). */
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

function cameraProblem(error: unknown): Camera {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'missing';
}


