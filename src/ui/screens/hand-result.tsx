// The end of a hand: the board and each pot with its winners first (four hands shown would push
// them off a phone's screen); then the hands shown, in the engine's showing order (D13, H7), with
// their names; and what every seat won or lost, moving into the stacks. Rendered from the table
// view: only shown cards are in it.
import { describeHand, type Card, type HandView, type RankingRules, type Seat, type ShowdownPart, type TableView } from '../../engine/index.ts';
import { language, t } from '../i18n/index.ts';
import { ttable } from '../components/table-messages.ts';
import { Board } from '../components/board-cards.tsx';
import { LedgerBoard } from '../ledger/ledger-board.tsx';
import { UndoBar } from '../ledger/undo-bar.tsx';
import { chips, signedChips, signedStackText, stackText } from '../components/chips.ts';
import { CardRow } from '../components/playing-card.tsx';
import { potName } from '../components/pot-summary.tsx';
import { ProfileResult, profileUi } from '../components/profile-extras.tsx';
import { ActionButton } from '../components/tap.tsx';
import { RunoutOdds } from '../odds/runout-odds.tsx';
import { RunBoards } from '../holdem/runout-stage.tsx';
import { TableBar } from '../components/table-bar.tsx';

/**
 * Each shown hand's name, and the seat's cards with those that make it first, in the order it is
 * said. A hand that shares its name with one it beat or lost to in a pot goes on to the cards that
 * decided (G3): "Dois pares, oitos e quatros, kicker Ás" against "…, kicker Rei".
 */
function describeShown(rules: RankingRules, view: HandView, seats: readonly Seat[]): Map<Seat, { name: string; cards: Card[] }> {
  const own = (seat: Seat) => view.seats[seat].cards.filter((c): c is Card => c !== null);
  const value = new Map(seats.map((seat) => [seat, describeHand([...own(seat), ...view.board], rules, language.value).value]));
  // The hands a seat met: in every pot it contested, the losers if it won, the winners if it lost.
  const met = (seat: Seat) =>
    view.result!.pots.flatMap((pot) => {
      if (!pot.eligible.includes(seat)) return [];
      return pot.winners.includes(seat) ? pot.eligible.filter((other) => !pot.winners.includes(other)) : pot.winners;
    });
  return new Map(
    seats.map((seat) => {
      const rivals = met(seat).flatMap((other) => (value.has(other) ? [value.get(other)!] : []));
      const made = describeHand([...own(seat), ...view.board], rules, language.value, rivals);
      const rank = (c: Card) => (made.cards.includes(c) ? made.cards.indexOf(c) : made.cards.length);
      return [seat, { name: made.name, cards: [...own(seat)].sort((a, b) => rank(a) - rank(b)) }];
    }),
  );
}

/** G16: who looked at his own cards during the hand, in the order they first did ("Bia (2×), Caio"); null: nobody. */
function peeked(view: HandView): string | null {
  const looks = new Map<Seat, number>();
  for (const event of view.record) if (event.type === 'peek') looks.set(event.seat, (looks.get(event.seat) ?? 0) + 1);
  if (looks.size === 0) return null;
  return [...looks].map(([seat, count]) => (count > 1 ? `${view.seats[seat].name} (${count}×)` : view.seats[seat].name)).join(', ');
}

/** G9: the last player in took the pot — unshown, or having shown his hand (B9) or his openers (F12, B10, chip ledger). */
function uncontestedLine(table: TableView, view: HandView): string {
  const seat = view.result!.pots[0]?.winners[0] ?? 0;
  const name = view.seats[seat].name;
  if (view.seats[seat].shown) return t('table.uncontestedShown', { name });
  const showedOpeners = table.config.dealing === 'ledger' && view.opened?.seat === seat && view.opened.shown === true;
  return t(showedOpeners ? 'table.uncontestedOpeners' : 'table.uncontested', { name });
}

interface ShowdownProps {
  /** The table's view of the finished hand (`view`, its hand) with its showdown part. */
  readonly table: TableView;
  readonly view: HandView;
  readonly showdown: ShowdownPart;
  readonly onContinue: () => void;
}

