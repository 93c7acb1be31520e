// One moment's odds (O1): for each pot the hands contest, each hand's chance to win it, a bar as
// on television, and its chance to tie when there is one; how they were counted below (O4). The
// figures come from the odds worker; until they do, the section says it is working (O9).
import type { Card, HandView, OddsMoment, PotOdds, Seat } from '../../engine/index.ts';
import { CardRow } from '../components/playing-card.tsx';
import { potName } from '../components/pot-summary.tsx';
import { t } from '../i18n/index.ts';
import { oddsOf, type OddsResult } from './odds-client.ts';
import { percent, points, to } from './messages.ts';
import './odds.css';

/** The pots a group of equal contests stands for, by their table names ("Main pot + Side pot 1"). */
export const potsLabel = (pots: readonly number[], count: number) => pots.map((p) => potName(p, count)).join(' + ');

/** One pot's contestants; their figures once the worker answered (`pot`), until then the hands alone. */
function PotFigures({ seats, pot, names, title, cards }: { seats: readonly Seat[]; pot: PotOdds | null; names: (seat: Seat) => string; title: string | null; cards?: (seat: Seat) => readonly Card[] }) {
  return (
    <div class="odds-pot">
      {title && <p class="odds-pot-title">{title}</p>}
      <ul class="plain-list odds-rows">
        {seats.map((seat, k) => (
          <li key={seat} class="odds-row">
            <span class="odds-name">
              {names(seat)}
              {cards && <CardRow cards={cards(seat)} size="small" label={t('table.cardsOf', { name: names(seat) })} />}
            </span>
            {pot ? (
              <>
                <span class="odds-win" aria-label={to('odds.winOf', { name: names(seat), percent: percent(pot.win[k]) })}>
                  {percent(pot.win[k])}
                </span>
                <span class="odds-bar" aria-hidden="true">
                  <span class="odds-bar-win" style={{ width: `${pot.win[k] * 100}%` }} />
                  <span class="odds-bar-tie" style={{ width: `${pot.tie[k] * 100}%` }} />
                </span>
                {pot.tie[k] > 0 && <span class="odds-tie">{to('odds.tie', { percent: percent(pot.tie[k]) })}</span>}
              </>
            ) : (
              <span class="odds-win muted" aria-hidden="true">
                …
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the figures were counted: every way, or a sample and its error (O4); `several` moments have no one count. */
export function OddsNote({ result, several = false }: { result: OddsResult; several?: boolean }) {
  if (result.state === 'working') return <p class="odds-note">{to('odds.working')}</p>;
  if (result.state === 'failed') return <p class="odds-note">{to('odds.failed')}</p>;
  const { odds } = result;
  const exact = several ? to('odds.exactAll') : to('odds.exact', { count: odds.deals });
  return <p class="odds-note">{odds.exact ? exact : to('odds.sampled', { error: points(odds.error), count: odds.deals })}</p>;
}

/**
 * The figures of one moment. `withCards`: beside each name its hand; `board`: the board on top
 * (the chip ledger's typed cards, which nothing else on its screen shows). With cards, the hands
 * show at once and their figures when the worker answers.
 */
export function OddsFigures({ moment, view, withCards = false, board = withCards }: { moment: OddsMoment; view: HandView; withCards?: boolean; board?: boolean }) {
  const result = oddsOf(moment.situation).value;
  const names = (seat: Seat) => view.seats[seat].name;
  const several = moment.pots.length > 1;
  const { situation } = moment;
  const cards = withCards ? (seat: Seat) => situation.hands.find((h) => h.seat === seat)?.cards ?? [] : undefined;
  return (
    <section class="odds" aria-labelledby="odds-title" aria-busy={result.state === 'working'}>
      <h2 id="odds-title" class="odds-title">
        {to('odds.title')}
      </h2>
      {board && situation.game === 'board' && situation.board.length > 0 && <CardRow cards={situation.board} size="small" label={t('table.board')} />}
      {(result.state === 'ready' || withCards) &&
        situation.pots.map((seats, i) => (
          <PotFigures
            key={i}
            seats={seats}
            pot={result.state === 'ready' ? result.odds.pots[i] : null}
            names={names}
            cards={cards}
            title={several ? potsLabel(moment.pots[i], view.pots.length) : null}
          />
        ))}
      <OddsNote result={result} />
    </section>
  );
}
