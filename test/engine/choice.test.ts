/** Dealer's choice (RULES.md section C): the games, the naming, what carries from one game to the next. */
import { describe, expect, it } from 'vitest';
import {
  applySession,
  CHOICE_PROFILES,
  exportSessionPhh,
  exportSessionStars,
  legalActions,
  newSession,
  seededSource,
  tableView,
  type ChoiceGame,
  type DealersChoice,
  type NameGameAction,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { orbitOver } from '../../src/engine/choice.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { brasileiroDeck, rebuy, stand } from './support/brasileiro.ts';
import { fechadoDeck } from './support/fechado.ts';
import { run } from './support/session.ts';
import { bet, check, seats } from './support/table.ts';

const HOLDEM: ChoiceGame = { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } };
const DRAW5: ChoiceGame = { profile: 'draw5', options: { ante: 5, minBet: 10 } };
const FECHADO: ChoiceGame = { profile: 'fechado' };

const night = (games: readonly ChoiceGame[], per: DealersChoice['per'] = 'deal', more: Partial<SessionConfig> = {}): SessionConfig => ({
  profile: 'holdem',
  players: seats(100, 100, 100),
  firstDealer: 0,
  choice: { games, per },
  ...more,
});

const name = (seat: number, game: number): NameGameAction => ({ type: 'nameGame', seat, game });

