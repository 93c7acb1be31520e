/**
 * fechado, Poker fechado (RULES.md F1–F13, source 003): a deck stripped by the number of players
 * (or the full deck), a pingo from everyone, a first round someone must open with the openers of
 * the ladder (F5, F7, F12), one exchange of 0–4 cards (F9, F10), a second round led by the opener
 * or the last raiser (F11), showdown. The escuro variant (F13) replaces the pingos by a chain of
 * posts and needs no openers.
 *
 * Across deals (F7, F12) a session carries the chips nobody won into the next deal's config
 * (`carried`): this profile reads the openers' step from `carried.deals`.
 */
import type { Card } from '../cards.ts';
import { deck, strippedDeckLowest } from '../deck.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { hasOpeners, openersAfter, type Openers } from './openers.ts';
import { splitWithOddChips } from '../pots.ts';
import { firstAfter, nextSeat, type Direction } from '../seats.ts';
import type { BettingSpec, HandConfig, HandState, LegalAction, Seat } from '../types.ts';
import { antesOnly, badPosts, wrongPosts } from '../posts.ts';
import { afterBlinds, leftOfDealer } from './order.ts';
import type { DrawPrivilege, Profile } from './profile.ts';

const dealtIn = (config: HandConfig) => config.seats.map((s) => !s.out && s.stack > 0);
const playerCount = (config: HandConfig) => dealtIn(config).filter(Boolean).length;

/** F6: a bet or raise adds 1 to 10 chips unless the table agreed other limits (or no limit). */
export const FECHADO_BETTING: BettingSpec = { kind: 'spread', min: 1, max: 10 };

const pingo = (config: HandConfig) => config.options?.ante ?? 1; // F4
const escuro = (config: HandConfig) => config.options?.escuroPosters !== undefined; // F13

/**
 * F13: the chain of posts — the dealer 1 chip, the next player on his left 2, the next 4 (and 8
 * with four posters); in a tournament (T7) the dealer posts the level's escuro and the chain
 * doubles from it. Fewer players than posters: everyone posts.
 */
function escuroPosts(config: HandConfig): number[] {
  const inHand = dealtIn(config);
  const posts = config.seats.map(() => 0);
  const posters = Math.min(config.options?.escuroPosters ?? 0, inHand.filter(Boolean).length);
  let seat = config.dealer;
  if (!inHand[seat]) seat = firstAfter(config.seats.length, seat, 1, (s) => inHand[s]);
  for (let i = 0; i < posters; i++) {
    posts[seat] = (config.options?.escuro ?? 1) * 2 ** i;
    seat = firstAfter(config.seats.length, seat, 1, (s) => inHand[s]);
  }
  return posts;
}

/** F13: the last poster, who owns the escuro. */
function escurante(state: HandState): Seat {
  const { blinds } = state.config;
  return blinds.indexOf(Math.max(...blinds));
}

/** F11: the last player who bet or raised in the first round speaks first, or the next one still in on his left. */
function lastAggressorFirst(state: HandState, direction: Direction): Seat {
  const aggressor = state.round?.aggressor ?? -1;
  if (aggressor < 0) return leftOfDealer(state, direction);
  const count = state.seats.length;
  const stillIn = (seat: Seat) => state.seats[seat].inHand && !state.seats[seat].folded;
  return firstAfter(count, nextSeat(count, aggressor, -direction as Direction), direction, stillIn);
}

/** F5, F13: the first round starts on the dealer's left, or on the escurante's left. */
const firstRound = (state: HandState, direction: Direction) =>
  escuro(state.config) ? afterBlinds(state, direction) : leftOfDealer(state, direction);

/** F11, F13: the second round starts with the opener or the last raiser, or on the escurante's left. */
const secondRound = (state: HandState, direction: Direction) =>
  escuro(state.config) ? afterBlinds(state, direction) : lastAggressorFirst(state, direction);

const FIRST_BET = 2;

/**
 * F9: 0–4 cards each; with the table option only the first to exchange (the first player still in
 * on the dealer's left) may take 4, the others 0–3. As a draw privilege: by default every seat is
 * privileged in its turn.
 */
