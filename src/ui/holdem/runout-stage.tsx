// The all-in run-out as the table watches it (RULES.md O7, H13), as on television: the hands face
// up with each pot's odds, then the flop, the turn and the river one street at a time — a tap on
// the big button, or the calm pace of the "on its own" switch, which a tap hurries — the figures
// following each card; with the board run more than once, each run in turn, the runs already out
// above with who took them. The engine deals each street (`reveal`) and agrees the runs (`runIt`),
// so the log holds every step and a reload comes back to the same card.
import './runout.css';
import { useEffect } from 'preact/hooks';
import { describeHand, liveMoment, rankingRules, type Card, type HandView, type LegalAction, type RankingRules, type Seat, type TableView } from '../../engine/index.ts';
import { Board } from '../components/board-cards.tsx';
import { chips } from '../components/chips.ts';
import { Pots, potName } from '../components/pot-summary.tsx';
import { SaveStatus } from '../components/save-status.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { ActionButton, tap } from '../components/tap.tsx';
import { language, t } from '../i18n/index.ts';
import { OddsFigures } from '../odds/odds-figures.tsx';
import { setSetting, settings } from '../settings.ts';
import { th } from './messages.ts';

/** O7: how long a street waits on the "on its own" pace: the figures land, the table takes them in. */
const RUNOUT_PACE_MS = 3500;

const RUNS = ['runIt.once', 'runIt.twice', 'runIt.thrice'] as const;

/** H13: once, twice or three times, up to what the table's option allows. */
export function RunItChoice({ most }: { most: number }) {
  return (
    <section class="action-panel run-it">
      <p class="muted small">{th('runIt.hint')}</p>
      <div class="action-row">
        {RUNS.slice(0, most).map((key, i) => (
          <ActionButton key={key} control={`run${i + 1}`} look={i === 0 ? 'secondary' : 'primary'} action={{ type: 'runIt', times: i + 1 }}>
            {th(key)}
          </ActionButton>
        ))}
      </div>
    </section>
  );
}

/** The words of the next street's button: the flop, the turn, the river. */
function nextStreet(board: number): string {
  if (board === 0) return th('runout.nextFlop');
  if (board === 3) return th('runout.nextTurn');
  if (board === 4) return th('runout.nextRiver');
  return th('runout.next');
}

/** The board of the run being dealt (H13: the last begun). */
const currentBoard = (view: HandView): readonly Card[] => view.runout?.boards.at(-1) ?? view.board;

/** A run's best hands among the live players of the main pot (the engine's), said as the table says them ("Ana — Trinca de ases"). */
function runLeaders(view: HandView, board: readonly Card[], leaders: readonly Seat[], rules: RankingRules): string {
  if (leaders.length === 0) return '';
  const made = describeHand([...(view.seats[leaders[0]].cards as Card[]), ...board], rules, language.value);
  return `${leaders.map((seat) => view.seats[seat].name).join(' + ')} — ${made.name}`;
}

/** The runs already out while a later one is dealt, each with who holds it. */
function EarlierRuns({ table, view }: { table: TableView; view: HandView }) {
  const boards = view.runout?.boards ?? [];
  const leaders = table.odds?.runLeaders ?? [];
  const rules = table.profile.ranking;
  if (boards.length < 2 || !rules) return null;
  return (
    <ol class="plain-list runs-done">
      {boards.slice(0, -1).map((board, run) => (
        <li key={run} class="run-done">
          <span class="run-label">{th('showdown.run', { run: run + 1 })}</span>
          <Board view={view} cards={board} label={th('showdown.run', { run: run + 1 })} />
          <span class="run-leaders">{runLeaders(view, board, leaders[run] ?? [], rules)}</span>
        </li>
      ))}
    </ol>
  );
}

/** O7: the calm pace, while the switch is on: the next street after a while, unless a tap came first. */
function usePace(step: number, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => void tap('reveal', { type: 'reveal' }), RUNOUT_PACE_MS);
    return () => clearTimeout(timer);
  }, [step, on]);
}

function RevealControls({ view }: { view: HandView }) {
  const auto = settings.autoRunout.value;
  usePace(view.record.length, auto);
  return (
    <section class="action-panel reveal">
      <ActionButton control="reveal" wide action={{ type: 'reveal' }}>
        {nextStreet(currentBoard(view).length)}
      </ActionButton>
      <label class="runout-auto">
        <input type="checkbox" checked={auto} onChange={(event) => setSetting('autoRunout', event.currentTarget.checked)} />
        {th('runout.auto')}
      </label>
    </section>
  );
}

/** Pass-and-play: the screen between betting closing at an all-in and the result (H7, H13, O7). */
export function RunoutStage({ table, view }: { table: TableView; view: HandView }) {
  const actions = view.legal?.actions ?? [];
  const reveal = actions.find((a): a is Extract<LegalAction, { type: 'reveal' }> => a.type === 'reveal');
  const runIt = actions.find((a): a is Extract<LegalAction, { type: 'runIt' }> => a.type === 'runIt');
  const moment = liveMoment(view);
  const times = view.runout?.times ?? 1;
  const run = (view.runout?.boards.length ?? 1) - 1;
  const board = currentBoard(view);
  return (
    <main class="screen turn runout">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {runIt ? th('runIt.title') : th('runout.title')}
      </h1>
      <div class="table-side">
        <EarlierRuns table={table} view={view} />
        <Pots view={view} pot={table.pot} />
        {moment && <OddsFigures moment={moment} view={view} withCards board={false} />}
      </div>
      {/* The board right above the button, where the table looks and taps; beside the odds on a phone turned sideways. */}
      <div class="hand-side">
        {times > 1 && <p class="run-label run-now">{th('runout.run', { run: run + 1, times })}</p>}
        <div class="runout-board" aria-live="polite">
          <Board view={view} cards={board} />
        </div>
        <SaveStatus />
        {runIt && <RunItChoice most={runIt.most} />}
        {reveal && <RevealControls view={view} />}
      </div>
    </main>
  );
}

/** The result of a board run more than once (H13): each run's board, and who took each pot's part of it, with what. */
export function RunBoards({ view }: { view: HandView }) {
  const rules = rankingRules(view.profile, { players: view.seats.filter((s) => s.inHand).length });
  const made = (seat: number, board: readonly Card[]) => {
    const cards = view.seats[seat].cards;
    return cards.every((c) => c !== null) && board.length === 5 ? describeHand([...(cards as Card[]), ...board], rules, language.value).name : null;
  };
  const boards = view.runout?.boards ?? [];
  const pots = view.result?.pots ?? [];
  if (boards.length < 2) return null;
  return (
    <ol class="plain-list runs-done runs-result">
      {boards.map((board, run) => (
        <li key={run} class="run-done">
          <span class="run-label">{th('showdown.run', { run: run + 1 })}</span>
          {/* The chip ledger's runs lie on the real table: only the cards the table typed show. */}
          {board.length > 0 ? <Board view={view} cards={board} label={th('showdown.run', { run: run + 1 })} /> : <span />}
          {pots.map((pot, i) => {
            const part = pot.runs?.[run];
            if (!part) return null;
            const names = part.winners.map((seat, k) => t('table.wins', { name: view.seats[seat].name, amount: chips(part.shares[k]) })).join(' · ');
            const what = part.winners.length > 0 ? made(part.winners[0], board) : null;
            return (
              <span key={i} class="run-leaders">
                {pots.length > 1 ? `${potName(i, pots.length)}: ` : ''}
                {names}
                {what && <span class="run-hand"> — {what}</span>}
              </span>
            );
          })}
        </li>
      ))}
    </ol>
  );
}