/** The refusal of `action`, which must be refused. */
function refused(session: SessionState, action: Parameters<typeof applySession>[1]) {
  const result = applySession(session, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return result.error;
}

/** Deal the game in force and play it quietly: everyone checks where he may, else folds, and stands pat (stacks barely move). */
function playHand(session: SessionState): SessionState {
  session = run(session, { type: 'startHand' });
  return quietly(session);
}

function quietly(session: SessionState): SessionState {
  const rng = seededSource(1);
  for (let steps = 0; session.hand!.pending.kind !== 'complete'; steps++) {
    if (steps > 1000) throw new Error('hand did not end');
    const legal = legalActions(session.hand!);
    const seat = legal.seat!;
    const has = (type: string) => legal.actions.some((a) => a.type === type);
    const action: SessionAction = has('check') ? check(seat) : has('fold') ? { type: 'fold', seat } : has('draw') ? { type: 'draw', seat, discard: [] } : randomAction(session.hand!, legal, rng);
    session = run(session, action);
  }
  return session;
}

/** Name the game as the next dealer and play the hand out. */
const nameAndPlay = (session: SessionState, game: number) => playHand(run(session, name(tableView(session, 'table').session.nextDealer!, game)));

describe("dealer's choice", () => {
  it('C1: two to six games of distinct profiles among the six that play in chips, Baseball left out, in a cash game with one way of dealing', () => {
    expect(CHOICE_PROFILES).not.toContain('baseball');
    expect(() => newSession(night([HOLDEM, { profile: 'baseball' }]))).toThrow(/games\[1\]\.profile/);
    expect(() => newSession(night([HOLDEM, { profile: 'holdem' }]))).toThrow(/listed once/);
    expect(() => newSession(night([HOLDEM]))).toThrow(/2 to 6 games/);
    expect(() => newSession(night([HOLDEM, DRAW5, FECHADO, { profile: 'plo' }, { profile: 'plo5' }, { profile: 'brasileiro' }, { profile: 'draw5' }]))).toThrow(/2 to 6 games/);
    expect(() => newSession(night([HOLDEM, { ...DRAW5, dealing: 'ledger' }]))).toThrow(/one way of dealing/);
    expect(() => newSession(night([HOLDEM, DRAW5], 'deal', { schedule: { levels: [{ smallBlind: 1, bigBlind: 2 }], every: { hands: 5 } } }))).toThrow(/cash game/);
    expect(() => newSession(night([HOLDEM, DRAW5], 'hand' as DealersChoice['per']))).toThrow(/per/);
    // The config's own game, options and dealing are the first game's.
    const s = newSession(night([DRAW5, HOLDEM], 'deal', { profile: 'holdem', options: { bigBlind: 50 } }));
    expect(s.config).toMatchObject({ profile: 'draw5', options: DRAW5.options });
    expect(s.game).toBeUndefined();
    // The night's way of dealing is every game's, the table's where the games say none.
    const ledger = run(newSession(night([HOLDEM, DRAW5], 'deal', { dealing: 'ledger' })), name(0, 1), { type: 'startHand' });
    expect(ledger.hand!.config).toMatchObject({ profile: 'draw5', dealing: 'ledger' });
  });

  it('C2: each game is dealt with its own stakes, set at the setup, and each hand records its game', () => {
    let s = newSession(night([HOLDEM, DRAW5]));
    s = nameAndPlay(s, 1);
    expect(s.hand!.config).toMatchObject({ profile: 'draw5', options: DRAW5.options });
    expect(s.hand!.config.antes).toEqual([5, 5, 5]);
    s = nameAndPlay(s, 0);
    expect(s.hand!.config).toMatchObject({ profile: 'holdem', options: HOLDEM.options });
    expect(s.history.map((h) => h.game)).toEqual([1, 0]);
  });

  it('C2: between hands, the game panel is the last hand’s at its stakes until a game is named, then the named game’s', () => {
    let s = nameAndPlay(newSession(night([HOLDEM, { profile: 'brasileiro', options: { escuro: 3 } }])), 1);
    expect(tableView(s, 'table').profile).toMatchObject({ brasileiro: { unit: 3 }, holdem: null });
    s = run(s, name(1, 0));
    expect(tableView(s, 'table').profile).toMatchObject({ brasileiro: null, holdem: { bombAnte: 0, nextBomb: null } });
  });

  it('C3: the next dealer names the game before his deal; no deal without it; he may change it until the deal, and an undo takes it back', () => {
    let s = newSession(night([HOLDEM, DRAW5]));
    expect(refused(s, { type: 'startHand' })).toMatchObject({ code: 'NAME_GAME' });
    const view = tableView(s, 'table');
    expect(view.session.nextDealer).toBe(0);
    expect(view.choice).toMatchObject({ current: null, namedBy: null, naming: { seat: 0, games: [0, 1] } });
    expect(refused(s, name(1, 0))).toMatchObject({ code: 'NOT_DEALER' });
    for (const game of [2, -1, 0.5, Number.NaN]) expect(refused(s, name(0, game))).toMatchObject({ code: 'NO_GAME' });
    s = run(s, name(0, 1));
    expect(tableView(s, 'table').choice).toMatchObject({ current: 1, namedBy: 0 });
    s = run(s, name(0, 0));
    expect(s.game).toBe(0);
    s = run(s, { type: 'undo' });
    expect(s.game).toBe(1);
    s = run(s, { type: 'startHand' });
    expect(s.hand!.config.profile).toBe('draw5');
    expect(refused(s, name(1, 0))).toMatchObject({ code: 'HAND_IN_PROGRESS' });
    expect(tableView(s, 'table').choice!.naming).toBeNull();
    // Not a dealer's-choice night: nothing to name.
    expect(refused(newSession({ profile: 'holdem', players: seats(100, 100), firstDealer: 0 }), name(0, 0))).toMatchObject({ code: 'NOT_CHOICE' });
  });

  it('C4: named for a deal, the game lasts that deal; the next dealer names the next', () => {
    let s = nameAndPlay(newSession(night([HOLDEM, DRAW5])), 1);
    expect(s.game).toBeUndefined();
    expect(refused(s, { type: 'startHand' })).toMatchObject({ code: 'NAME_GAME' });
    expect(tableView(s, 'table').choice).toMatchObject({ current: null, naming: { seat: 1, games: [0, 1] } });
  });

  it('C5: named for an orbit, the game stands until the deal comes round to the seat that named it, who names again', () => {
    let s = nameAndPlay(newSession(night([HOLDEM, DRAW5], 'orbit')), 1);
    for (const dealer of [1, 2]) {
      expect(tableView(s, 'table').choice).toMatchObject({ current: 1, namedBy: 0, naming: null });
      expect(refused(s, name(dealer, 0))).toMatchObject({ code: 'GAME_KEPT' });
      s = playHand(s);
      expect(s.hand!.config).toMatchObject({ profile: 'draw5', dealer });
    }
    expect(s.game).toBeUndefined();
    expect(tableView(s, 'table').choice!.naming).toEqual({ seat: 0, games: [0, 1] });
    expect(s.history.map((h) => h.game)).toEqual([1, 1, 1]);
  });

  it('C5: an orbit is over once the button reaches or passes the namer’s seat, whether he is dealt in or sits out', () => {
    // Four seats, the deal moving left: seat 2 named; from dealer 1 the next dealer is 3 when 2 sits out.
    expect(orbitOver(4, 1, 3, 1, 2)).toBe(true);
    expect(orbitOver(4, 1, 2, 1, 2)).toBe(true);
    expect(orbitOver(4, 0, 1, 1, 2)).toBe(false);
    // To the right (brasileiro first, C7): from 3 to 1 passes 2.
    expect(orbitOver(4, 3, 1, -1, 2)).toBe(true);
    expect(orbitOver(4, 3, 1, 1, 2)).toBe(false);
  });

  it('C6: chips left on the table are played for in their own game: the next deal is that game, kept, and no other may be named', () => {
    let s = newSession(night([HOLDEM, FECHADO]));
    s = run(s, name(0, 1), { type: 'startHand' });
    s = run(s, { type: 'shuffle', deck: fechadoDeck(s.hand!.config, ['Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c']) });
    s = run(s, check(1), check(2), check(0));
    expect(s.carried.chips).toBe(3);
    expect(s.game).toBe(1);
    expect(tableView(s, 'table').choice).toMatchObject({ current: 1, namedBy: null, naming: null });
    expect(refused(s, name(1, 0))).toMatchObject({ code: 'GAME_KEPT', message: expect.stringContaining('C6') });
    s = run(s, { type: 'startHand' });
    expect(s.hand!.config).toMatchObject({ profile: 'fechado', dealer: 1, carried: { chips: 3, deals: 1 } });
    // Played until a deal wins the chips: then the next dealer names again.
    s = run(s, { type: 'shuffle', deck: fechadoDeck(s.hand!.config, ['As Ad Kc Kh 8c', '7s 8d 9c Th Qs', 'Ah Kd Qc Js 9h']) });
    s = quietly(run(s, bet(2, 2)));
    expect(s.carried.chips).toBe(0);
    expect(s.game).toBeUndefined();
    expect(s.history.every((h) => h.game === 1)).toBe(true);
  });

  it('C7: the button moves as the first game listed moves it, whatever is dealt (brasileiro first: to the right)', () => {
    let s = newSession(night([{ profile: 'brasileiro' }, HOLDEM]));
    const dealers: number[] = [];
    for (const game of [1, 0, 1]) {
      s = nameAndPlay(s, game);
      dealers.push(s.hand!.config.dealer);
    }
    expect(dealers).toEqual([0, 2, 1]);
  });

  it('C8: a bomb pot belongs to its game: the first hold’em deal of the night is its first bomb pot, and one called waits for that game’s next deal', () => {
    const bombs: ChoiceGame = { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2, bombPot: 5, bombPotFirst: true } };
    let s = newSession(night([DRAW5, bombs]));
    s = nameAndPlay(s, 0);
    expect(s.hand!.config.mode).toBeUndefined();
    s = nameAndPlay(s, 1);
    expect(s.hand!.config.mode).toBe('bomb');
    // No bomb pot before a game is named; one called for hold'em waits while the dealer changes his mind.
    expect(refused(s, { type: 'bombPot', on: true })).toMatchObject({ code: 'NO_BOMB_POT' });
    s = run(s, name(2, 1), { type: 'bombPot', on: true }, name(2, 0));
    expect(tableView(s, 'table').profile.holdem).toBeNull();
    s = playHand(s);
    expect(s.hand!.config).toMatchObject({ profile: 'draw5' });
    expect(s.hand!.config.mode).toBeUndefined();
    s = nameAndPlay(s, 1);
    expect(s.hand!.config).toMatchObject({ profile: 'holdem', mode: 'bomb' });
  });

  it('C8: brasileiro’s jacker mode after a bonus (B9) waits for the next brasileiro deal, past another game’s deal', () => {
    let s = newSession(night([{ profile: 'brasileiro' }, HOLDEM], 'deal', { players: seats(100, 100, 100, 100) }));
    s = run(s, name(0, 0), { type: 'startHand' }, rebuy(2, false));
    s = run(s, { type: 'shuffle', deck: brasileiroDeck(s.hand!.config, ['9s 9h 9d 9c As']) });
    s = run(s, stand(3), stand(2), stand(1), stand(0), { type: 'fold', seat: 2 }, { type: 'fold', seat: 1 }, { type: 'fold', seat: 0 }, { type: 'show', seat: 3 });
    expect(s.mode).toBe('normal');
    // Between hands with no game named, the panel is the last hand's: its bonus, and no jacker for a deal not named yet.
    expect(tableView(s, 'table').profile.brasileiro).toMatchObject({ jacker: null, bonusEach: [0, 0, 0, 1] });
    // Dealer 3 (the button moves right, C7) deals hold'em: a normal hand.
    s = nameAndPlay(s, 1);
    expect(s.hand!.config).toMatchObject({ profile: 'holdem', dealer: 3 });
    expect(s.hand!.config.mode).toBeUndefined();
    // Dealer 2 names brasileiro: its jacker deal comes now.
    s = run(s, name(2, 0));
    expect(s.mode).toBe('jacker');
    expect(tableView(s, 'table').profile.brasileiro!.jacker).toEqual({ pot: 0, deals: 1 });
    s = run(s, { type: 'startHand' });
    expect(s.hand!.config).toMatchObject({ profile: 'brasileiro', mode: 'jacker' });
  });

  it('C9: stacks and buy-ins are the night’s: a player with chips is dealt in whatever the game, a short ante all in', () => {
    let s = newSession(night([HOLDEM, DRAW5], 'deal', { players: seats(3, 100, 100) }));
    s = run(s, name(0, 1), { type: 'startHand' });
    expect(s.hand!.seats[0]).toMatchObject({ inHand: true });
    expect(s.hand!.seats[0].committed).toBe(3);
  });

  it('C10: the hands agreed at the setup count every game’s hands', () => {
    let s = newSession(night([HOLDEM, DRAW5], 'deal', { hands: 2 }));
    s = nameAndPlay(nameAndPlay(s, 0), 1);
    expect(s.over).toBe(true);
    expect(refused(s, name(2, 0))).toMatchObject({ code: 'SESSION_OVER' });
    expect(tableView(s, 'table').choice!.naming).toBeNull();
  });

  it('C11: each hand is written in its own game: PHH in its variant, the PokerStars text with the hold’em hands and the others left out', () => {
    let s = newSession(night([HOLDEM, DRAW5]));
    for (const game of [0, 1, 1, 0]) s = nameAndPlay(s, game);
    expect(exportSessionPhh(s.config, s.log).hands.map((h) => h.variant)).toEqual(['NT', '_MESA_DRAW5', '_MESA_DRAW5', 'NT']);
    const stars = exportSessionStars(s.config, s.log, { hero: null, startedAt: 1_700_000_000_000 });
    expect(stars).toMatchObject({ hands: 2, skipped: 2 });
    expect(stars.text.match(/Hold'em No Limit/g)).toHaveLength(2);
    expect(() => exportSessionStars(newSession(night([DRAW5, FECHADO])).config, [], { hero: null, startedAt: 0 })).toThrow(/hold'em only/);
  });
});
