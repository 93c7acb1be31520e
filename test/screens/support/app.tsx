// The whole app in happy-dom, as a phone opens it: src/main.tsx's start-up on a fresh fake
// IndexedDB, the device's language, and the screens found and tapped through Testing Library.
// How to write a test with it, and how to move a browser test here: test/screens/README.md, and
// every file of test/screens as an example.
//
// Every `openApp` loads the app's modules anew (vi.resetModules), so nothing a test leaves in
// them (the screen signal, the open game, the runner's lock, the settings read at load, the tap
// guard) reaches the next one: that is a new page. The modules a test needs from the app are
// handed out by the opened app (`app.modules`), never imported statically: a static import is
// another copy of the module, not the one the screens use.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import type { Screen } from '../../../src/ui/navigation.ts';
import { configOf, logOf, readStore, writeGame, type SeededGame, type SeededRecord } from '../../support/seeded-store.ts';
import { writeRawDatabase, type RawDatabase } from '../../store/fixtures/rawDatabase.ts';
import { LockSpace } from './web-locks.ts';

const load = async () => ({
  app: await import('../../../src/ui/app.tsx'),
  engine: await import('../../../src/engine/index.ts'),
  chance: await import('../../../src/app/chance.ts'),
  games: await import('../../../src/app/games.ts'),
  storage: await import('../../../src/app/storage.ts'),
  openTable: await import('../../../src/ui/open-table.ts'),
  navigation: await import('../../../src/ui/navigation.ts'),
  i18n: await import('../../../src/ui/i18n/index.ts'),
  settings: await import('../../../src/ui/settings.ts'),
  codeLinks: await import('../../../src/ui/net/code-links.ts'),
});

type AppModules = Awaited<ReturnType<typeof load>>;

export interface AppOptions {
  /** The device's language (navigator.languages), as a browser test's locale: 'pt-BR' unless said. */
  readonly locale?: string;
  /** What the phone's localStorage already holds (a language chosen, a setting). */
  readonly localStorage?: Readonly<Record<string, string>>;
  /** A database as an older Mesa left it (test/store/fixtures/rawDatabase.ts), written before the app first runs. */
  readonly database?: RawDatabase;
  /** Games already stored when the app opens; it resumes one in progress, as at start-up. */
  readonly games?: readonly (SeededGame & { readonly stored?: SeededRecord })[];
  /** The screen the page reopens on (its history state), as a reload there does. */
  readonly at?: Screen;
  /** Every shuffle and reshuffle drawn from this seed (a stacked deck) instead of the crypto source. */
  readonly seed?: number;
}

export interface OpenedApp {
  /** The app's own modules, the ones its screens use. */
  readonly modules: AppModules;
  /** Settles when the start-up is over: the game in progress resumed, the past games' results revised (src/main.tsx). */
  readonly started: Promise<void>;
  /** The open page closed and the app opened again on the same store, localStorage and history state. */
  reload(): Promise<OpenedApp>;
  /** A game's log as stored, record by record. */
  storedLog(gameId: string): Promise<SessionAction[]>;
  /** A game's configuration as stored. */
  storedConfig(gameId: string): Promise<SessionConfig>;
  /** Every record of one of the app's stores. */
  records<T>(store: string): Promise<T[]>;
  /** The state a game's stored log replays to (the engine, here). */
  storedState(game: SeededGame): Promise<SessionState>;
  /** Waits until the game's stored log has grown past `length` (the tap was committed); its state then. */
  waitForLog(game: SeededGame, length: number): Promise<SessionState>;
  /** The id of the game whose table shows now. */
  shownGameId(): string;
  /** The errors nothing caught since the page first opened, reloads included (Playwright's `pageerror`): window errors and unhandled rejections. */
  readonly errors: readonly string[];
}

interface Page {
  readonly factory: IDBFactory;
  readonly locks: LockSpace;
  close(): Promise<void>;
}

let open: Page | null = null;

// The page the app starts in: index.html's head (title, description…) and its #app, without the
// module script (the support starts the app itself) and the icons (nothing to fetch here).
const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8')
  .replace(/<script[^>]*><\/script>/g, '')
  .replace(/<link[^>]*>/g, '');
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

function loadIndexHtml(): HTMLElement {
  document.documentElement.lang = page.documentElement.lang;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  return document.getElementById('app')!;
}

function deviceLanguages(locale: string): void {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => [locale] });
  Object.defineProperty(navigator, 'language', { configurable: true, get: () => locale });
}

