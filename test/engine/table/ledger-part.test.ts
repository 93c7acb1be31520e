// The chip ledger's part of the table view (G12): what the screens of a real-card table used to
// work out from the state themselves — what to deal, which cards may be typed, what an award
// offers, a bonus's worth, what an undo takes back, the evening's money — asked of the engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutCount,
  getProfile,
  legalActions,
  newSession,
  parseCard,
  replay,
  seededSource,
  sessionSettlement,
  rankOf,
  tableView,
  type DealPrompt,
  type HandState,
  type ProfileId,
  type SessionConfig,
  type SessionState,
  waitsForBuyIn,
} from '../../../src/engine/index.ts';
import { checkSession } from '../../../src/engine/checks.ts';
import { MAX_BUY_INS } from '../../../src/engine/limits.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { run } from '../support/session.ts';

const players = (names: string, stack: number) => names.split(' ').map((name) => ({ name, stack }));
const ledgerOf = (state: SessionState) => tableView(state, 'table').ledger;

/** Everyone stays in: mesa, check or call, until the betting round is over. */
function callDown(session: SessionState): SessionState {
  while (session.hand!.pending.kind === 'bet') {
    const legal = legalActions(session.hand!);
    const stay = legal.actions.find((a) => a.type === 'check' || a.type === 'call')!;
    session = run(session, { type: stay.type as 'check' | 'call', seat: legal.seat! });
  }
  return session;
}

/**
 * The deal prompt as the ledger screen worked it out before the table view: the hand replayed
 * without its last entry, and the deal streets between that hand's street and this one's.
 */
function promptsByReplay(hand: HandState): DealPrompt[] {
  const profile = getProfile(hand.config.profile);
  const before = hand.log.length === 0 ? null : replay(hand.config, hand.log.slice(0, -1));
  const prompts: DealPrompt[] = [];
  const last = hand.log[hand.log.length - 1];
  if (last?.type === 'draw') prompts.push({ kind: 'exchange', seat: last.seat, count: typeof last.discard === 'number' ? last.discard : last.discard.length });
  let board = 0;
  const first = before?.ok ? before.state.street + 1 : 0;
  for (let i = 0; i <= hand.street && i < profile.streets.length; i++) {
    const street = profile.streets[i];
    if (street.kind !== 'deal') continue;
    if (i < first) board += street.to === 'board' ? street.count : 0;
    else if (street.to === 'seats') prompts.push({ kind: 'seats', faces: street.faces, direction: profile.direction });
    else {
      prompts.push({ kind: 'board', count: street.count, before: board });
      board += street.count;
    }
  }
  if (last?.type === 'runIt' && last.times > 1) return [...prompts.filter((p) => p.kind !== 'board'), { kind: 'runs', times: last.times }];
  if (!hand.result && profile.streets[hand.street]?.kind === 'decide') prompts.push({ kind: 'not-yet' });
  return prompts;
}

const TABLES: readonly SessionConfig[] = (
  [
    ['draw5', 100, {}],
    ['brasileiro', 60, { escuro: 2 }],
    ['baseball', 0, {}],
    ['fechado', 80, {}],
    ['holdem', 150, { smallBlind: 1, bigBlind: 2 }],
  ] as const
).map(([profile, stack, options]) => ({ profile: profile as ProfileId, players: players('Ana Bia Caio Davi', stack), firstDealer: 1, dealing: 'ledger', options }));

