// The table's own network end to end (issue 22, N1–N6) in the built app: a host (Chromium) and
// three guests in browsers of their own (Bia and Caio in Chromium, Duda in Firefox), plus a table
// display, joined through the app's own screens with every code passed as a picture (the QR code
// decoded from a screenshot of one phone is the other phone's camera). A hand of hold'em and one
// of brasileiro are played through the guests' screens, Ana's seat on the host behind its cover.
// Caio, reloaded mid-hand, rejoins his seat; after the host's own reload Duda rejoins his. Bia's
// browser, killed on her draw, is shown away on the host, which draws for her on its own screen
// and, the table's 30 s over (on the host's test clock), checks or folds for her at her bet; the
// next hand is dealt from the phones' shared shuffle, and each phone checks it after it. Each
// guest's screen at every turn, and every message its data channel received, hold no card of
// another seat it may not see.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, newSession, tableView, type Card, type Seat, type SessionAction, type SessionConfig, type SessionState, type TableView } from '../../src/engine/index.ts';
import { screenshot } from './browser.ts';
import { cardName, dealtGame, hiddenCards, openTable, storedLog, storedState, waitForLog, type SeededGame } from './play-table.ts';
import { closePanel, joinPhone, openPanel, openPhone, playCautious, type Carried, type Phone } from './support/phones.ts';
import { nextTap } from './support/table-bot.ts';
import { viewsIn as viewsFrom } from '../net/support/views-in.ts';

const baseURL = inject('baseURL');

let host: Phone & { page: Page };
/** The guest phones, by seat: Ana (seat 0) plays on the host. */
const seats = new Map<Seat, Phone>();
let display: Phone;

beforeAll(async () => {
  const phones = await Promise.all([
    // The host's timers on a clock the test can move on: N5's 30 s pass at once.
    openPhone('host', 'chromium', baseURL, { clock: true }),
    openPhone('Bia', 'chromium', baseURL),
    openPhone('Caio', 'chromium', baseURL),
    openPhone('Duda', 'firefox', baseURL),
    openPhone('display', 'chromium', baseURL),
  ]);
  host = phones[0] as Phone & { page: Page };
  phones.slice(1, 4).forEach((phone, i) => seats.set(i + 1, phone));
  display = phones[4]!;
});
// A failed test leaves every phone's screen behind, to see where each one stood.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  await Promise.allSettled([host, ...seats.values(), display].map((phone) => phone.tab.screenshot(`network-failed-${phone.name}`)));
});
afterAll(async () => {
  await Promise.allSettled([host, ...seats.values(), display].map((phone) => phone?.close()));
});

const players = ['Ana', 'Bia', 'Caio', 'Duda'];

