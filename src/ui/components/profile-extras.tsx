/**
 * Where a profile's own table parts plug into the generic screens. The generic panels cover
 * betting, the draw and the showdown for every profile; a profile (src/ui/profiles/) adds what
 * only its rules know, each part optional, and the shared screens ask for it here:
 *
 *   actionWord(view, seat, type, amount)  the word a betting button says (mesa, abro, cobrir, repique…)
 *   actionHint(view, type)               what that word does, under the button (fechado's passo and mesa)
 *   said / posts                         the hand log's words for a betting action and the forced posts
 *   <ProfileInfo table view/>            public facts of the hand (openers, escuro, jacker, who is high…)
 *   <ProfileNote table view seat/>       the acting seat's own hints (its limit, why it cannot open…)
 *   seatBadges(view, seat)               short marks on a seat's tile (escuro, abriu, abre)
 *   SeatCards                            a seat tile's open cards, drawn by the profile (wild cards)
 *   ShownCards                           a hand shown at the showdown, marked the same way
 *   OwnCards                             the acting seat's own cards, marked the same way (open or closed)
 *   <ProfileResult table view/>          at the showdown (bonuses, a deal nobody opened, the 7-2 bounty)
 *   closing(view, amount)                the hand log's lines after the hand (the 7-2 bounty)
 *   <ProfileSession table/>              between hands (chips carried, the next jacker deal)
 *   Extra                                controls for legal actions the generic panels do not know
 *
 * Everything here renders from views and public hand facts only (G11).
 */
import type { FunctionComponent } from 'preact';
import type { BetStep, Card, HandView, LegalAction, ProfileId, PublicEvent, RoundFacts, Seat, SeatView, TableView } from '../../engine/index.ts';
import { baseballUi } from '../profiles/baseball-ui.tsx';
import { brasileiroUi } from '../profiles/brasileiro-ui.tsx';
import { fechadoUi } from '../profiles/fechado-ui.tsx';
import { holdemUi } from '../profiles/holdem-ui.tsx';
import '../profiles/profiles.css';

export interface ExtraProps {
  readonly view: HandView;
  readonly seat: Seat;
  /** The legal actions of an unknown type; send them with `tap()` / `ActionButton`. */
  readonly actions: readonly LegalAction[];
}

export type BetWord = 'fold' | 'check' | 'call' | 'bet' | 'raise';

/** A betting action of the record, with what it put in and faced. */
export type BetEvent = Extract<PublicEvent, { type: BetWord }>;

/**
 * The hand log's words for a betting action, as the table said it (passo, cobriu…): `round` is the
 * betting round as the action found it (the view's `rounds`), `name` the seat's, `amount` written
 * as the table counts; null: the generic words.
 */
export type SaidWords = (view: HandView, round: RoundFacts, event: BetEvent, step: BetStep, name: string, amount: (chips: number) => string) => string | null;

export interface ProfileUi {
  /** The button's words for a betting action, `amount` already written as the table counts; null: the generic words. */
  readonly word?: (view: HandView, seat: Seat, type: BetWord, amount: string) => string | null;
  /** A short line under a betting button saying what its word does, where the word alone may not; null: none. */
  readonly hint?: (view: HandView, type: BetWord) => string | null;
  readonly said?: SaidWords;
  /** The hand log's lines for the forced posts the hand began with; null: the generic antes and blinds. */
  readonly posts?: (view: HandView, amount: (chips: number) => string) => string[] | null;
  readonly Info?: FunctionComponent<{ table: TableView; view: HandView }>;
  readonly Note?: FunctionComponent<{ table: TableView; view: HandView; seat: Seat }>;
  readonly badges?: (view: HandView, seat: Seat) => readonly string[];
  /** Replaces the generic row of a tile's open cards (called only when the seat has some). */
  readonly SeatCards?: FunctionComponent<{ view: HandView; seat: SeatView }>;
  /** Replaces the generic row of a hand shown at the showdown; `cards` in the order the hand is said. */
  readonly ShownCards?: FunctionComponent<{ view: HandView; seat: SeatView; cards: readonly Card[]; label: string }>;
  /** Replaces the generic row of the seat's own cards on its screen (not while it picks cards to draw). */
  readonly OwnCards?: FunctionComponent<{ view: HandView; seat: SeatView }>;
  readonly Result?: FunctionComponent<{ table: TableView; view: HandView }>;
  /** The hand log's last lines, once the hand is over (H14: the 7-2 bounty); absent: none. */
  readonly closing?: (view: HandView, amount: (chips: number) => string) => string[];
  readonly Session?: FunctionComponent<{ table: TableView }>;
  readonly Extra?: FunctionComponent<ExtraProps>;
}

export const profileUi: Partial<Record<ProfileId, ProfileUi>> = { fechado: fechadoUi, baseball: baseballUi, brasileiro: brasileiroUi, holdem: holdemUi };

export const profileExtras: Partial<Record<ProfileId, FunctionComponent<ExtraProps>>> = Object.fromEntries(
  Object.entries(profileUi).flatMap(([id, ui]) => (ui.Extra ? [[id, ui.Extra]] : [])),
);

const GENERIC: ReadonlySet<string> = new Set(['fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'muck', 'award', 'shuffle', 'reshuffle', 'deal', 'rebuy']);

export function extraActions(actions: readonly LegalAction[]): LegalAction[] {
  return actions.filter((action) => !GENERIC.has(action.type));
}

/** The profile's word for a betting button, or `generic`. */
export function actionWord(view: HandView, seat: Seat, type: BetWord, amount: string, generic: string): string {
  return profileUi[view.profile]?.word?.(view, seat, type, amount) ?? generic;
}

/** The profile's hint under a betting button, or null. */
export function actionHint(view: HandView, type: BetWord): string | null {
  return profileUi[view.profile]?.hint?.(view, type) ?? null;
}

export function ProfileInfo({ table, view }: { table: TableView; view: HandView }) {
  const Info = profileUi[view.profile]?.Info;
  return Info ? <Info table={table} view={view} /> : null;
}

export function ProfileNote({ table, view, seat }: { table: TableView; view: HandView; seat: Seat }) {
  const Note = profileUi[view.profile]?.Note;
  return Note && table.turn.acting === seat && view.legal ? <Note table={table} view={view} seat={seat} /> : null;
}

/** The profile's short marks for a seat's tile (none for most seats). */
export const seatBadges = (view: HandView, seat: Seat): readonly string[] => profileUi[view.profile]?.badges?.(view, seat) ?? [];

export function SeatBadges({ badges }: { badges: readonly string[] }) {
  return (
    <>
      {badges.map((badge) => (
        <span key={badge} class="seat-badge">
          {badge}
        </span>
      ))}
    </>
  );
}

export function ProfileResult({ table, view }: { table: TableView; view: HandView }) {
  const Result = profileUi[view.profile]?.Result;
  return Result ? <Result table={table} view={view} /> : null;
}

/** Between hands: the panel of the game to be dealt (at a dealer's-choice night, the game in force, or the last hand's while the next is to be named, as the view's panel part). */
export function ProfileSession({ table }: { table: TableView }) {
  const profile = table.profile.game;
  const Session = profile && profileUi[profile]?.Session;
  return Session ? <Session table={table} /> : null;
}
