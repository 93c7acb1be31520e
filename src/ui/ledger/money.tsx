// B13: the money of an evening. Between hands each player may buy in again (a rebuy or an
// add-on, recorded as a session action that adds the agreed chips); at the end the chips are
// counted, checked against the chips bought, and settled in the fewest transfers ("Bruno pays
// R$ 12,50 to Ana") in the table's currency. The settlement is the engine's (money.ts).
import { signal } from '@preact/signals';
import { buyInTerms, getProfile, minorDigits, rebuyChips, sessionSettlement, sittingOut, waitsForBuyIn, type SessionState } from '../../engine/index.ts';
import { currentGame } from '../../app/games.ts';
import { isPrice, MAX_PRICE_CENTS } from '../../engine/limits.ts';
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

type Terms = { readonly price: number; readonly currency: string; readonly chips: number };

const CURRENCIES = ['BRL', 'EUR', 'USD', 'GBP'] as const;

/** Terms being typed at the table when the game was set up without a price, per game, until they are saved. */
const typedTerms = signal<{ readonly key: string; readonly terms: Terms } | null>(null);
/** Chips counted at the end, when they differ from the stacks. */
const counted = signal<{ readonly key: string; readonly chips: readonly number[] } | null>(null);

const gameKey = (): string => currentGame.value?.id ?? '';

function termsOf(state: SessionState): Terms {
  const agreed = state.config.options?.buyIn;
  if (agreed) return agreed;
  const typed = typedTerms.value?.key === gameKey() ? typedTerms.value.terms : null;
  // One buy-in gives the starting stack unless the table agreed otherwise.
  return typed ?? buyInTerms(state) ?? { price: 0, currency: language.value === 'en' ? 'USD' : language.value === 'pt-PT' ? 'EUR' : 'BRL', chips: state.config.players[0].stack };
}

/** Money belongs to a table that agreed a price, or that plays with real chips (the ledger). */
const dealsInMoney = (state: SessionState) =>
  !getProfile(state.config.profile).credit && (state.config.options?.buyIn !== undefined || state.config.dealing === 'ledger');

/** The price typed at the cash-out: shown as it is typed, saved with the game once said (change). */
function TermsForm({ terms }: { terms: Terms }) {
  const set = (patch: Partial<Terms>) => (typedTerms.value = { key: gameKey(), terms: { ...terms, ...patch } });
  const save = (patch: Partial<Terms>) => {
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
export function SittingOut({ state }: { state: SessionState }) {
  const out = sittingOut(state);
  if (out.length === 0) return null;
  const seated = state.config.players.filter((_, player) => state.leftAfter[player] < 0);
  return (
    <section class="money sitting-out">
      <h2 class="section-title">{tl('money.broke')}</h2>
      {waitsForBuyIn(state) && (
        <p class="lead" role="status">
          {seated.length === 1 ? tl('money.waitingOne', { name: seated[0].name }) : tl('money.waiting')}
        </p>
      )}
      <ul class="buy-ins">
        {out.map((player) => (
          <li key={player} class="buy-in">
            <span class="buy-in-name">{state.config.players[player].name}</span>
            <ActionButton control={`rebuy${player}`} look="secondary" action={{ type: 'buyIn', player }}>
              {tl('money.rebuy', { chips: stackText(rebuyChips(state.config, player)) })}
            </ActionButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Buy-ins so far, with a +1 for each player at the table while no hand is in play (those sitting out have their own offer). */
export function BuyIns({ state }: { state: SessionState }) {
  if (!dealsInMoney(state)) return null; // S2: baseball's units have no money value
  const between = !state.hand || state.hand.result !== null;
  const out = sittingOut(state);
  return (
    <section class="money">
      <h2 class="section-title">{tl('money.title')}</h2>
      <ul class="buy-ins">
        {state.config.players.map((p, player) => (
          <li key={player} class="buy-in">
            <span class="buy-in-name">{p.name}</span>
            <span class="buy-in-count muted">{buyInsText(state.buyIns[player])}</span>
            {between && !state.over && !out.includes(player) && (
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
export function CashOut({ state }: { state: SessionState }) {
  if (!dealsInMoney(state)) return null;
  const key = gameKey();
  const terms = termsOf(state);
  const agreed = state.config.options?.buyIn !== undefined;
  const counts = counted.value?.key === key ? counted.value.chips : null;
  const held = counts ?? state.stacks;
  const bought = state.buyIns.reduce((a, b) => a + b, 0) * terms.chips;
  const onTable = counts ? 0 : state.carried.chips;
  const total = held.reduce((a, b) => a + b, 0) + onTable;
  const setCount = (player: number, value: number) => {
    const next = held.slice();
    next[player] = Math.max(0, Math.floor(value) || 0);
    counted.value = { key, chips: next };
  };
  const withTerms: SessionState = { ...state, priced: terms };
  // G18: a price typed above the limit is said, never settled (the sums would no longer be exact).
  const priceOk = isPrice(terms.price, terms.currency);
  const settlement =
    terms.price > 0 && priceOk && total === bought
      ? sessionSettlement(counts ? { ...withTerms, stacks: counts, carried: { chips: 0, deals: 0 } } : withTerms)
      : null;
  const names = state.config.players.map((p) => p.name);
  return (
    <section class="money cash-out">
      <h2 class="section-title">{tl('money.settle')}</h2>
      {!agreed && <TermsForm terms={terms} />}
      {agreed && <p class="muted">{tl('money.terms', { price: moneyText(Math.round(terms.price * 10 ** minorDigits(terms.currency)), terms.currency), chips: chips(terms.chips) })}</p>}
      <ul class="counts">
        {names.map((name, player) => (
          <li key={player} class="count">
            <label class="field">
              <span class="field-label">
                {tl('money.count', { name })} · {buyInsText(state.buyIns[player])}
              </span>
              <input class="text-input" type="number" inputMode="numeric" min="0" value={held[player]} onInput={(e) => setCount(player, Number((e.target as HTMLInputElement).value))} />
            </label>
            {state.config.chipSet && (
              <ChipCounter name={name} chips={state.config.chipSet} expected={state.stacks[player]} onTotal={(total) => setCount(player, total)} />
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
        <p class="muted">{tl('money.noPrice')}</p>
      ) : settlement && settlement.transfers.length === 0 ? (
        <p class="lead">{tl('money.even')}</p>
      ) : (
        <ul class="transfers" aria-live="polite">
          {settlement?.transfers.map((tr, i) => (
            <li key={i} class="transfer">
              {tl('money.pays', { from: names[tr.from], to: names[tr.to], amount: moneyText(tr.cents, terms.currency) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
