// B13: the money of an evening. Between hands each player may buy in again (a rebuy or an
// add-on, recorded as a session action that adds the agreed chips); at the end the chips are
// counted, checked against the chips bought, and settled in the fewest transfers ("Bruno pays
// R$ 12,50 to Ana") in the table's currency. The settlement is the engine's (money.ts).
import { signal } from '@preact/signals';
import { cashOutCount, MAX_PRICE_CENTS, minorDigits, type StatedTerms, type TableView } from '../../engine/index.ts';
import { currentGame, settledGame } from '../../app/index.ts';
import { TransferList } from '../pix/transfer-list.tsx';
import { language, t } from '../i18n/index.ts';
import { chips, stackText } from '../components/chips.ts';
import { moneyText } from '../components/money-text.ts';
import { ActionButton, tap } from '../components/tap.tsx';
import { tl } from './messages.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import type { ComponentProps } from 'preact';
import './ledger.css';

const buyInsText = (count: number): string => (count === 1 ? tl('money.buyInsOne') : tl('money.buyIns', { count }));

// T4: counting a stack by colour, where the game has the table's chip case; its own chunk.
const ChipCounter = lazyPart<ComponentProps<typeof import('../tournament/chip-counter.tsx').ChipCounter>>(() =>
  import('../tournament/chip-counter.tsx').then((m) => m.ChipCounter),
);

const CURRENCIES = ['BRL', 'EUR', 'USD', 'GBP'] as const;

/** Terms being typed at the table when the game was set up without a price, per game, until they are saved. */
const typedTerms = signal<{ readonly key: string; readonly terms: StatedTerms } | null>(null);
/** Chips counted at the end, when they differ from the stacks. */
const counted = signal<{ readonly key: string; readonly chips: readonly number[] } | null>(null);

const gameKey = (): string => currentGame.value?.id ?? '';

function termsOf(table: TableView): StatedTerms {
  const agreed = table.config.options?.buyIn;
  if (agreed) return agreed;
  const typed = typedTerms.value?.key === gameKey() ? typedTerms.value.terms : null;
  const { terms, buyInChips } = table.ledger.money;
  return typed ?? terms ?? { price: 0, currency: language.value === 'en' ? 'USD' : language.value === 'pt-PT' ? 'EUR' : 'BRL', chips: buyInChips };
}

