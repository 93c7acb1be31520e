/**
 * The table's own network (issue 22) in real browsers, over loopback WebRTC on this machine: a
 * host (Chromium) and three guests in browsers of their own (Bia and Caio in Chromium, Duda in
 * Firefox), on a production build served by `vite preview`, joined through the app's screens with
 * the QR codes read off screenshots (test/e2e/support/phones.ts), a hold'em game of three seats,
 * one on each guest.
 *
 *  - guest tap → host commit → every phone shown: 200 of the guests' own committing taps (check,
 *    call, show), each timed from the click in the guest's page to the moment the last of the four
 *    screens (host and guests) changed its table; the host's own screen (it renders once its log
 *    committed) reported apart. The pages' clocks are one machine's (performance.timeOrigin plus
 *    now()), so times taken in different browsers subtract. Target: p95 under 50 ms.
 *  - beside it, in the same run and in turns (blocks of 50): the same taps on the host alone, a
 *    pass-and-play game of the same table in a browser of its own, timed from the click to its
 *    own screen changing, as test/bench/app.bench.ts times a tap.
 *  - the host's deal of each next hand until every phone shows it; and the bytes every data
 *    channel carried per hand (the recorder of phones.ts counts each text as sent).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import type { SessionConfig } from '../../src/engine/index.ts';
import { dealtGame, openHome, openTable, storedState, type SeededGame } from '../e2e/play-table.ts';
import { closePanel, joinPhone, openPhone, type Carried, type Phone } from '../e2e/support/phones.ts';
import { root, serve } from '../e2e/support/serve.ts';
import { chooseTap } from '../e2e/support/table-bot.ts';

const ACTIONS = 200;
const TURN = 50;
const TARGET_P95 = 50;

const config: SessionConfig = {
  profile: 'holdem',
  players: ['Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 1_000_000 })),
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
};

/** The timed taps, the passive moves, in order of preference. */
const PASSIVE = [/^Mesa$/, /^Pagar /, /^Mostrar as cartas$/];
/** Taps that only change the host alone's screen (the cover, a result looked at): made untimed. */
const SCREEN_ONLY = [/^Sou .+: ver minhas cartas$/, /^Continuar$/];

// In the page (self-contained, for either engine): the next change of the table's text, and when,
// as a promise kept in the page, so the bench waits for it without asking the page again and again.
function arm(): boolean {
  const text = () => {
    const main = document.querySelector('main');
    if (!main) return '';
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[role="status"], [role="alert"]')) el.remove();
    return copy.textContent ?? '';
  };
  const before = text();
  (window as unknown as { benchShown: Promise<number> }).benchShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (text() === before) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return true;
}

/** In the page: when its screen changed since it was armed, once it has. */
const shownAt = () => (window as unknown as { benchShown: Promise<number> }).benchShown;

// In the page: clicks the first enabled button of main whose text matches one of `sources` (in
// their order) and returns when, or 0 if there is none.
function clickFirst(sources: readonly string[]): number {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('main button:not([disabled])')];
  for (const source of sources) {
    const pattern = new RegExp(source);
    const button = buttons.find((b) => pattern.test((b.textContent ?? '').trim()));
    if (!button) continue;
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  }
  return 0;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Arms every phone, then waits for each screen's change, which its page reports by itself (four
 * browsers asked again and again would only lose their cores to the asking).
 */
