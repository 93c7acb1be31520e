/**
 * draw5, five-card draw (RULES.md D1–D15, source 000): ante 1, five closed cards, a no-limit
 * round, one draw of 0–5 cards (D6, with the stock rule D7 in draw.ts), a second round, showdown.
 */
import { deck } from '../deck.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { splitWithOddChips } from '../pots.ts';
import type { HandConfig } from '../types.ts';
import { antesOnly } from '../posts.ts';
import { leftOfDealer } from './order.ts';
import type { Profile } from './profile.ts';

const dealtIn = (config: HandConfig) => config.seats.filter((s) => !s.out && s.stack > 0).length;

export const draw5: Profile = {
  id: 'draw5',
  players: { min: 2, max: 6 }, // D1
  direction: 1,
  streets: [
    { kind: 'post' }, // D1: ante before the deal
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed', 'closed', 'closed', 'closed'] }, // D2
    { kind: 'bet', first: leftOfDealer, name: 'first' }, // D5
    { kind: 'draw', min: 0, max: 5 }, // D6, D7
    { kind: 'bet', first: leftOfDealer, name: 'second' }, // D8
    { kind: 'showdown' }, // D13
  ],
  deck: () => deck(), // D1: 52 cards, no jokers
  ranking: (config) => rankingRules('draw5', { players: dealtIn(config) }), // D12
  betting: (options) => options.betting ?? { kind: 'no-limit' }, // D3
  forcedBets: (config) => ({
    antes: config.seats.map(() => config.options?.ante ?? 1), // D1
    blinds: config.seats.map(() => 0),
    minBet: config.options?.minBet ?? 2, // D3; T7: twice a tournament level's ante
  }),
  posts: (config) => antesOnly(config, 'D1', 'five-card draw'),
  clauses: { deck: 'D1', deal: 'D2', stock: 'D7' },
  muck: false, // D13: all five cards are shown
  showBeforeRunout: false, // D11: all-in players still draw before the showdown
  split: splitWithOddChips, // G8
};
