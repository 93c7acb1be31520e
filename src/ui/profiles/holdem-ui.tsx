// Hold'em's house options at the table (RULES.md H11–H14): the straddle asked before the cards and
// marked on the straddler's tile, a bomb pot said above the table and chosen between hands, the 7-2
// bounty said on a line of its own in the hand's result and its history.
import './holdem.css';
import type { HandView, LegalAction, Seat, TableView } from '../../engine/index.ts';
import { chips, stackText } from '../components/chips.ts';
import type { ExtraProps, ProfileUi } from '../components/profile-extras.tsx';
import { ActionButton } from '../components/tap.tsx';
import { th } from '../holdem/messages.ts';
import { InfoLines } from './info-lines.tsx';
import './profiles.css';

type Straddle = Extract<LegalAction, { type: 'straddle' }>;

/** H11: before the cards, the seat the option names straddles or not. */
function StraddleControls({ view, seat, actions }: ExtraProps) {
  const straddle = actions.find((a): a is Straddle => a.type === 'straddle');
  if (!straddle) return null;
  const amount = stackText(straddle.amount);
  return (
    <div class="show-controls">
      <p class="panel-title">{th('straddle.title', { name: view.seats[seat].name })}</p>
      <p class="muted small">{th('straddle.hint', { amount })}</p>
      <div class="action-row">
        <ActionButton control="no-straddle" look="secondary" action={{ type: 'straddle', seat, accept: false }}>
          {th('straddle.no')}
        </ActionButton>
        <ActionButton control="straddle" action={{ type: 'straddle', seat, accept: true }}>
          {th('straddle.yes', { amount })}
        </ActionButton>
      </div>
    </div>
  );
}

/** H12: a bomb pot says so, with its ante, until the hand ends. */
function Info({ table, view }: { table: TableView; view: HandView }) {
  const ante = table.profile.holdem?.bombAnte ?? 0;
  return <InfoLines lines={view.mode === 'bomb' ? [th('bomb.info', { amount: stackText(ante) })] : []} />;
}

/** H12: between hands the table calls a bomb pot for the next hand, or takes it back. */
function Session({ table }: { table: TableView }) {
  const bomb = table.profile.holdem?.nextBomb;
  if (!bomb) return null;
  const amount = stackText(bomb.ante);
  return bomb.on ? (
    <section class="bomb-next" aria-live="polite">
      <p class="lead">
        <span class="seat-badge">{th('bomb.badge')}</span> {th('bomb.next', { amount })}
      </p>
      <ActionButton control="bomb-off" look="secondary" wide action={{ type: 'bombPot', on: false }}>
        {th('bomb.cancel')}
      </ActionButton>
    </section>
  ) : (
    <ActionButton control="bomb-on" look="secondary" wide action={{ type: 'bombPot', on: true }}>
      {th('bomb.choose', { amount })}
    </ActionButton>
  );
}

/** H14: "Bounty 7-2: Ana recebe 10 de cada", for each player who collected it. */
function bountyLines(view: HandView, amount: (chips: number) => string): string[] {
  const bounty = view.bounty;
  return bounty ? bounty.earners.map((seat) => th('bounty.line', { name: view.seats[seat].name, amount: amount(bounty.each) })) : [];
}

function Result({ view }: { table: TableView; view: HandView }) {
  return <InfoLines lines={bountyLines(view, (amount) => chips(amount, view.profile))} />;
}

export const holdemUi: ProfileUi = {
  badges: (view: HandView, seat: Seat) => (view.straddle?.seat === seat && !view.result ? [th('straddle.badge')] : []),
  Info,
  Session,
  Result,
  closing: bountyLines,
  Extra: StraddleControls,
};
