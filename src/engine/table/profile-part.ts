/**
 * What each game's own panel shows (src/ui/profiles/), as its rules compute it: brasileiro's
 * dealer's post, jacker run and bonuses (B4, B9, B10), fechado's openers and escuro chain (F12,
 * F13), baseball's limit and pots (S6, S9), hold'em's bomb pot (H12), and the ranking the hands of
 * the table are named by. Read from the config and the viewer's own view of the hand, so it holds
 * nothing the viewer may not see.
 */
import { bonusUnits } from '../profiles/bonus.ts';
import { checkSession } from '../checks.ts';
import type { Card } from '../cards.ts';
import { escuroUnit } from '../profiles/escuro.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import { jackerDealPost, jackerPost, jackerStatus, type JackerStatus } from '../profiles/jacker.ts';
import type { Openers } from '../profiles/openers.ts';
import { openersRequired } from '../profiles/fechado.ts';
import { getProfile } from '../profiles/registry.ts';
import { gameInForce, optionsFor, sessionPots } from '../seating.ts';
import type { SessionState } from '../session.ts';
import { levelAt } from '../tournament/clock.ts';
import type { GameOptions, HandState, ProfileId, Seat } from '../types.ts';
import type { HandView } from '../hand-view.ts';

interface BrasileiroPart {
  /** B4: what the dealer posts in the hand in play (the escuro is twice it); B9: a bonus unit. */
  readonly unit: number;
  /** B10: the jacker run in play or about to be dealt, or null in normal mode. */
  readonly jacker: JackerStatus | null;
  /** B10: what everyone posts in that run's deal in play, or in its next deal between deals (at the next deal's level, T7); null outside a run. */
  readonly jackerPost: number | null;
  /** B9: per seat, what each other player pays him for the bonus hand he showed (0: none, or a hand the viewer has not seen). */
  readonly bonusEach: readonly number[];
}

export interface FechadoPart {
  /** F12: the openers this deal needs; null with free opening and in the escuro variant. */
  readonly openers: Openers | null;
  /** F7, F12: the openers the next deal will need, the chips still on the table counted; null as above. */
  readonly nextOpeners: Openers | null;
  /** F13: the escuro variant's chain of posts, the smallest first, and the escurante (who posted most); null with pingos. */
  readonly escuro: { readonly posts: readonly { readonly seat: Seat; readonly post: number }[]; readonly escurante: Seat } | null;
}

interface BaseballPart {
  /** S6: how many raises a betting round allows after the bet. */
  readonly cap: number;
  /** S9: the pots resolved so far, and how many the session plays (0: no limit). */
  readonly pots: { readonly resolved: number; readonly total: number };
}

interface HoldemPart {
  /** H12: what everyone antes in the bomb pot in play; 0 when this hand is not one. */
  readonly bombAnte: number;
  /** H12: the bomb pot the table may call for (or take back from) the next hand, and whether it has; null where H12's check refuses a change now (no bomb pots in the options, a hand in play, the game over). */
  readonly nextBomb: { readonly ante: number; readonly on: boolean } | null;
}

export interface ProfilePart {
  /** The game whose panel shows: the hand in play's, else between hands the game in force (C2), or the last hand's until a dealer's-choice night names the next; null before its first naming. */
  readonly game: ProfileId | null;
  /** How the hand in play (or the last one played) ranks hands, to name them (B1, B2, B12, F1, S7); null before the first deal. */
  readonly ranking: RankingRules | null;
  readonly brasileiro: BrasileiroPart | null;
  readonly fechado: FechadoPart | null;
  readonly baseball: BaseballPart | null;
  readonly holdem: HoldemPart | null;
}

/**
 * The options the next deal is dealt with (H9, T7): levels by hands say exactly which level; by
 * time, the level the clock had reached at the last logged moment (the view knows no clock).
 */
const nextDealOptions = (state: SessionState): GameOptions => optionsFor(state, levelAt(state, undefined));

/**
 * The hand the panel shows: the hand in play; between hands on a dealer's-choice night with no game
 * named yet (C3), the last hand, whose result is still shown; otherwise none: the next deal's game.
 */
