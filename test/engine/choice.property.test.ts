/** C1–C9 over random dealer's-choice nights: random games, random namings (many refused), random play and rebuys. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  CHOICE_PROFILES,
  newSession,
  seededSource,
  tableView,
  type ChoiceGame,
  type SessionState,
} from '../../src/engine/index.ts';
import { uniformBelow } from '../../src/engine/rng.ts';
import { playedOut, run } from './support/session.ts';

/** Each game at stakes of its own, so a hand dealt with another game's would show. */
const STAKES: Readonly<Record<string, ChoiceGame>> = {
  draw5: { profile: 'draw5', options: { ante: 2, minBet: 4 } },
  brasileiro: { profile: 'brasileiro', options: { escuro: 2 } },
  fechado: { profile: 'fechado', options: { ante: 3 } },
  holdem: { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2, bombPot: 3, bombPotFirst: true } },
  plo: { profile: 'plo', options: { smallBlind: 2, bigBlind: 4 } },
  plo5: { profile: 'plo5', options: { smallBlind: 5, bigBlind: 10 } },
};

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("dealer's choice nights (property)", () => {
  it('C1–C9: every chip is kept (stacks and chips on the table = starting stacks + rebuys), a naming is accepted exactly when the view offered it, and every hand is dealt in the game in force with its own stakes', () => {
    fc.assert(
      fc.property(
        fc.record({
          games: fc.shuffledSubarray([...CHOICE_PROFILES], { minLength: 2, maxLength: 6 }),
          per: fc.constantFrom('deal' as const, 'orbit' as const),
          ledger: fc.boolean(),
          players: fc.integer({ min: 2, max: 5 }),
          seed: fc.integer(),
          hands: fc.integer({ min: 1, max: 8 }),
        }),
        ({ games, per, ledger, players, seed, hands }) => {
          const rng = seededSource(seed);
          const roll = (n: number) => uniformBelow(rng, n);
          const choice = { games: games.map((profile) => ({ ...STAKES[profile], dealing: ledger ? ('ledger' as const) : ('deck' as const) })), per };
          let state: SessionState = newSession({
            profile: 'holdem',
            players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, stack: 60 })),
            firstDealer: roll(players),
            choice,
          });
          const start = sum(state.stacks);
          const chipsKept = () => expect(sum(state.stacks) + state.carried.chips).toBe(start + 60 * (sum(state.buyIns) - players));
          for (let hand = 0; hand < hands && !state.over; hand++) {
            // Between hands: a few namings by anyone, of anything, and rebuys for who sits out among them (C3: one may change the next dealer).
            for (let tries = roll(5); tries >= 0; tries--) {
              const broke = tableView(state, 'table').ledger.money.buyIn.find((player) => state.stacks[player] === 0);
              if (broke !== undefined && roll(2) === 0) {
                state = run(state, { type: 'buyIn', player: broke });
                continue;
              }
              const view = tableView(state, 'table').choice!;
              const seat = roll(players);
              const game = roll(games.length + 1) - (roll(4) === 0 ? 0.5 : 0);
              const offered = view.naming !== null && view.naming.seat === seat && view.naming.games.includes(game);
              const result = applySession(state, { type: 'nameGame', seat, game });
              expect(result.ok).toBe(offered);
              if (result.ok) state = result.state;
            }
            for (const player of tableView(state, 'table').ledger.money.buyIn) if (state.stacks[player] === 0) state = run(state, { type: 'buyIn', player });
            const before = state;
            const dealt = applySession(state, { type: 'startHand' });
            if (!dealt.ok) {
              // Nobody named: the deal waits for its game, and nothing moved.
              expect(dealt.error.code).toBe(before.game === undefined ? 'NAME_GAME' : 'FEW_PLAYERS');
              const dealer = tableView(state, 'table').choice!.naming?.seat;
              if (dealer === undefined) break;
              state = run(state, { type: 'nameGame', seat: dealer, game: roll(games.length) });
              state = run(state, { type: 'startHand' });
            } else state = dealt.state;
            const inForce = choice.games[state.game!];
            expect(state.hand!.config).toMatchObject({ profile: inForce.profile, options: inForce.options });
            state = playedOut(state, rng);
            expect(state.history.at(-1)!.game).toBe(choice.games.indexOf(inForce));
            chipsKept();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
