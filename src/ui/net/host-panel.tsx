// The host's phones panel (N1, N5): who holds each seat (this phone, a guest phone, the table
// display) and how each phone is doing; adding a phone (the table's code as a big QR and a link,
// then the other phone's answer read back); the phones whose pipe closed (N6: all of them after
// this phone reloaded) called back one after another, each with a code named for it; giving a
// joined phone its seat; how long an away seat's turn waits; and stopping it all. It renders
// `hosting` and calls app/network-host.ts, nothing else: the network and the game stay the app's.
import './host-panel.css';
import { useEffect, useRef, useState } from 'preact/hooks';
import { answerUsed, assign, handedAnswer, hosting, inviteNext, setActFor, startHosting, stopHosting, type ActFor, type Invite, type PhoneStatus } from '../../app/index.ts';
import type { Seat, TableView } from '../../engine/index.ts';
import { back } from '../navigation.ts';
import { QrCode } from '../components/qr-code.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { listText } from '../setup/game-summary.ts';
import { thost } from './host-messages.ts';
import { floodedNote, freeSeats, pathText, phoneState } from './phones.ts';
import { SeatAsks } from './seat-asks.tsx';
import { ScanCode } from './scan-code.tsx';
import { reasonOf, reasonText, tscan } from './scan-messages.ts';

/** The reasons a code cannot be used (src/net's SignalError): the scanner words them and the offer stays good for another look. */
const codeReasons: readonly (string | null)[] = ['not-mesa', 'damaged', 'wrong-kind', 'old-version'];

/** `for`: the phone called back (N6), or null for a new one; `note`: why this code replaced the one before. */
type Adding = { readonly for: string | null; readonly note?: string } & (
  | { readonly step: 'preparing' }
  | { readonly step: 'failed'; readonly problem: string }
  | { readonly step: 'showing'; readonly invite: Invite; readonly connecting: boolean }
);

const actForChoices: readonly ActFor[] = ['off', 30, 60, 120];

function actForLabel(value: ActFor): string {
  if (value === 'off') return thost('actFor.off');
  return value < 120 ? thost('actFor.seconds', { count: value }) : thost('actFor.minutes', { count: value / 60 });
}

/**
 * The table's code for the next phone, the link for a phone without a camera, and the answer read
 * back; `called`: the name of the phone called back (its seat's player, or the display), null for a new one.
 */
function AddPhone({ adding, called, onAnswer, onRetry, onCancel }: { adding: Adding; called: string | null; onAnswer: (text: string) => Promise<void>; onRetry: () => void; onCancel: () => void }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'by-hand'>('no');
  const field = useRef<HTMLInputElement>(null);
  const code = adding.step === 'showing' ? adding.invite.code : null;
  useEffect(() => setCopied('no'), [code]);
  // An answer link the host opened in another tab comes here (app/answer-relay.ts); the scanner took it first.
  const handed = handedAnswer.value;
  useEffect(() => {
    if (handed) answerUsed();
  }, [handed]);
  useEffect(() => {
    if (copied === 'by-hand') field.current?.select();
  }, [copied]);
  const copy = async () => {
    if (code === null) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, a page not served securely): the link to select by hand.
      setCopied('by-hand');
    }
  };
  return (
    <section class="add-phone" aria-labelledby="add-phone-title">
      {code !== null && (
        <div class="add-phone-qr">
          <QrCode text={code} label={called ?? thost('add.qrLabel')} size={340} />
        </div>
      )}
      {/* Upright, these words flow around the code (above it: what to do; under it: the link and
          the answer); sideways, they stand beside it. */}
      <div class="add-phone-words">
        <h2 id="add-phone-title" class="section-title add-phone-first">
          {called ?? thost('add.title')}
        </h2>
        {adding.step === 'preparing' && (
          <p class="lead add-phone-first" role="status">
            {thost('add.preparing')}
          </p>
        )}
        {adding.step === 'failed' && (
          <div class="add-phone-failure" role="alert">
            <p>{adding.problem}</p>
            <button type="button" class="button secondary" onClick={onRetry}>
              {thost('error.tryAgain')}
            </button>
          </div>
        )}
        {adding.note && adding.step !== 'failed' && (
          <p class="notice notice-problem" role="status">
            {adding.note}
          </p>
        )}
        {code !== null && (
          <>
            <p class="add-phone-first">{called === null ? thost('add.show') : thost('recall.show')}</p>
            <button type="button" class="button secondary" onClick={() => void copy()}>
              {thost('add.copy')}
            </button>
            {copied === 'yes' && (
              <p class="muted" role="status">
                {thost('add.copied')}
              </p>
            )}
            {copied === 'by-hand' && (
              <label class="add-phone-link">
                {thost('add.copyByHand')}
                <input ref={field} type="text" readOnly value={code} aria-label={thost('add.link')} onFocus={(event) => event.currentTarget.select()} />
              </label>
            )}
            {adding.step === 'showing' && adding.connecting && (
              <p class="lead" role="status">
                {thost('add.connecting')}
              </p>
            )}
            {/* A code it cannot use, the scanner words and goes on reading. */}
            <ScanCode expect="answer" onCode={onAnswer} handed={handed} />
          </>
        )}
        <button type="button" class="button quiet" onClick={onCancel}>
          {called === null ? thost('add.cancel') : thost('recall.skip')}
        </button>
      </div>
    </section>
  );
}

