/**
 * The table view's dealer's-choice part (C1–C8): the night's games, the one being dealt or named
 * for the coming deal, and who may name the next one now, with the games he may name, from the
 * naming's own check (checks.ts), so what a screen offers is what the engine accepts.
 */
import { checkSession } from '../checks.ts';
import type { ChoicePart } from '../choice.ts';
import { nextDealer } from '../seating.ts';
import { gameModes, type SessionState } from '../session.ts';

export function choicePart(state: SessionState): ChoicePart | null {
  const choice = state.config.choice;
  if (!choice) return null;
  const seat = nextDealer(state);
  const games = choice.games.flatMap((_, game) => (checkSession(state, { type: 'nameGame', seat, game }) ? [] : [game]));
  return {
    games: choice.games,
    per: choice.per,
    current: state.game ?? null,
    namedBy: state.game === undefined ? null : (state.choice?.namedBy ?? null),
    naming: games.length > 0 ? { seat, games } : null,
    modes: gameModes(state),
  };
}
