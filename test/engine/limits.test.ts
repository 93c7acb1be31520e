// G18 (issue 20): the table's limits, where amounts are typed and where the engine adds them up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, newSession, settleMoney, type SessionState } from '../../src/engine/index.ts';
import { isMoment, MAX_BUY_INS, MAX_CHIPS, MAX_PRICE_CENTS, MAX_RESULT, MAX_UNITS, maxPrice } from '../../src/engine/limits.ts';
import { playerRange, validateSetup, type SetupOptions, type TableSetup } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';

function setup(profile: ProfileId, changes: Partial<SetupOptions> = {}): TableSetup {
  return { profile, players: ['Ana', 'Bia', 'Caio', 'Duda'], mode: 'pass-and-play', dealer: { kind: 'random' }, options: { ...setupDefaults[profile], ...changes } };
}

const problems = (s: TableSetup) => validateSetup(s).map(({ field, ...rest }) => ({ ...rest, key: field.kind === 'option' ? field.key : field.kind }));

describe('G18: the setup holds every amount to the table limits', () => {
  it('G18: starting chips of 2^53 − 1 (four-way all-ins that no longer add up) are refused, saying the limit; 1,000,000,000 pass', () => {
    expect(problems(setup('holdem', { startingChips: Number.MAX_SAFE_INTEGER }))).toEqual([{ code: 'aboveLimit', max: MAX_CHIPS, unit: 'chips', key: 'startingChips' }]);
    expect(problems(setup('holdem', { startingChips: MAX_CHIPS + 1 }))).toEqual([{ code: 'aboveLimit', max: MAX_CHIPS, unit: 'chips', key: 'startingChips' }]);
    expect(problems(setup('holdem', { startingChips: MAX_CHIPS }))).toEqual([]);
  });

  it('G18: every post and bet limit is held to the same limit; baseball counts units, held to its own', () => {
    expect(problems(setup('draw5', { startingChips: MAX_CHIPS, ante: MAX_CHIPS + 1 }))).toEqual([{ code: 'aboveLimit', max: MAX_CHIPS, unit: 'chips', key: 'ante' }]);
    expect(problems(setup('fechado', { startingChips: MAX_CHIPS, maxBet: 2e9 }))).toEqual([{ code: 'aboveLimit', max: MAX_CHIPS, unit: 'chips', key: 'maxBet' }]);
    expect(problems(setup('baseball', { betUnit: MAX_UNITS + 1 }))).toEqual([{ code: 'aboveLimit', max: MAX_UNITS, unit: 'units', key: 'betUnit' }]);
    expect(problems(setup('baseball', { ante: MAX_UNITS, betUnit: MAX_UNITS }))).toEqual([]);
  });

  it('G18: a buy-in price of 100000000000000 (the game-over screen could not settle it) is refused with the limit; the limit itself passes', () => {
    expect(problems(setup('brasileiro', { buyInPrice: 100000000000000 }))).toEqual([{ code: 'priceAboveLimit', max: MAX_PRICE_CENTS, currency: 'BRL', key: 'buyInPrice' }]);
    expect(problems(setup('brasileiro', { buyInPrice: 1e308, currency: 'EUR' }))).toEqual([{ code: 'priceAboveLimit', max: MAX_PRICE_CENTS, currency: 'EUR', key: 'buyInPrice' }]);
    expect(problems(setup('brasileiro', { buyInPrice: maxPrice('BRL') }))).toEqual([]);
    expect(maxPrice('BRL')).toBe(10_000_000);
    expect(maxPrice('JPY')).toBe(1_000_000_000);
  });

  it("G18: a tournament's rebuy and add-on are held to the price and chip limits", () => {
    const night = setupDefaults.holdem.night;
    const rebuy = (price: number, chips: number) =>
      problems(setup('holdem', { tournament: true, buyInPrice: 50, night: { ...night, rebuy: { on: true, price, chips, untilLevel: 4 } } }));
    expect(rebuy(50, 10_000)).toEqual([]);
    expect(rebuy(50, MAX_CHIPS + 1)).toEqual([{ code: 'badNight', part: 'rebuy', currency: 'BRL', key: 'night' }]);
    expect(rebuy(maxPrice('BRL') + 1, 10_000)).toEqual([{ code: 'badNight', part: 'rebuy', currency: 'BRL', key: 'night' }]);
  });
});

