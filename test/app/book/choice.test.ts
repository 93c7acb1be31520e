// The players' book and a dealer's-choice night (RULES.md V11, issue 34): the night recorded once
// with each game's part, read from a real night played at random (choice-night.ts); rebuys; the
// book's game filter and a player's lines per game; the CSV; the night stored, reloaded and backed up.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookPlayers, byGame, gamesOf, nightIn, totals, type BookFilter } from '../../../src/app/book/figures.ts';
import { CHOICE, gameNight, importedNight, type Night } from '../../../src/app/book/nights.ts';
import { bookCsv, readNightsCsv } from '../../../src/app/book/csv.ts';
import { loadBook, players } from '../../../src/app/book/load.ts';
import { checkBackup } from '../../../src/app/backups.ts';
import { storage } from '../../../src/app/storage.ts';
import { backupBlob, exportBackup, FiguresStore } from '../../../src/store/index.ts';
import { completedHands, handNumbers, isPlayable, standings, sumNumbers, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { profileIds } from '../../../src/ui/profiles.ts';
import { playedSession } from '../../engine/support/session.ts';
import { freshStore } from '../harness.ts';
import { CHOICE_NIGHT, playedChoiceNight } from './choice-night.ts';
import { finishedRecord } from './finished-record.ts';

const AT = Date.UTC(2026, 10, 20, 22);
const GAMES = CHOICE_NIGHT.choice!.games.map((game) => game.profile);
const KNOWN = profileIds.filter(isPlayable);
const SEATS = CHOICE_NIGHT.players.map((_, seat) => seat);
const filter = (profile: string | null): BookFilter => ({ period: 'all', today: '2026-12-07', profile });

function choiceNight(seed: number, deals: number): { state: SessionState; night: Night } {
  const state = playedChoiceNight(seed, deals);
  return { state, night: gameNight(finishedRecord('choice', CHOICE_NIGHT, AT, state.log.length), state.log) };
}

/** A seed whose night some player had to buy into again. */
function reboughtNight(): { state: SessionState; night: Night } {
  for (let seed = 1; ; seed++) {
    const played = choiceNight(seed, 24);
    if (played.state.buyIns.some((n) => n > 1)) return played;
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe("V11: a dealer's-choice night in the book", () => {
  it("V11: it is one night, of the game CHOICE, with each allowed game's part in the table's order: its deals as the hands were dealt, and each seat's chips in them adding up to his night", () => {
    const { state, night } = choiceNight(5, 18);
    const hands = completedHands(CHOICE_NIGHT, state.log).hands;
    expect(night.profile).toBe(CHOICE);
    expect(night.hands).toBe(18);
    expect(night.games!.map((game) => game.profile)).toEqual(GAMES);
    // Each hand's own config says what it was dealt as: the parts count the same deals.
    expect(night.games!.map((game) => game.hands)).toEqual(GAMES.map((profile) => hands.filter(({ hand }) => hand.config.profile === profile).length));
    expect(night.games!.map((game) => game.hands > 0)).toEqual([true, true, true, false]);
    for (const [g, game] of night.games!.entries()) {
      const dealt = hands.filter(({ hand }) => hand.config.profile === GAMES[g]);
      // What each hand moved, read off the hand itself (its seats' stacks at the start and the end).
      expect(game.seats.map((s) => s.net), GAMES[g]).toEqual(SEATS.map((seat) => sum(dealt.map(({ hand }) => hand.seats[seat].stack - hand.config.seats[seat].stack))));
      expect(game.seats.map((s) => s.numbers), GAMES[g]).toEqual(SEATS.map((seat) => sumNumbers(dealt.map(({ hand }) => handNumbers(hand)[seat]))));
    }
    const places = standings(state);
    for (const seat of SEATS) {
      const parts = night.games!.map((game) => game.seats[seat]);
      expect(sum(parts.map((p) => p.net)), `seat ${seat}`).toBe(places.find((p) => p.player === seat)!.net);
      expect(sum(parts.map((p) => p.net))).toBe(night.seats[seat].net);
      expect(sum(parts.map((p) => p.hands))).toBe(night.seats[seat].hands);
      expect(sumNumbers(parts.map((p) => p.numbers))).toEqual(night.seats[seat].numbers);
      expect(Math.max(...parts.map((p) => p.biggestPot))).toBe(night.seats[seat].biggestPot);
    }
  });

  it('V11: a rebuy belongs to the night, not to a game: bought between deals, it is in no game, and the games still add up to the stack minus every chip bought', () => {
    const { state, night } = reboughtNight();
    const rebought = SEATS.filter((seat) => state.buyIns[seat] > 1);
    expect(rebought.length).toBeGreaterThan(0);
    for (const seat of rebought) {
      const games = sum(night.games!.map((game) => game.seats[seat].net));
      const bought = CHOICE_NIGHT.players[seat].stack * state.buyIns[seat];
      expect(games).toBe(state.stacks[seat] - bought);
      expect(games).toBe(night.seats[seat].net);
    }
  });

  it("V2, V11: each hand counts by its own game: the draw5 and fechado deals' exchange is their flop, a fechado deal nobody opened gives nobody a flop or a showdown", () => {
    const { state, night } = choiceNight(5, 18);
    const hands = completedHands(CHOICE_NIGHT, state.log).hands;
    const [holdem, draw5, fechado] = night.games!;
    // Every deal of the three games has a flop (the board, or the exchange): the shares are of every hand dealt in.
    for (const game of [holdem, draw5, fechado]) expect(game.seats.map((s) => s.numbers.of.flop)).toEqual(game.seats.map((s) => s.hands));
    // A fechado deal nobody opened (F7) leaves its chips on the table: nobody in it saw a flop or went to showdown.
    const unopened = hands.filter(({ hand }) => hand.config.profile === 'fechado' && hand.result!.pots.length === 0);
    expect(unopened.length).toBeGreaterThan(0);
    for (const seat of SEATS) {
      const dealt = (profile: string) => hands.filter(({ hand }) => hand.config.profile === profile && hand.seats[seat].inHand).length;
      const numbers = fechado.seats[seat].numbers;
      expect(numbers.sawFlop).toBeLessThanOrEqual(dealt('fechado') - unopened.filter(({ hand }) => hand.seats[seat].inHand).length);
      expect(numbers.showdown).toBeLessThanOrEqual(numbers.sawFlop);
      // His shares of the night are those of the hands of all three games, each counted as its game counts.
      expect(night.seats[seat].numbers!.of.flop).toBe(dealt('holdem') + dealt('draw5') + dealt('fechado'));
    }
  });
});

describe("V11: the book's games, and a player's results by game", () => {
  it('V11: the night shows whole among all games and under dealer\'s choice, and under each game it played as that part, in chips (its money is the night\'s)', () => {
    const { night } = choiceNight(5, 18);
    expect(night.currency).toBe('BRL');
    expect(nightIn(night, filter(null))).toBe(night);
    expect(nightIn(night, filter(CHOICE))).toBe(night);
    expect(gamesOf([night])).toEqual([CHOICE, 'holdem', 'draw5', 'fechado']);
    // Allowed but never named, or never allowed: not a night of that game.
    expect(nightIn(night, filter('plo'))).toBeNull();
    expect(nightIn(night, filter('baseball'))).toBeNull();
    for (const [g, game] of night.games!.slice(0, 3).entries()) {
      const part = nightIn(night, filter(GAMES[g]))!;
      expect(part.profile).toBe(GAMES[g]);
      expect(part.id).toBe(night.id);
      expect(part.partOf).toBe(night);
      expect(part.hands).toBe(game.hands);
      expect([part.currency, part.transfers]).toEqual([null, []]);
      expect(part.seats.map((s) => [s.name, s.net, s.hands, s.money])).toEqual(night.seats.map((s, i) => [s.name, game.seats[i].net, game.seats[i].hands, null]));
    }
  });

  it("V11: a player's line per game counts that game's nights and his chips in them, a dealer's-choice night's part among them — as the book filtered to that game", () => {
    const { night } = choiceNight(5, 18);
    const plain: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia', 'Edu'].map((name) => ({ name, stack: 100 })), firstDealer: 0, options: { smallBlind: 5, bigBlind: 10 } };
    const other = gameNight(finishedRecord('holdem', plain, AT + 86_400_000), playedSession(plain, 2, 6).log);
    const nights = [night, other];
    const ana = bookPlayers([], nights).find((p) => p.name === 'Ana')!;
    const lines = byGame(ana.played);
    expect(lines.map((line) => line.profile)).toEqual(['holdem', 'draw5', 'fechado']);
    for (const { profile, totals: line } of lines) {
      const shown = bookPlayers([], nights.flatMap((n) => nightIn(n, filter(profile)) ?? [])).find((p) => p.name === 'Ana')!;
      expect(line).toEqual(totals(shown.played));
    }
    const holdem = lines[0].totals;
    expect([holdem.nights, holdem.hands, holdem.chips]).toEqual([2, night.games![0].seats[0].hands + other.seats[0].hands!, night.games![0].seats[0].net + other.seats[0].net]);
    // Without a dealer's-choice night each night is one game, which the filter already says: no lines.
    expect(byGame(bookPlayers([], [other]).find((p) => p.name === 'Ana')!.played)).toEqual([]);
  });
});

describe("V11: a dealer's-choice night in the CSV", () => {
  it("is written once, game choice, with the night's results even from one game's part; its rows read back as a dealer's-choice night; an unknown game is still refused", () => {
    const { night } = choiceNight(5, 18);
    const names = night.seats.map((s) => s.name);
    const part = nightIn(night, filter('draw5'))!;
    const csv = bookCsv([{ night: part, names, label: night.id }]);
    expect(csv).toBe(bookCsv([{ night, names, label: night.id }]));
    const rows = csv.trim().split('\r\n').slice(1).map((row) => row.split(','));
    expect(rows.map((row) => [row[2], row[3], Number(row[4])])).toEqual(night.seats.map((s) => [CHOICE, s.name, s.net]));

    const reading = readNightsCsv(csv, { knownProfiles: KNOWN, now: 1 });
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const back = importedNight(reading.nights[0]);
    expect([back.profile, back.games, back.partOf]).toEqual([CHOICE, null, null]);
    expect(back.seats.map((s) => [s.name, s.net, s.hands])).toEqual(night.seats.map((s) => [s.name, s.net, s.hands]));

    const unknown = readNightsCsv(csv.replaceAll(`,${CHOICE},`, ',choise,'), { knownProfiles: KNOWN, now: 1 });
    expect(unknown).toMatchObject({ ok: false, problems: night.seats.map((_, row) => ({ line: row + 2, code: 'game', value: 'choise' })) });
  });
});

describe("V11: a dealer's-choice night stored on the phone", () => {
  beforeEach(async () => {
    await freshStore();
  });

  it('is read from its log once, its games\' parts kept with its figures, and read back the same from them', async () => {
    const state = playedChoiceNight(5, 18);
    const { games } = storage();
    await games.create({ id: 'choice', profile: CHOICE_NIGHT.profile, players: CHOICE_NIGHT.players.map((p) => p.name), config: CHOICE_NIGHT });
    for (const [seq, action] of state.log.entries()) await games.append('choice', { seq, action });
    await games.update('choice', { status: 'finished' });
    const record = (await games.get('choice'))!;
    const expected = gameNight(record, state.log);

    expect((await loadBook()).nights).toEqual([expected]);
    const kept = (await new FiguresStore(storage().conn).get(['choice'])).get('choice')!;
    expect(kept.games!.map((game) => game.hands)).toEqual(expected.games!.map((game) => game.seats.map((s) => s.hands)));
    // The second look reads the kept figures and the stored session, not the log.
    const again = await loadBook();
    expect(again.nights).toEqual([expected]);
    expect(again.nights[0].games![0].seats.map((s) => s.numbers)).toEqual(expected.games![0].seats.map((s) => s.numbers));
  });

  it("V11: a spreadsheet's dealer's-choice night goes into a backup and comes back out of it", async () => {
    const reading = readNightsCsv('date,game,player,net\n2026-11-20,choice,Ana,40\n2026-11-20,choice,Bia,-40\n', { knownProfiles: KNOWN, now: 1 });
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    await players().importNights(reading.nights);
    const backup = await checkBackup(backupBlob(await exportBackup(storage().conn)), KNOWN);
    expect(backup.nights!.map((n) => [n.profile, n.results.map((r) => r.net)])).toEqual([[CHOICE, [40, -40]]]);
    // A game of no profile this build plays is still refused.
    const forged = await exportBackup(storage().conn);
    await expect(checkBackup(backupBlob({ ...forged, nights: [{ ...forged.nights![0], profile: 'choise' }] }), KNOWN)).rejects.toMatchObject({ key: 'backup.unknownProfile' });
  });
});
