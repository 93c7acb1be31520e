import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  chipsBought,
  clockAt,
  newSession,
  replaySession,
  type Level,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { effectiveLog } from '../../../src/engine/undo.ts';
import { actionProblem, configProblem } from '../../../src/engine/shape.ts';
import { addOnOpen, caseShortOf, chipsInCase, colourUpDue, notArrived, prizeTable } from '../../../src/engine/tournament/play.ts';
import { tournamentPlaces, tournamentSettlement } from '../../../src/engine/tournament/prizes.ts';
import { run } from '../support/session.ts';
import { NIGHT_CHIPS, NIGHT_TERMS, quiet, shove } from '../support/tournament.ts';

const levels: Level[] = [
  { smallBlind: 25, bigBlind: 50 },
  { smallBlind: 50, bigBlind: 100 },
  { smallBlind: 100, bigBlind: 200 },
  { smallBlind: 200, bigBlind: 400 },
  { smallBlind: 300, bigBlind: 600 },
];

const terms = NIGHT_TERMS;
const chipSet = NIGHT_CHIPS;

const names = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio'];
const config = (players = 6, late: number[] = [], dealing: 'ledger' | 'deck' = 'ledger'): SessionConfig => ({
  profile: 'holdem',
  players: names.slice(0, players).map((name, i) => ({ name, stack: 1500, ...(late.includes(i) ? { late: true } : {}) })),
  firstDealer: 0,
  dealing,
  schedule: { levels, every: { hands: 2 }, breaks: { every: 2, minutes: 10 } },
  tournament: terms,
  chipSet,
});

