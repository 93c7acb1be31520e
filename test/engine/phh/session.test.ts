import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhhs } from '../../../src/engine/phh/format.ts';
import { parsePhhs } from '../../../src/engine/phh/parse.ts';
import { replayPhh } from '../../../src/engine/phh/replay.ts';
import { exportSessionPhh } from '../../../src/engine/phh/session.ts';
import { getProfile } from '../../../src/engine/profiles/registry.ts';
import { replaySession, type SessionAction, type SessionConfig } from '../../../src/engine/session.ts';
import { sessionConfig, type SetupMode } from '../../../src/engine/setup.ts';
import type { ProfileId } from '../../../src/engine/types.ts';
import { setupDefaults } from '../../../src/engine/setup-defaults.ts';
import { playedSession } from '../support/session.ts';

const profiles = Object.keys(setupDefaults) as ProfileId[];

const configOf = (profile: ProfileId, mode: SetupMode, players: number): SessionConfig =>
  sessionConfig(
    { profile, players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu'].slice(0, players), mode, dealer: { kind: 'random' }, options: setupDefaults[profile] },
    0,
  );


describe('a game\'s hands as one .phhs file', () => {
  it('G9, B9: a brasileiro hand whose lone winner took the pot unshown replays from the file as it was played (_mesa_show_to_claim)', () => {
    // This seed's third hand is won when the other player folds, by a hand with no bonus.
    const config = configOf('brasileiro', 'pass-and-play', 2);
    const state = playedSession(config, 749015790, 4);
    const text = formatPhhs(exportSessionPhh(config, state.log).hands);
    expect(text).toContain('_mesa_show_to_claim = true');
    parsePhhs(text).forEach((hand, i) => {
      const outcome = replayPhh(hand);
      if (!outcome.ok) throw new Error(`hand ${i + 1}: ${JSON.stringify(outcome)}`);
      expect(outcome.checked).toBe(true);
    });
  });

  it('every exported hand reads back from the file and replays to the stacks the game recorded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...profiles), fc.integer({ min: 2, max: 5 }), fc.integer(), (profile, players, seed) => {
        const config = configOf(profile, 'pass-and-play', players);
        const state = playedSession(config, seed, 4);
        const { log } = state;
        const { hands, skipped } = exportSessionPhh(config, log);
        // The app deals every card: nothing PHH cannot say.
        expect(skipped).toBe(0);
        expect(hands.map((hand) => hand.hand)).toEqual(state.history.map((_, i) => i + 1));
        const text = formatPhhs(hands);
        const read = parsePhhs(text);
        expect(formatPhhs(read)).toBe(text);
        read.forEach((hand, i) => {
          const outcome = replayPhh(hand);
          if (!outcome.ok) throw new Error(`hand ${i + 1}: ${JSON.stringify(outcome)}`);
          expect(outcome.checked).toBe(true);
          const record = state.history[i];
          hand.players!.forEach((name, p) => {
            const seat = config.players.findIndex((player) => player.name === name);
            expect(outcome.state.result!.net[p], `${profile} hand ${i + 1} ${name}`).toBe(record.after[seat] - record.before[seat]);
            if (profile !== 'baseball') expect(outcome.state.seats[p].stack).toBe(record.after[seat]);
          });
        });
      }),
      { numRuns: 40 },
    );
  });

  it('G12: chip-ledger hands PHH cannot say (winners named or shown cards typed by the table, a board only the real table saw) are skipped and counted; the others are written', () => {
    let skippedSome = false;
    for (let seed = 1; seed <= 24; seed++) {
      const config = configOf(seed % 2 === 0 ? 'holdem' : 'draw5', 'ledger', 3);
      const state = playedSession(config, seed, 4);
        const { log } = state;
      const { hands, skipped } = exportSessionPhh(config, log);
      // Only hands that ended before a board street, without the table naming winners or typing shown cards, are written.
      const preflop = state.history.filter((_, i) => !handActions(log, i).some((action) => action.type === 'award' || action.type === 'show') && endedPreflop(config, log, i)).length;
      expect(hands.length).toBe(preflop);
      expect(hands.length + skipped).toBe(state.history.length);
      for (const hand of parsePhhs(formatPhhs(hands))) {
        const outcome = replayPhh(hand);
        expect(outcome.ok, JSON.stringify(outcome.ok ? null : { ...outcome, state: undefined })).toBe(true);
      }
      skippedSome ||= skipped > 0;
    }
    expect(skippedSome).toBe(true);
  });

  it('G12: a hand whose award the table undid and named again is one hand, written or counted once, as the game\'s history has it', () => {
    let redone = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const config = configOf(seed % 2 === 0 ? 'holdem' : 'draw5', 'ledger', 3);
      const { log } = playedSession(config, seed, 4);
      const award = log.findIndex((action) => action.type === 'award');
      if (award < 0) continue;
      const again: SessionAction[] = [...log.slice(0, award + 1), { type: 'undo' }, ...log.slice(award)];
      if (!replaySession(config, again).ok) continue;
      expect(exportSessionPhh(config, again)).toEqual(exportSessionPhh(config, log));
      redone++;
    }
    expect(redone).toBeGreaterThan(0);
  });

  it('a file of several hands names the hand a problem is in', () => {
    const config = configOf('draw5', 'pass-and-play', 3);
    const [first] = exportSessionPhh(config, playedSession(config, 7, 1).log).hands;
    expect(() => parsePhhs(formatPhhs([first, { ...first, min_bet: 0 }]))).toThrow(/^\[2\] min_bet: must be positive/);
    expect(() => parsePhhs('variant = "NT"\n')).toThrow(/expected a table holding one hand/);
  });
});

/** Whether the i-th hand of a log ended before its first board street, if any (so PHH needs no board). */
function endedPreflop(config: SessionConfig, log: readonly SessionAction[], i: number): boolean {
  const firstBoard = getProfile(config.profile).streets.findIndex((street) => street.kind === 'deal' && street.to === 'board');
  const before = log.flatMap((action, at) => (action.type === 'startHand' ? [at] : []))[i + 1] ?? log.length;
  const replayed = replaySession(config, log.slice(0, before));
  if (!replayed.ok) throw new Error(replayed.error.code);
  return firstBoard < 0 || replayed.state.hand!.street < firstBoard;
}

/** The actions of the i-th hand of a log. */
function handActions(log: readonly SessionAction[], i: number): SessionAction[] {
  const starts = log.flatMap((action, at) => (action.type === 'startHand' ? [at] : []));
  return log.slice(starts[i], starts[i + 1]);
}
