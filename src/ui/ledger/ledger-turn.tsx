// The chip-ledger table (G12): real cards on a real table, one phone in the middle. The app says
// what to deal, runs every betting round with the pass-and-play controls (no cover: nothing on
// screen is secret), records exchanges as counts, asks the table what only the table can see
// (an open card, who is high, whether an opener showed his openers, who won each pot, or the
// cards shown), and can take back any entry of the hand (undo-bar.tsx). With no cover between two
// players, the controls stay still at the bottom of the screen (turn.css), a line just above them
// says what was just entered and who acts now, and a seat's buttons wait a moment after each
// change of turn (tap.tsx) so that a quick double tap does not act for the next player too.
import '../screens/turn.css';
import { useState } from 'preact/hooks';
import type { AwardPart, Card, DealPrompt, HandView, LedgerHand, LegalAction, Seat, TableView } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ActionPanel } from '../components/action-panel.tsx';
import { chips } from '../components/chips.ts';
import { HandLog } from '../components/hand-log.tsx';
import { Pots, potName } from '../components/pot-summary.tsx';
import { ProfileInfo, ProfileNote } from '../components/profile-extras.tsx';
import { SaveStatus } from '../components/save-status.tsx';
import { SeatTiles } from '../components/seat-tiles.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { ActionButton, tap } from '../components/tap.tsx';
import { LedgerOdds } from '../odds/ledger-odds.tsx';
import { th } from '../holdem/messages.ts';
import { RunItChoice } from '../holdem/runout-stage.tsx';
import { BonusClaim } from './bonus-claim.tsx';
import { CardPicker } from './card-picker.tsx';
import { LedgerBoard } from './ledger-board.tsx';
import { tl } from './messages.ts';
import { actionText, UndoBar } from './undo-bar.tsx';
import './ledger.css';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;
const find = <T extends LegalAction['type']>(actions: readonly LegalAction[], type: T) => actions.find((a): a is Of<T> => a.type === type);

function promptText(view: HandView, prompt: DealPrompt): string {
  switch (prompt.kind) {
    case 'not-yet':
      // B5: the escuro's re-buys; H11: the straddle. Both before any card.
      return view.profile === 'holdem' ? th('straddle.notYet') : tl('ledger.notYet');
    case 'exchange':
      if (prompt.count === 0) return tl('ledger.exchangedNone', { name: view.seats[prompt.seat].name });
      return prompt.count === 1
        ? tl('ledger.exchangedOne', { name: view.seats[prompt.seat].name })
        : tl('ledger.exchanged', { name: view.seats[prompt.seat].name, count: prompt.count });
    case 'runs':
      return th('runIt.deal', { count: prompt.times });
    case 'board':
      if (prompt.count >= 3) return tl('ledger.dealFlop');
      return prompt.before === 3 ? tl('ledger.dealTurn') : tl('ledger.dealRiver');
    case 'seats': {
      const open = prompt.faces.filter((f) => f === 'open').length;
      const closed = prompt.faces.length - open;
      const what =
        open > 0 && closed > 0
          ? tl('ledger.dealStud', { closed, open })
          : prompt.faces.length === 1
            ? open ? tl('ledger.dealOpen') : tl('ledger.dealClosed')
            : tl('ledger.dealSeats', { count: prompt.faces.length });
      return `${what}, ${prompt.direction === -1 ? tl('ledger.direction.right') : tl('ledger.direction.left')}.`;
    }
  }
}

function DealBanner({ view, prompts }: { view: HandView; prompts: readonly DealPrompt[] }) {
  if (prompts.length === 0) return null;
  return (
    <ul class="deal-prompts" aria-live="polite">
      {prompts.map((prompt, i) => (
        <li key={i} class="deal-prompt">
          {promptText(view, prompt)}
        </li>
      ))}
    </ul>
  );
}

/** D6, F9, B6 in the ledger: the exchange is a count. */
function DrawCount({ view, seat, legal }: { view: HandView; seat: Seat; legal: Of<'draw'> }) {
  const counts = Array.from({ length: legal.max - legal.min + 1 }, (_, i) => legal.min + i);
  return (
    <section class="action-panel">
      <p class="panel-title">{tl('ledger.drawTitle', { name: view.seats[seat].name })}</p>
      <div class="picks" role="group">
        {counts.map((count) => (
          <ActionButton key={count} control={`draw${count}`} look={count === 0 ? 'secondary' : 'primary'} action={{ type: 'draw', seat, discard: count }}>
            {count === 0 ? tl('ledger.drawNone') : tl('ledger.drawCount', { count })}
          </ActionButton>
        ))}
      </div>
    </section>
  );
}

