// A past game's hands, as its history screen lists them from the stored log.
import { describe, expect, it } from 'vitest';
import { legalActions, newSession, playedHands, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { levelText } from '../../../src/ui/clock/level-text.ts';
import { language } from '../../../src/ui/i18n/index.ts';
import { playedSession, run } from '../../engine/support/session.ts';

/** A hold'em ledger hand played to the award: everyone checks or calls. */
function toAward(session: SessionState): SessionState {
  while (session.hand!.pending.kind === 'bet') {
    const legal = legalActions(session.hand!);
    const stay = legal.actions.find((a) => a.type === 'check' || a.type === 'call')!;
    session = run(session, { type: stay.type as 'check' | 'call', seat: legal.seat! });
  }
  return session;
}

describe('past game history', () => {
  it('G12: a hand whose award was undone and entered again is listed once, with the award that counts', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [{ name: 'Ana', stack: 100 }, { name: 'Bia', stack: 100 }, { name: 'Caio', stack: 100 }],
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2 },
    };
    let s = toAward(run(newSession(config), { type: 'startHand', at: 0 }));
    s = run(s, { type: 'award', pot: 0, winners: [1] }, { type: 'undo' }, { type: 'award', pot: 0, winners: [2] });
    s = toAward(run(s, { type: 'startHand', at: 1 }));
    s = run(s, { type: 'award', pot: 0, winners: [0] });

    const hands = playedHands(config, s.log);
    expect(hands.map((h) => h.number)).toEqual([1, 2]);
    expect(hands[0].stacks.after).toEqual([98, 98, 104]);
    expect(hands[1].stacks.after).toEqual(s.stacks);
    expect(hands[0].view.result!.pots[0].winners).toEqual([2]);
  });

  it("T7: a tournament's hands carry the level each was dealt at, written in the game's own words", () => {
    language.value = 'pt-BR';
    const config: SessionConfig = {
      profile: 'brasileiro',
      players: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 200 }, { name: 'Caio', stack: 200 }],
      firstDealer: 0,
      options: { escuro: 1 },
      schedule: { levels: [{ escuro: 1 }, { escuro: 2 }, { escuro: 5 }], every: { hands: 1 } },
    };
    const session = playedSession(config, 7, 3);
    const hands = playedHands(config, session.log);
    expect(hands.map((h) => h.level)).toEqual([
      { number: 1, bets: { escuro: 1 } },
      { number: 2, bets: { escuro: 2 } },
      { number: 3, bets: { escuro: 5 } },
    ]);
    expect(levelText(config, hands[1].level!.bets)).toBe('Escuro 2/4');
    // A cash game's hands have no level.
    expect(playedHands({ ...config, schedule: undefined }, playedSession({ ...config, schedule: undefined }, 7, 1).log)[0].level).toBeNull();
  });
});
