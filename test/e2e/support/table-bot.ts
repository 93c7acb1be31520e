// A player for the table screens of any profile, through the UI only: it reads the screen, taps
// the button a cautious player would (check, call, stand pat, show, decline a re-buy), and says
// whether that tap is one the app must commit before the screen moves on. The crash, offline and
// upgrade tests use it to play real hands without knowing each profile's controls in advance.
import type { Locator, Page } from 'playwright-core';
import {
  applySession,
  legalActions,
  newSession,
  replaySession,
  seededSource,
  type ProfileId,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { sessionConfig } from '../../../src/engine/setup.ts';
import { setupDefaults } from '../../../src/engine/setup-defaults.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { seedGame, storedLog } from '../play-table.ts';
import { AVOID, COMMITTING, SCREEN_ONLY } from '../../support/bot-taps.ts';

export const PROFILES = ['draw5', 'holdem', 'brasileiro', 'fechado', 'baseball'] as const satisfies readonly ProfileId[];

/** A game of four players with the setup screen's defaults for `profile`, no end in sight. */
export function defaultConfig(profile: ProfileId): SessionConfig {
  const options = { ...setupDefaults[profile], sessionKind: 'open' as const, sessionCount: 0 };
  const config = sessionConfig({ profile, players: ['Ana', 'Bia', 'Caio', 'Duda'], mode: 'pass-and-play', dealer: { kind: 'seat', seat: 0 }, options }, 0);
  return { ...config, dealing: 'deck' };
}

/**
 * Stores a game as the app's createGame leaves it just before the first shuffle: the record and
 * the first `startHand`. Opening it, the app draws the shuffle itself (runner.ts settleChance).
 */
export async function seedNewGame(page: Page, id: string, config: SessionConfig): Promise<void> {
  newSession(config); // throws here, not in the page, for a table the profile cannot seat
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }];
  await seedGame(page, { id, config, log });
}

/**
 * A log of at least `length` actions for `config`, played as the bot plays (check, call or show
 * where it can, any legal move otherwise, shuffles from a seeded deck), that stops where a seat
 * is to act in a game still going: the game the bot would have left after that many actions.
 */
export function playedLog(config: SessionConfig, length: number, seed: number): SessionAction[] {
  const rng = seededSource(seed);
  let state = newSession(config);
  const log: SessionAction[] = [];
  const seatToAct = () => state.hand !== null && state.hand.result === null && 'seat' in state.hand.pending;
  while (log.length < length || !seatToAct()) {
    const hand = state.hand;
    let action: SessionAction;
    if (!hand || hand.result) action = { type: 'startHand', at: Date.now() };
    else {
      const legal = legalActions(hand);
      const cautious = legal.actions.find((a) => a.type === 'check' || a.type === 'call' || (a.type === 'show' && !a.seats && !a.cardsRequired));
      action = cautious && legal.seat !== null ? ({ type: cautious.type, seat: legal.seat } as SessionAction) : randomAction(hand, legal, rng);
    }
    const next = applySession(state, action);
    if (!next.ok) throw new Error(`${config.profile}: ${JSON.stringify(action)} refused: ${next.error.code}`);
    if (next.state.over) throw new Error(`${config.profile}: the game ended after ${log.length + 1} actions (seed ${seed})`);
    state = next.state;
    log.push(action);
  }
  return log;
}

/** The state the page's stored log replays to. */
export async function replayStored(page: Page, id: string, config: SessionConfig): Promise<{ log: SessionAction[]; state: SessionState }> {
  const log = await storedLog(page, id);
  const replayed = replaySession(config, log);
  if (!replayed.ok) throw new Error(`stored log of ${id} refused: ${replayed.error.code}`);
  return { log, state: replayed.state };
}

/**
 * What the screen shows, minus what changes without a commit (the "saving…" note, a refusal):
 * the table's main element as text, hand log included. A committed tap always changes it. Runs in
 * the page.
 */
