/**
 * The app in headless Chromium against a production build served by `vite preview` (issue 7):
 *
 *  - tap → saved and shown: 400 committing taps at the start of a hold'em game, and 400 played
 *    on in the 10,000-action game, each timed in the page from `click()` to the table's DOM
 *    showing the new state (the app renders only after the IndexedDB transaction commits,
 *    durability 'strict'), and to the next animation frame. Baseline, in the same run and in
 *    turns with Mesa's taps (blocks of 50): a trivial page whose tap does one strict IndexedDB
 *    put and one DOM update. Targets: p95 ≤ 8 ms and p99 ≤ 16 ms for both sets.
 *    Taps after which a snapshot came due (the log reached a multiple of 64) are reported apart:
 *    the app writes that snapshot after the screen has moved on, in its own transaction.
 *  - resume in the running app: the tap on "Continuar o jogo" (the game's page in Past games,
 *    which calls openTable like Home's card) timed to the table's heading, for a game of 10,000
 *    logged actions (imported through the app, so its snapshots are the app's own) and one of 12;
 *    the page and the table's chunk already loaded. Baseline: the trivial page's tap reading
 *    10,000 records from IndexedDB and showing one.
 *  - page load: a reload straight onto the table of the same games, timed from navigation start
 *    to the table's heading (start-up included), beside the trivial page loading and reading
 *    10,000 records. Target: resume in the running app ≤ 150 ms.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { applySession, legalActions, newSession, seededSource, shuffle, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { SNAPSHOT_EVERY } from '../../src/store/index.ts';
import { launchBrowser, type Browser } from '../e2e/browser.ts';
import { root, serve } from '../e2e/support/serve.ts';
import { seedNewGame } from '../e2e/support/table-bot.ts';

const SESSION_TAPS = 400;
/** Taps played on in the 10,000-action game. */
const LONG_TAPS = 400;
const RESUME_ACTIONS = 10_000;
const RESUME_RUNS = 9;

const players = ['Ana', 'Bia', 'Caio', 'Duda'];
const config: SessionConfig = {
  profile: 'holdem',
  players: players.map((name) => ({ name, stack: 1_000_000 })),
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
  dealing: 'deck',
};

