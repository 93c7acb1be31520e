// Chip-ledger hands (G12) of the house games, as a table plays them with real cards, with undo.
import { describe, expect, it } from 'vitest';
import { legalActions, newSession, parseCard, parseCards, replaySession, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { effectiveLog } from '../../src/engine/undo.ts';
import { run } from './support/session.ts';

/** Everyone stays in: mesa, check or call, until the betting round is over. */
function callDown(session: SessionState): SessionState {
  while (session.hand!.pending.kind === 'bet') {
    const legal = legalActions(session.hand!);
    const stay = legal.actions.find((a) => a.type === 'check' || a.type === 'call')!;
    session = run(session, { type: stay.type as 'check' | 'call', seat: legal.seat! });
  }
  return session;
}

const players = (names: string, stack: number) => names.split(' ').map((name) => ({ name, stack }));
const sansLog = (s: SessionState) => ({ ...s, log: [] });

describe('chip-ledger evenings', () => {
  it('B9, B10, G12: brasileiro — a quad typed at the showdown pays its bonus, then a jacker run: a deal nobody opens, an opener who cannot show trips, and an undo', () => {
    const config: SessionConfig = { profile: 'brasileiro', players: players('Ana Bia Caio', 50), firstDealer: 0, dealing: 'ledger' };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    // B4, B5: the escuro (Caio, on the dealer's right) and Bia's re-buy decision come before the deal.
    expect(s.hand!.pending).toEqual({ kind: 'decide', seat: 1 });
    s = run(s, { type: 'rebuy', seat: 1, accept: false });
    // B6: the exchange from the dealer's right, as counts; the first may take 4.
    expect(legalActions(s.hand!).actions).toEqual([{ type: 'draw', min: 0, max: 4 }]);
    s = callDown(run(s, { type: 'draw', seat: 2, discard: 2 }, { type: 'draw', seat: 1, discard: 1 }, { type: 'draw', seat: 0, discard: 3 }));
    expect(s.hand!.pending).toEqual({ kind: 'award', pot: 0 });
    s = run(s, { type: 'show', seat: 0, cards: parseCards('Ah Ad Ac As 8s') }, { type: 'award', pot: 0, winners: [0] });
    expect(s.hand!.result!.bonus).toEqual([2, -1, -1]);
    expect(s.mode).toBe('jacker');
    expect(s.stacks).toEqual([56, 47, 47]);

    // B10: everyone posts 2; nobody opens: a dead deal, its chips stay on the table.
    s = callDown(run(s, { type: 'startHand', at: 1 }));
    expect(s.carried).toEqual({ chips: 6, deals: 1 });
    expect(s.mode).toBe('jacker');

    // The next deal: everyone posts 1 more; Ana opens, the others cover, and after the exchange
    // nobody bets: Ana must show trips. An undo takes back the table's "could not" and the table enters it again.
    s = run(s, { type: 'startHand', at: 2 }, { type: 'bet', seat: 0, to: 1 });
    s = callDown(s);
    s = callDown(run(s, { type: 'draw', seat: 0, discard: 1 }, { type: 'draw', seat: 2, discard: 2 }, { type: 'draw', seat: 1, discard: 0 }));
    expect(s.hand!.pending).toEqual({ kind: 'openers', seat: 0 });
    const asked = s;
    s = run(s, { type: 'openers', seat: 0, shown: false });
    expect(s.carried).toEqual({ chips: 12, deals: 2 });
    const undone = run(s, { type: 'undo' });
    expect(sansLog(undone)).toEqual(sansLog(asked));
    s = run(undone, { type: 'openers', seat: 0, shown: false });
    const replayed = replaySession(config, effectiveLog(s.log));
    expect(replayed.ok && sansLog(replayed.state)).toEqual(sansLog(s));
    // B10 decision: she forfeits; the jacker deal is repeated with everything on the table.
    expect(s.carried).toEqual({ chips: 12, deals: 2 });
    expect(s.stacks.reduce((a, b) => a + b, s.carried.chips)).toBe(150);
    expect(s.mode).toBe('jacker');
  });

  it('S1, S5, G12: baseball — the table types the open cards, an open 4 earns its extra card at once, and the table says who is high when a card is left untold', () => {
    const config: SessionConfig = { profile: 'baseball', players: players('Ana Bia Caio', 0), firstDealer: 0, dealing: 'ledger' };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    // S3: two closed cards dealt unknown; the table tells each open card, from the dealer's left.
    expect(s.hand!.pending).toEqual({ kind: 'deal', needs: [{ to: 1, count: 1 }, { to: 2, count: 1 }, { to: 0, count: 1 }] });
    s = run(s, { type: 'deal', to: 1, cards: [parseCard('4h')] });
    // S1: Bia's open 4 earns one more open card before Caio's.
    expect(legalActions(s.hand!).actions[0]).toEqual({ type: 'deal', to: 1, count: 1 });
    s = run(s, { type: 'deal', to: 1, cards: [parseCard('Kd')] }, { type: 'deal', to: 2, cards: [parseCard('Ac')] }, { type: 'deal', to: 0, cards: [null] });
    // S5: Ana's open card was not told, so the table names who is high.
    expect(s.hand!.pending).toEqual({ kind: 'lead' });
    s = run(s, { type: 'lead', seat: 2 });
    expect(s.hand!.pending).toEqual({ kind: 'bet', seat: 2 });
    expect(s.hand!.seats[1].cards).toEqual([null, null, parseCard('4h'), parseCard('Kd')]);
  });
});
