// N8, N10: the check every phone makes after the hand, with the real engine, in every game
// dealt from a recorded deck: an honest deal passes everywhere; a host that dealt from another
// deck, published a value its commitment does not hold, or left its own value out is caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDeal, commitmentOf, dealSource, finishedDeal, type Card, type PlayedDeal, type Revealed, type SessionAction, type SessionState, type Viewer } from '../../src/engine/index.ts';
import { hexValue, phoneView, playedAgain, playedHand, TABLES, viewers } from './support/fair-hand.ts';

const GAME = 'game-1';
const HAND = 1;
const HOST = 'host';
const PHONES = [HOST, 'bia-phone', 'caio-phone'];

const valuesArb = fc.uniqueArray(hexValue, { minLength: PHONES.length, maxLength: PHONES.length }).map((list) => list.map((value, i): Revealed => ({ phone: PHONES[i], value })));
const caseArb = fc.record({ table: fc.integer({ min: 0, max: TABLES.length - 1 }), seed: fc.integer(), values: valuesArb });

const commitmentsOf = (values: readonly Revealed[]) => values.map(({ phone, value }) => ({ phone, hash: commitmentOf(value, { phone, game: GAME, hand: HAND }) }));

/** Each viewer's check of `played` against what `dealt` showed that viewer. */
function checks(dealt: SessionState, played: PlayedDeal, values: readonly Revealed[], commitments = commitmentsOf(values)) {
  return viewers(dealt).map((viewer) => ({ viewer, check: checkDeal({ game: GAME, hand: HAND, host: HOST, commitments, values, played, seen: phoneView(dealt, viewer).hand! }) }));
}

const deckOf = (state: SessionState): readonly Card[] => state.hand!.log.find((a) => a.type === 'shuffle')!.deck;
const reshuffled = (state: SessionState) => state.hand!.log.some((a) => a.type === 'reshuffle');

/** The same hand dealt with two cards changed places, everywhere they appear in the log (a player discards the card he holds). */
function swapped(state: SessionState, a: Card, b: Card): SessionState | null {
  const swap = (c: Card) => (c === a ? b : c === b ? a : c);
  return playedAgain(state, (action): SessionAction => {
    if (action.type === 'shuffle') return { ...action, deck: action.deck.map(swap) };
    if (action.type === 'reshuffle') return { ...action, order: action.order.map(swap) };
    if (action.type === 'draw' && typeof action.discard !== 'number') return { ...action, discard: action.discard.map(swap) };
    if (action.type === 'show' && action.cards) return { ...action, cards: action.cards.map(swap) };
    return action;
  });
}

/** Whether `viewer`'s view of the hand holds `card` anywhere: a seat's cards, the board, a discard or a shown hand in the record. */
function sees(state: SessionState, viewer: Viewer, card: Card): boolean {
  const hand = phoneView(state, viewer).hand!;
  const cards = [
    ...hand.seats.flatMap((s) => s.cards),
    ...hand.board,
    ...(hand.runout?.boards.flat() ?? []),
    ...hand.record.flatMap((e) => (e.type === 'draw' ? (e.discard ?? []) : e.type === 'show' || e.type === 'deal' ? e.cards : [])),
  ];
  return cards.includes(card);
}

