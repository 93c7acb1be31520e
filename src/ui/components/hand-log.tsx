// The hand's public record as the viewer may know it, a tap away (a disclosure, closed by default).
import type { HandView, PublicEvent } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { ttable } from '../screens/table-messages.ts';
import { amountText } from '../setup/amounts.ts';
import { cardText } from './playing-card.tsx';
import { th } from '../holdem/messages.ts';

/**
 * B5: what an accepted re-buy of the escuro cost. Each re-buy doubles the one before, so it is the
 * escuro now halved once per re-buy after it; one not in the record (undone) would have doubled it.
 */
function rebuyAmount(view: HandView, index: number | undefined): number {
  const now = view.escuro?.amount ?? 0;
  if (index === undefined) return 2 * now;
  const later = view.record.slice(index + 1).filter((e) => e.type === 'rebuy' && e.accept).length;
  return now / 2 ** later;
}

/** One event of the hand in words; `index` is its place in `view.record` (absent: an undone action). Null: nothing to say. */
export function line(view: HandView, event: PublicEvent, index?: number): string | null {
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
      const cards = event.cards.map((c) => (c === null ? '?' : cardText(c))).join(' ');
      // H13: the board cards of a later run (O8: typed in the chip ledger).
      return event.run ? th('log.dealRun', { run: event.run + 1, cards }) : t('table.log.dealBoard', { cards });
    }
    case 'fold':
    case 'check':
    case 'call':
    case 'muck':
      return t(`table.log.${event.type}`, { name: name(event.seat) });
    case 'bet':
    case 'raise':
      return t(`table.log.${event.type}`, { name: name(event.seat), amount: amount(event.to) });
    case 'draw':
      return t('table.log.draw', { name: name(event.seat), count: event.count });
    case 'show':
      return t('table.log.show', { name: name(event.seat), cards: event.cards.map((c) => (c === null ? '?' : cardText(c))).join(' ') });
    case 'award': {
      const names = event.winners.map(name).join(', ');
      // H13: the winners of one run's part of the pot.
      return event.run === undefined ? t('table.log.award', { names }) : th('log.awardRun', { run: event.run + 1, names });
    }
    case 'rebuy':
      return event.accept
        ? t('table.log.rebuy', { name: name(event.seat), amount: amount(rebuyAmount(view, index)) })
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

export function HandLog({ view }: { view: HandView }) {
  const lines = view.record.map((event, i) => line(view, event, i)).filter((text): text is string => text !== null);
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