/** F12, B10 in the ledger: the opener shows his openers (trips in jacker mode), or cannot. */
function OpenersConfirm({ view, seat }: { view: HandView; seat: Seat }) {
  const name = view.seats[seat].name;
  return (
    <section class="action-panel">
      <p class="panel-title">{view.profile === 'brasileiro' ? tl('ledger.openersTrips', { name }) : tl('ledger.openersTitle', { name })}</p>
      <div class="action-row">
        <ActionButton control="openers-no" look="secondary" action={{ type: 'openers', seat, shown: false }}>
          {tl('ledger.openersNo')}
        </ActionButton>
        <ActionButton control="openers-yes" action={{ type: 'openers', seat, shown: true }}>
          {tl('ledger.openersYes')}
        </ActionButton>
      </div>
      <p class="muted small">{tl('ledger.openersNoHint')}</p>
    </section>
  );
}

/** S5 in the ledger: the open cards were not all told, so the table says who is high. */
function LeadPicker({ view, lead }: { view: HandView; lead: Of<'lead'> }) {
  return (
    <section class="action-panel">
      <p class="muted small">{tl('ledger.leadHint')}</p>
      <div class="picks" role="group" aria-label={tl('ledger.leadTitle')}>
        {lead.seats.map((seat) => (
          <ActionButton key={seat} control={`lead${seat}`} look="secondary" action={{ type: 'lead', seat }}>
            {view.seats[seat].name}
          </ActionButton>
        ))}
      </div>
    </section>
  );
}

/** S1, S3 in the ledger: the open card each seat receives (and the extra one an open 4 earns). */
function OpenCardEntry({ view, deal, free, extra }: { view: HandView; deal: Of<'deal'>; free: readonly Card[]; extra: boolean }) {
  const seat = deal.to as Seat;
  const name = view.seats[seat].name;
  const cards = view.seats[seat].cards;
  return (
    <section class="action-panel">
      {extra && <p class="deal-prompt">{tl('ledger.openCardExtra', { name })}</p>}
      <CardPicker
        key={`${seat}:${cards.length}`}
        title={tl('ledger.openCardTitle', { name })}
        count={1}
        free={free}
        done={t('table.continue')}
        onDone={(picked) => void tap('deal', { type: 'deal', to: seat, cards: picked })}
      />
      <ActionButton control="deal-unknown" look="secondary" action={{ type: 'deal', to: seat, cards: [null] }}>
        {tl('ledger.unknownCard')}
      </ActionButton>
    </section>
  );
}

/** The cards a contestant shows, typed in, for the evaluator to decide (or the bonus, B9). */
function ShowTyped({ view, free, seat, onClose }: { view: HandView; free: readonly Card[]; seat: Seat; onClose?: () => void }) {
  const s = view.seats[seat];
  const known = s.cards.filter((c): c is Card => c !== null);
  const missing = s.cards.length - known.length;
  return (
    <div class="show-typed">
      <CardPicker
        title={tl('ledger.typeTitle', { name: s.name, count: missing })}
        count={missing}
        free={free}
        done={tl('ledger.typeDone')}
        onDone={(picked) => {
          onClose?.();
          void tap('show', { type: 'show', seat, cards: [...known, ...picked] });
        }}
      />
    </div>
  );
}

/** A pot's winners as the table named them, in the hand's record. */
type Named = Extract<HandView['record'][number], { type: 'award' }>;

/**
 * Every pot the table names winners for, with its amount, in the award panel itself: the panel
 * stands over the table's pots on a small phone, and the banker pays from these figures. The others
 * first, one named already with who won it (in this run); the pot in play (this run's part of it,
 * H13) last, marked, right above the choice of its winners.
 */
