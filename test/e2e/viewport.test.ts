// The controls a player needs are on screen without scrolling (issue 11): for a turn of every
// profile at its most crowded (a raise to size, Baseball's seventh card, nine at a brasileiro
// table, the showdown's show-or-muck, the chip ledger), the primary buttons lie inside a 360×740
// phone; turned to 740×360, the seat's own cards and its buttons are both in view.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, legalActions, replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { playedSession } from '../engine/support/session.ts';
import { launchContexts, layoutShot, type Browser, type ContextSource } from './browser.ts';
import { playedTo } from '../support/stacked-deals.ts';
import { dealtGame, newPhone, seedGame, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

// A big table keeps the names the setup gives ("Jogador 1"…), which once all read "Joga…".
const names = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi'];
const table = (count: number, stack: number) =>
  Array.from({ length: count }, (_, i) => ({ name: count > names.length ? `Jogador ${i + 1}` : names[i], stack }));

const pending = (state: SessionState) => state.hand!.pending;
const turnOf = (kind: string) => (state: SessionState) => pending(state).kind === kind;

interface Case {
  readonly name: string;
  readonly game: SeededGame;
  /** The buttons that must be in view. */
  readonly primary: string;
  /** The seat's own cards, when it holds the phone (none in the chip ledger). */
  readonly own?: string;
}

const deck = (profile: SessionConfig['profile'], count: number, extra: Partial<SessionConfig> = {}): SessionConfig => ({
  profile,
  players: table(count, profile === 'baseball' ? 0 : 200),
  firstDealer: 0,
  dealing: 'deck',
  ...extra,
});

const ACTIONS = '.action-panel .action-row button, .action-panel .sizer > button';
const cases: Case[] = [
  { name: 'draw5-bet', game: playedTo('vp-draw5', deck('draw5', 6), turnOf('bet')), primary: ACTIONS, own: '.own-cards' },
  {
    name: 'draw5-draw',
    game: playedTo('vp-draw5-draw', deck('draw5', 6), turnOf('draw')),
    primary: '.draw > .button',
    own: '.own-cards',
  },
  {
    name: 'holdem-raise',
    game: playedTo('vp-holdem', deck('holdem', 10, { options: { smallBlind: 1, bigBlind: 2 } }), turnOf('bet')),
    primary: ACTIONS,
    own: '.own-cards',
  },
  {
    name: 'holdem-river',
    game: playedTo('vp-holdem-river', deck('holdem', 10, { options: { smallBlind: 1, bigBlind: 2 } }), (s) => turnOf('bet')(s) && s.hand!.board.length === 5),
    primary: ACTIONS,
    own: '.own-cards',
  },
  {
    name: 'baseball-seventh',
    game: playedTo('vp-baseball', deck('baseball', 6), (s) => turnOf('bet')(s) && s.hand!.seats.every((seat) => !seat.inHand || seat.cards.length >= 7), 3),
    primary: ACTIONS,
    own: '.own-cards',
  },
  {
    name: 'brasileiro-nine',
    game: playedTo('vp-brasileiro', deck('brasileiro', 9), turnOf('bet')),
    primary: ACTIONS,
    own: '.own-cards',
  },
  {
    name: 'brasileiro-rebuy',
    game: playedTo('vp-brasileiro-rebuy', deck('brasileiro', 9), turnOf('decide')),
    primary: '.action-panel button',
  },
  { name: 'fechado-open', game: playedTo('vp-fechado', deck('fechado', 8), turnOf('bet')), primary: ACTIONS, own: '.own-cards' },
  {
    name: 'holdem-show',
    game: playedTo('vp-holdem-show', deck('holdem', 6, { options: { smallBlind: 1, bigBlind: 2 } }), turnOf('show'), 4),
    primary: '.show-controls button',
    own: '.own-cards',
  },
  {
    name: 'ledger-holdem',
    game: playedTo('vp-ledger', { ...deck('holdem', 9, { options: { smallBlind: 1, bigBlind: 2 } }), dealing: 'ledger' }, turnOf('bet')),
    primary: ACTIONS,
  },
  {
    name: 'ledger-award',
    game: playedTo('vp-ledger-award', { ...deck('holdem', 6, { options: { smallBlind: 1, bigBlind: 2 } }), dealing: 'ledger' }, turnOf('award')),
    primary: '.award .pick, .award > .button',
  },
  {
    name: 'ledger-baseball-card',
    game: playedTo('vp-ledger-baseball', { ...deck('baseball', 6), dealing: 'ledger' }, turnOf('deal')),
    primary: '.card-picker .key, .card-picker .action-row .button',
  },
];

/**
 * O7, H13: six players all-in before the flop, each stack a side pot of its own, the board to be
 * run up to three times: the table agrees the runs (`runs` absent) or watches the first street.
 */
function allIn(id: string, runs?: number): SeededGame {
  const config: SessionConfig = {
    ...deck('holdem', 6, { options: { smallBlind: 1, bigBlind: 2, runouts: 3, watchRunout: true } }),
    players: names.map((name, i) => ({ name, stack: 40 + 20 * i })),
  };
  const dealt = dealtGame(id, config, 2);
  let state = (replaySession(config, dealt.log) as { state: SessionState }).state;
  const step = (action: SessionAction) => {
    const next = applySession(state, action);
    if (!next.ok) throw new Error(`${id}: ${action.type} refused`);
    state = next.state;
  };
  while (pending(state).kind === 'bet') {
    const { seat, actions } = legalActions(state.hand!);
    const raise = actions.find((a) => a.type === 'raise');
    step(raise && raise.type === 'raise' ? { type: 'raise', seat: seat!, to: raise.max } : { type: 'call', seat: seat! });
  }
  if (runs) step({ type: 'runIt', times: runs });
  return { id, config, log: state.log };
}
cases.push(
  { name: 'holdem-run-it', game: allIn('vp-run-it'), primary: '.run-it .button' },
  { name: 'holdem-runout', game: allIn('vp-runout', 3), primary: '.reveal .button' },
);

// The file's phones: contexts of one Chromium, started with the file and closed with it.
let phones: ContextSource;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  phones = await launchContexts();
  ({ browser, page } = await newPhone(phones, baseURL));
});
afterAll(async () => {
  await browser?.close();
  await phones?.close();
});

