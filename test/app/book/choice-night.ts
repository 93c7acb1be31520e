// A dealer's-choice night (issue 34, RULES.md section C) for the book's unit and component tests:
// four players at R$ 20 a buy-in, hold'em, draw5 and poker fechado each at its own stakes, and
// pot-limit Omaha allowed but never named; each dealer names the next game in the table's turn,
// the hands are played at random, and a player who runs out of chips buys in again (V11: the
// rebuy is the night's).
import { newSession, seededSource, sittingOut, tableView, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { playedOut, run } from '../../engine/support/session.ts';

/** The first game's buy-in is the night's (C2): R$ 20 for 100 chips. */
const HOLDEM = { profile: 'holdem', options: { smallBlind: 5, bigBlind: 10, buyIn: { price: 2000, currency: 'BRL', chips: 100 } } } as const;

export const CHOICE_NIGHT: SessionConfig = {
  ...HOLDEM,
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  dealing: 'deck',
  choice: { per: 'deal', games: [HOLDEM, { profile: 'draw5', options: { ante: 2 } }, { profile: 'fechado', options: { ante: 3 } }, { profile: 'plo', options: { smallBlind: 1, bigBlind: 2 } }] },
};

/** The games named in turn, by index into `choice.games` (Omaha, the fourth, never). */
const NAMED = [0, 1, 2];

/**
 * `deals` deals of random play: before each, whoever is out of chips buys in again, and the dealer
 * names the next game of NAMED's turn (or, when a rule of section C keeps the game, none is named).
 */
export function playedChoiceNight(seed: number, deals: number, config: SessionConfig = CHOICE_NIGHT): SessionState {
  const rng = seededSource(seed);
  let state = newSession(config);
  for (let deal = 0; deal < deals; deal++) {
    for (const player of sittingOut(state)) state = run(state, { type: 'buyIn', player });
    const naming = tableView(state, 'table').choice?.naming;
    const wanted = NAMED[deal % NAMED.length];
    if (naming) state = run(state, { type: 'nameGame', seat: naming.seat, game: naming.games.includes(wanted) ? wanted : naming.games[0] });
    state = playedOut(run(state, { type: 'startHand', at: deal * 60_000 }), rng);
  }
  return state;
}
