// E1, E2, E3, E7: a hold'em night's hands as one PokerStars file.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etTime, exportSessionStars, parseStarsHands, PhhError, starsFinalStacks, starsHandId, type SessionConfig } from '../../../src/engine/index.ts';
import { ledger, playedSession } from '../support/session.ts';

const names = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu'];
const cash = (players: number): SessionConfig => ({
  profile: 'holdem',
  players: names.slice(0, players).map((name) => ({ name, stack: 400 })),
  firstDealer: 0,
  options: { smallBlind: 5, bigBlind: 10, straddle: 'utg', runouts: 2, bombPot: 20 },
});
const night = Date.UTC(2026, 11, 3, 0, 30, 0);

describe("a hold'em night as PokerStars text", () => {
  it('E1, E2, E3: every hand of a night, in order, numbered by the night and the hand, at its own time, read back to the stacks the game recorded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, heroPick) => {
        const config = cash(players);
        const state = playedSession(config, seed, 5);
        const hero = heroPick % players;
        const { text, hands, skipped } = exportSessionStars(config, state.log, { hero, startedAt: night });
        expect(skipped).toBe(0);
        expect(hands).toBe(state.history.length);
        const read = parseStarsHands(text);
        expect(read.map((hand) => hand.id)).toEqual(state.history.map((_, i) => starsHandId(night, i + 1)));
        read.forEach((hand, i) => {
          // playedSession deals a hand a minute from the clock's 0.
          expect(hand.time).toBe(etTime(i * 60_000));
          expect(hand.tournament).toBeNull();
          const final = starsFinalStacks(hand);
          for (const [name, stack] of Object.entries(final)) expect(stack).toBe(state.history[i].after[names.indexOf(name)]);
          // E3: the hero's cards whenever he was dealt in, nobody else's.
          if (hand.seats.some((s) => s.name === names[hero])) expect(hand.hero?.name).toBe(names[hero]);
          else expect(hand.hero).toBeNull();
        });
      }),
      { numRuns: 25 },
    );
  });

  it('E2: a tournament night writes each hand at its level, at the tournament’s table', () => {
    const config: SessionConfig = {
      ...cash(3),
      players: names.slice(0, 3).map((name) => ({ name, stack: 20_000 })),
      options: { smallBlind: 5, bigBlind: 10 },
      schedule: { levels: [{ smallBlind: 5, bigBlind: 10 }, { smallBlind: 10, bigBlind: 20, ante: 2 }], every: { hands: 2 } },
    };
    // This seed plays four hands without anyone going out.
    const state = playedSession(config, 8, 4);
    expect(state.history).toHaveLength(4);
    const read = parseStarsHands(exportSessionStars(config, state.log, { hero: 0, startedAt: night }).text);
    expect(read).toHaveLength(4);
    const id = String(night / 1000);
    expect(read.map((hand) => [hand.tournament, hand.table, hand.big])).toEqual(
      read.map((_, i) => [{ id, level: i < 2 ? 1 : 2 }, `${id} 1`, i < 2 ? 10 : 20]),
    );
    expect(read[2].posts.filter((p) => p.kind === 'ante').length).toBe(read[2].seats.length);
  });

  it('E7: chip-ledger hands no history can say are skipped and counted; a hand won before the flop is written with no card dealt', () => {
    let written = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const state = playedSession(ledger, seed, 4);
      const { text, hands, skipped } = exportSessionStars(ledger, state.log, { hero: 1, startedAt: night });
      expect(hands + skipped).toBe(state.history.length);
      const read = text === '' ? [] : parseStarsHands(text);
      expect(read.length).toBe(hands);
      for (const hand of read) {
        expect(hand.hero).toBeNull();
        expect(hand.boards[0]).toEqual([]);
      }
      written += hands;
    }
    expect(written).toBeGreaterThan(0);
  });

  it('E1: only hold’em nights are written', () => {
    const draw: SessionConfig = { ...cash(3), profile: 'draw5', options: {} };
    expect(() => exportSessionStars(draw, [], { hero: 0, startedAt: night })).toThrow(PhhError);
  });
});
