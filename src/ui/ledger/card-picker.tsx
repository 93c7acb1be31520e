// Typing real cards into the ledger (G12): a rank, then a suit, one card at a time. Cards already
// in play and cards outside the game's deck are not offered. Each card is a tap on a big key.
import { useState } from 'preact/hooks';
import { card as cardOf, formatCard, rankOf, type Card } from '../../engine/index.ts';
import { cardName, CardRow } from '../components/playing-card.tsx';
import { useRevealed } from '../components/reveal.ts';
import { tl } from './messages.ts';
import './ledger.css';

const SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

interface CardPickerProps {
  readonly title: string;
  /** How many cards make the entry complete. */
  readonly count: number;
  /** The cards the table may type (the ledger part's `free`). */
  readonly free: readonly Card[];
  readonly done: string;
  readonly onDone: (cards: readonly Card[]) => void;
}

export function CardPicker({ title, count, free, done, onDone }: CardPickerProps) {
  const [cards, setCards] = useState<readonly Card[]>([]);
  const [rank, setRank] = useState<number | null>(null);
  const shown = useRevealed<HTMLDivElement>();
  const open = free.filter((c) => !cards.includes(c));
  const ranks = [...new Set(free.map(rankOf))].sort((a, b) => a - b);
  const full = cards.length >= count;
  const pick = (suit: number) => {
    if (rank === null) return;
    setCards([...cards, cardOf(rank, suit)]);
    setRank(null);
  };
  return (
    <div class="card-picker" ref={shown}>
      <p class="panel-title">{title}</p>
      <div class="picked" aria-live="polite">
        <CardRow cards={[...cards, ...Array<null>(count - cards.length).fill(null)]} size="small" label={title} />
      </div>
      {!full && (
        <>
          <div class="picker-keys ranks" role="group" aria-label={tl('ledger.rank')}>
            {ranks.map((r) => (
              <button
                key={r}
                type="button"
                class="key"
                aria-pressed={rank === r}
                disabled={!open.some((c) => rankOf(c) === r)}
                onClick={() => setRank(r)}
              >
                {RANK_LABELS[r]}
              </button>
            ))}
          </div>
          <div class="picker-keys suits" role="group" aria-label={tl('ledger.suit')}>
            {SYMBOLS.map((symbol, suit) => {
              const c = rank === null ? null : cardOf(rank, suit);
              return (
                <button
                  key={suit}
                  type="button"
                  class={`key suit-key suit-${'shdc'[suit]}`}
                  disabled={c === null || !open.includes(c)}
                  aria-label={c === null ? symbol : cardName(c)}
                  data-card={c === null ? undefined : formatCard(c)}
                  onClick={() => pick(suit)}
                >
                  {symbol}
                </button>
              );
            })}
          </div>
        </>
      )}
      <div class="action-row">
        <button type="button" class="button secondary" disabled={cards.length === 0} onClick={() => (setCards([]), setRank(null))}>
          {tl('ledger.typeClear')}
        </button>
        <button type="button" class="button primary" disabled={!full} onClick={() => onDone(cards)}>
          {done}
        </button>
      </div>
    </div>
  );
}
