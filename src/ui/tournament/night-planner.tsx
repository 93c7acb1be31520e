// T7–T19 on the New game screen: build the levels for the evening from the players, the stack
// and the time the table wants to play, see when it should end and how rebuys move that, and set
// rebuys, the add-on, late entry and the payouts, with the prizes they make.
import { useState } from 'preact/hooks';
import { buildStructure, expectedMinutes, isPrice, levelsFor, levelTerms, minorDigits, payoutProblems, payouts, prizePool, sharesFor, structureProblems, type PayoutRow, type ProfileId, type SetupOptions, type StructureRequest, type TournamentNight } from '../../engine/index.ts';
import { language } from '../i18n/index.ts';
import { draft, seatNames, setOption } from '../setup/draft.ts';
import { NumberInput } from '../setup/number-input.tsx';
import { SwitchRow } from '../setup/switch-row.tsx';
import { moneyText } from '../components/money-text.ts';
import { tt } from './messages.ts';
import { durationText } from '../clock/face.ts';
import './tournament.css';

type Antes = StructureRequest['antes'];

const clockTime = (minutesFromNow: number) =>
  new Intl.DateTimeFormat(language.value, { hour: '2-digit', minute: '2-digit' }).format(new Date(Date.now() + minutesFromNow * 60_000));

function Num({ id, label, value, decimals, onChange }: { id: string; label: string; value: number; decimals?: boolean; onChange(value: number): void }) {
  return (
    <div class="field">
      <label class="field-label" for={id}>
        {label}
      </label>
      <NumberInput id={id} value={value} decimals={decimals} onChange={onChange} />
    </div>
  );
}

export function NightPlanner({ profile, options }: { profile: ProfileId; options: SetupOptions }) {
  const d = draft.value;
  const night = options.night;
  const set = (patch: Partial<TournamentNight>) => setOption('night', { ...night, ...patch });
  const players = d?.players.length ?? 2;
  return (
    <div class="night-planner">
      <StructureBuilder profile={profile} options={options} players={players} set={set} />
      <Money options={options} players={players} set={set} names={d ? seatNames(d.players).map((name) => name.trim()) : []} />
    </div>
  );
}

function StructureBuilder({ profile, options, players, set }: { profile: ProfileId; options: SetupOptions; players: number; set(patch: Partial<TournamentNight>): void }) {
  const night = options.night;
  const terms = levelTerms(profile, options);
  // H2: only hold'em's levels carry antes, built here and kept by the setup as one ante per level and who pays it.
  const [minutes, setMinutes] = useState(180);
  const [levelMinutes, setLevelMinutes] = useState(options.levelBy === 'minutes' ? options.levelEvery : 20);
  const [antes, setAntes] = useState<Antes>('ante');
  const [breakEvery, setBreakEvery] = useState(night.breakEvery || 4);
  const [breakMinutes, setBreakMinutes] = useState(night.breakMinutes || 10);
  const [built, setBuilt] = useState<number | null>(null);
  const values = options.chipSet?.chips.map((chip) => chip.value) ?? [];
  const request: StructureRequest = { terms, players, stack: options.startingChips, minutes, levelMinutes, antes, breakEvery, breakMinutes, values };
  const problems = structureProblems(request);
  const build = () => {
    const schedule = buildStructure(request);
    if (terms.sideAnte) {
      // The setup keeps one ante per level and says who pays it (bigBlindAnte).
      setOption('levels', schedule.levels.map(({ smallBlind, bigBlind, ante, bigBlindAnte: bba }) => ({ smallBlind, bigBlind, ...((ante ?? bba) ? { ante: ante ?? bba } : {}) })));
      setOption('bigBlindAnte', antes === 'bigBlindAnte');
    } else setOption('levels', schedule.levels);
    setOption('levelBy', 'minutes');
    setOption('levelEvery', levelMinutes);
    set({ breakEvery, breakMinutes });
    setBuilt(schedule.levels.length);
  };
  const schedule =
    options.levelBy === 'minutes'
      ? { levels: levelsFor(terms, options.levels), every: { minutes: options.levelEvery }, breaks: { every: night.breakEvery, minutes: night.breakMinutes } }
      : null;
  const chips = players * options.startingChips;
  const end = schedule ? expectedMinutes(schedule, terms, chips) : null;
  // T8: rebuys (about one for every two players, when they are sold) and the add-on move the end later.
  const rebuys = night.rebuy.on ? Math.max(1, Math.round(players / 2)) : 0;
  const added = rebuys * night.rebuy.chips + (night.addOn.on ? players * night.addOn.chips : 0);
  const later = schedule && added > 0 ? expectedMinutes(schedule, terms, chips + added) : null;
  const anteChoices: Antes[] = ['none', 'ante', 'bigBlindAnte'];
  return (
    <section class="planner-block" aria-labelledby="plan-structure">
      <h3 class="planner-title" id="plan-structure">
        {tt('plan.structure')}
      </h3>
      <div class="planner-grid">
        <Num id="plan-minutes" label={tt('plan.minutes')} value={minutes} onChange={setMinutes} />
        <Num id="plan-level-minutes" label={tt('plan.levelMinutes')} value={levelMinutes} onChange={setLevelMinutes} />
        <Num id="plan-break-every" label={tt('plan.breakEvery')} value={breakEvery} onChange={setBreakEvery} />
        <Num id="plan-break-minutes" label={tt('plan.breakMinutes')} value={breakMinutes} onChange={setBreakMinutes} />
      </div>
      {terms.sideAnte && (
        <div class="field">
          <span class="field-label" id="plan-antes">
            {tt('plan.antes')}
          </span>
          <div class="segmented wide" role="group" aria-labelledby="plan-antes">
            {anteChoices.map((choice) => (
              <button key={choice} type="button" aria-pressed={antes === choice} onClick={() => setAntes(choice)}>
                {tt(`plan.antes.${choice}`)}
              </button>
            ))}
          </div>
        </div>
      )}
      {problems.length > 0 ? (
        <p class="field-problem">{tt('plan.badField', { field: problems.map((p) => fieldLabel(p.field)).join(', ') })}</p>
      ) : (
        <button type="button" class="button secondary" onClick={build}>
          {tt('plan.build')}
        </button>
      )}
      {built !== null && (
        <p class="muted" role="status">
          {tt('plan.built', { count: built })}
        </p>
      )}
      {schedule && (
        <div class="planner-end" aria-live="polite">
          {end === null ? (
            <p class="field-problem">{tt('plan.endsBeyond')}</p>
          ) : (
            <p class="lead">{tt('plan.endsAbout', { time: clockTime(end), duration: durationText(end * 60_000) })}</p>
          )}
          {later !== null && end !== null && <p class="muted">{laterText(rebuys, clockTime(later))}</p>}
        </div>
      )}
    </section>
  );
}