const refused = (session: SessionState, action: SessionAction) => {
  const result = applySession(session, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return result.error.code;
};

describe('T17: rebuys', () => {
  it('T17: a busted player rebuys for the rebuy chips through level N and the break after it, not once level N+1 is dealt', () => {
    let s = newSession(config());
    s = shove(s, 1, 0); // Bia out in hand 1
    expect(s.stacks[1]).toBe(0);
    s = run(s, { type: 'buyIn', player: 1 });
    expect(s.stacks[1]).toBe(1500);
    expect(s.buyIns[1]).toBe(2);
    expect(s.leftAfter[1]).toBe(-1);
    expect(refused(s, { type: 'buyIn', player: 0 })).toBe('STACK_TOO_BIG'); // Ana doubled up
    s = quiet(quiet(quiet(s))); // hands 2–4: levels 1 and 2 played
    expect(s.level).toBe(1);
    s = run(s, { type: 'buyIn', player: 2 }); // at the break after level 2: still on sale
    s = quiet(s); // the first hand of level 3
    expect(s.level).toBe(2);
    expect(refused(s, { type: 'buyIn', player: 3 })).toBe('REBUYS_OVER');
  });
});

describe('T18: the add-on', () => {
  it('T18: one per player still in, from the break after level A until the first hand of the next level', () => {
    let s = newSession(config(4));
    s = quiet(quiet(quiet(s)));
    expect(addOnOpen(s, undefined)).toBe(false);
    expect(refused(s, { type: 'addOn', player: 0 })).toBe('ADD_ON_CLOSED');
    s = quiet(s); // level 2 played out: the break
    expect(clockAt(s, 0)).toMatchObject({ level: 2, onBreak: true });
    expect(addOnOpen(s, undefined)).toBe(true);
    const before = s.stacks[0];
    const bought = chipsBought(s, 0);
    s = run(s, { type: 'addOn', player: 0 });
    expect(s.stacks[0]).toBe(before + 2000);
    expect(chipsBought(s, 0) - bought).toBe(2000); // the add-on is bought, not won: the net stays
    expect(refused(s, { type: 'addOn', player: 0 })).toBe('ALREADY_ADDED_ON');
    s = quiet(s);
    expect(refused(s, { type: 'addOn', player: 1 })).toBe('ADD_ON_CLOSED');
  });
});

describe('T19: late entry', () => {
  it('T19: a late player is not dealt in, sits down with the starting stack through level L, and takes no place if he never does', () => {
    let s = newSession(config(5, [3, 4]));
    expect(s.stacks).toEqual([1500, 1500, 1500, 0, 0]);
    s = quiet(s);
    expect(s.hand!.seats[3].inHand).toBe(false);
    expect(chipsBought(s, 3)).toBe(0);
    s = run(s, { type: 'lateEntry', player: 3 });
    expect(s.stacks[3]).toBe(1500);
    expect(chipsBought(s, 3)).toBe(1500);
    expect(refused(s, { type: 'lateEntry', player: 3 })).toBe('ALREADY_ENTERED');
    expect(refused(s, { type: 'lateEntry', player: 0 })).toBe('ALREADY_ENTERED');
    s = quiet(s);
    expect(s.hand!.seats[3].inHand).toBe(true);
    expect(refused(s, { type: 'buyIn', player: 4 })).toBe('NOT_ENTERED');
    s = quiet(quiet(quiet(s))); // level 3 dealt
    expect(refused(s, { type: 'lateEntry', player: 4 })).toBe('LATE_ENTRY_OVER');
    expect(prizeTable(s)).toMatchObject({ entries: 4, pool: 20_000 });
    expect(tournamentPlaces(s).map((p) => p.name)).not.toContain('Eva');
  });
});

describe('T19: someone nobody registered turns up during late entry', () => {
  const seated = (s: SessionState) => s.config.players.map((p) => p.name);

  it('T19: he sits down between hands in a new seat after the last, with the starting stack and one entry, and is dealt in from the next hand', () => {
    let s = quiet(newSession(config(4)));
    s = run(s, { type: 'walkIn', name: '  Zé ' });
    expect(seated(s)).toEqual(['Ana', 'Bia', 'Caio', 'Davi', 'Zé']);
    expect(s.config.players[4]).toEqual({ name: 'Zé', stack: 1500, walkIn: true });
    expect(s.stacks[4]).toBe(1500);
    expect(s.buyIns[4]).toBe(1);
    expect(chipsBought(s, 4)).toBe(1500);
    expect(prizeTable(s)).toMatchObject({ entries: 5, pool: 25_000 });
    // The hand that was played before he came is left as it was: four seats.
    expect(s.hand!.seats).toHaveLength(4);
    s = quiet(s);
    expect(s.hand!.seats).toHaveLength(5);
    expect(s.hand!.seats[4].inHand).toBe(true);
    expect(s.hand!.config.seats[4].name).toBe('Zé');
    expect(s.history[s.history.length - 1].before).toHaveLength(5);
    expect(tournamentPlaces(s).map((p) => p.name)).toContain('Zé');
  });

  it('G17, T19: a walk-in is seated by the setup\'s name rule: cleaned (an invisible mark does not make a second Davi), a config\'s hostile names seated clean', () => {
    let s = quiet(newSession(config(4)));
    expect(refused(s, { type: 'walkIn', name: 'da\u200Bvi' })).toBe('NAME_TAKEN');
    s = run(s, { type: 'walkIn', name: '\u202EZé\tda\nSilva' });
    expect(seated(s)[4]).toBe('Zé da Silva');
    const hostile = config(4);
    const names = newSession({ ...hostile, players: hostile.players.map((p, i) => ({ ...p, name: i === 0 ? '\u202EAna\n' : p.name })) });
    expect(seated(names)).toEqual(['Ana', 'Bia', 'Caio', 'Davi']);
  });

  it('T19: not during a hand, not after late entry, not at a full table, and never a name the setup would refuse: each refused and nothing changes', () => {
    let s = newSession(config(4));
    s = run(s, { type: 'startHand' });
    expect(refused(s, { type: 'walkIn', name: 'Zé' })).toBe('HAND_IN_PROGRESS');
    s = quiet(s);
    expect(refused(s, { type: 'walkIn', name: '   ' })).toBe('NAME_EMPTY');
    expect(refused(s, { type: 'walkIn', name: 'Maximiliano Albuquerque' })).toBe('NAME_TOO_LONG');
    expect(refused(s, { type: 'walkIn', name: ' ana ' })).toBe('NAME_TAKEN');
    s = run(s, { type: 'walkIn', name: 'Zé' });
    expect(refused(s, { type: 'walkIn', name: 'ZÉ' })).toBe('NAME_TAKEN');
    // A registered late player's name is taken too, seated or not.
    expect(refused(newSession(config(5, [4])), { type: 'walkIn', name: 'Eva' })).toBe('NAME_TAKEN');
    // Ten seats (playerRange): the eleventh is refused.
    let full = newSession({ ...config(6), players: [...config(6).players, ...['Gil', 'Hugo', 'Ivo'].map((name) => ({ name, stack: 1500 }))] });
    full = run(full, { type: 'walkIn', name: 'Zé' });
    expect(refused(full, { type: 'walkIn', name: 'Lia' })).toBe('TABLE_FULL');
    // Late entry ends with level 2: once level 3 is dealt nobody else sits down.
    while (s.level < 2) s = quiet(s);
    expect(refused(s, { type: 'walkIn', name: 'Lia' })).toBe('LATE_ENTRY_OVER');
    const cash: SessionConfig = { profile: 'holdem', players: names.slice(0, 3).map((name) => ({ name, stack: 100 })), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
    expect(refused(newSession(cash), { type: 'walkIn', name: 'Zé' })).toBe('NO_TOURNAMENT');
  });

  it('T19: replay and undo hold: the log replays from the config as set up to the same state, and an undo takes him off the table again', () => {
    let s = quiet(newSession(config(4)));
    const before = s;
    s = run(s, { type: 'walkIn', name: 'Zé' });
    // The stored game's config never holds him: his action does.
    expect(replaySession(config(4), s.log)).toEqual({ ok: true, state: s });
    const undone = run(s, { type: 'undo' });
    expect(seated(undone)).toEqual(seated(before));
    expect({ ...undone, log: before.log }).toEqual(before);
    expect(replaySession(config(4), undone.log)).toEqual({ ok: true, state: undone });
    // Seated again after the undo, and a hand played with him: still one replay.
    const again = quiet(run(undone, { type: 'walkIn', name: 'Zé' }));
    expect(replaySession(config(4), again.log)).toEqual({ ok: true, state: again });
    expect(effectiveLog(again.log).filter((a) => a.type === 'walkIn')).toHaveLength(1);
  });

  it('T19: whoever walks in and whatever is played, every chip is someone’s, each player’s result is his chips less what he bought, and the log replays (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('hand', 'walkIn', 'undo', 'shove'), { minLength: 1, maxLength: 10 }), (moves) => {
        let s = newSession(config(3));
        let arrivals = 0;
        for (const move of moves) {
          if (s.over) break;
          const between = !s.hand || s.hand.pending.kind === 'complete';
          if (move === 'walkIn' && between && s.level < 2 && s.config.players.length < 10) s = run(s, { type: 'walkIn', name: `Novo ${++arrivals}` });
          else if (move === 'undo' && applySession(s, { type: 'undo' }).ok) s = run(s, { type: 'undo' });
          else if (move === 'shove') s = shove(s, s.stacks.length - 1, 0);
          else s = quiet(s);
        }
        const bought = s.stacks.reduce((sum, _, p) => sum + chipsBought(s, p), 0);
        expect(s.stacks.reduce((a, b) => a + b, 0) + s.carried.chips).toBe(bought);
        expect(s.stacks).toHaveLength(s.config.players.length);
        expect(s.buyIns).toHaveLength(s.config.players.length);
        expect(replaySession(config(3), s.log)).toEqual({ ok: true, state: s });
      }),
      { numRuns: 60 },
    );
  });
});

