// G11 on the screens, for every game in both modes: a game stopped at a seat's private moment is
// opened on the phone; the seat reveals, and what the page shows holds no closed card of another
// seat. Beside the page, the table view the runner publishes for each viewer at that moment
// (tableView, built here in Node from the log the page stored) is checked the same way as the
// unit property: dealt otherwise, the cards a viewer cannot see leave his view byte for byte
// unchanged — so no part of the view, shown or not, carries one.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { applySession, legalActions, newSession, seededSource, tableView, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { dealtOtherwise } from '../engine/support/twin.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { element, openApp, tap } from './support/app.tsx';
import { expectNothingHidden } from './support/privacy.ts';
const players = (...stacks: number[]) => stacks.map((stack, i) => ({ name: ['Ana', 'Bia', 'Caio', 'Duda'][i], stack }));

const GAMES: readonly Omit<SessionConfig, 'dealing'>[] = [
  { profile: 'draw5', players: players(100, 100, 100, 100), firstDealer: 1, hands: 10 },
  { profile: 'brasileiro', players: players(60, 60, 60, 60), firstDealer: 0, options: { escuro: 2 } },
  { profile: 'baseball', players: players(0, 0, 0, 0), firstDealer: 2 },
  { profile: 'fechado', players: players(80, 80, 80, 80), firstDealer: 0 },
  { profile: 'holdem', players: players(200, 150, 300, 120), firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } },
];

/**
 * The game `steps` random legal actions (and the app's own chance draws) into its first hand, stopped
 * earlier at the last moment a seat was to act, before any showdown: the log as the app would have stored it.
 */
function gameAt(id: string, config: SessionConfig, seed: number, steps: number): SeededGame {
  const rng = seededSource(seed);
  let state: SessionState = newSession(config);
  const log: SessionAction[] = [];
  const take = (action: SessionAction) => {
    const next = applySession(state, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    state = next.state;
    log.push(action);
  };
  const chance = () => state.hand!.pending.kind === 'shuffle' || state.hand!.pending.kind === 'reshuffle';
  take({ type: 'startHand', at: Date.now() });
  let stopAt = log.length;
  for (let step = 0; (step < steps || chance()) && !state.hand!.result; step += chance() ? 0 : 1) {
    take(randomAction(state.hand!, legalActions(state.hand!), rng));
    if (!state.hand!.result && 'seat' in state.hand!.pending) stopAt = log.length;
  }
  return { id, config, log: log.slice(0, stopAt) };
}

/** G11: every viewer's table view survives JSON and does not change when the cards he cannot see are dealt otherwise. */
function expectPrivateViews(state: SessionState): void {
  const viewers = [...state.config.players.map((_, seat) => seat), 'table' as const];
  for (const viewer of viewers) {
    const view = tableView(state, viewer);
    expect(JSON.parse(JSON.stringify(view))).toStrictEqual(view);
    const twins = Array.from({ length: 8 }, (_, seed) => dealtOtherwise(state, viewer === 'table' ? -1 : viewer, seed)).filter((twin) => twin !== null);
    if (state.config.dealing === 'deck') expect(twins.length, `no deal of the unseen cards could replay the log for ${viewer}`).toBeGreaterThan(0);
    for (const twin of twins) expect(JSON.stringify(tableView(twin!, viewer)), `the view of ${viewer} varies with a card it may not see`).toBe(JSON.stringify(view));
  }
}

/** The game stored and the app opened straight onto its table (its history state), as a reload there does. */
const openTable = (game: SeededGame) => openApp({ games: [game], at: { name: 'table', gameId: game.id } });

describe('the table view on the screen', () => {
  GAMES.forEach((game, g) => {
    it(`G11: ${game.profile}, the app dealing: the seat to act sees only his own cards, on the page and in every viewer's view`, async () => {
      for (const steps of [0, 7, 15]) {
        const seeded = gameAt(`e2e-view-${game.profile}-${steps}`, { ...game, dealing: 'deck' }, 31 * g + steps, steps);
        const app = await openTable(seeded);
        const state = await app.storedState(seeded);
        const seat = tableView(state, 'table').turn.phone;
        expect(seat, 'the game stops at a seat\'s private moment').not.toBeNull();
        const name = state.config.players[seat!].name;
        await screen.findByRole('heading', { name: `Passe para ${name}` });
        expectNothingHidden(state, null);
        await tap(`Sou ${name}: ver minhas cartas`);
        await screen.findByRole('heading', { name: `Vez de ${name}` });
        expectNothingHidden(state, seat);
        expectPrivateViews(state);
      }
    });

    it(`G11: ${game.profile}, real cards (chip ledger): the table shows the hand, and every viewer's view holds only the cards typed at the table`, async () => {
      const seeded = gameAt(`e2e-view-ledger-${game.profile}`, { ...game, dealing: 'ledger' }, 17 * g, 6);
      const app = await openTable(seeded);
      const state = await app.storedState(seeded);
      await element('main h1');
      expect(state.hand!.result).toBeNull();
      const typed = new Set([...state.hand!.board, ...state.hand!.seats.flatMap((s) => s.cards.filter((c) => c !== null))]);
      for (const viewer of [...state.config.players.map((_, seat) => seat), 'table' as const]) {
        const view = tableView(state, viewer);
        expect(JSON.parse(JSON.stringify(view))).toStrictEqual(view);
        for (const s of view.hand!.seats) for (const c of s.cards) expect(c === null || typed.has(c)).toBe(true);
      }
    });
  });
});
