// One check per operation, for the session too (issue 31): each of the session's own actions has
// its one check in engine/checks.ts; applySession refuses exactly what the check refuses, in its
// words, and changes nothing; the table view's offer of a deal (the next dealer) is that check's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, tableView, type Level, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { checkSession, isSessionKind } from '../../src/engine/checks.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { ledger, run } from './support/session.ts';
import { NIGHT_CHIPS, NIGHT_TERMS, quiet, shove } from './support/tournament.ts';

const names = ['Ana', 'Bia', 'Caio', 'Davi'];
const levels: Level[] = [
  { smallBlind: 25, bigBlind: 50 },
  { smallBlind: 50, bigBlind: 100 },
  { smallBlind: 100, bigBlind: 200 },
];
const night = (every: { hands: number } | { minutes: number }, late: number[] = []): SessionConfig => ({
  profile: 'holdem',
  players: names.map((name, i) => ({ name, stack: 1500, ...(late.includes(i) ? { late: true } : {}) })),
  firstDealer: 0,
  dealing: 'ledger',
  schedule: { levels, every },
  tournament: NIGHT_TERMS,
  chipSet: NIGHT_CHIPS,
});
const byHands = night({ hands: 2 });
const byTime = night({ minutes: 20 });
const T0 = 1_700_000_000_000;

/** The check's refusal of `action` at `session`, which applySession must give too, leaving the session as it was. */
function refusal(session: SessionState, action: SessionAction): string | null {
  if (!isSessionKind(action)) throw new Error(`${action.type} is a hand's action`);
  const checked = checkSession(session, action);
  const applied = applySession(session, action);
  expect(applied.ok ? null : applied.error).toStrictEqual(checked);
  return checked?.code ?? null;
}

/** A cash game of chip-ledger hold'em (support/session.ts) with a hand dealt and played to its end. */
const afterHand = (s: SessionState): SessionState => shove(s, -1, -1);
const cash = (): SessionState => afterHand(newSession(ledger));