describe('T5, T6: the colour-up at the table', () => {
  it('T5: the 25s leave at the break before the first level that needs none; odd chips are raced', () => {
    let s = newSession(config(3));
    // Levels 1 and 2 played, folded to the big blind each time: the 25/50 blinds left odd 25s.
    s = quiet(quiet(quiet(quiet(s)))); // level 3 (100/200) and the ones after need no 25
    expect(colourUpDue(s, undefined)).not.toBeNull();
    const race = colourUpDue(s, undefined)!;
    expect(race.removed).toBe(25);
    expect(race.prizes).toBeGreaterThan(0);
    const odd = race.odd.flatMap((value, p) => (value > 0 ? [p] : []));
    const winners = odd.slice(0, race.prizes);
    expect(refused(s, { type: 'colourUp', winners: [] })).toBe('BAD_RACE');
    s = run(s, { type: 'colourUp', winners });
    expect(s.stacks.every((stack) => stack % 100 === 0)).toBe(true);
    expect(colourUpDue(s, undefined)).toBeNull();
    expect(refused(s, { type: 'colourUp', winners: [] })).toBe('NO_COLOUR_UP');
  });
});

describe('T13, T15, T16, T20: places, prizes, deals and the settlement', () => {
  it('T13: busted players take their place and prize at once; the deal splits the rest; the settlement adds up', () => {
    let s = newSession(config(6));
    s = shove(s, 5, 0); // Fabio out: 6th
    s = shove(s, 4, 1); // Eva out: 5th
    s = run(s, { type: 'buyIn', player: 4 }); // Eva rebuys
    s = shove(s, 4, 0); // and is out again (Ana covers her)
    s = shove(s, 3, 1); // Davi out: 4th
    // 6 entries and 1 rebuy make R$ 350; 6 entries pay 50/30/20: R$ 175, 105 and 70.
    expect(prizeTable(s)).toEqual({ pool: 35_000, entries: 6, prizes: [17_500, 10_500, 7_000] });
    const places = tournamentPlaces(s);
    expect(places.filter((p) => p.place !== null).map((p) => [p.name, p.place, p.prize])).toEqual([
      ['Davi', 4, 0],
      ['Eva', 5, 0],
      ['Fabio', 6, 0],
    ]);
    expect(places.filter((p) => p.place === null).map((p) => p.prize)).toEqual([null, null, null]);
    expect(refused(s, { type: 'prizeDeal', method: 'icm', aside: 20_000 })).toBe('BAD_DEAL');
    s = run(s, { type: 'prizeDeal', method: 'icm', aside: 0 });
    expect(s.over).toBe(true);
    const settled = tournamentSettlement(s)!;
    expect(settled.results.reduce((sum, r) => sum + r.net, 0)).toBe(0);
    expect(settled.results.reduce((sum, r) => sum + r.worth, 0)).toBe(35_000);
    expect(settled.results.find((r) => r.name === 'Eva')!.paid).toBe(10_000);
    // Replay and undo hold: the log rebuilds the same state; undoing the deal reopens play.
    expect(replaySession(s.config, s.log)).toEqual({ ok: true, state: s });
    const undone = applySession(s, { type: 'undo' });
    expect(undone.ok && undone.state.over).toBe(false);
    expect(undone.ok && (undone.state.tournament?.deal ?? null)).toBeNull();
  });

  it('T16: with an amount kept aside play goes on and the winner takes it at the end', () => {
    let s = newSession(config(3));
    s = run(s, { type: 'prizeDeal', method: 'chipChop', aside: 0 + 1000 });
    expect(s.over).toBe(false);
    expect(refused(s, { type: 'prizeDeal', method: 'icm', aside: 0 })).toBe('DEAL_DONE');
    s = shove(s, 2, 0);
    s = shove(s, 1, 0);
    expect(s.over).toBe(true);
    const places = tournamentPlaces(s);
    // 3 entries: 100% to first = R$ 150; chip-chop of the 140 over equal stacks: 46.66 each, the 2 odd cents and the 10 aside to Ana (seat 0 leads a tie).
    expect(places.map((p) => [p.name, p.place, p.prize])).toEqual([
      ['Ana', 1, 4668 + 1000],
      ['Bia', 2, 4666],
      ['Caio', 3, 4666],
    ]);
    expect(tournamentSettlement(s)!.results.reduce((sum, r) => sum + r.worth, 0)).toBe(15_000);
  });

  it('T20: random tournaments with rebuys, add-ons, late entries, colour-ups and deals: replay, undo and money all hold (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 5, maxLength: 40 }), (choices) => {
        let s = newSession(config(6, [5]));
        for (const choice of choices) {
          if (s.over) break;
          const players = s.stacks.map((_, p) => p);
          const candidates: SessionAction[] = [
            { type: 'buyIn', player: choice % 6 },
            { type: 'addOn', player: choice % 6 },
            { type: 'lateEntry', player: 5 },
            { type: 'undo' },
          ];
          const race = colourUpDue(s, undefined);
          if (race) candidates.push({ type: 'colourUp', winners: race.odd.flatMap((v, p) => (v > 0 ? [p] : [])).slice(0, race.prizes) });
          if (choice > 90) candidates.push({ type: 'prizeDeal', method: choice % 2 ? 'icm' : 'chipChop', aside: 0 });
          const action = candidates[choice % candidates.length];
          const tried = applySession(s, action);
          if (tried.ok) s = tried.state;
          else {
            const alive = players.filter((p) => s.leftAfter[p] < 0);
            s = shove(s, alive[choice % alive.length], alive[(choice + 1) % alive.length]);
          }
          // Replay of the raw log and of the log with undos resolved give the same state.
          const replayed = replaySession(s.config, s.log);
          expect(replayed.ok && replayed.state.stacks).toEqual(s.stacks);
          const resolved = replaySession(s.config, effectiveLog(s.log));
          expect(resolved.ok && resolved.state.stacks).toEqual(s.stacks);
        }
        const { pool, prizes } = prizeTable(s);
        expect(prizes.reduce((a, b) => a + b, 0)).toBe(pool);
        const settled = tournamentSettlement(s);
        if (settled) {
          expect(settled.results.reduce((sum, r) => sum + r.net, 0)).toBe(0);
          expect(settled.results.reduce((sum, r) => sum + r.worth, 0)).toBe(pool);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('T24: the case at a sale', () => {
  // 100 whites and 40 reds: 6,500 in chips; four stacks of 1,500 leave 500 in the case.
  const small: SessionConfig = { ...config(4), chipSet: [{ colour: 'white', value: 25, count: 100 }, { colour: 'red', value: 100, count: 40 }] };
  it('T24: what the case still holds off the table, and a rebuy, add-on or entry beyond it counted — and sold all the same', () => {
    const s = newSession(small);
    expect(chipsInCase(s)).toBe(500);
    expect(caseShortOf(chipsInCase(s), 500)).toBe(0);
    expect(caseShortOf(chipsInCase(s), 1500)).toBe(1000);
    expect(chipsInCase(newSession(config(4)))).toBe(37_500 - 6000);
    expect(chipsInCase(newSession({ ...small, chipSet: undefined }))).toBeNull();
    expect(caseShortOf(chipsInCase(newSession({ ...small, chipSet: undefined })), 1500)).toBe(0);
    // Ana busts and rebuys: the table now plays with more than the case holds; nothing more fits.
    let out = shove(s, 0, 1);
    out = run(out, { type: 'buyIn', player: 0 });
    expect(out.stacks.reduce((a, b) => a + b, 0)).toBe(7500);
    expect(chipsInCase(out)).toBe(-1000);
    expect(caseShortOf(chipsInCase(out), 1500)).toBe(1500);
  });

  it('T19: a late registrant before he sits down is not here yet, not out; once sat down he is neither', () => {
    let s = newSession(config(4, [3]));
    expect([0, 1, 2, 3].map((p) => notArrived(s, p))).toEqual([false, false, false, true]);
    s = run(s, { type: 'startHand' });
    expect(s.hand!.config.seats.map((seat) => seat.waiting === true)).toEqual([false, false, false, true]);
    s = run(newSession(config(4, [3])), { type: 'lateEntry', player: 3 });
    expect(notArrived(s, 3)).toBe(false);
  });
});

describe('T9: breaks on the clock', () => {
  const timed: SessionConfig = { ...config(3), dealing: 'ledger', schedule: { levels, every: { minutes: 20 }, breaks: { every: 2, minutes: 10 } } };
  const MIN = 60_000;
  it('T9: after every two 20-minute levels a 10-minute break that shows the next level and counts down', () => {
    const s = run(newSession(timed), { type: 'startHand', at: 0 });
    expect(clockAt(s, 10 * MIN)).toMatchObject({ level: 0, onBreak: false, toBreak: 30 * MIN });
    expect(clockAt(s, 39 * MIN)).toMatchObject({ level: 1, onBreak: false, toBreak: 1 * MIN });
    expect(clockAt(s, 42 * MIN)).toMatchObject({ level: 2, onBreak: true, breakLeft: 8 * MIN, left: { kind: 'time', ms: 28 * MIN } });
    expect(clockAt(s, 55 * MIN)).toMatchObject({ level: 2, onBreak: false, left: { kind: 'time', ms: 15 * MIN }, toBreak: 35 * MIN });
    // The last level lasts: no break after it is announced.
    expect(clockAt(s, 500 * MIN)).toMatchObject({ level: 4, onBreak: false, left: { kind: 'last' }, toBreak: null });
  });
});

describe('T1, T10–T19: a stored tournament is checked before it is replayed (backup files)', () => {
  it('T11: a tournament config passes; bad payouts, a bad chip set or a bad late flag are refused with their path', () => {
    const good = config(6, [5]);
    expect(configProblem(good)).toBeNull();
    expect(configProblem({ ...good, tournament: { ...terms, payouts: [{ upTo: 8, shares: [60, 30] }] } })).toBe('tournament.payouts: a payout table whose rows add up to 100%');
    expect(configProblem({ ...good, chipSet: [...chipSet, { colour: 'white', value: 5000, count: 1 }] })).toBe('chipSet: a chip set with each colour and value once');
    expect(configProblem({ ...good, players: [{ name: 'Ana', stack: 1500, late: 'yes' }, ...good.players.slice(1)] })).toBe('players[0].late: true or false');
    expect(configProblem({ ...good, tournament: { ...terms, currency: 'reais' } })).toBe('tournament.currency: a currency code (three capital letters: BRL, EUR…)');
  });

  it('T5, T15, T18, T19: the tournament actions are checked field by field', () => {
    expect(actionProblem({ type: 'addOn', player: 1, at: 5 })).toBeNull();
    expect(actionProblem({ type: 'lateEntry', player: -1 })).toBe('lateEntry.player: a seat number');
    expect(actionProblem({ type: 'walkIn', name: 'Zé' })).toBeNull();
    expect(actionProblem({ type: 'walkIn', name: 7 })).toBe('walkIn.name: a name');
    expect(actionProblem({ type: 'colourUp', winners: [0, 'x'] })).toBe('colourUp.winners[1]: a seat number');
    expect(actionProblem({ type: 'prizeDeal', method: 'even', aside: 0 })).toBe('prizeDeal.method: one of icm, chipChop');
    expect(actionProblem({ type: 'prizeDeal', method: 'icm', aside: 1.5 })).toBe('prizeDeal.aside: a whole number of cents');
  });
});