describe('the check after the hand (N10)', () => {
  it('N10: an honest deal passes the check of every phone at the table — each seat and the table display — in every game, reshuffles included (property)', () => {
    let reshuffles = 0;
    fc.assert(
      fc.property(caseArb, ({ table, seed, values }) => {
        const state = playedHand(TABLES[table], dealSource(values), seed);
        if (reshuffled(state)) reshuffles++;
        for (const { check } of checks(state, finishedDeal(state)!, values)) expect(check).toEqual({ ok: true, hand: HAND });
      }),
      { numRuns: 60 },
    );
    // The reshuffle (D7, F10) is drawn from the same source and checked too: some hands must have had one.
    expect(reshuffles).toBeGreaterThan(0);
  });

  it('N10: a host that deals another deck than the shared one (two cards swapped) and publishes it is caught by every phone (property)', () => {
    let compared = 0;
    fc.assert(
      fc.property(caseArb, fc.nat(), fc.nat(), ({ table, seed, values }, i, j) => {
        const honest = playedHand(TABLES[table], dealSource(values), seed);
        const deck = deckOf(honest);
        fc.pre(i % deck.length !== j % deck.length);
        const dealt = swapped(honest, deck[i % deck.length], deck[j % deck.length]);
        fc.pre(dealt !== null);
        compared++;
        for (const { check } of checks(dealt!, finishedDeal(dealt!)!, values)) expect(check).toEqual({ ok: false, hand: HAND, problem: 'order' });
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(20);
  });

  it('N10: a host that publishes the shared deck but dealt one card from the bottom in its place is caught by each phone that saw that card, and only by those (property)', () => {
    let caught = 0;
    let passed = 0;
    fc.assert(
      fc.property(caseArb, ({ table, seed, values }) => {
        const honest = playedHand(TABLES[table], dealSource(values), seed);
        const deck = deckOf(honest);
        const [top, bottom] = [deck[0], deck[deck.length - 1]];
        // The bottom card must be one nobody was dealt in the honest hand.
        fc.pre(!reshuffled(honest) && honest.hand!.stock!.includes(bottom));
        const dealt = swapped(honest, top, bottom);
        fc.pre(dealt !== null);
        const results = checks(dealt!, finishedDeal(honest)!, values);
        // The first seat dealt got the bottom card: his own phone always sees it.
        expect(results.some(({ viewer, check }) => viewer !== 'table' && !check.ok)).toBe(true);
        for (const { viewer, check } of results) {
          const saw = sees(dealt!, viewer, bottom);
          expect(check).toEqual(saw ? { ok: false, hand: HAND, problem: 'cards' } : { ok: true, hand: HAND });
          if (saw) caught++;
          else passed++;
        }
      }),
      { numRuns: 60 },
    );
    // Both kinds of phone were met: those that saw the card and those that did not.
    expect(caught).toBeGreaterThan(30);
    expect(passed).toBeGreaterThan(30);
  });

  it('N10: a reshuffle the shared source did not draw is caught by every phone', () => {
    const values = PHONES.map((phone, i) => ({ phone, value: String(i + 1).repeat(64) }));
    const fechado = TABLES.find((t) => t.profile === 'fechado')!;
    // Four players exchanging at random run a 32-card deck (F1) short often (F10): the first such hand.
    const honest = Array.from({ length: 20 }, (_, seed) => seed)
      .map((seed) => playedHand(fechado, dealSource(values), seed))
      .find(reshuffled);
    expect(honest).toBeDefined();
    const order = honest!.hand!.log.find((a) => a.type === 'reshuffle')!.order;
    expect(order.length).toBeGreaterThan(1);
    const dealt = playedAgain(honest!, (a) => (a.type === 'reshuffle' ? { ...a, order: [order[1], order[0], ...order.slice(2)] } : a))!;
    expect(dealt).not.toBeNull();
    for (const { check } of checks(honest!, finishedDeal(honest!)!, values)) expect(check.ok).toBe(true);
    for (const { check } of checks(dealt, finishedDeal(dealt)!, values)) expect(check).toEqual({ ok: false, hand: HAND, problem: 'order' });
  });

  it('N10: the published hand must be the one this phone saw: another hand from the same values fails', () => {
    const values = PHONES.map((phone, i) => ({ phone, value: String(i + 4).repeat(64) }));
    const holdem = TABLES.find((t) => t.profile === 'holdem')!;
    const seen = playedHand(holdem, dealSource(values), 1);
    const other = playedHand(holdem, dealSource(values), 2);
    expect(other.hand!.log).not.toEqual(seen.hand!.log);
    for (const { check } of checks(seen, finishedDeal(other)!, values)) expect(check).toEqual({ ok: false, hand: HAND, problem: 'cards' });
  });
});

describe('the values (N8, N10)', () => {
  const values = PHONES.map((phone, i) => ({ phone, value: String(i + 7).repeat(64) }));
  const state = playedHand(TABLES[0], dealSource(values), 5);
  const played = finishedDeal(state)!;

  it('N10: a host that publishes its own value other than the one it committed to is caught by every phone', () => {
    const changed = values.map((v) => (v.phone === HOST ? { ...v, value: 'f'.repeat(64) } : v));
    // Even dealt from the changed values, so that the deck agrees with them.
    const dealt = playedHand(TABLES[0], dealSource(changed), 5);
    for (const { check } of checks(dealt, finishedDeal(dealt)!, changed, commitmentsOf(values))) expect(check).toEqual({ ok: false, hand: HAND, problem: 'value' });
  });

  it('N10: a guest\'s value the host changed, or one from a phone that made no commitment, fails every check', () => {
    const changed = values.map((v) => (v.phone === 'bia-phone' ? { ...v, value: '0'.repeat(64) } : v));
    for (const { check } of checks(state, played, changed, commitmentsOf(values))) expect(check).toMatchObject({ ok: false, problem: 'value' });
    const stranger = [...values, { phone: 'nobody', value: 'a'.repeat(64) }];
    for (const { check } of checks(state, played, stranger, commitmentsOf(values))) expect(check).toMatchObject({ ok: false, problem: 'value' });
    const twice = [...values, values[1]];
    for (const { check } of checks(state, played, twice, commitmentsOf(values))) expect(check).toMatchObject({ ok: false, problem: 'value' });
  });

  it('N8: the host\'s own value is always in the deal: a deal without it fails every check', () => {
    const guests = values.filter((v) => v.phone !== HOST);
    const dealt = playedHand(TABLES[0], dealSource(guests), 5);
    for (const { check } of checks(dealt, finishedDeal(dealt)!, guests, commitmentsOf(values))) expect(check).toEqual({ ok: false, hand: HAND, problem: 'host' });
  });

  it('N8: a committed phone whose value is not in the deal fails every phone\'s check, naming it, though the deal from the others holds together', () => {
    const without = values.filter((v) => v.phone !== 'caio-phone');
    const dealt = playedHand(TABLES[0], dealSource(without), 5);
    for (const { check } of checks(dealt, finishedDeal(dealt)!, without, commitmentsOf(values))) expect(check).toEqual({ ok: false, hand: HAND, problem: 'left', left: ['caio-phone'] });
  });

  it('N8: a host that committed for 8 made-up phones and, having seen the values, deals from the subset it likes fails every phone\'s check', () => {
    const forged = Array.from({ length: 8 }, (_, i): Revealed => ({ phone: `ghost-${i}`, value: String(i + 1).repeat(64) }));
    const commitments = commitmentsOf([...values, ...forged]);
    // Every one of the 256 subsets is a deck the host could pick; whichever it picks but all of them is caught.
    for (const mask of [0, 1, 0b10110101, 254]) {
      const kept = [...values, ...forged.filter((_, i) => mask & (1 << i))];
      const dealt = playedHand(TABLES[0], dealSource(kept), 5);
      const missing = forged.filter((_, i) => !(mask & (1 << i))).map((f) => f.phone);
      for (const { check } of checks(dealt, finishedDeal(dealt)!, kept, commitments)) expect(check).toEqual({ ok: false, hand: HAND, problem: 'left', left: missing });
    }
    const all = [...values, ...forged];
    const dealt = playedHand(TABLES[0], dealSource(all), 5);
    for (const { check } of checks(dealt, finishedDeal(dealt)!, all, commitments)) expect(check).toEqual({ ok: true, hand: HAND });
  });

  it('N10: a published hand that is no hand at all fails the check, and never throws', () => {
    const seen = phoneView(state, 1).hand!;
    const commitments = commitmentsOf(values);
    const broken: PlayedDeal[] = [
      { ...played, config: { ...played.config, profile: 'poker' as never } },
      { ...played, config: { ...played.config, seats: [] } },
      { ...played, config: { ...played.config, dealing: 'ledger' } },
      { ...played, log: played.log.slice(0, -1) },
      { ...played, log: [...played.log, { type: 'fold', seat: 0 }] },
      { ...played, log: [{ type: 'shuffle', deck: [1, 2, 3] }, ...played.log.slice(1)] },
      { ...played, log: [{ type: 'bet', seat: 'x' as never, to: 5 }] },
      { config: null as never, log: null as never },
    ];
    for (const deal of broken) expect(checkDeal({ game: GAME, hand: HAND, host: HOST, commitments, values, played: deal, seen })).toMatchObject({ ok: false });
    expect(checkDeal({ game: GAME, hand: HAND, host: HOST, commitments, values, played, seen })).toMatchObject({ ok: true });
  });
});
