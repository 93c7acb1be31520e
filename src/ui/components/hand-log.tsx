// The hand's public record as the viewer may know it, a tap away (a disclosure, closed by default).
import type { HandView, PublicEvent } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { amountText } from '../setup/amounts.ts';
import { cardText } from './playing-card.tsx';

export function line(view: HandView, event: PublicEvent): string | null {
  const name = (seat: number) => view.seats[seat]?.name ?? '?';
  switch (event.type) {
    case 'shuffle':
      return t('table.log.shuffle');
    case 'reshuffle':
      return t('table.log.reshuffle', { count: event.count });
    case 'deal':
      return event.to === 'board'
        ? t('table.log.dealBoard', { cards: event.cards.map((c) => (c === null ? '?' : cardText(c))).join(' ') })
        : null;
    case 'fold':
    case 'check':
    case 'call':
    case 'muck':
      return t(`table.log.${event.type}`, { name: name(event.seat) });
    case 'bet':
    case 'raise':
      // The hand's own profile, not the open game's: past games show their history here too.
      return t(`table.log.${event.type}`, { name: name(event.seat), amount: amountText(view.profile, event.to) });
    case 'draw':
      return t('table.log.draw', { name: name(event.seat), count: event.count });
    case 'show':
      return t('table.log.show', { name: name(event.seat), cards: event.cards.map((c) => (c === null ? '?' : cardText(c))).join(' ') });
    case 'award':
      return t('table.log.award', { names: event.winners.map(name).join(', ') });
    default: {
      // A profile's own action (escuro re-buy, openers…) until it gets its own words.
      const other = event as { type: string; seat?: number };
      return t('table.log.other', { name: other.seat === undefined ? '' : name(other.seat), action: other.type });
    }
  }
}

export function HandLog({ view }: { view: HandView }) {
  const lines = view.record.map((event) => line(view, event)).filter((text): text is string => text !== null);
  return (
    <details class="hand-log">
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
