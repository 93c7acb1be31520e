// O8: at a chip-ledger hold'em (or Omaha, M8) all-in the app knows no card, so the table may type the hands turned
// up, each as many cards as it was dealt (and the board cards out when betting closed) to see the odds, then each street as it comes —
// each run's in turn when the board is run more than once (H13). Every typed card is an entry of
// the hand (a `show`, a `deal` to the board), so a reload keeps it and undo takes it back; a pot
// whose hands and board are all typed pays itself, the others the table still names below.
import { useState } from 'preact/hooks';
import { liveMoment, type Card, type HandView, type LegalAction, type Seat, type TableView } from '../../engine/index.ts';
import { useRevealed } from '../components/reveal.ts';
import { tap } from '../components/tap.tsx';
import { th } from '../holdem/messages.ts';
import { CardPicker } from '../ledger/card-picker.tsx';
import { OddsFigures } from './odds-figures.tsx';
import { to } from './messages.ts';
import '../ledger/ledger.css';

const NEXT = { 0: ['odds.nextFlop', 'odds.typeFlop', 3], 3: ['odds.nextTurn', 'odds.typeTurn', 1], 4: ['odds.nextRiver', 'odds.typeRiver', 1] } as const;

type BoardEntry = Extract<LegalAction, { type: 'deal' }>;

export function LedgerOdds({ table, view }: { table: TableView; view: HandView }) {
  // Which picker is open: the table's hands and the board at the close open at once; a street only when asked.
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const atClose = table.odds?.atClose ?? null;
  if (atClose === null) return null;
  const actions = view.legal?.actions ?? [];
  const boardEntries = actions.filter((a): a is BoardEntry => a.type === 'deal' && a.to === 'board');
  const live = view.seats.filter((s) => s.inHand && !s.folded && !s.mucked);
  const typedAny = live.some((s) => s.shown) || view.board.length > 0;
  // One quiet button: the award below stays in reach.
  if (!typedAny && !opened) {
    return (
      <button type="button" class="button quiet wide odds-offer" onClick={() => setOpened(true)}>
        {to('odds.offer')}
      </button>
    );
  }
  const free = table.ledger.hand?.free ?? [];
  const picker = (id: string, title: string, count: number, action: (cards: readonly Card[]) => Parameters<typeof tap>[1]) => (
    <section class="odds odds-typing">
      <CardPicker key={`${id}:${view.record.length}`} title={title} count={count} free={free} done={to('odds.typeDone')} onDone={(cards) => void tap('odds', action(cards))} />
    </section>
  );
  const missing = live.find((s) => !s.shown);
  if (missing) return picker(`hand${missing.seat}`, to('odds.typeHand', { name: missing.name }), missing.cards.length, (cards) => ({ type: 'show', seat: missing.seat as Seat, cards }));
  if (view.board.length < atClose) {
    return picker('board', to('odds.typeBoard', { count: atClose }), atClose - view.board.length, (cards) => ({ type: 'deal', to: 'board', cards, run: 0 }));
  }
  // The run to type next: the first whose board is not whole yet (H13), else the last.
  const boards = view.runout?.boards ?? [view.board];
  const entry = boardEntries.find((e) => (e.run ?? 0) < boards.length) ?? null;
  const run = entry?.run ?? boards.length - 1;
  const board = run === 0 ? view.board : boards[run];
  const next = entry ? NEXT[board.length as keyof typeof NEXT] : undefined;
  if (adding === run && next) {
    return picker(`next${run}:${board.length}`, to(next[1]), next[2], (cards) => {
      setAdding(null);
      return { type: 'deal', to: 'board', cards, run };
    });
  }
  const moment = liveMoment(view, run);
  const times = view.runout?.times ?? 1;
  return (
    <div class="odds-typing">
      {times > 1 && <p class="run-label">{th('runout.run', { run: run + 1, times })}</p>}
      {/* Above the figures: they grow when the worker answers, and would push it under the winners' panel. */}
      {next && <NextStreet label={to(next[0])} onType={() => setAdding(run)} />}
      {moment ? <OddsFigures moment={moment} view={view} withCards /> : <p class="muted">{to('odds.allOut')}</p>}
    </div>
  );
}

/** The button to type the next street, in view when it comes: under the winners' panel it would seem missing. */
function NextStreet({ label, onType }: { label: string; onType: () => void }) {
  const shown = useRevealed<HTMLDivElement>();
  return (
    <div class="action-row" ref={shown}>
      <button type="button" class="button secondary" onClick={onType}>
        {label}
      </button>
    </div>
  );
}
