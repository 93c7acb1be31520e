// The cautious player of test/e2e/support/table-bot.ts on the page happy-dom holds: the same
// preferences (its COMMITTING, SCREEN_ONLY and AVOID lists), read from the DOM.
import { AVOID, COMMITTING, SCREEN_ONLY } from '../../support/bot-taps.ts';

/**
 * What the screen shows, minus what changes without a commit (the "saving…" note, a refusal):
 * the table's main element as text, hand log included. A committed tap always changes it.
 */
export function screenSignature(): string {
  const main = document.querySelector('main');
  if (!main) return '';
  const copy = main.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[role="status"], [role="alert"]')) el.remove();
  return copy.textContent ?? '';
}

export interface Tap {
  readonly button: HTMLButtonElement;
  readonly label: string;
  /** The app writes this tap's action before the screen moves on. */
  readonly commits: boolean;
}

/** A button's words, without the hint under them (fechado's passo and mesa): what the bot's lists name. */
const wordsOf = (button: HTMLButtonElement): string =>
  [...button.childNodes]
    .filter((node) => !(node instanceof Element && node.classList.contains('button-hint')))
    .map((node) => node.textContent)
    .join('')
    .trim();

/** The tap the bot makes on this screen, or null when nothing is there to tap (loading, game over). */
export function chooseTap(): Tap | null {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('main button:not([disabled])')];
  const labels = buttons.map(wordsOf);
  for (const [list, commits] of [
    [SCREEN_ONLY, false],
    [COMMITTING, true],
  ] as const) {
    for (const pattern of list) {
      const index = labels.findIndex((label) => pattern.test(label));
      if (index >= 0) return { button: buttons[index], label: labels[index], commits };
    }
  }
  // A profile's own decision (profile-extras.tsx): its first control, which is an action too.
  const extra = [...document.querySelectorAll<HTMLButtonElement>('main .action-panel button:not([disabled])')].find((button) => !AVOID.test(wordsOf(button)));
  return extra ? { button: extra, label: wordsOf(extra), commits: true } : null;
}
