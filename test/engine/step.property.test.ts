// One tap, whole (engine/step.ts): the engine's one call gives what the app used to assemble
// itself — the action applied, then each chance the state waits for drawn from the source and
// applied — the same state, the same actions to log in the same order, and the view of that state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  chanceFrom,
  legalActions,
  newSession,
  seededSource,
  step,
  tableView,
  waitsForBuyIn,
  type RandomSource,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';

const players = (...stacks: number[]) => stacks.map((stack, i) => ({ name: ['Ana', 'Bia', 'Caio', 'Davi', 'Edu'][i], stack }));

/** The five profiles; fechado's exchange restocks (F10), so taps there draw reshuffles too. */
const TABLES: readonly Omit<SessionConfig, 'dealing'>[] = [
  { profile: 'draw5', players: players(100, 100, 60, 100), firstDealer: 1, hands: 10 },
  { profile: 'brasileiro', players: players(60, 60, 60, 60), firstDealer: 0, options: { escuro: 2 } },
  { profile: 'baseball', players: players(0, 0, 0, 0), firstDealer: 2 },
  { profile: 'fechado', players: players(80, 80, 80, 80), firstDealer: 0 },
  { profile: 'holdem', players: players(200, 150, 300, 120, 90), firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } },
];

/** The app's way before the engine's call: applySession, then chanceFrom and applySession again until a person is awaited. */
function oldWay(state: SessionState, action: SessionAction, source: RandomSource): { state: SessionState; log: SessionAction[] } | null {
  const applied = applySession(state, action);
  if (!applied.ok) return null;
  let now = applied.state;
  const log = [action];
  for (let chance = now.hand && chanceFrom(now.hand, source); chance; chance = now.hand && chanceFrom(now.hand, source)) {
    const next = applySession(now, chance);
    if (!next.ok) throw new Error(`chance refused: ${next.error.code}`);
    now = next.state;
    log.push(chance);
  }
  return { state: now, log };
}

describe('step: one tap, whole', () => {
  it('gives the state and the log of the action and its chance applied one by one, and the view of that state, over random play in every profile and both modes (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ table: fc.integer({ min: 0, max: TABLES.length - 1 }), ledger: fc.boolean(), seed: fc.integer(), hands: fc.integer({ min: 1, max: 3 }) }),
        ({ table, ledger, seed, hands }) => {
          const rng = seededSource(seed);
          let state = newSession({ ...TABLES[table], dealing: ledger ? 'ledger' : 'deck' });
          let taps = 0;
          for (let hand = 0; hand < hands && !state.over && !waitsForBuyIn(state); hand++) {
            let action: SessionAction = { type: 'startHand', at: hand * 60_000 };
            for (;;) {
              const chanceSeed = seed + taps++;
              const before = oldWay(state, action, seededSource(chanceSeed));
              const tapped = step(state, action, seededSource(chanceSeed));
              if (!before || !tapped.ok) throw new Error(`refused ${JSON.stringify(action)}`);
              expect(tapped.state).toStrictEqual(before.state);
              expect([action, ...tapped.chance]).toStrictEqual(before.log);
              expect(tapped.state.log).toStrictEqual([...state.log, ...before.log]);
              expect(tapped.view).toStrictEqual(tableView(before.state, 'table'));
              state = tapped.state;
              if (!state.hand || state.hand.pending.kind === 'complete') break;
              action = randomAction(state.hand, legalActions(state.hand), rng);
            }
          }
          // Random play reached a chance in the tap of every deal with the app dealing (a shuffle).
          if (!ledger) expect(state.log.some((a) => a.type === 'shuffle')).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('D7, F10: a tap after which the stock is reshuffled (run short, or fechado\'s restock) draws and logs the reshuffle in the same tap, as the old loop did', () => {
    const rng = seededSource(0);
    let state = newSession({ ...TABLES[3], dealing: 'deck' });
    let reshuffled = 0;
    for (let hand = 0; hand < 3; hand++) {
      let action: SessionAction = { type: 'startHand', at: hand };
      for (let tap = 0; ; tap++) {
        const before = oldWay(state, action, seededSource(tap));
        const tapped = step(state, action, seededSource(tap));
        if (!before || !tapped.ok) throw new Error(`refused ${JSON.stringify(action)}`);
        expect([action, ...tapped.chance]).toStrictEqual(before.log);
        reshuffled += tapped.chance.filter((a) => a.type === 'reshuffle').length;
        state = tapped.state;
        if (state.hand!.pending.kind === 'complete') break;
        action = randomAction(state.hand!, legalActions(state.hand!), rng);
      }
    }
    expect(reshuffled).toBeGreaterThan(0);
  });

  it('draws each chance from the source the caller gives for the state waiting for it (N9: a hand has its own source)', () => {
    const config: SessionConfig = { ...TABLES[0], dealing: 'deck' };
    const asked: SessionState[] = [];
    const source = seededSource(7);
    const tapped = step(newSession(config), { type: 'startHand', at: 0 }, (waiting) => {
      asked.push(waiting);
      return source;
    });
    if (!tapped.ok) throw new Error('refused');
    expect(tapped.chance.map((a) => a.type)).toStrictEqual(['shuffle']);
    expect(asked.map((s) => s.hand?.pending.kind)).toStrictEqual(['shuffle']);
    expect(tapped.chance).toStrictEqual(oldWay(newSession(config), { type: 'startHand', at: 0 }, seededSource(7))!.log.slice(1));
  });

  it('refuses as applySession refuses, drawing nothing', () => {
    const state = newSession({ ...TABLES[4], dealing: 'deck' });
    let drew = false;
    const tapped = step(state, { type: 'call', seat: 0 }, () => {
      drew = true;
      return seededSource(1);
    });
    expect(tapped).toStrictEqual(applySession(state, { type: 'call', seat: 0 }));
    expect(tapped.ok).toBe(false);
    expect(drew).toBe(false);
  });
});
