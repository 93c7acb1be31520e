/**
 * One tap, whole: the action applied, the chance that follows it drawn and applied (a new hand's
 * shuffle, a reshuffle when the stock runs short), and the table's view of where that leaves the
 * game. The app commits `[action, ...chance]` to the log in that order and shows `view`; it asks
 * the engine nothing else for the tap (README, "How it is built": a tap's crossings).
 *
 *   const tapped = step(state, { type: 'call', seat: 2 }, source);
 *   if (tapped.ok) store([action, ...tapped.chance]), show(tapped.view);
 *
 * Chance is an action too, so a game's log replays exactly: the orders drawn here are recorded
 * like any tap. N9: a hand dealt on several phones draws from the source the phones made
 * together; the caller says which source each chance draws from (`ChanceSource`).
 */
import { chanceFrom } from './fair-deal.ts';
import type { RandomSource } from './rng.ts';
import { applySession, type SessionAction, type SessionRefusal, type SessionState } from './session.ts';
import { tableView, type TableView } from './table/table-view.ts';
import type { Refusal } from './types.ts';

/** Where chance draws from: one source, or the source for the chance `waiting` waits for (N9: a hand's shared source). */
export type ChanceSource = RandomSource | ((waiting: SessionState) => RandomSource);

export type Stepped =
  | {
      readonly ok: true;
      /** The state after the action and every chance it led to. */
      readonly state: SessionState;
      /** The chance actions drawn after the action, in the order they were applied (and are to be logged). */
      readonly chance: readonly SessionAction[];
      /** The table's view of `state` (G11): whose turn, whose phone, what is offered. */
      readonly view: TableView;
    }
  | { readonly ok: false; readonly error: Refusal | SessionRefusal };

const sourceAt = (source: ChanceSource, waiting: SessionState): RandomSource => (typeof source === 'function' ? source(waiting) : source);

/** The chance actions `state` waits for, drawn and applied until a person is awaited (none: `state` as it is). */
export function drawChance(state: SessionState, source: ChanceSource): { readonly state: SessionState; readonly chance: readonly SessionAction[] } {
  const chance: SessionAction[] = [];
  let now = state;
  for (;;) {
    const hand = now.hand;
    // Only a shuffle or a reshuffle is drawn: anything else waits for a person (chanceFrom's own test, asked first so the source is not touched).
    if (!hand || (hand.pending.kind !== 'shuffle' && hand.pending.kind !== 'reshuffle')) break;
    const drawn = chanceFrom(hand, sourceAt(source, now));
    if (!drawn) break;
    const next = applySession(now, drawn);
    if (!next.ok) throw new Error(`the engine refused its own chance action: ${next.error.code}`);
    chance.push(drawn);
    now = next.state;
  }
  return { state: now, chance };
}

/** `action` applied to `state`, then the chance it leads to (`drawChance`), and the table's view; or the refusal, nothing drawn. */
export function step(state: SessionState, action: SessionAction, source: ChanceSource): Stepped {
  const applied = applySession(state, action);
  if (!applied.ok) return applied;
  const drawn = drawChance(applied.state, source);
  return { ok: true, state: drawn.state, chance: drawn.chance, view: tableView(drawn.state, 'table') };
}
