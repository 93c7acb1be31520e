// The tournament between hands (T5, T6, T13, T15–T19): the prize pool, places and prizes as
// players go out, rebuys, the add-on at its break, late entries (registered, or someone who just
// turned up), the colour-up when a colour is no
// longer needed, and a deal among the players left. Every button is a logged session action.
import { useState } from 'preact/hooks';
import { deskAt, type TableView } from '../../engine/index.ts';
import { ActionButton } from '../components/tap.tsx';
import { moneyText } from '../components/money-text.ts';
import { colourUpText, count } from './chip-words.ts';
import { ColourUpSheet } from './colour-up-sheet.tsx';
import { DealSheet } from './deal-sheet.tsx';
import { tt } from './messages.ts';
import { WalkIn } from './walk-in.tsx';
import { CaseShort } from './case-short.tsx';
import { useNow } from '../clock/now.ts';
import './tournament.css';
import { tableNow } from '../../app/index.ts';

export function TournamentDesk({ table }: { table: TableView }) {
  const terms = table.config.tournament;
  const [sheet, setSheet] = useState<'colourUp' | 'deal' | null>(null);
  // T9, T18, T5: read every second, so the add-on and the colour-up come up as the break starts (T23: never back).
  const phone = useNow();
  const desk = table.tournament?.desk;
  if (!terms || !desk || table.session.over) return null;
  const now = tableNow(table, phone);
  const { pool, entries, prizes, places, rebuyers, late, deal } = desk;
  const currency = terms.currency;
  const names = table.config.players.map((p) => p.name);
  const at = deskAt(table.tournament!, now);
  const race = at.colourUp;
  const addOn = terms.addOn && at.addOn ? terms.addOn : null;
  return (
    <section class="desk" aria-labelledby="desk-title">
      <h2 class="section-title" id="desk-title">
        {tt('desk.title')}
      </h2>
      <p class="lead">{tt('desk.pool', { amount: moneyText(pool, currency), entries })}</p>
      {prizes.length > 0 && (
        <p class="muted">{prizes.map((prize, place) => tt('plan.prizeLine', { place: place + 1, amount: moneyText(prize, currency) })).join(' · ')}</p>
      )}
      {race && (
        <div class="desk-note" role="status">
          <p>{colourUpText(table.config.chipSet, race.removed)}</p>
          <button type="button" class="button primary" onClick={() => setSheet('colourUp')}>
            {tt('desk.colourUp')}
          </button>
        </div>
      )}
      {addOn && (
        <div class="desk-group">
          <p class="desk-note">{tt('desk.addOnOpen', { price: moneyText(addOn.price, currency), chips: count(addOn.chips) })}</p>
          <CaseShort table={table} chips={addOn.chips} />
          {desk.addOnBuyers.map((p) => (
              <ActionButton key={p} control={`addOn${p}`} look="secondary" wide action={{ type: 'addOn', player: p, at: now }}>
                {tt('desk.addOnFor', { name: names[p], price: moneyText(addOn.price, currency), chips: count(addOn.chips) })}
              </ActionButton>
            ))}
        </div>
      )}
      {rebuyers.length > 0 && terms.rebuy && (
        <div class="desk-group">
          <p class="muted">{tt('desk.rebuysUntil', { level: terms.rebuy.untilLevel })}</p>
          <CaseShort table={table} chips={terms.rebuy.chips} />
          {rebuyers.map((p) => (
            <ActionButton key={p} control={`buyIn${p}`} look="secondary" wide action={{ type: 'buyIn', player: p }}>
              {tt('desk.rebuyFor', { name: names[p], price: moneyText(terms.rebuy!.price, currency), chips: count(terms.rebuy!.chips) })}
            </ActionButton>
          ))}
        </div>
      )}
      {late.length > 0 && (
        <div class="desk-group">
          <p class="muted">{tt('desk.lateOpen', { level: terms.lateEntryUntil! })}</p>
          <CaseShort table={table} chips={table.config.players[late[0]].stack} />
          {late.map((p) => (
            <ActionButton key={p} control={`late${p}`} look="secondary" wide action={{ type: 'lateEntry', player: p }}>
              {tt('desk.lateEntry', { name: names[p] })}
            </ActionButton>
          ))}
        </div>
      )}
      <WalkIn table={table} />
      <ol class="plain-list desk-places">
        {places.map((p) => (
          <li key={p.player} class={p.place === null ? 'desk-in' : 'desk-out'}>
            {p.place === null
              ? tt('desk.stillIn', { name: p.name, chips: count(table.session.stacks[p.player]) })
              : p.prize
                ? tt('desk.placePrize', { place: p.place, name: p.name, amount: moneyText(p.prize, currency) })
                : tt('desk.place', { place: p.place, name: p.name })}
          </li>
        ))}
      </ol>
      {deal ? (
        <p class="muted">
          {tt('desk.dealDone', { method: tt(deal.method === 'icm' ? 'deal.icm' : 'deal.chipChop') })} {tt('desk.dealAside', { amount: moneyText(deal.aside, currency) })}
        </p>
      ) : (
        desk.stillIn.length >= 2 && (
          <button type="button" class="button secondary" onClick={() => setSheet('deal')}>
            {tt('desk.deal')}
          </button>
        )
      )}
      {sheet === 'colourUp' && race && <ColourUpSheet table={table} race={race} onClose={() => setSheet(null)} />}
      {sheet === 'deal' && <DealSheet table={table} onClose={() => setSheet(null)} />}
    </section>
  );
}
