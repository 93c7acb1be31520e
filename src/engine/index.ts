// The engine's public surface: the app, the CLI tools and outside tools import from here only.
export * from './cards.ts';
export * from './deck.ts';
export * from './rng.ts';
export * from './evaluate/index.ts';
// The game engine (game.ts explains the API).
export type * from './types.ts';
export { newHand, apply, legalActions, replay, RefusedConfig } from './game.ts';
export type { BetStep, ForcedPost } from './bets.ts';
// G11: the table view, the one value the screens receive (and all a guest phone could be sent).
export { tableView, type TableView } from './table/table-view.ts';
export { actingSeat } from './table/turn-part.ts';
// One tap, whole (README "How it is built"): the action, the chance it draws and the view, in one call.
export { drawChance, step, type ChanceSource, type Stepped } from './step.ts';
// G12, B13, G19: the chip ledger's part — what to deal and type, the undo, the money — and the cash-out's sums.
export type { LedgerHand, AwardPart } from './table/ledger-part.ts';
export type { DealPrompt } from './deal-prompt.ts';
export { cashOutCount, type StatedTerms } from './money.ts';
export { MAX_PRICE_CENTS } from './limits.ts';
// The screens' parts of the table view (issue 21): the pot and its quick picks (G7, T4), the
// showdown's order and ranking (D13, H7), a re-buy's cost (B5), the replayer's steps (G11).
export type { PotPart, BetSizing } from './table/pot-part.ts';
// T4: a wanted amount snapped to a size the chips on the table make, within a BetSizing's range.
export { betSize } from './tournament/chips.ts';
export type { ShowdownPart } from './table/showdown-part.ts';
export { rebuyCost } from './table/rebuy-cost.ts';
export { replayedHand, type HandStep } from './table/hand-steps.ts';
export { boardSize } from './runout.ts';
// The profiles' panels and the all-in's odds in the table view (B4, B9, B10, F12, F13, S6, S9, H12, O7, O8, H13).
export type { FechadoPart } from './table/profile-part.ts';
export { view, runoutMoment, type HandView, type SeatView, type PublicEvent, type Viewer } from './hand-view.ts';
// The hand's public facts the profiles' words and panels name (F5, F8, B6, B7, S1, G7), read off a view.
export { handFacts, roundAt, type RoundFacts } from './hand-facts.ts';
export { buildPots, uncalled, splitWithOddChips, exactSplit } from './pots.ts';
// The showing order of D13/H7, for the showdown screen.
export { showingOrder } from './showdown.ts';
// G16: who may look at his own cards again behind the privacy cover.
export { peekers } from './peek.ts';
export { getProfile, isPlayable } from './profiles/registry.ts';
// fechado (F1–F13): the openers' ladder and the helpers its table screens need.
export { openersRequired } from './profiles/fechado.ts';
export { openersAfter, hasOpeners, type Openers } from './profiles/openers.ts';
export { highCardDealer } from './firstDealer.ts';
// brasileiro (B1–B13): the jacker run as the table shows it, bonuses, and the money settlement.
export { jackerStatus } from './profiles/jacker.ts';
export { BONUS_UNITS } from './profiles/bonus.ts';
export { settleMoney, sessionSettlement, fewestTransfers, formatCents, minorDigits, type Transfer } from './money.ts';
// T22: a night's money, a tournament's prizes or a cash game's chips, with its currency (the players' book).
export { nightMoney, type NightMoney } from './settlement.ts';
// baseball (S1–S10): record units split exactly, and what its table shows at a glance.
export { UNIT, fromUnits, formatUnits } from './units.ts';
export { baseballTable } from './profiles/baseball-view.ts';
// Hand histories in the PHH format (phh/FORMAT.md).
export * from './phh/index.ts';
// Hold'em hand histories in the PokerStars text format, for trackers (pokerstars/FORMAT.md, RULES.md E).
export * from './pokerstars/index.ts';
// C: a dealer's-choice night's games, the naming and the table view's part of it (choice.ts).
export { CHOICE_PROFILES, type ChoiceGame, type ChoicePart, type DealersChoice, type NameGameAction } from './choice.ts';
export {
  newSession,
  applySession,
  replaySession,
  playLog,
  standings,
  type SessionConfig,
  type SessionState,
  type SessionAction,
  type SessionRefusal,
  type Level,
  type LevelSchedule,
  type Standing,
} from './session.ts';
// G19: who sits out for want of chips, and a cash game that waits for a buy-in (seating.ts).
export { sittingOut, waitsForBuyIn } from './seating.ts';
// A player's result over a session, rebuys counted: what every screen calls "net" (S9, B13).
export { netResults, chipsBought } from './net-result.ts';
// A stored game's completed hands (history, replayer, the players' book).
export { completedHands, playedHands, type CompletedHand, type PlayedHand } from './played.ts';
// V1–V10: each player's numbers (VPIP, PFR, 3-bet…) from a finished hand: the players' book and `npm run stats`.
export { handNumbers, numberShares, sumNumbers, NO_NUMBERS, type PlayerNumbers, type Share, type ShareName } from './player-numbers.ts';
// All-in odds (O1–O9): when the table sees them and of what; the counting itself runs in a worker.
export { liveMoment, runoutMoments, type OddsMoment } from './odds/moments.ts';
export type { Odds, OddsSituation, PotOdds } from './odds/situation.ts';
// The table's setup before the first deal, and the rule book's defaults a new table starts from.
export { chooseDealer, drawForDealer, profileReads, sessionConfig, validateSetup, type DealerDraw, type FirstDealer, type OptionKey, type Problem, type SetupMode, type SetupOptions, type TableSetup } from './setup.ts';
export { setupDefaults, defaultDealers } from './setup-defaults.ts';
// Dealer's choice (section C): the games a night may allow, and its own options beside each game's stakes.
export { CHOICE_GAMES, choiceGame, NIGHT_READS, type ChoiceSetup } from './setup.ts';
// The tournament clock (H9): levels by running time, pauses, what the clock reads now.
export { clockAt, levelAt, nextLevelAt, runningTime, type ClockReading } from './tournament/clock.ts';
// The tournament (H9, T1–T24): its part of the table view, the clock read at a screen's own time
// (the level in play: tournament/clock.ts), the desk's sums, the levels, structures and chip sets
// the setup plans with.
export { deskAt } from './table/tournament-part.ts';
export { readClock, clockNoted, type ClockTerms } from './tournament/clock.ts';
export { caseShortOf, walkInNameRefusal } from './tournament/play.ts';
export { afterRace, dealRace, raceProblem, type ChipRace } from './tournament/colour-up.ts';
export { dealAmounts, dealProblem, maxAside, prizesLeft, type DealMethod, type DealProblem } from './tournament/icm.ts';
export { chainPosts, configLevelTerms, fieldOf, levelAmounts, levelTerms, levelsFor, type LevelField, type LevelTerms } from './tournament/levels.ts';
export { buildStructure, expectedMinutes, structureProblems, type StructureRequest } from './tournament/structure.ts';
export { payoutProblems, payouts, prizePool, sharesFor, type PayoutRow } from './tournament/payouts.ts';
export { CHIP_COLOURS, isChipSet, MAX_SET_NAME, PRESET_SETS, byValue, chipSetProblems, countedValue, makeable, startingStacks, type ChipColour, type ChipDenomination, type ChipSet, type ChipSetProblem, type FirstPosts } from './tournament/chips.ts';
export { MAX_NAME_LENGTH, cleanName, fitName, isolated, nameKey } from './names.ts';
export { MAX_BREAK_MINUTES, MAX_CHIPS, MAX_MOVES, MAX_RESULT, isMoment, isPrice } from './limits.ts';
export { firstPosts, type TournamentNight } from './setup.ts';
// What the setup, the book and the odds worker use besides the table view: the level editor,
// the backup's checks and the equity counter.
export { equity } from './odds/equity.ts';
export { configProblem, isSessionAction, isSessionConfig, knownAction } from './shape.ts';
export { addLevel, changeLevel, removeLevel } from './tournament/schedule.ts';
// N7–N10: the shared shuffle of a table on several phones — commitments, the hand's source, the check after the hand.
export { chanceFrom, checkDeal, commitmentOf, dealSource, finishedDeal, isHex256, newSecretValue, type DealCheck, type PlayedDeal, type Revealed } from './fair-deal.ts';
// P1–P8: paying up with Pix — a player's key read and checked, his details, the BR Code the settlement offers.
export { MAX_PIX_CITY, MAX_PIX_NAME } from './pix/br-code.ts';
export { pixKey, type PixKeyType } from './pix/pix-key.ts';
export { MAX_PAY_NOTE, payOffer, pixPayable, pixTextSent, readPayDetails, type PayOffer, type PayProblem, type TypedPayDetails } from './pix/pay-details.ts';