describe('G18: within the limits every sum stays exact', () => {
  it('G18: the largest table, every player at the most buy-ins, chips and price: the settlement is exact and adds up to zero', () => {
    const most = Math.max(...Object.values(playerRange).map((range) => range.max));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: MAX_BUY_INS }), { minLength: 2, maxLength: most }),
        fc.integer({ min: 1, max: MAX_CHIPS }),
        fc.integer({ min: 1, max: MAX_PRICE_CENTS }),
        fc.array(fc.nat(), { minLength: most, maxLength: most }),
        (buyIns, chips, price, weights) => {
          // The chips bought, dealt out again in any way (a four-way all-in, a chip leader…).
          const bought = buyIns.reduce((a, b) => a + b, 0) * chips;
          const weight = buyIns.map((_, i) => weights[i] + 1);
          const total = weight.reduce((a, b) => a + b, 0);
          const held = weight.map((w) => Math.floor((bought * w) / total));
          held[0] += bought - held.reduce((a, b) => a + b, 0);
          const settled = settleMoney({ price, chips }, buyIns.map((n, i) => ({ name: `P${i}`, buyIns: n, chips: held[i] })));
          const nets = settled.results.map((r) => r.net);
          expect(nets.every((n) => Number.isSafeInteger(n) && Math.abs(n) <= MAX_RESULT)).toBe(true);
          expect(nets.reduce((a, b) => a + b, 0)).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
    // The extreme itself: ten players, every one at every limit.
    expect(most * MAX_BUY_INS * MAX_CHIPS + most * MAX_CHIPS).toBeLessThanOrEqual(MAX_RESULT);
    expect(most * (MAX_BUY_INS + 1) * MAX_PRICE_CENTS).toBeLessThanOrEqual(MAX_RESULT);
    expect(900 * MAX_RESULT).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('G18: a player makes at most MAX_BUY_INS buy-ins in one game; the next is refused with the limit', () => {
    let session: SessionState = newSession({ profile: 'draw5', players: [{ name: 'Ana', stack: MAX_CHIPS }, { name: 'Bia', stack: MAX_CHIPS }], firstDealer: 0, options: { ante: 1 } });
    for (let i = 1; i < MAX_BUY_INS; i++) {
      const next = applySession(session, { type: 'buyIn', player: 0 });
      if (!next.ok) throw new Error(next.error.message);
      session = next.state;
    }
    expect(session.buyIns).toEqual([MAX_BUY_INS, 1]);
    expect(applySession(session, { type: 'buyIn', player: 0 })).toMatchObject({ ok: false, error: { code: 'TOO_MANY_BUY_INS', max: MAX_BUY_INS } });
    expect(applySession(session, { type: 'buyIn', player: 1 }).ok).toBe(true);
  });

  it('G18: a price stated at the cash-out above the limit is refused with it, so the game over screen never meets it', () => {
    const session = newSession({ profile: 'brasileiro', players: [{ name: 'Ana', stack: 10 }, { name: 'Bia', stack: 10 }], firstDealer: 0, dealing: 'ledger' });
    expect(applySession(session, { type: 'buyInPrice', price: 100000000000000, currency: 'BRL' })).toMatchObject({ ok: false, error: { code: 'PRICE_TOO_HIGH', max: MAX_PRICE_CENTS, currency: 'BRL' } });
    expect(applySession(session, { type: 'buyInPrice', price: 1e308, currency: 'BRL' })).toMatchObject({ ok: false, error: { code: 'PRICE_TOO_HIGH' } });
    expect(applySession(session, { type: 'buyInPrice', price: 10, currency: 'bad!' })).toMatchObject({ ok: false, error: { code: 'BAD_PRICE' } });
    expect(applySession(session, { type: 'buyInPrice', price: 10_000_000, currency: 'BRL' }).ok).toBe(true);
  });

  it('G18: moments run from 1900 to 9999, each formatting as a date in every time zone', () => {
    for (const at of [Date.UTC(1900, 0, 2), Date.UTC(1970, 0, 1), Date.now(), Date.UTC(9999, 11, 30)]) {
      expect(isMoment(at)).toBe(true);
      for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
        const year = Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at));
        expect(year >= 1900 && year <= 9999, `${at} in ${timeZone}: ${year}`).toBe(true);
      }
    }
    for (const at of [Number.MAX_SAFE_INTEGER, 8.64e15, Date.UTC(1899, 11, 31), 1.5, Number.NaN]) expect(isMoment(at)).toBe(false);
  });
});
