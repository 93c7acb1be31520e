import { describe, expect, it } from 'vitest';
import { apply, legalActions, newHand, type Action, type HandState, type ProfileId } from '../../src/engine/index.ts';
import { boardDealt, dealPrompts } from '../../src/engine/deal-prompt.ts';

const seats = ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 }));
const ledgerHand = (profile: ProfileId, stack = 100) => newHand({ profile, seats: seats.map((s) => ({ ...s, stack })), dealer: 0, dealing: 'ledger' });

function step(state: HandState, action: Action): HandState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
  return next.state;
}

/** Everyone checks or calls until the hand leaves the betting round it is in. */
function passRound(state: HandState): HandState {
  const street = state.street;
  while (state.street === street && state.pending.kind === 'bet') {
    const { seat, actions } = legalActions(state);
    state = step(state, actions.some((a) => a.type === 'check') ? { type: 'check', seat: seat! } : { type: 'call', seat: seat! });
  }
  return state;
}

describe('what the ledger dealer is told to deal', () => {
  it("H1: hold'em — two closed cards each to the left, then the flop, the turn and the river, one street at a time", () => {
    let hand = ledgerHand('holdem');
    expect(dealPrompts(hand)).toEqual([{ kind: 'seats', faces: ['closed', 'closed'], direction: 1 }]);
    expect(boardDealt(hand)).toBe(0);
    hand = passRound(hand);
    expect(dealPrompts(hand)).toEqual([{ kind: 'board', count: 3, before: 0 }]);
    expect(boardDealt(hand)).toBe(3);
    hand = passRound(hand);
    expect(dealPrompts(hand)).toEqual([{ kind: 'board', count: 1, before: 3 }]);
    hand = passRound(hand);
    expect(dealPrompts(hand)).toEqual([{ kind: 'board', count: 1, before: 4 }]);
    expect(boardDealt(hand)).toBe(5);
  });

  it("H1, G7: hold'em with everyone all in before the flop — the whole board at once", () => {
    let hand = ledgerHand('holdem', 10);
    const first = legalActions(hand).seat!;
    hand = step(hand, { type: 'raise', seat: first, to: 10 });
    hand = passRound(hand);
    expect(dealPrompts(hand)).toEqual([
      { kind: 'board', count: 3, before: 0 },
      { kind: 'board', count: 1, before: 3 },
      { kind: 'board', count: 1, before: 4 },
    ]);
    expect(boardDealt(hand)).toBe(5);
  });

  it('D2, D6: draw5 — five closed cards each, then as many as each player exchanged', () => {
    let hand = ledgerHand('draw5');
    expect(dealPrompts(hand)).toEqual([{ kind: 'seats', faces: ['closed', 'closed', 'closed', 'closed', 'closed'], direction: 1 }]);
    hand = passRound(hand);
    expect(hand.pending.kind).toBe('draw');
    const seat = legalActions(hand).seat!;
    hand = step(hand, { type: 'draw', seat, discard: 3 });
    expect(dealPrompts(hand)[0]).toEqual({ kind: 'exchange', seat, count: 3 });
    expect(boardDealt(hand)).toBe(0); // no board in draw poker
  });

  it('S3: baseball — two closed and one open each, to the left', () => {
    expect(dealPrompts(ledgerHand('baseball'))).toEqual([{ kind: 'seats', faces: ['closed', 'closed', 'open'], direction: 1 }]);
  });

  it('B5, B3: brasileiro — nothing dealt while the escuro is offered again; then five each, to the right', () => {
    let hand = ledgerHand('brasileiro');
    expect(dealPrompts(hand)).toEqual([{ kind: 'not-yet' }]);
    while (hand.pending.kind === 'decide') hand = step(hand, { type: 'rebuy', seat: legalActions(hand).seat!, accept: false });
    expect(dealPrompts(hand)).toEqual([{ kind: 'seats', faces: ['closed', 'closed', 'closed', 'closed', 'closed'], direction: -1 }]);
  });
});