describe('the session checks (checks.ts), each applySession\'s only say', () => {
  it('D14, G19: startHand — refused while a hand is in play, once the session is over, and (G19) with fewer than two players who can be dealt in; allowed between hands', () => {
    const s = cash();
    expect(refusal(s, { type: 'startHand' })).toBeNull();
    expect(refusal(run(s, { type: 'startHand' }), { type: 'startHand' })).toBe('HAND_IN_PROGRESS');
    expect(refusal({ ...s, over: true }, { type: 'startHand' })).toBe('SESSION_OVER');
    const broke = { ...s, stacks: [4000, 0, 0, 0], leftAfter: [-1, 1, 1, 1] };
    expect(refusal(broke, { type: 'startHand' })).toBe('FEW_PLAYERS');
  });

  it('H9: startHand — levels by time need the time of the deal', () => {
    expect(refusal(newSession(byTime), { type: 'startHand' })).toBe('NEEDS_TIME');
    expect(refusal(newSession(byTime), { type: 'startHand', at: T0 })).toBeNull();
  });

  it('B13, G18: buyIn — between hands, for a player of the table, at most the buy-ins a game allows', () => {
    const s = cash();
    expect(refusal(s, { type: 'buyIn', player: 1 })).toBeNull();
    expect(refusal(s, { type: 'buyIn', player: 9 })).toBe('NO_PLAYER');
    expect(refusal(run(s, { type: 'startHand' }), { type: 'buyIn', player: 1 })).toBe('HAND_IN_PROGRESS');
    expect(refusal({ ...s, buyIns: [1, 1000, 1, 1] }, { type: 'buyIn', player: 1 })).toBe('TOO_MANY_BUY_INS');
  });

  it('T17: buyIn in a tournament — a rebuy for a stack at or below the starting stack, until its level', () => {
    let s = shove(newSession(byHands), 1, 0);
    expect(refusal(s, { type: 'buyIn', player: 1 })).toBeNull();
    expect(refusal(s, { type: 'buyIn', player: 0 })).toBe('STACK_TOO_BIG');
    s = quiet(quiet(quiet(quiet(s)))); // hand 5: the third level (index 2) dealt
    expect(refusal(s, { type: 'buyIn', player: 1 })).toBe('REBUYS_OVER');
  });

  it('H12: bombPot — between hands, at a table whose options have a bomb pot, said on or off', () => {
    const bomb: SessionConfig = { ...ledger, options: { ...ledger.options, bombPot: 10 } };
    const s = afterHand(newSession(bomb));
    expect(refusal(s, { type: 'bombPot', on: true })).toBeNull();
    expect(refusal(cash(), { type: 'bombPot', on: true })).toBe('NO_BOMB_POT');
    expect(refusal(s, { type: 'bombPot', on: 'yes' as unknown as boolean })).toBe('NO_BOMB_POT');
    expect(refusal(run(s, { type: 'startHand' }), { type: 'bombPot', on: true })).toBe('HAND_IN_PROGRESS');
  });

  it('G12: undo — something since the hand started, and in pass-and-play only a move between hands', () => {
    const dealt = run(cash(), { type: 'startHand' });
    expect(refusal(dealt, { type: 'undo' })).toBe('NOTHING_TO_UNDO');
    const acted = run(dealt, randomAction(dealt.hand!, legalActions(dealt.hand!), seededSource(3)));
    expect(refusal(acted, { type: 'undo' })).toBeNull();
    const deck = run(newSession({ ...ledger, dealing: 'deck' }), { type: 'startHand' });
    const [order] = legalActions(deck.hand!).actions;
    if (order.type !== 'shuffle') throw new Error('waits for a shuffle');
    const shuffled = run(deck, { type: 'shuffle', deck: [...order.cards] });
    expect(refusal(shuffled, { type: 'undo' })).toBe('NOT_UNDOABLE');
  });

  it('B13, G18: buyInPrice — an amount, a currency, within the limit, for starting stacks that are the same', () => {
    const s = cash();
    expect(refusal(s, { type: 'buyInPrice', price: 20, currency: 'BRL' })).toBeNull();
    expect(refusal(s, { type: 'buyInPrice', price: -1, currency: 'BRL' })).toBe('BAD_PRICE');
    expect(refusal(s, { type: 'buyInPrice', price: 20, currency: 'reais' })).toBe('BAD_PRICE');
    expect(refusal(s, { type: 'buyInPrice', price: 1e12, currency: 'BRL' })).toBe('PRICE_TOO_HIGH');
  });

  it('T23: pauseClock — a started clock of levels by time, not paused already', () => {
    expect(refusal(afterHand(newSession(byHands)), { type: 'pauseClock', at: T0 })).toBe('NO_CLOCK');
    const s = run(newSession(byTime), { type: 'startHand', at: T0 });
    expect(refusal(newSession(byTime), { type: 'pauseClock', at: T0 })).toBe('CLOCK_NOT_STARTED');
    expect(refusal(s, { type: 'pauseClock', at: NaN })).toBe('NEEDS_TIME');
    expect(refusal(s, { type: 'pauseClock', at: T0 + 1 })).toBeNull();
    expect(refusal(run(s, { type: 'pauseClock', at: T0 + 1 }), { type: 'pauseClock', at: T0 + 2 })).toBe('CLOCK_PAUSED');
  });

  it('T23: resumeClock — only a paused clock', () => {
    const s = run(newSession(byTime), { type: 'startHand', at: T0 });
    expect(refusal(s, { type: 'resumeClock', at: T0 + 1 })).toBe('CLOCK_RUNNING');
    expect(refusal(run(s, { type: 'pauseClock', at: T0 + 1 }), { type: 'resumeClock', at: T0 + 2 })).toBeNull();
  });

  it('T23: setLevel — a level of the schedule', () => {
    const s = run(newSession(byTime), { type: 'startHand', at: T0 });
    expect(refusal(s, { type: 'setLevel', level: 1, at: T0 + 1 })).toBeNull();
    expect(refusal(s, { type: 'setLevel', level: levels.length, at: T0 + 1 })).toBe('NO_LEVEL');
    expect(refusal({ ...s, over: true }, { type: 'setLevel', level: 1, at: T0 + 1 })).toBe('SESSION_OVER');
  });

  it('T18: addOn — in a tournament, between hands, at the break after its level, once per player', () => {
    expect(refusal(cash(), { type: 'addOn', player: 0 })).toBe('NO_TOURNAMENT');
    let s = quiet(newSession(byHands));
    expect(refusal(s, { type: 'addOn', player: 0 })).toBe('ADD_ON_CLOSED');
    s = quiet(quiet(quiet(s)));
    expect(refusal(s, { type: 'addOn', player: 0 })).toBeNull();
    expect(refusal(run(s, { type: 'addOn', player: 0 }), { type: 'addOn', player: 0 })).toBe('ALREADY_ADDED_ON');
  });

  it('T19: lateEntry — a registered late player, once, while late entry is open', () => {
    const s = quiet(newSession(night({ hands: 2 }, [3])));
    expect(refusal(s, { type: 'lateEntry', player: 3 })).toBeNull();
    expect(refusal(s, { type: 'lateEntry', player: 2 })).toBe('ALREADY_ENTERED');
    expect(refusal(run(s, { type: 'startHand' }), { type: 'lateEntry', player: 3 })).toBe('HAND_IN_PROGRESS');
  });

  it('T19: walkIn — a new name while late entry is open and the table has a seat', () => {
    const s = quiet(newSession(byHands));
    expect(refusal(s, { type: 'walkIn', name: 'Eva' })).toBeNull();
    expect(refusal(s, { type: 'walkIn', name: 'Ana' })).toBe('NAME_TAKEN');
    expect(refusal(s, { type: 'walkIn', name: '  ' })).toBe('NAME_EMPTY');
  });

  it('T5, T6: colourUp — only when a colour can leave, with a race that names its winners', () => {
    const s = quiet(newSession(byHands));
    expect(refusal(s, { type: 'colourUp', winners: [] })).toBe('NO_COLOUR_UP');
  });

  it('T15, T16: prizeDeal — once, by ICM or chip-chop, with what the players left can share', () => {
    const s = quiet(newSession(byHands));
    expect(refusal(s, { type: 'prizeDeal', method: 'coin' as 'icm', aside: 0 })).toBe('BAD_DEAL');
    expect(refusal(s, { type: 'prizeDeal', method: 'chipChop', aside: 0 })).toBeNull();
    expect(refusal(run(s, { type: 'prizeDeal', method: 'chipChop', aside: 100 }), { type: 'prizeDeal', method: 'icm', aside: 0 })).toBe('DEAL_DONE');
  });
});

describe('the offer of a deal comes from its check', () => {
  it('D14, G19: the view names the next dealer exactly when the startHand check allows a deal, over random cash games and tournaments (property)', () => {
    const tables = [ledger, { ...ledger, dealing: 'deck' as const }, byHands, night({ hands: 1 }, [2])];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: tables.length - 1 }), fc.integer(), fc.integer({ min: 0, max: 60 }), (table, seed, taps) => {
        const rng = seededSource(seed);
        let s = newSession(tables[table]);
        for (let tap = 0; tap < taps && !s.over; tap++) {
          const dealer = tableView(s, 'table').session.nextDealer;
          expect(dealer === null).toBe(checkSession(s, { type: 'startHand', at: 0 }) !== null);
          const hand = s.hand;
          const action: SessionAction = !hand || hand.pending.kind === 'complete' ? { type: 'startHand', at: 0 } : randomAction(hand, legalActions(hand), rng);
          const next = applySession(s, action);
          if (!next.ok) break;
          s = next.state;
        }
      }),
      { numRuns: 40 },
    );
  });
});
