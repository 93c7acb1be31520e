// The controls a player needs are on screen without scrolling (issue 11): for a turn of every
// profile at its most crowded (a raise to size, Baseball's seventh card, nine at a brasileiro
// table, the showdown's show-or-muck, the chip ledger), the primary buttons lie inside a 360×740
// phone; turned to 740×360, the seat's own cards and its buttons are both in view.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, legalActions, replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { screenshot, type Browser } from './browser.ts';
import { playedTo } from './play-stacked.ts';
import { dealtGame, newPhone, seedGame, type SeededGame } from './play-table.ts';

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

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await newPhone(baseURL));
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the game on the table screen; behind a cover, the seat to act takes the phone. */
async function open(game: SeededGame): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedGame(page, game);
  await page.evaluate((gameId) => history.replaceState({ screen: { name: 'table', gameId }, depth: 0 }, ''), game.id);
  await page.reload();
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
    await screenshot(page, `viewport-${name}`);
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
    await screenshot(page, `viewport-${name}-landscape`);
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
    await screenshot(page, 'clock-bar-paused');
    await page.setViewportSize({ width: 740, height: 360 });
    expect(await whole()).toBe(true);
    await screenshot(page, 'clock-bar-paused-landscape');
  });
});