/** A phone that joined with no seat yet: the host gives it one, or lets it pick among the free seats. */
function AssignPhone({ phone, names, free, onLeave }: { phone: PhoneStatus; names: readonly string[]; free: readonly Seat[]; onLeave: () => void }) {
  const hasDisplay = hosting.value?.phones.some((other) => other.role === 'table') ?? false;
  return (
    <section class="assign-phone" aria-labelledby={`assign-${phone.phone}`}>
      <h2 id={`assign-${phone.phone}`} class="assign-title">
        {thost('joined.title', { device: phone.device })}
      </h2>
      <p>{free.length > 0 ? thost('joined.who') : thost('joined.noFree')}</p>
      <ul class="assign-seats">
        {free.map((seat) => (
          <li key={seat}>
            <button type="button" class="button secondary" onClick={() => void assign(phone.phone, seat)}>
              {names[seat]}
            </button>
          </li>
        ))}
        {!hasDisplay && (
          <li>
            <button type="button" class="button secondary" onClick={() => void assign(phone.phone, 'table')}>
              {thost('joined.display')}
            </button>
          </li>
        )}
      </ul>
      {free.length > 0 && (
        <>
          <button type="button" class="button quiet" onClick={onLeave}>
            {thost('joined.letChoose')}
          </button>
          <p class="muted">{thost('joined.letChooseHint', { names: listText(free.map((seat) => names[seat])) })}</p>
        </>
      )}
    </section>
  );
}

