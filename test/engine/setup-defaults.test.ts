// The rule book's defaults a new table starts from (setup-defaults.ts), per game.
import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '../../src/engine/tournament/schedule.ts';
import { defaultDealers, setupDefaults } from '../../src/engine/setup-defaults.ts';
import { validateSetup } from '../../src/engine/setup.ts';
import { levelTerms } from '../../src/engine/tournament/levels.ts';
import type { ProfileId } from '../../src/engine/types.ts';

const profiles = Object.keys(setupDefaults) as ProfileId[];
const defaults = (profile: ProfileId) => setupDefaults[profile];

describe('rule book defaults per profile', () => {
  it('D1, D14: draw5 starts with 100 chips, ante 1, and plays 10 hands', () => {
    expect(defaults('draw5')).toMatchObject({ startingChips: 100, ante: 1, sessionKind: 'hands', sessionCount: 10 });
  });

  it('B4, B5, B8, B12: brasileiro posts an escuro of 1 and 2, allows re-buys, doubles, and has no cheirosinha', () => {
    expect(defaults('brasileiro')).toMatchObject({ escuro: 1, escuroRebuy: true, doubleFactor: 2, cheirosinha: false, sessionKind: 'open' });
  });

  it('S3, S6, S9: baseball antes 1, bets 1 with at most 3 raises, and plays 8 resolved pots', () => {
    expect(defaults('baseball')).toMatchObject({ ante: 1, betUnit: 1, raiseCap: 3, sessionKind: 'pots', sessionCount: 8 });
  });

  it('F1, F4, F6, F9, F12, F13: fechado — pingo, agreed limits, jacks to open, 4 cards for all, stripped deck, no escuro', () => {
    expect(defaults('fechado')).toMatchObject({
      ante: 1,
      limit: 'spread',
      openers: 'progressive',
      fourCards: 'everyone',
      fullDeck: false,
      escuroChain: 0,
    });
    expect(defaults('fechado').minBet).toBeLessThanOrEqual(defaults('fechado').maxBet);
  });

  it('H2, H4, H9: holdem is a cash game with blinds 100/200 (source 004), no ante, raises by the last increment', () => {
    expect(defaults('holdem')).toMatchObject({ tournament: false, smallBlind: 100, bigBlind: 200, ante: 0, bigBlindAnte: false, minRaise: 'increment' });
  });

  it('F3: fechado draws for the first dealer by high card; D2, S3 and the others draw at random', () => {
    expect(Object.fromEntries(profiles.map((p) => [p, defaultDealers[p]]))).toEqual({
      draw5: 'random',
      brasileiro: 'random',
      baseball: 'random',
      fechado: 'highCard',
      holdem: 'random',
      plo: 'random',
      plo5: 'random',
    });
  });

  it('H9: a tournament starts from the engine\'s default schedule for the starting stacks, and can start as it is', () => {
    const holdem = defaults('holdem');
    expect({ levels: holdem.levels, every: { [holdem.levelBy]: holdem.levelEvery } }).toEqual(defaultSchedule(levelTerms('holdem', holdem), holdem.startingChips));
    expect(validateSetup({ profile: 'holdem', players: ['A', 'B'], mode: 'pass-and-play', dealer: { kind: 'random' }, options: { ...holdem, tournament: true } })).toEqual([]);
  });
});

