/**
 * Public facts of a hand that the profiles' words and the table's panels name (issue 31): which
 * betting round this is, who opened and who raised in it, who said mesa, the open 4's extra cards
 * (S1), who waits for a delayed fourth card (B6), the pots as the table talks about them (G7), and
 * whose bet controls the table shows. Read off a hand view (its record, its seats, its pots), so
 * they tell nothing its viewer may not see; the screens take them from here (`handFacts(view)`)
 * instead of working them out again. Not a field of the view itself: the view's fields are the
 * ones its privacy test lists (G11), and every fact here follows from them.
 */
import { rankOf, type Card } from './cards.ts';
import type { Pot, Seat, SeatState } from './types.ts';
import type { HandView, PublicEvent } from './hand-view.ts';

/** The betting round under way, as of one moment of the hand. */
export interface RoundFacts {
  /** F5, B10: someone has exchanged: the round after the draw (none before it). */
  readonly afterExchange: boolean;
  /** F8: raises made in the round so far (the first is a repique, later ones contra-repiques). */
  readonly raises: number;
  /** F5, F8: the seat that made the round's first voluntary bet (opened it), or null. */
  readonly opener: Seat | null;
  /** F5, B7: the seats that said mesa (checked) in the round. */
  readonly mesa: readonly Seat[];
  /** B7: nobody has bet or raised in the round yet: staying in is still *mesa*, not *cobrir*. */
  readonly unraised: boolean;
}

export interface HandFacts extends RoundFacts {
  /** The round's highest bet (blinds, straddles and the escuro count). */
  readonly currentBet: number;
  /** S1: per seat, parallel to its cards, whether each is the extra open card an open 4 gave. */
  readonly extraCards: readonly (readonly boolean[])[];
  /** B6: seats that exchanged four and still hold four cards: their fourth card comes after everyone else exchanged. */
  readonly waitingFourth: readonly Seat[];
  /** G7: the pots as the table names them: a "pot" only one seat can win (his unmatched bet) is counted with the pot below it. */
  readonly tablePots: readonly Pot[];
  /** The seat to bet, or to take a decision street's choice (B5, H11): whose bet controls the table shows; null otherwise. */
  readonly betting: Seat | null;
}

const FOUR = 2;

/** The round under way after the first `upTo` events of `record`: everything after the last exchange. */
function roundFacts(record: readonly PublicEvent[], upTo = record.length): RoundFacts {
  let start = 0;
  for (let i = 0; i < upTo; i++) if (record[i].type === 'draw') start = i + 1;
  const round = record.slice(start, upTo);
  const open = round.find((event) => event.type === 'bet');
  return {
    afterExchange: start > 0,
    raises: round.filter((event) => event.type === 'raise').length,
    opener: open && 'seat' in open ? open.seat : null,
    mesa: round.flatMap((event) => (event.type === 'check' ? [event.seat] : [])),
    unraised: !round.some((event) => event.type === 'bet' || event.type === 'raise'),
  };
}

/** S1: an open 4 gets one more open card at once, before anyone else's, so it is the next card the seat holds. */
function extraCards(seat: Pick<SeatState, 'cards' | 'up'>): boolean[] {
  const isFour = (card: Card | null) => card !== null && rankOf(card) === FOUR;
  return seat.cards.map((_, i) => i > 0 && seat.up[i] && seat.up[i - 1] && isFour(seat.cards[i - 1]));
}

/** G7 at the table: a pot only one seat contests is the part of his bet nobody matched, counted with the pot below it. */
function tablePots(pots: readonly Pot[]): Pot[] {
  const merged: Pot[] = [];
  for (const pot of pots) {
    const below = merged[merged.length - 1];
    if (below && pot.eligible.length < 2) merged[merged.length - 1] = { ...below, amount: below.amount + pot.amount };
    else if (pot.amount > 0) merged.push(pot);
  }
  return merged;
}

/** Each view's facts, worked out once however many parts of a screen ask. */
const known = new WeakMap<HandView, HandFacts>();

/** The facts of the hand `view` shows: its seats, record, pots, and what it waits for. */
export function handFacts(view: HandView): HandFacts {
  let facts = known.get(view);
  if (!facts) {
    const { seats, pending } = view;
    facts = {
      ...roundFacts(view.record),
      currentBet: Math.max(0, ...seats.map((s) => s.bet)),
      extraCards: seats.map(extraCards),
      waitingFourth: seats.filter((s) => s.inHand && !s.folded && s.exchanged[s.exchanged.length - 1] === 4 && s.cards.length < 5).map((s) => s.seat),
      tablePots: tablePots(view.pots),
      betting: pending.kind === 'bet' || pending.kind === 'decide' ? pending.seat : null,
    };
    known.set(view, facts);
  }
  return facts;
}

/** The round the betting action at `index` of `view`'s record found (the profiles' words in the hand log); null for any other event. */
export function roundAt(view: HandView, index: number): RoundFacts | null {
  const event = view.record[index];
  const betting = event && (event.type === 'fold' || event.type === 'check' || event.type === 'call' || event.type === 'bet' || event.type === 'raise');
  return betting ? roundFacts(view.record, index) : null;
}
