// N7, N9: the commitment a phone sends, and the one source a hand's chance comes from.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { chanceFrom, commitmentOf, dealSource, formatCards, getProfile, legalActions, newHand, newSecretValue, seededSource, shuffle, type Card, type HandConfig } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { play } from './support/table.ts';
import { hexValue } from './support/fair-hand.ts';

const AT = { phone: 'ana', game: 'g1', hand: 3 };
const VALUE = 'ab'.repeat(32);

/** A first hand of each game at 2 to its most players (the stripped decks of B2 and F1 change with them). */
const configs = (players: number): HandConfig[] =>
  (['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'] as const)
    .filter((profile) => players <= getProfile(profile).players.max)
    .map((profile) => ({
      profile,
      seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, stack: profile === 'baseball' ? 0 : 100 })),
      dealer: 0,
      options: profile === 'holdem' ? { smallBlind: 1, bigBlind: 2 } : {},
    }));

/** The deck the values deal a new hand of `config`, after any decision taken before the cards (B5's re-buy). */
function deckFrom(config: HandConfig, values: readonly string[]): Card[] {
  let hand = newHand(config);
  const rng = seededSource(1);
  while (hand.pending.kind !== 'shuffle') hand = play(hand, randomAction(hand, legalActions(hand), rng));
  const drawn = chanceFrom(hand, dealSource(values.map((value, i) => ({ phone: `p${i}`, value }))));
  if (drawn?.type !== 'shuffle') throw new Error('a hand waiting for its shuffle drew none');
  return [...drawn.deck];
}

describe('the commitment (N7)', () => {
  it('N7: binds the value, the phone, the game and the hand: any one changed gives another hash', () => {
    const hash = commitmentOf(VALUE, AT);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(VALUE, { ...AT })).toBe(hash);
    const others = [
      commitmentOf('ac' + VALUE.slice(2), AT),
      commitmentOf(VALUE, { ...AT, phone: 'bia' }),
      commitmentOf(VALUE, { ...AT, game: 'g2' }),
      commitmentOf(VALUE, { ...AT, hand: 4 }),
      // The fields are not run together: "an" + "a1" is not "ana" + "1".
      commitmentOf(VALUE, { phone: 'an', game: 'ag1', hand: 3 }),
    ];
    expect(new Set([hash, ...others]).size).toBe(6);
  });

  it('N7: is pinned, so a change of its derivation is noticed (old commitments would no longer open)', () => {
    expect(commitmentOf(VALUE, AT)).toBe('96621147dcce8926781d70ef7ae30ff584a8318ecb005004989b28291417b1c0');
  });

  it('N7: a secret value is 32 bytes of the platform generator, in hex', () => {
    const asked: number[] = [];
    const value = newSecretValue((n) => {
      asked.push(n);
      return Uint8Array.from({ length: n }, (_, i) => i);
    });
    expect(asked).toEqual([32]);
    expect(value).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(() => newSecretValue(() => new Uint8Array(16))).toThrow(RangeError);
    expect(newSecretValue((n) => crypto.getRandomValues(new Uint8Array(n)))).not.toBe(newSecretValue((n) => crypto.getRandomValues(new Uint8Array(n))));
  });
});

describe('the hand\'s source (N9)', () => {
  it('N9: the same values give the same source in any order they came in, and another when any value changes (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(hexValue, { minLength: 1, maxLength: 6 }), fc.integer(), fc.nat(), hexValue, (values, seed, which, other) => {
        const revealed = values.map((value, i) => ({ phone: `p${i}`, value }));
        const words = (list: typeof revealed) => {
          const source = dealSource(list);
          return Array.from({ length: 20 }, () => source.nextUint32());
        };
        const first = words(revealed);
        expect(words(shuffle(revealed, { nextUint32: () => (seed = (seed * 1103515245 + 12345) >>> 0) }))).toEqual(first);
        const i = which % values.length;
        fc.pre(!values.includes(other));
        expect(words(revealed.map((v, j) => (j === i ? { ...v, value: other } : v)))).not.toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it('N9: the deck it deals is a permutation of the table\'s own deck, in every game at every table size (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.array(hexValue, { minLength: 1, maxLength: 5 }), (players, values) => {
        for (const config of configs(players)) {
          const deck = deckFrom(config, values);
          const table = getProfile(config.profile).deck(newHand(config).config);
          expect(deck).toHaveLength(table.length);
          expect([...deck].sort((a, b) => a - b)).toEqual([...table].sort((a, b) => a - b));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('N9: for a fixed set of values the deck is pinned, so a change of derivation is noticed', () => {
    const values = ['00'.repeat(32), '11'.repeat(32), 'fe'.repeat(32)];
    const of = (profile: string) => configs(4).find((config) => config.profile === profile)!;
    expect(formatCards(deckFrom(of('holdem'), values))).toBe('7d 5h Ks 7s Th 6d 3d 6s Qh Ah 4s Kd Qs 2c Ts Qc 8d 4c 8s 3s 9s 8c 6h Jh 7c Ad 5c Js 8h Jd 2s 2h Kc 3c Kh 3h 5d 7h 5s 6c Jc 4h Td 9d Tc 9h As Qd 4d 9c 2d Ac');
    // B2: four players deal from 7–A.
    expect(formatCards(deckFrom(of('brasileiro'), values))).toBe('Ac 7s Jd Ks Ts 8s 9s 8d Jh Ad 7c 9h Qc Th As Js Kh 8h Qh Jc Qd 8c Kc 9d Tc Ah 7d Td Qs 7h Kd 9c');
  });

  it('N9: one source shuffles evenly: the 24 orders of four cards come equally often (chi-square)', () => {
    const source = dealSource([{ phone: 'ana', value: VALUE }]);
    const counts = new Map<string, number>();
    const trials = 24_000;
    for (let t = 0; t < trials; t++) {
      const key = shuffle([0, 1, 2, 3], source).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = trials / 24;
    const stat = [...counts.values()].reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // The chi-square's 0.999 quantile at 23 degrees of freedom.
    expect(stat).toBeLessThan(49.73);
  });

  it('N7, N9: both hashes are SHA-256 of what the rule book says (worked out again with Node\'s own SHA-256)', () => {
    const sha = (...parts: (string | Buffer)[]) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest();
    expect(commitmentOf(VALUE, AT)).toBe(sha(JSON.stringify(['mesa N7 commitment 1', VALUE, 'ana', 'g1', 3])).toString('hex'));
    const values = ['fe'.repeat(32), '00'.repeat(32), '11'.repeat(32)];
    const key = sha('mesa N9 deal source 1', ...[...values].sort().map((v) => Buffer.from(v, 'hex')));
    const block = (n: number) => sha(key, Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]));
    const expected = [0, 1, 2].flatMap((n) => Array.from({ length: 8 }, (_, i) => block(n).readUInt32BE(4 * i)));
    const source = dealSource(values.map((value, i) => ({ phone: `p${i}`, value })));
    expect(Array.from({ length: 24 }, () => source.nextUint32())).toEqual(expected);
  });

  it('N9: a source needs at least one value, each of 32 bytes in hex', () => {
    expect(() => dealSource([])).toThrow(RangeError);
    expect(() => dealSource([{ phone: 'ana', value: 'xyz' }])).toThrow(RangeError);
    expect(() => dealSource([{ phone: 'ana', value: VALUE.toUpperCase() }])).toThrow(RangeError);
  });
});
