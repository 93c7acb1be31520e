// N1: this phone joins a table hosted on another. It reads the host's code (camera or paste, or
// the link it was opened with), shows its answer as a big QR code for the host to read (and as
// text to copy), then waits and connects. What happens next is the guest signal's: once the host
// has welcomed the phone, its table (or its choice of seat) takes the screen. A phone whose host's
// pipe closed for good (N6: the host reloaded) is sent here at once, to scan the host's new code.
import './join.css';
import { useEffect, useState } from 'preact/hooks';
import { guest, hostHeard, join, leave, lostHost, welcomed, type Guest } from '../../app/index.ts';
import { QrCode } from '../components/qr-code.tsx';
import { back, goFromHome } from '../navigation.ts';
import { t } from '../i18n/index.ts';
import { joinFailure, seatName } from './guest-state.ts';
import { linkedOffer } from './code-links.ts';
import { ScanCode } from './scan-code.tsx';
import { tg } from './guest-messages.ts';
import { reasonOf, reasonText, tscan } from './scan-messages.ts';

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div class="join-copy">
      <button type="button" class="button secondary" onClick={() => void copy()}>
        {tg('join.copy')}
      </button>
      <p class="muted small" role="status">
        {copied === 'yes' ? tg('join.copied') : copied === 'failed' ? tg('join.copyFailed') : ''}
      </p>
      {copied === 'failed' && <textarea class="text-input join-code-text" readOnly rows={3} value={code} onFocus={(e) => (e.target as HTMLTextAreaElement).select()} />}
    </div>
  );
}

/** The answer for the host to read, and where the connection is. */
function Answer({ now }: { now: Guest }) {
  const returning = seatName(now);
  return (
    <main class="screen join join-answer">
      <div class="join-qr">{now.answer && <QrCode text={now.answer} label={tg('join.answerLabel')} size={420} />}</div>
      <div class="join-side">
        <h1 class="turn-title" tabIndex={-1}>
          {tg('join.answerTitle')}
        </h1>
        {returning && <p class="lead">{tg('join.returning', { name: returning })}</p>}
        <p class="muted">{tg('join.answerHint')}</p>
        <p class="join-wait" role="status" aria-live="polite">
          <span class="join-spinner" aria-hidden="true" />
          {now.state === 'connecting' ? tg('join.connecting') : tg('join.waiting')}
        </p>
        {now.answer && <CopyCode code={now.answer} />}
        <div class="actions">
          <button type="button" class="button quiet" onClick={leave}>
            {tg('join.cancel')}
          </button>
        </div>
      </div>
    </main>
  );
}

/** `onRetry` null: trying again cannot help (this browser cannot connect at all). */
function Failed({ text, onRetry }: { text: string; onRetry: (() => void) | null }) {
  return (
    <main class="screen join">
      <h1 class="turn-title" tabIndex={-1}>
        {tg('join.title')}
      </h1>
      <div class="notice notice-problem" role="alert">
        <p>{text}</p>
      </div>
      <div class="actions">
        {onRetry && (
          <button type="button" class="button primary" onClick={onRetry}>
            {tg('join.retry')}
          </button>
        )}
        <button type="button" class="button quiet" onClick={back}>
          {t('table.backHome')}
        </button>
      </div>
    </main>
  );
}

/** A new link's code, opened on a phone at a table whose host it hears: joining with it leaves that table, so it is asked. */
function NewLink({ onJoin, onStay }: { onJoin: () => void; onStay: () => void }) {
  return (
    <main class="screen">
      <h1 class="turn-title" tabIndex={-1}>
        {tg('join.title')}
      </h1>
      <p class="lead">{tg('join.newLink')}</p>
      <div class="actions">
        <button type="button" class="button primary" onClick={onJoin}>
          {tg('join.newLinkYes')}
        </button>
        <button type="button" class="button secondary" onClick={onStay}>
          {tg('join.newLinkNo')}
        </button>
      </div>
    </main>
  );
}

export function Join() {
  const [failure, setFailure] = useState<{ readonly text: string; readonly lasting: boolean } | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const now = guest.value;
  const lost = lostHost(now);
  /** Joins with `text`; a failure the scanner cannot word (or with no scanner: the link) takes the screen. */
  const start = (text: string, scanned: boolean) => {
    setFailure(null);
    const joining = join(text);
    joining.catch((error: unknown) => {
      // What the scanner words itself (or a scan given up) stays under the code it was given: the phone stays on the scanner.
      const scannerSays = reasonText(error, 'offer') !== null || reasonOf(error) === 'cancelled';
      if (scanned && scannerSays && !welcomed(guest.value)) return;
      leave();
      setFailure({ text: joinFailure(error), lasting: reasonOf(error) === 'unsupported' });
    });
    return joining;
  };
  // The link Mesa was opened with (or one opened in its tab since) is used once: at once, unless
  // it would take the phone away from a table whose host it hears.
  const linked = linkedOffer.value;
  useEffect(() => {
    if (linked === null) return;
    linkedOffer.value = null;
    if (hostHeard(guest.value)) setAsking(linked);
    else void start(linked, false).catch(() => {});
  }, [linked]);
  const done = welcomed(now) && !lost && linked === null && asking === null;
  useEffect(() => {
    if (done) goFromHome({ name: 'guest' });
  }, [done]);
  // At a table already (back from its Home): on to it.
  if (done) return null;
  if (asking !== null) {
    const joinLinked = () => {
      setAsking(null);
      void start(asking, false).catch(() => {});
    };
    return <NewLink onJoin={joinLinked} onStay={() => setAsking(null)} />;
  }
  if (failure !== null) return <Failed text={failure.text} onRetry={failure.lasting ? null : () => setFailure(null)} />;
  // The answer was shown, and the host never came: said, with the way to a new code.
  if (now?.state === 'host-away' && !lost) return <Failed text={joinFailure(null)} onRetry={leave} />;
  if (now?.state === 'old-version') return <Failed text={tscan('code.old-version')} onRetry={leave} />;
  if (now?.state === 'other-host') return <Failed text={tg('join.otherHost')} onRetry={leave} />;
  if (now?.state === 'refused-secret')
    return (
      <Failed
        text={tg('join.refusedSecret')}
        onRetry={() => {
          leave();
          setFailure(null);
        }}
      />
    );
  // Until the reply exists the scanner stays, the same one: a code it refuses is worded under it.
  if (now && (now.answer !== undefined || now.state === 'connecting')) return <Answer now={now} />;
  return (
    <main class="screen join">
      <h1 class="turn-title" tabIndex={-1}>
        {lost ? tg('join.lostTitle') : tg('join.title')}
      </h1>
      <ScanCode expect="offer" aim={lost ? tg('join.lostAim') : undefined} onCode={(text) => start(text, true)} />
      <div class="actions">
        <button type="button" class="button quiet" onClick={back}>
          {t('table.backHome')}
        </button>
      </div>
    </main>
  );
}
