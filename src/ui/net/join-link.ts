// Mesa opened from the host's link (`…#join=<code>`, NET.md): the join screen shows with that
// code, read once at start, and again whenever a link is opened in a Mesa tab already open. The
// hash is cleared at once, so a reload (or the link kept in the tab) does not join the table again
// by accident; the code is held here, not in history.state, for the same reason.
import { signal } from '@preact/signals';
import { go } from '../navigation.ts';

/** The offer from the link this page was opened with, until the join screen takes it. */
export const linkedOffer = signal<string | null>(null);

/** The offer in `hash` (`#join=…`), as the whole link text the signal reader accepts; null for any other hash. */
export function offerInHash(href: string, hash: string): string | null {
  return /^#join=./.test(hash) ? href : null;
}

/**
 * A link opened in a tab that already shows Mesa (pasted in its address bar, or sent there from a
 * chat) changes only the hash: no new page loads, so the open app looks for the code itself, on
 * the hash's change and on the history entry it makes. Returns the way to stop watching.
 */
export function watchJoinLinks(target: Window): () => void {
  const events = ['hashchange', 'popstate'] as const;
  for (const event of events) target.addEventListener(event, openJoinLink);
  return () => {
    for (const event of events) target.removeEventListener(event, openJoinLink);
  };
}

export function openJoinLink(): void {
  const offer = offerInHash(location.href, location.hash);
  if (offer === null) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  linkedOffer.value = offer;
  go({ name: 'join' });
}