/** The price typed at the cash-out: shown as it is typed, saved with the game once said (change). */
function TermsForm({ terms }: { terms: StatedTerms }) {
  const set = (patch: Partial<StatedTerms>) => (typedTerms.value = { key: gameKey(), terms: { ...terms, ...patch } });
  const save = (patch: Partial<StatedTerms>) => {
    const said = { ...terms, ...patch };
    void tap('price', { type: 'buyInPrice', price: said.price, currency: said.currency });
  };
  return (
    <div class="money-terms">
      <label class="field">
        <span class="field-label">{tl('money.price')}</span>
        <input
          class="text-input"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={terms.price || ''}
          onInput={(e) => set({ price: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })}
          onChange={(e) => save({ price: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })}
        />
      </label>
      <label class="field">
        <span class="field-label">{tl('money.currency')}</span>
        <select
          class="text-input"
          value={terms.currency}
          onChange={(e) => {
            set({ currency: (e.target as HTMLSelectElement).value });
            save({ currency: (e.target as HTMLSelectElement).value });
          }}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * G19: the players of a cash game sitting out for want of chips, in every game and mode, each
 * offered a buy-in (with no price agreed, his starting chips all the same); and, while fewer than
 * two can be dealt in, what the table may do.
 */
export function SittingOut({ table }: { table: TableView }) {
  const { sittingOut: out, waiting, seated, rebuyChips, buyIn } = table.ledger.money;
  if (out.length === 0) return null;
  const players = table.config.players;
  return (
    <section class="money sitting-out">
      <h2 class="section-title">{tl('money.broke')}</h2>
      {waiting && (
        <p class="lead" role="status">
          {seated.length === 1 ? tl('money.waitingOne', { name: players[seated[0]].name }) : tl('money.waiting')}
        </p>
      )}
      <ul class="buy-ins">
        {out.map((player) => (
          <li key={player} class="buy-in">
            <span class="buy-in-name">{players[player].name}</span>
            {buyIn.includes(player) && (
              <ActionButton control={`rebuy${player}`} look="secondary" action={{ type: 'buyIn', player }}>
                {tl('money.rebuy', { chips: stackText(rebuyChips[player]) })}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Buy-ins so far, with a +1 for each player at the table the buy-in's check allows (those sitting out have their own offer). */
export function BuyIns({ table }: { table: TableView }) {
  const { inMoney, buyIn, sittingOut } = table.ledger.money;
  if (!inMoney) return null; // S2: baseball's units have no money value
  return (
    <section class="money">
      <h2 class="section-title">{tl('money.title')}</h2>
      <ul class="buy-ins">
        {table.config.players.map((p, player) => (
          <li key={player} class="buy-in">
            <span class="buy-in-name">{p.name}</span>
            <span class="buy-in-count muted">{buyInsText(table.session.buyIns[player])}</span>
            {buyIn.includes(player) && !sittingOut.includes(player) && (
              <ActionButton control={`buyIn${player}`} look="secondary" action={{ type: 'buyIn', player }}>
                {tl('money.buyIn')}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cash-out: chips counted, checked against chips bought, and who pays whom. */
export function CashOut({ table }: { table: TableView }) {
  if (!table.ledger.money.inMoney) return null;
  const key = gameKey();
  const terms = termsOf(table);
  const agreed = table.config.options?.buyIn !== undefined;
  const counts = counted.value?.key === key ? counted.value.chips : null;
  const { stacks, buyIns } = table.session;
  const held = counts ?? stacks;
  const setCount = (player: number, value: number) => {
    const next = held.slice();
    next[player] = Math.max(0, Math.floor(value) || 0);
    counted.value = { key, chips: next };
  };
  const names = table.config.players.map((p) => p.name);
  const { held: total, bought, onTable, priceOk, settlement } = cashOutCount(table.session, names, terms, counts);
  const record = currentGame.value?.record;
  // The price is the table's to say, on the phone that holds the game: a guest phone shows what it said.
  const holdsGame = currentGame.value?.writer === 'mine';
  return (
    <section class="money cash-out">
      <h2 class="section-title">{tl('money.settle')}</h2>
      {!agreed && holdsGame && <TermsForm terms={terms} />}
      {agreed && <p class="muted">{tl('money.terms', { price: moneyText(Math.round(terms.price * 10 ** minorDigits(terms.currency)), terms.currency), chips: chips(terms.chips) })}</p>}
      <ul class="counts">
        {names.map((name, player) => (
          <li key={player} class="count">
            <label class="field">
              <span class="field-label">
                {tl('money.count', { name })} · {buyInsText(buyIns[player])}
              </span>
              <input class="text-input" type="number" inputMode="numeric" min="0" value={held[player]} onInput={(e) => setCount(player, Number((e.target as HTMLInputElement).value))} />
            </label>
            {table.config.chipSet && (
              <ChipCounter name={name} chips={table.config.chipSet} expected={stacks[player]} onTotal={(total) => setCount(player, total)} />
            )}
          </li>
        ))}
      </ul>
      {onTable > 0 && <p class="muted">{tl('money.carried', { amount: chips(onTable) })}</p>}
      {total !== bought ? (
        <p class="problem" role="alert">
          {tl('money.mismatch', { held: chips(total), bought: chips(bought), diff: chips(total - bought) })}
        </p>
      ) : !priceOk ? (
        <p class="problem" role="alert">
          {t('table.refusal.PRICE_TOO_HIGH', { max: moneyText(MAX_PRICE_CENTS, terms.currency) })}
        </p>
      ) : terms.price <= 0 ? (
        <p class="muted">{tl(holdsGame ? 'money.noPrice' : 'money.noPriceGuest')}</p>
      ) : settlement && settlement.transfers.length === 0 ? (
        <p class="lead">{tl('money.even')}</p>
      ) : (
        // P5, P6: a code or a note beside each transfer.
        <TransferList
          night={record ? settledGame(record, terms.currency) : null}
          currency={terms.currency}
          names={names}
          transfers={settlement?.transfers ?? []}
          line={(tr) => tl('money.pays', { from: names[tr.from], to: names[tr.to], amount: moneyText(tr.cents, terms.currency) })}
          listClass="transfers"
          itemClass="transfer"
        />
      )}
    </section>
  );
}
