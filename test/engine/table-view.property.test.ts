// G11: the table view is all a screen (or another phone) receives. Two properties, over random
// moments of every game in both modes: it survives a JSON round trip unchanged, and it holds no
// card the viewer may not see — shown by dealing the cards he cannot see differently and finding
// his view the same, byte for byte, whatever part of the view a card might have slipped into.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, tableView, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { run } from './support/session.ts';
import { dealtOtherwise } from './support/twin.ts';

const players = (...stacks: number[]) => stacks.map((stack, i) => ({ name: ['Ana', 'Bia', 'Caio', 'Davi', 'Edu'][i], stack }));

const TABLES: readonly Omit<SessionConfig, 'dealing'>[] = [
  { profile: 'draw5', players: players(100, 100, 60, 100), firstDealer: 1, hands: 10 },
  { profile: 'brasileiro', players: players(60, 60, 60, 60), firstDealer: 0, options: { escuro: 2 } },
  { profile: 'baseball', players: players(0, 0, 0, 0), firstDealer: 2 },
  { profile: 'fechado', players: players(80, 80, 80, 80), firstDealer: 0 },
  { profile: 'holdem', players: players(200, 150, 300, 120, 90), firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } },
  {
    profile: 'holdem',
    players: players(500, 500, 500),
    firstDealer: 0,
    schedule: { levels: [{ smallBlind: 5, bigBlind: 10, ante: 0 }, { smallBlind: 10, bigBlind: 20, ante: 0 }], every: { hands: 2 } },
  },
];

/** A session of random legal play stopped at a random moment: `steps` actions into its `hands`-th hand. */
function moment(config: SessionConfig, seed: number, hands: number, steps: number): SessionState {
  const rng = seededSource(seed);
  let state = newSession(config);
  for (let hand = 0; hand < hands && !state.over; hand++) {
    const started = applySession(state, { type: 'startHand', at: hand * 60_000 });
    if (!started.ok) break;
    state = started.state;
    const last = hand === hands - 1;
    for (let step = 0; state.hand!.pending.kind !== 'complete' && (!last || step < steps); step++) state = run(state, randomAction(state.hand!, legalActions(state.hand!), rng));
  }
  return state;
}

const momentArb = fc.record({
  table: fc.integer({ min: 0, max: TABLES.length - 1 }),
  ledger: fc.boolean(),
  seed: fc.integer(),
  hands: fc.integer({ min: 1, max: 4 }),
  steps: fc.integer({ min: 0, max: 40 }),
});

describe('the table view', () => {
  it('G11: is a plain value: a JSON round trip gives it back unchanged, for the table and every seat, in every game and mode (property)', () => {
    fc.assert(
      fc.property(momentArb, ({ table, ledger, seed, hands, steps }) => {
        const state = moment({ ...TABLES[table], dealing: ledger ? 'ledger' : 'deck' }, seed, hands, steps);
        for (const viewer of ['table' as const, ...state.config.players.map((_, seat) => seat)]) {
          const v = tableView(state, viewer);
          expect(JSON.parse(JSON.stringify(v))).toStrictEqual(v);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('G11: before the showdown a seat\'s view holds no card of another seat: dealt otherwise, the cards he cannot see leave his view unchanged (property)', () => {
    let compared = 0;
    fc.assert(
      fc.property(momentArb, fc.integer(), ({ table, seed, hands, steps }, reseed) => {
        const state = moment({ ...TABLES[table], dealing: 'deck' }, seed, hands, steps);
        if (!state.hand || state.hand.result) return;
        for (const viewer of [...state.config.players.map((_, seat) => seat), 'table' as const]) {
          const twin = dealtOtherwise(state, viewer === 'table' ? -1 : viewer, reseed);
          if (!twin || twin.hand?.result) continue;
          compared++;
          expect(JSON.stringify(tableView(twin, viewer))).toBe(JSON.stringify(tableView(state, viewer)));
        }
      }),
      { numRuns: 300 },
    );
    // The property must have compared real moments, not skipped them all.
    expect(compared).toBeGreaterThan(300);
  });
});