// Dealer Ana: Bia the small blind, Caio the big blind, Duda first to act.
const holdem = dealtGame(
  'net-holdem',
  { profile: 'holdem', players: players.map((name) => ({ name, stack: 200 })), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
  22,
);
// A new game as the app starts one: its first hand begins with Caio's choice of buying the escuro again (B5), then the shuffle.
const brasileiro: SeededGame = {
  id: 'net-brasileiro',
  config: { profile: 'brasileiro', players: players.map((name) => ({ name, stack: 100 })), firstDealer: 0, dealing: 'deck' },
  log: [{ type: 'startHand', at: Date.now() }],
};

/** A JSON text with every object's keys in order: two values are equal when their texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}

/** The views a phone was given among the texts it received: whole, or rebuilt from their patches (N2). */
const viewsIn = (received: readonly Carried[]): TableView[] => viewsFrom(received.map((m) => m.data));

/** Every state the host's log passed through, from the new game on. */
function statesOf(config: SessionConfig, log: readonly SessionAction[]): SessionState[] {
  const states = [newSession(config)];
  for (const action of log) {
    const next = applySession(states.at(-1)!, action);
    if (!next.ok) throw new Error(`the host's log does not replay: ${next.error.code}`);
    states.push(next.state);
  }
  return states;
}

/**
 * N2, G11 on the wire: every view `viewer`'s phone received is the engine's own view for that
 * viewer at one point of the host's log, and before a hand's result none holds a closed card of
 * another seat (the table display: none at all).
 */
function expectWireHides(received: readonly Carried[], game: SeededGame, log: readonly SessionAction[], viewer: Seat | 'table'): void {
  const views = viewsIn(received);
  expect(views.length, `no view reached ${String(viewer)}`).toBeGreaterThan(0);
  const allowed = new Set(statesOf(game.config, log).map((state) => canonical(tableView(state, viewer))));
  const strays = views.filter((v) => !allowed.has(canonical(v)));
  expect(strays.length, `views sent to ${String(viewer)} that the engine never gave that viewer`).toBe(0);
  const foreign = views.flatMap((v) =>
    v.hand && !v.hand.result ? v.hand.seats.flatMap((s, seat) => (seat === viewer ? [] : s.cards.filter((c): c is Card => c !== null && !s.shown))) : [],
  );
  expect(foreign.map(cardName), `closed cards of other seats sent to ${String(viewer)}`).toEqual([]);
}

/** G11 on a phone's screen, in either engine: no card the viewer may not see, by its name or its face. */
async function expectScreenHides(phone: Phone, state: SessionState, viewer: Seat | null): Promise<void> {
  const [html, text] = await phone.tab.evaluate(() => [document.documentElement.outerHTML, document.body.textContent ?? ''], null);
  const leaks = hiddenCards(state, viewer).filter(({ name, face }) => html.includes(name) || text.includes(face));
  expect(leaks.map((l) => l.face), `cards hidden from ${viewer ?? 'the table'} found on ${phone.name}'s screen`).toEqual([]);
}

/** Waits until the last view `phone` received is `viewer`'s view of `state`: the phone shows where the host's log stands. */
async function caughtUp(phone: Phone, state: SessionState, viewer: Seat | 'table'): Promise<void> {
  const wanted = canonical(tableView(state, viewer));
  await expect.poll(async () => canonical(viewsIn((await phone.channels()).received).at(-1)), { timeout: 10_000, message: `${phone.name} shows where the host stands` }).toBe(wanted);
}

/** The seat to act in the host's stored game, or null (between hands, or the table's move). */
function toAct(state: SessionState): Seat | null {
  const hand = state.hand;
  return hand && !hand.result && 'seat' in hand.pending ? hand.pending.seat : null;
}

/** The guests still connected, with their seats. */
const live = (away: ReadonlySet<Seat>) => [...seats].filter(([seat]) => !away.has(seat));

/**
 * The host's own move for a seat without a phone (or whose phone is away): the turn taken back to
 * this phone if a phone held it, the cover lifted by that seat, a cautious move; or the table's own move.
 */
async function playOnHost(game: SeededGame, state: SessionState, seat: Seat | null): Promise<void> {
  if (seat === null) {
    const tap = await nextTap(host.page);
    if (!tap?.commits) throw new Error('the host has no move for the table');
    await tap.button.click();
  } else {
    const name = players[seat]!;
    await playCautious(host, [`Jogar a vez de ${name} neste celular`, `Sou ${name}: ver minhas cartas`]);
  }
  await waitForLog(host.page, game, state.log.length);
}

/**
 * Plays the hand on until `stop` says so or the hand has its result: at each turn every guest
 * still connected (and the display) is caught up with the host's log and its screen checked for
 * what it may see, then the seat to act plays a cautious move, on its own phone or on the host.
 */
async function playOn(game: SeededGame, away: ReadonlySet<Seat> = new Set(), stop: (state: SessionState) => boolean = () => false): Promise<SessionState> {
  for (let taps = 0; taps < 40; taps++) {
    const state = await storedState(host.page, game);
    if (!state.hand || state.hand.result || stop(state)) return state;
    await Promise.all([
      ...live(away).map(async ([seat, guest]) => {
        await caughtUp(guest, state, seat);
        await expectScreenHides(guest, state, seat);
      }),
      (async () => {
        await caughtUp(display, state, 'table');
        await expectScreenHides(display, state, null);
      })(),
    ]);
    const seat = toAct(state);
    const guest = seat === null || away.has(seat) ? undefined : seats.get(seat);
    if (guest) {
      await playCautious(guest);
      await waitForLog(host.page, game, state.log.length);
    } else await playOnHost(game, state, seat);
  }
  throw new Error(`${game.config.profile}: the hand did not end in 40 moves`);
}

/** A guest seated at its table: its own seat's words, or its turn. */
async function seated(phone: Phone, name: string): Promise<void> {
  await phone.tab.until(`${phone.name} is not at the table as ${name}`, (name) => {
    const text = document.body.textContent ?? '';
    return text.includes(`Você é ${name}`) || [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === `Vez de ${name}`);
  }, name);
}

/** Whether every element `selectors` names is wholly inside the viewport, the page not scrolled. */
const allInView = (selectors: readonly string[]) =>
  scrollY === 0 &&
  selectors.every((selector) => {
    const found = [...document.querySelectorAll(selector)];
    return found.length > 0 && found.every((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    });
  });

/** What a guest's turn must show without scrolling: its cards and every action button. */
const TURN_PARTS = ['.own-cards', '.action-panel button'];

/** Joins every guest to its seat and the display as the table display (a new phone each, or one the host no longer knows). */
async function joinAll(game: SeededGame): Promise<void> {
  for (const [seat, guest] of seats) {
    await joinPhone(host, guest, players[seat]!);
    await seated(guest, players[seat]!);
  }
  await joinPhone(host, display, 'table');
  await display.tab.until('the display shows no table', () => document.querySelector('main.display') !== null, null);
  expect((await storedLog(host.page, game.id)).length, 'joining changes nothing in the game').toBe(game.log.length);
}

// Five browsers on a two-core machine, beside another browser test file: each test took 38–48 s
// alone and up to a minute in the suite, over the project's 60 s.
const WHOLE_TABLE = { timeout: 180_000 };

describe('the table on several phones', () => {
  it("N1–N4, N6: three guests and the display join by the host's QR code and play a hand of hold'em; Caio, reloaded mid-hand, rejoins his seat; after the host's reload Duda rejoins his", WHOLE_TABLE, async () => {
    await host.page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
    await openTable(host.page, holdem);
    await joinAll(holdem);

    // The host with its phones: who holds each seat, connected, the latency, and the path each
    // connection takes as the browsers' own getStats say (N1): on one machine, a local one.
    const connected = host.page.locator('.phone-seat-holder.phone-connected');
    await expect.poll(() => connected.allTextContents(), { timeout: 15_000 }).toEqual([
      expect.stringMatching(/^Linux · Chrome · conectado · \d+ ms/),
      expect.stringMatching(/^Linux · Chrome · conectado · \d+ ms/),
      expect.stringMatching(/^Linux · Firefox · conectado · \d+ ms/),
      expect.stringMatching(/^Linux · Chrome · conectado/),
    ]);
    const sameWifi = /^mesmo Wi-Fi · (host|prflx) ↔ (host|prflx) · ida e volta \d+ ms$/;
    await expect.poll(() => connected.locator('.phone-path').allTextContents(), { timeout: 15_000 }).toEqual(Array.from({ length: 4 }, () => expect.stringMatching(sameWifi)));
    await screenshot(host.page, 'network-host-phones');
    await host.setViewport(740, 360);
    await screenshot(host.page, 'network-host-phones-landscape');
    await host.setViewport(360, 740);
    await closePanel(host);

    // Duda (Firefox) acts first, then Ana on the host; Bia's turn is screenshot upright and sideways.
    let state = await playOn(holdem, new Set(), (s) => toAct(s) === 1);
    const bia = seats.get(1)!;
    await caughtUp(bia, state, 1);
    await bia.tab.heading('Vez de Bia');
    expect(await bia.tab.evaluate(allInView, TURN_PARTS), "Bia's cards and actions are on screen without scrolling").toBe(true);
    await screenshot(bia.page!, 'network-guest-turn');
    await bia.setViewport(740, 360);
    expect(await bia.tab.evaluate(allInView, TURN_PARTS), 'and sideways').toBe(true);
    await screenshot(bia.page!, 'network-guest-turn-landscape');
    await bia.setViewport(360, 740);

    // On the flop, Caio's page reloads: a new code read, and he is back in his seat with his cards.
    state = await playOn(holdem, new Set(), (s) => (s.hand?.board.length ?? 0) >= 3);
    expect(state.hand?.board).toHaveLength(3);
    await display.setViewport(740, 360);
    await screenshot(display.page!, 'network-display-landscape');
    await display.setViewport(360, 740);
    await screenshot(display.page!, 'network-display');
    const caio = seats.get(2)!;
    const beforeReload = (await caio.channels()).received;
    await caio.tab.reload();
    await joinPhone(host, caio);
    await seated(caio, 'Caio');
    await closePanel(host);
    state = await storedState(host.page, holdem);
    await caughtUp(caio, state, 2);
    for (const card of state.hand!.seats[2]!.cards) await caio.tab.until(`Caio does not see his ${cardName(card!)}`, (name) => document.body.innerHTML.includes(name), cardName(card!));

    state = await playOn(holdem);
    expect(state.hand?.result, 'the hand was played to its showdown').toBeTruthy();
    expect(state.hand!.result!.pots.length).toBeGreaterThan(0);
    const stacks = state.hand!.seats.map((s) => s.stack);
    expect(stacks.reduce((a, b) => a + b, 0), 'every chip is paid out').toBe(800);
    expect(stacks.some((s) => s > 200 - 2), 'the pot went to its winner').toBe(true);
    for (const [seat, guest] of seats) {
      await caughtUp(guest, state, seat);
      await guest.tab.heading('Resultado da mão 1');
    }

    const log = await storedLog(host.page, holdem.id);
    for (const [seat, guest] of seats) expectWireHides([...(seat === 2 ? beforeReload : []), ...(await guest.channels()).received], holdem, log, seat);
    expectWireHides((await display.channels()).received, holdem, log, 'table');

    // N4, N6: the host's page reloads; every guest's pipe closed with it, so each says so and shows
    // its scanner at once (a pipe closed never comes back by itself), and the host's panel still
    // knows who held which seat, so Duda, shown a new code, is back in his seat by himself, the
    // hand's result before him.
    await host.page.reload();
    const duda = seats.get(3)!;
    // The host's page closed each pipe as it went (N6), so the close reaches him at once; a close
    // the page could not send before it went would come once the connection's checks give up
    // (about 30 s in Firefox), hence the margin.
    await duda.tab.heading('O celular que abriu a mesa perdeu a conexão', 45_000);
    // Back, the host serves its phones again by itself, all of them away, and its panel opens by
    // itself with the code for the first seat's phone (any code brings back whichever phone reads it).
    await host.tab.heading('Jogar em vários celulares');
    await host.page.getByRole('heading', { level: 2, name: 'Código para o celular de Bia' }).waitFor();
    await expect.poll(() => host.page.locator('.phone-seat-holder.phone-away').count()).toBe(4);
    // The host calls the phones back in seat order; skipped, Bia's code gives way to Caio's, a new
    // one, and Duda reads that (any code brings back whichever phone reads it).
    await host.tab.click('Pular este celular');
    // Polled over the panel's headings, so that a failure says what the host showed instead (once seen: none came in 30 s).
    await expect.poll(() => host.page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 30_000 }).toContain('Código para o celular de Caio');
    await joinPhone(host, duda);
    await duda.tab.heading('Resultado da mão 1');
    await expect.poll(() => host.page.locator('.phone-seat').nth(3).textContent()).toMatch(/^DudaLinux · Firefox · conectado/);
  });

  it('N1, N5, N7–N10: a hand of brasileiro on a new game; Bia’s browser killed on her draw is shown away on the host, which draws for her on its own screen, then checks or folds for her once the table’s 30 s are over; the next hand is dealt from the phones’ shared shuffle and checked on each', WHOLE_TABLE, async () => {
    await openTable(host.page, brasileiro);
    const from = await Promise.all([...seats.values()].map(async (g) => (await g.channels()).received.length));
    await joinAll(brasileiro);
    await closePanel(host);
    let state = await playOn(brasileiro, new Set(), (s) => toAct(s) === 1);
    expect(state.hand!.pending.kind, 'Bia is to draw').toBe('draw');
    const bia = seats.get(1)!;
    const biaReceived = (await bia.channels()).received.slice(from[0]);
    await bia.kill();
    await host.page.getByRole('heading', { name: 'O celular de Bia está sem conexão' }).waitFor({ timeout: 15_000 });
    // N5: the table chooses to check or fold for an away seat after 30 s; a draw is hers and waits for the host.
    await openPanel(host);
    await host.page.locator('.phone-seat-holder.phone-away').filter({ hasText: /sem conexão desde/ }).waitFor();
    await host.page.getByRole('button', { name: '30 s' }).click();
    await screenshot(host.page, 'network-host-phones-away');
    await closePanel(host);
    await host.page.getByText('A mesa espera por Bia.').waitFor();
    await screenshot(host.page, 'network-host-bia-away');
    expect((await storedLog(host.page, brasileiro.id)).length, 'nothing is done for Bia before the host does it').toBe(state.log.length);

    // The host takes her draw to its own screen; at her bet the countdown runs, and at 0:00 the host acts for her.
    state = await playOn(brasileiro, new Set([1]), (s) => toAct(s) === 1 && s.hand!.pending.kind === 'bet');
    expect(state.log.filter((a) => a.type === 'draw' && a.seat === 1), 'Bia stood pat on the host').toHaveLength(1);
    await host.page.getByText(/^Em 0:[0-3]\d: mesa por Bia, ou desistência se houver aposta\.$/).waitFor();
    await host.page.clock.fastForward(31_000);
    state = await waitForLog(host.page, brasileiro, state.log.length);
    expect(state.log.at(-1), 'checked or folded for Bia').toMatchObject({ type: expect.stringMatching(/^(check|fold)$/), seat: 1 });

    state = await playOn(brasileiro, new Set([1]));
    expect(state.hand?.result, 'the hand was played to its end').toBeTruthy();
    const log = await storedLog(host.page, brasileiro.id);
    for (const [seat, guest] of seats) {
      if (seat === 1) expectWireHides(biaReceived, brasileiro, log, 1);
      else expectWireHides((await guest.channels()).received.slice(from[seat - 1]), brasileiro, log, seat);
    }

    // N7–N10: the next hand, dealt while Caio, Duda and the display are connected, is dealt from
    // their values and the host's; once it has ended each phone checks the deal against what it saw.
    const connected = [seats.get(2)!, seats.get(3)!, display];
    const heard = await Promise.all(connected.map(async (phone) => (await phone.channels()).received.length));
    await host.page.getByRole('button', { name: 'Continuar' }).click();
    await host.page.getByRole('button', { name: 'Dar a próxima mão' }).click();
    state = await waitForLog(host.page, brasileiro, log.length);
    state = await playOn(brasileiro, new Set([1]));
    expect(state.hand?.result, 'the second hand was played to its end').toBeTruthy();
    for (const phone of connected) await phone.tab.text('Embaralhamento conferido');
    await screenshot(seats.get(2)!.page!, 'network-guest-deal-checked');
    for (const [i, phone] of connected.entries()) {
      const received = (await phone.channels()).received;
      const kinds = received.slice(heard[i]).map((m) => (JSON.parse(m.data) as { t: string }).t);
      expect(kinds.filter((t) => t.startsWith('fair-')), `${phone.name} took part in the round once`).toEqual(['fair-begin', 'fair-commitments', 'fair-revealed']);
      // The values, and with them every card of the hand, only once the phone has been shown its result.
      const revealedAt = heard[i]! + kinds.indexOf('fair-revealed');
      const shownBefore = viewsIn(received.slice(0, revealedAt)).slice(viewsIn(received.slice(0, heard[i])).length);
      expect(shownBefore.some((v) => v.hand?.result), `${phone.name} had the hand's result before its values`).toBe(true);
    }
  });
});
