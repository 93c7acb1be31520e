// A playing card: rank and suit symbol on its face (suits as symbols, so colour is never the only
// cue), named for screen readers only when it is face up for whoever is looking. A face-down card
// carries nothing about its identity: no rank, no suit, no class, no data attribute.
import type { Card } from '../../engine/index.ts';
import { language, t, type MessageKey } from '../i18n/index.ts';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUITS = ['s', 'h', 'd', 'c'] as const;
const SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

const RANK_NAMES = RANKS.map((rank) => `table.rank.${rank}` as const) satisfies readonly MessageKey[];
const SUIT_NAMES = SUITS.map((suit) => `table.suit.${suit}` as const) satisfies readonly MessageKey[];

const rankOf = (card: Card) => card >> 2;
const suitOf = (card: Card) => card & 3;

/** "Ás de espadas", "Ace of spades": a card named on its own (a label, a button). */
export function cardName(card: Card): string {
  return t('table.cardName', { rank: t(RANK_NAMES[rankOf(card)]), suit: t(SUIT_NAMES[suitOf(card)]) });
}

/**
 * "sete de espadas", "seven of spades": a card named inside a sentence. The catalogs write a rank
 * as it starts a label; in the middle of a sentence none of our three languages capitalises it.
 */
export function cardNameInSentence(card: Card): string {
  const name = cardName(card);
  return name.charAt(0).toLocaleLowerCase(language.value) + name.slice(1);
}

/** "A♠ 10♥": compact, for the hand log. */
export function cardText(card: Card): string {
  return RANKS[rankOf(card)] + SYMBOLS[suitOf(card)];
}

export function PlayingCard({ card, size = 'normal' }: { card: Card | null; size?: 'normal' | 'small' | 'large' }) {
  if (card === null) {
    return <span class={`card card-${size} card-down`} role="img" aria-label={t('table.cardDown')} />;
  }
  return (
    <span class={`card card-${size} suit-${SUITS[suitOf(card)]}`} role="img" aria-label={cardName(card)}>
      <span class="card-rank" aria-hidden="true">
        {RANKS[rankOf(card)]}
      </span>
      <span class="card-suit" aria-hidden="true">
        {SYMBOLS[suitOf(card)]}
      </span>
    </span>
  );
}

export function CardRow({ cards, size, label }: { cards: readonly (Card | null)[]; size?: 'normal' | 'small' | 'large'; label: string }) {
  return (
    <div class="card-row" role="group" aria-label={label}>
      {cards.map((card, i) => (
        <PlayingCard key={i} card={card} size={size} />
      ))}
    </div>
  );
}
