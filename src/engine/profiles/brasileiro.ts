/**
 * brasileiro, Brazilian poker with escuro and jacker (RULES.md B1–B13, source 001): a deck
 * stripped by the number of players, everything moving to the right, the dealer's post and the
 * escuro with its re-buys, the exchange before any betting (with the dealer's right's 4-card
 * privilege), one betting round at the double limit, bonuses for big hands, and jacker mode.
 *
 * Streets, in both modes (the ones a mode does not play skip themselves):
 *   post → re-buys (normal) → deal → abertura, passo/abro (jacker) → exchange → betting → showdown
 * escuro.ts has B4, B5, B7; jacker.ts B10; bonus.ts B9; money.ts the settlement of B13.
 */
import { bonusTransfers, bonusUnits, bonusWorth } from './bonus.ts';
import type { Card } from '../cards.ts';
import { deck, strippedDeckLowest } from '../deck.ts';
import { escuroBlinds, escuroPostsRefusal, escuroRebuys, escuroUnit, initialEscuro, labelMesa, rightOfBuyer } from './escuro.ts';
import { rankingRules } from '../evaluate/rules.ts';
import { isJacker, jackerPost, jackerPostsRefusal, jackerShow, nextMode, openerOf, opensJacker, postedBefore, restrictJacker } from './jacker.ts';
import { splitWithOddChips } from '../pots.ts';
import { firstAfter } from '../seats.ts';
import type { HandConfig, HandState } from '../types.ts';
import { leftOfDealer } from './order.ts';
import type { Profile, Street } from './profile.ts';

const dealtIn = (config: HandConfig) => config.seats.filter((s) => !s.out && s.stack > 0).length;

const ranking = (config: HandConfig) =>
  rankingRules('brasileiro', { players: dealtIn(config), cheirosinha: config.options?.cheirosinha === true }); // B1, B2, B12

/** B10: the passo/abro round, played in jacker mode only. */
const abertura: Street = { kind: 'bet', first: leftOfDealer, name: 'abertura', skip: (state) => !isJacker(state.config) };

const stillIn = (state: HandState) => (seat: number) => state.seats[seat].inHand && !state.seats[seat].folded;

/**
 * G9 and B9: the last player in takes the pot unshown, and is offered to show only where showing
 * can earn something — a bonus hand he holds, or cards the engine does not know (the chip ledger,
 * where the table may claim one). Games recorded before this rule (without `showToClaim`) asked
 * him always, and their logs hold his answer.
 */
function bonusShow(state: HandState): 'may' | null {
  if (state.config.options.showToClaim !== true) return 'may';
  const last = state.seats.find((s) => s.inHand && !s.folded);
  if (!last || last.cards.some((c) => c === null)) return 'may';
  return last.cards.length >= 5 && bonusUnits(last.cards as Card[], ranking(state.config)) > 0 ? 'may' : null;
}

export const brasileiro: Profile = {
  id: 'brasileiro',
  players: { min: 2, max: 9 }, // B2
  direction: -1, // B3: deal, action and the dealer's rotation all move to the right
  streets: [
    { kind: 'post' }, // B4; B10 in jacker mode
    { kind: 'decide', step: escuroRebuys }, // B5
    { kind: 'deal', to: 'seats', faces: ['closed', 'closed', 'closed', 'closed', 'closed'] }, // B6
    abertura, // B10
    {
      // B6: the dealer's right may take 4, the fourth after everyone else; B10: 0–3 for all.
      kind: 'draw',
      min: 0,
      max: 3,
      privilege: (state) => {
        if (isJacker(state.config)) return null;
        const seat = firstAfter(state.seats.length, state.config.dealer, -1, stillIn(state));
        return { seat, max: 4, now: 3 };
      },
    },
    {
      // B7: from the last escuro buyer's right, who speaks last; B10: the opener first.
      kind: 'bet',
      first: (state) => (isJacker(state.config) ? openerOf(state) : rightOfBuyer(state)),
      name: 'apostas',
    },
    { kind: 'showdown' }, // B7: every hand still in is shown
  ],
  deck: (config) => deck(strippedDeckLowest('brasileiro', dealtIn(config))), // B2
  ranking,
  // B8: the double limit, its factor a table option (default 2).
  betting: (options, config) => {
    const spec = options.betting ?? { kind: 'double', factor: 2 };
    return spec.kind === 'double' && config ? { ...spec, before: postedBefore(config) } : spec;
  },
  forcedBets: (config) => {
    const unit = escuroUnit(config);
    if (isJacker(config)) {
      // B10: everyone dealt in posts; nothing is a bet of the round.
      const post = jackerPost(config);
      return { antes: config.seats.map((s) => (!s.out && s.stack > 0 ? post : 0)), blinds: config.seats.map(() => 0), minBet: unit };
    }
    return { antes: config.seats.map(() => 0), blinds: escuroBlinds(config), minBet: unit }; // B4
  },
  escuro: (config) => (isJacker(config) ? null : initialEscuro(config)),
  restrict: (state, seat, actions) =>
    isJacker(state.config)
      ? restrictJacker(state, seat, actions, brasileiro.streets[state.street] === abertura)
      : labelMesa(state, actions),
  openers: (state) => (isJacker(state.config) && brasileiro.streets[state.street] === abertura ? opensJacker(ranking(state.config)) : null),
  failedOpenerRedeals: true, // B10 decision (chip ledger): the jacker deal is repeated
  // B9: the last player in may show a bonus hand to claim it; B10: an opener nobody covered must show.
  uncontestedShow: (state) => (isJacker(state.config) ? jackerShow(state) : bonusShow(state)),
  bonus: (state) => bonusTransfers(state, ranking(state.config), escuroUnit(state.config), -1),
  claims: (config) => bonusWorth(escuroUnit(config)),
  nextMode,
  posts: (config) => (isJacker(config) ? jackerPostsRefusal(config) : escuroPostsRefusal(config)), // B4, B5, B10
  clauses: { deck: 'B2', deal: 'B6', stock: 'B6' },
  muck: false, // B7: the remaining hands are shown
  showBeforeRunout: false,
  split: splitWithOddChips, // G8, B11: the odd chip counter-clockwise from the dealer
};
