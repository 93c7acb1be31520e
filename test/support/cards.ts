// How the screens name a card (pt-BR, for screen readers) and show its face, and which cards a
// viewer may not see (G11), for the tests that look for a card on a page: the browser tests'
// privacy checks and the component tests'.
import { view, type Card, type Seat, type SessionState } from '../../src/engine/index.ts';
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

/** The cards `viewer` may not see (null: the cover is up), each as the page would name and show it. */
export function hiddenCards(state: SessionState, viewer: Seat | null): { name: string; face: string }[] {
  const hand = state.hand;
  if (!hand) return [];
  const seen = view(hand, viewer ?? 'table');
  const visible = new Set<Card>([...seen.board, ...seen.seats.flatMap((s) => s.cards.filter((c): c is Card => c !== null))]);
  return Array.from({ length: 52 }, (_, c) => c)
    .filter((c) => !visible.has(c))
    .map((card) => ({ name: cardName(card), face: cardFace(card) }));
}