const shownHand = (state: SessionState): HandState | null =>
  state.hand && (!state.hand.result || (state.config.choice && state.game === undefined)) ? state.hand : null;

/** The options of the hand the panel shows, or of the next deal between hands. */
const handOptions = (state: SessionState): GameOptions => shownHand(state)?.config.options ?? nextDealOptions(state);

function brasileiroPart(state: SessionState, view: HandView | null): BrasileiroPart {
  const hand = state.hand;
  const jacker = jackerStatus(state);
  const inPlay = hand !== null && !hand.result && hand.config.mode === 'jacker';
  const nextPost = () => jackerDealPost(escuroUnit({ options: nextDealOptions(state) }), state.carried.deals);
  return {
    unit: escuroUnit({ options: handOptions(state) }),
    jacker,
    jackerPost: inPlay ? jackerPost(hand.config) : jacker ? nextPost() : null,
    // C2: on a dealer's-choice night the last hand may be another game's (a 7-2 bounty is no brasileiro bonus).
    bonusEach: hand?.config.profile === 'brasileiro' && view ? bonusEach(hand, view) : [],
  };
}

/** B9: the bonus each other player pays a seat, for the hands the viewer saw shown. */
function bonusEach(hand: HandState, view: HandView): number[] {
  const bonus = view.result?.bonus;
  const rules = getProfile('brasileiro').ranking(hand.config);
  const unit = escuroUnit(hand.config);
  return view.seats.map((s) => (bonus && bonus[s.seat] > 0 && s.cards.every((c) => c !== null) ? bonusUnits(s.cards as Card[], rules) * unit : 0));
}

function fechadoPart(state: SessionState): FechadoPart | null {
  const hand = state.hand;
  // C6: the openers follow the last fechado deal only while its chips wait; another game's hand has none.
  if (hand?.config.profile !== 'fechado') return null;
  const config = hand.config;
  const chain = config.options?.escuroPosters !== undefined;
  const posts = config.blinds.flatMap((post, seat) => (post > 0 ? [{ seat, post }] : [])).sort((a, b) => a.post - b.post);
  return {
    openers: openersRequired(config),
    nextOpeners: openersRequired({ ...config, carried: state.carried }),
    escuro: chain ? { posts, escurante: config.blinds.indexOf(Math.max(...config.blinds)) } : null,
  };
}

function baseballPart(state: SessionState): BaseballPart {
  const spec = getProfile('baseball').betting(handOptions(state));
  return { cap: spec.kind === 'fixed' ? spec.cap : 0, pots: { resolved: state.resolved, total: sessionPots(state.config) } };
}

function holdemPart(state: SessionState): HoldemPart {
  const hand = state.hand;
  const ante = gameInForce(state).options?.bombPot;
  return {
    bombAnte: hand?.config.mode === 'bomb' ? (hand.config.options.bombPot ?? 0) : 0,
    nextBomb: ante && !checkSession(state, { type: 'bombPot', on: state.mode !== 'bomb' }) ? { ante, on: state.mode === 'bomb' } : null,
  };
}

/** The game whose panel shows: the shown hand's, else the game in force (C2); none on a dealer's-choice night before its first naming. */
const panelGame = (state: SessionState): ProfileId | null =>
  shownHand(state)?.config.profile ?? (state.config.choice && state.game === undefined ? null : gameInForce(state).profile);

/** The facts of `state`'s game its own panel shows, `view` being the viewer's view of the hand. */
export function profilePart(state: SessionState, view: HandView | null): ProfilePart {
  const profile = panelGame(state);
  return {
    game: profile,
    ranking: state.hand ? getProfile(state.hand.config.profile).ranking(state.hand.config) : null,
    brasileiro: profile === 'brasileiro' ? brasileiroPart(state, view) : null,
    fechado: profile === 'fechado' ? fechadoPart(state) : null,
    baseball: profile === 'baseball' ? baseballPart(state) : null,
    holdem: profile === 'holdem' ? holdemPart(state) : null,
  };
}
