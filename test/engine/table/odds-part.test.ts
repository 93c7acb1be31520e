import { describe, expect, it } from 'vitest';
import { getProfile, newHand, view, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { oddsPart } from '../../../src/engine/table/odds-part.ts';
import { call, dealt, play, raise, seats, stackedDeck } from '../support/table.ts';

const headsUp = (options: HandConfig['options'], dealing: HandConfig['dealing'] = 'deck'): HandConfig => ({
  profile: 'holdem',
  seats: seats(100, 100),
  dealer: 0,
  dealing,
  options: { smallBlind: 1, bigBlind: 2, ...options },
});

/** A♠A♥ (seat 1) against K♠K♥ (seat 0): the first board pairs nothing, the second makes the kings a set. */
const TWO_BOARDS = stackedDeck(['AsAh', 'KsKh'], '2c7d9h 3c 4d  Kd8c6s Tc Jd');

const reveal = { type: 'reveal' } as const;
const partOf = (hand: HandState) => oddsPart(hand, view(hand, 'table'), getProfile('holdem').ranking(hand.config));

describe('the odds part of the table view', () => {
  it('H13: while the second run is dealt, the first run is held by the hand best on its board; O7: once the hand is over, the chances street by street, each run in turn', () => {
    let hand = play(dealt(headsUp({ runouts: 2, watchRunout: true }), TWO_BOARDS), raise(0, 100), call(1), { type: 'runIt', times: 2 });
    hand = play(hand, reveal, reveal, reveal, reveal);
    expect(view(hand, 'table').runout!.boards).toHaveLength(2);
    // The aces hold the first board; the second, where the kings made a set, is still being dealt.
    expect(partOf(hand)).toEqual({ runout: [], atClose: 0, runLeaders: [[1]] });
    hand = play(hand, reveal, reveal);
    expect(hand.result).not.toBeNull();
    expect(partOf(hand).runout.map((m) => [m.street, m.run ?? null])).toEqual([
      ['preflop', null],
      ['flop', 0],
      ['turn', 0],
      ['flop', 1],
      ['turn', 1],
    ]);
  });

  it('O8: at a chip-ledger all-in before the flop, no board card was out when betting closed', () => {
    const hand = play(newHand(headsUp({}, 'ledger')), raise(0, 100), call(1));
    expect(partOf(hand)).toMatchObject({ atClose: 0, runout: [] });
    expect(partOf(newHand(headsUp({}, 'ledger'))).atClose).toBeNull();
  });
});
