// O8: at a chip-ledger hold'em all-in the app knows no card, so the table may type the hands
// turned up (and the board cards out when betting closed) to see the odds, then each card as it
// comes. The typed cards serve the figures only: they are not part of the hand, the winners are
// still named below, and they are forgotten with the hand.
import { signal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { getProfile, liveMoment, runoutBoard, type Card, type HandState, type HandView, type Seat, type SessionState } from '../../engine/index.ts';
import { CardPicker } from '../ledger/card-picker.tsx';
import { OddsFigures } from './odds-figures.tsx';
import { to } from './messages.ts';

interface Typed {
  /** The hand the cards belong to (see handKey). */
  readonly key: string;
  readonly hands: ReadonlyMap<Seat, readonly Card[]>;
  readonly board: readonly Card[];
  /** The table asked to type the next board card. */
  readonly adding: boolean;
}

const typed = signal<Typed | null>(null);

/** One hand of one game: its number in the session and how it was dealt in. */
const handKey = (state: SessionState, hand: HandState) => `${state.history.length}:${hand.config.dealer}:${JSON.stringify(hand.config.seats)}`;

const NEXT = { 0: ['odds.nextFlop', 'odds.typeFlop', 3], 3: ['odds.nextTurn', 'odds.typeTurn', 1], 4: ['odds.nextRiver', 'odds.typeRiver', 1] } as const;

export function LedgerOdds({ state, hand, view }: { state: SessionState; hand: HandState; view: HandView }) {
  const atClose = useMemo(() => runoutBoard(hand), [hand]);
  if (atClose === null) return null;
  const key = handKey(state, hand);
  const now = typed.value?.key === key ? typed.value : null;
  const update = (patch: Partial<Typed>) => (typed.value = { key, hands: new Map(), board: [], adding: false, ...now, ...patch });
  // One quiet button: the award below stays in reach.
  if (!now) {
    return (
      <button type="button" class="button quiet wide odds-offer" onClick={() => update({})}>
        {to('odds.offer')}
      </button>
    );
  }
  const used = [...[...now.hands.values()].flat(), ...now.board];
  const free = getProfile(hand.config.profile)
    .deck(hand.config)
    .filter((c) => !used.includes(c));
  const picker = (id: string, title: string, count: number, done: (cards: readonly Card[]) => void) => (
    <section class="odds odds-typing">
      <CardPicker key={id} title={title} count={count} free={free} done={to('odds.typeDone')} onDone={done} />
    </section>
  );
  const missing = view.seats.find((s) => s.inHand && !s.folded && !s.mucked && !now.hands.has(s.seat));
  if (missing) {
    return picker(`hand${missing.seat}`, to('odds.typeHand', { name: missing.name }), 2, (cards) => update({ hands: new Map(now.hands).set(missing.seat, cards) }));
  }
  if (now.board.length < atClose) {
    return picker('board', to('odds.typeBoard', { count: atClose }), atClose - now.board.length, (cards) => update({ board: [...now.board, ...cards] }));
  }
  const next = NEXT[now.board.length as keyof typeof NEXT];
  if (now.adding && next) return picker(`next${now.board.length}`, to(next[1]), next[2], (cards) => update({ board: [...now.board, ...cards], adding: false }));
  const seen: HandView = {
    ...view,
    seats: view.seats.map((s) => (now.hands.has(s.seat) ? { ...s, cards: now.hands.get(s.seat)! } : s)),
    board: now.board,
  };
  const moment = liveMoment(seen);
  return (
    <div class="odds-typing">
      {moment ? <OddsFigures moment={moment} view={seen} withCards /> : <p class="muted">{to('odds.allOut')}</p>}
      <div class="action-row">
        {next && (
          <button type="button" class="button secondary" onClick={() => update({ adding: true })}>
            {to(next[0])}
          </button>
        )}
        <button type="button" class="button quiet" onClick={() => (typed.value = null)}>
          {to('odds.clear')}
        </button>
      </div>
    </div>
  );
}
