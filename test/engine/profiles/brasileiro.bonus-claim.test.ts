// B9 in the chip ledger: a bonus hand claimed with one tap ("Ana mostrou quadra"), its cards untyped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  legalActions,
  newSession,
  parseCards,
  replaySession,
  type BonusKind,
  type Seat,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { effectiveLog } from '../../../src/engine/undo.ts';
import { run } from '../support/session.ts';

function refused(session: SessionState, action: SessionAction): string {
  const result = applySession(session, action);
  return result.ok ? 'applied' : result.error.code;
}

/** Plays the ledger hand up to the showdown: no re-buy, nobody exchanges, `folders` fold at their first turn, the rest stay in. */
function toShowdown(session: SessionState, folders: readonly Seat[] = []): SessionState {
  for (;;) {
    const pending = session.hand!.pending;
    if (pending.kind === 'decide') session = run(session, { type: 'rebuy', seat: pending.seat, accept: false });
    else if (pending.kind === 'draw') session = run(session, { type: 'draw', seat: pending.seat, discard: 0 });
    else if (pending.kind === 'bet') {
      const legal = legalActions(session.hand!).actions;
      const fold = folders.includes(pending.seat) && legal.some((a) => a.type === 'fold');
      const stay = legal.find((a) => a.type === 'check' || a.type === 'call')!;
      session = run(session, { type: fold ? 'fold' : (stay.type as 'check' | 'call'), seat: pending.seat });
    } else return session;
  }
}

const ledger = (stacks: number[], options: SessionConfig['options'] = {}): SessionConfig => ({
  profile: 'brasileiro',
  players: stacks.map((stack, i) => ({ name: `P${i}`, stack })),
  firstDealer: 0,
  dealing: 'ledger',
  options,
});

const start = (config: SessionConfig) => run(newSession(config), { type: 'startHand', at: 0 });
const sansLog = (s: SessionState) => ({ ...s, log: [] });
const chipsOf = (s: SessionState) => s.stacks.reduce((a, b) => a + b, s.carried.chips);

