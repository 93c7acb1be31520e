// The setup of a dealer's-choice night (section C) as the New game form builds it: its problems,
// each game's at its game, and the config the engine plays, which newSession accepts.
import { describe, expect, it } from 'vitest';
import { rankOf } from '../../src/engine/cards.ts';
import { strippedDeckLowest } from '../../src/engine/deck.ts';
import { seededSource } from '../../src/engine/rng.ts';
import { newSession } from '../../src/engine/session.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { drawForDealer, sessionConfig, validateSetup, type ChoiceSetup, type SetupOptions, type TableSetup } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/types.ts';

const stakes = (game: ProfileId, changes: Partial<SetupOptions> = {}): SetupOptions => ({ ...setupDefaults[game], startingChips: 10_000, ...changes });

function night(games: ProfileId[], changes: Partial<Record<ProfileId, Partial<SetupOptions>>> = {}, players = ['Ana', 'Bia', 'Caio']): TableSetup {
  const choice: ChoiceSetup = { games, per: 'orbit', stakes: Object.fromEntries(games.map((game) => [game, stakes(game, changes[game])])) };
  return { profile: games[0] ?? 'holdem', players, mode: 'pass-and-play', dealer: { kind: 'random' }, options: { ...setupDefaults.holdem, buyInPrice: 50 }, choice };
}

describe("dealer's choice setup", () => {
  it('C1: fewer than two games is refused, at the list of games', () => {
    expect(validateSetup(night(['holdem']))).toEqual([{ field: { kind: 'games' }, code: 'tooFewGames', min: 2 }]);
    expect(validateSetup(night([])).map((p) => p.code)).toEqual(['tooFewGames']);
    expect(validateSetup(night(['holdem', 'plo']))).toEqual([]);
  });

  it("C1, C2: a game's stakes are checked as that game's table, each problem placed at its game; the players against every game once", () => {
    const problems = validateSetup(night(['draw5', 'holdem', 'plo'], { holdem: { bigBlind: 20_000 }, plo: { bigBlind: 20_000 } }, names(7)));
    expect(problems).toContainEqual({ field: { kind: 'option', key: 'bigBlind', game: 'holdem' }, code: 'blindAboveStack', blind: 20_000, stack: 10_000 });
    expect(problems).toContainEqual({ field: { kind: 'option', key: 'bigBlind', game: 'plo' }, code: 'blindAboveStack', blind: 20_000, stack: 10_000 });
    // D1: draw5 seats six; said once, however many games say it.
    expect(problems.filter((p) => p.code === 'tooManyPlayers')).toEqual([{ field: { kind: 'players' }, code: 'tooManyPlayers', max: 6 }]);
  });

  it("C1, C2: the config lists each game with its own stakes and the night's dealing; the night is its first game's, and newSession takes it", () => {
    const config = sessionConfig(night(['fechado', 'holdem'], { fechado: { ante: 50, minBet: 50, maxBet: 500 }, holdem: { smallBlind: 25, bigBlind: 50 } }), 1);
    expect(config.choice?.per).toBe('orbit');
    const [fechado, holdem] = config.choice!.games;
    expect(fechado).toMatchObject({ profile: 'fechado', dealing: 'deck', options: { ante: 50, betting: { kind: 'spread', min: 50, max: 500 } } });
    expect(holdem).toMatchObject({ profile: 'holdem', dealing: 'deck', options: { smallBlind: 25, bigBlind: 50 } });
    expect({ profile: config.profile, options: config.options, dealing: config.dealing }).toEqual({ profile: 'fechado', options: fechado.options, dealing: 'deck' });
    // B13, C9: one buy-in for the night, at its chips.
    expect(holdem.options?.buyIn).toEqual({ price: 50, currency: 'BRL', chips: 10_000 });
    expect(config.players.map((p) => p.stack)).toEqual([10_000, 10_000, 10_000]);
    expect(config.schedule).toBeUndefined();
    expect(newSession(config).config.choice?.games).toHaveLength(2);
  });

  it("C7: the first dealer's draw is the first game's: fechado's stripped deck when it is listed first", () => {
    const lowest = strippedDeckLowest('fechado', 3);
    for (let seed = 1; seed <= 20; seed++) {
      const draw = drawForDealer(night(['fechado', 'holdem']), seededSource(seed));
      for (const round of draw.rounds) for (const { card } of round) expect(rankOf(card)).toBeGreaterThanOrEqual(lowest);
    }
  });
});

function names(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `P${i + 1}`);
}
