/**
 * B9: the bonus for big hands. A player who shows four of a kind receives 1 chip from every other
 * player dealt in (folded ones too), a straight flush 2, a royal straight flush 3 (in units of the
 * dealer's post, B4: 1 by default). Only shown hands count: at the showdown, or a hand that wins
 * uncontested and is shown on purpose to claim it. H14's 7-2 bounty is paid the same way
 * (`payEach`) and claimed the same way in the chip ledger (`applyClaim`).
 */
import { rankOf, type Card } from '../cards.ts';
import { withHand } from '../copy.ts';
import { evaluate } from '../evaluate/evaluate.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import { seatsAfter, type Direction } from '../seats.ts';
import type { Action, BigHand, BonusKind, HandState, Refusal, Seat } from '../types.ts';

const TEN = 8;

/** B9: the units each kind of hand earns. */
export const BONUS_UNITS: Readonly<Record<BigHand, number>> = { quads: 1, 'straight-flush': 2, royal: 3 };

/** B9, B4: the chips each other player pays for each big hand, in units of the dealer's post. */
export const bonusWorth = (unit: number): Readonly<Record<BigHand, number>> => ({
  quads: BONUS_UNITS.quads * unit,
  'straight-flush': BONUS_UNITS['straight-flush'] * unit,
  royal: BONUS_UNITS.royal * unit,
});

/** B9: bonus units a five-card hand earns: quads 1, straight flush 2, royal 3, anything else 0. */
export function bonusUnits(cards: readonly Card[], rules: RankingRules): number {
  const { category } = evaluate(cards, rules);
  if (category === 'four-of-a-kind') return BONUS_UNITS.quads;
  if (category !== 'straight-flush') return 0;
  // Ten to ace; the ace-low straight flush (B12) holds a card below the ten.
  return cards.every((c) => rankOf(c) >= TEN) ? BONUS_UNITS.royal : BONUS_UNITS['straight-flush'];
}

/** The seats whose shown hand earns a bonus, with its units: typed cards, or the table's claim (chip ledger). */
function bonusHands(state: HandState, rules: RankingRules): { seat: Seat; units: number }[] {
  const hands: { seat: Seat; units: number }[] = [];
  const claims = state.showdown?.claims ?? [];
  state.seats.forEach((s, seat) => {
    if (!s.inHand || s.folded || s.mucked) return;
    const claim = claims.find((c) => c.seat === seat);
    if (claim && claim.kind !== 'seven-two') {
      hands.push({ seat, units: BONUS_UNITS[claim.kind] });
      return;
    }
    if (!s.shown || s.cards.length < 5 || s.cards.some((c) => c === null)) return;
    const units = bonusUnits(s.cards as Card[], rules);
    if (units > 0) hands.push({ seat, units });
  });
  return hands;
}

/**
 * Per seat, the chips received (+) and paid (−) for the bonuses, from the stacks after the pots
 * are paid.
 */
export function bonusTransfers(state: HandState, rules: RankingRules, unit: number, direction: Direction): number[] | null {
  const hands = bonusHands(state, rules);
  return hands.length === 0 ? null : payEach(state, hands.map((h) => ({ seat: h.seat, each: h.units * unit })), direction);
}

/**
 * B9, H14: each earner receives `each` from every other player dealt in (folded ones too), from the
 * stacks after the pots are paid. Earners are settled in order from the dealer (in the profile's
 * direction); a player who cannot pay in full pays what he has, so chips are never created.
 */
export function payEach(state: HandState, earners: readonly { seat: Seat; each: number }[], direction: Direction): number[] {
  const stacks = state.seats.map((s) => s.stack);
  const delta = state.seats.map(() => 0);
  const order = seatsAfter(state.seats.length, state.config.dealer, direction);
  for (const seat of order) {
    const earner = earners.find((e) => e.seat === seat);
    if (!earner) continue;
    for (const payer of order) {
      if (payer === seat || !state.seats[payer].inHand) continue;
      const paid = Math.min(earner.each, stacks[payer]);
      stacks[payer] -= paid;
      stacks[seat] += paid;
      delta[payer] -= paid;
      delta[seat] += paid;
    }
  }
  return delta;
}

/** A seat that may claim a bonus at a chip-ledger showdown: still in, not given up, cards not typed, no claim yet. */
export function mayClaim(state: HandState, seat: Seat): boolean {
  const s = state.seats[seat];
  if (!s || !s.inHand || s.folded || s.mucked || s.shown) return false;
  return !(state.showdown?.claims ?? []).some((c) => c.seat === seat);
}

/**
 * B9, H14 in the chip ledger, one tap: the table saw `seat` show a bonus hand (or a 7-2). It is
 * recorded with the showdown and paid exactly like typed cards; it decides no pot (the table still
 * names the winners). `worth`: what the game pays for each kind it knows.
 */
export function applyClaim(
  state: HandState,
  action: Extract<Action, { type: 'claimBonus' }>,
  worth: Readonly<Partial<Record<BonusKind, number>>>,
): HandState | Refusal {
  if (!Object.hasOwn(worth, action.kind)) return { code: 'NOT_ALLOWED', reason: 'bonus-kind', message: `claim ${Object.keys(worth).join(', ')}` };
  if (!mayClaim(state, action.seat)) return { code: 'NOT_ELIGIBLE', message: 'this seat is not showing a hand that could claim a bonus now' };
  const showdown = state.showdown!;
  return withHand(state, { showdown: { ...showdown, claims: [...(showdown.claims ?? []), { seat: action.seat, kind: action.kind }] } });
}