/** Opens the game on the table screen; behind a cover, the seat to act takes the phone. */
async function open(game: SeededGame): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await openTable(page, game);
  const iAm = page.getByRole('button', { name: /^Sou .*: ver minhas cartas$/ });
  await iAm.or(page.locator('.turn-title')).first().waitFor();
  if (await iAm.isVisible()) await iAm.click();
  await page.locator('.turn-title').waitFor();
}

/** Every element of `selector` lies wholly inside the viewport, the page unscrolled. */
async function inView(selector: string): Promise<{ count: number; outside: string[] }> {
  return page.evaluate((selector) => {
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
    const outside = all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
      })
      .map((el) => `${el.textContent?.trim()} @${Math.round(el.getBoundingClientRect().bottom)}`);
    return { count: all.length, outside };
  }, selector);
}

describe('the controls in view', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: the primary buttons are on a 360×740 screen, and at 740×360 with the own cards', async (name, c) => {
    await open(c.game);
    // The page is the phone's size: nothing wider (which would zoom it out) and not scrolled.
    expect(await page.evaluate(() => [scrollY, innerHeight, document.documentElement.scrollWidth])).toEqual([0, 740, 360]);
    await layoutShot(page, `viewport-${name}`);
    // Every name reads whole on its tile (nine "Jogador N" once all read "Joga…").
    const cut = await page.locator('.seat-name').evaluateAll((names) =>
      names.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    // And every button's label, whole.
    const cutLabels = await page.locator('main button').evaluateAll((buttons) =>
      (buttons as HTMLElement[]).filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
    expect(cutLabels).toEqual([]);
    // The pot is every chip put in this hand: blinds, antes, the escuro and bets (brasileiro's read 0).
    const hand = (replaySession(c.game.config, c.game.log) as { state: SessionState }).state.hand!;
    const inPlay = hand.seats.reduce((sum, s) => sum + s.committed, hand.config.carried?.chips ?? 0);
    if (hand.config.profile !== 'baseball') expect(await page.locator('.pot-total .pot-amount').textContent()).toBe(inPlay.toLocaleString('pt-BR'));
    const portrait = await inView(c.primary);
    await page.setViewportSize({ width: 740, height: 360 });
    await page.evaluate(() => scrollTo(0, 0));
    expect(await page.evaluate(() => [innerHeight, document.documentElement.scrollWidth])).toEqual([360, 740]);
    await layoutShot(page, `viewport-${name}-landscape`);
    const landscape = await inView(c.own ? `${c.primary}, ${c.own}` : c.primary);
    expect(portrait.count).toBeGreaterThan(0);
    expect(portrait.outside).toEqual([]);
    expect(landscape.outside).toEqual([]);
  });
});

