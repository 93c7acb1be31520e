/**
 * The chip ledger's own part of the table view (G12): what the table is told to deal, which cards
 * it may type, what a pot's award offers besides its winners, the bonus a claim pays (B9), what an
 * undo would take back, and the money of the evening (B13, G19). Each answer comes from the rule
 * it reports on; nothing here replays the hand.
 *
 * The hand's part is the chip ledger's only: there the app knows just the cards the table typed
 * for everyone to see (open cards, shown hands, the board), so no viewer sees more than another.
 * The undo and the money parts hold no card in either mode: when the app deals, an undo takes
 * back only a move between hands (undo.ts).
 */
import type { Card } from '../cards.ts';
import { checkSession } from '../checks.ts';
import { dealPrompts, boardDealt, type DealPrompt } from '../deal-prompt.ts';
import { buyInTerms, type StatedTerms } from '../money.ts';
import { rebuyChips } from '../net-result.ts';
import { getProfile } from '../profiles/registry.ts';
import { boardSize, laterRunCards, runParts } from '../runout.ts';
import { sittingOut, waitsForBuyIn } from '../seating.ts';
import type { SessionAction, SessionState } from '../session.ts';
import type { Action, BonusKind, HandState, LegalAction, Seat } from '../types.ts';
import { undoableMove, undoneInHand } from '../undo.ts';
import type { HandView } from '../hand-view.ts';

export interface LedgerPart {
  /** The hand in play (or the last one played) as a chip-ledger table enters it; null when the app deals, or before the first deal. */
  readonly hand: LedgerHand | null;
  readonly undo: UndoPart;
  readonly money: MoneyPart;
}

export interface LedgerHand {
  /** What the dealer must do with the real cards now, in order. */
  readonly prompts: readonly DealPrompt[];
  /** How many board cards the real table has turned so far, of the run being dealt (the ledger knows only those typed). */
  readonly boardDealt: number;
  /** G14: the cards the table may type: of this game's deck (B2, F1), held by no seat and on no board of any run (H1, H13). */
  readonly free: readonly Card[];
  /** S1: the open card to type now is the extra one the seat's last open card earned. */
  readonly extra: boolean;
  /** The hand's last entry as the table made it (the ledger holds no hidden card), for the line that says it was entered. */
  readonly last: Action | null;
  /** The pot the table names winners for now, and what it offers besides; null when no award is due. */
  readonly award: AwardPart | null;
  /** B9, H14: the bonuses (or 7-2s) claimed so far and what each kind pays; null in a game that pays none. */
  readonly bonus: BonusPart | null;
}

export interface AwardPart {
  /** The chips at stake: the pot's, or (H13) the part of it this run pays. */
  readonly amount: number;
  /** Contenders whose cards the table may type to let the evaluator decide (G12); none where a board is typed for the odds instead (O8). */
  readonly type: readonly Seat[];
  /** Contenders the table may concede for (a muck, H7). */
  readonly concede: readonly Seat[];
}

interface BonusPart {
  readonly claims: readonly { readonly seat: Seat; readonly kind: BonusKind; readonly chips: number }[];
  /** B4, B9, H14: chips each other player dealt in pays for each kind this game pays for (B9: in units of the dealer's post). */
  readonly worth: Readonly<Partial<Record<BonusKind, number>>>;
}

interface UndoPart {
  /** G12: the entry an undo would take back now; null when there is none, or this mode keeps it. */
  readonly target: SessionAction | null;
  /** The seat whose bet or raise the undo takes back, to be entered again at the right amount. */
  readonly fix: Seat | null;
  /** What the undos since the hand started took back, oldest first: the table's record of corrections. */
  readonly undone: readonly SessionAction[];
  /** Entries in the session's log, undos included: a correction's hint lasts until the next one. */
  readonly logged: number;
}

