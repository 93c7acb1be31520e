import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../../src/cli/phh-files.ts';
import {
  exportPhh,
  formatPhh,
  formatPhhAction,
  legalActions,
  newHand,
  parsePhh,
  phhConfig,
  seededSource,
  uniformBelow,
  type HandConfig,
  type HandState,
} from '../../../src/engine/index.ts';
import { fechadoDeck } from '../support/fechado.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { bet, call, check, draw, fold, play, seats, stacks } from '../support/table.ts';
import { reimported } from '../support/phh.ts';

/** F10's reshuffle, in the stock's own order (the deck is stacked). */
function restock(state: HandState): HandState {
  return state.pending.kind === 'reshuffle' ? play(state, { type: 'reshuffle', order: state.pending.cards }) : state;
}

describe('fechado hand histories (_MESA_FECHADO)', () => {
  it('F7, F11, F12: a deal after a dead one (queens needed, 3 chips carried) exports, is documented in FORMAT.md, and replays', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(100, 100, 100), dealer: 2, carried: { chips: 3, deals: 1 } };
    let state = play(newHand(config), {
      type: 'shuffle',
      deck: fechadoDeck(config, ['Qh Qd 9c 8s 7h', 'Kh Kd Ah 8h 7c', 'Jc Tc 9s 8c 7d'], 'Qc Jh Td 9h 8d 7s'),
    });
    state = restock(play(state, bet(0, 2), call(1), fold(2)));
    state = play(state, draw(0, '9c 8s 7h'), draw(1, 'Ah 8h 7c'), bet(0, 4), call(1));
    expect(stacks(state)).toEqual([111, 93, 99]);
    const hand = exportPhh(state);
    expect(hand).toMatchObject({ variant: '_MESA_FECHADO', antes: [1, 1, 1], min_bet: 1, finishing_stacks: [111, 93, 99] });
    expect(hand.user_defined).toEqual({ _mesa_max_bet: 10, _mesa_carried: [3, 1] });
    expect(hand.actions.map(formatPhhAction)).toEqual([
      'd dh p1 QhQd9c8s7h',
      'd dh p2 KhKdAh8h7c',
      'd dh p3 JcTc9s8c7d',
      'p1 cbr 2',
      'p2 cc',
      'p3 f',
      'p1 sd 9c8s7h',
      'd dh p1 QcJhTd',
      'p2 sd Ah8h7c',
      'd dh p2 9h8d7s',
      'p1 cbr 4',
      'p2 cc',
      'p1 sm QhQdQcJhTd',
      'p2 sm KhKd9h8d7s',
    ]);
    const text = formatPhh(hand);
    expect(stacks(reimported(hand))).toEqual([111, 93, 99]);
    // The imported hand needs queens: it carries the dead deal.
    expect(phhConfig(parsePhh(text)).carried).toEqual({ chips: 3, deals: 1 });
    const format = readFileSync(resolve(import.meta.dirname, '../../../src/engine/phh/FORMAT.md'), 'utf8');
    expect(format).toContain('```toml\n' + text + '```');
  });

  it('F13: an escuro hand writes its posts as blinds and its chain in _mesa_escuro; no limit leaves _mesa_max_bet out', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(50, 50, 50, 50), dealer: 1, options: { escuroPosters: 3, betting: { kind: 'no-limit' } } };
    // Dealer 1 posts 1, seat 2 posts 2, seat 3 (the escurante) 4; seat 0 speaks first.
    const state = play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d', 'As Ks Qd Jc 8c']) }, fold(0), fold(1), fold(2));
    expect(stacks(state)).toEqual([50, 49, 48, 53]);
    const hand = exportPhh(state);
    expect(hand.antes).toEqual([0, 0, 0, 0]);
    expect(hand.blinds_or_straddles).toEqual([2, 4, 0, 1]);
    expect(hand.user_defined).toEqual({ _mesa_escuro: 3 });
    expect(stacks(reimported(hand))).toEqual([48, 53, 50, 49]);
  });

  it('F13, T7: a chain that doubles from a level\'s escuro of 25 writes it in _mesa_escuro_post and replays', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(500, 500, 500), dealer: 0, options: { escuroPosters: 3, escuro: 25, betting: { kind: 'spread', min: 25, max: 250 } } };
    const state = play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d']) }, fold(0), fold(1));
    // The dealer posted 25, seat 1 50, the escurante (seat 2) 100 and takes them.
    expect(stacks(state)).toEqual([475, 450, 575]);
    const hand = exportPhh(state);
    expect(hand.user_defined).toEqual({ _mesa_max_bet: 250, _mesa_escuro: 3, _mesa_escuro_post: 25 });
    expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks);
  });

  it('F7: a dead deal exports and replays to the pingos gone from every stack', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(20, 20), dealer: 0, options: { freeOpening: true, fullDeck: true, exchangeFour: 'first' } };
    const state = play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, ['2s 3d 4c 5h 7s', '2h 3h 4h 5d 9c']) }, check(1), check(0));
    expect(state.result!.leftOnTable).toBe(2);
    const hand = exportPhh(state);
    expect(hand.user_defined).toEqual({ _mesa_max_bet: 10, _mesa_full_deck: true, _mesa_free_opening: true, _mesa_four_cards: 'first' });
    expect(stacks(reimported(hand))).toEqual([19, 19]);
  });

  it('refuses fechado fields that make no sense', () => {
    const text = (field: string) =>
      `variant = "_MESA_FECHADO"\nantes = [1, 1]\nmin_bet = 2\nstarting_stacks = [20, 20]\nactions = []\n${field}\n`;
    expect(() => phhConfig(parsePhh(text('_mesa_max_bet = 1')))).toThrow(/_mesa_max_bet: expected a whole amount of at least min_bet \(2\)/);
    expect(() => phhConfig(parsePhh(text('_mesa_escuro = 5')))).toThrow(/_mesa_escuro: expected 3 or 4/);
    expect(() => phhConfig(parsePhh(text('_mesa_carried = [3]')))).toThrow(/_mesa_carried/);
    expect(() => phhConfig(parsePhh(text('_mesa_escuro_post = 5')))).toThrow(/_mesa_escuro_post: expected a whole number of chips, 1 or more, with _mesa_escuro/);
    expect(() => phhConfig(parsePhh(text('_mesa_escuro = 3\n_mesa_escuro_post = 0')))).toThrow(/_mesa_escuro_post/);
    expect(phhConfig(parsePhh(text(''))).options).toEqual({ betting: { kind: 'no-limit' } });
  });

  it('F1–F13: random fechado hands of 2–8 players, every table option, export and replay to the same stacks — also through npm run replay', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mesa-fechado-'));
    try {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const rng = seededSource(seed);
          const count = 2 + uniformBelow(rng, 7);
          const pick = <T>(...xs: T[]) => xs[uniformBelow(rng, xs.length)];
          const config: HandConfig = {
            profile: 'fechado',
            seats: Array.from({ length: count }, (_, i) => ({ name: `P${i}`, stack: 1 + uniformBelow(rng, 200) })),
            dealer: uniformBelow(rng, count),
            options: {
              ante: 1 + uniformBelow(rng, 2),
              betting: pick({ kind: 'no-limit' }, { kind: 'spread', min: 1, max: 10 }, { kind: 'spread', min: 2, max: 5 }),
              fullDeck: pick(false, true),
              freeOpening: pick(false, true),
              exchangeFour: pick('everyone', 'first'),
              escuroPosters: pick(undefined, 3, 4),
              escuro: pick(1, 1, 5), // T7: a tournament level's escuro
            },
            ...(uniformBelow(rng, 2) ? { carried: { chips: 1 + uniformBelow(rng, 30), deals: uniformBelow(rng, 6) } } : {}),
          };
          const state = playRandomHand(config, rng, legalActions);
          const hand = exportPhh(state);
          expect(stacks(reimported(hand))).toEqual(hand.finishing_stacks);
          if (seed % 10 === 0) {
            const file = join(dir, `${seed}.phh`);
            writeFileSync(file, formatPhh(hand));
            expect(replayFile(file)).toBeNull();
          }
        }),
        { numRuns: 300 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
