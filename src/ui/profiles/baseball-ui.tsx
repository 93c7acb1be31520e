// Baseball at the table (S1–S9): every seat's open cards with the wild 3s and 9s starred and the
// extras for open 4s marked (shapes and words, not colour alone), the open hand each one shows,
// who is high and why, the extra card as it lands, the fixed limit, and the pots resolved so far;
// on the acting seat's own screen its cards split into closed and open, wild ones starred.
// Amounts are record units in sixtieths, always written as exact units (formatUnits).
import { handFacts, baseballTable, formatUnits, type Card, type HandView, type Seat, type SeatView, type TableView } from '../../engine/index.ts';
import { cardText, PlayingCard } from '../components/playing-card.tsx';
import type { BetWord, ProfileUi } from '../components/profile-extras.tsx';
import { language } from '../i18n/index.ts';
import { InfoLines } from './info-lines.tsx';
import { tp } from './messages.ts';
import './profiles.css';

const table = (view: HandView) => baseballTable(view, language.value);

/** Every Baseball amount is in sixtieths of a unit (S2, S8): written as exact units, whatever game is open. */
const units = (amount: number) => formatUnits(amount, { separator: language.value === 'en' ? '.' : ',' });

/** S6: a raise is one fixed unit; the button says so, and where it takes the bet. */
function word(view: HandView, _seat: Seat, type: BetWord, amount: string): string | null {
  if (type !== 'raise') return null;
  const raise = view.legal?.actions.find((a) => a.type === 'raise');
  return raise ? tp('baseball.raise', { unit: units(raise.min - handFacts(view).currentBet), amount }) : null;
}

function highLine(view: HandView): string | null {
  const high = table(view).high;
  if (!high) return null;
  const name = view.seats[high.seat].name;
  if (high.by === 'table' || !high.hand) return tp('baseball.highTable', { name });
  return tp(high.by === 'position' ? 'baseball.highTie' : 'baseball.high', { name, hand: high.hand.name });
}

/** S1: "Bia: 4 aberto (4♥) → carta extra K♦", for every extra dealt this hand. */
function extraLines(view: HandView): string[] {
  const { extraCards } = handFacts(view);
  return view.seats.flatMap((s) =>
    extraCards[s.seat].flatMap((extra, i) => (extra ? [tp('baseball.extra', { name: s.name, four: cardText(s.cards[i - 1]!), card: cardText(s.cards[i]!) })] : [])),
  );
}

/** S9: the pots resolved so far, out of the session's. */
function potsLine(table: TableView): string[] {
  const pots = table.profile.baseball?.pots;
  if (!pots) return [];
  return [pots.total > 0 ? tp('baseball.pots', { count: pots.resolved, total: pots.total }) : tp('baseball.potsOpen', { count: pots.resolved })];
}

function Info({ table, view }: { table: TableView; view: HandView }) {
  const high = view.result ? null : highLine(view);
  return <InfoLines lines={[...(high ? [high] : []), ...extraLines(view), tp('baseball.wildLegend'), ...potsLine(table)]} />;
}

/** The acting seat: the fixed limit (its wild cards are starred in its own cards). */
function Note({ table, view }: { table: TableView; view: HandView; seat: Seat }) {
  const cap = table.profile.baseball?.cap;
  const sized = view.legal?.actions.find((a) => a.type === 'bet' || a.type === 'raise');
  const unit = sized ? sized.min - handFacts(view).currentBet : null;
  return unit !== null && cap !== undefined ? <p class="profile-note">{tp('baseball.limit', { unit: units(unit), cap })}</p> : null;
}

function badges(view: HandView, seat: Seat): string[] {
  return !view.result && table(view).high?.seat === seat ? [tp('baseball.badge.high')] : [];
}

/** One card, starred (★, dashed outline, "curinga" to a screen reader) when wild, "+" when an extra. */
function MarkedCard({ card, wild, extra, size = 'small' }: { card: Card; wild: boolean; extra: boolean; size?: 'small' | 'normal' }) {
  return (
    <span class={wild ? 'open-card wild' : 'open-card'}>
      <PlayingCard card={card} size={size} />
      {wild && (
        <span class="open-card-mark wild-mark">
          <span aria-hidden="true">★</span>
          <span class="visually-hidden">{tp('baseball.wild')}</span>
        </span>
      )}
      {extra && (
        <span class="open-card-mark extra-mark">
          <span aria-hidden="true">+</span>
          <span class="visually-hidden">{tp('baseball.extraMark')}</span>
        </span>
      )}
    </span>
  );
}

/** A tile's open cards, wild ones starred and extras marked "+", and the open hand they make. */
function SeatCards({ view, seat }: { view: HandView; seat: SeatView }) {
  const open = table(view).seats[seat.seat];
  const extra = handFacts(view).extraCards[seat.seat];
  const shown = seat.cards.flatMap((card, i) => (card !== null && (seat.up[i] || seat.shown) ? [{ card, i }] : []));
  return (
    <>
      <div class="card-row open-cards" role="group" aria-label={`${seat.name}: ${open.hand?.name ?? ''}`}>
        {shown.map(({ card, i }) => (
          <MarkedCard key={i} card={card} wild={open.wild[i]} extra={extra[i]} />
        ))}
      </div>
      {open.hand && <span class="open-hand">{open.hand.name}</span>}
    </>
  );
}

/** A hand shown at the showdown, in the order it is said, its wild cards starred as on the tiles. */
function ShownCards({ view, seat, cards, label }: { view: HandView; seat: SeatView; cards: readonly Card[]; label: string }) {
  const wild = table(view).seats[seat.seat].wild;
  const wildCards = new Set(seat.cards.filter((card, i) => card !== null && wild[i]));
  return (
    <div class="card-row open-cards" role="group" aria-label={label}>
      {cards.map((card) => (
        <MarkedCard key={card} card={card} wild={wildCards.has(card)} extra={false} />
      ))}
    </div>
  );
}

/**
 * The seat's own cards on its screen: the closed ones (only it sees them) apart from the open ones
 * (the whole table sees them), in the order they came, wild ones starred and extras marked.
 */
function OwnCards({ view, seat }: { view: HandView; seat: SeatView }) {
  const wild = table(view).seats[seat.seat].wild;
  const extra = handFacts(view).extraCards[seat.seat];
  const group = (up: boolean) => seat.cards.flatMap((card, i) => (card !== null && seat.up[i] === up ? [{ card, i }] : []));
  return (
    <div class="own-groups">
      {([false, true] as const).map((up) => {
        const cards = group(up);
        if (cards.length === 0) return null;
        const label = tp(up ? 'baseball.ownOpen' : 'baseball.ownClosed');
        return (
          <div key={String(up)} class={up ? 'own-group own-open' : 'own-group own-closed'} role="group" aria-label={label}>
            <span class="own-group-label" aria-hidden="true">
              {label}
            </span>
            <div class="card-row open-cards">
              {cards.map(({ card, i }) => (
                <MarkedCard key={i} card={card} wild={wild[i]} extra={extra[i]} size="normal" />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Session({ table }: { table: TableView }) {
  return <InfoLines lines={potsLine(table)} />;
}

export const baseballUi: ProfileUi = { word, Info, Note, badges, SeatCards, ShownCards, OwnCards, Session };
