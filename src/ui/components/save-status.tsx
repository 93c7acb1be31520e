// What the table says about the last tap besides the cards: "saving…" (only when it takes a
// moment: the CSS delays it), a failing write with its reason and a retry, a write refused for
// good with a reload, and the engine's refusal in words. The store's own trouble (an update in
// another tab) is said on every screen, by store-notice.tsx.
import type { Refusal, SessionRefusal } from '../../engine/index.ts';
import { refusal, reloadGame, retrySave, saveStatus, type StoreProblem } from '../../app/index.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { stackText } from './chips.ts';
import { moneyText } from './money-text.ts';
import { cardNameInSentence } from './playing-card.tsx';
import { taking } from './tap.tsx';

function reason(problem: StoreProblem): string {
  if (problem.key === 'store.quotaExceeded') return t('table.problem.quota');
  if (problem.key === 'store.logReplaced') return t('table.problem.replaced');
  if (problem.key === 'store.seqConflict' || problem.key === 'store.gameDeleted') return t('table.problem.conflict');
  return t('table.problem.other');
}

const REFUSALS = {
  HAND_OVER: 'table.refusal.HAND_OVER',
  NOT_YOUR_TURN: 'table.refusal.NOT_YOUR_TURN',
  WRONG_PHASE: 'table.refusal.WRONG_PHASE',
  BAD_AMOUNT: 'table.refusal.BAD_AMOUNT',
  CANNOT_CHECK: 'table.refusal.CANNOT_CHECK',
  NOTHING_TO_CALL: 'table.refusal.NOTHING_TO_CALL',
  CANNOT_BET: 'table.refusal.CANNOT_BET',
  NOT_ENOUGH_CHIPS: 'table.refusal.NOT_ENOUGH_CHIPS',
  NOT_ALLOWED: 'table.refusal.NOT_ALLOWED',
  DEAL_ORDER: 'table.refusal.DEAL_ORDER',
  CANNOT_MUCK: 'table.refusal.CANNOT_MUCK',
  WRONG_CARD_COUNT: 'table.refusal.WRONG_CARD_COUNT',
  NOT_YOUR_CARD: 'table.refusal.NOT_YOUR_CARD',
  CARDS_REQUIRED: 'table.refusal.CARDS_REQUIRED',
  NOT_ELIGIBLE: 'table.refusal.NOT_ELIGIBLE',
  // C3–C6: dealer's choice.
  NAME_GAME: 'table.refusal.NAME_GAME',
  NOT_DEALER: 'table.refusal.NOT_DEALER',
  NO_GAME: 'table.refusal.NO_GAME',
  GAME_KEPT: 'table.refusal.GAME_KEPT',
} as const satisfies Partial<Record<string, MessageKey>>;

/** Refusals about one card, said with the card's name inside the sentence ("…desta mesa: sete de espadas."). */
const CARD_REFUSALS = {
  NOT_IN_DECK: 'table.refusal.NOT_IN_DECK',
  NOT_IN_STOCK: 'table.refusal.NOT_IN_STOCK',
  CARD_IN_USE: 'table.refusal.CARD_IN_USE',
} as const satisfies Partial<Record<string, MessageKey>>;

/**
 * The engine's refusal in the player's words, with its bound where it has one: amounts as the
 * game counts them (chips, or baseball's units, S2), a card by its name.
 */
export function refusalText(error: Refusal | SessionRefusal, profile?: string): string {
  const details = error as Partial<Pick<Refusal, 'min' | 'max' | 'card' | 'reason'>>;
  const min = stackText(details.min ?? 0, profile);
  const max = stackText(details.max ?? 0, profile);
  const cardKey = CARD_REFUSALS[error.code as keyof typeof CARD_REFUSALS];
  if (cardKey && details.card !== undefined) return t(cardKey, { card: cardNameInSentence(details.card) });
  switch (error.code) {
    case 'BET_TOO_SMALL':
      return t('table.refusal.BET_TOO_SMALL', { min });
    case 'BET_TOO_LARGE':
      // M4: the most is the pot.
      return t(error.rule === 'M4' ? 'table.refusal.BET_OVER_POT' : 'table.refusal.BET_TOO_LARGE', { max });
    case 'RAISE_TOO_SMALL':
      return t('table.refusal.RAISE_TOO_SMALL', { min });
    case 'RAISE_TOO_LARGE':
      return t(error.rule === 'M4' ? 'table.refusal.RAISE_OVER_POT' : 'table.refusal.RAISE_TOO_LARGE', { max });
    case 'TOO_MANY_CARDS':
      return t('table.refusal.TOO_MANY_CARDS', { max: details.max ?? 0 });
    case 'PRICE_TOO_HIGH':
      return t('table.refusal.PRICE_TOO_HIGH', { max: moneyText(details.max ?? 0, (error as SessionRefusal).currency ?? 'BRL') });
    case 'TOO_MANY_BUY_INS':
      return t('table.refusal.TOO_MANY_BUY_INS', { max: details.max ?? 0 });
    case 'TOO_MANY_MOVES':
      return t('table.refusal.TOO_MANY_MOVES', { max: details.max ?? 0 });
    case 'WRONG_PHASE':
      // N3: an intention the table had moved past when it reached the host.
      return t(details.reason === 'stale' ? 'table.refusal.stale' : 'table.refusal.WRONG_PHASE');
    case 'NOT_ALLOWED':
      // G16: a phone's second look in one turn.
      return t(details.reason === 'looked' ? 'table.refusal.looked' : 'table.refusal.NOT_ALLOWED');
    case 'CANNOT_RAISE':
      // G13: everyone else is all-in or covered already.
      return t(details.reason === 'all-in' ? 'table.refusal.CANNOT_RAISE_ALL_IN' : 'table.refusal.CANNOT_RAISE');
    default:
      return t(REFUSALS[error.code as keyof typeof REFUSALS] ?? 'table.refusal.other');
  }
}

/** "Saving…" while a tap is written, once it takes a moment (the button shows it was taken); the stylesheet waits a little more. */
export function SavingNote() {
  const saving = taking.value !== null;
  return (
    <span class={saving ? 'saving saving-on' : 'saving'} role="status">
      {saving ? t('table.saving') : ''}
    </span>
  );
}

export function SaveStatus() {
  const status = saveStatus.value;
  const refused = refusal.value;
  if (!refused && status.state !== 'retrying' && status.state !== 'failed') return null;
  return (
    <div class="save-status">
      {status.state === 'retrying' && (
        <div class="notice notice-problem" role="alert">
          <p>{t('table.saveRetrying', { reason: reason(status.problem) })}</p>
          <button type="button" class="button secondary" onClick={retrySave}>
            {t('table.retry')}
          </button>
        </div>
      )}
      {status.state === 'failed' && (
        <div class="notice notice-problem" role="alert">
          <p>{t('table.saveFailed', { reason: reason(status.problem) })}</p>
          {/* A replaced log is reloaded by the app itself (runner.ts commit). */}
          {status.problem.key !== 'store.logReplaced' && (
            <button type="button" class="button secondary" onClick={() => void reloadGame()}>
              {t('table.reload')}
            </button>
          )}
        </div>
      )}
      {refused && (
        <p class="notice notice-refusal" role="alert">
          {refusalText(refused)}
        </p>
      )}
    </div>
  );
}