export function Showdown({ table, view, showdown, onContinue }: ShowdownProps) {
  const result = view.result!;
  const winners = new Set(result.pots.flatMap((pot) => pot.winners));
  const order = showdown.order.filter((seat) => view.seats[seat].shown || view.seats[seat].mucked);
  const played = view.seats.filter((s) => s.inHand);
  const ShownCards = profileUi[view.profile]?.ShownCards;
  const looked = peeked(view);
  // H13: a board run more than once names each run's winners with their boards, not one hand per player.
  const runs = (view.runout?.times ?? 1) > 1;
  const described = runs ? new Map() : describeShown(showdown.rules, view, order.filter((seat) => view.seats[seat].shown && view.seats[seat].cards.some((c) => c !== null)));
  return (
    <main class="screen showdown">
      <TableBar table={table} />
      <h1 class="turn-title" tabIndex={-1}>
        {t('table.resultTitle', { number: table.session.handNumber })}
      </h1>
      {/* G12: with real cards the last award (or typed hand) is taken back from here too, reopening the hand. */}
      {table.config.dealing === 'ledger' && <UndoBar table={table} />}
      {result.uncontested && <p class="lead">{uncontestedLine(table, view)}</p>}
      {/* The board and who won what first, in view without scrolling; then the hands shown, in their order. */}
      {runs ? <RunBoards view={view} /> : table.config.dealing === 'ledger' ? <LedgerBoard table={table} /> : <Board view={view} />}
      <ul class="plain-list pot-results">
        {result.pots.map((pot, i) => (
          <li key={i} class="pot-result">
            <span class="pot-name">
              {potName(i, result.pots.length)} · {chips(pot.amount)}
            </span>
            <span class="pot-winners">
              {pot.winners.map((seat, k) => t('table.wins', { name: view.seats[seat].name, amount: chips(pot.shares[k]) })).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {/* G7: the pot the table saw while a bet stood counted what nobody called; it went back, and to whom. */}
      {view.returned.map(({ seat, amount }, i) => (
        <p key={i} class="returned">
          {t('table.returned', { amount: stackText(amount), name: view.seats[seat].name })}
        </p>
      ))}
      <ProfileResult table={table} view={view} />
      {order.length > 0 && (
        <ol class="plain-list shown-hands">
          {order.map((seat) => {
            const s = view.seats[seat];
            const won = winners.has(seat);
            const shown = described.get(seat) ?? null;
            return (
              <li key={seat} class={won ? 'shown-hand won' : 'shown-hand'}>
                <p class="shown-head">
                  <span class="shown-name">{s.name}</span>
                  {won && <span class="badge">★ {t('table.winner')}</span>}
                </p>
                {runs && s.shown ? (
                  <CardRow cards={s.cards} size="small" label={t('table.cardsOf', { name: s.name })} />
                ) : shown ? (
                  <div class="shown-body">
                    {ShownCards ? (
                      <ShownCards view={view} seat={s} cards={shown.cards} label={t('table.cardsOf', { name: s.name })} />
                    ) : (
                      <CardRow cards={shown.cards} size="small" label={t('table.cardsOf', { name: s.name })} />
                    )}
                    <p class="shown-rank">{shown.name}</p>
                  </div>
                ) : (
                  <p class="shown-rank muted">{t('table.mucked')}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <RunoutOdds table={table} view={view} />
      {looked && <p class="peeks">{ttable('peek.seen', { names: looked })}</p>}
      <ul class="plain-list nets">
        {played.map((s) => (
          <li key={s.seat} class={result.net[s.seat] > 0 ? 'net up' : result.net[s.seat] < 0 ? 'net down' : 'net'}>
            <span class="net-name">{s.name}</span>
            <span class="net-change" aria-label={signedStackText(result.net[s.seat])}>
              {signedChips(result.net[s.seat])}
            </span>
            <span class="net-stack">
              <span aria-hidden="true">→ </span>
              {stackText(s.stack)}
            </span>
          </li>
        ))}
      </ul>
      <div class="actions sticky-actions">
        <ActionButton control="continue" onTap={onContinue}>
          {t('table.continue')}
        </ActionButton>
      </div>
    </main>
  );
}