describe('the paused tournament clock', () => {
  it('H9: paused, the clock bar still shows its whole level: blinds and ante', async () => {
    const at = Date.now();
    const config: SessionConfig = {
      profile: 'holdem',
      players: table(6, 100_000),
      firstDealer: 0,
      dealing: 'deck',
      schedule: { levels: [{ smallBlind: 1000, bigBlind: 2000, ante: 200 }, { smallBlind: 2000, bigBlind: 4000, ante: 400 }], every: { minutes: 20 } },
    };
    const game = playedTo('vp-clock', config, (s) => s.hand!.pending.kind === 'bet');
    await open({ ...game, log: [...game.log, { type: 'pauseClock', at: at + 1000 }] });
    const blinds = page.locator('.clock-bar-blinds');
    expect(await blinds.textContent()).toBe('1.000/2.000 · ante 200');
    await page.locator('.clock-bar').getByText(/^Pausado · /).waitFor();
    // Whole: not cut to "1.000/2…", on the phone held either way.
    const whole = () => blinds.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= innerWidth);
    expect(await whole()).toBe(true);
    await layoutShot(page, 'clock-bar-paused');
    await page.setViewportSize({ width: 740, height: 360 });
    expect(await whole()).toBe(true);
    await layoutShot(page, 'clock-bar-paused-landscape');
  });
});

// Issue 20: the screens around the table. Each control named is wholly on screen (held either way)
// and nothing is drawn over it (a sticky panel): what is hit at its centre, and just inside its top
// and bottom edges, is the control itself. `scrolled`: the player may scroll to it first, as he
// would on a long page; otherwise it must show where the screen stands, without any scrolling.
const PORTRAIT = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };

async function uncovered(on: Page, selector: string, scrolled: boolean): Promise<{ count: number; hidden: string[] }> {
  return on.evaluate(
    ({ selector, scrolled }) => {
      const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.offsetParent !== null);
      const hidden = all.filter((el) => {
        if (scrolled) el.scrollIntoView({ block: 'center' });
        const box = el.getBoundingClientRect();
        if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return true;
        const x = box.left + box.width / 2;
        return [box.top + 2, box.top + box.height / 2, box.bottom - 2].some((y) => {
          const hit = document.elementFromPoint(x, y);
          return !hit || !el.contains(hit);
        });
      });
      return { count: all.length, hidden: hidden.map((el) => `${el.textContent?.trim() || el.getAttribute('aria-label')} @${Math.round(el.getBoundingClientRect().top)}–${Math.round(el.getBoundingClientRect().bottom)}`) };
    },
    { selector, scrolled },
  );
}

