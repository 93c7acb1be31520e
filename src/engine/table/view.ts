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
import { view, type HandView, type Viewer } from '../view.ts';
import { sessionPart, type SessionPart } from './session-part.ts';
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
  /** The tournament: the clock's terms, the field, the desk; null for a cash game. */
  readonly tournament: TournamentPart | null;
}

/** What `viewer` may see of the table, and may do at it. */
export function tableView(state: SessionState, viewer: Viewer): TableView {
  return {
    viewer,
    config: state.config,
    hand: state.hand ? view(state.hand, viewer) : null,
    turn: turnOf(state),
    session: sessionPart(state),
    tournament: tournamentPart(state),
  };
}
