/**
 * A guest's answer is a link (signal-code.ts), and a host taps it as anyone taps a link in a chat:
 * on the host's own device it opens a second tab of Mesa, whose game is the host tab's, held there
 * (Web Locks): that tab must never offer to take the game over, which would drop every phone.
 * Instead it hands the code, over a BroadcastChannel named for this app (its address: two Mesas on
 * one origin do not hear each other), to the tab whose phones panel shows a table code and waits
 * for its answer; that tab answers whether it took it.
 *
 *   passAnswer(code, (said) => …)     // the answer link's tab: 'passing', then 'taken', 'not-waiting' or 'unheard'
 *   listenForAnswers(() => waiting)   // the hosting tab, while it hosts; what it takes shows in `handedAnswer` (answer-handoff.ts)
 *
 * What comes over the channel is hostile like anything from outside the tab: a message that is not
 * exactly one of these is dropped, unanswered, and changes nothing. The code itself is read, as a
 * scanned one, by the phones panel's scanner (and src/net's readSignal behind it).
 */
import { appAddress } from '../net/app-address.ts';
import { handAnswer, waitForAnswers } from './answer-handoff.ts';

/** What the answer link's tab knows of its code: on its way, taken by the tab waiting for it, heard by a tab that waits for none, or heard by no tab. */
export type Handover = 'passing' | 'taken' | 'not-waiting' | 'unheard';

type Reply = Exclude<Handover, 'passing' | 'unheard'>;

/** How long the answer link's tab waits for an open tab to answer before it says none did (a late answer still counts). */
const HEARD_WITHIN_MS = 2000;
/** Far above any answer link (4 KB of payload at most, signal-code.ts) and any id this file makes. */
const MAX_CODE = 8192;
const MAX_ID = 64;

/** The channel's name: this app at this address. */
export const answerChannelName = (): string => `mesa answers ${appAddress()}`;

const opened = (): BroadcastChannel | null => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(answerChannelName()) : null);

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The hosting tab: answers handed over by other tabs while it hosts; `isWaiting` says whether a table code is shown now. Returns the way to stop. */
export function listenForAnswers(isWaiting: () => boolean): () => void {
  const stopWaiting = waitForAnswers(isWaiting);
  const channel = opened();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = event.data as { t?: unknown; id?: unknown; code?: unknown } | null;
      if (typeof message !== 'object' || message === null || message.t !== 'answer' || !isText(message.id, MAX_ID) || !isText(message.code, MAX_CODE)) return;
      const reply: Reply = handAnswer(message.code) ? 'taken' : 'not-waiting';
      channel.postMessage({ t: reply, id: message.id });
    };
  }
  return () => {
    stopWaiting();
    channel?.close();
  };
}

/** The answer link's tab: hands `code` to the open tabs; `said` hears how it fared, as it changes. Returns the way to stop listening. */
export function passAnswer(code: string, said: (state: Handover) => void): () => void {
  const channel = opened();
  if (!channel) {
    said('unheard');
    return () => {};
  }
  const id = crypto.randomUUID();
  let state: Handover = 'passing';
  const tell = (next: Handover) => {
    // Taken is the last word: another tab that waits for nothing does not undo it.
    if (state === 'taken' || next === state) return;
    state = next;
    said(state);
  };
  channel.onmessage = (event: MessageEvent) => {
    const reply = event.data as { t?: unknown; id?: unknown } | null;
    if (typeof reply !== 'object' || reply === null || reply.id !== id || (reply.t !== 'taken' && reply.t !== 'not-waiting')) return;
    tell(reply.t);
  };
  const timer = setTimeout(() => state === 'passing' && tell('unheard'), HEARD_WITHIN_MS);
  said(state);
  channel.postMessage({ t: 'answer', id, code });
  return () => {
    clearTimeout(timer);
    channel.close();
  };
}