describe('the chip ledger part of the table view', () => {
  it('G12: what the table must deal now comes from the hand as it stands: the same, entry after entry, as a replay of the hand without its last entry, in every game (property)', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.integer(), fc.integer({ min: 1, max: 3 }), (table, seed, hands) => {
        const rng = seededSource(seed);
        let state = newSession(TABLES[table]);
        for (let hand = 0; hand < hands && !state.over && !waitsForBuyIn(state); hand++) {
          state = run(state, { type: 'startHand', at: hand * 60_000 });
          for (let steps = 0; state.hand!.pending.kind !== 'complete' && steps < 200; steps++) {
            expect(ledgerOf(state).hand!.prompts).toEqual(promptsByReplay(state.hand!));
            compared++;
            state = run(state, randomAction(state.hand!, legalActions(state.hand!), rng));
          }
          // An undo takes the last entry back: the prompt is the one before it again.
          const undone = run(state, { type: 'undo' });
          expect(ledgerOf(undone).hand!.prompts).toEqual(promptsByReplay(undone.hand!));
        }
      }),
      { numRuns: 20 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it('G12: the app deals: no ledger hand part, and the undo offers only a move made between hands', () => {
    const config: SessionConfig = { profile: 'draw5', players: players('Ana Bia Caio', 100), firstDealer: 0, dealing: 'deck' };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    s = run(s, randomAction(s.hand!, legalActions(s.hand!), seededSource(1)));
    expect(ledgerOf(s).hand).toBeNull();
    expect(ledgerOf(s).undo).toEqual({ target: null, fix: null, undone: [], logged: s.log.length });
    s = run(newSession(config), { type: 'buyIn', player: 2 });
    expect(ledgerOf(s).undo.target).toEqual({ type: 'buyIn', player: 2 });
    s = run(s, { type: 'undo' });
    expect(ledgerOf(s).undo).toEqual({ target: null, fix: null, undone: [{ type: 'buyIn', player: 2 }], logged: 2 });
  });

  it('G12: the undo names the entry it takes back, and a bet or raise taken back is the one to enter again; the entries undone stay listed', () => {
    const config: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 100), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    expect(ledgerOf(s).undo.target).toBeNull();
    s = run(s, { type: 'raise', seat: 0, to: 6 });
    expect(ledgerOf(s).undo).toMatchObject({ target: { type: 'raise', seat: 0, to: 6 }, fix: 0, undone: [] });
    expect(ledgerOf(s).hand!.last).toEqual({ type: 'raise', seat: 0, to: 6 });
    s = run(s, { type: 'call', seat: 1 });
    expect(ledgerOf(s).undo).toMatchObject({ target: { type: 'call', seat: 1 }, fix: null });
    s = run(s, { type: 'undo' });
    expect(ledgerOf(s).undo).toEqual({ target: { type: 'raise', seat: 0, to: 6 }, fix: 0, undone: [{ type: 'call', seat: 1 }], logged: 4 });
    expect(ledgerOf(s).hand!.last).toEqual({ type: 'raise', seat: 0, to: 6 });
  });

  it("G14, B2: the cards the table may type are this table's deck less every card typed — no 7 at a three-player brasileiro table", () => {
    const config: SessionConfig = { profile: 'brasileiro', players: players('Ana Bia Caio', 50), firstDealer: 0, dealing: 'ledger' };
    let s = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'rebuy', seat: 1, accept: false });
    s = callDown(run(s, { type: 'draw', seat: 2, discard: 2 }, { type: 'draw', seat: 1, discard: 1 }, { type: 'draw', seat: 0, discard: 3 }));
    const deck = getProfile('brasileiro').deck(s.hand!.config);
    expect(deck.some((c) => rankOf(c) === 5)).toBe(false); // rank 5 is the 7
    expect(ledgerOf(s).hand!.free).toEqual(deck);
    const quads = ['Ah', 'Ad', 'Ac', 'As', '8s'].map(parseCard);
    s = run(s, { type: 'show', seat: 0, cards: quads });
    expect(ledgerOf(s).hand!.free).toEqual(deck.filter((c) => !quads.includes(c)));
  });

  it('S1: the open card to type next is the extra one an open 4 earned', () => {
    const config: SessionConfig = { profile: 'baseball', players: players('Ana Bia Caio', 0), firstDealer: 0, dealing: 'ledger' };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    expect(ledgerOf(s).hand!.extra).toBe(false);
    s = run(s, { type: 'deal', to: 1, cards: [parseCard('4h')] });
    expect(ledgerOf(s).hand!.extra).toBe(true);
    s = run(s, { type: 'deal', to: 1, cards: [parseCard('Kd')] });
    expect(ledgerOf(s).hand!.extra).toBe(false);
    expect(ledgerOf(s).hand!.free).not.toContain(parseCard('4h'));
  });

  it('B9, B4: a bonus claimed is listed with what it pays, in units of the dealer’s post (2 here); the kinds’ worth is offered beside', () => {
    const config: SessionConfig = { profile: 'brasileiro', players: players('Ana Bia Caio', 50), firstDealer: 0, dealing: 'ledger', options: { escuro: 2 } };
    let s = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'rebuy', seat: 1, accept: false });
    s = callDown(run(s, { type: 'draw', seat: 2, discard: 2 }, { type: 'draw', seat: 1, discard: 1 }, { type: 'draw', seat: 0, discard: 3 }));
    expect(ledgerOf(s).hand!.bonus).toEqual({ claims: [], worth: { quads: 2, 'straight-flush': 4, royal: 6 } });
    s = run(s, { type: 'claimBonus', seat: 2, kind: 'straight-flush' });
    expect(ledgerOf(s).hand!.bonus!.claims).toEqual([{ seat: 2, kind: 'straight-flush', chips: 4 }]);
    // Hold'em pays no bonus.
    const holdem = run(newSession({ ...TABLES[4] }), { type: 'startHand', at: 0 });
    expect(ledgerOf(holdem).hand!.bonus).toBeNull();
  });

  it('G12, G20, O8: an award offers its pot’s chips, the contenders whose cards may be typed (none where a board is typed for the odds) and those the table may concede for', () => {
    const draw: SessionConfig = { profile: 'draw5', players: players('Ana Bia Caio', 100), firstDealer: 0, dealing: 'ledger' };
    let s = callDown(run(newSession(draw), { type: 'startHand', at: 0 }));
    s = callDown(run(s, { type: 'draw', seat: 1, discard: 1 }, { type: 'draw', seat: 2, discard: 0 }, { type: 'draw', seat: 0, discard: 2 }));
    expect(s.hand!.pending.kind).toBe('award');
    expect(ledgerOf(s).hand!.award).toEqual({ amount: 3, type: [0, 1, 2], concede: [0, 1, 2] });
    const holdem: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 100), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } };
    s = run(newSession(holdem), { type: 'startHand', at: 0 });
    expect(ledgerOf(s).hand!.award).toBeNull();
    for (let street = 0; street < 4; street++) s = callDown(s);
    expect(s.hand!.pending.kind).toBe('award');
    expect(ledgerOf(s).hand!.award).toMatchObject({ amount: 6, type: [] });
  });

  it('H13: a board run twice is awarded run by run, each run its part of the pot (the odd chip to the first)', () => {
    // Ana (the button) all in, Bia folds her small blind, Caio calls from the big blind: 101 chips.
    const holdem: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 50), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2, runouts: 2 } };
    let s = run(newSession(holdem), { type: 'startHand', at: 0 }, { type: 'raise', seat: 0, to: 50 }, { type: 'fold', seat: 1 }, { type: 'call', seat: 2 });
    expect(s.hand!.pending.kind).toBe('runIt');
    s = run(s, { type: 'runIt', times: 2 });
    expect(ledgerOf(s).hand!.prompts).toEqual([{ kind: 'runs', times: 2 }]);
    expect(s.hand!.pending).toEqual({ kind: 'award', pot: 0, run: 0 });
    expect(ledgerOf(s).hand!.award!.amount).toBe(51);
    s = run(s, { type: 'award', pot: 0, winners: [0], run: 0 });
    expect(s.hand!.pending).toEqual({ kind: 'award', pot: 0, run: 1 });
    expect(ledgerOf(s).hand!.award!.amount).toBe(50);
  });

  it('G18: a player with the most buy-ins a game allows is offered no more: the offer is the buy-in\'s own check', () => {
    const config: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 1000), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 10, bigBlind: 20 } };
    let s = newSession(config);
    for (let bought = 1; bought < MAX_BUY_INS; bought++) s = run(s, { type: 'buyIn', player: 2 });
    expect(s.buyIns[2]).toBe(MAX_BUY_INS);
    expect(checkSession(s, { type: 'buyIn', player: 2 })?.code).toBe('TOO_MANY_BUY_INS');
    expect(ledgerOf(s).money.buyIn).toEqual([0, 1]);
  });

  it('G19, B13: the money part names who sits out and who may buy in, what a buy-in gives, and whether the table waits for one', () => {
    const holdem: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 1000), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 10, bigBlind: 20 } };
    let s = run(newSession(holdem), { type: 'startHand', at: 0 });
    expect(ledgerOf(s).money).toEqual({ inMoney: true, sittingOut: [], waiting: false, seated: [0, 1, 2], buyIn: [], rebuyChips: [1000, 1000, 1000], terms: null, buyInChips: 1000 });
    s = run(s, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }, { type: 'award', pot: 0, winners: [2] });
    expect(ledgerOf(s).money).toMatchObject({ sittingOut: [0, 1], waiting: true, seated: [2], buyIn: [0, 1, 2] });
    s = run(s, { type: 'buyIn', player: 1 });
    expect(ledgerOf(s).money).toMatchObject({ sittingOut: [0], waiting: false, seated: [1, 2], buyIn: [0, 1, 2] });
    // B13: an agreed price, and baseball's units (S2) that have no money value.
    const priced = { ...holdem, options: { ...holdem.options, buyIn: { price: 20, currency: 'BRL', chips: 500 } } };
    expect(ledgerOf(newSession(priced)).money).toMatchObject({ terms: { price: 20, currency: 'BRL', chips: 500 }, rebuyChips: [500, 500, 500], buyInChips: 500, buyIn: [0, 1, 2] });
    const baseball: SessionConfig = { profile: 'baseball', players: players('Ana Bia Caio', 0), firstDealer: 0, dealing: 'ledger' };
    expect(ledgerOf(newSession(baseball)).money.inMoney).toBe(false);
    expect(ledgerOf(newSession({ ...holdem, dealing: 'deck' })).money.inMoney).toBe(false);
  });

  it('B13, G18: the cash-out checks the chips held against the chips bought, and settles once they agree at a price the sums can hold', () => {
    const config: SessionConfig = { profile: 'holdem', players: players('Ana Bia Caio', 1000), firstDealer: 0, dealing: 'ledger', options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } } };
    let s = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'raise', seat: 0, to: 100 }, { type: 'call', seat: 1 }, { type: 'fold', seat: 2 });
    s = callDown(callDown(callDown(s)));
    s = run(s, { type: 'award', pot: 0, winners: [1] });
    const names = ['Ana', 'Bia', 'Caio'];
    const terms = { price: 20, currency: 'BRL', chips: 1000 };
    const view = tableView(s, 'table');
    const sums = cashOutCount(view.session, names, terms, null);
    expect(sums).toEqual({ held: 3000, bought: 3000, onTable: 0, priceOk: true, settlement: sessionSettlement(s) });
    expect(sums.settlement!.transfers).toEqual([{ from: 0, to: 1, cents: 200 }, { from: 2, to: 1, cents: 40 }]);
    // Chips counted at the table, off by 50: said, not settled.
    expect(cashOutCount(view.session, names, terms, [900, 1170, 980])).toMatchObject({ held: 3050, bought: 3000, settlement: null });
    expect(cashOutCount(view.session, names, terms, [900, 1120, 980]).settlement!.transfers).toEqual([{ from: 0, to: 1, cents: 200 }, { from: 2, to: 1, cents: 40 }]);
    // G18: a price above the limit is never settled; no price, nothing to settle.
    expect(cashOutCount(view.session, names, { ...terms, price: 1e12 }, null)).toMatchObject({ priceOk: false, settlement: null });
    expect(cashOutCount(view.session, names, { ...terms, price: 0 }, null)).toMatchObject({ priceOk: true, settlement: null });
  });
});
