import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/engine/cards.ts';
import {
  formatPhhAction,
  formatPhhCards,
  parsePhhAction,
  parsePhhCards,
  type PhhAction,
} from '../../../src/engine/phh/notation.ts';

const c = parseCard;

describe('PHH card notation', () => {
  it('reads cards run together, ?? as an unknown card', () => {
    expect(parsePhhCards('AsKd??Tc')).toEqual([c('As'), c('Kd'), null, c('Tc')]);
  });

  it('refuses what is not a two-character PHH card', () => {
    expect(() => parsePhhCards('AsK')).toThrow(/two-character/);
    expect(() => parsePhhCards('10s')).toThrow(/two-character/);
    expect(() => parsePhhCards('AsXd')).toThrow(/"Xd" is not a card/);
    expect(() => parsePhhCards('A?')).toThrow(/"A\?" is not a card/);
  });

  it('writes every card back as read', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 51 }), { nil: null }), { minLength: 1, maxLength: 7 }), (cards) => {
        expect(parsePhhCards(formatPhhCards(cards))).toEqual(cards);
      }),
    );
  });
});

describe('PHH action notation', () => {
  const cases: [string, PhhAction][] = [
    ['d dh p1 AcKd', { kind: 'deal-hole', player: 0, cards: [c('Ac'), c('Kd')] }],
    ['d dh p2 ????', { kind: 'deal-hole', player: 1, cards: [null, null] }],
    ['d db Jc3d5c', { kind: 'deal-board', cards: [c('Jc'), c('3d'), c('5c')] }],
    ['p3 cbr 7000', { kind: 'bet', player: 2, amount: 7000 }],
    ['p3 cbr 382.5', { kind: 'bet', player: 2, amount: 382.5 }],
    ['p2 cc', { kind: 'check-call', player: 1 }],
    ['p2 f', { kind: 'fold', player: 1 }],
    ['p1 pb', { kind: 'bring-in', player: 0 }],
    ['p1 sd', { kind: 'discard', player: 0, cards: [] }],
    ['p4 sd AsQs', { kind: 'discard', player: 3, cards: [c('As'), c('Qs')] }],
    ['p1 sm Ac2d', { kind: 'show', player: 0, cards: [c('Ac'), c('2d')] }],
    ['p1 sm ??Ad', { kind: 'show', player: 0, cards: [null, c('Ad')] }],
    ['p1 sm -', { kind: 'show', player: 0, cards: 'as-dealt' }],
    ['p2 sm', { kind: 'muck', player: 1 }],
    ['', { kind: 'no-op' }],
    ['# Burn card 6s is exposed', { kind: 'no-op', comment: 'Burn card 6s is exposed' }],
    ['p2 f # tanked for a minute', { kind: 'fold', player: 1, comment: 'tanked for a minute' }],
  ];

  it.each(cases)('reads %j', (text, action) => {
    expect(parsePhhAction(text, 6)).toEqual(action);
  });

  it.each(cases)('writes %j back to the same action', (text, action) => {
    expect(parsePhhAction(formatPhhAction(action), 6)).toEqual(action);
    expect(formatPhhAction(action)).toBe(text);
  });

  it('accepts any whitespace between words and around the action', () => {
    expect(parsePhhAction('  p3\tcbr   200  ', 6)).toEqual({ kind: 'bet', player: 2, amount: 200 });
  });

  it.each([
    ['p7 f', /p7 does not exist: the hand has 6 players/],
    ['p0 f', /"p0" is not a player/],
    ['x1 f', /"x1" is not a player/],
    ['p1 raise 300', /"raise" is not an action/],
    ['p1', /p1 does nothing/],
    ['p1 cbr', /expected "pN cbr AMOUNT"/],
    ['p1 cbr -5', /"-5" is not an amount/],
    ['p1 cbr 0', /must be positive/],
    ['p1 cbr 1e3', /"1e3" is not an amount/],
    ['p1 f now', /expected "pN f"/],
    ['d db', /expected "d db CARDS"/],
    ['d db ??', /board cards cannot be unknown/],
    ['d dh AsKd', /expected "d dh pN CARDS"/],
    ['d xx p1 AsKd', /dealer's action must be "db" or "dh", not "xx"/],
    ['p1 sm As Kd', /expected "pN sm \[CARDS\]"/],
  ])('refuses %j: %s', (text, why) => {
    expect(() => parsePhhAction(text, 6)).toThrow(why);
  });
});