interface MoneyPart {
  /** B13: the game deals in money — a price was agreed, or real chips are on the table — and is not one of credit units (S2). */
  readonly inMoney: boolean;
  /** G19: players sitting out for want of chips, offered a buy-in where `buyIn` lists them. */
  readonly sittingOut: readonly Seat[];
  /** G19: fewer than two players can be dealt in, so nothing is dealt until one buys in. */
  readonly waiting: boolean;
  /** The players still at the table. */
  readonly seated: readonly Seat[];
  /** B13, G18, G19: the players the buy-in's check (checks.ts) lets buy in now, those sitting out among them. */
  readonly buyIn: readonly Seat[];
  /** Chips a buy-in gives each player now (a tournament's rebuy, the agreed chips, else his starting stack). */
  readonly rebuyChips: readonly number[];
  /** The buy-in terms agreed at setup or stated since; null: none yet. */
  readonly terms: StatedTerms | null;
  /** B13: chips one buy-in gives when a price is stated at the cash-out: the agreed ones, else the starting stack. */
  readonly buyInChips: number;
}

const of = <T extends LegalAction['type']>(hand: HandView, type: T) =>
  hand.legal?.actions.find((a): a is Extract<LegalAction, { type: T }> => a.type === type);

function awardPart(hand: HandView): AwardPart | null {
  const award = of(hand, 'award');
  if (!award) return null;
  const pot = hand.pots[award.pot]?.amount ?? 0;
  const amount = award.run === undefined ? pot : runParts(pot, hand.runout?.times ?? 1)[award.run];
  // G20: the pot's contenders, those it says cannot win it too: their hands may still be typed or given up.
  const contest = [...award.eligible, ...(award.beaten ?? []).map((b) => b.seat)];
  const type = boardSize(getProfile(hand.profile)) > 0 ? [] : (of(hand, 'show')?.seats ?? []).filter((seat) => contest.includes(seat));
  const concede = (of(hand, 'muck')?.seats ?? []).filter((seat) => contest.includes(seat));
  return { amount, type, concede };
}

function bonusPart(state: HandState): BonusPart | null {
  const worth = getProfile(state.config.profile).claims?.(state.config);
  if (!worth) return null;
  return { claims: (state.showdown?.claims ?? []).map((c) => ({ seat: c.seat, kind: c.kind, chips: worth[c.kind] ?? 0 })), worth };
}

function ledgerHand(state: HandState, hand: HandView): LedgerHand {
  const used = new Set<Card>([...hand.board, ...laterRunCards(state)]);
  for (const s of hand.seats) for (const c of s.cards) if (c !== null) used.add(c);
  const deal = of(hand, 'deal');
  const to = deal && typeof deal.to === 'number' ? hand.seats[deal.to] : null;
  const lastCard = to?.cards[to.cards.length - 1];
  return {
    prompts: dealPrompts(state),
    boardDealt: boardDealt(state),
    free: getProfile(state.config.profile)
      .deck(state.config)
      .filter((c) => !used.has(c)),
    extra: lastCard != null && to!.up[to!.cards.length - 1] && getProfile(hand.profile).extraCard?.(lastCard) === true,
    last: state.log[state.log.length - 1] ?? null,
    award: awardPart(hand),
    bonus: bonusPart(state),
  };
}

function undoPart(state: SessionState): UndoPart {
  const target = undoableMove(state);
  return {
    target,
    fix: target && (target.type === 'bet' || target.type === 'raise') ? target.seat : null,
    undone: undoneInHand(state.log),
    logged: state.log.length,
  };
}

function moneyPart(state: SessionState): MoneyPart {
  const { config } = state;
  return {
    inMoney: !getProfile(config.profile).credit && (config.options?.buyIn !== undefined || config.dealing === 'ledger'),
    sittingOut: sittingOut(state),
    waiting: waitsForBuyIn(state),
    seated: state.leftAfter.flatMap((left, player) => (left < 0 ? [player] : [])),
    buyIn: config.players.flatMap((_, player) => (checkSession(state, { type: 'buyIn', player }) ? [] : [player])),
    rebuyChips: config.players.map((_, player) => rebuyChips(config, player)),
    terms: buyInTerms(state) ?? null,
    buyInChips: config.options?.buyIn?.chips ?? config.players[0].stack,
  };
}

/** The chip ledger's part of the view `hand` (the hand view of the same viewer) belongs to. */
export function ledgerPart(state: SessionState, hand: HandView | null): LedgerPart {
  return {
    hand: state.hand && hand && state.hand.config.dealing === 'ledger' ? ledgerHand(state.hand, hand) : null,
    undo: undoPart(state),
    money: moneyPart(state),
  };
}
