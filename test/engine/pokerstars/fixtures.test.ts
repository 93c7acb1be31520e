// E1–E6: every kind of line Mesa writes, as small hands in the real PokerStars format
// (test/fixtures/pokerstars/*.txt, written by hand). The reader reads each one to the stacks the
// hand ends with; the same hand played in the engine and written by Mesa is the fixture, line by line.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newHand, parseStarsHands, starsFinalStacks, StarsParseError, starsHandId, writeStarsHand, type Action, type HandConfig, type HandState, type StarsHandInfo } from '../../../src/engine/index.ts';
import { bet, call, check, dealt, fold, play, raise, seats, stackedDeck, stacks } from '../support/table.ts';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../../fixtures/pokerstars', name), 'utf8');
/** The night began 2026-12-03 02:04:05 UTC: 21:04:05 on the 2nd in New York (E2). */
const night = Date.UTC(2026, 11, 3, 2, 4, 5);
const at = (hour: number, minute: number) => Date.UTC(2026, 11, 3, hour, minute, 0);
const info = (hand: number, when: number, hero: number): StarsHandInfo => ({ id: starsHandId(night, hand), table: 'Mesa', at: when, hero });
const show = (seat: number): Action => ({ type: 'show', seat });
const muck = (seat: number): Action => ({ type: 'muck', seat });
const blinds = (small: number, big: number) => ({ smallBlind: small, bigBlind: big });

/** Every hand the fixtures hold, played in the engine: the state and what the history is told. */
const hands: Record<string, { clauses: string; hand: () => { state: HandState; info: StarsHandInfo } }> = {
  'cash-uncontested.txt': {
    clauses: 'E2, E3, E5, E6: a cash hand won before the flop: the uncalled raise returned, "doesn\'t show hand"',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(200, 200, 200), dealer: 0, options: blinds(1, 2) };
      const state = play(dealt(config, stackedDeck(['Qh Jh', '7c 2d', 'Tc Ts'])), raise(0, 6), fold(1), fold(2));
      return { state, info: { ...info(1, night, 2) } };
    },
  },
  'cash-showdown.txt': {
    clauses: 'E3, E5, E6: every street, checks, bets, raises and calls; a shown winner and the hero mucking',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100, 100), dealer: 0, options: blinds(1, 2) };
      let state = dealt(config, stackedDeck(['9h 9d', 'Ah Qd', 'Kc Kd', '3s 2h'], 'Qs 7h 4c Td Ac'));
      state = play(state, call(3), fold(0), call(1), check(2));
      state = play(state, check(1), bet(2, 4), raise(3, 12), fold(1), call(2));
      state = play(state, check(2), bet(3, 20), call(2), check(2), check(3), show(2), muck(3));
      return { state, info: info(2, at(2, 10), 3) };
    },
  },
  'side-pots.txt': {
    clauses: 'E6, E5: the summary of a main pot and two side pots (settled side pots first), after all-in calls for less and the board run out',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(400, 50, 100, 200), dealer: 0, options: blinds(5, 10) };
      const state = play(dealt(config, stackedDeck(['As Ad', 'Ks Kd', 'Qs Qd', 'Js Jd'], '2c 5h 9s Tc 3d')), raise(3, 200), call(0), call(1), call(2));
      return { state, info: info(3, at(2, 20), 0) };
    },
  },
  'tournament-heads-up.txt': {
    clauses: 'E2, E4, E6: a tournament hand at level III, antes, heads-up the button posts the small blind',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(1500, 1500), dealer: 0, options: { ...blinds(50, 100), ante: 10 } };
      let state = dealt(config, stackedDeck(['9s 4h', 'Qc Jc'], 'Kd 8c 2h'));
      state = play(state, raise(0, 300), call(1), check(1), bet(0, 400), fold(1));
      const tournament = { id: String(Math.floor(night / 1000)), level: 3 };
      return { state, info: { ...info(4, at(3, 0), 1), table: `${tournament.id} 1`, tournament } };
    },
  },
  'straddle.txt': {
    clauses: 'E4: a straddle under the gun is posted after the blinds, and the button acts first',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100, 100), dealer: 0, options: { ...blinds(1, 2), straddle: 'utg' } };
      let state = play(newHand(config), { type: 'straddle', seat: 3, accept: true }, { type: 'shuffle', deck: stackedDeck(['2c 3d', '4h 5s', '7c 8d', 'As Ah'], 'Kd 9c 7s') });
      state = play(state, raise(0, 12), fold(1), fold(2), call(3), check(3), bet(0, 10), fold(3));
      return { state, info: info(5, at(3, 10), 0) };
    },
  },
  'bomb-pot.txt': {
    clauses: 'E4, E5: a bomb pot is everyone’s ante, no blinds, and the flop straight after the hole cards',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 0, mode: 'bomb', options: { ...blinds(1, 2), bombPot: 10 } };
      let state = dealt(config, stackedDeck(['2c 3d', '4h 5s', 'As Ah'], 'Kd 9c 7s 5c Jd'));
      state = play(state, check(1), bet(2, 10), call(0), fold(1), check(2), check(0), check(2), check(0), show(2), show(0));
      return { state, info: info(6, at(3, 20), 1) };
    },
  },
  'run-twice.txt': {
    clauses: 'E5, E6: the board run twice: each run’s streets, a showdown for each run, both boards in the summary',
    hand: () => {
      const config: HandConfig = { profile: 'holdem', seats: seats(100, 100), dealer: 0, options: { ...blinds(1, 2), runouts: 2 } };
      let state = dealt(config, stackedDeck(['As Ah', 'Ks Kh'], '2c 7d 9h 3c 4d Kd 8c'));
      state = play(state, call(0), check(1), bet(1, 98), call(0), { type: 'runIt', times: 2 });
      return { state, info: info(7, at(3, 30), 1) };
    },
  },
};