describe('B9 in the chip ledger: one tap claims a bonus', () => {
  it('B9: a claimed quad pays exactly what the same quad typed in pays, and the next deal is jacker', () => {
    const config = ledger([50, 50, 50, 50]);
    const showdown = toShowdown(start(config), [1]);
    expect(showdown.hand!.pending).toEqual({ kind: 'award', pot: 0 });
    const offered = legalActions(showdown.hand!).actions.find((a) => a.type === 'claimBonus');
    // The folded player does not show; everyone still in may.
    expect(offered).toEqual({ type: 'claimBonus', seats: [0, 2, 3], kinds: ['quads', 'straight-flush', 'royal'] });

    const claimed = run(showdown, { type: 'claimBonus', seat: 2, kind: 'quads' }, { type: 'award', pot: 0, winners: [2] });
    const typed = run(showdown, { type: 'show', seat: 2, cards: parseCards('9s 9h 9d 9c As') }, { type: 'award', pot: 0, winners: [2] });
    expect(claimed.hand!.result!.bonus).toEqual(typed.hand!.result!.bonus);
    expect(claimed.stacks).toEqual(typed.stacks);
    // Every other player dealt in pays 1 unit, the one who folded too.
    expect(claimed.hand!.result!.bonus).toEqual([-1, -1, 3, -1]);
    expect(claimed.mode).toBe('jacker');
    expect(chipsOf(claimed)).toBe(200);
  });

  it('B9, B4: a straight flush pays 2 and a royal 3 escuro units from each; both claims of one showdown are paid', () => {
    const config = ledger([60, 60, 60], { escuro: 2 });
    const showdown = toShowdown(start(config));
    const s = run(showdown, { type: 'claimBonus', seat: 0, kind: 'straight-flush' }, { type: 'claimBonus', seat: 1, kind: 'royal' });
    const before = s.hand!.seats.map((seat) => seat.stack);
    const done = run(s, { type: 'award', pot: 0, winners: [1] });
    // Seat 0 receives 2×2 from seats 1 and 2; seat 1 receives 3×2 from seats 0 and 2.
    expect(done.hand!.result!.bonus).toEqual([4 + 4 - 6, 6 + 6 - 4, -4 - 6]);
    const pot = done.hand!.result!.pots[0].amount;
    expect(done.stacks).toEqual([before[0] + 2, before[1] + pot + 8, before[2] - 10]);
    expect(chipsOf(done)).toBe(180);
  });

  it('B9: the last player in claims with a tap instead of typing his cards; the hand ends uncontested with the bonus paid', () => {
    const config = ledger([50, 50, 50]);
    // Seat 1 (first to speak, on the buyer's right) and seat 0 fold: seat 2, the escuro, is alone.
    const alone = toShowdown(start(config), [1, 0]);
    expect(alone.hand!.pending).toEqual({ kind: 'show', seat: 2 });
    expect(legalActions(alone.hand!).actions).toContainEqual({ type: 'claimBonus', seats: [2], kinds: ['quads', 'straight-flush', 'royal'] });
    expect(refused(alone, { type: 'claimBonus', seat: 0, kind: 'quads' })).toBe('NOT_YOUR_TURN');
    const done = run(alone, { type: 'claimBonus', seat: 2, kind: 'quads' });
    expect(done.hand!.result!.uncontested).toBe(true);
    expect(done.hand!.result!.bonus).toEqual([-1, -1, 2]);
    expect(done.mode).toBe('jacker');
    expect(done.stacks).toEqual([48, 49, 53]);
  });

  it('B9: refused outside the chip ledger, outside brasileiro, before the showdown, for a folded seat, twice for one seat, and for an unknown kind', () => {
    const deckGame = run(newSession({ ...ledger([50, 50, 50]), dealing: 'deck' }), { type: 'startHand', at: 0 });
    expect(refused(deckGame, { type: 'claimBonus', seat: 0, kind: 'quads' })).toBe('NOT_ALLOWED');

    const holdem: SessionConfig = { profile: 'holdem', players: ledger([100, 100]).players, firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } };
    let h = run(newSession(holdem), { type: 'startHand', at: 0 });
    while (h.hand!.pending.kind === 'bet') {
      const legal = legalActions(h.hand!);
      const stay = legal.actions.find((a) => a.type === 'check' || a.type === 'call')!;
      h = run(h, { type: stay.type as 'check' | 'call', seat: legal.seat! });
    }
    expect(h.hand!.pending.kind).toBe('award');
    expect(legalActions(h.hand!).actions.some((a) => a.type === 'claimBonus')).toBe(false);
    expect(refused(h, { type: 'claimBonus', seat: 0, kind: 'quads' })).toBe('NOT_ALLOWED');

    const config = ledger([50, 50, 50, 50]);
    const early = start(config);
    expect(refused(early, { type: 'claimBonus', seat: 0, kind: 'quads' })).toBe('WRONG_PHASE');
    const showdown = toShowdown(early, [1]);
    expect(refused(showdown, { type: 'claimBonus', seat: 1, kind: 'quads' })).toBe('NOT_ELIGIBLE');
    expect(refused(showdown, { type: 'claimBonus', seat: 0, kind: 'pair' as BonusKind })).toBe('NOT_ALLOWED');
    const once = run(showdown, { type: 'claimBonus', seat: 0, kind: 'quads' });
    expect(refused(once, { type: 'claimBonus', seat: 0, kind: 'royal' })).toBe('NOT_ELIGIBLE');
    expect(legalActions(once.hand!).actions.find((a) => a.type === 'claimBonus')).toEqual({ type: 'claimBonus', seats: [2, 3], kinds: ['quads', 'straight-flush', 'royal'] });
  });

  it('B9, G12: a claim is undone like any entry, and a raw log with its undos replays to the same evening', () => {
    const config = ledger([50, 50, 50]);
    const showdown = toShowdown(start(config));
    const mistaken = run(showdown, { type: 'claimBonus', seat: 1, kind: 'royal' });
    const undone = run(mistaken, { type: 'undo' });
    expect(sansLog(undone)).toEqual(sansLog(showdown));
    const done = run(undone, { type: 'claimBonus', seat: 0, kind: 'quads' }, { type: 'award', pot: 0, winners: [0] });
    // And an undo after the award reopens the finished hand, bonus and jacker mode taken back.
    const reopened = run(done, { type: 'undo' });
    expect(reopened.mode).toBe('normal');
    expect(reopened.hand!.pending).toEqual({ kind: 'award', pot: 0 });
    const again = run(reopened, { type: 'award', pot: 0, winners: [0] });
    for (const log of [again.log, effectiveLog(again.log)]) {
      const replayed = replaySession(config, log);
      expect(replayed.ok && sansLog(replayed.state)).toEqual(sansLog(again));
    }
    expect(again.hand!.result!.bonus).toEqual([2, -1, -1]);
  });

  it('B9: chips are conserved and replays agree, whatever is claimed by whom and whoever wins (property)', () => {
    const kinds: BonusKind[] = ['quads', 'straight-flush', 'royal'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 3, max: 40 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }),
        fc.array(fc.constantFrom(...kinds), { maxLength: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        (stacks, folding, claimKinds, winnerPick) => {
          const config = ledger(stacks);
          const start = chipsOf(newSession(config));
          let s = toShowdown(run(newSession(config), { type: 'startHand', at: 0 }), folding);
          claimKinds.forEach((kind, i) => {
            const offer = legalActions(s.hand!).actions.find((a) => a.type === 'claimBonus');
            if (offer?.type === 'claimBonus' && s.hand!.pending.kind !== 'complete') {
              s = run(s, { type: 'claimBonus', seat: offer.seats[(winnerPick + i) % offer.seats.length], kind });
            }
          });
          while (s.hand!.pending.kind === 'award' || s.hand!.pending.kind === 'show') {
            const legal = legalActions(s.hand!);
            const award = legal.actions.find((a) => a.type === 'award');
            if (award?.type === 'award') s = run(s, { type: 'award', pot: award.pot, winners: [award.eligible[winnerPick % award.eligible.length]] });
            else s = run(s, { type: 'muck', seat: legal.seat! });
          }
          const result = s.hand!.result!;
          expect(chipsOf(s)).toBe(start);
          expect((result.bonus ?? []).reduce((a, b) => a + b, 0)).toBe(0);
          expect(s.mode).toBe(result.bonus?.some((c) => c > 0) ? 'jacker' : 'normal');
          const replayed = replaySession(config, s.log);
          expect(replayed.ok && sansLog(replayed.state)).toEqual(sansLog(s));
        },
      ),
      { numRuns: 150 },
    );
  });
});