/** Every control of `selector` in view and uncovered, at the size the page has now. */
async function expectShown(on: Page, selector: string, shot: string, scrolled = false): Promise<void> {
  const { count, hidden } = await uncovered(on, selector, scrolled);
  await layoutShot(on, shot);
  expect(count, `${shot}: ${selector}`).toBeGreaterThan(0);
  expect(hidden, shot).toEqual([]);
  expect(await on.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(on.viewportSize()!.width);
}

/** A chip-ledger hold'em hand with six players all in before the flop: the winner panel waits at the bottom. */
function ledgerAllIn(id: string): SeededGame {
  const config: SessionConfig = {
    ...deck('holdem', 6, { options: { smallBlind: 1, bigBlind: 2 } }),
    dealing: 'ledger',
    players: names.map((name, i) => ({ name, stack: 40 + 20 * i })),
  };
  let state = (replaySession(config, [{ type: 'startHand', at: Date.now() }]) as { state: SessionState }).state;
  while (pending(state).kind === 'bet') {
    const { seat, actions } = legalActions(state.hand!);
    const raise = actions.find((a) => a.type === 'raise');
    const next = applySession(state, raise && raise.type === 'raise' ? { type: 'raise', seat: seat!, to: raise.max } : { type: 'call', seat: seat! });
    if (!next.ok) throw new Error(`${id}: refused`);
    state = next.state;
  }
  return { id, config, log: state.log };
}

describe('the screens around the table, on a phone held either way (issue 20)', () => {
  let phoneBrowser: Browser;
  let phonePage: Page;

  beforeAll(async () => {
    ({ browser: phoneBrowser, page: phonePage } = await newPhone(phones, baseURL));
  });
  afterAll(async () => {
    await phoneBrowser?.close();
  });

  /** The app reopened at `size` on `screen` (history.state keeps it), waiting for `ready`. */
  async function openAt(size: { width: number; height: number }, at: object, ready: string): Promise<void> {
    await phonePage.setViewportSize(size);
    await phonePage.evaluate((at) => history.replaceState({ screen: at, depth: 0 }, ''), at);
    await phonePage.reload();
    await phonePage.locator(ready).first().waitFor();
  }

  it('home: New game, the book, past games and settings fit the screen, turned sideways too', async () => {
    for (const [size, shot] of [[PORTRAIT, 'home'], [LANDSCAPE, 'home-landscape']] as const) {
      await openAt(size, { name: 'home' }, '.home .actions .button');
      await expectShown(phonePage, '.home .actions .button, .home .language-switch button', `viewport-${shot}`);
    }
    // With a game to continue, its card comes first: back home from the table it resumed.
    await seedGame(phonePage, playedTo('vp-home-continue', deck('holdem', 6, { options: { smallBlind: 1, bigBlind: 2 } }), turnOf('bet')));
    await phonePage.reload();
    await phonePage.locator('.cover').waitFor();
    await phonePage.goBack();
    await phonePage.locator('.home .continue-card').waitFor();
    for (const [size, shot] of [[LANDSCAPE, 'home-continue-landscape'], [PORTRAIT, 'home-continue']] as const) {
      await phonePage.setViewportSize(size);
      await expectShown(phonePage, '.home .continue-card, .home .actions .button, .home .language-switch button', `viewport-${shot}`);
    }
  });

  it('the end of a game: Cancel and Confirm show at once, without scrolling', async () => {
    const nine = deck('holdem', 9, { options: { smallBlind: 1, bigBlind: 2 } });
    const game = playedTo('vp-end', nine, (s) => s.hand?.result != null);
    await seedGame(phonePage, game);
    for (const [size, shot] of [[PORTRAIT, 'end-confirm'], [LANDSCAPE, 'end-confirm-landscape']] as const) {
      await openAt(size, { name: 'table', gameId: game.id }, '.turn-title');
      // The hand's result first, once: then the standings and the deal button.
      const next = phonePage.getByRole('button', { name: 'Continuar' });
      if (await next.isVisible()) await next.click();
      await phonePage.locator('.between .sticky-actions').waitFor();
      await phonePage.getByRole('button', { name: 'Encerrar o jogo' }).click();
      await phonePage.getByRole('alertdialog').waitFor();
      await expectShown(phonePage, '.confirm button', `viewport-${shot}`);
    }
  });

  it('the book: a refused new name is said beside the field, on screen', async () => {
    const players = ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 }));
    const config: SessionConfig = { profile: 'holdem', players, firstDealer: 0, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 }, hands: 1 };
    for (let night = 0; night < 6; night++) {
      const played = playedSession(config, night + 1, 1);
      await seedGame(phonePage, { id: `vp-night-${night}`, config, log: played.log }, { status: 'finished', createdAt: Date.now() - (night + 1) * 86_400_000 });
    }
    for (const [size, shot] of [[PORTRAIT, 'book-rename-refused'], [LANDSCAPE, 'book-rename-refused-landscape']] as const) {
      await openAt(size, { name: 'book' }, '.leader');
      await phonePage.locator('.leader', { hasText: 'Caio' }).click();
      const field = phonePage.getByRole('textbox', { name: 'Nome', exact: true });
      await field.fill('Ana');
      await field.press('Enter');
      await phonePage.getByRole('alert').filter({ hasText: 'Já existe um jogador chamado Ana.' }).waitFor();
      await phonePage.waitForTimeout(400); // a smooth scroll settles
      await expectShown(phonePage, '.book-player [role="alert"]', `viewport-${shot}`);
    }
  });

  it("the ledger's all-in: the card picker's keys and “Digitar o flop” are not under the winner panel", async () => {
    // As the table types them: the offer, then each hand a rank and a suit at a time, then the flop.
    const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
    for (const [size, shot] of [[PORTRAIT, 'ledger-picker'], [LANDSCAPE, 'ledger-picker-landscape']] as const) {
      const game = ledgerAllIn(`vp-ledger-odds-${size.width}`);
      await seedGame(phonePage, game);
      await openAt(size, { name: 'table', gameId: game.id }, '.ledger .award');
      await phonePage.getByRole('button', { name: 'Ver as chances: digitar as cartas mostradas' }).click();
      for (const [seat, rank] of ranks.entries()) {
        await phonePage.locator('.card-picker .panel-title', { hasText: `Cartas de ${names[seat]}` }).waitFor();
        for (const suit of [0, 1]) {
          await phonePage.locator('.card-picker .ranks .key', { hasText: new RegExp(`^${rank}$`) }).click();
          if (seat === 0 && suit === 0) await expectShown(phonePage, '.card-picker .key, .card-picker .action-row .button', `viewport-${shot}`);
          await phonePage.locator('.card-picker .suits .key').nth(suit).click();
        }
        if (seat === ranks.length - 1) await expectShown(phonePage, '.card-picker .action-row .button', `viewport-${shot}-last`);
        await phonePage.getByRole('button', { name: 'Pronto' }).click();
      }
      const flop = phonePage.getByRole('button', { name: 'Digitar o flop' });
      await flop.waitFor();
      // The odds worked out: the figures have grown to their size.
      await phonePage.locator('.odds[aria-busy="false"]').waitFor();
      await expectShown(phonePage, '.odds-typing .action-row .button', `viewport-${shot}-type-flop`);
      await flop.click();
      await phonePage.locator('.card-picker .ranks .key', { hasText: /^2$/ }).click();
      await expectShown(phonePage, '.card-picker .key, .card-picker .action-row .button', `viewport-${shot}-flop`);
    }
});
});
