import { describe, expect, it } from 'vitest';
import { apply, deck, legalActions, newHand, parseCards, replay, seededSource, shuffle, type HandConfig } from '../../src/engine/index.ts';
import { bet, call, check, dealt, fold, play, raise, refusal, seats, stacks } from './support/table.ts';

describe('the hand engine', () => {
  it('G10: a hand replays exactly from its recorded deck order; no burn cards', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(500, 500, 500), dealer: 2, options: { bigBlind: 10 } };
    const order = shuffle(deck(), seededSource(7));
    const state = play(dealt(config, order), call(2), call(0), check(1), check(0), check(1), check(2));
    // Six hole cards, then the flop and the turn straight from the top of the stock.
    expect(state.board).toEqual(order.slice(6, 10));
    const again = replay(config, state.log);
    expect(again.ok && again.state).toEqual(state);
    expect(refusal(newHand(config), { type: 'shuffle', deck: order.slice(1) }).code).toBe('BAD_DECK');
    expect(refusal(newHand(config), { type: 'shuffle', deck: [order[0], ...order.slice(0, 51)] }).code).toBe('BAD_DECK');
  });

  it('refusals are typed and explained, and leave the state untouched', () => {
    const state = dealt({ profile: 'draw5', seats: seats(100, 100, 100), dealer: 0 });
    expect(refusal(state, check(2))).toMatchObject({ code: 'NOT_YOUR_TURN', expected: 1 });
    expect(refusal(state, { type: 'draw', seat: 1, discard: [] }).code).toBe('WRONG_PHASE');
    expect(refusal(state, bet(1, 2.5)).code).toBe('BAD_AMOUNT');
    expect(refusal(state, raise(1, 4))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'no-bet' });
    const bets = play(state, bet(1, 2));
    expect(refusal(bets, bet(2, 4)).code).toBe('CANNOT_BET');
    const over = play(bets, fold(2), fold(0));
    expect(refusal(over, check(1)).code).toBe('HAND_OVER');
    expect(legalActions(over)).toEqual({ seat: null, actions: [] });
  });

  it('explicit dealing with unknown cards: the 2009 Dwan–Ivey hand replays to its finishing stacks', () => {
    // PHH: p1 small blind, p2 big blind, p3 button; antes 500, blinds 1000/2000, min bet 2000.
    const config: HandConfig = {
      profile: 'holdem',
      dealing: 'explicit',
      seats: [
        { name: 'Ivey', stack: 1_125_600 },
        { name: 'Antonius', stack: 2_000_000 },
        { name: 'Dwan', stack: 553_500 },
      ],
      dealer: 2,
      antes: [500, 500, 500],
      blinds: [1000, 2000, 0],
      minBet: 2000,
    };
    let state = newHand(config);
    expect(legalActions(state).actions).toEqual([
      { type: 'deal', to: 0, count: 2 },
      { type: 'deal', to: 1, count: 2 },
      { type: 'deal', to: 2, count: 2 },
    ]);
    state = play(
      state,
      { type: 'deal', to: 0, cards: parseCards('Ac2d') },
      { type: 'deal', to: 1, cards: [null, null] },
      { type: 'deal', to: 2, cards: parseCards('7h6h') },
      raise(2, 7000),
      raise(0, 23_000),
      fold(1),
      call(2),
      { type: 'deal', to: 'board', cards: parseCards('Jc3d5c') },
      bet(0, 35_000),
      call(2),
      { type: 'deal', to: 'board', cards: parseCards('4h') },
      bet(0, 90_000),
      raise(2, 232_600),
      raise(0, 1_067_100),
      call(2),
    );
    // Both all-in before the river: their known hands are turned up before it (H7, TDA rule 16).
    expect(state.seats.map((s) => s.shown)).toEqual([true, false, true]);
    expect(state.pending).toEqual({ kind: 'deal', needs: [{ to: 'board', count: 1 }] });
    expect(refusal(state, { type: 'deal', to: 'board', cards: parseCards('Ac') }).code).toBe('CARD_IN_USE');
    state = play(state, { type: 'deal', to: 'board', cards: parseCards('Jh') });
    expect(stacks(state)).toEqual([572_100, 1_997_500, 1_109_500]);
  });

  it('explicit dealing: unknown hole cards must be typed when shown, and must be new cards', () => {
    const config: HandConfig = { profile: 'draw5', dealing: 'explicit', seats: seats(100, 100), dealer: 1 };
    let state = newHand(config);
    state = play(
      state,
      { type: 'deal', to: 0, cards: parseCards('As Ad Ac Ah 2s') },
      { type: 'deal', to: 1, cards: [null, null, null, null, null] },
      check(0),
      check(1),
      { type: 'draw', seat: 0, discard: [] },
      { type: 'draw', seat: 1, discard: 2 },
      { type: 'deal', to: 1, cards: [null, null] },
      check(0),
      check(1),
    );
    expect(state.pending).toEqual({ kind: 'show', seat: 1 });
    expect(legalActions(state).actions[0]).toEqual({ type: 'show', cardsRequired: true });
    expect(refusal(state, { type: 'show', seat: 1 }).code).toBe('CARDS_REQUIRED');
    expect(refusal(state, { type: 'show', seat: 1, cards: parseCards('As Kd Kc Kh Ks') }).code).toBe('CARD_IN_USE');
    const done = apply(state, { type: 'show', seat: 1, cards: parseCards('9h Th Jh Qh Kh') });
    expect(done.ok && done.state.result?.pots[0].winners).toEqual([1]);
  });
});
