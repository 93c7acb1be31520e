import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  fewestTransfers,
  formatCents,
  newSession,
  replaySession,
  sessionSettlement,
  sittingOut,
  settleMoney,
  type SessionState,
  type Transfer,
} from '../../src/engine/index.ts';
import { brasileiroDeck, run, stand } from './support/brasileiro.ts';
import { isSessionAction } from '../../src/engine/shape.ts';
import { call, raise } from './support/table.ts';

const settled = (balances: readonly number[], transfers: readonly Transfer[]) => {
  const left = balances.slice();
  for (const t of transfers) {
    left[t.from] += t.cents;
    left[t.to] -= t.cents;
  }
  return left.every((b) => b === 0) && transfers.every((t) => t.cents > 0 && balances[t.from] < 0 && balances[t.to] > 0);
};

/** The fewest transfers by brute force: k minus the most zero-sum blocks of a set partition. */
function bruteMinimum(balances: readonly number[]): number {
  const open = balances.filter((b) => b !== 0);
  let best = 0;
  const blocks: number[] = [];
  const place = (i: number) => {
    if (i === open.length) {
      if (blocks.every((b) => b === 0)) best = Math.max(best, blocks.length);
      return;
    }
    for (let b = 0; b < blocks.length; b++) {
      blocks[b] += open[i];
      place(i + 1);
      blocks[b] -= open[i];
    }
    blocks.push(open[i]);
    place(i + 1);
    blocks.pop();
  };
  place(0);
  return open.length - best;
}

