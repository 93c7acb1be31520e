/**
 * The table view (G11): everything a screen shows and offers, for one viewer — a seat, or the
 * table as everyone around it sees it. It is the only thing the screens receive, and the only
 * thing a second phone at the table could ever be sent: a plain, JSON-serialisable value (no
 * class, no function, no `undefined` that a round trip would drop) that holds no card the viewer
 * may not see. The session's state, its log and the deck order stay in the engine and the store.
 *
 * Each part is built beside the rules it reports on; this module only puts them together.
 */
import type { SessionConfig, SessionState } from '../session.ts';
import { view, type HandView, type Viewer } from '../hand-view.ts';
import type { ChoicePart } from '../choice.ts';
import { choicePart } from './choice-part.ts';
import { ledgerPart, type LedgerPart } from './ledger-part.ts';
import { valuesInPlay } from '../tournament/play.ts';
import { potPart, type PotPart } from './pot-part.ts';
import { oddsPart, type OddsPart } from './odds-part.ts';
import { profilePart, type ProfilePart } from './profile-part.ts';
import { sessionPart, type SessionPart } from './session-part.ts';
import { showdownPart, type ShowdownPart } from './showdown-part.ts';
import { turnOf, type TurnPart } from './turn-part.ts';
import { tournamentPart, type TournamentPart } from './tournament-part.ts';

export interface TableView {
  readonly viewer: Viewer;
  /** The table's setup as the players agreed it: names, stacks, options, levels, chips. Public. */
  readonly config: SessionConfig;
  /** The hand in play, or the last one played (with its result); null before the first deal. */
  readonly hand: HandView | null;
  /** Whose turn it is and whose phone it is. */
  readonly turn: TurnPart;
  /** The session around the hand: stacks, standings, the next dealer, what is left to play. */
  readonly session: SessionPart;
  /** The chip ledger's prompts and entries, the undo, and the money of the evening (B13, G12, G19). */
  readonly ledger: LedgerPart;
  /** The pot of the hand and the viewer's quick picks (G7, T4); nothing in it before the first deal. */
  readonly pot: PotPart;
  /** The finished hand's showing order and ranking (D13, H7); null while a hand is played. */
  readonly showdown: ShowdownPart | null;
  /** What the game's own panel shows: the jacker run and post, the escuro, fechado's openers, baseball's limit, hold'em's bomb pot. */
  readonly profile: ProfilePart;
  /** O7, O8, H13: the all-in's odds and run-out beside the hand; null before the first deal. */
  readonly odds: OddsPart | null;
  /** The tournament: the clock's terms, the field, the desk; null for a cash game. */
  readonly tournament: TournamentPart | null;
  /** C1–C8: the dealer's-choice night's games, the one dealt, and who names the next; null on a night of one game. */
  readonly choice: ChoicePart | null;
}

/** What `viewer` may see of the table, and may do at it. */
export function tableView(state: SessionState, viewer: Viewer): TableView {
  const hand = state.hand ? view(state.hand, viewer) : null;
  const profile = profilePart(state, hand);
  return {
    viewer,
    config: state.config,
    hand,
    turn: turnOf(state),
    session: sessionPart(state),
    ledger: ledgerPart(state, hand),
    pot: potPart(hand, valuesInPlay(state)),
    showdown: showdownPart(state.hand),
    profile,
    odds: state.hand && hand ? oddsPart(state.hand, hand, profile.ranking!) : null,
    tournament: tournamentPart(state),
    choice: choicePart(state),
  };
}