function signatureIn(): string {
  const main = document.querySelector('main');
  if (!main) return '';
  const copy = main.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[role="status"], [role="alert"]')) el.remove();
  return copy.textContent ?? '';
}

/** `signatureIn` of the page. */
export const screenSignature = (page: Page): Promise<string> => page.evaluate(signatureIn);

export interface Tap {
  readonly button: Locator;
  readonly label: string;
  /** The app writes this tap's action before the screen moves on. */
  readonly commits: boolean;
}

/** The buttons' words, without the hint under some of them (fechado's passo and mesa): what the bot's lists name. Runs in the page. */
const wordsOf = (buttons: Locator): Promise<string[]> =>
  buttons.evaluateAll((found) =>
    found.map((button) =>
      [...button.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('button-hint')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  );

/** The tap the bot makes on this screen, or null when nothing is there to tap (loading, game over). */
export async function chooseTap(page: Page): Promise<Tap | null> {
  const buttons = page.locator('main button:not([disabled])');
  const labels = await wordsOf(buttons);
  for (const [list, commits] of [
    [SCREEN_ONLY, false],
    [COMMITTING, true],
  ] as const) {
    for (const pattern of list) {
      const index = labels.findIndex((label) => pattern.test(label));
      if (index >= 0) return { button: buttons.nth(index), label: labels[index], commits };
    }
  }
  // A profile's own decision (profile-extras.tsx): its first control, which is an action too.
  const extras = page.locator('main .action-panel button:not([disabled])');
  const extraLabels = await wordsOf(extras);
  const index = extraLabels.findIndex((label) => !AVOID.test(label));
  if (index >= 0) return { button: extras.nth(index), label: extraLabels[index], commits: true };
  return null;
}

/**
 * The tap the bot makes once the screen offers one: a table reopened after a crash may show its
 * heading a moment before its lazily drawn parts, buttons among them. null if none within `timeout` ms.
 */
export async function nextTap(page: Page, timeout = 3_000): Promise<Tap | null> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const tap = await chooseTap(page);
    if (tap || Date.now() >= deadline) return tap;
    await page.waitForTimeout(20);
  }
}

/**
 * In the page: whether the screen differs from `before`. Built here, as a function whose source
 * holds `signatureIn`'s, because the driver sends a function's source to the page and the app's
 * Content Security Policy refuses a string evaluated there.
 */
const movedOnIn = new Function('before', `return (${signatureIn})() !== before;`) as (before: string) => boolean;

/**
 * Waits until the screen differs from `before`; false if it has not within `timeout` ms. Watched
 * in the page, every 10 ms: a poll from here costs a round trip each time, and these waits are
 * most of what the crash test does.
 */
export function screenMovedOn(page: Page, before: string, timeout = 10_000): Promise<boolean> {
  return page.waitForFunction(movedOnIn, before, { polling: 10, timeout }).then(
    () => true,
    () => false,
  );
}

/** One tap, waited for until the screen moves on. Returns the tap made, or null if none was possible. */
export async function playTap(page: Page): Promise<Tap | null> {
  const tap = await nextTap(page);
  if (!tap) return null;
  const before = await screenSignature(page);
  await tap.button.click();
  if (!(await screenMovedOn(page, before))) throw new Error(`the screen did not move on after "${tap.label}"`);
  return tap;
}

/** Plays through the UI until the stored session has finished `hands` more hands. */
export async function playHands(page: Page, id: string, config: SessionConfig, hands: number, maxTaps = 400): Promise<SessionState> {
  const target = (await replayStored(page, id, config)).state.history.length + hands;
  for (let taps = 0; taps < maxTaps; taps++) {
    const { state } = await replayStored(page, id, config);
    if (state.history.length >= target) return state;
    if (!(await playTap(page))) await page.waitForTimeout(20);
  }
  throw new Error(`${hands} hand(s) of ${config.profile} not finished after ${maxTaps} taps`);
}