describe('money settlement', () => {
  it('B13: each result is the chips’ worth minus the buy-ins paid, rebuys included; the results add up to zero', () => {
    const { results, transfers } = settleMoney({ price: 2000, chips: 100 }, [
      { name: 'Ana', buyIns: 1, chips: 250 },
      { name: 'Bruno', buyIns: 2, chips: 0 },
      { name: 'Carla', buyIns: 1, chips: 150 },
    ]);
    expect(results).toEqual([
      { name: 'Ana', paid: 2000, worth: 5000, net: 3000 },
      { name: 'Bruno', paid: 4000, worth: 0, net: -4000 },
      { name: 'Carla', paid: 2000, worth: 3000, net: 1000 },
    ]);
    expect(transfers).toEqual([
      { from: 1, to: 0, cents: 3000 },
      { from: 1, to: 2, cents: 1000 },
    ]);
    expect(formatCents(1250)).toMatch(/^R\$\s12,50$/);
  });

  it('B13: chips worth a fraction of a cent are rounded by the largest remainder, still summing to zero; chips must match the buy-ins', () => {
    // R$ 10 for 300 chips: 101 chips are worth 336.67 cents, 100 chips 333.33.
    const { results } = settleMoney({ price: 1000, chips: 300 }, [
      { name: 'A', buyIns: 1, chips: 101 },
      { name: 'B', buyIns: 1, chips: 100 },
      { name: 'C', buyIns: 1, chips: 699 },
    ]);
    expect(results.map((r) => r.worth)).toEqual([337, 333, 2330]);
    expect(results.reduce((sum, r) => sum + r.net, 0)).toBe(0);
    expect(() => settleMoney({ price: 1000, chips: 300 }, [{ name: 'A', buyIns: 1, chips: 299 }])).toThrow(RangeError);
    expect(() => settleMoney({ price: 10.5, chips: 300 }, [{ name: 'A', buyIns: 1, chips: 300 }])).toThrow(RangeError);
  });

  it('B13: the fewest transfers — players whose balances cancel among themselves settle apart (4 transfers where largest-first needs 5)', () => {
    const balances = [700, 300, 200, -500, -400, -300];
    const transfers = fewestTransfers(balances);
    expect(settled(balances, transfers)).toBe(true);
    expect(transfers.length).toBe(4);
    expect(fewestTransfers([0, 0])).toEqual([]);
  });

  it('B13: for any balances summing to zero the transfers settle them, as few as brute force finds', () => {
    const balances = fc
      .array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 7 })
      .map((xs) => [...xs, -xs.reduce((a, b) => a + b, 0)]);
    fc.assert(
      fc.property(balances, (bs) => {
        const transfers = fewestTransfers(bs);
        expect(settled(bs, transfers)).toBe(true);
        expect(transfers.length).toBe(bruteMinimum(bs));
      }),
      { numRuns: 300 },
    );
  });

  it('B13: a session records the buy-ins and rebuys at the agreed price, and settles money at the end', () => {
    const players = [
      { name: 'Ana', stack: 10 },
      { name: 'Bruno', stack: 10 },
    ];
    let session: SessionState = newSession({
      profile: 'brasileiro',
      players,
      firstDealer: 0,
      options: { buyIn: { price: 10, currency: 'BRL', chips: 10 } },
    });
    expect(session.buyIns).toEqual([1, 1]);
    // Heads-up, Ana deals; Bruno's escuro, then all in at the double limit, and his trips win.
    session = run(session, { type: 'startHand' });
    session = run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, ['As Ah Ad Kc Qs', 'Ks Qh Jd 9c 9s']) });
    expect(applySession(session, { type: 'buyIn', player: 0 })).toMatchObject({ ok: false, error: { code: 'HAND_IN_PROGRESS' } });
    session = run(session, stand(1), stand(0), raise(0, 6), raise(1, 10), call(0));
    expect(session.stacks).toEqual([0, 20]);
    // G19: a cash game goes on; Ana sits out until she buys again.
    expect(session.over).toBe(false);
    expect(sittingOut(session)).toEqual([0]);
    // Ana buys again: she is back at the table.
    session = run(session, { type: 'buyIn', player: 0 });
    expect(session.stacks).toEqual([10, 20]);
    expect(session.buyIns).toEqual([2, 1]);
    expect(sittingOut(session)).toEqual([]);
    expect(applySession(session, { type: 'buyIn', player: 5 })).toMatchObject({ ok: false, error: { code: 'NO_PLAYER' } });
    const settlement = sessionSettlement(session)!;
    expect(settlement.results.map((r) => r.net)).toEqual([-1000, 1000]);
    expect(settlement.transfers).toEqual([{ from: 0, to: 1, cents: 1000 }]);
    expect(formatCents(settlement.transfers[0].cents, 'BRL')).toMatch(/^R\$\s10,00$/);
    expect(sessionSettlement(newSession({ profile: 'brasileiro', players, firstDealer: 0 }))).toBeNull();
  });

  it('B13: a price stated at the cash-out is logged, so the game replayed from its log settles the same; said again, the last one counts', () => {
    const players = [
      { name: 'Ana', stack: 10 },
      { name: 'Bruno', stack: 10 },
    ];
    const config = { profile: 'brasileiro', players, firstDealer: 0, dealing: 'ledger' } as const;
    let session = run(newSession(config), { type: 'startHand' });
    session = run(session, stand(1), stand(0), raise(0, 6), raise(1, 10), call(0));
    session = run(session, { type: 'award', pot: 0, winners: [1] });
    expect(session.stacks).toEqual([0, 20]);
    expect(sessionSettlement(session)).toBeNull();
    // At the cash-out, the table says the price (and corrects it): still accepted, and logged.
    session = run(session, { type: 'buyInPrice', price: 20, currency: 'BRL' }, { type: 'buyInPrice', price: 12.5, currency: 'EUR' });
    expect(session.config.options?.buyIn).toBeUndefined(); // the setup stays as it was
    const settlement = sessionSettlement(session)!;
    expect(settlement.transfers).toEqual([{ from: 0, to: 1, cents: 1250 }]);
    const reopened = replaySession(session.config, session.log);
    expect(reopened.ok && sessionSettlement(reopened.state)).toEqual(settlement);
    expect(session.log.every(isSessionAction)).toBe(true);
    // Undo takes back the award, the last move of the hand, and never the price.
    const undone = applySession(session, { type: 'undo' });
    expect(undone.ok && undone.state.hand?.pending).toEqual({ kind: 'award', pot: 0 });
    expect(undone.ok && undone.state.priced).toEqual({ price: 12.5, currency: 'EUR', chips: 10 });
    for (const bad of [{ price: -1, currency: 'BRL' }, { price: Number.NaN, currency: 'BRL' }, { price: 10, currency: 'reais' }]) {
      expect(applySession(session, { type: 'buyInPrice', ...bad })).toMatchObject({ ok: false, error: { code: 'BAD_PRICE' } });
    }
    const uneven = newSession({ ...config, players: [{ name: 'Ana', stack: 10 }, { name: 'Bruno', stack: 20 }] });
    expect(applySession(uneven, { type: 'buyInPrice', price: 10, currency: 'BRL' })).toMatchObject({ ok: false, error: { code: 'BAD_PRICE' } });
  });
});
