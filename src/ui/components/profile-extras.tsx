/**
 * Where a profile's own decisions get their controls. The generic panels cover betting, the draw
 * and the showdown for every profile; a profile whose engine offers other legal actions (the
 * brasileiro escuro re-buy B5, the baseball open-4 buy, fechado's opening rules…) registers a
 * component here, and the acting seat's screen shows it above the generic controls with the
 * actions the generic panels do not know.
 */
import type { FunctionComponent } from 'preact';
import type { HandView, LegalAction, ProfileId, Seat } from '../../engine/index.ts';

export interface ExtraProps {
  readonly view: HandView;
  readonly seat: Seat;
  /** The legal actions of an unknown type; send them with `tap()` / `ActionButton`. */
  readonly actions: readonly LegalAction[];
}

export const profileExtras: Partial<Record<ProfileId, FunctionComponent<ExtraProps>>> = {};

const GENERIC: ReadonlySet<string> = new Set(['fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'muck', 'award', 'shuffle', 'reshuffle', 'deal', 'rebuy']);

export function extraActions(actions: readonly LegalAction[]): LegalAction[] {
  return actions.filter((action) => !GENERIC.has(action.type));
}