describe('PokerStars hand histories, line by line', () => {
  for (const [file, { clauses, hand }] of Object.entries(hands)) {
    it(`${clauses} (${file})`, () => {
      const { state, info: told } = hand();
      const text = fixture(file);
      // The reader reads the hand-written file to the stacks the engine ends the hand with.
      const [read] = parseStarsHands(text);
      const final = starsFinalStacks(read);
      expect(state.config.seats.map((s) => final[s.name])).toEqual(stacks(state));
      // Mesa writes exactly that file.
      expect(writeStarsHand(state, told).split('\n')).toEqual(text.trimEnd().split('\n'));
    });
  }
});

describe('the PokerStars reader', () => {
  it('E8: reads a hand as PokerStars itself writes it: play chips, a local time with ET, a player sitting out, a dead small blind, a name with a space', () => {
    const [hand] = parseStarsHands(fixture('pokerstars-own.txt'));
    expect(hand).toMatchObject({ id: '204178003434', tournament: null, small: 50, big: 100, table: 'Aase III', maxSeats: 6, button: 3 });
    expect(hand.time).toBe('2019/09/05 2:06:56 BRT [2019/09/05 1:06:56 ET]');
    expect(hand.seats.map((s) => s.name)).toEqual(['Ana', 'Caio Lima', 'Duda', 'Edu']);
    expect(hand.posts.at(-1)).toEqual({ name: 'Ana', kind: 'small & big blinds', amount: 150, allIn: false });
    expect(hand.hero).toEqual({ name: 'Caio Lima', cards: ['Th', 'Tc'] });
    expect(hand.actions.map((a) => `${a.name} ${a.kind} ${a.to ?? a.amount}`)).toEqual([
      'Ana check 0',
      'Caio Lima raise 400',
      'Duda fold 0',
      'Edu call 300',
      'Ana call 300',
      'Edu bet 2600',
      'Ana fold 0',
      'Caio Lima call 2600',
    ]);
    // The dead half of Ana's post is not a bet of the round: her call of 300 makes 400 live.
    expect(starsFinalStacks(hand)).toEqual({ Ana: 9550, 'Caio Lima': 15500, Duda: 7950, Edu: 0 });
  });

  it('E8: a tournament header with its buy-in, and its level in roman numerals', () => {
    const text = fixture('tournament-heads-up.txt').replace('Freeroll ', '$0.98+$0.12 USD').replace('Level III', 'Level XIV');
    expect(parseStarsHands(text)[0].tournament).toEqual({ id: '1796263445', level: 14 });
  });

  it('E8: a line the grammar does not list is refused with its number; chips that do not add up are refused', () => {
    const lines = fixture('cash-showdown.txt').split('\n');
    const bad = [...lines.slice(0, 12), 'B: limps 2', ...lines.slice(13)].join('\n');
    expect(() => parseStarsHands(bad)).toThrow(StarsParseError);
    expect(() => parseStarsHands(bad)).toThrow(/^line 13: expected folds, checks, calls N, bets N or raises N to N: "B: limps 2"$/);
    // The second hand of a file counts its lines from the file's start: 29 lines, 3 blank ones, then the 13th.
    expect(() => parseStarsHands(`${fixture('straddle.txt')}\n\n\n${bad}`)).toThrow(/^line 45: /);
    const short = fixture('cash-showdown.txt').replace('C collected 70 from pot', 'C collected 60 from pot');
    expect(() => starsFinalStacks(parseStarsHands(short)[0])).toThrow(/put in 70, the pots say 70 and 60 was collected/);
    expect(() => parseStarsHands(fixture('cash-showdown.txt').replace('Seat 4: D mucked [Kc Kd]', 'Seat 4: D left'))).toThrow(/not a seat summary/);
  });
});

describe('the grammar’s page', () => {
  it('E5: FORMAT.md shows the run-twice hand exactly as Mesa writes it', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../src/engine/pokerstars/FORMAT.md'), 'utf8');
    const { state, info: told } = hands['run-twice.txt'].hand();
    expect(page).toContain('```text\n' + writeStarsHand(state, told) + '\n```');
  });
});
