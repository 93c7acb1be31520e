import type { Action, HandConfig, HandState } from '../types.ts';
import { actionError, PhhError } from './errors.ts';
import { headsUpSwap } from './forced.ts';
import { phhScale } from './baseball.ts';
import { brasileiroConfig } from './brasileiro.ts';
import { fechadoConfig } from './fechado.ts';
import { holdemConfig, onHoldemTable } from './holdem.ts';
import { PHH_VARIANTS, type PhhHand } from './hand.ts';
import { formatPhhAction, type PhhAction, type PhhCard } from './notation.ts';

/** Mesa counts whole chips; PHH allows decimals, which only a whole number can stand for here. */
function wholeChips(field: string, values: readonly number[]): number[] {
  values.forEach((v, i) => {
    if (!Number.isInteger(v)) {
      const why = v === Infinity ? 'an unknown (inf) stack cannot be played' : `${v} is not a whole number of chips`;
      throw new PhhError(`${field} of p${i + 1}: ${why}`, field);
    }
  });
  return [...values];
}

/**
 * The engine config of a PHH hand. Seats are in PHH order, so seat i is player p(i+1) and the
 * last seat is the dealer (the button): the standard puts the small blind first and the button
 * last, and in non-button games the dealer's left first and the dealer last. Cards are dealt as
 * the history says (`explicit` dealing), unknown ones included.
 */
export function phhConfig(hand: PhhHand): HandConfig {
  const profile = PHH_VARIANTS[hand.variant];
  // _MESA_BASEBALL: units in the file, sixtieths in the engine; `inf` stacks are credit (S2), balances from 0.
  const scale = phhScale(profile);
  const credit = profile === 'baseball';
  const stacks = wholeChips('starting_stacks', credit ? hand.starting_stacks.map(() => 0) : hand.starting_stacks);
  const players = stacks.length;
  if (!Number.isInteger(hand.min_bet)) throw new PhhError(`min_bet: ${hand.min_bet} is not a whole number of chips`, 'min_bet');
  const scaled = (values: number[]) => values.map((v) => v * scale);
  return {
    profile,
    seats: stacks.map((stack, i) => ({ name: hand.players?.[i] || `p${i + 1}`, stack })),
    dealer: players - 1,
    dealing: 'explicit',
    antes: headsUpSwap(scaled(wholeChips('antes', hand.antes))),
    blinds: headsUpSwap(scaled(wholeChips('blinds_or_straddles', hand.blinds_or_straddles ?? stacks.map(() => 0)))),
    minBet: hand.min_bet * scale,
    ...(credit ? { options: { betting: { kind: 'fixed', unit: hand.min_bet, cap: 3 } } } : {}),
    ...(profile === 'fechado' ? fechadoConfig(hand.user_defined, hand.min_bet) : {}),
    ...(profile === 'brasileiro' ? brasileiroConfig(hand.user_defined, hand.min_bet) : {}),
    ...(onHoldemTable(profile) ? holdemConfig(hand.user_defined).config : {}),
  };
}

/**
 * The engine action a PHH action stands for in this state, or null for a no-op. PHH folds
 * check/call into `cc` and bet/raise into `cbr`; which one it is depends on the bet the player
 * faces, so the translation needs the state the action applies to.
 */
export function engineAction(action: PhhAction, state: HandState, index: number): Action | null {
  const round = state.round;
  switch (action.kind) {
    case 'no-op':
      return null;
    case 'deal-hole':
      return { type: 'deal', to: action.player, cards: action.cards };
    case 'deal-board':
      return { type: 'deal', to: 'board', cards: action.cards };
    case 'fold':
      return { type: 'fold', seat: action.player };
    case 'check-call': {
      const facing = round !== null && state.seats[action.player].bet < round.currentBet;
      return { type: facing ? 'call' : 'check', seat: action.player };
    }
    case 'bet':
      if (!Number.isInteger(action.amount)) throw actionError(index, formatPhhAction(action), `${action.amount} is not a whole number of chips`);
      return { type: round !== null && round.currentBet > 0 ? 'raise' : 'bet', seat: action.player, to: action.amount * phhScale(state.config.profile) };
    case 'discard':
      return {
        type: 'draw',
        seat: action.player,
        discard: action.cards.includes(null) ? action.cards.length : (action.cards as number[]),
      };
    case 'show':
      // PHH records every show; the engine turns up by itself a hand that has no choice (D13, or
      // the only claimant of a pot), so a record of that show is already done.
      if (state.seats[action.player].shown && sameHand(action.cards, state.seats[action.player].cards)) return null;
      if (action.cards === 'as-dealt' || action.cards.includes(null)) return { type: 'show', seat: action.player };
      return { type: 'show', seat: action.player, cards: action.cards as number[] };
    case 'muck':
      return { type: 'muck', seat: action.player };
    case 'bring-in':
      throw actionError(index, formatPhhAction(action), `${state.config.profile} has no bring-in (a stud forced bet)`);
  }
}

function sameHand(shown: readonly PhhCard[] | 'as-dealt', held: readonly PhhCard[]): boolean {
  return shown === 'as-dealt' || (shown.length === held.length && shown.every((c) => c !== null && held.includes(c)));
}