async function armed(phones: readonly Phone[], timeout = 10_000): Promise<() => Promise<number[]>> {
  await Promise.all(phones.map((p) => p.tab.evaluate(arm, null)));
  const waits = phones.map((p) => p.tab.evaluate(shownAt, null));
  // A wait given up on (the guest had nothing to tap yet) settles with its page, or at its close.
  for (const wait of waits) wait.catch(() => {});
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`screens not changed within ${timeout} ms: ${phones.map((p) => p.name).join(', ')}`)), timeout);
    });
    try {
      return await Promise.race([Promise.all(waits), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

interface Timed {
  /** When the guest tapped, on its page's clock. */
  readonly at: number;
  /** ms from the tap to the last screen changed. */
  readonly all: number;
  /** ms from the tap to the host's screen changed. */
  readonly host: number;
}

/** Clicks the tap's button in the page and returns when, on the page's clock. */
const clickedAt = (tap: NonNullable<Awaited<ReturnType<typeof chooseTap>>>) =>
  tap.button.evaluate((button) => {
    const at = performance.timeOrigin + performance.now();
    (button as HTMLButtonElement).click();
    return at;
  });

/**
 * Plays on at the networked table until `count` guests' taps were timed: the seat to act is read
 * from the host's stored log and its guest taps; a finished hand is dealt again by the host's
 * taps, the deal timed apart.
 */
async function networkTaps(host: Phone & { page: Page }, guests: readonly Phone[], game: SeededGame, count: number, deals: number[]): Promise<Timed[]> {
  const phones = [host, ...guests];
  const times: Timed[] = [];
  while (times.length < count) {
    const state = await storedState(host.page, game);
    const pending = state.hand && !state.hand.result && 'seat' in state.hand.pending ? state.hand.pending.seat : null;
    if (pending === null) {
      const tap = await chooseTap(host.page);
      if (!tap) {
        await pause(10);
        continue;
      }
      const allShown = await armed(tap.commits ? phones : [host]);
      const at = await clickedAt(tap);
      const shown = await allShown();
      if (tap.commits) deals.push(Math.max(...shown) - at);
      continue;
    }
    const allShown = await armed(phones);
    const actor = guests[pending]!;
    const at = await actor.tab.evaluate(clickFirst, PASSIVE.map((p) => p.source));
    if (at === 0) {
      // The guest's screen has not caught up with the host's log yet (its wait is left to lapse).
      await pause(10);
      continue;
    }
    const shown = await allShown();
    times.push({ at, all: Math.max(...shown) - at, host: shown[0]! - at });
  }
  return times;
}

/** The same taps on the host alone (pass and play): timed to its own screen changing. */
async function aloneTaps(page: Page, count: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < count) {
    const tap = await chooseTap(page);
    if (!tap) {
      await pause(10);
      continue;
    }
    await page.evaluate(arm);
    const timed = PASSIVE.some((p) => p.test(tap.label));
    const shownThen = page.evaluate(shownAt);
    const at = await clickedAt(tap);
    const shown = await shownThen;
    if (timed) times.push(shown - at);
    else if (!tap.commits && !SCREEN_ONLY.some((p) => p.test(tap.label))) throw new Error(`unexpected tap "${tap.label}"`);
  }
  return times;
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const bytes = (texts: readonly { data: string }[]) => texts.reduce((sum, t) => sum + Buffer.byteLength(t.data), 0);

export default async function (): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'mesa-bench-'));
  await build({ root, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  const served = await serve(outDir);
  const phones: Phone[] = [];
  try {
    phones.push(
      ...(await Promise.all([
        openPhone('host', 'chromium', served.url),
        openPhone('Bia', 'chromium', served.url),
        openPhone('Caio', 'chromium', served.url),
        openPhone('Duda', 'firefox', served.url),
        openPhone('alone', 'chromium', served.url),
      ])),
    );
    const [host, bia, caio, duda, alone] = phones as [Phone & { page: Page }, Phone, Phone, Phone, Phone & { page: Page }];
    const guests = [bia, caio, duda];
    const game = dealtGame('bench-network', config, 7);
    const aloneGame = dealtGame('bench-alone', config, 7);
    await Promise.all([openHome(host.page, served.url), openHome(alone.page, served.url)]);
    await Promise.all([openTable(host.page, game), openTable(alone.page, aloneGame)]);
    for (const [seat, guest] of guests.entries()) await joinPhone(host, guest, config.players[seat]!.name);
    await closePanel(host);

    const startHands = (await storedState(host.page, game)).history.length;
    const sentBefore = await Promise.all(phones.slice(0, 4).map(async (p) => (await p.channels()).sent.length));
    const deals: number[] = [];
    const network: Timed[] = [];
    const base: number[] = [];
    while (network.length < ACTIONS) {
      const count = Math.min(TURN, ACTIONS - network.length);
      base.push(...(await aloneTaps(alone.page, count)));
      network.push(...(await networkTaps(host, guests, game, count, deals)));
    }
    const hands = (await storedState(host.page, game)).history.length - startHands;

    const row = (name: string, values: readonly number[]) =>
      console.log(`  ${name.padEnd(58)} ${[0.5, 0.95].map((q) => ms(quantile(values, q))).join(' ')} ${ms(Math.max(...values))}`);
    console.log(`Guest tap → host commit → shown, ${ACTIONS} taps, in blocks of ${TURN} taking turns with the host alone's (p50 / p95 / max):`);
    row('baseline: the same tap on the host alone (pass and play)', base);
    row("3 guests' taps: the host's screen", network.map((t) => t.host));
    row("3 guests' taps: every phone's screen (host and 3 guests)", network.map((t) => t.all));
    if (deals.length > 0) row(`the host deals the next hand, every phone shown (${deals.length})`, deals);
    const all = network.map((t) => t.all);
    const p95 = quantile(all, 0.95);
    console.log(
      `  every phone shown: p95 ${p95.toFixed(1)} ms ${p95 < TARGET_P95 ? '<' : '≥'} ${TARGET_P95} ms, ${p95 < TARGET_P95 ? 'met' : 'MISSED'}; ` +
        `${(quantile(all, 0.5) / quantile(base, 0.5)).toFixed(2)}× the host alone at p50, ${(p95 / quantile(base, 0.95)).toFixed(2)}× at p95`,
    );

    const records = await Promise.all(phones.slice(0, 4).map((p) => p.channels()));
    const sent = records.map((r, i) => r.sent.slice(sentBefore[i]));
    // Where a tap's time goes, from the texts' own times: the guest's intention heard by the host,
    // the host's views sent (its commit in between), the last guest's view received, its screen shown.
    const after = (texts: readonly Carried[], kind: RegExp, from: number) => texts.find((m) => m.at >= from && kind.test(m.data))?.at ?? Number.NaN;
    // A view goes whole or as what changed in it (N2).
    const VIEW = /^\{"t":"(view|patch)"/;
    const legs = network.map((t) => {
      const heard = after(records[0]!.received, /^\{"t":"act"/, t.at);
      const viewsSent = after(records[0]!.sent, VIEW, heard);
      const each = records.slice(1).map((r) => after(r.received, VIEW, viewsSent) - viewsSent);
      return { heard: heard - t.at, commit: viewsSent - heard, each, shown: t.at + t.all - viewsSent - Math.max(...each) };
    });
    console.log('Where the time goes, from the data channels\' own times (p50 / p95 / max):');
    row('guest tap → its intention heard by the host', legs.map((l) => l.heard));
    row("host heard → its views sent (engine, log committed, views)", legs.map((l) => l.commit));
    for (const [i, guest] of guests.entries()) row(`views sent → ${guest.name} (${guest.engine}) received its own`, legs.map((l) => l.each[i]!));
    row('last view received → every screen shown', legs.map((l) => l.shown));

    const perHand = (n: number) => `${Math.round(n / Math.max(hands, 1)).toLocaleString('en').padStart(8)} bytes`;
    const fromGuests = sent.slice(1).flat();
    console.log(`Bytes on the data channels per hand (${hands} hands played while timed, pings included):`);
    console.log(`  host → 3 guests ${perHand(bytes(sent[0]!))} in ${Math.round(sent[0]!.length / Math.max(hands, 1))} messages a hand`);
    console.log(`  3 guests → host ${perHand(bytes(fromGuests))} in ${Math.round(fromGuests.length / Math.max(hands, 1))} messages a hand`);
  } finally {
    await Promise.allSettled(phones.map((p) => p.close()));
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
