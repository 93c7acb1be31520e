import { ACE, SUIT_COUNT, TWO, card, type Card, type Rank } from './cards.ts';

/** Every card from `lowest` up to the ace, in a fixed order (deal order comes from the shuffle). */
export function deck(lowest: Rank = TWO): Card[] {
  const cards: Card[] = [];
  for (let rank = lowest; rank <= ACE; rank++) {
    for (let suit = 0; suit < SUIT_COUNT; suit++) cards.push(card(rank, suit));
  }
  return cards;
}

/**
 * Lowest rank of the stripped deck a Brazilian table uses at a given number of players.
 * B2: 3 → 8–A, 4 → 7–A, 5 → 6–A, one rank more per extra player, 9 → full deck (2 → 9–A by decision).
 * F1: up to 4 → 7–A, then the same ladder to 8 players → 3–A.
 */
export function strippedDeckLowest(profile: 'brasileiro' | 'fechado', players: number): Rank {
  const max = profile === 'brasileiro' ? 9 : 8;
  if (!Number.isInteger(players) || players < 2 || players > max) {
    throw new RangeError(`${profile} is played by 2 to ${max} players, not ${players}`);
  }
  const seven = 5; // rank index of the 7
  const effective = profile === 'fechado' ? Math.max(players, 4) : players;
  return Math.max(TWO, seven - (effective - 4));
}
