import { describe, expect, it } from 'vitest';
import { parseCards, view } from '../../src/engine/index.ts';
import { bet, call, check, dealt, draw, play, seats, stackedDeck } from './support/table.ts';

describe('views', () => {
  it('G11: before the showdown a seat sees its own closed cards, open cards and the public record — bets, folds, how many exchanged', () => {
    const config = { profile: 'draw5' as const, seats: seats(100, 100), dealer: 1 };
    let state = dealt(config, stackedDeck(['As Ad 5c 7d 9h', 'Ks Kd Kh 3d 4h'], 'Ac Ah 2s'));
    state = play(state, bet(0, 2), call(1), draw(0, '5c 7d 9h'), draw(1));
    const a = view(state, 0);
    const b = view(state, 1);
    const table = view(state, 'table');
    expect(a.seats[0].cards).toEqual(parseCards('As Ad Ac Ah 2s'));
    expect(a.seats[1].cards).toEqual([null, null, null, null, null]);
    expect(b.seats[0].cards).toEqual([null, null, null, null, null]);
    expect(table.seats.flatMap((s) => s.cards).every((c) => c === null)).toBe(true);
    expect(b.seats[0].exchanged).toEqual([3]);
    expect(b.record).toEqual([
      { type: 'shuffle' },
      { type: 'bet', seat: 0, to: 2 },
      { type: 'call', seat: 1 },
      { type: 'draw', seat: 0, count: 3, discard: null },
      { type: 'draw', seat: 1, count: 0, discard: [] }, // his own
    ]);
    expect(a.record[3]).toEqual({ type: 'draw', seat: 0, count: 3, discard: parseCards('5c 7d 9h') });
    // Nothing else in a view can hold a hidden card.
    expect(Object.keys(a).sort()).toEqual(['board', 'carried', 'dealer', 'escuro', 'legal', 'mode', 'opened', 'pending', 'pot', 'pots', 'profile', 'record', 'result', 'runout', 'seats', 'straddle', 'viewer']);
    expect(a.legal).toEqual({ seat: 0, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 2, max: 97 }] });
    expect(b.legal).toBeNull();
    // At the showdown every hand is shown in draw5 (D13).
    state = play(state, check(0), check(1));
    expect(view(state, 'table').seats[1].cards).toEqual(parseCards('Ks Kd Kh 3d 4h'));
  });
});
