// The hand's public record as the viewer may know it, a tap away (a disclosure, closed by default).
import { onHoldemTable, roundAt, rebuyCost, type Card, type ForcedPost, type HandView, type PublicEvent } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from './table-messages.ts';
import { amountText } from '../setup/result-amounts.ts';
import { cardText } from './playing-card.tsx';
import { th } from '../holdem/messages.ts';
import { anteLines } from './ante-lines.ts';
import { profileUi, type BetEvent } from './profile-extras.tsx';

/** The forced posts the hand began with (G7, H2): antes, then the blinds from the dealer on (H8: heads-up the button posts the small). */
export function postLines(view: HandView): string[] {
  const amount = (chips: number) => amountText(view.profile, chips);
  const own = profileUi[view.profile]?.posts?.(view, amount);
  if (own) return own;
  const name = (post: ForcedPost) => view.seats[post.seat]?.name ?? '?';
  const lines = anteLines(view.posts, (each) => ttable('log.antes', { amount: amount(each) }), (post) => ttable('log.ante', { name: name(post), amount: amount(post.ante) }));
  const count = view.seats.length;
  const blinds = view.posts.filter((p) => p.blind > 0).sort((a, b) => ((a.seat - view.dealer + count) % count) - ((b.seat - view.dealer + count) % count));
  blinds.forEach((post, i) => {
    const key = !onHoldemTable(view.profile) || blinds.length !== 2 ? 'log.blind' : i === 0 ? 'log.smallBlind' : 'log.bigBlind';
    lines.push(ttable(key, { name: name(post), amount: amount(post.blind) }));
  });
  return lines;
}

const cardsText = (shown: readonly (Card | null)[]): string => shown.map((c) => (c === null ? '?' : cardText(c))).join(' ');

/**
 * One event of the hand in words; `index` is its place in `view.record` (absent: an undone action).
 * Null: nothing to say. Cards are written "A♠" for the eye; `cards` words them otherwise (aloud).
 */
export function line(view: HandView, event: PublicEvent, index?: number, cards: (shown: readonly (Card | null)[]) => string = cardsText): string | null {
  const name = (seat: number) => view.seats[seat]?.name ?? '?';
  // The hand's own profile, not the open game's: past games show their history here too.
  const amount = (chips: number) => amountText(view.profile, chips);
  switch (event.type) {
    case 'shuffle':
      return t('table.log.shuffle');
    case 'reshuffle':
      return event.count === 1 ? t('table.log.reshuffleOne') : t('table.log.reshuffle', { count: event.count });
    case 'deal': {
      if (event.to !== 'board') return null;
      const board = cards(event.cards);
      // H13: the board cards of a later run (O8: typed in the chip ledger).
      return event.run ? th('log.dealRun', { run: event.run + 1, cards: board }) : t('table.log.dealBoard', { cards: board });
    }
    case 'fold':
    case 'check':
    case 'call':
    case 'bet':
    case 'raise':
      return betLine(view, event, index);
    case 'muck':
      return t('table.log.muck', { name: name(event.seat) });
    case 'draw':
      return t('table.log.draw', { name: name(event.seat), count: event.count });
    case 'show':
      return t('table.log.show', { name: name(event.seat), cards: cards(event.cards) });
    case 'award': {
      const names = event.winners.map(name).join(', ');
      // H13: the winners of one run's part of the pot.
      return event.run === undefined ? t('table.log.award', { names }) : th('log.awardRun', { run: event.run + 1, names });
    }
    case 'rebuy':
      return event.accept
        ? t('table.log.rebuy', { name: name(event.seat), amount: amount(rebuyCost(view, index)) })
        : t('table.log.rebuyDeclined', { name: name(event.seat) });
    case 'openers':
      return t(event.shown ? 'table.log.openersShown' : 'table.log.openersNone', { name: name(event.seat) });
    case 'lead':
      return t('table.log.lead', { name: name(event.seat) });
    case 'claimBonus':
      return t(`table.log.claimBonus.${event.kind}`, { name: name(event.seat) });
    case 'peek':
      return ttable('peek.log', { name: name(event.seat) });
    case 'straddle':
      return event.accept ? th('log.straddle', { name: name(event.seat), amount: amount(view.straddle?.amount ?? 0) }) : th('log.noStraddle', { name: name(event.seat) });
    case 'runIt':
      return event.times === 1 ? th('log.runOnce') : th('log.runTimes', { count: event.times });
    case 'reveal':
      return th('log.reveal');
  }
}

/**
 * A betting action as the table said it: the profile's words where it has its own (passo, cobriu),
 * with what a call put in and a mark for an all-in. An undone action (no `index`) is no longer in
 * the record, so it is named without its amount.
 */
function betLine(view: HandView, event: BetEvent, index: number | undefined): string {
  const name = view.seats[event.seat]?.name ?? '?';
  const amount = (chips: number) => amountText(view.profile, chips);
  const step = index === undefined ? null : view.bets[index];
  const round = index === undefined ? null : roundAt(view, index);
  if (!step) {
    if (event.type === 'call') return t('table.log.called', { name });
    return event.type === 'bet' || event.type === 'raise' ? t(`table.log.${event.type}`, { name, amount: amount(event.to) }) : t(`table.log.${event.type}`, { name });
  }
  const said =
    (round && profileUi[view.profile]?.said?.(view, round, event, step, name, amount)) ??
    (event.type === 'call'
      ? t('table.log.call', { name, amount: amount(step.added) })
      : event.type === 'bet' || event.type === 'raise'
        ? t(`table.log.${event.type}`, { name, amount: amount(event.to) })
        : t(`table.log.${event.type}`, { name }));
  return step.allIn ? t('table.log.allIn', { action: said }) : said;
}

export function HandLog({ view }: { view: HandView }) {
  const closing = profileUi[view.profile]?.closing?.(view, (chips) => amountText(view.profile, chips)) ?? [];
  const lines = [...postLines(view), ...view.record.map((event, i) => line(view, event, i)).filter((text): text is string => text !== null), ...closing];
  return (
    <details class="hand-log disclosure">
      <summary>{t('table.log')}</summary>
      {lines.length ? (
        <ol>
          {lines.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ol>
      ) : (
        <p>{t('table.logEmpty')}</p>
      )}
    </details>
  );
}
