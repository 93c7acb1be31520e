// The seats around the table: name, chips behind, the bet in front, the dealer button and the
// folded / all-in / out marks (words and shapes, never colour alone). Only public cards appear
// here — open stud cards and shown hands — even on a seat's own screen, whose closed cards have
// their own place. Amounts are in the view's game (the replayer shows games other than the open one).
import type { HandView, Seat } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips, stackText } from './chips.ts';
import { CardRow } from './playing-card.tsx';
import { profileUi, SeatBadges, seatBadges } from './profile-extras.tsx';

function mark(seat: HandView['seats'][number]): string | null {
  // T19: a late registrant before he sits down is not here yet, not out.
  if (seat.waiting) return t('table.notArrived');
  if (!seat.inHand) return t('table.out');
  if (seat.folded) return t('table.folded');
  if (seat.allIn) return t('table.allIn');
  return null;
}

export function SeatTiles({ view, acting }: { view: HandView; acting: Seat | null }) {
  const OpenCards = profileUi[view.profile]?.SeatCards;
  // A stud table's open cards need the width: one seat per row, its cards beside its name.
  const layout = OpenCards ? 'seats seats-rows' : `seats seats-${Math.min(view.seats.length, 10)}`;
  return (
    <ul class={layout} aria-label={t('table.seats')}>
      {view.seats.map((seat) => {
        const status = mark(seat);
        const open = seat.cards.map((card, i) => (seat.up[i] || seat.shown ? card : null));
        const drew = seat.inHand && !seat.folded ? seat.exchanged[seat.exchanged.length - 1] : undefined;
        const badges = seatBadges(view, seat.seat);
        const bet = !status && seat.bet > 0;
        const classes = ['seat', seat.seat === acting && 'seat-acting', (seat.folded || !seat.inHand) && 'seat-idle'];
        return (
          <li key={seat.seat} class={classes.filter(Boolean).join(' ')} aria-current={seat.seat === acting ? 'true' : undefined}>
            <span class="seat-name">{seat.name}</span>
            {seat.dealer && (
              <span class="dealer-button" title={t('table.dealer')} aria-label={t('table.dealer')}>
                D
              </span>
            )}
            {!seat.waiting && <span class="seat-stack">{stackText(seat.stack, view.profile)}</span>}
            {(status || bet || drew !== undefined || badges.length > 0) && (
              <span class="seat-line">
                {status ? <span class="seat-mark">{status}</span> : bet ? <span class="seat-bet">{t('table.betOnTable', { amount: chips(seat.bet, view.profile) })}</span> : null}
                {/* An all-in's chips are all in the middle: what he put in this hand is what he plays for. */}
                {seat.allIn && !seat.folded && seat.inHand && <span class="seat-bet">{t('table.allInFor', { amount: chips(seat.committed, view.profile) })}</span>}
                {drew !== undefined && <span class="seat-drew">{t('table.exchanged', { count: drew })}</span>}
                <SeatBadges badges={badges} />
              </span>
            )}
            {open.some((card) => card !== null) && (
              <span class="seat-cards">
                {OpenCards ? <OpenCards view={view} seat={seat} /> : <CardRow cards={open.filter((card) => card !== null)} size="small" label={t('table.cardsOf', { name: seat.name })} />}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
