import { describe, expect, it } from 'vitest';
import { BONUS_UNITS, legalActions, newSession, tableView, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { checkSession } from '../../../src/engine/checks.ts';
import { brasileiroDeck, rebuy, stand } from '../support/brasileiro.ts';
import { fechadoDeck, run } from '../support/fechado.ts';
import { check, fold, seats } from '../support/table.ts';

const players = seats(100, 100, 100, 100);

/** Hand 1 (normal, dealer 0): seat 3 wins uncontested with four nines and shows them for the bonus (B9), so jacker comes next (B10). */
function afterBonus(config: SessionConfig): SessionState {
  let session = run(newSession(config), { type: 'startHand' }, rebuy(2, false));
  session = run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, ['9s 9h 9d 9c As']) });
  return run(session, stand(3), stand(2), stand(1), stand(0), fold(2), fold(1), fold(0), { type: 'show', seat: 3 });
}

const brasileiro = (session: SessionState) => tableView(session, 'table').profile.brasileiro!;

/** What each seat put in when the deal was dealt, before anyone acted. */
const posted = (session: SessionState) => session.hand!.seats.map((s) => s.committed);

describe('the profile part of the table view', () => {
  it('B10: between deals the jacker post is what the next deal asks for, at the level it is dealt at (T7), not twice the table option', () => {
    // A tournament whose dealer's post rises from 1 to 2 after the first hand.
    const config: SessionConfig = {
      profile: 'brasileiro',
      players,
      firstDealer: 0,
      options: { escuro: 1 },
      schedule: { levels: [{ escuro: 1 }, { escuro: 2 }], every: { hands: 1 } },
    };
    let session = afterBonus(config);
    expect(session.mode).toBe('jacker');
    const between = brasileiro(session);
    expect(between.jacker).toEqual({ pot: 0, deals: 1 });
    expect(between.jackerPost).toBe(4);
    session = run(session, { type: 'startHand' });
    expect(posted(session)).toEqual([4, 4, 4, 4]);
    // In the deal, the post is the deal's own.
    expect(brasileiro(session).jackerPost).toBe(4);
    expect(brasileiro(session).unit).toBe(2);
  });

  it('B10: a redeal of the run posts one unit more, and the panel says so between deals and in the deal', () => {
    let session = afterBonus({ profile: 'brasileiro', players, firstDealer: 0, options: { escuro: 5 } });
    expect(brasileiro(session).jackerPost).toBe(10);
    session = run(session, { type: 'startHand' });
    session = run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, []) });
    // Nobody has trips: everyone says passo and the deal is dead.
    for (let i = 0; i < 4; i++) session = run(session, check(legalActions(session.hand!).seat!));
    expect(session.carried).toEqual({ chips: 40, deals: 1 });
    expect(brasileiro(session)).toMatchObject({ jacker: { pot: 40, deals: 2 }, jackerPost: 5 });
    session = run(session, { type: 'startHand' });
    expect(posted(session)).toEqual([5, 5, 5, 5]);
    expect(brasileiro(session).jackerPost).toBe(5);
  });

  it('B9: the bonus each other player pays is the shown hand\'s units times the dealer\'s post, for the table and for every seat', () => {
    const session = afterBonus({ profile: 'brasileiro', players, firstDealer: 0, options: { escuro: 3 } });
    for (const viewer of ['table', 0, 1, 2, 3] as const) {
      expect(tableView(session, viewer).profile.brasileiro!.bonusEach).toEqual([0, 0, 0, BONUS_UNITS.quads * 3]);
    }
    expect(brasileiro(session).jackerPost).toBe(6);
  });

  it('F7, F12: the openers this deal needs and the next deal will need, the chips left on the table counted', () => {
    let s = newSession({ profile: 'fechado', players: seats(100, 100, 100), firstDealer: 0 });
    s = run(s, { type: 'startHand' });
    s = run(s, { type: 'shuffle', deck: fechadoDeck(s.hand!.config, ['Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c']) });
    expect(tableView(s, 1).profile.fechado).toEqual({ openers: 'jacks', nextOpeners: 'jacks', escuro: null });
    s = run(s, check(1), check(2), check(0));
    expect(tableView(s, 'table').profile.fechado).toMatchObject({ openers: 'jacks', nextOpeners: 'queens' });
  });

  it('F13: the escuro variant\'s chain of posts, smallest first, with its escurante; no openers', () => {
    let s = newSession({ profile: 'fechado', players: seats(100, 100, 100, 100), firstDealer: 1, options: { escuroPosters: 3, escuro: 2 } });
    s = run(s, { type: 'startHand' });
    const part = tableView(s, 'table').profile.fechado!;
    expect(part.escuro).toEqual({ posts: [{ seat: 1, post: 2 }, { seat: 2, post: 4 }, { seat: 3, post: 8 }], escurante: 3 });
    expect(part.openers).toBeNull();
  });

  it('S6, S9: Baseball\'s panel has the raises a round allows and the pots played out of the session\'s', () => {
    let s = newSession({ profile: 'baseball', players: seats(0, 0, 0), firstDealer: 0, options: { ante: 1, betting: { kind: 'fixed', unit: 1, cap: 2 }, sessionPots: 5 } });
    s = run(s, { type: 'startHand' });
    expect(tableView(s, 'table').profile.baseball).toEqual({ cap: 2, pots: { resolved: 0, total: 5 } });
    const open = newSession({ profile: 'baseball', players: seats(0, 0, 0), firstDealer: 0, options: { sessionPots: 0 } });
    // S6: the rule book's 3 raises where the table agreed none.
    expect(tableView(run(open, { type: 'startHand' }), 'table').profile.baseball).toEqual({ cap: 3, pots: { resolved: 0, total: 0 } });
  });

  it('H12: a bomb pot the table may call between hands, called, and its ante in the hand', () => {
    let s = newSession({ profile: 'holdem', players: seats(1000, 1000, 1000), firstDealer: 0, options: { smallBlind: 5, bigBlind: 10, bombPot: 30 } });
    expect(tableView(s, 'table').profile.holdem).toEqual({ bombAnte: 0, nextBomb: { ante: 30, on: false } });
    s = run(s, { type: 'bombPot', on: true });
    expect(tableView(s, 'table').profile.holdem!.nextBomb).toEqual({ ante: 30, on: true });
    s = run(s, { type: 'startHand' });
    expect(tableView(s, 2).profile.holdem!.bombAnte).toBe(30);
    // Offered only where H12's check lets the table change it: not with a hand in play.
    expect(checkSession(s, { type: 'bombPot', on: false })?.code).toBe('HAND_IN_PROGRESS');
    expect(tableView(s, 2).profile.holdem!.nextBomb).toBeNull();
    const plain = newSession({ profile: 'holdem', players: seats(1000, 1000), firstDealer: 0, options: { smallBlind: 5, bigBlind: 10 } });
    expect(tableView(plain, 'table').profile.holdem).toEqual({ bombAnte: 0, nextBomb: null });
  });
});
