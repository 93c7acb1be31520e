// Service worker registration and the update flow. A new version installs in the background
// and then waits; it takes over only when the user taps "Update" (the page then reloads once).
import { computed, signal } from '@preact/signals';
import { registerSW } from 'virtual:pwa-register';

/** A new version is installed and waiting for the user. */
export const updateWaiting = signal(false);

/**
 * The game screen sets this while a hand is in progress: the prompt stays hidden until it is
 * false again, so an update never interrupts a hand without asking.
 */
export const updateDeferred = signal(false);

/** The user chose "Later": no prompt again in this visit (the update applies on the next start). */
export const updateDismissed = signal(false);

export const updatePromptVisible = computed(
  () => updateWaiting.value && !updateDeferred.value && !updateDismissed.value,
);

let activateWaiting: (() => Promise<void>) | undefined;

export function startServiceWorker(): void {
  activateWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () => void offerWaitingVersion(),
    // applyUpdate reloads by itself: workbox-window's own reload only happens when a service
    // worker already controlled the page at load, so a first visit would never get the update.
    onNeedReload: () => {},
    onRegisterError: (error: unknown) => {
      // The app still runs online without a service worker; only offline start is lost.
      console.error('Mesa: service worker registration failed', error);
    },
  });
}

/**
 * Shows the prompt if a new version really waits behind the one in charge. Firefox reports the
 * very first worker as an update when the page reloads while that worker installs (workbox-window
 * then sees an "external" worker): it takes charge at once, and the prompt would offer nothing.
 */
async function offerWaitingVersion(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.waiting && registration.active) updateWaiting.value = true;
}

/** Activates the waiting version; the page reloads once it takes control (clientsClaim). */
export function applyUpdate(): Promise<void> {
  if (!activateWaiting) return Promise.resolve();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  return activateWaiting();
}
