/**
 * The rest of the board after an all-in (RULES.md H7, H13, O7, O8): run once or, where the table
 * agrees, two or three times, each run dealt after the one before from the same stock; watched
 * street by street where the table asks for each one.
 *
 * The first run's cards are in `board`; a later run's board is the cards that were out when the
 * hands were tabled (`tabled`) followed by its own cards (`runout.runs`). Cards of every run stay
 * out of the stock for the runs after it (H1: no card is dealt twice).
 */
import { withHand } from './copy.ts';
import type { Card } from './cards.ts';
import { splitWithOddChips } from './pots.ts';
import type { Profile } from './profiles/profile.ts';
import type { HandState } from './types.ts';

/** Board cards dealt by the streets before `street` (counted by streets: the chip ledger knows no board card). */
export const boardBefore = (profile: Profile, street: number): number =>
  profile.streets.slice(0, street).reduce((n, s) => (s.kind === 'deal' && s.to === 'board' ? n + s.count : n), 0);

/** Board cards a profile deals in all (hold'em: 5), or 0 for a game without a board. */
export const boardSize = (profile: Profile): number => boardBefore(profile, profile.streets.length);

/** How many times the board is run: 1 until the table agreed otherwise (H13). */
export const runTimes = (state: HandState): number => state.runout?.times ?? 1;

/** H13: what each of `times` runs pays of a pot of `amount`, the odd chips to the earlier runs (G8). */
export const runParts = (amount: number, times: number): number[] => splitWithOddChips(amount, Array.from({ length: times }, (_, run) => run));

/** The run being dealt (0 the first): one more for each later run already begun. */
export const currentRun = (state: HandState): number => state.runout?.runs.length ?? 0;

/** The board of run `run` as far as it is known. */
export function runBoard(state: HandState, run: number): readonly Card[] {
  if (run === 0) return state.board;
  return [...state.board.slice(0, state.tabled ?? 0), ...state.runout!.runs[run - 1]];
}

/** Every run's board begun so far, the first first. */
export function runBoards(state: HandState): (readonly Card[])[] {
  const boards: (readonly Card[])[] = [state.board];
  for (let run = 1; run <= currentRun(state); run++) boards.push(runBoard(state, run));
  return boards;
}

/** Cards the later runs dealt (the first run's are on `board`). */
export const laterRunCards = (state: HandState): Card[] => state.runout?.runs.flat() ?? [];

/** `cards` added to the board of run `run`. */
export function addToRun(state: HandState, run: number, cards: readonly Card[]): HandState {
  if (run === 0) return withHand(state, { board: [...state.board, ...cards] });
  const runout = state.runout!;
  const runs = runout.runs.map((own, r) => (r === run - 1 ? [...own, ...cards] : own));
  return withHand(state, { runout: { ...runout, runs } });
}

/**
 * H13: the table is asked how many times to run the rest of the board when its option allows
 * more than one run and it has not answered yet (called where betting closed with cards to come).
 */
export const asksRuns = (state: HandState, profile: Profile): boolean => mostRuns(state, profile) > 1 && state.runout === null;

/**
 * H13: the most times the table's option lets it run the board (1: once, always), and M7: no more
 * than the undealt cards can complete (ten Omaha hands leave 12 cards: a pre-flop all-in runs twice).
 */
export function mostRuns(state: HandState, profile: Profile): number {
  // Every run is dealt from the board as it was when the hands were tabled (`tabled`, which the
  // chip ledger may not have typed out yet, O8), whatever a first run has dealt since: nine PLO5
  // hands all in before the flop leave 7 cards, one run, even once the flop is out.
  const out = state.tabled ?? state.board.length;
  // And every seat still in holds its whole hand, told to the app or not (the chip ledger's).
  const perSeat = profile.streets.reduce((n, s) => (s.kind === 'deal' && s.to === 'seats' ? n + s.faces.length : n), 0);
  const dealt = state.seats.reduce((n, s) => n + (s.inHand && !s.folded ? Math.max(s.cards.length, perSeat) : s.cards.length), out);
  const toCome = boardSize(profile) - out;
  const complete = toCome > 0 ? Math.floor((profile.deck(state.config).length - dealt) / toCome) : 1;
  return Math.max(1, Math.min(state.config.options.runouts ?? 1, complete));
}

/** O7: the table asks for each street of the run-out (a recorded deck; the ledger's board is real, a history's explicit). */
export const watchesRunout = (state: HandState): boolean => state.config.dealing === 'deck' && state.config.options.watchRunout === true;

/**
 * H13: after a run's last card, the next run begins from the cards that were out when the hands
 * were tabled: the street that deals the first card after them, and the state with the new run.
 * null when every run was dealt.
 */
export function nextRun(state: HandState, profile: Profile): HandState | null {
  const runout = state.runout;
  if (!runout || runout.runs.length + 1 >= runout.times) return null;
  const street = profile.streets.findIndex((s, i) => s.kind === 'deal' && s.to === 'board' && boardBefore(profile, i) === state.tabled);
  return withHand(state, { street, runout: { ...runout, runs: [...runout.runs, []] } });
}
