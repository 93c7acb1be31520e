// The privacy cover: which seat, if any, has its cards showing on the phone right now. Everything
// else about who is to act comes from the game state; this is the one piece of screen state that
// says "Ana is holding the phone and looking". The cover comes back by itself when the page is
// hidden (app switch, screen lock) or nobody has touched the phone for a while.
import { options } from 'preact';
import { signal } from '@preact/signals';

export interface Reveal {
  readonly seat: number;
  /** 'act': the seat to act sees its cards and options; 'peek': any seat looks at its own cards. */
  readonly purpose: 'act' | 'peek';
}

export const revealed = signal<Reveal | null>(null);

/** Cards showing with no touch for this long are covered again. */
export const IDLE_COVER_MS = 45_000;

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
 * and after IDLE_COVER_MS without a touch or key. Returns the function that stops watching.
 */
export function watchPrivacy(idleMs = IDLE_COVER_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = (): void => {
    clearTimeout(timer);
    timer = setTimeout(coverUp, idleMs);
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') coverUpAtOnce();
  };
  const activity = ['pointerdown', 'keydown', 'input'] as const;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', coverUpAtOnce);
  for (const type of activity) window.addEventListener(type, restart, { passive: true });
  // The timer only matters while cards show; restarting it on each reveal keeps one rule.
  const stopReveal = revealed.subscribe((value) => (value ? restart() : clearTimeout(timer)));
  return () => {
    clearTimeout(timer);
    stopReveal();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', coverUpAtOnce);
    for (const type of activity) window.removeEventListener(type, restart);
  };
}