/** Every seat with who holds it, then the table displays and the phones still choosing. */
function Seats({ names, phones }: { names: readonly string[]; phones: readonly PhoneStatus[] }) {
  const extra = phones.filter((phone) => typeof phone.role !== 'number');
  return (
    <section class="host-panel-seats" aria-labelledby="panel-seats">
      <h2 id="panel-seats" class="section-title">
        {thost('panel.seats')}
      </h2>
      <ul class="phone-seats">
        {names.map((name, seat) => {
          const phone = phones.find((one) => one.role === seat);
          return (
            <li key={seat} class="phone-seat">
              <span class="phone-seat-name">{name}</span>
              {phone ? <PhoneLine phone={phone} /> : <span class="phone-seat-holder">{thost('holder.here')}</span>}
            </li>
          );
        })}
        {extra.map((phone) => (
          <li key={phone.phone} class="phone-seat">
            <span class="phone-seat-name">{phone.role === 'table' ? thost('display.title') : phone.device}</span>
            {phone.role === 'table' ? <PhoneLine phone={phone} /> : <span class="phone-seat-holder">{thost('phone.choosing') + floodedNote(phone)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PhoneLine({ phone }: { phone: PhoneStatus }) {
  const path = phone.state === 'connected' ? hosting.value?.paths[phone.phone] : undefined;
  return (
    <span class={`phone-seat-holder phone-${phone.state}`}>
      {phone.device} · {phoneState(phone)}
      {path && <span class="phone-path">{pathText(path)}</span>}
    </span>
  );
}

function ActForSetting({ value }: { value: ActFor }) {
  return (
    <section class="act-for" aria-labelledby="act-for-title">
      <p id="act-for-title" class="act-for-title">
        {thost('actFor.title')}
      </p>
      <div class="segmented wide" role="group" aria-labelledby="act-for-title">
        {actForChoices.map((choice) => (
          <button key={choice} type="button" aria-pressed={choice === value} onClick={() => setActFor(choice)}>
            {actForLabel(choice)}
          </button>
        ))}
      </div>
    </section>
  );
}

function StopHosting() {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) question.current?.scrollIntoView({ block: 'end' });
  }, [asking]);
  const stop = async () => {
    await stopHosting();
    back();
  };
  if (!asking) {
    return (
      <button type="button" class="button quiet danger" onClick={() => setAsking(true)}>
        {thost('stop.button')}
      </button>
    );
  }
  return (
    <div ref={question} class="confirm" role="alertdialog" aria-labelledby="stop-question">
      <p id="stop-question" class="confirm-question">
        {thost('stop.question')}
      </p>
      <div class="action-row">
        <button type="button" class="button secondary" onClick={() => setAsking(false)}>
          {thost('stop.cancel')}
        </button>
        <button type="button" class="button primary compact" onClick={() => void stop()}>
          {thost('stop.yes')}
        </button>
      </div>
    </div>
  );
}

/** The phones panel of the open game; `table` is the table's own view (names only, no card). */
export function HostPanel({ table }: { table: TableView }) {
  const host = hosting.value;
  const [adding, setAdding] = useState<Adding | null>(null);
  // Phones the host left to pick their own seat: not asked about again.
  const [left, setLeft] = useState<readonly string[]>([]);
  const pending = useRef<Invite | null>(null);
  const latest = useRef(adding);
  latest.current = adding;
  // Phones called back that the host let be for now (N6).
  const [skipped, setSkipped] = useState<readonly string[]>([]);
  const names = table.config.players.map((player) => player.name);
  const phones = host?.phones ?? [];
  const free = freeSeats(names.length, phones);
  const calling = host?.recall.find((phone) => !skipped.includes(phone)) ?? null;
  /** The name of the code for a phone called back: its seat's player, or the display. */
  const calledName = (id: string | null): string | null => {
    const phone = phones.find((one) => one.phone === id);
    if (!phone) return null;
    return phone.role === 'table' ? thost('recall.titleDisplay') : thost('recall.title', { name: names[phone.role as Seat] });
  };

  // Opening the panel is asking to play on several phones: the phones kept from the last time
  // (N4) can come back at once, and the act-for setting shows before the first one joins.
  // An invitation still open when the panel closes is withdrawn: its code would lead nowhere.
  useEffect(() => {
    if (!hosting.value) startHosting();
    return () => {
      pending.current?.cancel();
      // A code still being made when the panel closes is withdrawn as soon as it is ready.
      latest.current = null;
    };
  }, []);

  const invite = async (called: string | null = null, note?: string) => {
    pending.current?.cancel();
    pending.current = null;
    setAdding({ for: called, note, step: 'preparing' });
    try {
      const next = await inviteNext();
      // Called back meanwhile (the phone came back, or the host moved on): this code is nobody's.
      if (pending.current !== null || latest.current?.for !== called) return next.cancel();
      pending.current = next;
      setAdding({ for: called, note, step: 'showing', invite: next, connecting: false });
    } catch (error) {
      if (latest.current?.for === called) setAdding({ for: called, step: 'failed', problem: reasonText(error, 'answer') ?? thost('error.offer') });
    }
  };
  const answer = async (next: Invite, text: string) => {
    const called = adding?.for ?? null;
    setAdding({ for: called, step: 'showing', invite: next, connecting: true });
    try {
      await next.accept(text);
      pending.current = null;
      setAdding(null);
    } catch (error) {
      // A code misread (or the panel closed meanwhile) goes back to the scanner, which words it;
      // a connection that failed has spent this offer: the panel says so and offers a new one.
      if (codeReasons.includes(reasonOf(error)) || reasonOf(error) === 'cancelled') {
        setAdding({ for: called, step: 'showing', invite: next, connecting: false });
        throw error;
      }
      next.cancel();
      pending.current = null;
      // An answer read too late has spent this offer, not the phones' chances: a new code at once, and why.
      if (reasonOf(error) === 'expired') return void invite(called, tscan('peer.expired'));
      setAdding({ for: called, step: 'failed', problem: reasonText(error, 'answer') ?? tscan('peer.unreachable') });
    }
  };
  const cancel = () => {
    pending.current?.cancel();
    pending.current = null;
    setAdding(null);
  };

  // N6: the phones whose pipe closed (every one, after this phone reloaded) are called back one
  // after another, each with a code named for it, until each is back or skipped; a new phone the
  // host is adding, or an answer being used, is not interrupted.
  useEffect(() => {
    if (adding?.for === null || (adding?.step === 'showing' && adding.connecting)) return;
    if (calling === (adding?.for ?? null)) return;
    if (calling === null) cancel();
    else void invite(calling);
  }, [calling, adding]);

  const unseated = phones.filter((phone) => phone.role === null && phone.asks === null && phone.state === 'connected' && !left.includes(phone.phone));
  // A phone to call back shows as its code being made from the first frame, never the way to add a new one first.
  const shown: Adding | null = adding ?? (calling === null ? null : { for: calling, step: 'preparing' });
  return (
    <main class="screen host-panel">
      <TopBar title={thost('entry.open')} />
      <div class={shown ? 'host-panel-body adding' : 'host-panel-body'}>
        {phones.length === 0 && !shown && <p class="lead host-panel-intro">{thost('panel.intro')}</p>}
        <div class="host-panel-main">
          {shown ? (
            <AddPhone
              adding={shown}
              called={calledName(shown.for)}
              onAnswer={(text) => (shown.step === 'showing' ? answer(shown.invite, text) : Promise.resolve())}
              onRetry={() => void invite(shown.for)}
              onCancel={() => {
                if (shown.for !== null) setSkipped([...skipped, shown.for]);
                cancel();
              }}
            />
          ) : (
            <button type="button" class="button primary" onClick={() => void invite()}>
              {thost('add.button')}
            </button>
          )}
          <SeatAsks names={names} />
          {unseated.map((phone) => (
            <AssignPhone key={phone.phone} phone={phone} names={names} free={free} onLeave={() => setLeft([...left, phone.phone])} />
          ))}
        </div>
        <Seats names={names} phones={phones} />
        {host && (
          <div class="host-panel-settings">
            <ActForSetting value={host.actFor} />
            <StopHosting />
          </div>
        )}
      </div>
    </main>
  );
}
