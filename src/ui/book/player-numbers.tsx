// A player's playing stats in the book (RULES.md V): each share over the period and game chosen,
// the counts behind it a tap away (a <details> per stat, so the tap needs no state and a screen
// reader announces it as a disclosure), "—" where a stat applies to none of his hands (V10), and
// the shares night by night on the book's line chart, whose table of numbers is the per-night view.
import { nightlyNumbers, totals, type BookPlayer } from '../../app/index.ts';
import { numberShares, type PlayerNumbers, type Share, type ShareName } from '../../engine/index.ts';
import { language } from '../i18n/index.ts';
import { LineChart } from './charts.tsx';
import { nightLabels } from './measure-text.ts';
import { tb } from './messages.ts';

const percentText = (share: number): string => new Intl.NumberFormat(language.value, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** V10: a share as a percentage, or "—" where it applies to nothing. */
const shareText = ({ count, of }: Share): string => (of === 0 ? '—' : percentText(count / of));

/** The counts behind a share, in words. */
function countsText(name: ShareName, share: Share, numbers: PlayerNumbers): string {
  if (share.of === 0) return tb('book.numbers.notApplies');
  if (name === 'postflopAggression') return tb('book.numbers.of.postflopAggression', { count: share.count, calls: numbers.postflopCalls });
  return tb(`book.numbers.of.${name}`, { count: share.count, of: share.of });
}

function NumbersChart({ player }: { player: BookPlayer }) {
  const nights = nightlyNumbers(player.played);
  const names = Object.keys(numberShares(nights[0].numbers)) as ShareName[];
  const lines = names
    .map((name) => ({
      name: tb(`book.numbers.${name}`),
      values: nights.map(({ numbers }) => {
        const { count, of } = numberShares(numbers)[name];
        return of === 0 ? null : Math.round((100 * count) / of);
      }),
      total: shareText(numberShares(totals(player.played).numbers!)[name]),
    }))
    .filter((line) => line.values.some((v) => v !== null));
  const percent = (v: number) => percentText(v / 100);
  return (
    <LineChart
      title={tb('book.numbers.chart')}
      labels={nightLabels(nights.map(({ night }) => night))}
      lines={lines}
      tick={percent}
      value={percent}
      lineHead={tb('book.numbers.stat')}
      alt={tb('book.numbers.chartAlt', {
        count: lines.length,
        name: player.name,
        nights: nights.length,
        lines: lines.map((l) => tb('book.chart.runningLine', { name: l.name, amount: l.total })).join(' '),
      })}
    />
  );
}

export function PlayerNumbersSection({ player }: { player: BookPlayer }) {
  const numbers = totals(player.played).numbers;
  const shares = numbers ? numberShares(numbers) : null;
  return (
    <section class="book-section" aria-labelledby="player-numbers">
      <h2 class="section-title" id="player-numbers">
        {tb('book.numbers.title')}
      </h2>
      {!numbers || !shares ? (
        <p class="note">{tb('book.numbers.none')}</p>
      ) : (
        <>
          <p class="setup-hint">{tb('book.numbers.hint')}</p>
          <ul class="plain-list figures player-numbers">
            {(Object.entries(shares) as [ShareName, Share][]).map(([name, share]) => (
              <li key={name} class="figure player-number">
                <details class="disclosure">
                  <summary>
                    <span class="player-number-name">{tb(`book.numbers.${name}`)}</span>
                    <span class="player-number-share">{shareText(share)}</span>
                  </summary>
                  <p class="player-number-counts">{countsText(name, share, numbers)}</p>
                </details>
              </li>
            ))}
          </ul>
          {nightlyNumbers(player.played).length > 1 ? <NumbersChart player={player} /> : null}
        </>
      )}
    </section>
  );
}
