/**
 * The hosting tab's end of an answer handed over (answer-relay.ts): whether this tab waits for one
 * now, and the answer it took. Apart from the relay's BroadcastChannel, which loads with the
 * hosting and the answer link's screen: a link opened in this very tab (code-links.ts, at start)
 * asks only this, and the first download stays within its budget (bundle-size.test.ts).
 */
import { signal, type ReadonlySignal } from '@preact/signals';

const handed = signal<{ readonly code: string } | null>(null);
/** The answer another tab handed to this one, for the phones panel's open code; a new object for each handover. */
export const handedAnswer: ReadonlySignal<{ readonly code: string } | null> = handed;

/** The phones panel used the handed answer (or withdrew its code). */
export function answerUsed(): void {
  handed.value = null;
}

let waiting: (() => boolean) | null = null;

/** This tab waits for answers while `isWaiting` says a table code is shown. Returns the way to stop. */
export function waitForAnswers(isWaiting: () => boolean): () => void {
  waiting = isWaiting;
  return () => {
    if (waiting === isWaiting) waiting = null;
    handed.value = null;
  };
}

/** An answer for this tab's open code, from another tab or opened in this one: true when this tab waits for one and took it. */
export function handAnswer(code: string): boolean {
  if (!waiting?.()) return false;
  handed.value = { code };
  return true;
}