/** A session of `length` actions: every hand checked or called down, shuffles from a seeded deck. */
function longLog(length: number): SessionAction[] {
  const source = seededSource(42);
  let state: SessionState = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.code}`);
    state = result.state;
    log.push(action);
  };
  // Ends on a seat's turn, as a game is left when the phone is put down.
  const seatToAct = () => state.hand !== null && state.hand.result === null && 'seat' in state.hand.pending;
  while (log.length < length || !seatToAct()) {
    const hand = state.hand;
    if (!hand || hand.result) {
      play({ type: 'startHand', at: 1_700_000_000_000 + log.length });
      continue;
    }
    const legal = legalActions(hand);
    const [first] = legal.actions;
    if (first?.type === 'shuffle') play({ type: 'shuffle', deck: shuffle(first.cards, source) });
    else if (first?.type === 'reshuffle') play({ type: 'reshuffle', order: shuffle(first.cards, source) });
    else {
      const type = (['check', 'call', 'show'] as const).find((t) => legal.actions.some((a) => a.type === t));
      if (!type || legal.seat === null) throw new Error(`no passive move in ${hand.pending.kind}`);
      play({ type, seat: legal.seat } as SessionAction);
    }
  }
  return log;
}

function backupFile(games: { id: string; log: SessionAction[] }[]): string {
  return JSON.stringify({
    format: 'mesa-backup',
    version: 1,
    exportedAt: new Date(0).toISOString(),
    games: games.map(({ id, log }, i) => ({
      game: { id, profile: 'holdem', players, config, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000 + i, status: 'active', result: null, position: { seat: null, screen: 'table' } },
      actions: log.map((action, seq) => ({ seq, at: 1_700_000_000_000 + seq, action })),
    })),
  });
}

const BASELINE_TAP = `<!doctype html><meta charset="utf-8"><main><h1>0</h1><button>tap</button></main><script>
const open = indexedDB.open('baseline', 1);
open.onupgradeneeded = () => open.result.createObjectStore('log', { keyPath: 'seq' });
open.onsuccess = () => {
  const db = open.result;
  let seq = 0;
  document.querySelector('button').onclick = () => {
    const tx = db.transaction('log', 'readwrite', { durability: 'strict' });
    tx.objectStore('log').put({ seq, at: Date.now(), action: { type: 'call', seat: seq % 4 } });
    tx.oncomplete = () => { seq += 1; document.querySelector('h1').textContent = String(seq); };
  };
  window.baselineReady = true;
};
</script>`;

// First visit writes the records; every later load reads them all and shows the last one, and so
// does every tap on its button (the in-page read, beside resuming inside the app).
const BASELINE_RESUME = `<!doctype html><meta charset="utf-8"><main><h1>…</h1><button>read</button></main><script>
const open = indexedDB.open('baseline-resume', 1);
open.onupgradeneeded = () => {
  const store = open.result.createObjectStore('log', { keyPath: 'seq' });
  for (let seq = 0; seq < ${RESUME_ACTIONS}; seq++) store.put({ gameId: 'g', seq, at: Date.now(), action: { type: 'call', seat: seq % 4 } });
};
let reads = 0;
const read = (db) => {
  const request = db.transaction('log').objectStore('log').getAll();
  request.onsuccess = () => {
    const all = request.result;
    reads += 1;
    document.querySelector('h1').textContent = 'seq ' + all[all.length - 1].seq + ', read ' + reads;
    window.shownAt ??= performance.now();
  };
};
open.onsuccess = () => {
  read(open.result);
  document.querySelector('button').onclick = () => read(open.result);
};
</script>`;

const SETTLE_MS = 50;

/** Clicks the `index`-th enabled button of main; ms until the screen's text changed, and until the next frame. */
function timedClick(page: Page, index: number): Promise<[number, number]> {
  return page.evaluate(
    ({ index, settle }) =>
      new Promise<[number, number]>((resolve) => {
        const text = () => {
          const copy = document.querySelector('main')!.cloneNode(true) as HTMLElement;
          for (const el of copy.querySelectorAll('[role="status"], [role="alert"]')) el.remove();
          return copy.textContent;
        };
        const before = text();
        // The "saving…" note and alerts change without a commit; reading the whole screen for
        // them would load the main thread while the tap waits for IndexedDB.
        const inNote = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[role="status"], [role="alert"]') != null;
        const observer = new MutationObserver((records) => {
          // Timed when the DOM changed, before the bench's own reading of it.
          const shown = performance.now() - start;
          const notesOnly = records.every((r) => {
            const nodes = [...r.addedNodes, ...r.removedNodes];
            return inNote(r.target) || (r.type === 'childList' && nodes.length > 0 && nodes.every(inNote));
          });
          if (notesOnly || text() === before) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const framed = performance.now() - start;
            // A player's next tap comes well after this one's frame: let what the page does
            // after a frame (Preact's effects, a due snapshot) run before the bench taps again.
            setTimeout(() => resolve([shown, framed]), settle);
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const button = document.querySelectorAll<HTMLButtonElement>('main button:not([disabled])')[index];
        const start = performance.now();
        button.click();
      }),
    { index, settle: SETTLE_MS },
  );
}

const COMMITTING = [/^Confirmar$/, /^Mesa$/, /^Pagar /, /^Mostrar as cartas$/, /^Dar a próxima mão$/];
const SCREEN_ONLY = [/^Sou .+: ver minhas cartas$/, /^Continuar$/];

/**
 * The game's stored nextSeq, read through a connection of the bench's own, opened once per page
 * load (opening one around every tap would put the bench's own work next to the taps it times).
 */
function storedNextSeq(page: Page, gameId: string): Promise<number> {
  return page.evaluate(
    (gameId) =>
      new Promise<number>((resolve, reject) => {
        const bench = window as unknown as { benchDb?: Promise<IDBDatabase> };
        bench.benchDb ??= new Promise((opened, failed) => {
          const open = indexedDB.open('mesa');
          open.onsuccess = () => opened(open.result);
          open.onerror = () => failed(open.error);
        });
        bench.benchDb.then((db) => {
          const request = db.transaction('games').objectStore('games').get(gameId);
          request.onsuccess = () => resolve((request.result as { nextSeq: number }).nextSeq);
          request.onerror = () => reject(request.error);
        }, reject);
      }),
    gameId,
  );
}

interface Tap {
  shown: number;
  framed: number;
  /** The log reached a multiple of SNAPSHOT_EVERY with this tap, so the app saved a snapshot after it. */
  snapshot: boolean;
}


/** Plays `taps` committing taps through the table of `gameId`; returns their timings. */
async function playSession(page: Page, gameId: string, taps: number): Promise<Tap[]> {
  const times: Tap[] = [];
  while (times.length < taps) {
    const labels = (await page.locator('main button:not([disabled])').allTextContents()).map((l) => l.trim());
    const reveal = labels.findIndex((l) => SCREEN_ONLY.some((p) => p.test(l)));
    if (reveal >= 0) {
      await timedClick(page, reveal);
      continue;
    }
    const index = COMMITTING.map((p) => labels.findIndex((l) => p.test(l))).find((i) => i >= 0);
    if (index === undefined) throw new Error(`nothing to tap among ${labels.join(', ')}`);
    const before = await storedNextSeq(page, gameId);
    const [shown, framed] = await timedClick(page, index);
    const after = await storedNextSeq(page, gameId);
    times.push({ shown, framed, snapshot: Math.floor(after / SNAPSHOT_EVERY) > Math.floor(before / SNAPSHOT_EVERY) });
  }
  return times;
}

/** Taps in a block at a time, Mesa's and the baseline's in turn, so both meet the same load of a shared machine. */
const TURN = 50;
async function inTurns(
  total: number,
  mesa: (count: number) => Promise<Tap[]>,
  base: (count: number) => Promise<[number, number][]>,
): Promise<{ mesa: Tap[]; base: [number, number][] }> {
  const result = { mesa: [] as Tap[], base: [] as [number, number][] };
  while (result.mesa.length < total) {
    const count = Math.min(TURN, total - result.mesa.length);
    result.base.push(...(await base(count)));
    result.mesa.push(...(await mesa(count)));
  }
  return result;
}

async function baselineTaps(page: Page, taps: number): Promise<[number, number][]> {
  await page.waitForFunction(() => (window as unknown as { baselineReady?: boolean }).baselineReady);
  const times: [number, number][] = [];
  for (let i = 0; i < taps; i++) times.push(await timedClick(page, 0));
  return times;
}

/** Reloads onto `screen` RESUME_RUNS times; ms from navigation start to the table's heading. */
async function resumeTimes(page: Page, gameId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RESUME_RUNS; run++) {
    await page.evaluate((gameId) => history.replaceState({ screen: { name: 'table', gameId }, depth: 0 }, ''), gameId);
    await page.reload();
    const handle = await page.waitForFunction(() => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      return /^(Passe para|Vez de) /.test(heading) ? performance.now() : 0;
    }, undefined, { polling: 'raf' });
    times.push((await handle.jsonValue()) as number);
  }
  return times;
}

/**
 * Opens `gameId` inside the running app RESUME_RUNS times: its page in Past games, then the timed
 * tap on "Continuar o jogo" until the table's heading. One untimed open first, so the table's
 * chunk is loaded and the measure is the resume itself.
 */
async function resumeInApp(page: Page, gameId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= RESUME_RUNS; run++) {
    // The app's own navigation on popstate: a new history entry for the game's page, no reload.
    await page.evaluate((gameId) => {
      history.pushState({ screen: { name: 'game-history', gameId }, depth: 1 }, '');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, gameId);
    const button = page.getByRole('button', { name: 'Continuar o jogo' });
    await button.waitFor();
    const time = await button.evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          const shown = () => /^(Passe para|Vez de) /.test(document.querySelector('main h1')?.textContent ?? '');
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          const start = performance.now();
          (button as HTMLButtonElement).click();
        }),
    );
    if (run > 0) times.push(time);
  }
  return times;
}

async function baselineResume(page: Page, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= RESUME_RUNS; run++) {
    await page.goto(url);
    const handle = await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt);
    if (run > 0) times.push((await handle.jsonValue()) as number); // the first visit writes the records
  }
  return times;
}

// tsx (esbuild, keepNames) wraps named functions in page callbacks with a `__name` helper the page lacks.
const KEEP_NAMES = 'globalThis.__name = (fn) => fn;';

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

export default async function (): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'mesa-bench-'));
  let app: Browser | undefined;
  let baseline: Browser | undefined;
  const served = await (async () => {
    await build({ root, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    writeFileSync(join(outDir, 'baseline-tap.html'), BASELINE_TAP);
    writeFileSync(join(outDir, 'baseline-resume.html'), BASELINE_RESUME);
    return serve(outDir);
  })();
  try {
    // Baselines in a context of their own: the app's service worker would answer their navigations.
    baseline = await launchBrowser();
    await baseline.context.addInitScript(KEEP_NAMES);
    const baseTapPage = await baseline.newPage();
    await baseTapPage.goto(`${served.url}/baseline-tap.html`);
    const basePage = await baseline.newPage();
    const baseResume = await baselineResume(basePage, `${served.url}/baseline-resume.html`);
    const baseRead: number[] = [];
    for (let run = 0; run < RESUME_RUNS; run++) baseRead.push((await timedClick(basePage, 0))[0]);
    await basePage.close(); // the tap page is the baseline browser's only tab again, in front

    app = await launchBrowser();
    await app.context.addInitScript(KEEP_NAMES);
    const page = await app.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // Resume: two games imported through the app (its own snapshots), each reopened by reload.
    const long = longLog(RESUME_ACTIONS);
    const short = longLog(12);
    const file = join(outDir, 'bench-backup.json');
    writeFileSync(file, backupFile([{ id: 'bench-short', log: short }, { id: 'bench-long', log: long }]));
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar backup' }).click();
    await (await chooser).setFiles(file);
    await page.getByText('Jogos importados: 2. Pulados: 0.').waitFor({ timeout: 120_000 });
    const snapshotAt = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const open = indexedDB.open('mesa');
          open.onsuccess = () => {
            const request = open.result.transaction('snapshots').objectStore('snapshots').getAllKeys(IDBKeyRange.bound(['bench-long', 0], ['bench-long', Infinity]));
            request.onsuccess = () => {
              open.result.close();
              resolve((request.result as [string, number][]).map(([, seq]) => seq));
            };
          };
        }),
    );
    const inAppLong = await resumeInApp(page, 'bench-long');
    const inAppShort = await resumeInApp(page, 'bench-short');
    const resumeLong = await resumeTimes(page, 'bench-long');
    const resumeShort = await resumeTimes(page, 'bench-short');

    // Taps: a new game, played on for SESSION_TAPS committing taps; then the 10,000-action game.
    await page.evaluate(() => history.replaceState(null, ''));
    await seedNewGame(page, 'bench-session', config);
    await page.reload();
    await page.getByRole('heading', { name: /^Passe para / }).waitFor();
    const baseline1 = (count: number) => baselineTaps(baseTapPage, count);
    const { mesa: taps, base: baseTaps } = await inTurns(SESSION_TAPS, (count) => playSession(page, 'bench-session', count), baseline1);
    await resumeInApp(page, 'bench-long');
    const { mesa: longTaps, base: baseLongTaps } = await inTurns(LONG_TAPS, (count) => playSession(page, 'bench-long', count), baseline1);

    const shown = (times: [number, number][]) => times.map(([dom]) => dom);
    const tapShown = (taps: Tap[]) => taps.map((tap) => tap.shown);
    const row = (name: string, values: number[]) =>
      console.log(`  ${name.padEnd(48)} ${[0.5, 0.95, 0.99].map((q) => ms(quantile(values, q))).join(' ')} ${ms(Math.max(...values))}`);
    const tapRows = (name: string, taps: Tap[]) => {
      row(name, tapShown(taps));
      row('  next frame', taps.map((tap) => tap.framed));
      const due = taps.filter((tap) => tap.snapshot);
      if (due.length > 0) row(`  taps after which a snapshot came due (${due.length})`, tapShown(due));
    };
    console.log(
      `Tap → saved and shown, ${SESSION_TAPS} committing taps each, in blocks of ${TURN} taking turns with the baseline's (p50 / p95 / p99 / max):`,
    );
    row('baseline: one strict put + one DOM update', shown(baseTaps));
    tapRows('Mesa table, start of a holdem game', taps);
    row('baseline, in turns with the taps below', shown(baseLongTaps));
    tapRows(`Mesa table, ${RESUME_ACTIONS.toLocaleString('en')}-action game, ${LONG_TAPS} taps on`, longTaps);
    const verdict = (value: number, limit: number) => `${value.toFixed(1)} ms ${value <= limit ? '≤' : '>'} ${limit} ms ${value <= limit ? 'met' : 'MISSED'}`;
    for (const [name, set, baseSet] of [
      ['start of a game', taps, baseTaps],
      [`${RESUME_ACTIONS.toLocaleString('en')}-action game`, longTaps, baseLongTaps],
    ] as const) {
      const values = tapShown(set);
      const base = shown(baseSet);
      const [p95, p99] = [quantile(values, 0.95), quantile(values, 0.99)];
      console.log(
        `  ${name}: p95 ${verdict(p95, 8)}, ${(p95 / quantile(base, 0.95)).toFixed(2)}× baseline; ` +
          `p99 ${verdict(p99, 16)}, ${(p99 / quantile(base, 0.99)).toFixed(2)}× baseline`,
      );
    }
    const summary = (long: number[], short: number[], base: number[]) =>
      console.log(
        `  median ratio: ${(quantile(long, 0.5) / quantile(base, 0.5)).toFixed(2)}× baseline; ` +
          `the ${RESUME_ACTIONS.toLocaleString('en')} actions cost ${(quantile(long, 0.5) - quantile(short, 0.5)).toFixed(1)} ms over the short game`,
      );
    const longName = `Mesa, game of ${long.length.toLocaleString('en')} actions (snapshot at ${snapshotAt})`;
    console.log(`Resume in the running app, tap on "Continuar o jogo" → table shown, ${RESUME_RUNS} opens each (p50 / p95 / p99 / max):`);
    row(`baseline: tap, read ${RESUME_ACTIONS.toLocaleString('en')} records, show one`, baseRead);
    row(`Mesa, game of ${short.length} actions`, inAppShort);
    row(longName, inAppLong);
    summary(inAppLong, inAppShort, baseRead);
    console.log(`  ${RESUME_ACTIONS.toLocaleString('en')}-action game: p95 ${verdict(quantile(inAppLong, 0.95), 150)}`);
    console.log(`Page load, navigation start → table shown (start-up included), ${RESUME_RUNS} reloads each (p50 / p95 / p99 / max):`);
    row(`baseline: load, read ${RESUME_ACTIONS.toLocaleString('en')} records, show one`, baseResume);
    row(`Mesa, game of ${short.length} actions`, resumeShort);
    row(longName, resumeLong);
    summary(resumeLong, resumeShort, baseResume);
  } finally {
    await app?.close();
    await baseline?.close();
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
