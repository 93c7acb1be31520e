// Betting: fold, check, call, and bet or raise sized with quick picks (minimum, ½ pot, pot,
// all-in or the structure's maximum: the engine's potPart), a slider and a typed amount. Only what
// `legalActions` offers is shown; folding when checking is free and going all-in ask for a confirmation. At a
// table with a chip set every size offered is one its chips make (T4: the engine's betSize).
import { useState } from 'preact/hooks';
import { betSize, type BetSizing, type HandView, type LegalAction, type Seat, type SessionAction } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import { chips } from './chips.ts';
import { actionHint, actionWord } from './profile-extras.tsx';
import { ActionButton, taking } from './tap.tsx';

interface Pick {
  readonly label: string;
  readonly to: number;
}

const PICK_WORDS = { min: 'table.pickMin', halfPot: 'table.pickHalfPot', pot: 'table.pickPot', allIn: 'table.pickAllIn', max: 'table.pickMax' } as const;

/** The engine's quick picks (potPart: the pot they count is the pot on the screen), in words. */
function picksFor(sizing: BetSizing): Pick[] {
  return sizing.picks.map((pick) => ({ label: t(PICK_WORDS[pick.kind]), to: pick.to }));
}

/** An all-in is confirmed in the very words of the button tapped: one number for one act (its `label`). */
type Confirming = { readonly kind: 'fold' } | { readonly kind: 'all-in'; readonly action: SessionAction; readonly label: string };

function Confirm({ confirming, seat, cancel }: { confirming: Confirming; seat: Seat; cancel: () => void }) {
  const question = confirming.kind === 'fold' ? t('table.confirmFold') : t('table.confirmAllIn', { action: confirming.label });
  const action: SessionAction = confirming.kind === 'fold' ? { type: 'fold', seat } : confirming.action;
  return (
    <div class="confirm" role="alertdialog" aria-labelledby="confirm-question">
      <p id="confirm-question" class="confirm-question">
        {question}
      </p>
      <div class="action-row">
        <button type="button" class="button secondary" onClick={cancel} disabled={taking.value !== null}>
          {t('table.cancel')}
        </button>
        <ActionButton control="confirm" action={action}>
          {t('table.confirmYes')}
        </ActionButton>
      </div>
    </div>
  );
}

function Sizer({ sizing, amount, setAmount }: SizerProps) {
  const { range, least, step } = sizing;
  const size = (wanted: number) => betSize(wanted, range, sizing.chips);
  // What is being typed, until the field is left: the amount it makes is on the button meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <>
      <div class="picks" role="group" aria-label={t('table.amount')}>
        {picksFor(sizing).map((pick) => (
          <button key={pick.label} type="button" class="pick" aria-pressed={amount === pick.to} onClick={() => setAmount(pick.to)}>
            {pick.label}
          </button>
        ))}
      </div>
      <div class="sizer-row">
        <input
          type="range"
          class="slider"
          min={least}
          // Up to the first step at or past the maximum, so the slider's end reaches the all-in.
          max={least + Math.ceil((range.max - least) / step) * step}
          step={step}
          value={amount}
          aria-label={t('table.amount')}
          aria-valuetext={chips(amount)}
          onInput={(event) => setAmount(size(Number(event.currentTarget.value)))}
        />
        <input
          type="number"
          class="amount-input"
          inputMode="numeric"
          min={least}
          max={range.max}
          step={step}
          value={typed ?? amount}
          aria-label={`${t('table.amount')} (${t('table.amountRange', { min: chips(least), max: chips(range.max) })})`}
          onInput={(event) => {
            const text = event.currentTarget.value;
            setTyped(text);
            const wanted = Math.floor(Number(text));
            if (text.trim() === '' || !Number.isFinite(wanted)) return;
            // Within the range: the nearest size the chips make. Outside it: as typed, for the
            // engine to refuse with its bound in words (G15) rather than a silent change.
            setAmount(wanted < range.min || wanted > range.max ? wanted : size(wanted));
          }}
          onChange={() => setTyped(null)}
        />
      </div>
    </>
  );
}

interface SizerProps {
  readonly sizing: BetSizing;
  readonly amount: number;
  readonly setAmount: (to: number) => void;
}

/** `sizing`: the engine's bet sizes for this seat (potPart), when a bet or raise is open to him. */
export function BetControls({ view, seat, actions, sizing }: { view: HandView; seat: Seat; actions: readonly LegalAction[]; sizing: BetSizing | null }) {
  const find = <T extends LegalAction['type']>(type: T) => actions.find((a): a is Extract<LegalAction, { type: T }> => a.type === type);
  const fold = find('fold');
  const check = find('check');
  const call = find('call');
  const sized = sizing?.seat === seat ? sizing : null;
  const [amount, setAmount] = useState(() => sized?.least ?? 0);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  if (confirming) return <Confirm confirming={confirming} seat={seat} cancel={() => setConfirming(null)} />;

  // A profile's own words (passo, mesa, abro, cobrir, repique…) where its rules name the action.
  const word = (type: 'fold' | 'check' | 'call' | 'bet' | 'raise', amount: number, generic: string) => actionWord(view, seat, type, chips(amount), generic);
  const sizedAction: SessionAction | null = sized ? { type: sized.type, seat, to: amount } : null;
  const callLabel = call ? word('call', call.amount, t('table.call', { amount: chips(call.amount) })) : '';
  const sizedLabel = sized ? word(sized.type, amount, sized.type === 'bet' ? t('table.bet', { amount: chips(amount) }) : t('table.raise', { amount: chips(amount) })) : '';
  return (
    <div class="bet-controls">
      <div class="action-row">
        {fold && (
          <ActionButton control="fold" look="secondary" action={{ type: 'fold', seat }} hint={actionHint(view, 'fold')} onTap={check ? () => setConfirming({ kind: 'fold' }) : undefined}>
            {word('fold', 0, t('table.fold'))}
          </ActionButton>
        )}
        {check && (
          <ActionButton control="check" action={{ type: 'check', seat }} hint={actionHint(view, 'check')}>
            {word('check', 0, t('table.check'))}
          </ActionButton>
        )}
        {call && (
          <ActionButton
            control="call"
            action={{ type: 'call', seat }}
            onTap={call.allIn ? () => setConfirming({ kind: 'all-in', action: { type: 'call', seat }, label: callLabel }) : undefined}
          >
            {callLabel}
          </ActionButton>
        )}
      </div>
      {sized && sizedAction && (
        <div class="sizer">
          {sized.range.max > sized.range.min && <Sizer sizing={sized} amount={amount} setAmount={setAmount} />}
          <ActionButton
            control="sized"
            wide
            action={sizedAction}
            onTap={amount === sized.range.allIn ? () => setConfirming({ kind: 'all-in', action: sizedAction, label: sizedLabel }) : undefined}
          >
            {sizedLabel}
          </ActionButton>
        </div>
      )}
    </div>
  );
}
