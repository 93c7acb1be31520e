// Amounts of the book in their own terms: chips ("+120 fichas"), baseball's units ("−⅔ unidades")
// or money in its currency ("+R$ 12,50"), never mixed.
import { isTournament, type Measure, type Night, type NightSeat } from '../../app/index.ts';
import { signedStackText, stackText } from '../components/chips.ts';
import { moneyText } from '../components/money-text.ts';
import { language } from '../i18n/index.ts';

/** The profile whose words an amount takes: '' counts chips, 'baseball' units. */
const wordsOf = (measure: Measure) => (measure.kind === 'units' ? 'baseball' : '');

/** A result in a measure, signed: "+120 fichas", "−⅔ unidades", "+R$ 12,50". */
export function measureText(measure: Measure, value: number): string {
  return measure.kind === 'money' ? moneyText(value, measure.currency, true) : signedStackText(value, wordsOf(measure));
}

/** An amount in a measure, unsigned (the biggest pot). */
export function measureAmount(measure: Measure, value: number): string {
  return measure.kind === 'money' ? moneyText(value, measure.currency) : stackText(value, wordsOf(measure));
}

/**
 * A seat's result at its night: chips or units, with the money beside when the night had a price.
 * A tournament's is its money alone, or null without money: its place is all it has (T22).
 */
export function seatText(night: Night, seat: NightSeat): string | null {
  const money = night.currency && seat.money !== null ? moneyText(seat.money, night.currency, true) : null;
  if (isTournament(night)) return money;
  const chips = signedStackText(seat.net, night.profile);
  return money ? `${chips} (${money})` : chips;
}

/** "14 de março de 2025": a night's day, in words. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language.value, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(year, month - 1, date, 12));
}

/** "14/03": short, for a chart's axis. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language.value, { day: 'numeric', month: 'numeric' }).format(new Date(year, month - 1, date, 12));
}

/** The chart's x axis: each night's day, numbered when one day had more than one night ("14/03 (2)"). */
export function nightLabels(nights: readonly Night[]): string[] {
  const seen = new Map<string, number>();
  return nights.map((night) => {
    const count = (seen.get(night.day) ?? 0) + 1;
    seen.set(night.day, count);
    return count === 1 ? shortDay(night.day) : `${shortDay(night.day)} (${count})`;
  });
}
