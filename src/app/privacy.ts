// The privacy cover: which seat, if any, has its cards showing on the phone right now. Everything
// else about who is to act comes from the game state; this is the one piece of screen state that
// says "Ana is holding the phone and looking". The cover comes back by itself when the page is
// hidden (app switch, screen lock) or nobody has touched the phone for a while (the table's
// setting), after a countdown the screen shows for its last seconds: a touch starts it over.
import { options } from 'preact';
import { signal } from '@preact/signals';

export interface Reveal {
  readonly seat: number;
  /**
   * 'act': the seat to act sees its cards and options; 'peek': any seat looks at its own cards;
   * 'drawn': the seat that just exchanged sees its new cards before it passes the phone.
   */
  readonly purpose: 'act' | 'peek' | 'drawn';
}

export const revealed = signal<Reveal | null>(null);

/** The last stretch of the idle time, counted down on screen so nobody is surprised by the cover. */
const COVER_WARNING_MS = 10_000;

/** Whole seconds left before the cover returns, while the countdown shows; null otherwise. */
export const coverCountdown = signal<number | null>(null);

export function reveal(seat: number, purpose: Reveal['purpose']): void {
  revealed.value = { seat, purpose };
}

export function coverUp(): void {
  revealed.value = null;
}

/**
 * Puts the cover up and has Preact draw it before returning. Preact draws a change on a microtask,
 * but a phone may take the app switcher's picture of the page as soon as it is hidden: when the
 * `pagehide` or `visibilitychange` listeners return, no card may be left in the DOM.
 */
function coverUpAtOnce(): void {
  const deferred = options.debounceRendering;
  let draw: (() => void) | undefined;
  options.debounceRendering = (render) => (draw = render);
  try {
    coverUp();
  } finally {
    options.debounceRendering = deferred;
  }
  draw?.();
}

/**
 * Puts the cover up on `visibilitychange` (hidden) and `pagehide`, drawn before the event is over,
 * and after `idleMs()` without a touch or key (null: never), the last COVER_WARNING_MS of it counted
 * down in `coverCountdown`. Returns the function that stops watching.
 */
export function watchPrivacy(idleMs: () => number | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => {
    clearTimeout(timer);
    clearInterval(ticker);
    coverCountdown.value = null;
  };
  const countDown = (deadline: number): void => {
    const left = deadline - Date.now();
    if (left <= 0) coverUp();
    else coverCountdown.value = Math.ceil(left / 1000);
  };
  const restart = (): void => {
    stop();
    const idle = idleMs();
    if (!revealed.value || idle === null) return;
    const deadline = Date.now() + idle;
    timer = setTimeout(() => {
      countDown(deadline);
      ticker = setInterval(() => countDown(deadline), 250);
    }, Math.max(0, idle - COVER_WARNING_MS));
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') coverUpAtOnce();
  };
  const activity = ['pointerdown', 'keydown', 'input'] as const;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', coverUpAtOnce);
  for (const type of activity) window.addEventListener(type, restart, { passive: true });
  // The timer only matters while cards show; restarting it on each reveal keeps one rule.
  const stopReveal = revealed.subscribe((value) => (value ? restart() : stop()));
  return () => {
    stop();
    stopReveal();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', coverUpAtOnce);
    for (const type of activity) window.removeEventListener(type, restart);
  };
}
