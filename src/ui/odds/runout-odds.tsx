// O7: on the result screen of a hand whose cards came at once after the hands were turned up,
// how the chances went — the players down, each betting round from the one that closed across
// (hold'em: the all-in; Baseball: from the last fold), each hand's chance to win every pot; a
// board run more than once (H13), a table for each run.
import type { HandView, OddsMoment, Seat, TableView } from '../../engine/index.ts';
import { oddsOf, type OddsResult } from './odds-client.ts';
import { OddsNote, potsLabel } from './odds-figures.tsx';
import { percent, to } from './messages.ts';

const STREETS = { preflop: 'odds.street.preflop', flop: 'odds.street.flop', turn: 'odds.street.turn' } as const;

/** A round's name as the table says it: the street in hold'em, the cards each holds in stud. */
function roundName(moment: OddsMoment): string {
  if (moment.situation.game === 'stud') return to('odds.cards', { count: moment.dealt });
  return moment.street in STREETS ? to(STREETS[moment.street as keyof typeof STREETS]) : moment.street;
}

function Cell({ result, pot, seat }: { result: OddsResult; pot: number; seat: Seat }) {
  if (result.state !== 'ready') return <td aria-busy={result.state === 'working'}>{result.state === 'working' ? '…' : '—'}</td>;
  const odds = result.odds.pots[pot];
  const k = odds.seats.indexOf(seat);
  // The tie goes under the win, in grey, its word said once below the table (odds.tieLegend).
  return (
    <td>
      {percent(odds.win[k])}
      {odds.tie[k] > 0 && <span class="odds-cell-tie">{percent(odds.tie[k])}</span>}
    </td>
  );
}

/** The least exact of the moments' notes: a sample's if any moment was sampled, its error the widest. */
function summary(results: readonly OddsResult[]): OddsResult {
  const failed = results.find((r) => r.state !== 'ready');
  if (failed) return failed;
  const ready = results as Extract<OddsResult, { state: 'ready' }>[];
  const sampled = ready.filter((r) => !r.odds.exact).sort((a, b) => b.odds.error - a.odds.error);
  return sampled[0] ?? ready[ready.length - 1];
}

/**
 * The columns of each table: every moment, or with the board run more than once (H13) one table
 * per run, each starting from the moment the hands were turned up.
 */
function runColumns(moments: readonly OddsMoment[]): { readonly run: number | null; readonly columns: readonly number[] }[] {
  const all = moments.map((_, j) => j);
  const runs = [...new Set(moments.flatMap((m) => (m.run === undefined ? [] : [m.run])))];
  if (runs.length === 0) return [{ run: null, columns: all }];
  const shared = all.filter((j) => moments[j].run === undefined);
  return runs.map((run) => ({ run, columns: [...shared, ...all.filter((j) => moments[j].run === run)] }));
}

export function RunoutOdds({ table, view }: { table: TableView; view: HandView }) {
  const moments = table.odds?.runout ?? [];
  if (moments.length === 0) return null;
  const results = moments.map((m) => oddsOf(m.situation).value);
  const groups = moments[0].pots;
  const pots = view.result?.pots.length ?? 1;
  const tables = runColumns(moments);
  return (
    <section class="odds runout-odds" aria-labelledby="runout-odds-title">
      <h2 id="runout-odds-title" class="odds-title">
        {to('odds.runoutTitle')}
      </h2>
      {groups.map((group, p) => (
        <div key={p} class="odds-pot">
          {groups.length > 1 && <p class="odds-pot-title">{potsLabel(group, pots)}</p>}
          {tables.map(({ run, columns }) => (
            <table key={run ?? 0} class={columns.length > 3 ? 'odds-table many' : 'odds-table'}>
              {run !== null && <caption class="odds-run">{to('odds.run', { run: run + 1 })}</caption>}
              <thead>
                <tr>
                  <th scope="col">
                    <span class="visually-hidden">{to('odds.player')}</span>
                  </th>
                  {columns.map((j) => (
                    <th key={j} scope="col">
                      {roundName(moments[j])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {moments[0].situation.pots[p].map((seat) => (
                  <tr key={seat}>
                    <th scope="row">{view.seats[seat].name}</th>
                    {columns.map((j) => (
                      <Cell key={j} result={results[j]} pot={p} seat={seat} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      ))}
      {results.some((r) => r.state === 'ready' && r.odds.pots.some((pot) => pot.tie.some((x) => x > 0))) && <p class="odds-note">{to('odds.tieLegend')}</p>}
      <OddsNote result={summary(results)} several />
    </section>
  );
}
