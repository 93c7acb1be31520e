/**
 * holdem, Texas hold'em no-limit (RULES.md H1–H10, source 004): blinds (and optional antes),
 * two closed cards, four betting rounds around a flop, turn and river, showdown.
 */
import { deck } from '../deck.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { splitWithOddChips } from '../pots.ts';
import { antesOnly, badPosts, equalAntes, postWords, wrongPosts } from '../posts.ts';
import { bountyOf, bountyShow, bountyTransfers } from './bounty.ts';
import { straddleStep } from './straddle.ts';
import { seatName } from '../words.ts';
import { firstAfter, seatsAfter } from '../seats.ts';
import type { HandConfig, Refusal, ResolvedConfig, Seat } from '../types.ts';
import { afterBlinds, leftOfDealer } from './order.ts';
import type { Profile } from './profile.ts';

const dealtIn = (config: HandConfig) => config.seats.map((s) => !s.out && s.stack > 0);

/** How many are dealt into a hand of hold'em's table (and Omaha's, M3). */
export const playersDealtIn = (config: HandConfig): number => dealtIn(config).filter(Boolean).length;

/** H2: the small blind left of the button and the big blind on its left; H8: heads-up the button posts the small. */
function blindSeats(config: HandConfig): { small: Seat; big: Seat } {
  const inHand = dealtIn(config);
  const next = (seat: Seat) => firstAfter(config.seats.length, seat, 1, (s) => inHand[s]);
  const small = inHand.filter(Boolean).length === 2 ? config.dealer : next(config.dealer);
  return { small, big: next(small) };
}

/**
 * H2: antes the same for everyone, or the big blind's alone; the small and the big blind (not
 * above it), then any straddles of a hand history seat by seat after the big blind, each at
 * least the post before it, or (H11) one straddle by the button, at least the big blind. Nobody
 * else posts. H12: a bomb pot has the same ante from everyone and no blinds.
 */
function holdemPosts(config: ResolvedConfig): Refusal | null {
  if (config.mode === 'bomb') return bombPosts(config);
  const { small, big } = blindSeats(config);
  const bigBlindAnte = wrongPosts(config, config.antes, (seat) => (seat === big ? config.antes[big] : 0)).length === 0;
  if (!bigBlindAnte && equalAntes(config, 'H2')) {
    const antes = wrongPosts(config, config.antes, () => -1);
    return badPosts('H2', `antes are the same for everyone, or the big blind's alone (H2): ${antes.join(', ')}`);
  }
  const inHand = dealtIn(config);
  const order = [small, big, ...seatsAfter(config.seats.length, big, 1).filter((seat) => inHand[seat] && seat !== small && seat !== big)];
  const posts = order.map((seat) => config.blinds[seat]);
  const straddles = posts.slice(2);
  const inTurn = straddles.every((post, i) => post === 0 || (posts[i + 1] > 0 && post >= posts[i + 1]));
  const byButton = straddles.every((post, i) => post === 0 || (order[i + 2] === config.dealer && post >= posts[1]));
  const others = wrongPosts(config, config.blinds, (seat) => (order.includes(seat) ? config.blinds[seat] : 0));
  if (posts[1] >= posts[0] && (inTurn || byButton) && others.length === 0) return null;
  const name = (seat: Seat) => seatName(config, seat);
  const posted = order.filter((seat) => config.blinds[seat] > 0 || seat === small || seat === big);
  return badPosts(
    'H2',
    `the small blind (${name(small)}), then the big blind (${name(big)}), then straddles seat by seat, each at least the post before, or one by the button (H2, H11): ${posted.map((seat) => postWords(config, seat, config.blinds[seat])).join(', ')}`,
  );
}

/** H12: everyone antes the agreed amount and nobody posts a blind. */
function bombPosts(config: ResolvedConfig): Refusal | null {
  const refused = antesOnly(config, 'H12', 'a bomb pot');
  if (refused) return refused;
  const ante = config.antes.find((_, seat) => dealtIn(config)[seat]) ?? 0;
  return ante > 0 ? null : badPosts('H12', 'in a bomb pot everyone antes the agreed amount (H12): the antes are 0');
}

/** H12: the bomb pot's ante from every seat dealt in, and no blinds. */
function bombForcedBets(config: HandConfig, bigBlind: number) {
  const inHand = dealtIn(config);
  const ante = config.options?.bombPot ?? 0;
  return { antes: config.seats.map((_, seat) => (inHand[seat] ? ante : 0)), blinds: config.seats.map(() => 0), minBet: bigBlind };
}

/** Hold'em's table without its 7-2 bounty (H14): blinds, streets, betting and showdown, which Omaha plays too (M3). */
export const holdemTable: Profile = {
  id: 'holdem',
  players: { min: 2, max: 10 },
  direction: 1,
  streets: [
    { kind: 'post' }, // H2, H12
    { kind: 'decide', step: straddleStep }, // H11
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed'] }, // H1
    { kind: 'bet', first: afterBlinds, name: 'preflop', skip: (state) => state.config.mode === 'bomb' }, // H3, H8, H11; H12: none
    { kind: 'deal', to: 'board', count: 3 }, // flop
    { kind: 'bet', first: leftOfDealer, name: 'flop' }, // H5
    { kind: 'deal', to: 'board', count: 1 }, // turn
    { kind: 'bet', first: leftOfDealer, name: 'turn' },
    { kind: 'deal', to: 'board', count: 1 }, // river
    { kind: 'bet', first: leftOfDealer, name: 'river' },
    { kind: 'showdown' }, // H7
  ],
  deck: () => deck(),
  ranking: (config) => rankingRules('holdem', { players: playersDealtIn(config) }),
  betting: (options) => options.betting ?? { kind: 'no-limit' },
  forcedBets: (config) => {
    const options = config.options ?? {};
    const bigBlind = options.bigBlind ?? 2;
    if (config.mode === 'bomb') return bombForcedBets(config, bigBlind);
    const smallBlind = options.smallBlind ?? Math.floor(bigBlind / 2);
    const inHand = dealtIn(config);
    const { small, big } = blindSeats(config);
    const blinds = config.seats.map((_, seat) => (seat === small ? smallBlind : seat === big ? bigBlind : 0));
    const antes = config.seats.map((_, seat) =>
      !inHand[seat] ? 0 : options.bigBlindAnte !== undefined ? (seat === big ? options.bigBlindAnte : 0) : (options.ante ?? 0),
    );
    return { antes, blinds, minBet: bigBlind };
  },
  posts: holdemPosts,
  clauses: { deck: 'H1', deal: 'H1', stock: 'H1' },
  muck: true, // H7
  showBeforeRunout: true,
  split: splitWithOddChips, // G8
};

export const holdem: Profile = {
  ...holdemTable,
  // H14: the 7-2 bounty, shown to claim it when everyone folded, paid after the pots.
  uncontestedShow: bountyShow,
  bonus: bountyTransfers,
  claims: (config) => (bountyOf(config) > 0 ? { 'seven-two': bountyOf(config) } : null),
};
