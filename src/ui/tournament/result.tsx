// T13, T20 at the end of a tournament: each place and its prize (the deal's where there was one),
// what each player paid in and takes, then the fewest transfers that settle it.
import type { TableView } from '../../engine/index.ts';
import { currentGame, settledGame } from '../../app/index.ts';
import { TransferList } from '../pix/transfer-list.tsx';
import { moneyText } from '../components/money-text.ts';
import { tt } from './messages.ts';
import './tournament.css';
import '../ledger/ledger.css';

export function TournamentResult({ table }: { table: TableView }) {
  const terms = table.config.tournament;
  const desk = table.tournament?.desk;
  const settlement = desk?.result;
  if (!terms || !desk || !settlement) return null;
  const currency = terms.currency;
  const names = table.config.players.map((p) => p.name);
  const record = currentGame.value?.record;
  return (
    <section class="money tournament-result" aria-labelledby="result-title">
      <h2 class="section-title" id="result-title">
        {tt('result.title')}
      </h2>
      {/* The places and prizes first, what the table looks for at the end; the transfers, each with its Pix code, after them. */}
      <ol class="plain-list result-places">
        {desk.places.map((p) => (
          <li key={p.player}>
            {p.prize ? tt('result.line', { place: p.place ?? '–', name: p.name, amount: moneyText(p.prize, currency) }) : tt('desk.place', { place: p.place ?? '–', name: p.name })}
          </li>
        ))}
      </ol>
      <ul class="plain-list result-paid">
        {settlement.results.map((r, i) =>
          r.paid > 0 || r.worth > 0 ? (
            <li key={i} class="muted">
              {tt('result.paid', { name: r.name, paid: moneyText(r.paid, currency), won: moneyText(r.worth, currency) })}
            </li>
          ) : null,
        )}
      </ul>
      {settlement.transfers.length === 0 ? (
        <p class="lead">{tt('result.even')}</p>
      ) : (
        // P5, P6: a code or a note beside each transfer.
        <TransferList
          night={record ? settledGame(record, currency) : null}
          currency={currency}
          names={names}
          transfers={settlement.transfers}
          line={(tr) => tt('result.pays', { from: names[tr.from], to: names[tr.to], amount: moneyText(tr.cents, currency) })}
          listClass="transfers"
          itemClass="transfer"
        />
      )}
    </section>
  );
}
