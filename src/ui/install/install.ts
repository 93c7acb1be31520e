// How this phone can install Mesa (issue 33 item 3). Chrome, Edge and Samsung Internet offer it
// through `beforeinstallprompt`: the event is kept, and "Install Mesa" replays it on the user's tap.
// Safari on an iPhone or iPad has no such event: its two steps (Share → Add to Home Screen) are
// said instead. Installed already (opened from the home screen), nothing is offered.
import { signal } from '@preact/signals';

/** The browser's offer to install (Chromium's BeforeInstallPromptEvent; not in TypeScript's DOM types). */
export interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

/** The offer the browser made, until it is used or the app is installed. */
export const installOffer = signal<InstallOffer | null>(null);

function isOffer(event: Event): event is InstallOffer {
  return typeof (event as Partial<InstallOffer>).prompt === 'function';
}

/** Keeps the browser's offer from `target` (the window) for "Install Mesa", from the start of the page. */
export function listenForInstall(target: EventTarget): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isOffer(event)) return;
    // Held for our own button rather than the browser's banner, which it would show once and drop.
    event.preventDefault();
    installOffer.value = event;
  });
  target.addEventListener('appinstalled', () => {
    installOffer.value = null;
  });
}

/** Shows the browser's own install dialog; an offer can be shown once, so it is dropped. */
export async function install(): Promise<void> {
  const offer = installOffer.value;
  if (!offer) return;
  installOffer.value = null;
  await offer.prompt();
}

/** What this phone is told: the browser's install button, the iPhone's two steps, or nothing. */
export type InstallWay = 'offer' | 'ios-steps' | 'none';

export interface InstallContext {
  readonly offered: boolean;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  readonly standalone: boolean;
  readonly userAgent: string;
  readonly maxTouchPoints: number;
}

/** An iPhone, iPod or iPad; an iPad asks for the desktop site and calls itself a Mac with a touch screen. */
function isAppleMobile({ userAgent, maxTouchPoints }: InstallContext): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function installWay(context: InstallContext): InstallWay {
  if (context.standalone) return 'none';
  if (context.offered) return 'offer';
  return isAppleMobile(context) ? 'ios-steps' : 'none';
}

/** This page's context, read when a screen draws. */
export function pageInstallContext(): InstallContext {
  const safari = navigator as Navigator & { standalone?: boolean };
  return {
    offered: installOffer.value !== null,
    standalone: matchMedia('(display-mode: standalone)').matches || safari.standalone === true,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}
