/**
 * holdem, Texas hold'em no-limit (RULES.md H1–H10, source 004): blinds (and optional antes),
 * two closed cards, four betting rounds around a flop, turn and river, showdown.
 */
import { deck } from '../deck.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { splitWithOddChips } from '../pots.ts';
import { firstAfter } from '../seats.ts';
import type { HandConfig } from '../types.ts';
import { afterBlinds, leftOfDealer } from './order.ts';
import type { Profile } from './profile.ts';

const dealtIn = (config: HandConfig) => config.seats.map((s) => !s.out && s.stack > 0);

export const holdem: Profile = {
  id: 'holdem',
  players: { min: 2, max: 10 },
  direction: 1,
  streets: [
    { kind: 'post' }, // H2
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed'] }, // H1
    { kind: 'bet', first: afterBlinds, name: 'preflop' }, // H3, H8
    { kind: 'deal', to: 'board', count: 3 }, // flop
    { kind: 'bet', first: leftOfDealer, name: 'flop' }, // H5
    { kind: 'deal', to: 'board', count: 1 }, // turn
    { kind: 'bet', first: leftOfDealer, name: 'turn' },
    { kind: 'deal', to: 'board', count: 1 }, // river
    { kind: 'bet', first: leftOfDealer, name: 'river' },
    { kind: 'showdown' }, // H7
  ],
  deck: () => deck(),
  ranking: (config) => rankingRules('holdem', { players: dealtIn(config).filter(Boolean).length }),
  betting: (options) => options.betting ?? { kind: 'no-limit' },
  forcedBets: (config) => {
    const options = config.options ?? {};
    const bigBlind = options.bigBlind ?? 2;
    const smallBlind = options.smallBlind ?? Math.floor(bigBlind / 2);
    const inHand = dealtIn(config);
    const count = config.seats.length;
    const next = (seat: number) => firstAfter(count, seat, 1, (s) => inHand[s]);
    // H2: small blind left of the button, big blind next; H8: heads-up the button posts the small.
    const small = inHand.filter(Boolean).length === 2 ? config.dealer : next(config.dealer);
    const big = next(small);
    const blinds = config.seats.map((_, seat) => (seat === small ? smallBlind : seat === big ? bigBlind : 0));
    const antes = config.seats.map((_, seat) =>
      !inHand[seat] ? 0 : options.bigBlindAnte !== undefined ? (seat === big ? options.bigBlindAnte : 0) : (options.ante ?? 0),
    );
    return { antes, blinds, minBet: bigBlind };
  },
  muck: true, // H7
  showBeforeRunout: true,
  split: splitWithOddChips, // G8
};