/** A new page of the app: fresh modules, started as src/main.tsx starts it (no service worker here). */
async function startPage(factory: IDBFactory, space: LockSpace, seed: number | undefined, errors: string[] = []): Promise<OpenedApp> {
  vi.resetModules();
  Object.assign(globalThis, { indexedDB: factory });
  const lockPage = space.page();
  Object.defineProperty(navigator, 'locks', { configurable: true, get: () => lockPage.locks });
  const modules = await load();
  const { storage, chance, engine, app, openTable, games, settings, i18n, navigation, codeLinks } = modules;
  const store = await storage.useStorage({ factory, locks: lockPage.locks });
  if (seed !== undefined) chance.useRandomSource(engine.seededSource(seed));
  // As src/main.tsx: the page's language and settings on <html>, the link it was opened with
  // (and those opened in it since), the app drawn, the game in progress resumed, the past games'
  // results revised behind it.
  const stopLanguage = (await import('@preact/signals')).effect(() => {
    document.documentElement.lang = i18n.language.value;
  });
  const stopSettings = settings.applySettingsToDocument();
  codeLinks.openCodeLink();
  const stopLinks = codeLinks.watchCodeLinks(window);
  const onError = (event: ErrorEvent) => errors.push(event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  render(<app.App />, { container: loadIndexHtml() });
  const started = openTable.resumeOnStart().finally(() => games.reviseResultsOnStart());
  // A start-up that fails is the page's error (Playwright's pageerror), not the test run's.
  started.catch((error: unknown) => errors.push(String(error)));
  open = {
    factory,
    locks: space,
    async close() {
      // The start-up finishes first: its reads would otherwise meet a closed connection.
      await started.catch(() => {});
      cleanup();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      stopLanguage();
      stopSettings();
      stopLinks();
      lockPage.close();
      await store.conn.close();
    },
  };
  const storedLog = async (gameId: string) => logOf(await readStore('actions'), gameId);
  const storedState = async (game: SeededGame) => {
    const replayed = replaySession(game.config, await storedLog(game.id));
    if (!replayed.ok) throw new Error(`stored log refused: ${replayed.error.code}`);
    return replayed.state;
  };
  return {
    modules,
    started,
    errors,
    reload: async () => {
      await open?.close();
      return startPage(factory, space, seed, errors);
    },
    storedLog,
    storedState,
    waitForLog: async (game, length) => {
      await waitFor(async () => expect((await storedLog(game.id)).length).toBeGreaterThan(length));
      return storedState(game);
    },
    storedConfig: async (gameId) => configOf(await readStore('games'), gameId),
    records: async <T,>(name: string) => (await readStore(name)) as T[],
    shownGameId: () => {
      const shown = navigation.screen.value;
      if (!('gameId' in shown)) throw new Error(`no table shows now (${shown.name})`);
      return shown.gameId;
    },
  };
}

/** Creates the app's database (its schema) in `factory`, as a first visit does, and writes the games into it. */
async function seed(factory: IDBFactory, seeded: NonNullable<AppOptions['games']>): Promise<void> {
  vi.resetModules();
  Object.assign(globalThis, { indexedDB: factory });
  const { useStorage } = await import('../../../src/app/storage.ts');
  const store = await useStorage({ factory, locks: undefined });
  await store.games.resumable();
  await store.conn.close();
  for (const game of seeded) await writeGame(game);
}

/** The app opened on a new phone: an empty store unless `games`, the device in `locale`, at home unless `at`. */
export async function openApp(options: AppOptions = {}): Promise<OpenedApp> {
  shared = false;
  await closeApp();
  const factory = new IDBFactory();
  localStorage.clear();
  for (const [key, value] of Object.entries(options.localStorage ?? {})) localStorage.setItem(key, value);
  deviceLanguages(options.locale ?? 'pt-BR');
  history.replaceState(options.at ? { screen: options.at, depth: 0 } : null, '');
  if (options.database) await writeRawDatabase(factory, 'mesa', options.database);
  if (options.games?.length) await seed(factory, options.games);
  return startPage(factory, new LockSpace(), options.seed);
}

/** Set while a describe block shares one page (`onePage`): its tests go on where the last one stopped. */
let shared = false;

/**
 * One page for the tests of a describe block: opened before the
 * first, closed after the last; each test goes on where the one before it left the screen and the
 * store. `take` receives the opened app.
 */
export function onePage(take: (app: OpenedApp) => void, options: AppOptions = {}): void {
  beforeAll(async () => {
    take(await openApp(options));
    shared = true;
  });
  afterAll(async () => {
    shared = false;
    await closeApp();
  });
}

/** After each test (setup.ts): the page closed, unless its describe block shares it. */
export async function closeAfterTest(): Promise<void> {
  if (!shared) await closeApp();
}

/** Closes the open page. */
async function closeApp(): Promise<void> {
  const page = open;
  open = null;
  await page?.close();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

/** A button by its accessible name (a string matches the whole name, as Playwright's `exact`). */
const button = (name: string | RegExp): Promise<HTMLElement> => screen.findByRole('button', { name });

/**
 * Taps what `target` names: a button's name, or the element itself. A browser gives a disabled
 * control no click, and Playwright waits for it to be enabled: so does this (a chip-ledger seat's
 * buttons rest for a moment after the turn changed, and every button waits while a save runs).
 */
export async function tap(target: string | RegExp | HTMLElement): Promise<void> {
  const control = await waitFor(() => {
    const found = typeof target === 'string' || target instanceof RegExp ? screen.getByRole('button', { name: target }) : target;
    expect((found as HTMLButtonElement).disabled, `${found.textContent} is disabled`).not.toBe(true);
    return found;
  });
  fireEvent.click(control);
}

/** Types `text` into the field labelled `label` (what was in it replaced), as Playwright's `fill`. */
export async function type(label: string | RegExp | HTMLElement, text: string): Promise<void> {
  const field = (typeof label === 'string' || label instanceof RegExp ? await screen.findByLabelText(label) : label) as HTMLInputElement;
  // As Playwright's fill: the value set once, then `input` and `change` (what the app made of the
  // value on `input`, a name cut to whole characters, stays).
  fireEvent.input(field, { target: { value: text } });
  fireEvent.change(field);
}

/** Types `text` one character at a time at the end of the field, as Playwright's `pressSequentially`: an `input` per key. */
export async function typeKeys(label: string | RegExp | HTMLElement, text: string): Promise<void> {
  const field = (typeof label === 'string' || label instanceof RegExp ? await screen.findByLabelText(label) : label) as HTMLInputElement;
  for (const key of text) fireEvent.input(field, { target: { value: field.value + key } });
  fireEvent.change(field);
}

/**
 * Taps the button that opens the phone's file chooser (components/file-button.tsx) and chooses
 * `file` in it, as Playwright's filechooser does; fails if the tap opened no chooser.
 */
export async function chooseFile(name: string | RegExp, file: File): Promise<void> {
  const trigger = await button(name);
  const input = trigger.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file chooser beside ${trigger.textContent}`);
  let opened = false;
  input.addEventListener('click', () => (opened = true), { once: true });
  await tap(trigger);
  expect(opened, `${trigger.textContent} opens the file chooser`).toBe(true);
  Object.defineProperty(input, 'files', { configurable: true, get: () => [file] });
  fireEvent.change(input);
}

/** Chooses the option whose text (or value) is `option` in a select, as Playwright's `selectOption`. */
export async function choose(select: string | RegExp | HTMLElement, option: string): Promise<void> {
  const field = (typeof select === 'string' || select instanceof RegExp ? await screen.findByLabelText(select) : select) as HTMLSelectElement;
  const found = [...field.options].find((o) => o.value === option || o.label === option || o.text === option);
  if (!found) throw new Error(`no option ${option} in ${field.id || field.name}: ${[...field.options].map((o) => o.text).join(', ')}`);
  fireEvent.change(field, { target: { value: found.value } });
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether `element`'s whole text matches as Playwright's getByText matches it: a string anywhere in it, in any case; a RegExp tested. */
function textMatches(element: Element, text: string | RegExp): boolean {
  const content = normalized(element.textContent);
  return typeof text === 'string' ? content.toLowerCase().includes(normalized(text).toLowerCase()) : text.test(content);
}

/**
 * The innermost element whose text matches, across child elements (names in their own <bdi>),
 * once it is there: Playwright's `getByText`, where Testing Library's `findByText` reads only an
 * element's own text nodes.
 */
export const findText = (text: string | RegExp): Promise<HTMLElement> =>
  waitFor(() => {
    const found = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE' && textMatches(el, text));
    const innermost = found.find((el) => ![...el.children].some((child) => textMatches(child, text)));
    if (!innermost) throw new Error(`no element reads “${String(text)}”`);
    return innermost;
  });

/** Whether any element's text matches now, as `findText` matches it. */
export const hasText = (text: string | RegExp): boolean => textMatches(document.body, text);

/**
 * The first element `selector` finds (with `hasText` in its text, if given, as Playwright's
 * `locator(selector, { hasText })`), once it is there: for what has no role or name to find it by.
 */
export const element = <T extends HTMLElement = HTMLElement>(selector: string, hasText?: string): Promise<T> =>
  waitFor(() => {
    const found = [...document.querySelectorAll<T>(selector)].find((el) => hasText === undefined || (el.textContent ?? '').includes(hasText));
    if (!found) throw new Error(`nothing matches ${selector}${hasText === undefined ? '' : ` with “${hasText}”`}`);
    return found;
  });
