// Mesa opened from a code's link (signal-code.ts): the host's `…#join=<code>` shows the join
// screen with that code; a guest's `…#answer=<code>`, tapped on the host's own device, goes to
// the tab that waits for it (app/answer-relay.ts) and never opens the game here. Each is read
// once at start, and again whenever a link is opened in a Mesa tab already open. The hash is
// cleared at once, so a reload (or the link kept in the tab) does not use the code again by
// accident; the code is held here, not in history.state, for the same reason.
import { signal } from '@preact/signals';
import { handAnswer } from '../../app/index.ts';
import { go } from '../navigation.ts';

/** The offer from the link this page was opened with, until the join screen takes it. */
export const linkedOffer = signal<string | null>(null);

/** The guest's answer from the link this page was opened with, for the open tab that waits for it. */
export const linkedAnswer = signal<string | null>(null);

/** The offer in `hash` (`#join=…`), as the whole link text the signal reader accepts; null for any other hash. */
export function offerInHash(href: string, hash: string): string | null {
  return /^#join=./.test(hash) ? href : null;
}

/**
 * A link opened in a tab that already shows Mesa (pasted in its address bar, or sent there from a
 * chat) changes only the hash: no new page loads, so the open app looks for the code itself, on
 * the hash's change and on the history entry it makes. Returns the way to stop watching.
 */
export function watchCodeLinks(target: Window): () => void {
  const events = ['hashchange', 'popstate'] as const;
  for (const event of events) target.addEventListener(event, openCodeLink);
  return () => {
    for (const event of events) target.removeEventListener(event, openCodeLink);
  };
}

export function openCodeLink(): void {
  const offer = offerInHash(location.href, location.hash);
  const answer = /^#answer=./.test(location.hash) ? location.href : null;
  if (offer === null && answer === null) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  if (offer !== null) {
    linkedOffer.value = offer;
    go({ name: 'join' });
  } else if (!handAnswer(answer!)) {
    // Not this tab's own code (it was opened in this very tab, which shows it): handed to the tab that does.
    linkedAnswer.value = answer;
    go({ name: 'answer-link' });
  }
}
