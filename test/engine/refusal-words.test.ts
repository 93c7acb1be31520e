/** G15: refusals say seats and amounts the way the table does. */
import { describe, expect, it } from 'vitest';
import { newHand, RefusedConfig, type HandConfig } from '../../src/engine/index.ts';
import { baseballTable, dealtBaseball, u } from './support/baseball.ts';
import { bet, call, dealt, refusal } from './support/table.ts';

describe('refusals people can read', () => {
  it('G15: a seat is named by the name the table gave it, never by its index', () => {
    const config: HandConfig = { profile: 'holdem', seats: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })), dealer: 2 };
    const state = dealt(config);
    // Caio, on the button of three, is first to act before the flop.
    expect(refusal(state, call(0))).toMatchObject({ code: 'NOT_YOUR_TURN', expected: 2, message: 'Caio is to act' });
  });

  it('G15, S2: baseball’s amounts are said in units ("at most 1 unit"), not in the sixtieths the engine counts', () => {
    const state = dealtBaseball(baseballTable(3, 2), '2c 5c 6c  2d 5d 6d  Kh 7s 8s');
    expect(refusal(state, bet(0, u(2)))).toMatchObject({ code: 'BET_TOO_LARGE', max: u(1), message: 'bet to at most 1 unit' });
    expect(refusal(state, bet(0, u(0, 1, 2))).message).toBe('bet to at least 1 unit');
    try {
      newHand({ ...baseballTable(3, 2), antes: [u(1), u(2), u(1)] });
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(RefusedConfig);
      expect((e as RefusedConfig).refusal.message).toBe('everyone antes the same (S3): A posts 1 unit, B posts 2 units');
    }
  });

  it('G15: chips are said as chips', () => {
    const state = dealt({ profile: 'draw5', seats: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })), dealer: 1 });
    expect(refusal(state, bet(0, 1))).toMatchObject({ code: 'BET_TOO_SMALL', message: 'bet to at least 2 chips' });
  });
});
