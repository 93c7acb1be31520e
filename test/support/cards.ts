// How the screens name a card (pt-BR, for screen readers) and show its face, for the tests that
// look for a card on a page: the browser tests' privacy checks and the component tests'.
import type { Card } from '../../src/engine/index.ts';
import { ptBR } from '../../src/ui/i18n/pt-BR.ts';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUITS = ['s', 'h', 'd', 'c'] as const;

/** How the pt-BR screen names a card for screen readers: "Ás de espadas". */
export function cardName(card: Card): string {
  return ptBR['table.cardName'].replace('{rank}', ptBR[`table.rank.${RANKS[card >> 2]}`]).replace('{suit}', ptBR[`table.suit.${SUITS[card & 3]}`]);
}

/** How a card's face reads as text: rank then suit symbol. */
export function cardFace(card: Card): string {
  return RANKS[card >> 2] + '♠♥♦♣'[card & 3];
}
