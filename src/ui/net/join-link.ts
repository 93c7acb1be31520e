// Mesa opened from the host's link (`…#join=<code>`, NET.md): the join screen shows with that
// code, read once at start. The hash is cleared at once, so a reload (or the link kept in the
// tab) does not join the table again by accident; the code is held here, not in history.state,
// for the same reason.
import { signal } from '@preact/signals';
import { go } from '../navigation.ts';

/** The offer from the link this page was opened with, until the join screen takes it. */
export const linkedOffer = signal<string | null>(null);

/** The offer in `hash` (`#join=…`), as the whole link text the signal reader accepts; null for any other hash. */
export function offerInHash(href: string, hash: string): string | null {
  return /^#join=./.test(hash) ? href : null;
}

export function openJoinLink(): void {
  const offer = offerInHash(location.href, location.hash);
  if (offer === null) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  linkedOffer.value = offer;
  go({ name: 'join' });
}