/** T8: the end with the rebuys the table may sell (and the add-on with them), or with the add-on alone. */
function laterText(rebuys: number, time: string): string {
  if (rebuys === 0) return tt('plan.endsWithAddOn', { time });
  return rebuys === 1 ? tt('plan.endsWithRebuysOne', { time }) : tt('plan.endsWithRebuys', { count: rebuys, time });
}

const FIELD_LABELS: Partial<Record<keyof StructureRequest, 'plan.minutes' | 'plan.levelMinutes' | 'plan.breakEvery' | 'plan.breakMinutes' | 'plan.chipSet'>> = {
  minutes: 'plan.minutes',
  levelMinutes: 'plan.levelMinutes',
  breakEvery: 'plan.breakEvery',
  breakMinutes: 'plan.breakMinutes',
  values: 'plan.chipSet',
};

const fieldLabel = (field: keyof StructureRequest) => tt(FIELD_LABELS[field] ?? 'plan.structure');

function Money({ options, players, names, set }: { options: SetupOptions; players: number; names: readonly string[]; set(patch: Partial<TournamentNight>): void }) {
  const night = options.night;
  const { rebuy, addOn } = night;
  const currency = options.currency;
  const cents = (amount: number) => Math.round((Number.isFinite(amount) ? amount : 0) * 10 ** minorDigits(currency));
  const shares = sharesFor(night.payouts, players);
  const rowIndex = Math.max(0, night.payouts.findIndex((row) => players <= row.upTo));
  const setShares = (next: readonly number[]) =>
    set({ payouts: night.payouts.map((row, i): PayoutRow => (i === rowIndex ? { ...row, shares: next } : row)) });
  // G18: a price above the limit is the setup's problem to say (beside the buy-in); no prizes from it meanwhile.
  const priced = isPrice(options.buyInPrice, currency);
  const pool = prizePool({ buyIn: priced ? cents(options.buyInPrice) : 0 }, { entries: players, rebuys: 0, addOns: 0 });
  const problems = payoutProblems(night.payouts);
  const prizes = problems.length === 0 && priced ? payouts(pool, shares, night.roundTo) : [];
  const late = new Set(night.latePlayers);
  const unit = 10 ** minorDigits(currency);
  const roundChoices = [1, unit, 5 * unit, 10 * unit].filter((v, i, all) => all.indexOf(v) === i);
  return (
    <section class="planner-block" aria-labelledby="plan-money">
      <h3 class="planner-title" id="plan-money">
        {tt('plan.money')}
      </h3>
      <SwitchRow id="plan-rebuy" label={tt('plan.rebuys')} checked={rebuy.on} onChange={(on) => set({ rebuy: { ...rebuy, on, chips: rebuy.chips || options.startingChips, price: rebuy.price || options.buyInPrice } })} />
      {rebuy.on && (
        <div class="planner-grid">
          <Num id="plan-rebuy-price" label={tt('plan.rebuyPrice')} value={rebuy.price} decimals onChange={(price) => set({ rebuy: { ...rebuy, price } })} />
          <Num id="plan-rebuy-chips" label={tt('plan.rebuyChips')} value={rebuy.chips} onChange={(chips) => set({ rebuy: { ...rebuy, chips } })} />
          <Num id="plan-rebuy-until" label={tt('plan.rebuyUntil')} value={rebuy.untilLevel} onChange={(untilLevel) => set({ rebuy: { ...rebuy, untilLevel } })} />
        </div>
      )}
      <SwitchRow id="plan-add-on" label={tt('plan.addOn')} checked={addOn.on} onChange={(on) => set({ addOn: { ...addOn, on, chips: addOn.chips || options.startingChips, price: addOn.price || options.buyInPrice } })} />
      {addOn.on && (
        <div class="planner-grid">
          <Num id="plan-add-on-price" label={tt('plan.addOnPrice')} value={addOn.price} decimals onChange={(price) => set({ addOn: { ...addOn, price } })} />
          <Num id="plan-add-on-chips" label={tt('plan.addOnChips')} value={addOn.chips} onChange={(chips) => set({ addOn: { ...addOn, chips } })} />
          <Num id="plan-add-on-at" label={tt('plan.addOnAt')} value={addOn.atLevel} onChange={(atLevel) => set({ addOn: { ...addOn, atLevel } })} />
        </div>
      )}
      <Num id="plan-late" label={tt('plan.lateEntry')} value={night.lateEntryUntil} onChange={(lateEntryUntil) => set({ lateEntryUntil })} />
      {night.lateEntryUntil > 0 && (
        <div class="field">
          <span class="field-label" id="plan-late-players">
            {tt('plan.latePlayers')}
          </span>
          <div class="late-players" role="group" aria-labelledby="plan-late-players">
            {names.map((name) => (
              <button
                key={name}
                type="button"
                class="chip-toggle"
                aria-pressed={late.has(name)}
                onClick={() => set({ latePlayers: late.has(name) ? night.latePlayers.filter((n) => n !== name) : [...night.latePlayers, name] })}
              >
                {name}
              </button>
            ))}
          </div>
        </div>
      )}
      <div class="field">
        <span class="field-label" id="plan-payouts">
          {tt('plan.payouts', { entries: players })}
        </span>
        <ol class="plain-list payout-shares" aria-labelledby="plan-payouts">
          {shares.map((share, place) => (
            <li key={place}>
              <label class="field-label" for={`plan-share-${place}`}>
                {tt('plan.place', { place: place + 1 })}
              </label>
              <NumberInput id={`plan-share-${place}`} value={share} onChange={(value) => setShares(shares.map((s, i) => (i === place ? value : s)))} />
            </li>
          ))}
        </ol>
        <div class="action-row">
          <button type="button" class="button secondary" disabled={shares.length >= players} onClick={() => setShares([...shares, 0])}>
            {tt('plan.addPlace')}
          </button>
          <button type="button" class="button secondary" disabled={shares.length <= 1} onClick={() => setShares(shares.slice(0, -1))}>
            {tt('plan.removePlace')}
          </button>
        </div>
        {problems.length > 0 && <p class="field-problem">{payoutProblemText(problems[0])}</p>}
      </div>
      <div class="field">
        <span class="field-label" id="plan-round">
          {tt('plan.roundTo')}
        </span>
        <div class="segmented wide" role="group" aria-labelledby="plan-round">
          {roundChoices.map((choice) => (
            <button key={choice} type="button" aria-pressed={night.roundTo === choice} onClick={() => set({ roundTo: choice })}>
              {moneyText(choice, currency)}
            </button>
          ))}
        </div>
      </div>
      {prizes.length > 0 && pool > 0 && (
        <div class="prize-preview" aria-live="polite">
          <p class="lead">{tt('plan.pool', { amount: moneyText(pool, currency) })}</p>
          <p class="muted">{prizes.map((prize, place) => tt('plan.prizeLine', { place: place + 1, amount: moneyText(prize, currency) })).join(' · ')}</p>
        </div>
      )}
    </section>
  );
}

function payoutProblemText(problem: ReturnType<typeof payoutProblems>[number]): string {
  switch (problem.code) {
    case 'not100':
      return tt('plan.problem.not100', { total: problem.total });
    case 'sharesRising':
      return tt('plan.problem.sharesRising');
    case 'morePlacesThanField':
      return tt('plan.problem.morePlaces');
    default:
      return tt('plan.problem.notPercent');
  }
}