function AwardPots({ view, award, amount }: { view: HandView; award: Of<'award'>; amount: number }) {
  const named = view.record.filter((event): event is Named => event.type === 'award' && event.run === award.run);
  const winnersOf = (pot: number) => named.filter((event) => event.pot === pot).at(-1)?.winners;
  const contested = [...view.pots.keys()].filter((index) => view.pots[index].eligible.length > 1);
  const order = [...contested.filter((index) => index !== award.pot), award.pot];
  return (
    <ul class="plain-list award-pots" aria-label={t('table.pots')}>
      {order.map((index) => {
        const current = index === award.pot;
        const won = current ? undefined : winnersOf(index);
        return (
          <li key={index} class={current ? 'award-pot panel-title' : 'award-pot muted'} aria-current={current ? 'true' : undefined}>
            {tl('ledger.awardPot', { pot: potName(index, view.pots.length), amount: chips(current ? amount : view.pots[index].amount) })}
            {won && ` — ${tl('ledger.awardWon', { names: won.map((seat) => view.seats[seat].name).join(' + ') })}`}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * G12: the table names the winners of the pot in play (side pots first; H13: run after run, each
 * run's part of it). G20: only the contenders the engine offers; those who split a pot already are
 * tapped together, and those a contender beat are named with who beat them.
 */
function LedgerAward({ view, award, amount }: { view: HandView; award: Of<'award'>; amount: number }) {
  const [winners, setWinners] = useState<readonly Seat[]>([]);
  const tiedWith = (seat: Seat) => award.ties?.find((group) => group.includes(seat)) ?? [seat];
  const toggle = (seat: Seat) =>
    setWinners((now) => (now.includes(seat) ? now.filter((s) => !tiedWith(seat).includes(s)) : [...now, ...tiedWith(seat)]));
  const name = (seat: Seat) => view.seats[seat].name;
  const times = view.runout?.times ?? 1;
  const action = award.run === undefined ? { type: 'award' as const, pot: award.pot, winners } : { type: 'award' as const, pot: award.pot, winners, run: award.run };
  return (
    <section class="award">
      {award.run !== undefined && <p class="run-label">{th('runout.run', { run: award.run + 1, times })}</p>}
      <AwardPots view={view} award={award} amount={amount} />
      <p class="muted small">{tl('ledger.awardHint')}</p>
      <div class="picks" role="group" aria-label={t('table.winner')}>
        {award.eligible.map((seat) => (
          <button key={seat} type="button" class="pick" aria-pressed={winners.includes(seat)} onClick={() => toggle(seat)}>
            {view.seats[seat].name}
          </button>
        ))}
      </div>
      {(award.ties ?? []).map((group) => (
        <p key={group.join()} class="muted small award-note">
          {tl('ledger.awardTied', { names: group.map(name).join(' + ') })}
        </p>
      ))}
      {(award.beaten ?? []).map(({ seat, by }) => (
        <p key={seat} class="muted small award-note">
          {tl('ledger.awardBeaten', { name: name(seat), by: name(by) })}
        </p>
      ))}
      {winners.length > 0 ? (
        <ActionButton control="award" wide action={action}>
          {tl('ledger.awardTo', { names: winners.map((seat) => view.seats[seat].name).join(' + ') })}
        </ActionButton>
      ) : (
        // Nothing to send yet: a visibly idle button that says why.
        <>
          <button type="button" class="button primary wide" disabled aria-describedby="award-why">
            {tl('ledger.awardTo', { names: '…' })}
          </button>
          <p id="award-why" class="muted small">
            {tl('ledger.awardPick')}
          </p>
        </>
      )}
    </section>
  );
}

/** G12 at the award, besides naming the winners: type the cards a contestant shows, or concede for him. */
function AwardOptions({ view, award, onType }: { view: HandView; award: AwardPart; onType: (seat: Seat) => void }) {
  const { type: show, concede: muck } = award;
  if (show.length === 0 && muck.length === 0) return null;
  return (
    <section class="award-options">
      {show.length > 0 && (
        <div class="picks secondary-picks">
          {show.map((seat) => (
            <button key={seat} type="button" class="button quiet" onClick={() => onType(seat)}>
              {tl('ledger.typeCards', { name: view.seats[seat].name })}
            </button>
          ))}
        </div>
      )}
      {muck.length > 0 && (
        <div class="picks secondary-picks">
          {muck.map((seat) => (
            <ActionButton key={seat} control={`muck${seat}`} look="secondary" action={{ type: 'muck', seat }}>
              {tl('ledger.concede', { name: view.seats[seat].name })}
            </ActionButton>
          ))}
        </div>
      )}
    </section>
  );
}

/** B9, B10: the last player in may (or must) show; in the ledger he types his cards, or keeps them hidden. */
function LedgerShow({ view, free, seat, actions }: { view: HandView; free: readonly Card[]; seat: Seat; actions: readonly LegalAction[] }) {
  const [typing, setTyping] = useState(false);
  if (typing) return <ShowTyped view={view} free={free} seat={seat} onClose={() => setTyping(false)} />;
  return (
    <section class="action-panel">
      <div class="action-row">
        {find(actions, 'muck') && (
          <ActionButton control="muck" look="secondary" action={{ type: 'muck', seat }}>
            {/* B9: a normal deal's winner keeps his pot unshown; B10: a jacker opener who cannot show forfeits it. */}
            {t(view.mode === 'jacker' ? 'table.muck' : 'table.takeUnshown')}
          </ActionButton>
        )}
        <button type="button" class="button primary" onClick={() => setTyping(true)}>
          {tl('ledger.typeCards', { name: view.seats[seat].name })}
        </button>
      </div>
    </section>
  );
}

function title(view: HandView, actions: readonly LegalAction[]): string {
  const pending = view.pending;
  switch (pending.kind) {
    case 'award':
      return tl('ledger.awardTitle');
    case 'runIt':
      return th('runIt.title');
    case 'lead':
      return tl('ledger.leadTitle');
    case 'deal': {
      const to = find(actions, 'deal')?.to;
      return typeof to === 'number' ? tl('ledger.openCardTitle', { name: view.seats[to].name }) : t('table.showTitle');
    }
    case 'openers':
      return view.profile === 'brasileiro' ? tl('ledger.openersTrips', { name: view.seats[pending.seat!].name }) : tl('ledger.openersTitle', { name: view.seats[pending.seat!].name });
    default:
      return pending.seat !== null ? t('table.turnOf', { name: view.seats[pending.seat].name }) : t('table.showTitle');
  }
}

/** What was just entered, and who acts now: said right above the controls, on one line that never moves them. */
function TurnNow({ view, entered, seat }: { view: HandView; entered: LedgerHand['last']; seat: Seat | null }) {
  const last = entered ? actionText(view, entered, view.record.length - 1) : null;
  return (
    <p class="turn-now" role="status">
      {last && <span class="turn-now-last">✓ {last}</span>}
      {seat !== null && <span class="turn-now-next">{tl('ledger.now', { name: view.seats[seat].name })}</span>}
    </p>
  );
}

export function LedgerTurn({ table }: { table: TableView }) {
  const view = table.hand!;
  const part = table.ledger.hand!;
  // One phone in the middle: the table acts for whoever the hand waits for, the table itself included.
  const actions = view.legal?.actions ?? [];
  const seat = view.legal?.seat ?? null;
  const pending = view.pending.kind;
  const decision = view.record.length;
  const draw = find(actions, 'draw');
  const lead = find(actions, 'lead');
  const deal = find(actions, 'deal');
  const award = find(actions, 'award');
  const runIt = find(actions, 'runIt');
  // The award's typing of shown cards, for this decision only (a new one starts from the winners again).
  const [typing, setTyping] = useState<{ readonly decision: number; readonly seat: Seat } | null>(null);
  const typed = typing?.decision === decision ? typing.seat : null;
  return (
    <main class="screen turn ledger">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {title(view, actions)}
      </h1>
      <div class="table-side">
        <UndoBar table={table} />
        <DealBanner view={view} prompts={part.prompts} />
        <ProfileInfo table={table} view={view} />
        <SeatTiles view={view} acting={seat} />
        <div class="middle">
          <Pots view={view} pot={table.pot} />
          <LedgerBoard table={table} />
        </div>
        {(pending === 'award' || pending === 'runIt') && <LedgerOdds table={table} view={view} />}
        {award && part.award && typed === null && <AwardOptions view={view} award={part.award} onType={(seat) => setTyping({ decision, seat })} />}
        {(pending === 'award' || pending === 'show') && <BonusClaim table={table} />}
        <HandLog view={view} />
      </div>
      <div class="hand-side">
        <TurnNow view={view} entered={part.last} seat={seat} />
        <SaveStatus />
        {seat !== null && (pending === 'bet' || pending === 'decide') && (
          <>
            <ProfileNote table={table} view={view} seat={seat} />
            <ActionPanel table={table} seat={seat} />
          </>
        )}
        {seat !== null && draw && <DrawCount key={decision} view={view} seat={seat} legal={draw} />}
        {seat !== null && pending === 'openers' && <OpenersConfirm view={view} seat={seat} />}
        {seat !== null && pending === 'show' && <LedgerShow key={decision} view={view} free={part.free} seat={seat} actions={actions} />}
        {award && typed !== null && <ShowTyped view={view} free={part.free} seat={typed} onClose={() => setTyping(null)} />}
        {award && typed === null && <LedgerAward key={decision} view={view} award={award} amount={part.award?.amount ?? 0} />}
        {lead && <LeadPicker view={view} lead={lead} />}
        {runIt && <RunItChoice most={runIt.most} />}
        {deal && typeof deal.to === 'number' && <OpenCardEntry key={decision} view={view} deal={deal} free={part.free} extra={part.extra} />}
      </div>
    </main>
  );
}