function fourCards(state: HandState): DrawPrivilege {
  const seat = state.config.options.exchangeFour === 'first' ? leftOfDealer(state, 1) : (state.draw?.queue[0] ?? -1);
  return { seat, max: 4, now: 4 };
}

const without = (actions: readonly LegalAction[], type: LegalAction['type']) => actions.filter((a) => a.type !== type);

/** F12: the openers this deal needs, or null in the escuro variant and with free opening. */
export function openersRequired(config: HandConfig): Openers | null {
  if (escuro(config) || config.options?.freeOpening) return null;
  return openersAfter(config.carried?.deals ?? 0);
}

const anyCards = () => true;

export const fechado: Profile = {
  id: 'fechado',
  players: { min: 2, max: 8 }, // F1
  direction: 1, // F3, F5: deal and play move to the left
  streets: [
    { kind: 'post' }, // F4 pingo, or F13's chain of posts
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed', 'closed', 'closed', 'closed'] }, // F3
    { kind: 'bet', first: firstRound, name: 'first' }, // F5, F8
    { kind: 'restock' }, // F10: the undealt cards and the folded hands, reshuffled
    { kind: 'draw', min: 0, max: 3, privilege: fourCards }, // F9, F10 (then D7's rule for the discards)
    { kind: 'bet', first: secondRound, name: 'second' }, // F11
    { kind: 'showdown' }, // F11: in the order of D13
  ],
  deck: (config) => (config.options?.fullDeck ? deck() : deck(strippedDeckLowest('fechado', playerCount(config)))), // F1
  ranking: (config) => rankingRules('fechado', { players: playerCount(config), fullDeck: config.options?.fullDeck }), // F2
  betting: (options) => options.betting ?? FECHADO_BETTING, // F6
  forcedBets: (config) => {
    const inHand = dealtIn(config);
    const betting = config.options?.betting ?? FECHADO_BETTING;
    return {
      antes: config.seats.map((_, seat) => (inHand[seat] && !escuro(config) ? pingo(config) : 0)), // F4
      blinds: escuro(config) ? escuroPosts(config) : config.seats.map(() => 0), // F13
      minBet: betting.kind === 'spread' ? betting.min : (config.options?.minBet ?? 1), // F6: no limit but a whole chip; T7: a tournament level's post
    };
  },
  // F4: everyone antes the same pingo; F13: the escuro's chain of posts instead, 1, 2, 4 (8) from the dealer to his left.
  posts: (config) => {
    if (!escuro(config)) return antesOnly(config, 'F4', 'fechado with pingos');
    const chain = escuroPosts(config);
    const wrong = [...wrongPosts(config, config.antes, () => 0), ...wrongPosts(config, config.blinds, (seat) => chain[seat])];
    return wrong.length === 0 ? null : badPosts('F13', `the escuro's posts are 1, 2, 4… from the dealer to his left and nobody antes (F13): ${wrong.join(', ')}`);
  },
  clauses: { deck: 'F1', deal: 'F3', stock: 'F10' },
  muck: false, // F11: the hands still in are shown (D13)
  showBeforeRunout: false,
  split: splitWithOddChips, // G8
  openers: (state) => {
    if (state.street !== FIRST_BET || escuro(state.config)) return null; // F13: no openers
    const need = openersRequired(state.config);
    if (need === null) return anyCards; // F12 option: free opening (someone must still open, F7)
    const rules = fechado.ranking(state.config);
    return (cards: readonly Card[]) => hasOpeners(cards, need, rules);
  },
  restrict: (state, seat, actions) => {
    const round = state.round!;
    const first = state.street === FIRST_BET;
    if (escuro(state.config)) {
      const owner = escurante(state);
      // F13: before the exchange only the escurante raises; after it, he may not open.
      if (first) return seat === owner ? actions : without(actions, 'raise');
      return seat === owner ? without(actions, 'bet') : actions;
    }
    if (!first || round.currentBet === 0) return actions;
    // F8: a player who said mesa only calls or folds at his first turn after the open.
    if (round.faced[seat] === 0) return without(actions, 'raise');
    // F8: the opener may not raise his own bet when the others only called.
    if (seat === round.opener && round.raises === 0) return without(actions, 'raise');
    return actions;
  },
};
